"""The course check (``canasta-tutor lessons --check [--json]``): the CI gate for the lessons.

It verifies that every lesson exists in every language with the same step
ids in the same order (the plan's, where the plan names them), that every
step is short (at most 150 words) and has an exercise, and that every exercise
works with the referee and the scorer: positions are valid, solutions reach
their goals, mistakes are refused with their code, quiz answers are the
referee's verdict and every choice says why, counting drills score. Every
exercise has a hint, and no text uses a word the glossary rules out.

The report lists per lesson its steps with their word counts, exercises and
rule points, and the totals for the course. An exercise drills the rule its
refusal names; a quiz whose move is legal drills the rule options the
referee's reasons for accepting it name (a draw of two cards, a talon set aside).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ..i18n import LANGUAGES, _, ngettext
from ..rules.notation import PositionError, read_position
from ..rules.presets import PRESETS
from ..rules.reasons import CONDITIONS, legal_reasons
from ..rules.referee import MoveInputError, play
from ..rules.rulebook import rule_ids
from ..rules.scoring import ScoringError
from ..rules.systems import RULE_SYSTEMS
from ..rules.variants import OPTION_SPECS
from ..words.explain import input_error
from ..words.files import os_reason
from ..words.systems import variant_name
from .cheatsheets import VARIANTS, load_sheet
from .counting import expected as expected_count
from .counting import fields as count_fields
from .course import DEFAULT_ROOT, CourseError, Exercise, Lesson, load_course
from .goals import judge, verdict_of_quiz
from .markup import MAX_STEP_WORDS, known_option, plain_cards
from .vocabulary import scan

MIN_EXERCISES = 45
#: readiness-test questions each rule system needs at least (tutor.lessons.system_test)
MIN_TEST_QUESTIONS = 30
#: counting drills each rule system needs at least
MIN_COUNT_DRILLS = 2
SOURCES = ("canasta.ch", "règle-fr", "pagat-style", "Wikipedia Samba", "verschärft", "pagat.com")

#: docs/course-plan.md, "Curriculum": chapters and lessons in order, with the topics each lesson covers (the
#: plan's step ids). Lessons split these topics into short steps of their own; every language has the
#: English lesson's steps in the same order.
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
        "modern-american": ["mac-deal", "mac-pile", "sevens-and-aces", "mac-initial", "mac-going-out", "mac-scoring"],
        "strict-version": ["strict-deal", "draw-two", "locking", "strict-initial", "strict-out-and-scoring"],
        "house-rules": [
            "agree-first",
            "joker-and-meld-variations",
            "pile-variations",
            "bonus-variations",
            "going-out-variations",
        ],
    },
    "disputes": {
        "classic-disputes": [
            "dispute-frozen",
            "dispute-pile-buried",
            "dispute-initial",
            "dispute-going-out",
            "dispute-stock",
        ],
    },
}


def _known_rules() -> set[str]:
    return set(rule_ids())


def _known_variants() -> set[str]:
    return set(PRESETS)


def check_course(root: Path = DEFAULT_ROOT) -> dict[str, Any]:
    """The report: per lesson its steps, words, exercises and rule points; the totals; the problems."""
    root = Path(root)
    problems: list[str] = []
    try:
        course = load_course(root)
    except CourseError as exc:
        return {"lessons": [], "totals": _totals([]), "problems": [input_error(exc)]}
    known_rules, known_variants = _known_rules(), _known_variants()
    pending: list[str] = []
    lessons_report = [_check_lesson(lesson, problems, pending, known_rules, known_variants) for lesson in course.lessons]
    # Until every lesson is in short steps, the course-wide targets are still to be reached, not broken.
    course_targets = problems if all(lesson["rewritten"] for lesson in lessons_report) else pending

    totals = _totals(lessons_report)
    if totals["exercises"] < MIN_EXERCISES:
        course_targets.append(
            _("the course has {total} exercises, at least {minimum} are needed").format(
                total=totals["exercises"], minimum=MIN_EXERCISES
            )
        )
    for variant in RULE_SYSTEMS:
        drills = totals["count_drills"].get(variant, 0)
        if drills < MIN_COUNT_DRILLS:
            course_targets.append(
                _("{variant}: {n} counting drills, at least {minimum} are needed").format(
                    variant=variant, n=drills, minimum=MIN_COUNT_DRILLS
                )
            )
    totals["test_questions_by_system"] = _check_test_bank(course, problems)
    problems.extend(_cheat_sheet_problems(root))
    problems.extend(_vocabulary_problems(root))
    for variant, counts in totals["exercises_per_rule_by_system"].items():
        problems.extend(
            _("{system}: the rule point {rule} has one exercise; it needs two").format(
                system=variant_name(variant), rule=rule
            )
            for rule, n in counts.items()
            if n < 2
        )
    return {"lessons": lessons_report, "totals": totals, "problems": problems, "pending": pending}


def _totals(lessons: list[dict]) -> dict[str, Any]:
    steps = [step for lesson in lessons for step in lesson["steps"]]
    kinds: dict[str, int] = {}
    drills: dict[str, int] = {}
    rules: dict[str, int] = {}
    by_system: dict[str, dict[str, int]] = {}
    for lesson in lessons:
        for kind, n in lesson["kinds"].items():
            kinds[kind] = kinds.get(kind, 0) + n
        for variant, n in lesson["count_drills"].items():
            drills[variant] = drills.get(variant, 0) + n
        for step in lesson["steps"]:
            for rule, n in step["exercise_rules"].items():
                rules[rule] = rules.get(rule, 0) + n
            for variant, counts in step["exercise_rules_by_system"].items():
                system = by_system.setdefault(variant, {})
                for rule, n in counts.items():
                    system[rule] = system.get(rule, 0) + n
    return {
        "lessons": len(lessons),
        "steps": len(steps),
        "exercises": sum(lesson["exercises"] for lesson in lessons),
        "words": {lang: sum(step["words"][lang] or 0 for step in steps) for lang in LANGUAGES},
        "max_step_words": {lang: max((step["words"][lang] or 0 for step in steps), default=0) for lang in LANGUAGES},
        "steps_without_exercise": sum(1 for step in steps if not step["exercises"]),
        "kinds": dict(sorted(kinds.items())),
        "count_drills": dict(sorted(drills.items())),
        "rule_points": len({rule for step in steps for rule in step["rules"]}),
        "exercises_per_rule": dict(sorted(rules.items())),
        #: per rule system, the exercises of each rule point played under it
        "exercises_per_rule_by_system": {
            variant: dict(sorted(counts.items())) for variant, counts in sorted(by_system.items())
        },
    }


def _cheat_sheet_problems(root: Path) -> list[str]:
    """Every rule system's cheat sheet in every language, read as the app reads it."""
    problems = []
    for variant in VARIANTS:
        for lang in LANGUAGES:
            try:
                load_sheet(variant, lang, root)
            except CourseError as exc:
                problems.append(input_error(exc))
    return problems


def _vocabulary_problems(root: Path) -> list[str]:
    try:
        findings = scan(root, catalogs=None)
    except OSError as exc:
        reason = _("cannot read {path}: {reason}").format(path=exc.filename, reason=os_reason(exc, reading=True))
        return [_("vocabulary: {error}").format(error=reason)]
    except ValueError as exc:
        return [_("vocabulary: {error}").format(error=exc)]
    return [
        _("{where}: “{found}” — the glossary says “{use}”").format(
            where=f"{f.where}:{f.line}", found=f.found.strip() or f.found, use=f.term.use
        )
        for f in findings
    ]


def _shown(lesson: Lesson, lang: str) -> str:
    """The lesson file as the report names it: ``lessons/de/a-turn.md``."""
    path = lesson.path(lang)
    try:
        return str(path.relative_to(lesson.root.parent))
    except ValueError:
        return str(path)


def _check_lesson(
    lesson: Lesson, problems: list[str], pending: list[str], known_rules: set[str], known_variants: set[str]
) -> dict:
    """Check one lesson. A lesson rewritten in short steps (a sources line under every step, in every
    language) must meet the teaching targets; in one still in the earlier long form, what it misses of
    them is listed as ``pending``, the work still to do, and everything else is checked as usual."""
    titles: dict[str, str | None] = {}
    languages = []
    texts = {}
    for lang in LANGUAGES:
        titles[lang] = None
        if not lesson.has_language(lang):
            problems.append(_("{file}: missing").format(file=_shown(lesson, lang)))
            continue
        try:
            texts[lang] = lesson.text(lang)
        except CourseError as exc:
            problems.append(input_error(exc))
            continue
        titles[lang] = texts[lang].title
        languages.append(lang)

    rewritten = bool(texts) and all(step.sources for text in texts.values() for step in text.steps)
    targets = problems if rewritten else pending
    reference = [s.id for s in texts["en"].steps] if "en" in texts else None
    for lang, text in texts.items():
        steps = [s.id for s in text.steps]
        if reference is not None and steps != reference:
            problems.append(
                _("{file}: steps {steps} differ from {expected}").format(
                    file=_shown(lesson, lang), steps=", ".join(steps) or "–", expected=", ".join(reference)
                )
            )
        for step in text.steps:
            if step.words > MAX_STEP_WORDS:
                targets.append(
                    _("{file}: step {step} has {words} words, at most {maximum}").format(
                        file=_shown(lesson, lang), step=step.id, words=step.words, maximum=MAX_STEP_WORDS
                    )
                )
            for option in step.options:
                if not known_option(option):
                    problems.append(
                        _("{file}: step {step}: unknown rule option {option}").format(
                            file=_shown(lesson, lang), step=step.id, option=option
                        )
                    )
    step_ids = list(reference or [])

    for rule in lesson.rules:
        if rule not in known_rules:
            problems.append(_("{lesson}: unknown rule id {rule}").format(lesson=lesson.id, rule=rule))
    for source in lesson.sources:
        if source not in SOURCES:
            problems.append(_("{lesson}: unknown source {source}").format(lesson=lesson.id, source=source))
    for variant in lesson.variants:
        if variant not in known_variants:
            problems.append(_("{lesson}: unknown variant {variant}").format(lesson=lesson.id, variant=variant))

    exercise_rules: dict[str, list[str]] = {}
    kinds: dict[str, int] = {}
    drills: dict[str, int] = {}
    for ex in lesson.exercises:
        where = f"{lesson.id}/{ex.id}"
        kinds[ex.kind] = kinds.get(ex.kind, 0) + 1
        if ex.kind == "count":
            drills[ex.variant] = drills.get(ex.variant, 0) + 1
        if step_ids and ex.step not in step_ids:
            problems.append(_("{exercise}: step {step} is not a step of the lesson").format(exercise=where, step=ex.step))
        for name in ("task", "hint", "success") + (("explanation",) if "explanation" in ex.texts else ()):
            texts_of = ex.texts.get(name, {})
            missing = [lang for lang in LANGUAGES if not texts_of.get(lang, "").strip()]
            if missing:
                (targets if name == "hint" else problems).append(
                    _("{exercise}: {text} missing in {languages}").format(
                        exercise=where, text=name, languages=", ".join(missing)
                    )
                )
        rules, found = _check_exercise(ex)
        exercise_rules[ex.id] = rules
        for problem in found:
            (targets if isinstance(problem, Target) else problems).append(
                _("{exercise}: {problem}").format(exercise=where, problem=problem)
            )

    steps_report = []
    english = texts.get("en")
    for step_id in step_ids:
        exercises = lesson.step_exercises(step_id)
        if not exercises:
            targets.append(_("{lesson}: step {step} has no exercise").format(lesson=lesson.id, step=step_id))
        options: list[str] = []
        for text in texts.values():
            try:
                options.extend(o for o in text.step(step_id).options if o not in options)
            except KeyError:
                pass
        per_rule: dict[str, int] = {}
        by_system: dict[str, dict[str, int]] = {}
        for ex in exercises:
            system = by_system.setdefault(ex.position.get("variant", "classic"), {})
            for rule in exercise_rules.get(ex.id, []):
                per_rule[rule] = per_rule.get(rule, 0) + 1
                system[rule] = system.get(rule, 0) + 1
        words: dict[str, int | None] = dict.fromkeys(LANGUAGES)  # None: the step is missing in that language
        headings = {}
        for lang, text in texts.items():
            try:
                step = text.step(step_id)
            except KeyError:
                continue
            words[lang] = step.words
            headings[lang] = step.heading
        steps_report.append(
            {
                "id": step_id,
                "heading": {lang: plain_cards(h) for lang, h in headings.items()},
                "words": words,
                "exercises": [ex.id for ex in exercises],
                "rules": sorted(set(options) | set(per_rule)),
                "exercise_rules": dict(sorted(per_rule.items())),
                "exercise_rules_by_system": {variant: dict(sorted(rules.items())) for variant, rules in by_system.items()},
                "sources_line": bool(english and english.step(step_id).sources),
                "card_rows": len(english.step(step_id).card_rows()) if english else 0,
            }
        )

    return {
        "id": lesson.id,
        "chapter": lesson.chapter,
        "title": titles,
        "languages": languages,
        "variants": list(lesson.variants),
        "exercises": len(lesson.exercises),
        "kinds": kinds,
        "count_drills": drills,
        "rules": list(lesson.rules),
        "sources": list(lesson.sources),
        "rewritten": rewritten,
        "steps": steps_report,
    }


def official_rule_points(course) -> dict[str, set[str]]:
    """Per rule system, the rule points its lessons drill under the official rules (an exercise that sets
    house options drills those, not the system's own rules)."""
    points: dict[str, set[str]] = {variant: set() for variant in RULE_SYSTEMS}
    for ex in course.exercises:
        if "options" not in ex.position:
            points.setdefault(ex.variant, set()).update(_check_exercise(ex)[0])
    return points


def _check_test_bank(course, problems: list[str]) -> dict[str, dict[str, int]]:
    """The readiness test's questions: per rule system at least ``MIN_TEST_QUESTIONS``, every rule point its
    lessons drill covered, each question played under the system's official rules, ruled as it says by the
    referee, naming the rule point the referee names, and shown in no lesson. Returns the count per rule point."""
    shown = [{k: v for k, v in ex.position.items() if k != "move"} for ex in course.exercises]
    moves = [ex.position.get("move") for ex in course.exercises]
    counts: dict[str, dict[str, int]] = {}
    for variant, points in official_rule_points(course).items():
        bank = course.questions.get(variant, [])
        per_point: dict[str, int] = {}
        for question in bank:
            where = f"test-bank/{variant}/{question.id}"
            if question.variant != variant:
                problems.append(_("{exercise}: played under another rule system").format(exercise=where))
            if "options" in question.position:
                problems.append(_("{exercise}: sets house options; the test asks the official rules").format(exercise=where))
            for name in ("task", "explanation"):
                missing = [lang for lang in LANGUAGES if not question.texts.get(name, {}).get(lang, "").strip()]
                if missing:
                    problems.append(
                        _("{exercise}: {text} missing in {languages}").format(
                            exercise=where, text=name, languages=", ".join(missing)
                        )
                    )
            bare = {k: v for k, v in question.position.items() if k != "move"}
            if any(bare == seen and question.position.get("move") == move for seen, move in zip(shown, moves)):
                problems.append(_("{exercise}: a lesson shows the same question").format(exercise=where))
            rules, found = _check_exercise(question)
            problems.extend(
                _("{exercise}: {problem}").format(exercise=where, problem=problem)
                for problem in found
                if not isinstance(problem, Target)  # a test question explains its answer, not every choice
            )
            if question.rule not in rules:
                problems.append(
                    _("{exercise}: tests {rule}, but the referee names {rules}").format(
                        exercise=where, rule=question.rule, rules=", ".join(rules) or "–"
                    )
                )
            per_point[question.rule or ""] = per_point.get(question.rule or "", 0) + 1
        if len(bank) < MIN_TEST_QUESTIONS:
            problems.append(
                _("{system}: {n} test questions, at least {minimum} are needed").format(
                    system=variant_name(variant), n=len(bank), minimum=MIN_TEST_QUESTIONS
                )
            )
        problems.extend(
            _("{system}: no test question on the rule point {rule}").format(system=variant_name(variant), rule=rule)
            for rule in sorted(points - set(per_point))
        )
        counts[variant] = dict(sorted(per_point.items()))
    return counts


class Target(str):
    """A problem that is a teaching target still to reach (a missing reason), not a broken exercise."""


def _check_exercise(ex: Exercise) -> tuple[list[str], list[str]]:
    """The rules the exercise practises (from the referee's verdicts) and its problems."""
    problems: list[str] = []
    rules: list[str] = []
    base = {k: v for k, v in ex.position.items() if k not in ("move", "moves")}
    try:
        read_position(ex.position if ex.kind == "quiz" else base)
    except PositionError as exc:
        return rules, [_("position invalid: {error}").format(error=input_error(exc))]

    if ex.kind == "play":
        try:
            feedback = judge(ex, ex.solution)
        except (PositionError, MoveInputError) as exc:
            problems.append(_("solution invalid: {error}").format(error=input_error(exc)))
        else:
            if feedback.refused is not None:
                problems.append(
                    _("solution refused at move {step}: {codes}").format(
                        step=feedback.step, codes=", ".join(feedback.refused.codes)
                    )
                )
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
            else:
                rules.append(ruling.verdict.violations[0].rule)
                if ruling.verdict.codes[0] != ex.mistake["code"]:
                    problems.append(
                        _("mistake refused with {code}, expected {expected}").format(
                            code=ruling.verdict.codes[0], expected=ex.mistake["code"]
                        )
                    )
    if ex.kind == "quiz":
        problems.extend(_check_quiz(ex, rules))
    if ex.kind == "count":
        try:
            sides = expected_count(ex)
            asked = count_fields(ex)
        except (PositionError, ScoringError) as exc:
            problems.append(_("the hand cannot be scored: {error}").format(error=input_error(exc)))
        else:
            rules.append("scoring")
            if not sides or not asked:
                problems.append(_("the counting drill asks for nothing"))
    return rules, problems


def _check_quiz(ex: Exercise, rules: list[str]) -> list[str]:
    problems = []
    try:
        loaded = read_position(ex.position)
        ruling = play(loaded.position, loaded.moves)
        verdict = verdict_of_quiz(ex)
    except (PositionError, MoveInputError) as exc:
        problems.append(_("quiz move invalid: {error}").format(error=input_error(exc)))
    else:
        if not ruling.legal:
            rules.append(ruling.verdict.violations[0].rule)
        else:  # a legal move drills the rule options its reasons name (draw two, a talon set aside …)
            rules.extend(_option_reasons(loaded.position, loaded.moves, ruling.positions))
        if verdict != ex.answer:
            problems.append(
                _("quiz answer {answer} but the referee says {verdict}").format(answer=ex.answer, verdict=verdict)
            )
    if ex.answer not in ex.choices:
        problems.append(_("quiz answer {answer} is not among the choices").format(answer=ex.answer))
    if len(set(ex.choices)) != len(ex.choices) or len(ex.choices) < 2:
        problems.append(_("quiz needs at least two different choices"))
    for choice in ex.choices:
        texts = ex.why.get(choice, {})
        missing = [lang for lang in LANGUAGES if not texts.get(lang, "").strip()]
        if missing:
            problems.append(
                Target(_("why {choice} is missing in {languages}").format(choice=choice, languages=", ".join(missing)))
            )
    for choice in ex.why:
        if choice not in ex.choices:
            problems.append(_("why {choice}: not one of the choices").format(choice=choice))
    return problems


def _option_reasons(position, moves, positions) -> list[str]:
    """The rule options named by the reasons a legal sequence of moves was accepted, each once (the conditions
    a ruling states in passing are not what the quiz is about)."""
    named: list[str] = []
    for move, before, after in zip(moves, positions, positions[1:]):
        for reason in legal_reasons(before, move, after):
            if reason.rule in OPTION_SPECS and reason.rule not in named and reason.code not in CONDITIONS:
                named.append(reason.rule)
    return named


def run_check(as_json: bool = False, root: Path = DEFAULT_ROOT) -> int:
    report = check_course(root)
    if as_json:
        print(json.dumps(report, indent=1, ensure_ascii=False))
    else:
        totals = report["totals"]
        total, lessons, steps = totals["exercises"], totals["lessons"], totals["steps"]
        print(
            _("{lessons}, {steps}, {exercises}").format(
                lessons=ngettext("{n} lesson", "{n} lessons", lessons).format(n=lessons),
                steps=ngettext("{n} step", "{n} steps", steps).format(n=steps),
                exercises=ngettext("{n} exercise", "{n} exercises", total).format(n=total),
            )
        )
        for variant, counts in totals["exercises_per_rule_by_system"].items():
            thin = sum(1 for n in counts.values() if n < 2)
            print(
                _("{system}: {points} rule points drilled, {thin} with fewer than two exercises").format(
                    system=variant_name(variant), points=len(counts), thin=thin
                )
            )
        for variant, counts in totals.get("test_questions_by_system", {}).items():
            print(
                _("{system}: {n} test questions over {points} rule points: {counts}").format(
                    system=variant_name(variant),
                    n=sum(counts.values()),
                    points=len(counts),
                    counts=", ".join(f"{rule} {n}" for rule, n in counts.items()),
                )
            )
        for problem in report["problems"]:
            print(_("problem: {problem}").format(problem=problem))
        waiting = [lesson["id"] for lesson in report["lessons"] if not lesson["rewritten"]]
        if waiting:
            print(
                ngettext(
                    "{n} lesson not yet in short steps: {lessons}",
                    "{n} lessons not yet in short steps: {lessons}",
                    len(waiting),
                ).format(n=len(waiting), lessons=", ".join(waiting))
            )
            print(
                ngettext(
                    "{n} teaching target still open (--json lists it)",
                    "{n} teaching targets still open (--json lists them)",
                    len(report["pending"]),
                ).format(n=len(report["pending"]))
            )
        count = len(report["problems"])
        print(_("course OK") if not count else ngettext("{n} problem", "{n} problems", count).format(n=count))
    sys.stdout.flush()
    return 0 if not report["problems"] else 1
