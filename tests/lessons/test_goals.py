"""Judging attempts against exercise goals."""

import dataclasses
from pathlib import Path

import pytest

from tutor.lessons.course import load_course
from tutor.lessons.goals import judge, verdict_of_quiz

from .tiny_course import write_tiny_course

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
COURSE = load_course(LESSONS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return load_course(write_tiny_course(tmp_path_factory.mktemp("tiny") / "lessons"))


def test_solved_attempt(tiny):
    ex = tiny.exercise("one-1")
    feedback = judge(ex, [{"action": "take-pile", "with": ["KS", "KH"]}])
    assert feedback.success and feedback.refused is None and feedback.step is None
    assert feedback.position.discard == []


def test_refused_attempt_gives_the_verdict(tiny):
    ex = tiny.exercise("one-1")
    feedback = judge(ex, [{"action": "take-pile", "with": ["KS", "2D"]}])
    assert not feedback.success
    assert feedback.refused is not None and feedback.refused.codes[0] == "pile-frozen"
    assert feedback.step == 0


def test_legal_attempt_that_misses_the_goal(tiny):
    ex = tiny.exercise("one-1")
    feedback = judge(ex, [{"action": "draw"}])
    assert feedback.refused is None and not feedback.success


def test_each_goal_reached_by_its_solution():
    for ex in COURSE.exercises:
        if ex.kind == "play":
            assert judge(ex, ex.solution).success, ex.id


def test_spot_exercise_succeeds_when_the_mistake_is_made():
    spots = [ex for ex in COURSE.exercises if ex.kind == "spot"]
    assert spots
    for ex in spots:
        assert judge(ex, ex.mistake["moves"]).success, ex.id


def test_quiz_verdict(tiny):
    assert verdict_of_quiz(tiny.exercise("one-2")) == "not-your-turn"
    for ex in COURSE.exercises:
        if ex.kind == "quiz":
            assert verdict_of_quiz(ex) == ex.answer, ex.id


def test_samba_pile_taken_by_extending_a_sequence_not_with_an_unmatched_pair():
    ex = COURSE.exercise("samba-8")
    assert judge(ex, ex.solution).success
    wrong = judge(ex, [{"action": "take-pile", "with": ["9D", "AS"]}])
    assert not wrong.success and wrong.refused.codes[0] == "pile-top-unmatched"


def test_samba_second_meld_of_a_rank_stays_separate():
    ex = COURSE.exercise("samba-7")
    feedback = judge(ex, ex.solution)
    assert feedback.success
    nines = [m for m in feedback.position.melds[0] if m.rank is not None and m.rank.name == "NINE"]
    assert len(nines) == 2
    assert judge(ex, [{"action": "meld", "melds": [["9S", "9H"]]}]).refused.codes[0] == "meld-too-small"


def test_modern_american_first_turn_draws_because_the_pile_starts_empty():
    ex = COURSE.exercise("modern-american-10")
    assert judge(ex, ex.solution).success
    assert judge(ex, [{"action": "take-pile", "with": []}]).refused.codes[0] == "pile-empty"


def test_goal_names_match_between_the_loader_and_the_judge():
    from tutor.lessons.course import GOALS as LOADER_GOALS
    from tutor.lessons.goals import GOALS

    assert set(LOADER_GOALS) == set(GOALS)


def test_melding_from_the_pile_needs_more_than_the_take():
    ex = COURSE.exercise("taking-the-pile-7")
    take = {"action": "take-pile", "with": ["KS", "KH"]}
    only_take = judge(ex, [take])
    assert only_take.refused is None and not only_take.success
    assert judge(ex, [take, {"action": "meld", "melds": [["9S", "9H", "9D"]]}]).success
    # with three fives in hand, melding them after the take is legal but uses no card of the pile
    position = dict(ex.position, hands=[ex.position["hands"][0] + ["5S", "5H", "5D"], 9], stock=ex.position["stock"] - 3)
    richer = dataclasses.replace(ex, position=position)
    from_hand = judge(richer, [take, {"action": "meld", "melds": [["5S", "5H", "5D"]]}])
    assert from_hand.refused is None and not from_hand.success
    assert judge(richer, [take, {"action": "meld", "melds": [["9S", "9H", "9D"]]}]).success


def test_opening_early_in_modern_american_sets_four_bonus_cards_aside():
    ex = COURSE.exercise("modern-american-14")
    feedback = judge(ex, ex.solution)
    assert feedback.success and feedback.refused is None
    assert feedback.position.talon_size(0) == 4  # the side opened first, before the turn card
    assert not judge(ex, ex.mistake["moves"]).success
