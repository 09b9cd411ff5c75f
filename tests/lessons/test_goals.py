"""Judging attempts against exercise goals."""

from pathlib import Path

from tutor.lessons.course import load_course
from tutor.lessons.goals import judge, verdict_of_quiz

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
COURSE = load_course(LESSONS)


def test_solved_attempt():
    ex = COURSE.exercise("frozen-pile-1")
    feedback = judge(ex, [{"action": "take-pile", "with": ["KS", "KH"]}])
    assert feedback.success and feedback.refused is None and feedback.step is None
    assert feedback.position.discard == []


def test_refused_attempt_gives_the_verdict():
    ex = COURSE.exercise("frozen-pile-1")
    feedback = judge(ex, [{"action": "take-pile", "with": ["KS", "2D"]}])
    assert not feedback.success
    assert feedback.refused is not None and feedback.refused.codes[0] == "pile-frozen"
    assert feedback.step == 0


def test_legal_attempt_that_misses_the_goal():
    ex = COURSE.exercise("initial-meld-1")
    feedback = judge(ex, [{"action": "discard", "card": "6C"}])
    assert feedback.refused is None and not feedback.success


def test_each_goal_reached_by_its_solution():
    goals = set()
    for ex in COURSE.exercises:
        if ex.kind == "play":
            assert judge(ex, ex.solution).success, ex.id
            goals.add(ex.goal)
    assert goals >= {"take-pile", "meld", "initial-meld", "canasta", "go-out", "discard", "draw"}


def test_spot_exercise_succeeds_when_the_mistake_is_made():
    ex = COURSE.exercise("black-threes-1")
    assert judge(ex, ex.mistake["moves"]).success
    assert not judge(ex, [{"action": "draw"}]).success


def test_goal_not_reached_by_another_goal():
    ex = COURSE.exercise("canastas-1")  # canasta: adding only the queen leaves six cards
    assert not judge(ex, [{"action": "meld", "add": [{"to": 0, "cards": ["QH"]}]}]).success


def test_quiz_verdict():
    assert verdict_of_quiz(COURSE.exercise("canastas-3")) == "legal"
    assert verdict_of_quiz(COURSE.exercise("classic-disputes-1")) == "pile-frozen"
