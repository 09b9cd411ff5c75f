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

from ..explain import input_error
from ..i18n import _, ngettext
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
        return {"lessons": [], "problems": [input_error(exc)]}

    plan_chapters = list(PLAN)
    if [c.id for c in course.chapters] != plan_chapters:
        problems.append(_("{file}: chapters must be {expected} in this order, not {actual}").format(
            file=root / "course.json", expected=", ".join(plan_chapters),
            actual=", ".join(c.id for c in course.chapters)))
    for chapter in course.chapters:
        for lang in LANGUAGES:
            if not chapter.titles.get(lang):
                problems.append(_("{file}: chapter {chapter}: no title in {lang}").format(
                    file=root / "course.json", chapter=chapter.id, lang=lang))
        planned = list(PLAN.get(chapter.id, {}))
        if planned and [lesson.id for lesson in chapter.lessons] != planned:
            problems.append(_("{file}: chapter {chapter} must hold {lessons} in this order").format(
                file=root / "course.json", chapter=chapter.id, lessons=", ".join(planned)))
        last = chapter.lessons[-1].exercises[-1] if chapter.lessons and chapter.lessons[-1].exercises else None
        if last is None or last.kind != "quiz":
            problems.append(_("chapter {chapter}: does not end with a quiz exercise").format(chapter=chapter.id))

    known_rules, known_variants = _known_rules(), _known_variants()
    lessons_report = []
    for lesson in course.lessons:
        lessons_report.append(_check_lesson(lesson, problems, known_rules, known_variants))

    total = len(course.exercises)
    if total < MIN_EXERCISES:
        problems.append(_("the course has {total} exercises, at least {minimum} are needed").format(
            total=total, minimum=MIN_EXERCISES))
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
            problems.append(_("{file}: missing").format(file=lesson.path(lang)))
            continue
        try:
            titles[lang] = lesson.title(lang)
            steps_by_lang[lang] = lesson.step_ids(lang)
        except CourseError as exc:
            problems.append(input_error(exc))
            continue
        languages.append(lang)

    expected = _expected_steps(lesson)
    reference = expected if expected is not None else steps_by_lang.get("en")
    for lang, steps in steps_by_lang.items():
        if reference is not None and steps != reference:
            problems.append(_("{file}: steps {steps} differ from {expected}").format(
                file=lesson.path(lang), steps=", ".join(steps) or "–", expected=", ".join(reference)))
    step_ids = set(reference or [])

    for rule in lesson.rules:
        if rule not in known_rules:
            problems.append(_("{lesson}: unknown rule id {rule}").format(lesson=lesson.id, rule=rule))
    for source in lesson.sources:
        if source not in SOURCES:
            problems.append(_("{lesson}: unknown source {source}").format(lesson=lesson.id, source=source))
    for variant in lesson.variants:
        if variant not in known_variants and variant != "modern-american":
            problems.append(_("{lesson}: unknown variant {variant}").format(lesson=lesson.id, variant=variant))

    for ex in lesson.exercises:
        where = f"{lesson.id}/{ex.id}"
        if step_ids and ex.step not in step_ids:
            problems.append(_("{exercise}: step {step} is not a step of the lesson").format(exercise=where, step=ex.step))
        for name in ("task", "hint", "success") + (("explanation",) if "explanation" in ex.texts else ()):
            if name == "hint" and ex.kind == "quiz" and name not in ex.texts:
                continue
            texts = ex.texts.get(name, {})
            missing = [lang for lang in LANGUAGES if not texts.get(lang, "").strip()]
            if missing:
                problems.append(_("{exercise}: {text} missing in {languages}").format(
                    exercise=where, text=name, languages=", ".join(missing)))
        problems.extend(_("{exercise}: {problem}").format(exercise=where, problem=p) for p in _check_exercise(ex))

    return {"id": lesson.id, "title": titles, "languages": languages, "variants": list(lesson.variants),
            "exercises": len(lesson.exercises), "rules": list(lesson.rules), "sources": list(lesson.sources)}


def _check_exercise(ex: Exercise) -> list[str]:
    problems = []
    base = {k: v for k, v in ex.position.items() if k not in ("move", "moves")}
    try:
        read_position(ex.position if ex.kind == "quiz" else base)
    except PositionError as exc:
        return [_("position invalid: {error}").format(error=input_error(exc))]

    if ex.kind == "play":
        try:
            feedback = judge(ex, ex.solution)
        except (PositionError, MoveInputError) as exc:
            problems.append(_("solution invalid: {error}").format(error=input_error(exc)))
        else:
            if feedback.refused is not None:
                problems.append(_("solution refused at move {step}: {codes}").format(
                    step=feedback.step, codes=", ".join(feedback.refused.codes)))
            elif not feedback.success:
                problems.append(_("solution does not reach the goal {goal}").format(goal=ex.goal))
    if ex.mistake is not None:
        data = dict(base, moves=ex.mistake["moves"])
        try:
            loaded = read_position(data)
            ruling = play(loaded.position, loaded.moves)
        except (PositionError, MoveInputError) as exc:
            problems.append(_("mistake invalid: {error}").format(error=input_error(exc)))
        else:
            if ruling.legal:
                problems.append(_("mistake is legal, expected {code}").format(code=ex.mistake["code"]))
            elif ruling.verdict.codes[0] != ex.mistake["code"]:
                problems.append(_("mistake refused with {code}, expected {expected}").format(
                    code=ruling.verdict.codes[0], expected=ex.mistake["code"]))
    if ex.kind == "quiz":
        try:
            verdict = verdict_of_quiz(ex)
        except (PositionError, MoveInputError) as exc:
            problems.append(_("quiz move invalid: {error}").format(error=input_error(exc)))
        else:
            if verdict != ex.answer:
                problems.append(_("quiz answer {answer} but the referee says {verdict}").format(
                    answer=ex.answer, verdict=verdict))
        if ex.answer not in ex.choices:
            problems.append(_("quiz answer {answer} is not among the choices").format(answer=ex.answer))
        if len(set(ex.choices)) != len(ex.choices) or len(ex.choices) < 2:
            problems.append(_("quiz needs at least two different choices"))
    return problems


def run_check(as_json: bool = False, root: Path = DEFAULT_ROOT) -> int:
    report = check_course(root)
    if as_json:
        print(json.dumps(report, indent=1, ensure_ascii=False))
    else:
        total = sum(lesson["exercises"] for lesson in report["lessons"])
        lessons = len(report["lessons"])
        print(_("{lessons}, {exercises}").format(
            lessons=ngettext("{n} lesson", "{n} lessons", lessons).format(n=lessons),
            exercises=ngettext("{n} exercise", "{n} exercises", total).format(n=total)))
        for problem in report["problems"]:
            print(_("problem: {problem}").format(problem=problem))
        count = len(report["problems"])
        print(_("course OK") if not count else ngettext("{n} problem", "{n} problems", count).format(n=count))
    sys.stdout.flush()
    return 0 if not report["problems"] else 1
