"""Judging attempts against exercise goals."""

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


def test_taking_the_pile_alone_does_not_solve_take_then_meld():
    """taking-the-pile-7 asks for the take and then a meld with a card the pile brought."""
    ex = COURSE.exercise("taking-the-pile-7")
    assert ex.goal == "take-pile-then-meld"
    take = {"action": "take-pile", "with": ["KS", "KH"]}
    assert not judge(ex, [take]).success
    assert judge(ex, [take, {"action": "meld", "melds": [["9S", "9H", "9D"]]}]).success


def test_every_goal_the_course_accepts_is_judged():
    from tutor.lessons import course, goals
    assert set(course.GOALS) == set(goals.GOALS)
