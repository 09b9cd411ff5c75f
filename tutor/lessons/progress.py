"""The learner's progress: the best result per exercise, kept in ``progress.json`` in the data folder.

Results are 1.0 (solved at the first try), 0.5 (solved with a hint or after
mistakes) or anything between; the store keeps the best. The file is written
atomically; an unreadable file is kept as ``progress.json.bad`` (``.bad-2`` …, never
over an earlier one), reported through ``tutor.storage.set_aside_files``, and the store starts empty.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from ..storage import UnreadableFile, load_json_object, set_aside, write_atomic
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
        #: what the file holds besides the results (a newer version's keys), written back unchanged
        self.kept: dict = {}
        self.version = VERSION
        self._load()

    # -- file ------------------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            data = load_json_object(self.path)
        except UnreadableFile:
            self._put_aside()
            return
        if data is None:
            return
        try:
            results = data.get("results", {})
            if not isinstance(results, dict):
                raise ValueError("results")
            clean = {}
            for key, value in results.items():
                if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                    raise ValueError(key)
                clean[key] = max(0.0, min(1.0, float(value)))
            version = data.get("version", VERSION)
            if isinstance(version, bool) or not isinstance(version, int):
                raise ValueError("version")
        except ValueError:
            self._put_aside()
            return
        self.results = clean
        self.version = max(version, VERSION)  # a newer program's file keeps its number
        self.kept = {k: v for k, v in data.items() if k not in ("version", "results")}

    def _put_aside(self) -> None:
        """Keep the unreadable file under a new name (never over an earlier backup) and start empty."""
        set_aside(self.path)
        self.recovered = True

    def save(self) -> None:
        data = {**self.kept, "version": self.version, "results": self.results}
        write_atomic(self.path, json.dumps(data, indent=1, sort_keys=True) + "\n")

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
