"""The review queue in the app: a wrong answer comes back from the lesson list's review button."""


def test_the_app_brings_a_mistake_back(window, qtbot):
    window.show()
    assert window.open_lesson("frozen-pile")
    session = window.exercise_session
    exercise = session.exercise
    assert not window.lessons.review_button.isEnabled()
    session._missed()
    assert window.lessons.review_button.isEnabled() and "(1)" in window.lessons.review_button.text()
    assert window.open_lesson("a-turn")
    assert window.review_next()
    assert window.exercise_session.exercise.id == exercise.id
    window.exercise_session._settle(True)
    assert window.progress.review[exercise.id]["right"] == 1 and not window.lessons.review_button.isEnabled()
