"""The course check (``canasta-tutor lessons --check [--json]``): the CI gate for the lessons.

It verifies that every lesson exists in every language with the plan's step
ids in the same order, and that every exercise works with the referee:
positions are valid, solutions reach their goals, mistakes are refused with
their code, quiz answers are the referee's verdict.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ..rules.notation import PositionError, read_position
from ..rules.referee import MoveInputError, play
from .course import DEFAULT_ROOT, LANGUAGES, CourseError, Exercise, Lesson, load_course
from .goals import judge, verdict_of_quiz

MIN_EXERCISES = 45
SOURCES = ("canasta.ch", "règle-fr", "pagat-style", "Wikipedia Samba", "verschärft", "pagat.com")

#: docs/course-plan.md, "Curriculum": chapters, lessons and their step ids in order.
PLAN: dict[str, dict[str, list[str]]] = {
    "basics": {
        "cards-and-values": ["packs", "wild-cards", "threes", "values"],
        "deal-and-seating": ["players-and-packs", "teams", "the-deal", "upcard"],
        "a-turn": ["draw", "meld", "discard"],
        "melds-and-wild-cards": ["same-rank", "naturals-and-wilds", "one-meld-per-rank", "own-side"],
        "canastas": ["seven-cards", "natural-and-mixed", "growing"],
    },
    "the-pile": {
        "red-threes": ["lay-out", "replace", "red-score"],
        "black-threes": ["stop-card", "black-going-out"],
        "taking-the-pile": ["whole-pile", "ways-to-take", "top-card-first", "single-card"],
        "frozen-pile": ["what-freezes", "natural-pair", "before-initial", "unfreezing"],
    },
    "meld-and-out": {
        "initial-meld": ["minimum-table", "counting", "pile-top", "no-bonuses"],
        "going-out": ["canasta-needed", "keep-a-card", "final-discard", "asking-partner", "concealed"],
        "end-of-stock": ["last-card", "red-three-last", "playing-on"],
        "scoring": ["card-points", "bonuses", "red-three-scoring", "game-end"],
        "partnerships": ["two-and-three", "four-players", "five-and-six"],
    },
    "systems": {
        "samba": ["three-packs", "sequences", "samba-wilds", "samba-pile", "samba-going-out", "samba-scoring"],
        "modern-american": ["mac-deal", "mac-pile", "sevens-and-aces", "mac-initial", "mac-going-out",
                            "mac-scoring"],
        "strict-version": ["strict-deal", "draw-two", "locking", "strict-initial", "strict-out-and-scoring"],
        "house-rules": ["agree-first", "joker-and-meld-variations", "pile-variations", "bonus-variations",
                        "going-out-variations"],
    },
    "disputes": {
        "classic-disputes": ["dispute-frozen", "dispute-pile-buried", "dispute-initial", "dispute-going-out",
                             "dispute-stock"],
    },
}


def _known_rules() -> set[str]:
    from ..rules.rulebook import rule_ids
    return set(rule_ids())


def _known_variants() -> set[str]:
    from ..rules.presets import PRESETS
    return set(PRESETS)


def check_course(root: Path = DEFAULT_ROOT) -> dict[str, Any]:
    """The report: one entry per lesson and the list of problems (empty when the course is sound)."""
    root = Path(root)
    problems: list[str] = []
    try:
        course = load_course(root)
    except CourseError as exc:
        return {"lessons": [], "problems": [str(exc)]}

    plan_chapters = list(PLAN)
    if [c.id for c in course.chapters] != plan_chapters:
        problems.append(f"{root / 'course.json'}: chapters must be {', '.join(plan_chapters)} in this order, "
                        f"not {', '.join(c.id for c in course.chapters)}")
    for chapter in course.chapters:
        for lang in LANGUAGES:
            if not chapter.titles.get(lang):
                problems.append(f"{root / 'course.json'}: chapter {chapter.id}: no title in {lang}")
        planned = list(PLAN.get(chapter.id, {}))
        if planned and [lesson.id for lesson in chapter.lessons] != planned:
            problems.append(f"{root / 'course.json'}: chapter {chapter.id} must hold {', '.join(planned)} in this order")
        last = chapter.lessons[-1].exercises[-1] if chapter.lessons and chapter.lessons[-1].exercises else None
        if last is None or last.kind != "quiz":
            problems.append(f"chapter {chapter.id}: does not end with a quiz exercise")

    known_rules, known_variants = _known_rules(), _known_variants()
    lessons_report = []
    for lesson in course.lessons:
        lessons_report.append(_check_lesson(lesson, problems, known_rules, known_variants))

    total = len(course.exercises)
    if total < MIN_EXERCISES:
        problems.append(f"the course has {total} exercises, at least {MIN_EXERCISES} are needed")
    return {"lessons": lessons_report, "problems": problems}


def _expected_steps(lesson: Lesson) -> list[str] | None:
    for lessons in PLAN.values():
        if lesson.id in lessons:
            return lessons[lesson.id]
    return None


def _check_lesson(lesson: Lesson, problems: list[str], known_rules: set[str], known_variants: set[str]) -> dict:
    titles: dict[str, str | None] = {}
    languages = []
    steps_by_lang: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        titles[lang] = None
        if not lesson.has_language(lang):
            problems.append(f"{lesson.path(lang)}: missing")
            continue
        try:
            titles[lang] = lesson.title(lang)
            steps_by_lang[lang] = lesson.step_ids(lang)
        except CourseError as exc:
            problems.append(str(exc))
            continue
        languages.append(lang)

    expected = _expected_steps(lesson)
    reference = expected if expected is not None else steps_by_lang.get("en")
    for lang, steps in steps_by_lang.items():
        if reference is not None and steps != reference:
            problems.append(f"{lesson.path(lang)}: steps {', '.join(steps) or '(none)'} "
                            f"differ from {', '.join(reference)}")
    step_ids = set(reference or [])

    for rule in lesson.rules:
        if rule not in known_rules:
            problems.append(f"{lesson.id}: unknown rule id {rule!r}")
    for source in lesson.sources:
        if source not in SOURCES:
            problems.append(f"{lesson.id}: unknown source {source!r}")
    for variant in lesson.variants:
        if variant not in known_variants and variant != "modern-american":
            problems.append(f"{lesson.id}: unknown variant {variant!r}")

    for ex in lesson.exercises:
        where = f"{lesson.id}/{ex.id}"
        if step_ids and ex.step not in step_ids:
            problems.append(f"{where}: step {ex.step!r} is not a step of the lesson")
        for name in ("task", "hint", "success") + (("explanation",) if "explanation" in ex.texts else ()):
            if name == "hint" and ex.kind == "quiz" and name not in ex.texts:
                continue
            texts = ex.texts.get(name, {})
            missing = [lang for lang in LANGUAGES if not texts.get(lang, "").strip()]
            if missing:
                problems.append(f"{where}: {name} missing in {', '.join(missing)}")
        problems.extend(f"{where}: {p}" for p in _check_exercise(ex))

    return {"id": lesson.id, "title": titles, "languages": languages, "variants": list(lesson.variants),
            "exercises": len(lesson.exercises), "rules": list(lesson.rules), "sources": list(lesson.sources)}


def _check_exercise(ex: Exercise) -> list[str]:
    problems = []
    base = {k: v for k, v in ex.position.items() if k not in ("move", "moves")}
    try:
        read_position(ex.position if ex.kind == "quiz" else base)
    except PositionError as exc:
        return [f"position invalid: {exc}"]

    if ex.kind == "play":
        try:
            feedback = judge(ex, ex.solution)
        except (PositionError, MoveInputError) as exc:
            problems.append(f"solution invalid: {exc}")
        else:
            if feedback.refused is not None:
                problems.append(f"solution refused at move {feedback.step}: {', '.join(feedback.refused.codes)}")
            elif not feedback.success:
                problems.append(f"solution does not reach the goal {ex.goal!r}")
    if ex.mistake is not None:
        data = dict(base, moves=ex.mistake["moves"])
        try:
            loaded = read_position(data)
            ruling = play(loaded.position, loaded.moves)
        except (PositionError, MoveInputError) as exc:
            problems.append(f"mistake invalid: {exc}")
        else:
            if ruling.legal:
                problems.append(f"mistake is legal, expected {ex.mistake['code']}")
            elif ruling.verdict.codes[0] != ex.mistake["code"]:
                problems.append(f"mistake refused with {ruling.verdict.codes[0]}, expected {ex.mistake['code']}")
    if ex.kind == "quiz":
        try:
            verdict = verdict_of_quiz(ex)
        except (PositionError, MoveInputError) as exc:
            problems.append(f"quiz move invalid: {exc}")
        else:
            if verdict != ex.answer:
                problems.append(f"quiz answer {ex.answer!r} but the referee says {verdict!r}")
        if ex.answer not in ex.choices:
            problems.append(f"quiz answer {ex.answer!r} is not among the choices")
        if len(set(ex.choices)) != len(ex.choices) or len(ex.choices) < 2:
            problems.append("quiz needs at least two different choices")
    return problems


def run_check(as_json: bool = False, root: Path = DEFAULT_ROOT) -> int:
    report = check_course(root)
    if as_json:
        print(json.dumps(report, indent=1, ensure_ascii=False))
    else:
        total = sum(lesson["exercises"] for lesson in report["lessons"])
        print(f"{len(report['lessons'])} lessons, {total} exercises")
        for problem in report["problems"]:
            print(f"problem: {problem}")
        print("course OK" if not report["problems"] else f"{len(report['problems'])} problem(s)")
    sys.stdout.flush()
    return 0 if not report["problems"] else 1
