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


class _Ring(QWidget):
    """Drawn over the widget it rings, letting the mouse through; shown while that widget has the focus."""

    def __init__(self, owner: QWidget):
        super().__init__(owner)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        paint_focus_ring(p, QRectF(self.rect()))
        p.end()


class _Follower(QObject):
    """Shows, hides and sizes the ring as its widget gains and loses the focus and changes size."""

    def __init__(self, owner: QWidget, ring: _Ring):
        super().__init__(owner)
        self.owner, self.ring = owner, ring

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            self.ring.setGeometry(self.owner.rect())
            self.ring.raise_()
            self.ring.show()
        elif kind == QEvent.Type.FocusOut:
            self.ring.hide()
        elif kind == QEvent.Type.Resize:
            self.ring.setGeometry(self.owner.rect())
        return False


def show_focus(widget: QWidget) -> None:
    """Ring ``widget`` while it has the keyboard's focus (once per widget; at once if it has it now)."""
    if widget.findChild(_Ring, "", Qt.FindChildOption.FindDirectChildrenOnly) is not None:
        return
    ring = _Ring(widget)
    widget.installEventFilter(_Follower(widget, ring))
    if widget.hasFocus():
        ring.setGeometry(widget.rect())
        ring.show()
