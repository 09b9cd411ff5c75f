"""The lesson screen as a learner uses it: the step stays the main thing beside its exercise, the referee takes
room only when he speaks, the Next button stays where it was clicked, a counting drill does not show its answers,
and there is a way back to the welcome page (a new practice game from there asks before replacing a kept one)."""

from tutor import i18n
from tutor.gui import dialogs
from tutor.play import practice_store


def _open(window, qtbot, lesson, step):
    assert window.open_lesson(lesson, step)
    qtbot.waitUntil(lambda: window.exercise is not None and window.panel.isHidden())
    qtbot.wait(30)


def test_most_steps_read_whole_beside_their_exercise_in_german_at_1280_by_800(window, qtbot):
    i18n.set_language("de")
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    fitting, steps, squeezed = 0, 0, []
    for lesson in window.course.lessons:
        for step_id in lesson.step_ids():
            _open(window, qtbot, lesson.id, step_id)
            view = window.lessons
            steps += 1
            fitting += view.step_view.text.verticalScrollBar().maximum() == 0
            if view.spare_height() > 0 and view.step_view.height() < view.step_view.content_height() - 1:
                squeezed.append(f"{lesson.id}/{step_id}")  # room to spare, yet the step scrolls
    assert not squeezed
    assert fitting >= 70, f"{fitting} of {steps} steps read whole"  # tests/benchmarks/lesson_fit.py lists them
    assert window.table.width() >= 600  # and the table keeps the room for its buttons in one row


def test_the_next_button_stays_put_whatever_the_feedback_says(window, qtbot):
    window.resize(1280, 800)
    window.show()
    _open(window, qtbot, "deal-and-seating", "teams")
    view = window.lessons
    button = view.next_button

    def where():
        qtbot.wait(30)
        return button.mapTo(window, button.rect().topLeft())

    before = where()
    exercise = window.exercise
    wrong = next(b for b in view.choice_group.buttons() if b.property("choice") != exercise.answer)
    wrong.click()
    assert view.feedback_label.isVisible() and where() == before
    right = next(b for b in view.choice_group.buttons() if b.property("choice") == exercise.answer)
    right.click()
    assert where() == before


def test_the_counting_drill_does_not_show_the_totals_it_asks(window, qtbot):
    window.resize(1280, 800)
    window.show()
    _open(window, qtbot, "cards-and-values", "values")
    assert window.exercise.kind == "count"
    captions = " ".join(label.text() for label in window.table.side_labels)
    assert "→" not in captions and "65" not in captions and "30" not in captions
    window.practice_session.new_game("classic", 2, seed=3)  # another mode: the table counts ended hands again
    assert not window.table.count_asked


def test_a_lesson_has_a_way_back_to_the_welcome_page(window, qtbot):
    window.show()
    _open(window, qtbot, "a-turn", "draw")
    step = window.lessons.step_view
    assert step.home_button.isVisible() and step.home_button.toolTip() == "Back to the welcome page"
    step.home_button.click()
    assert window.mode == "welcome" and window.lessons.lesson is None
    assert "Welcome to Canasta Tutor" in window.lessons.lesson_text.toPlainText()
    assert "Continue where you left off" in window.lessons.lesson_text.toPlainText()


def test_ctrl_n_from_a_lesson_asks_before_replacing_a_kept_practice_game(window, qtbot, monkeypatch):
    practice_store.save("samba", 4, 3, [1250, 800])
    window.show()
    _open(window, qtbot, "a-turn", "draw")
    asked = []

    def answer(parent, kept):
        asked.append(kept)
        return False

    monkeypatch.setattr(dialogs, "confirm_replace_kept_game", answer)
    window.act_new.trigger()
    assert asked == [practice_store.Summary("samba", 4, 3, (1250, 800))]
    assert getattr(window.practice_session, "new_game_dialog", None) is None and window.mode == "lesson"
    monkeypatch.setattr(dialogs, "confirm_replace_kept_game", lambda parent, kept: True)
    window.act_new.trigger()
    assert window.practice_session.new_game_dialog is not None
    window.practice_session.new_game_dialog.reject()


def test_without_a_kept_game_ctrl_n_does_not_ask(window, monkeypatch):
    monkeypatch.setattr(dialogs, "confirm_replace_kept_game", lambda parent, kept: (_ for _ in ()).throw(AssertionError))
    window.act_new.trigger()
    assert window.practice_session.new_game_dialog is not None
    window.practice_session.new_game_dialog.reject()
