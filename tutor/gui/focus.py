"""The focus ring: where the keyboard is, for the widgets whose style shows no focus of their own (the painted
table's parts, a read-only text). One ring for all of them, seen on the felt, on a card and on the joker alike in
both colour schemes: a yellow line on a black band (theme.py's ``focus_line`` and ``focus_band``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from .theme import colour

#: the ring's band and the line on it, in pixels
BAND, LINE = 5.0, 2.5


def paint_focus_ring(p: QPainter, rect: QRectF, radius: float = 6.0) -> None:
    """The ring just inside ``rect``: a black band with a yellow line on it."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setBrush(Qt.BrushStyle.NoBrush)
    inner = rect.adjusted(BAND / 2, BAND / 2, -BAND / 2, -BAND / 2)
    p.setPen(QPen(QColor(colour("focus_band")), BAND))
    p.drawRoundedRect(inner, radius, radius)
    p.setPen(QPen(QColor(colour("focus_line")), LINE))
    p.drawRoundedRect(inner, radius, radius)
    p.restore()


def keyboard_focus(widget: QWidget) -> bool:
    """Whether ``widget`` has the focus and the keyboard has moved it in its window (Tab, a shortcut): the ring is
    for finding one's place with the keys, as Qt's own focus marks are; a click alone shows where it went."""
    return widget.hasFocus() and widget.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)


#: how far the ring lies outside the widget it rings, so that it covers none of what the widget shows
OUTSIDE = int(BAND) + 1


class _Ring(QWidget):
    """Drawn around the widget it rings, over the widget's neighbours and letting the mouse through; shown while
    that widget has the focus."""

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)  # moved to the owner's parent when first shown (_Follower.place)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        paint_focus_ring(p, QRectF(self.rect()))
        p.end()


class _Follower(QObject):
    """Shows, hides and places the ring as its widget gains and loses the focus, moves and changes size."""

    def __init__(self, owner: QWidget):
        super().__init__(owner)
        self.owner, self.ring = owner, _Ring(owner)
        owner.destroyed.connect(self.ring.deleteLater)  # it may live in the owner's parent by then

    def place(self) -> None:
        """Around the widget, in its parent (a window's own widget: just inside it), as far as the parent shows."""
        owner, parent = self.owner, self.owner.parentWidget()
        if parent is None:
            if self.ring.parentWidget() is not owner:
                self.ring.setParent(owner)
            self.ring.setGeometry(owner.rect())
        else:
            if self.ring.parentWidget() is not parent:
                self.ring.setParent(parent)
            around = owner.geometry().adjusted(-OUTSIDE, -OUTSIDE, OUTSIDE, OUTSIDE)
            self.ring.setGeometry(around.intersected(parent.rect()))
        self.ring.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.FocusIn and keyboard_focus(self.owner):
            self.place()
            self.ring.show()
        elif kind in (QEvent.Type.FocusOut, QEvent.Type.Hide):
            self.ring.hide()
        elif kind in (QEvent.Type.Resize, QEvent.Type.Move) and self.ring.isVisible():
            self.place()
        return False


def show_focus(widget: QWidget) -> None:
    """Ring ``widget`` while it has the keyboard's focus (once per widget; at once if it has it now)."""
    if widget.findChild(_Follower, "", Qt.FindChildOption.FindDirectChildrenOnly) is not None:
        return
    follower = _Follower(widget)
    widget.installEventFilter(follower)
    if keyboard_focus(widget):
        follower.place()
        follower.ring.show()
