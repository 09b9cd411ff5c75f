"""The desktop app, offscreen: referee round trips, undo, files, languages, screenshot."""

import json

from PySide6.QtCore import Qt

from tests.conftest import FINISHED
from tutor import i18n
from tutor.rules.cards import Card
from tutor.rules.notation import read_position
from tutor.rules.scoring import score_hand
from tutor.words.explain import explain


def _select(table, texts):
    cards = table.hand.cards
    wanted = [Card.parse(t) for t in texts]
    indexes = []
    for card in wanted:
        i = next(i for i, c in enumerate(cards) if c is card and i not in indexes)
        indexes.append(i)
    table.hand.set_selected(indexes)


def test_the_moves_wait_for_a_position(window, position_data):
    # an empty table offers no move, nothing to save and no hints; any position, legal moves or not, does
    waiting = [*window.table.buttons.values(), window.act_save, window.act_hints]
    assert not any(control.isEnabled() for control in waiting)
    window.dispute.show_loaded(read_position(position_data))
    assert all(control.isEnabled() for control in waiting)


def test_an_ended_hand_says_who_ended_it_and_offers_no_move(window):
    finished = {**FINISHED, "went_out": 1}
    window.dispute.show_loaded(read_position(finished))
    table = window.table
    assert table.turn_label.text() == "The hand is over: Player 2 went out."
    assert not any(button.isEnabled() for button in table.buttons.values())
    assert not window.act_hints.isEnabled() and window.act_save.isEnabled()  # no move to hint at; it can be kept
    assert not table.hand_label.text().startswith("▶")  # nobody is to move
    assert window.panel.body.toPlainText() == "The hand is over: there is no move left to try."
    del finished["went_out"]  # the same cards with the hand going on: the referee invites a move again
    window.dispute.show_loaded(read_position(finished))
    assert window.panel.body.toPlainText() == "Try a move on the table: the referee rules on it here."


def test_an_ended_hand_shows_each_side_the_score_it_brings_it_to(window):
    ended = {**FINISHED, "scores": [1200, 850]}
    position = read_position(ended)
    window.dispute.show_loaded(position)
    counted = score_hand(position.position)
    lines = [label.text() for label in window.table.side_labels[:2]]
    for line, before, side in zip(lines, (1200, 850), counted):
        assert f"{i18n.format_number(before)} → {i18n.format_number(side.new_score)} points" in line
    assert counted[0].new_score > 1200 and counted[1].new_score < 850 + 90  # the melds and the cards caught in hand
    assert not any("to go out" in line or "opening needs" in line for line in lines)  # nothing left to play for
    # the other hand is laid open, as it is counted against its side
    across = [box for box in window.table.seat_boxes.values() if not box.isHidden()]
    assert [list(box.row.cards) for box in across] == [[Card.parse("7S"), Card.parse("8D")]]
    # a hand given only as its number of cards cannot be counted: the lines keep the scores before it
    ended["hands"] = [[], 2]
    window.dispute.show_loaded(read_position(ended))
    assert "1,200 points" in window.table.side_labels[0].text()
    assert "→" not in window.table.side_labels[0].text()


def test_refused_pickup_explains_and_keeps_position(window, qtbot, position_data):
    window.dispute.show_loaded(read_position(position_data))
    table = window.table
    before = table.position
    with qtbot.waitSignal(table.ruled) as blocker:
        qtbot.mouseClick(table.buttons["take"], Qt.LeftButton)  # nothing selected, no meld to take it onto
    verdict = blocker.args[0].verdict
    assert not verdict.legal
    assert table.position is before
    assert table.undo_stack.count() == 0
    assert window.panel.headline.text().startswith("✗")
    assert explain(verdict.violations[0]) in window.panel.body.toPlainText()


def test_legal_meld_then_undo_and_redo(window, qtbot, position_data):
    window.dispute.show_loaded(read_position(position_data))
    table = window.table
    table.do_draw()
    after_draw = table.position
    assert after_draw.phase == "play"
    _select(table, ["9C", "9D", "9S", "JK"])
    with qtbot.waitSignal(table.ruled) as blocker:
        table.do_meld()
    assert blocker.args[0].verdict.legal
    assert window.panel.headline.text().startswith("✓")
    assert len(table.position.melds[0]) == 1
    assert len(table.hand.cards) == after_draw.hand_size(0) - 4
    window.act_undo.trigger()
    assert table.position is after_draw
    assert not table.position.melds[0]
    window.act_redo.trigger()
    assert len(table.position.melds[0]) == 1


def test_discard_needs_exactly_one_card(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    window.table.do_draw()
    before = window.table.position
    _select(window.table, ["9C", "9D"])
    window.table.do_discard()
    assert window.table.position is before
    assert "exactly one" in window.panel.body.toPlainText()


def test_save_and_open_round_trip(window, tmp_path, position_data):
    window.dispute.show_loaded(read_position(position_data))
    window.table.do_draw()
    saved = window.table.position
    path = tmp_path / "saved.json"
    assert window.dispute.save_file(path)
    assert json.loads(path.read_text())["format"] == "canasta-position/1"
    window.practice_session.new_game(seed=3)
    assert window.dispute.open_file(path)
    loaded = window.table.position
    assert loaded.hands == saved.hands and loaded.discard == saved.discard and loaded.phase == saved.phase
    assert loaded.stock_size == saved.stock_size


def test_broken_file_shows_error_and_keeps_position(window, tmp_path, position_data):
    window.dispute.show_loaded(read_position(position_data))
    before = window.table.position
    for name, text in (
        ("broken.json", "{not json"),
        ("hostile.json", "[" * 5000 + "]" * 5000),
        ("wrong.json", json.dumps(dict(position_data, hands=[["XX"], 3, 3, 3]))),
    ):
        path = tmp_path / name
        path.write_text(text)
        assert not window.dispute.open_file(path)
        assert window.last_error and "\n" not in window.last_error and name in window.last_error
        assert window.table.position is before
        window.error_box.close()


def test_language_switch_retranslates_live(window, position_data, monkeypatch):
    window.dispute.show_loaded(read_position(position_data))
    window.table.do_take_pile()  # refused: the panel shows an explanation
    verdict = window.panel.verdict
    menu_file, panel, table, button = window.menu_file, window.panel, window.table, window.table.buttons["draw"]
    english = (menu_file.title(), window.act_open.text(), panel.title.text(), panel.body.toPlainText(), button.text())
    calls = []
    import tutor.rules.referee as referee

    monkeypatch.setattr(referee, "rule_on", lambda *a: calls.append(a))
    window.language_actions["de"].trigger()
    assert i18n.language() == "de"
    assert window.language_actions["de"].isChecked()
    assert window.menu_file is menu_file and window.panel is panel and window.table is table
    assert table.buttons["draw"] is button
    assert panel.verdict is verdict and not calls  # re-rendered, not re-judged
    german = (menu_file.title(), window.act_open.text(), panel.title.text(), panel.body.toPlainText(), button.text())
    assert explain(verdict.violations[0]) in panel.body.toPlainText()
    if i18n._("&File") != "&File":  # the German catalog is present
        assert german[0] != english[0]
        assert german != english
    window.language_actions["en"].trigger()
    assert menu_file.title() == english[0] and panel.body.toPlainText() == english[3]


def test_a_closed_window_no_longer_follows_the_language_or_the_colours(qtbot, tmp_path, monkeypatch):
    from tutor.gui import theme
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    followed = []
    translate = MainWindow.translate_ui
    monkeypatch.setattr(MainWindow, "translate_ui", lambda self, *args: (followed.append(self), translate(self))[1])
    window = MainWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(window)
    try:
        window.close()
        followed.clear()
        i18n.set_language("de")
        theme.apply("dark")
        assert followed == [] and window.menu_file.title() == "&File"
    finally:
        theme.apply("system")


def test_language_switch_translates_when_catalog_has_the_string(window, monkeypatch):
    # independent of the catalogs' state: a fake translation shows up live in every widget kind
    monkeypatch.setattr(i18n, "_translations", i18n._translations)
    import gettext

    class Upper(gettext.NullTranslations):
        def gettext(self, message):
            import re

            return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", lambda m: m.group(0).upper(), message)

    monkeypatch.setitem(i18n._cache, "fr", Upper())
    window.language_actions["fr"].trigger()
    assert window.menu_file.title() == "&FILE"
    assert window.panel.title.text() == "REFEREE"
    assert window.table.buttons["draw"].text() == "&DRAW"


def test_practice_hand_bots_reply(window):
    window.practice_session.new_game(seed=7)
    table = window.table
    pos = table.position
    assert pos.turn == 0
    table.do_draw()
    hand = table.position.hands[0]
    single = sorted(hand, key=lambda c: (c.is_wild, c.sort_key))[0]
    table.hand.set_selected([table.hand.cards.index(single)])
    table.do_discard()
    if window.practice_session.animated:
        assert window.practice_session.replaying and window.act_skip.isEnabled()  # the bots' moves, one by one
        assert table.position.turn != 0
        window.act_skip.trigger()
    assert not window.act_skip.isEnabled()
    after = table.position
    assert after.turn == 0 or after.phase == "ended"
    assert window.panel.comments
    window.act_undo.trigger()  # the whole round is one undo step
    assert table.position.turn == 0 and table.position.phase == "play"


def test_rule_system_switch(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    assert window.system_actions["classic"].isChecked()
    assert window.dispute.set_rule_system("samba") or window.last_error
    assert "modern-american" not in window.system_actions or window.system_actions["modern-american"]


def test_screenshot_writes_png(tmp_path, qapp):
    from tutor.gui.app import run_app

    target = tmp_path / "shot.png"
    assert run_app(lang="en", screenshot=str(target)) == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_screenshot_with_broken_position_returns_2(tmp_path, qapp, capsys):
    from tutor.gui.app import run_app

    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert run_app(lang="en", position=str(bad), screenshot=str(tmp_path / "x.png")) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and len(err.strip().splitlines()) == 1
    missing = tmp_path / "missing.json"
    assert run_app(lang="en", position=str(missing), screenshot=str(tmp_path / "x.png")) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("missing.json") == 1  # named once, not twice


def test_screenshot_of_an_unknown_lesson_returns_2_and_says_so(tmp_path, qapp, capsys):
    from tutor.gui.app import run_app

    assert run_app(lang="en", lesson="no-such-lesson", screenshot=str(tmp_path / "x.png")) == 2
    assert capsys.readouterr().err.strip() == "error: There is no lesson no-such-lesson."


def test_lesson_exercise_checked_and_recorded(window):
    if window.course is None or not window.course.lessons:
        import pytest

        pytest.skip("no course yet")
    from tutor.rules.notation import read_position as rp

    lesson = next(l for l in window.course.lessons if any(ex.kind == "play" and ex.solution for ex in l.exercises))
    assert window.open_lesson(lesson.id)
    ex = next(ex for ex in lesson.exercises if ex.kind == "play" and ex.solution)
    window.exercise_session.load(ex)
    assert window.lessons.exercise_bar.isVisibleTo(window)
    data = {k: v for k, v in ex.position.items() if k not in ("move", "moves")}
    data["moves"] = ex.solution
    for move in rp(data).moves:
        assert window.table.attempt(move).legal
    assert window.exercise_session.check()
    assert window.progress.done(ex.id)
    assert window.lessons.feedback_label.text().startswith("✓")


def test_missing_course_leaves_the_rest_working(qtbot, monkeypatch, tmp_path, position_data):
    from tutor.gui.lessons import view as lesson_view
    from tutor.gui.main_window import MainWindow

    monkeypatch.setattr(lesson_view, "load_course_safely", lambda: (None, "lessons: missing"))
    win = MainWindow(progress=None)
    qtbot.addWidget(win)
    qtbot.waitUntil(lambda: bool(win.lessons.nav_message.text()))  # the course is read after the first paint
    assert win.lessons.tree.topLevelItemCount() == 0
    assert not win.open_lesson("anything")
    win.dispute.show_loaded(read_position(position_data))
    win.table.do_draw()
    assert win.table.position.phase == "play"


def test_card_row_keyboard_selection_and_names(qtbot):
    from tutor.gui.cards.row import CardRow

    row = CardRow([Card.parse("KS"), Card.parse("10H"), Card.parse("JK")])
    qtbot.addWidget(row)
    row.show()
    row.setFocus()
    qtbot.keyClick(row, Qt.Key_Right)
    qtbot.keyClick(row, Qt.Key_Space)
    assert row.selected_cards() == [Card.parse("10H")]
    qtbot.keyClick(row, Qt.Key_Space)
    assert row.selected_cards() == []
    assert "King of Spades" in row.accessibleName()
    qtbot.mouseClick(row, Qt.LeftButton, pos=row.card_rect(0).center().toPoint())
    assert row.selected_cards() == [Card.parse("KS")]
    qtbot.keyClick(row, Qt.Key_Escape)  # Escape lets go of the cards picked up
    assert row.selected_cards() == []


def test_escape_on_the_table_clears_the_hands_selection(window, position_data, qtbot):
    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(position_data))
    table = window.table
    table.hand.set_selected([0, 1])
    qtbot.keyClick(table, Qt.Key_Escape)
    assert table.selected() == []


def test_cards_paint_crisply_at_high_dpi():
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from tutor.gui.cards.painter import paint_card

    image = QImage(200, 280, QImage.Format_ARGB32)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    p = QPainter(image)
    for i, card in enumerate([Card.parse("QH"), Card.parse("JK"), None]):
        paint_card(p, QRectF(4 + i * 30, 4, 60, 84), card, selected=i == 0, focused=i == 1)
    p.end()
    assert image.pixelColor(30, 40).alpha() > 0


def test_compare_systems_and_score_calculator(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    window.table.do_take_pile()
    window.compare_systems()
    dialog = window.compare_dialog
    assert len(dialog.rows) >= 2
    dialog.close()
    window.score_calculator()  # the hand is not over: a message, no dialog
    assert window.info_box.isVisible()
    window.info_box.close()
    window.dispute.show_hints()
    assert "take the pile" in window.panel.body.toPlainText().lower()
