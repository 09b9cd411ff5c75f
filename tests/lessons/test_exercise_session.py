"""Lessons in the window: one step and its exercises at a time, feedback on every answer, progress and resume."""

import pytest
from PySide6.QtCore import Qt

from tutor import i18n
from tutor.gui.lessons import view as lesson_view
from tutor.gui.lessons.render import card_images
from tutor.lessons.course import load_course
from tutor.lessons.progress import Progress
from tutor.rules.notation import read_position

from .tiny_course import FROZEN, write_tiny_course


@pytest.fixture
def tiny(tmp_path, monkeypatch):
    course = load_course(write_tiny_course(tmp_path / "lessons"))
    monkeypatch.setattr(lesson_view, "load_course_safely", lambda: (course, None))
    return course


@pytest.fixture
def english():
    before = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


@pytest.fixture
def window(qtbot, tmp_path, tiny, english):
    from tutor.gui.main_window import MainWindow

    win = MainWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(win)
    return win


def feedback(window) -> str:
    return window.lessons.feedback_label.text()


def test_a_lesson_opens_one_step_with_its_exercise(window):
    assert window.open_lesson("one")
    view = window.lessons.step_view
    assert view.step_id == "a" and window.exercise.id == "one-1"
    text = window.lessons.lesson_text.toPlainText()
    assert "Take it with" in text and "Whose turn?" not in text  # one step, not the whole lesson
    assert [name for name, _ in card_images(window.lessons.lesson_text.document())] == ["cards:KS,KH"]
    assert "Exercise 1 of 1" in window.lessons.task_label.text()


def test_hint_is_there_for_every_exercise(window):
    window.open_lesson("one")
    window.lessons.hint_button.click()
    assert feedback(window) == "Hint: pair (en)"


def test_wrong_play_shows_the_referees_explanation_and_rule(window):
    window.open_lesson("one")
    data = dict(FROZEN, moves=[{"action": "take-pile", "with": ["KS", "2D"]}])
    verdict = window.table.attempt(read_position(data).moves[0])
    assert not verdict.legal
    text = feedback(window)
    assert text.startswith("✗") and "frozen" in text.lower()
    assert "Rule:" in text and "canasta.ch" in text  # the rule and its sources
    assert not window.progress.done("one-1")


def test_quiz_says_why_for_each_choice_at_once(window, qtbot):
    window.open_lesson("one", "b")
    assert window.exercise.id == "one-2"
    buttons = {b.property("choice"): b for b in window.lessons.choice_group.buttons()}
    assert not window.lessons.check_button.isVisibleTo(window)  # picking is answering
    buttons["legal"].click()
    assert feedback(window) == "✗ why-legal (en)"
    buttons["wrong-phase"].click()
    assert feedback(window) == "✗ why-phase (en)"
    assert not window.progress.done("one-2")
    buttons["not-your-turn"].click()
    # the answer's own reason stands for the success text, which would confirm it a second time
    assert feedback(window).startswith("✓ why-turn (en)") and "right (en)" not in feedback(window)
    assert window.progress.result("one-2") == 0.5  # right after two wrong picks


def test_quiz_right_at_once_scores_full_marks_and_follows_the_language(window):
    window.open_lesson("one", "b")
    buttons = {b.property("choice"): b for b in window.lessons.choice_group.buttons()}
    buttons["not-your-turn"].click()
    assert window.progress.result("one-2") == 1.0
    i18n.set_language("fr")
    assert "why-turn (fr)" in feedback(window)


def test_count_drill_is_checked_by_the_scorer_in_the_window(window, qtbot):
    window.open_lesson("one", "c")
    drill = window.lessons.count_drill
    assert drill.isVisibleTo(window) and list(drill.inputs) == [(0, "total"), (1, "total")]
    drill.inputs[(0, "total")].setText("770")
    drill.inputs[(1, "total")].setText("30")
    assert not window.exercise_session.check()
    assert "Opponent: Hand total is off." in feedback(window)  # named as the table names it
    drill.inputs[(0, "total")].setText("7")
    assert not window.exercise_session.check()
    assert "Your figure for “Hand total” is off. Opponent: Hand total is off." in feedback(window)
    drill.inputs[(0, "total")].setText("770")
    drill.inputs[(1, "total")].setText("15")
    with qtbot.waitSignal(drill.checkRequested):
        drill.inputs[(1, "total")].returnPressed.emit()
    assert window.progress.done("one-3") and feedback(window).startswith("✓")


def test_next_goes_through_the_steps_then_to_the_next_lesson(window):
    window.open_lesson("one")
    view = window.lessons.step_view
    window.lessons.next_button.click()
    assert view.step_id == "b" and window.exercise.id == "one-2"
    window.lessons.next_button.click()
    assert view.step_id == "c" and window.exercise.kind == "count"
    window.lessons.next_button.click()
    assert window.lesson.id == "two" and view.step_id == "x"
    assert window.lessons.count_drill.inputs  # the parts drill of lesson two
    assert (0, "in_hand") in window.lessons.count_drill.inputs
    view.previous_step()  # nothing before the first step
    assert view.step_id == "x"


def test_resume_where_the_learner_left_off(window, qtbot, tmp_path, tiny):
    window.open_lesson("one", "c")
    from tutor.gui.main_window import MainWindow

    again = MainWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(again)
    # the course is read once the window is on screen; then the welcome text names the way back in
    qtbot.waitUntil(
        lambda: "Continue where you left off: Lesson one (en), step 3 of 3" in again.lessons.lesson_text.toPlainText()
    )
    assert again.resume_course()
    assert again.lesson.id == "one" and again.lessons.step_view.step_id == "c"
    # a lesson opened from the navigator starts at its own first unsolved step
    again.open_lesson("two")
    again.open_lesson("one")
    assert again.lessons.step_view.step_id == "a"
    assert again.progress.last == ("one", "a")


def test_a_lesson_opened_before_the_navigator_is_listed_is_marked_once_it_is(window, qtbot):
    # at start-up a lesson opens before the first paint, and the navigator is listed just after it
    assert window.lessons.tree.topLevelItemCount() == 0
    window.open_lesson("two")
    qtbot.waitUntil(lambda: window.lessons.tree.topLevelItemCount() > 0)
    assert window.lessons.tree.currentItem().data(0, Qt.UserRole) == "two"


def test_progress_overview_per_chapter_and_course(window):
    window.open_lesson("one", "b")
    buttons = {b.property("choice"): b for b in window.lessons.choice_group.buttons()}
    buttons["not-your-turn"].click()
    chapter = window.lessons.tree.topLevelItem(0)
    assert chapter.text(0) == "Chapter\u00a0·\u00a025%"
    assert chapter.child(0).text(0).startswith("◐") and chapter.child(1).text(0).startswith("○")
    assert window.lessons.course_progress.value() == 25
    assert window.lessons.course_progress.format() == "Course: 25% done"


def test_card_markup_in_exercise_texts_becomes_pictures(window, tiny):
    exercise = tiny.exercise("one-1")
    exercise.texts["task"]["en"] = "Take the pile with [[KS KH]]."
    window.open_lesson("one")
    text = window.lessons.task_label.text()
    assert text.count('<img src="data:image/png;base64,') == 1 and 'alt="K♠ K♥"' in text
    assert "[[" not in text


def test_a_newcomer_is_offered_the_first_lesson(window, qtbot):
    # before the course is read (the first paint does not wait for it), the way in names no lesson yet
    assert "▶ Start the course\n" in window.lessons.lesson_text.toPlainText()
    qtbot.waitUntil(lambda: "Start the course: Lesson one (en)" in window.lessons.lesson_text.toPlainText())
    window.lessons.step_view.resumeRequested.emit()
    assert window.lesson.id == "one" and window.lessons.step_view.step_id == "a"


def test_check_before_any_move_asks_for_one_and_counts_no_mistake(window):
    window.open_lesson("one")
    assert window.exercise.kind == "play"
    assert not window.exercise_session.check()
    assert feedback(window) == "Try a move on the table first."
    assert window.progress.due(10**6) == []  # nothing to review: no mistake was made
