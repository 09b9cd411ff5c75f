"""The learner's progress: the best result per exercise, kept in ``progress.json`` in the data folder.

Results are 1.0 (solved at the first try), 0.5 (solved with a hint or after
mistakes) or anything between; the store keeps the best. It also remembers the
step the learner was on, so the course starts where they left off. The file is written
atomically; an unreadable file is kept as ``progress.json.bad`` (``.bad-2`` …, never
over an earlier one), reported through ``tutor.storage.set_aside_files``, and the store starts empty.

Two copies of the app may run at once: a save finds what the other wrote since this one read the file and
merges it (the best result per exercise) rather than writing over it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..reading import AnyObject, MapOf, Maybe, Number, Optional, Record, Text, Whole
from ..storage import (
    FileChanged,
    UnreadableFile,
    config_dir,
    data_dir,
    file_version,
    moved_once,
    parse_json_object,
    read_user_bytes,
    set_aside,
    sweep_temporaries,
    version_of,
    write_unless_changed,
)
from . import review

if TYPE_CHECKING:
    from .course import Course

FIRST_TRY = 1.0
WITH_HELP = 0.5
VERSION = 1

#: a progress file's shape (tutor.reading); other keys (a newer version's) are kept and written back
SHAPE = Record(
    {
        "version": Optional(Whole(0, 10**9), VERSION),
        "results": Optional(MapOf(Number(-1e9, 1e9), 100_000), {}),
        "last": Optional(Maybe(Record({"lesson": Text(200), "step": Text(200)}))),
        "review": Optional(AnyObject(), {}),  # held to review.SHAPE by review.checked
        "reset": Optional(Whole(0, 10**9), 0),
    }
)


def default_path() -> Path:
    """Where progress lives: the application's data folder (moved there once from beside the settings)."""
    return moved_once(data_dir() / "progress.json", config_dir() / "progress.json")


def score_for(first_try: bool, hint_used: bool = False, mistakes: int = 0) -> float:
    return FIRST_TRY if first_try and not hint_used and not mistakes else WITH_HELP


class Progress:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else default_path()
        self.results: dict[str, float] = {}
        #: the exercises answered wrongly, to be asked again (tutor.lessons.review)
        self.review: dict[str, dict] = {}
        #: the (lesson id, step id) last shown, or None
        self.last: tuple[str, str] | None = None
        self.recovered = False  # a corrupt file was put aside on loading
        #: what the file holds besides the results (a newer version's keys), written back unchanged
        self.kept: dict = {}
        self.version = VERSION
        #: how many times the progress was reset (kept in the file as ``reset``): a copy of the app that finds a
        #: higher count on disk than its own was reset elsewhere, and drops what it held
        self.generation = 0
        #: the version of the file as last read or written (tutor.storage.version_of), to notice another writer
        self._on_disk: str | None = None
        #: the review queue as the file held it then: an exercise that left this copy's queue since stays out
        self._review_on_disk: dict[str, dict] = {}
        self._load()

    # -- file ------------------------------------------------------------------------------------

    def _load(self) -> None:
        sweep_temporaries(self.path)
        try:
            raw = read_user_bytes(self.path)
            self._on_disk = version_of(raw)
            if raw is None:
                return
            read = self._read(parse_json_object(raw, SHAPE, self.path))
        except UnreadableFile as exc:
            self._put_aside(exc)
            return
        self.results, self.last, version, self.kept, self.review, self.generation = read
        self._review_on_disk = dict(self.review)
        self.version = max(version, VERSION)  # a newer program's file keeps its number

    @staticmethod
    def _read(data: dict) -> tuple[dict[str, float], tuple[str, str] | None, int, dict, dict, int]:
        """(results, last step, version, other keys, review queue, reset generation) of a progress file's object,
        already held to :data:`SHAPE`."""
        results = {key: max(0.0, min(1.0, value)) for key, value in data["results"].items()}
        last = data["last"]
        kept = {k: v for k, v in data.items() if k not in SHAPE.fields}
        return (
            results,
            None if last is None else (last["lesson"], last["step"]),
            data["version"],
            kept,
            review.checked(data["review"]),
            data["reset"],
        )

    def _put_aside(self, reason: UnreadableFile | None = None) -> None:
        """Keep the unreadable file under a new name (never over an earlier backup) and start empty."""
        set_aside(self.path, reason)
        self.recovered = True
        self._on_disk = None

    def save(self) -> None:
        """Write the progress; what another copy of the app wrote since this one read the file is merged in
        first: the best result of each exercise, the other's keys, this copy's step."""
        import json  # only for writing: reading goes through strict_json (see tutor.storage)

        for _attempt in range(5):
            data = {**self.kept, "version": self.version, "results": self.results}
            if self.review:  # written only when it holds something: an older file keeps its shape
                data["review"] = self.review
            if self.last is not None:
                data["last"] = {"lesson": self.last[0], "step": self.last[1]}
            if self.generation:  # written once there was a reset: a file without one keeps its first shape
                data["reset"] = self.generation
            try:
                self._on_disk = write_unless_changed(
                    self.path, json.dumps(data, indent=1, sort_keys=True) + "\n", self._on_disk
                )
                self._review_on_disk = {eid: dict(entry) for eid, entry in self.review.items()}
                return
            except FileChanged:
                self._merge_from_disk()
        raise FileChanged(f"{self.path} keeps changing")

    def _merge_from_disk(self) -> None:
        try:
            raw = read_user_bytes(self.path)
            read = None if raw is None else self._read(parse_json_object(raw, SHAPE, self.path))
        except UnreadableFile as exc:  # the other copy left something unreadable: keep it, write ours
            set_aside(self.path, exc)
            raw, read = None, None
        self._on_disk = version_of(raw)
        if read is None:
            return
        results, _their_last, version, kept, queue, generation = read
        if generation > self.generation:  # the other copy reset the progress since: what this one held goes too
            self.results, self.review, self.generation = {}, {}, generation
            self._review_on_disk = {}
        for exercise, score in results.items():
            self.results[exercise] = max(score, self.results.get(exercise, 0.0))
        self.review = review.merged(self.review, queue, self._review_on_disk)
        self._review_on_disk = dict(queue)
        self.version = max(self.version, version)
        self.kept = {**kept, **self.kept}

    # -- results ---------------------------------------------------------------------------------

    def record(self, exercise_id: str, score: float) -> float:
        """Keep the best of ``score`` and the stored result; save; return the stored result."""
        score = max(0.0, min(1.0, float(score)))
        best = max(score, self.results.get(exercise_id, 0.0))
        if best != self.results.get(exercise_id):
            self.results[exercise_id] = best
            self.save()
        return best

    def missed(self, exercise_id: str, today: int | None = None) -> None:
        """``exercise_id`` was answered wrongly: it will be asked again (tutor.lessons.review); saved."""
        review.missed(self.review, exercise_id, review.today() if today is None else today)
        self.save()

    def answered_right(self, exercise_id: str, today: int | None = None) -> None:
        """An exercise was answered right: if it was due for review, it moves on in the queue (an answer given
        before it is due changes nothing); saved."""
        if exercise_id in self.review:
            before = dict(self.review[exercise_id])
            review.answered(self.review, exercise_id, True, review.today() if today is None else today)
            if self.review.get(exercise_id) != before:
                self.save()

    def last_sitting(self, variant: str) -> list[str]:
        """The questions of the last readiness test of ``variant`` (tutor.lessons.system_test), to draw another."""
        sittings = self.kept.get("last_test")
        ids = sittings.get(variant) if isinstance(sittings, dict) else None
        return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []

    def sat(self, variant: str, question_ids: list[str]) -> None:
        """Remember the questions of a readiness test just drawn; saved."""
        sittings = self.kept.get("last_test")
        self.kept["last_test"] = {**(sittings if isinstance(sittings, dict) else {}), variant: list(question_ids)}
        self.save()

    def due(self, today: int | None = None) -> list[str]:
        """The exercises to ask again now."""
        return review.due(self.review, review.today() if today is None else today)

    def result(self, exercise_id: str) -> float | None:
        return self.results.get(exercise_id)

    def done(self, exercise_id: str) -> bool:
        return self.results.get(exercise_id, 0.0) > 0.0

    def reset(self) -> None:
        """Forget every result, also those another copy of the app saved meanwhile (nothing is merged back), and
        count the reset in the file: another copy that still holds the old results drops them when it next saves,
        rather than bringing them back."""
        self._merge_from_disk()  # the latest count of resets, whichever copy made them
        self.results = {}
        self.review = {}
        self.kept.pop("last_test", None)
        self.last = None
        self.generation += 1
        self._on_disk = file_version(self.path)
        self.save()

    def visit(self, lesson_id: str, step_id: str) -> None:
        """Remember the step on screen (saved only when it changes)."""
        if self.last != (lesson_id, step_id):
            self.last = (lesson_id, step_id)
            self.save()

    def lesson_fraction(self, lesson) -> float:
        """The share of the lesson's exercises solved (0.0 … 1.0); a lesson without exercises counts as done."""
        if not lesson.exercises:
            return 1.0
        return sum(1 for ex in lesson.exercises if self.done(ex.id)) / len(lesson.exercises)

    def step_fraction(self, lesson, step_id: str) -> float:
        exercises = lesson.step_exercises(step_id)
        if not exercises:
            return 1.0
        return sum(1 for ex in exercises if self.done(ex.id)) / len(exercises)

    def chapter_fraction(self, chapter) -> float:
        """The share of the chapter's exercises solved."""
        exercises = [ex for lesson in chapter.lessons for ex in lesson.exercises]
        if not exercises:
            return 1.0
        return sum(1 for ex in exercises if self.done(ex.id)) / len(exercises)

    def course_fraction(self, course: Course) -> float:
        exercises = course.exercises
        if not exercises:
            return 1.0
        return sum(1 for ex in exercises if self.done(ex.id)) / len(exercises)

    def resume(self, course: Course) -> tuple[str, str] | None:
        """Where the course opens: the step last shown (if the course still has it), else the first unsolved one.

        Returns (lesson id, step id), or None for an empty course.
        """
        from .course import CourseError  # the progress store loads before the window paints; the course after

        if self.last is not None:
            lesson_id, step_id = self.last
            try:
                if step_id in course.lesson(lesson_id).step_ids("en"):
                    return self.last
            except (KeyError, CourseError):  # a lesson gone or broken since: start afresh
                pass
        unfinished = self.first_unfinished(course)
        if unfinished is not None:
            lesson_id, exercise_id = unfinished
            return lesson_id, course.exercise(exercise_id).step
        lessons = course.lessons
        if not lessons:
            return None
        try:
            return lessons[0].id, lessons[0].step_ids("en")[0]
        except (IndexError, CourseError):
            return None

    def first_unfinished(self, course: Course) -> tuple[str, str] | None:
        """Where to resume: the first exercise in course order without a result (its lessons' steps in order)."""
        for lesson in course.lessons:
            for ex in lesson.exercises_in_step_order():
                if not self.done(ex.id):
                    return lesson.id, ex.id
        return None
