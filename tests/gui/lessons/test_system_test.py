"""The readiness test in the app: questions from the bank without the lesson, no hints, no cheat sheet, and a
verdict naming the rule points and lessons missed; the questions missed come back in the review."""

from tutor.lessons import review
from tutor.lessons.system_test import QUESTIONS, READY_AT
from tutor.rules.moves import Draw, TakePile


def test_a_test_is_asked_without_the_lesson_and_ends_with_a_verdict(window, qtbot):
    said = []
    window.show_info = said.append
    window.show()
    assert window.open_lesson("strict-version")
    session = window.exercise_session
    assert session.start_test("strict")
    view = window.lessons
    assert view.step_view.isHidden() and view.question_title.isVisible()
    assert "Strict version" in view.question_title.text()
    window.switch_language("de")
    assert view.question_title.text() == "Selbsttest: Verschärfte Version" and "Frage 1 von 10" in view.task_label.text()
    window.switch_language("en")
    assert not view.hint_button.isEnabled() and not view.cheat_sheet_button.isEnabled()
    assert window.show_cheat_sheet() is None and window.show_glossary() is None
    asked = []
    for number in range(QUESTIONS):
        question = session.exercise
        asked.append(question.id)
        assert question.id.startswith("test-strict-") and question.variant == "strict"
        assert f"Question {number + 1} of {QUESTIONS}" in view.task_label.text()
        if number < READY_AT:
            session._settle(True)
        else:
            session._missed()
        session.next()
    assert len(set(asked)) == QUESTIONS and session.test is None
    assert said and "8 of 10 right." in said[-1] and "ready to referee a game of Strict version" in said[-1]
    assert "Missed:" in said[-1] and "come back in the review" in said[-1]
    assert view.step_view.isVisible() and view.hint_button.isEnabled() and view.cheat_sheet_button.isEnabled()
    # the two missed come back tomorrow, in the review
    tomorrow = review.today() + 1
    assert sorted(window.progress.due(today=tomorrow)) == sorted(asked[READY_AT:])
    assert window.progress.last_sitting("strict") == asked


def test_passing_over_every_question_names_the_lessons_to_go_over(window):
    said = []
    window.show_info = said.append
    session = window.exercise_session
    assert session.start_test("samba")
    for _ in range(QUESTIONS):
        session.next()  # passed over: not known
    assert "0 of 10 right. Not yet ready for Samba." in said[-1]
    assert "Go over these lessons again: " in said[-1] and "Samba" in said[-1]


def test_a_second_sitting_is_not_the_first_again(window):
    session = window.exercise_session
    session.start_test("classic")
    first = {q.id for q in session.test.questions}
    session.start_test("classic")
    assert {q.id for q in session.test.questions} != first


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


def test_the_welcome_page_is_a_click_away_during_a_test(window):
    session = window.exercise_session
    assert session.start_test("modern-american")
    window.lessons.question_home.click()
    assert window.mode == "welcome" and session.test is None and window.lessons.question_head.isHidden()


def test_opening_a_lesson_ends_the_test(window):
    session = window.exercise_session
    assert session.start_test("samba")
    assert window.open_lesson("samba")
    assert session.test is None and not window.lessons.step_view.isHidden() and window.lessons.question_head.isHidden()


def test_a_test_question_cannot_be_answered_by_asking_the_referee(window, qtbot):
    """The table shows a question's situation, but a move tried on it is not ruled on, and the window's ways to
    look the answer up wait: the learner answers with the question's choices alone."""
    window.show()
    session = window.exercise_session
    assert session.start_test("samba")
    table = window.table
    rulings = []
    table.ruled.connect(rulings.append)
    assert not any(button.isEnabled() for button in table.buttons.values())
    look_ups = (window.act_hints, window.act_compare, window.act_edit_position, window.act_rules, window.act_score)
    assert not any(action.isEnabled() for action in look_ups)
    assert not any(view.takes_new_melds for view in table.meld_views)  # nor do the melds invite a drop
    hand = table.position.hands[table.position.turn]
    for move in (Draw(), TakePile(with_=tuple(hand[:2]))):
        assert table.rule(move) is None
    assert rulings == []  # nothing reached the referee's panel as a verdict
    assert "only shows the situation" in window.panel.body.toPlainText()
    # the test over, the table plays again
    session.leave()
    assert window.open_lesson("a-turn", "draw")
    qtbot.waitUntil(lambda: window.exercise is not None)
    assert all(button.isEnabled() for button in table.buttons.values())
    assert all(action.isEnabled() for action in look_ups)
    assert table.rule(Draw()) is not None and rulings


def test_a_test_questions_position_is_saved_and_shared_only_after_the_test(window, qtbot, tmp_path, monkeypatch):
    """Saved or shared, a question's position could be opened in dispute mode for a ruling: the menus wait until
    the test ends, and a way round them is refused with the reason in the status bar."""
    from PySide6.QtWidgets import QFileDialog

    from tutor import i18n

    asked = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        lambda parent, caption, where, kinds: (asked.append(caption), (str(tmp_path / "question.canasta.json"), ""))[1],
    )
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    session = window.exercise_session
    assert session.start_test("classic")
    takes_away = (window.act_save, window.act_share)
    for _ in range(2):  # the first question, and the next one put on the table
        assert not any(action.isEnabled() for action in takes_away)
        qtbot.keyClick(window, "s", modifier=window.act_save.shortcut()[0].keyboardModifiers())
        assert asked == [] and window.share_ruling() is None
        session.next()
    window.save_position()
    assert asked == [] and not (tmp_path / "question.canasta.json").exists()
    assert window.statusBar().currentMessage() == (
        "Not during the test: the position can be saved and shared again after it."
    )
    i18n.set_language("de")
    window.save_position()
    assert window.statusBar().currentMessage().startswith("Nicht während des Tests: Die Stellung")
    i18n.set_language("en")
    # the test over, the position is saved and shared again
    session.leave()
    assert window.open_lesson("a-turn", "draw")
    qtbot.waitUntil(lambda: window.exercise is not None)
    assert all(action.isEnabled() for action in takes_away)
    qtbot.keyClick(window, "s", modifier=window.act_save.shortcut()[0].keyboardModifiers())
    assert asked == ["Save position"] and (tmp_path / "question.canasta.json").read_text().startswith("{")
    dialog = window.share_ruling()
    assert dialog is not None and dialog.code.startswith("CT1-")
    dialog.close()
