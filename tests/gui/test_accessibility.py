"""What a screen reader finds: each card and meld as a child it can move through, and every view named."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QProgressBar

from tutor import i18n
from tutor.gui.lessons.rich_text import CardTextBrowser
from tutor.rules.notation import read_position


def _shown(window, qtbot, data):
    window.dispute.show_loaded(read_position(data))
    window.show()
    qtbot.waitExposed(window)
    return window.table


def test_the_hand_is_a_list_of_cards_with_their_selection_and_focus(window, qtbot, position_data):
    table = _shown(window, qtbot, position_data)
    hand = QAccessible.queryAccessibleInterface(table.hand)
    assert hand.role() == QAccessible.Role.List
    assert hand.childCount() == len(table.hand.cards) == 11
    names = [hand.child(i).text(QAccessible.Text.Name) for i in range(hand.childCount())]
    assert "King of Spades" in names and "Joker" in names
    king = names.index("King of Spades")
    card = hand.child(king)
    assert card.role() == QAccessible.Role.ListItem and not card.state().selected
    assert hand.indexOfChild(card) == king and card.parent().object() is table.hand
    table.hand.toggle(king)
    assert card.state().selected
    window.activateWindow()
    table.hand.setFocus()
    qtbot.waitUntil(table.hand.hasFocus)
    qtbot.keyClick(table.hand, Qt.Key_Right)
    focused = hand.focusChild()
    assert focused is hand.child(min(king + 1, 10)) and focused.state().focused
    rect = card.rect()
    assert rect.width() > 0 and table.hand.rect().contains(table.hand.mapFromGlobal(rect.center()))


def test_a_face_down_hand_is_named_once(window, qtbot, position_data):
    table = _shown(window, qtbot, position_data)
    _label, row = table.other_rows[0]
    assert QAccessible.queryAccessibleInterface(row).childCount() == 0
    assert row.accessibleName().count("ace-down") <= 1


def test_each_meld_is_a_child_of_its_sides_area(window, qtbot, position_data):
    position_data["melds"] = [[["KS", "KH", "KD"], ["7S", "7H", "7D", "2C"]], []]
    table = _shown(window, qtbot, position_data)
    melds = QAccessible.queryAccessibleInterface(table.meld_views[0])
    assert melds.childCount() == 2
    assert melds.child(1).text(QAccessible.Text.Name) == "Seven meld, 4 cards: 7♠ 7♥ 7♦ 2♣"
    table._meld_clicked(0, 1)
    assert melds.child(1).state().selected and not melds.child(0).state().selected


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_view_has_a_name(window, qtbot, lang, position_data):
    i18n.set_language(lang)
    window.show()
    assert window.open_lesson("frozen-pile")
    qtbot.wait(10)
    named = [
        window.lessons.tree,
        window.table.hand,
        window.panel.body,
        window.toolbar,
        *window.findChildren(CardTextBrowser),
    ]
    named += window.findChildren(QProgressBar)
    for widget in named:
        name = widget.accessibleName() or widget.windowTitle()
        assert name.strip(), widget
    assert len(window.findChildren(QProgressBar)) >= 2
    for splitter in (window.splitter, window.side_splitter):
        for index in range(1, splitter.count()):
            assert splitter.handle(index).accessibleName().strip()
