"""The focus ring: where the keyboard is, on every Tab stop of every window. Qt's own focus marks are faint, and
many widgets have none (the painted table's parts, a read-only text, a list with no current row, a default button
whose frame is already the mark): one ring follows the keyboard's focus from widget to widget, seen on the felt, on
a card and on the joker alike in both colour schemes: a yellow line on a black band (theme.py's ``focus_line``
and ``focus_band``). The row of cards rings its current card too (cards/row.py). A widget Tab reaches in a scroll
area is scrolled into sight.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from shiboken6 import isValid

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
    """Drawn around the widget with the focus, over its neighbours, letting the mouse through."""

    def __init__(self) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        paint_focus_ring(p, QRectF(self.rect()))
        p.end()


class _Follower(QObject):
    """Moves the ring to the widget the keyboard's focus goes to, and keeps it around it while it moves."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.ring: _Ring | None = None
        self.ringed: QWidget | None = None
        app.focusChanged.connect(self.follow)

    def follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.ringed is not None and isValid(self.ringed):
            self.ringed.removeEventFilter(self)
        self.ringed = None
        if new is None or not keyboard_focus(new):
            self.hide()
            return
        self.ringed = new
        new.installEventFilter(self)
        bring_into_sight(new)
        self.place()

    def hide(self) -> None:
        if self.ring is not None and isValid(self.ring):
            self.ring.hide()

    def place(self) -> None:
        """Around the widget, in its parent (a window itself: just inside it), as far as the parent shows it."""
        owner = self.ringed
        if owner is None or not isValid(owner):
            return
        parent = owner.parentWidget() if not owner.isWindow() else None
        if self.ring is None or not isValid(self.ring):  # made anew once the window it lay in is gone
            self.ring = _Ring()
        host = parent if parent is not None else owner
        if self.ring.parentWidget() is not host:
            self.ring.setParent(host)
        if parent is None:
            self.ring.setGeometry(owner.rect())
        else:
            around = owner.geometry().adjusted(-OUTSIDE, -OUTSIDE, OUTSIDE, OUTSIDE)
            self.ring.setGeometry(around.intersected(parent.rect()))
        self.ring.raise_()
        self.ring.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind in (QEvent.Type.Move, QEvent.Type.Resize):
            self.place()
        elif kind == QEvent.Type.Hide:
            self.hide()
        return False


def bring_into_sight(widget: QWidget) -> None:
    """Scroll the scroll areas ``widget`` lies in so that it is seen: Tab from outside an area (a dialog's buttons)
    into it does not scroll it as Tab within it does."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(widget)
        parent = parent.parentWidget()


def follow_keyboard() -> None:
    """Let the ring follow the keyboard's focus in every window of the app (once per app; a window calls it once
    it is on screen, the start's first paint being kept free of the Qt namespace this module needs)."""
    app = QApplication.instance()
    # marked on the app's Python object: a search among its children would build Python types for Qt's own
    if isinstance(app, QApplication) and getattr(app, "_focus_follower", None) is None:
        app._focus_follower = _Follower(app)  # type: ignore[attr-defined]
