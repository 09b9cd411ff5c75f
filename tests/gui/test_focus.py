"""The keyboard: every Tab stop shows that it has the focus, the hand is one stop with a ring a player sees on
every card (the joker too) in both colour schemes, and the status line says which keys work there."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget

from tutor.gui import theme
from tutor.rules.notation import read_position


def _spin(qtbot, ms: int = 10) -> None:
    qtbot.wait(ms)


def _region(window: QWidget, widget: QWidget) -> QImage:
    """The widget and a few pixels around it, as the window shows it."""
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size()).adjusted(-4, -4, 4, 4)
    return window.grab(rect).toImage()


def _tab_stops(window: QWidget, qtbot) -> list[tuple[QWidget, bool]]:
    """Every widget Tab reaches from the window's first stop round to it again, each with whether it looks
    different with the focus than without."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start = QApplication.focusWidget() or window
    qtbot.keyClick(start, Qt.Key.Key_Backtab)  # the focus comes by the keyboard, as a player's Tab brings it
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    stops: list[tuple[QWidget, bool]] = []
    for _ in range(60):
        focus = QApplication.focusWidget()
        assert focus is not None
        if any(focus is seen for seen, _shows in stops):
            break
        with_focus = _region(window, focus)
        focus.clearFocus()
        _spin(qtbot)
        without = _region(window, focus)
        focus.setFocus(Qt.FocusReason.TabFocusReason)
        _spin(qtbot)
        stops.append((focus, with_focus != without))
        for _press in range(40):  # a text's links take a Tab each before the next widget
            qtbot.keyClick(focus, Qt.Key.Key_Tab)
            if QApplication.focusWidget() is not focus:
                break
    return stops


FROZEN = json.loads(open("resources/positions/frozen-pile-refused.canasta.json", encoding="utf-8").read())


@pytest.mark.parametrize("mode", ["welcome", "lesson", "practice", "dispute"])
def test_every_tab_stop_shows_that_it_has_the_focus(window, qtbot, mode):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    if mode == "lesson":
        assert window.open_lesson("frozen-pile")
    elif mode == "practice":
        window.practice_session.delay_ms = 0
        window.practice_session.new_game("classic", 4, seed=3)
    elif mode == "dispute":
        window.dispute.show_loaded(read_position(json.dumps(FROZEN)))
    _spin(qtbot, 50)
    stops = _tab_stops(window, qtbot)
    assert len(stops) >= 4, stops
    unseen = [f"{type(widget).__name__} {widget.accessibleName()[:30]}" for widget, shows in stops if not shows]
    assert not unseen, unseen
    if mode != "welcome":
        hands = [widget for widget, _shows in stops if widget is window.table.hand]
        assert len(hands) == 1  # the hand is one stop, not one per card
        assert window.table.sides_scroll not in [widget for widget, _shows in stops]  # no stop that shows nothing


def test_every_tab_stop_of_the_score_pad_shows_that_it_has_the_focus(qtbot, tmp_path):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad import Game, GameStore

    window = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(window)
    window.start_game(Game.new("classic", 4, names=["Anna", "Ben", "Cleo", "Dirk"]))
    window.entries[0].melded.setValue(120)
    window.entries[1].went_out.setChecked(True)
    window.commit_hand()
    window.show()
    qtbot.waitExposed(window)
    stops = _tab_stops(window, qtbot)
    assert window.add_button in [widget for widget, _shows in stops] and len(stops) > 15
    unseen = [f"{type(widget).__name__} {getattr(widget, 'text', str)()}" for widget, shows in stops if not shows]
    assert not unseen, unseen


def _yellow(image: QImage, rect: QRect) -> int:
    """How many pixels of the ring's yellow line lie in ``rect``."""
    line = QColor(theme.colour("focus_line"))
    count = 0
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1)):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1)):
            pixel = image.pixelColor(x, y)
            if abs(pixel.red() - line.red()) + abs(pixel.green() - line.green()) + abs(pixel.blue() - line.blue()) < 60:
                count += 1
    return count


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_hand_is_one_stop_whose_ring_is_seen_on_every_card_and_the_joker(window, qtbot, position_data, scheme):
    theme.apply(scheme)
    try:
        window.resize(1280, 800)
        window.show()
        window.dispute.show_loaded(read_position(json.dumps(position_data)))
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        hand = window.table.hand
        before = window.table.buttons["draw"]
        before.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.keyClick(before, Qt.Key.Key_Backtab)  # from the first move button back into the hand
        assert hand.hasFocus()
        said = window.statusBar().currentMessage()
        assert "Space" in said and "←" in said, said  # the keys, said when the keyboard arrives
        cards = hand.cards
        joker = next(i for i, card in enumerate(cards) if card is not None and card.suit is None)
        for index in range(len(cards)):  # the arrows go card by card; each card shows the ring where it is seen
            if index:
                qtbot.keyClick(hand, Qt.Key.Key_Right)
            image = hand.grab().toImage()
            rect = hand.card_rect(index).toAlignedRect().adjusted(-5, -5, 5, 5)
            if index < len(cards) - 1:
                rect.setRight(hand.card_rect(index + 1).toAlignedRect().left() + 8)
            assert _yellow(image, rect) > 40, (scheme, index, cards[index])
        assert index >= joker
        qtbot.keyClick(hand, Qt.Key.Key_Space)
        assert hand.selected_indexes() == [len(cards) - 1]
        qtbot.keyClick(hand, Qt.Key.Key_Tab)
        assert not hand.hasFocus()  # Tab leaves the hand at once: one stop
        image = window.grab().toImage()
        joker_rect = QRect(
            hand.mapTo(window, hand.card_rect(joker).toAlignedRect().topLeft()), hand.card_rect(joker).size().toSize()
        )
        assert _yellow(image, joker_rect.adjusted(-5, -5, 5, 5)) == 0  # no ring once the focus has gone
    finally:
        theme.apply("light")


@pytest.mark.parametrize("which", ["editor", "rules", "share", "compare", "new practice game"])
def test_every_tab_stop_of_a_dialog_shows_that_it_has_the_focus(window, qtbot, which):
    from tutor.rules.cards import parse_cards
    from tutor.rules.moves import TakePile

    data = dict(FROZEN)
    data.pop("move", None)
    window.resize(1280, 800)
    window.show()
    window.dispute.show_loaded(read_position(json.dumps(data)))
    window.table.attempt(TakePile(with_=tuple(parse_cards(["KS", "JK"]))))  # a ruling to compare and share
    opened = {
        "editor": lambda: window.dispute.open_editor(),
        "rules": lambda: window.open_rules_dialog(),
        "share": lambda: window.share_ruling(),
        "compare": lambda: window.compare_systems(),
        "new practice game": lambda: window.practice_session.ask_new_game() or window.practice_session.new_game_dialog,
    }
    dialog = opened[which]()
    qtbot.waitExposed(dialog)
    stops = _tab_stops(dialog, qtbot)
    assert len(stops) >= 2, stops
    unseen = [f"{type(widget).__name__} {widget.accessibleName()[:30]}" for widget, shows in stops if not shows]
    assert not unseen, unseen


def test_tab_into_a_scrolled_area_brings_the_widget_into_sight(window, qtbot):
    """The rules dialog's choices scroll; Tab from its Close button into them focused the first one out of view."""
    from PySide6.QtWidgets import QDialogButtonBox, QScrollArea

    window.show()
    qtbot.waitExposed(window)
    dialog = window.open_rules_dialog()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    area = next(child for child in dialog.findChildren(QScrollArea) if child.widget() is not None)
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())  # read down to the last rule
    close = dialog.findChild(QDialogButtonBox).buttons()[0]
    close.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(close, Qt.Key.Key_Tab)
    first = dialog.combos["jokers_per_pack"]
    assert first.hasFocus()
    viewport = area.viewport()
    top_left = first.mapTo(viewport, first.rect().topLeft())
    assert viewport.rect().contains(QRect(top_left, first.size()))


@pytest.mark.parametrize("width", ["1280", "least"])
def test_tab_reaches_every_toolbar_button_and_shows_it(window, qtbot, width):
    """QToolBar makes its buttons no Tab stops: a keyboard alone never reached "New game" or "Open position" there.
    Narrow, the toolbar folds its last buttons behind "»", which Tab reaches too."""
    from PySide6.QtWidgets import QToolButton

    usable: list[bool] = []
    window.when_usable(lambda: usable.append(True))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: bool(usable))
    if width == "least":  # the welcome screen, the narrowest the window goes
        window.resize(window.minimumSizeHint())
    else:  # a dispute: undo, save, hints … in the toolbar too
        window.dispute.show_loaded(read_position(json.dumps(FROZEN)))
    _spin(qtbot, 50)
    buttons = [b for b in window.toolbar.findChildren(QToolButton) if b.isVisible() and b.isEnabled()]
    named = {b.defaultAction().iconText() for b in buttons if b.defaultAction() is not None}
    assert {"New game", "Open position"} <= named, named
    folded = window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert (folded in buttons) == (width == "least")  # "»" only where the toolbar is folded
    stops = dict(_tab_stops(window, qtbot))
    missed = [b.text() or b.objectName() for b in buttons if b not in stops]
    assert not missed, missed
    unseen = [b.text() or b.objectName() for b in buttons if not stops[b]]
    assert not unseen, unseen
