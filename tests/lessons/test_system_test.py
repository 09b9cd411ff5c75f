"""The readiness test's draw: questions from the system's own bank, across its rule points, never the same
sitting twice in a row, and none a lesson shows."""

import difflib
import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.lessons.check import MIN_TEST_QUESTIONS, check_course, official_rule_points
from tutor.lessons.course import load_course
from tutor.lessons.system_test import QUESTIONS, SystemTest, draw, rule_points
from tutor.rules.systems import RULE_SYSTEMS
from tutor.rules.violations import Code

COURSE = load_course()


def test_every_system_has_a_bank_over_every_rule_point_its_lessons_drill():
    report = check_course()
    assert not report["problems"]
    counts = report["totals"]["test_questions_by_system"]
    points = official_rule_points(COURSE)
    for variant in RULE_SYSTEMS:
        assert sum(counts[variant].values()) >= MIN_TEST_QUESTIONS
        assert points[variant] <= set(counts[variant])


def test_a_learner_who_did_every_lesson_meets_ten_questions_never_seen():
    lesson_ids = {ex.id for ex in COURSE.exercises}
    lesson_tasks = {ex.text("task", lang) for ex in COURSE.exercises for lang in ("de", "fr", "en")}
    for variant in RULE_SYSTEMS:
        test = SystemTest.draw(COURSE.questions[variant], variant, last=(), rng=random.Random(7))
        assert len(test.questions) == QUESTIONS
        assert not {q.id for q in test.questions} & lesson_ids
        assert not {q.text("task", lang) for q in test.questions for lang in ("de", "fr", "en")} & lesson_tasks


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RULE_SYSTEMS), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_a_sitting_spreads_over_the_rule_points_and_is_never_the_last_one_again(variant, seed_one, seed_two):
    bank = COURSE.questions[variant]
    points = rule_points(bank)
    first = draw(bank, (), random.Random(seed_one))
    second = draw(bank, [q.id for q in first], random.Random(seed_two))
    for sitting in (first, second):
        assert len(sitting) == QUESTIONS and len({q.id for q in sitting}) == QUESTIONS
        # one question of each rule point before any point has a second
        assert len({q.rule for q in sitting}) == min(QUESTIONS, len(points))
    assert {q.id for q in first} != {q.id for q in second}
    fresh = len(bank) - QUESTIONS
    assert len({q.id for q in second} & {q.id for q in first}) <= max(0, QUESTIONS - fresh) + len(points)


def test_the_first_answer_counts_and_the_verdict_names_what_was_missed():
    bank = COURSE.questions["samba"]
    test = SystemTest.draw(bank, "samba", last=(), rng=random.Random(3))
    first, second = test.questions[:2]
    test.answer(first.id, False)
    test.answer(first.id, True)
    test.answer(second.id, True)
    assert test.answers == {first.id: False, second.id: True} and test.right == 1
    assert test.points_missed() == [first.rule] and test.lessons_to_revisit() == [first.lesson]
    assert test.next_question() is test.questions[2]


BANK = [question for bank in COURSE.questions.values() for question in bank]


def _cards_on_the_table(position: dict) -> set[str]:
    """Every card a position shows: hands, pile, stock, melds and red threes."""
    cards: set[str] = set()

    def walk(item) -> None:
        if isinstance(item, str):
            cards.add(item)
        elif isinstance(item, list):
            for inner in item:
                walk(inner)

    for field in ("hands", "discard", "stock", "melds", "red_threes"):
        walk(position.get(field, []))
    return cards


def test_every_card_a_task_names_is_in_the_questions_position():
    """A task that names [[7S]] must show it: the learner reads the table, and a card missing from it is a
    question about another position."""
    missing = [
        (question.id, lang, card)
        for question in BANK
        for lang in ("de", "fr", "en")
        for named in re.findall(r"\[\[(.*?)\]\]", question.text("task", lang))
        for card in named.split()
        if card not in _cards_on_the_table(question.position)
    ]
    assert not missing


NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def test_a_task_that_names_the_number_of_players_is_played_by_that_many():
    named = 0
    for question in BANK:
        said = re.search(
            r"\b(two|three|four|five|six) players\b|\bfor (two|three|four|five|six)\b", question.text("task", "en"), re.I
        )
        if said:
            named += 1
            assert NUMBERS[(said.group(1) or said.group(2)).lower()] == question.position.get("players", 4), question.id
    assert named  # the banks do name the table's size, so the check reads something


def _shape(task: str) -> str:
    """A task with its cards blanked out: two tasks of the same shape ask the same thing of other cards."""
    return re.sub(r"\[\[.*?\]\]|(10|[2-9JQKA])[♠♥♦♣]", "#", task.lower())


def test_no_test_question_repeats_a_lesson_exercise_with_other_cards():
    """A learner who did the lessons meets new questions, not an exercise with its cards changed (the exact
    repeat is caught above; this catches the near one)."""
    lessons = [_shape(ex.text("task", "en")) for ex in COURSE.exercises]
    repeats = []
    for question in BANK:
        matcher = difflib.SequenceMatcher(None, b=_shape(question.text("task", "en")))
        for exercise in lessons:
            matcher.set_seq1(exercise)
            if matcher.real_quick_ratio() >= 0.9 and matcher.quick_ratio() >= 0.9 and matcher.ratio() >= 0.9:
                repeats.append((question.id, exercise))
    assert not repeats


def test_every_choice_is_a_verdict_the_app_puts_in_words():
    """A choice is "legal" or one of the referee's codes, each of which the app words; anything else would be
    shown to the learner as it is spelt in the file."""
    verdicts = {"legal"} | {code.value for code in Code}
    assert not [(q.id, choice) for q in BANK for choice in q.choices if choice not in verdicts]
