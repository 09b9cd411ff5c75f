"""The end-of-system test in the app: ten questions of one system, no hints, and a verdict with lessons to revisit."""

import random

from tutor.lessons.course import load_course
from tutor.lessons.system_test import QUESTIONS, READY_AT, SystemTest, pool


def test_questions_not_met_before_come_first_and_the_first_answer_counts():
    course = load_course()
    seen = {ex.id for ex in pool(course, "samba")[:5]}
    test = SystemTest.draw(course, "samba", seen, random.Random(3))
    assert len(test.exercises) == QUESTIONS
    fresh = len(pool(course, "samba")) - len(seen)
    assert all(ex.id not in seen for ex in test.exercises[:fresh])
    first = test.exercises[0]
    test.answer(first.id, False)
    test.answer(first.id, True)
    assert test.answers[first.id] is False and test.lessons_to_revisit() == [first.lesson]


def test_a_test_in_the_app_ends_with_a_verdict(window, qtbot):
    said = []
    window.show_info = said.append
    window.show()
    session = window.exercise_session
    assert session.start_test("strict")
    assert not window.lessons.hint_button.isEnabled()
    asked = []
    for number in range(QUESTIONS):
        exercise = session.exercise
        asked.append(exercise.id)
        assert exercise.position.get("variant") == "strict"
        if number < READY_AT:
            session._settle(True)
        else:
            session._missed()
        session.next()
    assert len(set(asked)) == QUESTIONS and session.test is None
    assert said and "8 of 10 right." in said[-1] and "ready to referee a game of Strict version" in said[-1]
    assert window.lessons.hint_button.isEnabled()


def test_too_many_mistakes_name_the_lessons_to_go_over(window):
    said = []
    window.show_info = said.append
    session = window.exercise_session
    session.start_test("samba")
    for _ in range(QUESTIONS):
        session.next()  # passed over: not known
    assert "0 of 10 right. Not yet ready for Samba: go over these lessons again:" in said[-1]


def test_the_test_button_offers_every_rule_system(window):
    window.lessons.test_button.click()
    menu = window.lessons.test_menu
    assert [action.text() for action in menu.actions()] == [
        "Classic Canasta",
        "Samba",
        "Modern American Canasta",
        "Strict version (verschärfte Version)",
    ]
    menu.actions()[1].trigger()
    assert window.exercise_session.test is not None and window.exercise_session.test.variant == "samba"
    menu.close()
