"""Selecting hand cards by dragging across them, and dropping them on the pile and the melds."""

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from tutor.gui.cards.painter import cards_from_mime, cards_mime
from tutor.rules.cards import Card
from tutor.rules.notation import read_position
from tutor.words.explain import explain


def _shown(window, qtbot, position_data):
    window.dispute.show_loaded(read_position(position_data))
    window.show()
    qtbot.waitExposed(window)
    return window.table


def _mouse(widget, kind, pos, buttons=Qt.LeftButton):
    button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
    event = QMouseEvent(kind, QPointF(pos), widget.mapToGlobal(QPointF(pos)), button, buttons, Qt.NoModifier)
    QApplication.sendEvent(widget, event)


def _drop(widget, pos, texts):
    """Move dragged cards over ``widget`` and drop them at ``pos``; whether the widget took them.

    The events go straight to the widget: the application passes drop events on only during a real drag.
    """
    mime = cards_mime([Card.parse(t) for t in texts])
    hover = QDragMoveEvent(QPointF(pos).toPoint(), Qt.MoveAction, mime, Qt.LeftButton, Qt.NoModifier)
    widget.event(hover)
    drop = QDropEvent(QPointF(pos), Qt.MoveAction, mime, Qt.LeftButton, Qt.NoModifier)
    widget.event(drop)
    assert hover.isAccepted() == drop.isAccepted()
    return drop.isAccepted()


def test_sweeping_across_cards_selects_them(window, qtbot, position_data):
    hand = _shown(window, qtbot, position_data).hand
    y = hand.card_rect(0).center().y()
    _mouse(hand, QEvent.MouseButtonPress, QPointF(hand.card_rect(1).left() + 3, y))
    _mouse(hand, QEvent.MouseMove, QPointF(hand.card_rect(4).left() + 3, y))
    _mouse(hand, QEvent.MouseButtonRelease, QPointF(hand.card_rect(4).left() + 3, y), Qt.NoButton)
    assert hand.selected_indexes() == [1, 2, 3, 4]
    # a plain click on a selected card still deselects it (a drag would have started only on a move)
    qtbot.mouseClick(hand, Qt.LeftButton, pos=hand.card_rect(2).center().toPoint())
    assert hand.selected_indexes() == [1, 3, 4]


def test_cards_travel_in_the_drag_data():
    cards = [Card.parse("KS"), Card.parse("KS"), Card.parse("JK")]
    assert cards_from_mime(cards_mime(cards)) == cards


def test_drop_on_the_pile_discards(window, qtbot, position_data):
    table = _shown(window, qtbot, position_data)
    table.do_draw()
    before = table.position
    with qtbot.waitSignal(table.ruled) as blocker:
        assert _drop(table.pile, table.pile.pile_area().center(), ["4C"])
    assert blocker.args[0].verdict.legal
    assert table.position is not before
    assert table.position.discard[-1] is Card.parse("4C") and table.position.turn == 1
    window.act_undo.trigger()
    assert table.position is before


def test_illegal_drop_on_the_pile_is_refused_and_explained(window, qtbot, position_data):
    table = _shown(window, qtbot, position_data)
    before = table.position  # seat 0 has not drawn yet: discarding now is against the rules
    with qtbot.waitSignal(table.ruled) as blocker:
        _drop(table.pile, table.pile.pile_area().center(), ["4C"])
    verdict = blocker.args[0].verdict
    assert not verdict.legal and verdict.violations[0].code == "wrong-phase"
    assert table.position is before and table.undo_stack.count() == 0
    assert window.panel.headline.text().startswith("✗")
    assert explain(verdict.violations[0]) in window.panel.body.toPlainText()
    # two cards are not a discard: the same notice as the button gives
    table.do_draw()
    drawn = table.position
    _drop(table.pile, table.pile.pile_area().center(), ["4C", "5D"])
    assert table.position is drawn
    assert "exactly one" in window.panel.body.toPlainText()


def test_drop_on_the_stock_is_not_taken(window, qtbot, position_data):
    table = _shown(window, qtbot, position_data)
    table.do_draw()
    before = table.position
    stock = table.pile.pile_area().translated(-table.pile.pile_area().width(), 0).center()
    assert not _drop(table.pile, stock, ["4C"])
    assert table.position is before


def test_drops_on_the_meld_area_make_and_extend_melds(window, qtbot, position_data):
    table = _shown(window, qtbot, position_data)
    table.do_draw()
    view = table.meld_views[0]
    assert view.isVisible() and view.takes_new_melds  # the moving side's empty area is a drop target
    # too few points for the initial meld: refused, explained, nothing changes
    drawn = table.position
    with qtbot.waitSignal(table.ruled) as blocker:
        _drop(view, view.rect().center(), ["9C", "9D", "9S"])
    assert blocker.args[0].verdict.violations[0].code == "initial-meld-too-low"
    assert table.position is drawn
    with qtbot.waitSignal(table.ruled) as blocker:
        _drop(view, view.rect().center(), ["9C", "9D", "9S", "JK"])
    assert blocker.args[0].verdict.legal
    assert [len(m.cards) for m in table.position.melds[0]] == [4]
    melded = table.position
    # a seven does not join a meld of nines
    with qtbot.waitSignal(table.ruled) as blocker:
        _drop(view, view._rects()[0].center(), ["7C"])
    assert blocker.args[0].verdict.violations[0].code == "meld-mixed-ranks"
    assert table.position is melded
