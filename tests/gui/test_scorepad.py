"""The score pad window: a hand entered from the keyboard, edit and undo, resume, exports, languages."""

from __future__ import annotations

import csv

from PySide6.QtCore import Qt

from tutor import i18n
from tutor.gui.scorepad import ScorePadWindow
from tutor.scorepad import Game, GameStore


def pad(qtbot, tmp_path, variant="samba", players=4) -> ScorePadWindow:
    store = GameStore(tmp_path / "games")
    window = ScorePadWindow(store)
    qtbot.addWidget(window)
    window.start_game(Game.new(variant, players, names=["Anna", "Ben", "Cleo", "Dirk"][:players]))
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def type_hand(qtbot, window, melded, canastas, went_out=None):
    for entry, points, count in zip(window.entries, melded, canastas):
        entry.melded.setValue(points)
        entry.canastas["natural"].setValue(count)
    if went_out is not None:
        window.entries[went_out].went_out.setChecked(True)
    window.entries[0].melded.setFocus()
    qtbot.keyClick(window.entries[0].melded, Qt.Key_Return)


def test_a_hand_entered_with_the_keyboard_is_scored(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    assert len(window.game.hands) == 1
    ours, theirs = window.game.scores(0)
    assert ours.total == 400 + 2 * 500 + 200 and theirs.total == 150
    assert window.history.rowCount() == 1
    assert window.history.item(0, 1).text() == "1,600"


def test_an_impossible_hand_is_refused_with_its_reason(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [1, 0], went_out=0)  # Samba: going out takes two canastas
    assert not window.game.hands
    assert "too few canastas to go out: 1 of the 2 needed" in window.error.text()


def test_edit_and_undo(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    type_hand(qtbot, window, [100, 90], [0, 0])
    window.edit_hand(1)
    assert window.entries[0].melded.value() == 100
    window.entries[0].melded.setValue(120)
    window.entries[0].melded.setFocus()
    qtbot.keyClick(window.entries[0].melded, Qt.Key_Return)
    assert window.game.scores(1)[0].melded == 120 and len(window.game.hands) == 2
    window.undo_hand()
    assert len(window.game.hands) == 1


def test_games_resume_after_a_restart(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    again = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(again)
    assert again.game.id == window.game.id and again.game.totals() == window.game.totals()


def test_exports(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    window.export_csv(tmp_path / "game.csv")
    rows = list(csv.reader((tmp_path / "game.csv").open()))
    assert rows[1][1] == "Anna & Cleo"
    window.export_pdf(tmp_path / "game.pdf")
    assert (tmp_path / "game.pdf").read_bytes().startswith(b"%PDF")


def test_german_numbers_and_texts(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    try:
        i18n.set_language("de")
        assert window.windowTitle() == "Punkteblock"
        assert window.history.item(0, 1).text() == "1.600"
    finally:
        i18n.set_language("en")


def test_the_new_game_dialog_makes_the_game_asked_for(qtbot):
    from tutor.gui.scorepad import NewGameDialog
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.system.setCurrentIndex(dialog.system.findData("samba"))
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    dialog.names[0].setText("Anna")
    dialog.side_names[1].setText("Die anderen")
    dialog.target.setValue(12000)
    game = dialog.game()
    assert (game.variant, game.players, game.names[0], game.team_names, game.target) == (
        "samba", 4, "Anna", ["", "Die anderen"], 12000)


def test_a_side_counted_from_its_cards_with_the_card_picker(qtbot, tmp_path):
    from tutor.gui.scorepad import CardEntryDialog
    from tutor.rules.cards import Card
    window = pad(qtbot, tmp_path, variant="classic", players=2)
    dialog = CardEntryDialog(window.game, 0, window)
    qtbot.addWidget(dialog)
    for code in ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]:
        dialog.add_card(Card.parse(code))
    dialog.new_meld()
    for code in ["5S", "5H", "2C"]:
        dialog.add_card(Card.parse(code))
    dialog.target.setCurrentIndex(dialog.target.findData(None))
    for code in ["4S", "JK"]:
        dialog.add_card(Card.parse(code))
    dialog.accept_cards()
    parts = dialog.parts
    assert parts.melded == 7 * 10 + 5 + 5 + 20 and parts.canastas == {"natural": 1} and parts.in_hand == 5 + 50
    entry = window.entries[0]
    entry.show_parts(parts)
    assert entry.melded.value() == 100 and entry.canastas["natural"].value() == 1 and entry.in_hand.value() == 55


def test_cards_that_make_no_meld_are_refused_with_the_reason(qtbot, tmp_path):
    from tutor.gui.scorepad import CardEntryDialog
    from tutor.rules.cards import Card
    window = pad(qtbot, tmp_path, variant="classic", players=2)
    dialog = CardEntryDialog(window.game, 0, window)
    qtbot.addWidget(dialog)
    for code in ["KS", "QH"]:
        dialog.add_card(Card.parse(code))
    dialog.accept_cards()
    assert dialog.parts is None and dialog.error.text()


def test_the_winners_verb_agrees_with_the_players_who_won(qtbot, tmp_path):
    from tutor import i18n
    from tutor.rules.scoring import SideParts
    i18n.set_language("de")
    window = pad(qtbot, tmp_path, variant="classic")
    window.game.target = 100
    window.game.add_hand([SideParts(melded=300, canastas={"natural": 1}, went_out=True), SideParts()])
    window.refresh()
    assert window.status.text() == "Spielende: Anna & Cleo haben gewonnen."
    two = pad(qtbot, tmp_path / "two", variant="classic", players=2)
    two.game.target = 100
    two.game.add_hand([SideParts(melded=300, canastas={"natural": 1}, went_out=True), SideParts()])
    two.refresh()
    assert two.status.text() == "Spielende: Anna hat gewonnen."


def test_the_empty_pad_names_every_button(qtbot, tmp_path):
    window = ScorePadWindow(GameStore(tmp_path / "none"))
    qtbot.addWidget(window)
    window.show()
    from PySide6.QtWidgets import QPushButton
    assert all(button.text() for button in window.findChildren(QPushButton) if button.isVisible())
