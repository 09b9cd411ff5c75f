"""What a screen reader finds: each card and meld as a child it can move through, and every view named."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QProgressBar

from tests.support.waiting import wait_until_usable
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
    name = "Seven meld, 4 cards: Seven of Spades, Seven of Hearts, Seven of Diamonds, Two of Clubs"
    assert melds.child(1).text(QAccessible.Text.Name) == name  # in words, as the hand's cards
    table._meld_clicked(0, 1)
    assert melds.child(1).state().selected and not melds.child(0).state().selected


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_view_has_a_name(window, qtbot, lang, position_data):
    i18n.set_language(lang)
    window.show()
    assert window.open_lesson("frozen-pile")
    wait_until_usable(window, qtbot)  # the lesson list with its progress bars is built after the first paint
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


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_pile_is_named_once_with_the_card_that_freezes_it(window, qtbot, lang, position_data):
    i18n.set_language(lang)
    table = _shown(window, qtbot, position_data)  # 5♣ 2♣ 8♥ K♦: the two of clubs freezes it
    name = QAccessible.queryAccessibleInterface(table.pile).text(QAccessible.Text.Name)
    pile = {"en": "Discard pile", "de": "Abwurfstapel", "fr": "Rebut"}[lang]
    from tutor.rules.cards import Card
    from tutor.words.cards import card_name

    assert name.count(pile) == 1, name
    assert card_name(Card.parse("2C")) in name and card_name(Card.parse("KD")) in name, name
    position_data["discard"] = ["5C", "8H", "KD"]  # nothing freezes it
    table = _shown(window, qtbot, position_data)
    assert card_name(Card.parse("2C")) not in table.pile.accessibleName()


def test_a_ruling_names_its_cards_in_words(window, qtbot, position_data):
    from tutor.rules.cards import parse_cards
    from tutor.rules.moves import TakePile

    table = _shown(window, qtbot, position_data)
    table.attempt(TakePile(with_=tuple(parse_cards(["KS", "JK"]))))
    shown = window.panel.body.toPlainText()
    heard = QAccessible.queryAccessibleInterface(window.panel.body).text(QAccessible.Text.Description)
    assert any(symbol in shown for symbol in "♠♥♦♣★")  # the text shows the cards' short forms
    assert heard and not any(symbol in heard for symbol in "♠♥♦♣★"), heard
    assert "King of Spades" in heard and "Joker" in heard


def test_the_cards_just_drawn_are_named_in_words(window, qtbot, position_data):
    table = _shown(window, qtbot, position_data)
    table.set_drawn(table.position.hands[0][:2])  # as a draw marks them
    shown, heard = table.hand_label.text(), table.hand_label.accessibleName()
    assert any(symbol in shown for symbol in "♠♥♦♣★"), shown  # the caption shows the card drawn
    assert not any(symbol in heard for symbol in "♠♥♦♣★") and " of " in heard, heard


def test_the_application_is_described_in_words_not_by_its_interpreter(window, qtbot):
    import sys

    from tutor.gui.app import ensure_app

    app = ensure_app()
    window.show()
    wait_until_usable(window, qtbot)  # the app describes itself from then on, not before the first frame
    root = QAccessible.queryAccessibleInterface(app)
    assert root.role() == QAccessible.Role.Application
    assert root.text(QAccessible.Text.Name) == "Canasta Tutor"
    described = root.text(QAccessible.Text.Description)
    assert described and sys.executable not in described and "python" not in described.lower()
    assert "referee" in described
    i18n.set_language("de")
    assert root.text(QAccessible.Text.Description) != described  # in the reader's language
    windows = [root.child(i) for i in range(root.childCount())]
    assert any(child.object() is window for child in windows)
    assert root.indexOfChild(next(child for child in windows if child.object() is window)) >= 0


@settings(max_examples=60, deadline=None)
@given(
    cards=st.lists(st.sampled_from([*(r + s for r in [*"23456789", "10", *"JQKA"] for s in "SHDC"), "JK"]), min_size=1),
    lang=st.sampled_from(["en", "de", "fr"]),
)
def test_cards_in_a_sentence_are_said_in_words(cards, lang):
    from tutor.rules.cards import Card
    from tutor.words.cards import card_name, cards_in_words, cards_text

    i18n.set_language(lang)
    try:
        parsed = [Card.parse(code) for code in cards]
        sentence = "(" + cards_text(parsed) + "): 10 points."
        assert cards_in_words(sentence) == "(" + ", ".join(card_name(c) for c in parsed) + "): 10 points."
    finally:
        i18n.set_language("en")


def test_a_ruling_given_out_of_sight_is_named_in_words_once_its_panel_shows(window, qtbot, position_data):
    """In a lesson the referee's panel waits out of sight until it has room to speak; what it says meanwhile is
    described for a screen reader when it shows, as always."""
    from tutor.rules.cards import parse_cards
    from tutor.rules.moves import TakePile

    table = _shown(window, qtbot, position_data)
    panel = window.panel
    panel.hide()
    table.attempt(TakePile(with_=tuple(parse_cards(["KS", "JK"]))))
    assert any(symbol in panel.body.toPlainText() for symbol in "♠♥♦♣★")
    panel.show()
    heard = QAccessible.queryAccessibleInterface(panel.body).text(QAccessible.Text.Description)
    assert heard and not any(symbol in heard for symbol in "♠♥♦♣★"), heard
    assert "King of Spades" in heard and "Joker" in heard


def test_the_application_describes_itself_even_to_a_reader_that_asked_before_the_window_was_usable():
    """A screen reader already listening asks for the app's interface at once, before the description is
    installed: the interface Qt made then gives way to the app's own."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    probe = (
        "from PySide6.QtGui import QAccessible\n"
        "from tutor.gui import app_access\n"
        "from tutor.gui.app import ensure_app\n"
        "app = ensure_app()\n"
        "early = QAccessible.queryAccessibleInterface(app)\n"
        "print(repr(early.text(QAccessible.Text.Description)))\n"
        "app_access.install()\n"
        "print(repr(QAccessible.queryAccessibleInterface(app).text(QAccessible.Text.Description)))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", probe], cwd=root, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    before, after = done.stdout.split("\n")[:2]
    assert "referee" not in before  # Qt's own: the interpreter's path
    assert "referee" in after, after
