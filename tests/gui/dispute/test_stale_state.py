"""No stale state: verdicts, notices and selections follow undo/redo, lesson changes and applied edits."""

from __future__ import annotations

from tutor.rules.notation import read_position


def notice_text(window) -> str:
    return window.panel.body.toPlainText()


def test_legal_verdict_goes_with_undo_and_stays_gone_after_redo(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    window.table.do_draw()
    assert window.panel.headline_text().startswith("✓")
    window.act_undo.trigger()
    assert window.panel.verdict is None and window.panel.headline_text() == ""
    window.act_redo.trigger()
    assert window.panel.verdict is None  # the verdict was on the move, not on the position redone


def test_first_edit_does_not_offer_an_undo_that_is_disabled(window, position_data):
    position = read_position(position_data).position
    window.dispute.apply_edit(position)  # an empty table: the edit is not an undoable step
    assert not window.act_undo.isEnabled()
    assert "Ctrl+Z" not in notice_text(window)
    window.dispute.apply_edit(position)  # a second edit can be undone
    assert window.act_undo.isEnabled()
    assert "Ctrl+Z" in notice_text(window)


def test_selection_cleared_after_an_applied_edit(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    table = window.table
    table.hand.set_selected([0, 1])
    assert table.selected()
    window.dispute.apply_edit(read_position(position_data).position)
    assert table.selected() == []


def test_selection_cleared_by_undo(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    table = window.table
    table.do_draw()
    table.hand.set_selected([0, 1])
    window.act_undo.trigger()
    assert table.selected() == []


def test_opening_a_lesson_clears_the_verdict(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    window.table.do_draw()
    assert window.panel.verdict is not None
    lesson = next(lesson_ for lesson_ in window.course.lessons if lesson_.exercises)
    assert window.open_lesson(lesson.id)
    assert window.panel.verdict is None


def test_exercise_feedback_follows_undo(window):
    def drawable(ex):
        if getattr(ex, "kind", "play") != "play":
            return False
        pos = read_position(ex.position).position
        return pos.phase == "draw" and pos.stock_size > 0

    lesson, exercise = next((lesson_, ex) for lesson_ in window.course.lessons for ex in lesson_.exercises if drawable(ex))
    window.open_lesson(lesson.id)
    window.exercise_session.load(exercise)
    window.table.do_draw()
    assert window.act_undo.isEnabled()
    window.exercise_session.check()
    assert window.lessons.feedback_label.text()
    window.act_undo.trigger()
    assert window.exercise_session.feedback is None
    assert not window.lessons.feedback_label.text().startswith(("✗", "✓"))
