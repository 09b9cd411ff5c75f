"""Loading the course: ``lessons/course.json``, the per-language Markdown and the exercise files.

Every defect raises :class:`CourseError` naming the file and the problem; the
Markdown of a language is read when it is asked for, so a missing translation
fails only where it is used (the course check reports it).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..resources import LESSONS
from ..rules.errors import N_, InputError
from .markup import LessonText, MarkupError, lesson_title, parse_lesson

DEFAULT_ROOT = LESSONS
KINDS = ("play", "spot", "quiz", "count")
#: what a counting drill asks for: each side's hand total, or the parts of it
COUNT_ASKS = ("totals", "parts")
GOALS = ("take-pile", "meld", "meld-from-pile", "initial-meld", "canasta", "go-out", "discard", "draw")
TEXT_FIELDS = ("task", "hint", "success", "explanation")
#: lessons parsed, by file and version (path, modification time, size)
_PARSED: dict[tuple[str, int, int], LessonText] = {}


class CourseError(InputError):
    """A malformed course file; ``path`` names the file."""

    def __init__(self, path: Path | str, template: str, **params: Any):
        super().__init__(str(path), template, **params)
        self.path = Path(path)


@dataclass
class Exercise:
    """One exercise of a step: its kind, its texts in each language, its position and what it asks."""

    id: str
    lesson: str
    step: str
    kind: str
    texts: dict[str, dict[str, str]]
    position: dict[str, Any]
    goal: str | None = None
    solution: list[dict] = field(default_factory=list)
    mistake: dict | None = None
    choices: list[str] = field(default_factory=list)
    answer: str | None = None
    #: quiz: per choice, why it is right or wrong (language code → text)
    why: dict[str, dict[str, str]] = field(default_factory=dict)
    #: counting drill: "totals" or "parts"
    ask: str | None = None
    #: a readiness-test question: the rule point it tests (tutor.lessons.system_test)
    rule: str | None = None

    def text(self, name: str, lang: str = "en") -> str:
        """One of task / hint / success / explanation in ``lang`` (English, then any language, as fallback)."""
        return _in_language(self.texts.get(name) or {}, lang)

    def why_text(self, choice: str, lang: str = "en") -> str:
        """Why a quiz choice is right or wrong, in ``lang``; "" when the exercise does not say."""
        return _in_language(self.why.get(choice) or {}, lang)

    @property
    def variant(self) -> str:
        return self.position.get("variant", "classic")


def _in_language(texts: dict[str, str], lang: str) -> str:
    return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")


@dataclass(eq=False, repr=False)  # one of each: compared by identity
class Lesson:
    """One lesson: its folder, its chapter and its exercises."""

    id: str
    chapter: str
    root: Path
    exercises: list[Exercise] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"Lesson({self.id!r})"

    def path(self, lang: str) -> Path:
        return self.root / lang / f"{self.id}.md"

    def has_language(self, lang: str) -> bool:
        return self.path(lang).is_file()

    def markdown(self, lang: str = "en") -> str:
        return read_course_text(self.path(lang))

    def text(self, lang: str = "en") -> LessonText:
        """The lesson parsed into title, intro and steps; raises :class:`CourseError` on a malformed file.

        Parsed once per version of the file: the navigator asks for every title on each language switch."""
        path = self.path(lang)
        try:
            stat = path.stat()
            key = (str(path), stat.st_mtime_ns, stat.st_size)
        except OSError:
            key = None  # markdown() below says what is wrong with the file
        if key is not None and key in _PARSED:
            return _PARSED[key]
        try:
            parsed = parse_lesson(self.markdown(lang))
        except MarkupError as exc:
            raise CourseError(path, exc.template, **exc.params) from None
        if key is not None:
            _PARSED[key] = parsed
        return parsed

    def title(self, lang: str = "en") -> str:
        """The title alone, without parsing the steps (the lesson list reads every lesson's)."""
        try:
            return lesson_title(self.markdown(lang))
        except MarkupError as exc:
            raise CourseError(self.path(lang), exc.template, **exc.params) from None

    def steps(self, lang: str = "en") -> list[tuple[str, str]]:
        return [(step.id, step.heading) for step in self.text(lang).steps]

    def exercises_in_step_order(self) -> list[Exercise]:
        """The exercises in the order of the steps they belong to (a file may list them otherwise), each step's
        in the file's order."""
        try:
            order = {step_id: index for index, step_id in enumerate(self.step_ids())}
        except CourseError:  # the lesson's text is broken: the file's order is all there is
            return list(self.exercises)
        return sorted(self.exercises, key=lambda ex: order.get(ex.step, len(order)))

    def step_exercises(self, step_id: str) -> list[Exercise]:
        return [ex for ex in self.exercises if ex.step == step_id]

    def step_ids(self, lang: str = "en") -> list[str]:
        return [step_id for step_id, _ in self.steps(lang)]

    def exercise(self, exercise_id: str) -> Exercise:
        for ex in self.exercises:
            if ex.id == exercise_id:
                return ex
        raise KeyError(exercise_id)


@dataclass(eq=False, repr=False)  # one of each: compared by identity
class Chapter:
    """A chapter of the course: its titles in each language and its lessons."""

    id: str
    titles: dict[str, str]
    lessons: list[Lesson]

    def __repr__(self) -> str:
        return f"Chapter({self.id!r})"

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles.get("en") or self.id


@dataclass(eq=False, repr=False)  # one of each: compared by identity
class Course:
    """The whole course: its chapters in order."""

    root: Path
    chapters: list[Chapter]

    def __repr__(self) -> str:
        return f"Course({str(self.root)!r})"

    @functools.cached_property
    def questions(self) -> dict[str, list[Exercise]]:
        """The readiness test's questions by rule system, none of them shown in a lesson (``lessons/test-bank/``);
        read when first asked for, as the lessons' texts are: the start does not need them."""
        return _load_test_bank(self.root, {lesson.id for lesson in self.lessons})

    @property
    def lessons(self) -> list[Lesson]:
        return [lesson for chapter in self.chapters for lesson in chapter.lessons]

    @property
    def exercises(self) -> list[Exercise]:
        return [ex for lesson in self.lessons for ex in lesson.exercises]

    def lesson(self, lesson_id: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)

    def exercise(self, exercise_id: str) -> Exercise:
        for ex in self.exercises:
            if ex.id == exercise_id:
                return ex
        raise KeyError(exercise_id)

    def item(self, item_id: str) -> Exercise:
        """A lesson exercise or a test question (the review asks both)."""
        for ex in (*self.exercises, *(q for bank in self.questions.values() for q in bank)):
            if ex.id == item_id:
                return ex
        raise KeyError(item_id)


# -- loading ---------------------------------------------------------------------------------------


def read_course_text(path: Path) -> str:
    """The text of a course file (a lesson, a cheat sheet, an exercise file); :class:`CourseError` naming it if it is
    missing or cannot be read (its reason worded at the edge)."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CourseError(path, N_("missing")) from None
    except UnicodeDecodeError as exc:
        raise CourseError(path, N_("not UTF-8 text (byte {offset})"), offset=exc.start) from None
    except OSError as exc:
        raise CourseError(path, N_("unreadable: {reason}"), reason=exc) from None


def _read_json(path: Path) -> Any:
    text = read_course_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CourseError(
            path,
            N_("not valid JSON: {reason} (line {line}, column {column})"),
            reason=exc.msg,
            line=exc.lineno,
            column=exc.colno,
        ) from None


#: the one type a list of names, or an object of language codes and texts, holds (checked in C: the course's
#: thousand texts are read at every start)
_TEXT_ONLY = frozenset((str,))


def _str_list(path: Path, value: Any, *where: str) -> list[str]:
    """``value`` as a list of strings; ``where``: the field's name in parts, joined only for an error."""
    if type(value) is not list or not _TEXT_ONLY.issuperset(map(type, value)):
        raise CourseError(path, N_("{where} must be a list of strings"), where=".".join(where))
    return list(value)


def _texts(path: Path, value: Any, *where: str) -> dict[str, str]:
    """``value`` as an object of language codes and texts; ``where``: the field's name in parts, joined only for
    an error."""
    if type(value) is not dict or not (
        _TEXT_ONLY.issuperset(map(type, value)) and _TEXT_ONLY.issuperset(map(type, value.values()))
    ):
        raise CourseError(path, N_("{where} must be an object of language codes and texts"), where=".".join(where))
    return dict(value)


def load_course(root: Path = DEFAULT_ROOT) -> Course:
    root = Path(root)
    course_path = root / "course.json"
    data = _read_json(course_path)
    chapters_data = data.get("chapters") if isinstance(data, dict) else None
    if not isinstance(chapters_data, list):
        raise CourseError(course_path, N_('must be an object with a "chapters" list'))
    chapters, seen = [], set()
    for c, chapter in enumerate(chapters_data):
        where = f"chapters[{c}]"
        if not isinstance(chapter, dict) or not isinstance(chapter.get("id"), str):
            raise CourseError(course_path, N_('{where} must be an object with an "id"'), where=where)
        titles = _texts(course_path, chapter.get("title"), where, "title")
        lesson_ids = _str_list(course_path, chapter.get("lessons"), where, "lessons")
        lessons = []
        for lesson_id in lesson_ids:
            if lesson_id in seen:
                raise CourseError(course_path, N_("lesson {lesson} is listed twice"), lesson=lesson_id)
            seen.add(lesson_id)
            lessons.append(_load_lesson(root, lesson_id, chapter["id"]))
        chapters.append(Chapter(chapter["id"], titles, lessons))
    return Course(root, chapters)


def _load_test_bank(root: Path, lesson_ids: set[str]) -> dict[str, list[Exercise]]:
    """``lessons/test-bank/<system>.json``: per rule system its questions, each naming the lesson (and step) that
    teaches it and the rule point it tests."""
    bank: dict[str, list[Exercise]] = {}
    folder = root / "test-bank"
    if not folder.is_dir():
        return bank
    ids: set[str] = set()
    for path in sorted(folder.glob("*.json")):
        data = _read_json(path)
        if not isinstance(data, dict) or not isinstance(data.get("questions"), list):
            raise CourseError(path, N_('must be an object with a "questions" list'))
        questions = []
        for i, item in enumerate(data["questions"]):
            where = f"questions[{i}]"
            lesson = item.get("lesson") if isinstance(item, dict) else None
            if lesson not in lesson_ids:
                raise CourseError(path, N_("{where}.lesson must be a lesson of the course"), where=where)
            if not isinstance(item.get("rule"), str):
                raise CourseError(path, N_("{where}.rule is missing or not a string"), where=where)
            question = _exercise(path, where, item, lesson)
            if question.id in ids:
                raise CourseError(path, N_("exercise id {exercise} is used twice"), exercise=question.id)
            ids.add(question.id)
            question.rule = item["rule"]
            questions.append(question)
        bank[path.stem] = questions
    return bank


def _load_lesson(root: Path, lesson_id: str, chapter_id: str) -> Lesson:
    path = root / "exercises" / f"{lesson_id}.json"
    data = _read_json(path)
    if not isinstance(data, dict):
        raise CourseError(path, N_("must be a JSON object"))
    if data.get("lesson") != lesson_id:
        raise CourseError(path, N_('"lesson" must be {lesson}, not {value}'), lesson=lesson_id, value=data.get("lesson"))
    lesson = Lesson(
        id=lesson_id,
        chapter=chapter_id,
        root=root,
        variants=_str_list(path, data.get("variants", ["classic"]), "variants"),
        rules=_str_list(path, data.get("rules", []), "rules"),
        sources=_str_list(path, data.get("sources", []), "sources"),
    )
    items = data.get("exercises")
    if not isinstance(items, list):
        raise CourseError(path, N_('"exercises" must be a list'))
    ids = set()
    for i, item in enumerate(items):
        ex = _exercise(path, f"exercises[{i}]", item, lesson_id)
        if ex.id in ids:
            raise CourseError(path, N_("exercise id {exercise} is used twice"), exercise=ex.id)
        ids.add(ex.id)
        lesson.exercises.append(ex)
    return lesson


def _exercise(path: Path, where: str, item: Any, lesson_id: str) -> Exercise:
    if not isinstance(item, dict):
        raise CourseError(path, N_("{where} must be an object"), where=where)
    for key in ("id", "step", "kind"):
        if not isinstance(item.get(key), str):
            raise CourseError(path, N_("{where}.{key} is missing or not a string"), where=where, key=key)
    where = f"{where} ({item['id']})"
    kind = item["kind"]
    if kind not in KINDS:
        raise CourseError(path, N_("{where}.kind must be one of {choices}"), where=where, choices=", ".join(KINDS))
    position = item.get("position")
    if not isinstance(position, dict):
        raise CourseError(path, N_("{where}.position must be an object"), where=where)
    texts = {name: _texts(path, item[name], where, name) for name in TEXT_FIELDS if name in item}
    if "task" not in texts:
        raise CourseError(path, N_("{where}.task is missing"), where=where)
    goal = item.get("goal")
    solution = item.get("solution", [])
    mistake = item.get("mistake")
    choices = item.get("choices", [])
    answer = item.get("answer")
    why = item.get("why", {})
    if not isinstance(why, dict):
        raise CourseError(path, N_("{where}.why must be an object of choices and texts"), where=where)
    why = {choice: _texts(path, texts, where, "why", choice) for choice, texts in why.items()}
    ask = item.get("ask")
    if kind == "play":
        if goal not in GOALS:
            raise CourseError(path, N_("{where}.goal must be one of {choices}"), where=where, choices=", ".join(GOALS))
        if not isinstance(solution, list) or not solution or not all(isinstance(m, dict) for m in solution):
            raise CourseError(path, N_("{where}.solution must be a non-empty list of moves"), where=where)
    if kind == "spot" and mistake is None:
        raise CourseError(path, N_('{where}: a "spot" exercise needs a "mistake"'), where=where)
    if mistake is not None:
        if (
            not isinstance(mistake, dict)
            or not isinstance(mistake.get("moves"), list)
            or not isinstance(mistake.get("code"), str)
        ):
            raise CourseError(path, N_('{where}.mistake must be an object with "moves" and "code"'), where=where)
    if kind == "quiz":
        choices = _str_list(path, choices, where, "choices")
        if not choices or not isinstance(answer, str):
            raise CourseError(path, N_('{where}: a quiz needs "choices" and an "answer"'), where=where)
        if "move" not in position:
            raise CourseError(path, N_('{where}: the position of a quiz must carry a "move"'), where=where)
    if kind == "count":
        if ask not in COUNT_ASKS:
            raise CourseError(path, N_("{where}.ask must be one of {choices}"), where=where, choices=", ".join(COUNT_ASKS))
        if "went_out" not in position:
            raise CourseError(
                path, N_('{where}: the position of a counting drill must be a finished hand (with "went_out")'), where=where
            )
    return Exercise(
        id=item["id"],
        lesson=lesson_id,
        step=item["step"],
        kind=kind,
        texts=texts,
        position=position,
        goal=goal,
        solution=list(solution or []),
        mistake=mistake,
        choices=list(choices or []),
        answer=answer,
        why=why,
        ask=ask,
    )
