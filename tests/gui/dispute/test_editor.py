"""Dispute mode: the position editor, its card picker, and applying an edited position."""

import pytest
from PySide6.QtCore import Qt

from tutor.rules.cards import JOKER, Card
from tutor.rules.notation import read_position


def _open_editor(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    return window.dispute.open_editor()


def _cell(picker, card):
    ((row, column),) = [key for key, value in picker.cards.items() if value is card]
    return picker.item(row, column)


def test_editor_starts_from_the_table_position(window, position_data):
    editor = _open_editor(window, position_data)
    draft = editor.draft
    assert draft.variant == "classic" and draft.players == 4 and draft.turn == 0
    assert [c.text for c in draft.hands[0]] == position_data["hands"][0]
    assert draft.unknown == [0, 11, 11, 11]
    assert not draft.stock_listed and draft.stock_unknown == 45
    assert [c.text for c in draft.discard] == position_data["discard"]
    # the picker counts what is placed: KS once in the hand, the packs hold two
    assert _cell(editor.picker, Card.parse("KS")).text() == "K♠  1/2"
    assert _cell(editor.picker, JOKER).text() == "★  3/4"
    editor.reject()


def test_editor_refuses_a_copy_too_many_and_leaves_the_table_alone(window, qtbot, position_data):
    editor = _open_editor(window, position_data)
    before = window.table.position
    king = Card.parse("KS")
    editor.choose(("hand", 1))
    picker = editor.picker
    # a click on the picker puts the last free copy in seat 1's hand
    rect = picker.visualItemRect(_cell(picker, king))
    qtbot.mouseClick(picker.viewport(), Qt.LeftButton, pos=rect.center())
    assert editor.draft.hands[1] == [king]
    assert _cell(picker, king).text() == "K♠  0/2"
    # a third copy does not exist: refused with a message, nothing changes
    assert not editor.pick(king)
    assert editor.draft.hands[1] == [king] and editor.draft.hands[0].count(king) == 1
    assert editor.message_label.isVisibleTo(editor)
    assert "No copy of the King of Spades is left: the packs hold 2" in editor.message_label.text()
    assert _cell(picker, king).text() == "K♠  0/2"
    editor.reject()
    assert window.table.position is before
    assert window.table.undo_stack.count() == 0


def test_impossible_position_is_refused_naming_the_field(window, position_data):
    editor = _open_editor(window, position_data)
    before = window.table.position
    editor.choose(("side", 0))
    editor.new_meld()
    assert editor.target == ("meld", 0, 0)
    assert editor.pick(Card.parse("QS")) and editor.pick(Card.parse("QH"))
    assert not editor.apply()
    assert "melds[0][0]" in editor.message_label.text()
    assert "at least three cards" in editor.message_label.text()
    assert editor.target == ("meld", 0, 0)  # the faulty place is shown
    assert window.table.position is before and window.table.undo_stack.count() == 0
    editor.reject()


def test_copies_that_no_longer_exist_after_fewer_packs_are_refused(window, position_data):
    editor = _open_editor(window, position_data)
    draft = editor.draft
    editor.players_combo.setCurrentIndex(editor.players_combo.findData(6))  # six players: three packs
    assert draft.players == 6 and draft.ruleset.packs == 3
    editor.choose(("hand", 0))
    assert editor.pick(Card.parse("KS")) and editor.pick(Card.parse("KS"))
    editor.players_combo.setCurrentIndex(editor.players_combo.findData(4))  # back to two packs
    assert draft.free(Card.parse("KS")) == -1
    assert _cell(editor.picker, Card.parse("KS")).text() == "K♠  -1/2"
    assert not editor.apply()
    assert "3 copies of KS" in editor.message_label.text()
    editor.reject()


def test_applied_edit_is_one_undoable_step(window, position_data):
    editor = _open_editor(window, position_data)
    before = window.table.position
    editor.choose(("discard",))
    assert editor.pick(Card.parse("AH"))
    editor.score_spins[1].setValue(1500)
    editor.phase_combo.setCurrentIndex(editor.phase_combo.findData("play"))
    assert editor.apply()
    edited = window.table.position
    assert edited is not before
    assert edited.top is Card.parse("AH") and edited.scores == [0, 1500] and edited.phase == "play"
    assert window.table.undo_stack.count() == 1
    window.act_undo.trigger()
    assert window.table.position is before
    window.act_redo.trigger()
    assert window.table.position is edited


def test_editor_moves_and_removes_cards(window, position_data):
    editor = _open_editor(window, position_data)
    editor.choose(("discard",))
    assert [c.text for c in editor.draft.discard] == ["5C", "2C", "8H", "KD"]
    editor.target_cards.set_selected([3])
    editor.move_selected(-1)
    assert [c.text for c in editor.draft.discard] == ["5C", "2C", "KD", "8H"]
    assert editor.target_cards.selected_indexes() == [2]
    editor.remove_selected()
    assert [c.text for c in editor.draft.discard] == ["5C", "2C", "8H"]
    assert _cell(editor.picker, Card.parse("KD")).text() == "K♦  2/2"
    editor.reject()


def test_listed_stock_and_unknown_hands(window, position_data):
    editor = _open_editor(window, position_data)
    editor.choose(("stock",))
    assert not editor.pick(Card.parse("4H"))  # a stock given as a number holds no listed cards
    editor.stock_listed_radio.setChecked(True)
    assert editor.pick(Card.parse("4H"))
    editor.choose(("hand", 0))
    editor.unknown_spin.setValue(2)
    assert editor.apply()
    position = window.table.position
    assert position.stock == [Card.parse("4H")] and position.stock_hidden == 0
    assert position.hidden[0] == 2 and position.hand_size(0) == 13


def test_editor_from_an_empty_table_and_keyboard(window, qtbot):
    assert window.table.position is None
    editor = window.dispute.open_editor()
    qtbot.waitExposed(editor)
    assert editor.draft.hands == [[], [], [], []]
    for label in (
        editor.variant_label,
        editor.players_label,
        editor.turn_label,
        editor.phase_label,
        editor.places_label,
        editor.picker_label,
        editor.unknown_label,
    ):
        assert "&" in label.text() and label.buddy() is not None
    editor.choose(("hand", 0))
    editor.picker.setFocus()
    editor.picker.setCurrentCell(0, 1)  # the ace of hearts
    qtbot.keyClick(editor.picker, Qt.Key_Return)  # Enter picks in the picker, it does not apply
    assert editor.isVisible() and editor.draft.hands[0] == [Card.parse("AH")]
    qtbot.keyClick(editor, Qt.Key_Escape)
    assert not editor.isVisible()
    assert window.table.position is None


MAC_POSITION = {
    "format": "canasta-position/1",
    "variant": "modern-american",
    "players": 4,
    "turn": 1,
    "phase": "draw",
    "hands": [1, ["KS", "KH", "5D", "7C", "8C", "9H", "10S", "JD", "QC", "4S", "6H", "6D", "2C"], 13, 13],
    "stock": 40,
    "discard": ["5S"],
    "melds": [[["AS", "AH", "AD"], ["QS", "QH", "QD"], ["JS", "JH", "JC"]], []],
    "red_threes": [["3H"], []],
    "black_threes": [["3C"], []],
    "talon": [4, 0, 0, 0],
    "scores": [0, 0],
}


def test_modern_american_threes_and_talon_survive_the_editor(window):
    """Modern American lays out black threes too and keeps a talon aside: editing must not lose them."""
    editor = _open_editor(window, MAC_POSITION)
    assert sorted(c.text for c in editor.draft.red_threes[0]) == ["3C", "3H"]
    assert editor.place_name(("red-threes", 0)) == "Threes laid out: 2 cards"
    loaded = editor.draft.validate()
    assert [c.text for c in loaded.position.black_threes[0]] == ["3C"]
    assert [c.text for c in loaded.position.red_threes[0]] == ["3H"]
    assert loaded.position.talon_hidden == [4, 0, 0, 0]
    editor.reject()
    summary = window.table.side_labels[0].text()
    assert "1 black three" in summary and "4 bonus cards waiting" in summary


def test_a_sides_name_keeps_its_ampersand(window, position_data):
    """A label with a buddy reads "&" as a shortcut marker; the side "Player 1 & Player 3" must show whole."""
    from tutor.gui.app import texts_on_screen

    editor = _open_editor(window, position_data)
    editor.show()
    label = editor.score_labels[0]
    assert label.text() == "Side 1: Player 1 && Player 3"
    shown = texts_on_screen(editor)
    assert "Side 1: Player 1 & Player 3" in shown and not any("&&" in t or "_Player" in t for t in shown)
    editor.reject()


ASKING_TABLE = {
    "format": "canasta-position/1",
    "variant": "modern-american",
    "players": 4,
    "turn": 0,
    "phase": "play",
    "hands": [["4S", "4H", "4D", "5S"], 13, 13, 13],
    "stock": 30,
    "discard": ["6C"],
    "melds": [[["9S", "9H", "9D", "9C", "9S", "9H", "9D"], ["8S", "8H", "8D", "8C", "8S", "8H", "8D"]], []],
}


def test_a_question_asked_earlier_in_the_hand_is_set_in_the_editor_and_ruled_on(window):
    """Modern American allows asking to go out once per hand: the editor records who asked, the table's
    ruling follows it, and the fact survives a save."""
    from tutor.gui.dispute.hand_history_dialog import HandHistoryDialog
    from tutor.rules.moves import GoOut
    from tutor.rules.notation import write_position

    editor = _open_editor(window, ASKING_TABLE)
    dialog = HandHistoryDialog(editor, editor.draft)
    assert dialog.boxes[0, "courtesy"].isEnabled()  # seat 0's side has melded: it could be owed one
    assert not dialog.boxes[1, "courtesy"].isEnabled()  # the other side has no meld
    dialog.boxes[0, "asked"].setChecked(True)
    dialog.boxes[3, "cut"].setChecked(True)
    dialog.apply()
    assert editor.apply()
    position = window.table.position
    assert position.go_out_asked == {0} and position.perfect_cut == (3,)
    assert write_position(position)["go_out_asked"] == [0]
    cards = position.hands[0]
    move = GoOut(melds=(tuple(cards[:3]),), discard=cards[3], permission="yes")
    verdict = window.table.attempt(move)
    assert verdict is not None and verdict.codes == ["go-out-asked-before"]
    assert "already asked your partner this hand" in window.panel.body.toPlainText()


def _accelerator(text: str) -> str | None:
    """The key a text underlines, as Qt reads it: the letter after the first "&" that is not "&&" (a literal one)."""
    index = 0
    while (index := text.find("&", index)) != -1 and index + 1 < len(text):
        if text[index + 1] != "&":
            return text[index + 1].casefold()
        index += 2
    return None


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_no_two_of_the_editors_keys_are_the_same(window, position_data, lang):
    """Alt and a letter reach one field or button of the editor, in each language: two that underline the same
    letter would leave the second out of reach (Qt only cycles between them)."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    from tutor import i18n

    editor = _open_editor(window, position_data)
    i18n.set_language(lang)
    try:
        editor.translate_ui()
        texts = [label.text() for label in editor.findChildren(QLabel) if label.buddy() is not None]
        texts += [button.text() for button in editor.findChildren(QAbstractButton)]
        texts += [box.title() for box in editor.findChildren(QGroupBox)]
        keys: dict[str, list[str]] = {}
        for text in texts:
            if (key := _accelerator(text)) is not None:
                keys.setdefault(key, []).append(text)
        assert len(keys) >= 15, keys  # the editor's fields and buttons were found
        assert {key: found for key, found in keys.items() if len(found) > 1} == {}
    finally:
        i18n.set_language("en")
        editor.reject()
