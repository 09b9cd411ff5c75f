"""The learner's progress: the best result per exercise, kept in ``progress.json`` in the data folder.

Results are 1.0 (solved at the first try), 0.5 (solved with a hint or after
mistakes) or anything between; the store keeps the best. The file is written
atomically; a corrupt file is moved aside to ``progress.json.bad`` and the
store starts empty.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..storage import write_atomic
from .course import Course

FIRST_TRY = 1.0
WITH_HELP = 0.5
VERSION = 1


def default_path() -> Path:
    """Where progress lives: the application's data folder (moved there once from beside the settings)."""
    from ..storage import config_dir, data_dir, moved_once
    return moved_once(data_dir() / "progress.json", config_dir() / "progress.json")


def score_for(first_try: bool, hint_used: bool = False, mistakes: int = 0) -> float:
    return FIRST_TRY if first_try and not hint_used and not mistakes else WITH_HELP


class Progress:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else default_path()
        self.results: dict[str, float] = {}
        self.recovered = False  # a corrupt file was put aside on loading
        self._load()

    # -- file ------------------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError:
            return
        try:
            data = json.loads(text)
            results = data["results"]
            if not isinstance(results, dict):
                raise ValueError("results")
            clean = {}
            for key, value in results.items():
                if not isinstance(key, str) or isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise ValueError(key)
                clean[key] = max(0.0, min(1.0, float(value)))
        except (ValueError, KeyError, TypeError):
            self._put_aside()
            return
        self.results = clean

    def _put_aside(self) -> None:
        bad = self.path.with_name(self.path.name + ".bad")
        try:
            os.replace(self.path, bad)
        except OSError:
            pass
        self.recovered = True

    def save(self) -> None:
        text = json.dumps({"version": VERSION, "results": self.results}, indent=1, sort_keys=True)
        write_atomic(self.path, text + "\n")

    # -- results ---------------------------------------------------------------------------------

    def record(self, exercise_id: str, score: float) -> float:
        """Keep the best of ``score`` and the stored result; save; return the stored result."""
        score = max(0.0, min(1.0, float(score)))
        best = max(score, self.results.get(exercise_id, 0.0))
        if best != self.results.get(exercise_id):
            self.results[exercise_id] = best
            self.save()
        return best

    def result(self, exercise_id: str) -> float | None:
        return self.results.get(exercise_id)

    def done(self, exercise_id: str) -> bool:
        return self.results.get(exercise_id, 0.0) > 0.0

    def reset(self) -> None:
        self.results = {}
        self.save()

    def lesson_fraction(self, lesson) -> float:
        """The share of the lesson's exercises solved (0.0 … 1.0); a lesson without exercises counts as done."""
        if not lesson.exercises:
            return 1.0
        return sum(1 for ex in lesson.exercises if self.done(ex.id)) / len(lesson.exercises)

    def lesson_score(self, lesson) -> float:
        if not lesson.exercises:
            return 0.0
        return sum(self.results.get(ex.id, 0.0) for ex in lesson.exercises) / len(lesson.exercises)

    def first_unfinished(self, course: Course) -> tuple[str, str] | None:
        """Where to resume: the first exercise in course order without a result."""
        for lesson in course.lessons:
            for ex in lesson.exercises:
                if not self.done(ex.id):
                    return lesson.id, ex.id
        return None
