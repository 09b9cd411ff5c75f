"""The table without a mouse and for a screen reader: the pile and the melds take focus, say what is seen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tutor.rules.notation import read_position

POSITION = {
    "format": "canasta-position/1",
    "players": 2,
    "turn": 0,
    "phase": "draw",
    "hands": [["KS", "KH", "7C", "9D", "4S"], 11],
    "stock": 40,
    "discard": ["5C", "2D", "KD"],
    "melds": [[["QS", "QH", "QD", "2C"], ["7S", "7H", "7D", "7S", "7H", "7D", "7C"]], []],
}


def load(window, qtbot, data=POSITION):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.dispute.show_loaded(read_position(data))
    return window.table


def test_the_pile_says_its_top_card_count_and_freeze(window, qtbot):
    table = load(window, qtbot)
    name = table.pile.accessibleName()
    assert "King of Diamonds" in name and "3 cards" in name and "frozen" in name
    assert "Stock: 40 cards" in name


def test_melds_say_whose_they_are_rank_and_size(window, qtbot):
    table = load(window, qtbot)
    name = table.meld_views[0].accessibleName()
    assert name.startswith("Player 1")  # two players: each plays alone, a side by their name
    assert "Queen meld, 4 cards" in name and "Seven canasta, 7 cards" in name


def test_hidden_hands_are_named_once(window, qtbot):
    table = load(window, qtbot)
    label, row = table.other_rows[0]
    assert row.accessibleName() == "Player 2: 11 cards face down"


def test_take_the_pile_from_the_keyboard(window, qtbot):
    table = load(window, qtbot)
    assert table.pile.focusPolicy() == Qt.StrongFocus  # reached with Tab
    # with nothing selected the pile is taken with the natural pair the hand holds, or refused with a reason
    qtbot.keyClick(table.pile, Qt.Key_Return)
    assert table.last_move is not None and table.last_move.action == "take-pile"


def test_choose_a_meld_and_add_to_it_from_the_keyboard(window, qtbot):
    data = dict(POSITION, phase="play")
    table = load(window, qtbot, data)
    melds = table.meld_views[0]
    melds.setFocus()
    assert melds.focusPolicy() & Qt.TabFocus
    qtbot.keyClick(melds, Qt.Key_Right)
    assert table.chosen_meld == (0, 0)
    qtbot.keyClick(melds, Qt.Key_Right)
    assert table.chosen_meld == (0, 1)
    qtbot.keyClick(melds, Qt.Key_Left)
    assert table.chosen_meld == (0, 0)
    qtbot.keyClick(melds, Qt.Key_Return)  # nothing selected: the table says what to do, nothing changes
    assert table.position.melds[0][0].size == 4


def test_each_side_says_how_many_canastas_it_still_needs(window, qtbot):
    table = load(
        window,
        qtbot,
        dict(
            POSITION,
            variant="samba",
            players=2,
            options={},
            hands=[["KS", "KH"], 9],
            melds=[[["7S", "7H", "7D", "7S", "7H", "7D", "7C"]], [["9S", "9H", "9D"]]],
        ),
    )
    ours, theirs = (label.text() for label in table.side_labels[:2])
    assert "1 more canasta to go out" in ours and "2 more canastas to go out" in theirs


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_each_move_button_underlines_the_key_that_plays_it(window, lang):
    """The table's keys are the same in every language (D, T, M, A, S, X, O); a button underlines that key
    or nothing (where the word lacks the letter; its tooltip names the key), never another letter."""
    from tutor import i18n

    i18n.set_language(lang)
    try:
        window.translate_ui()
        for key, button in window.table.buttons.items():
            text = button.text()
            underlined = text[text.index("&") + 1].upper() if "&" in text else None
            assert underlined in (None, button.shortcut().toString().upper()), (lang, key, text)
            assert f"({button.shortcut().toString()})" in button.toolTip(), (lang, key)
    finally:
        i18n.set_language("en")
