"""The review in the app: a mistake comes back the next day, counted on the welcome screen and the lesson list,
and the review asks the due items one after another without opening their lessons."""

from tutor.lessons import review


def test_the_review_asks_the_due_items_one_after_another_without_their_lessons(window, qtbot, monkeypatch):
    said = []
    window.show_info = said.append
    window.show()
    progress = window.progress
    yesterday = review.today() - 1
    progress.missed("frozen-pile-1", today=yesterday)
    progress.missed("test-samba-04", today=yesterday)  # a test question missed
    progress.missed("scoring-2", today=review.today())  # due only tomorrow
    view = window.lessons
    view.show_review_count()
    assert view.review_button.isEnabled() and "2 questions due today" in view.review_button.text()
    view.show_text()
    assert "2 questions due today" in view.lesson_text.toPlainText()  # the welcome screen says it too
    assert window.review_next()
    session = window.exercise_session
    assert view.step_view.isHidden() and "Review" in view.question_title.text()
    assert view.lesson is None  # no lesson page was opened
    first = session.exercise.id
    assert first == "frozen-pile-1" and "Review 1 of 2" in view.task_label.text()
    assert view.hint_button.isEnabled()  # a review may help; a test may not
    session._settle(True)
    assert progress.review[first] == {"box": 1, "due": review.today() + 3}
    session.next()
    assert session.exercise.id == "test-samba-04" and "Review 2 of 2" in view.task_label.text()
    session._missed()
    assert progress.review["test-samba-04"] == {"box": 0, "due": review.today() + 1}
    session.next()
    assert session.reviewing is None and said[-1] == "That was every review due today."
    assert not view.review_button.isEnabled() and view.step_view.isVisible()


def test_the_welcome_link_starts_the_review(window):
    window.progress.missed("a-turn-1", today=review.today() - 1)
    window.welcome_action("review")
    assert window.exercise_session.reviewing is not None
    assert window.exercise_session.exercise.id == "a-turn-1"


def test_with_nothing_due_the_learner_is_told(window):
    said = []
    window.show_info = said.append
    assert not window.review_next()
    assert said == ["No question is due for review today."]
