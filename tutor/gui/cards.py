"""Cards drawn as vectors with QPainter, and a row (fan) of selectable cards.

Everything is painted from paths and text at paint time, so cards are crisp at
any size and on any device pixel ratio (QPainter works in logical pixels and
Qt scales the vectors, never a bitmap).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDrag,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from ..i18n import _, ngettext
from ..rules.cards import Card, CardError
from ..words.cards import card_name, rank_label
from . import card_access

if TYPE_CHECKING:  # the event classes for the annotations only: PySide builds each one's enums on first use
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent

CARD_RATIO = 1.4  # height / width
RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")
JOKER_PURPLE = QColor("#6a1b9a")
JOKER_GOLD = QColor("#f9a825")
SELECT = QColor("#1e88e5")
FOCUS = QColor("#ff9800")
#: the MIME type of hand cards dragged across the table: their texts, space-separated ("KS KS JK")
CARDS_MIME = "application/x-canasta-cards"


def cards_mime(cards: Sequence[Card]) -> QMimeData:
    data = QMimeData()
    data.setData(CARDS_MIME, " ".join(c.text for c in cards).encode("ascii"))
    return data


def cards_from_mime(mime: QMimeData) -> list[Card] | None:
    """The cards a drag carries, or None when it carries no cards of ours."""
    if not mime.hasFormat(CARDS_MIME):
        return None
    try:
        return [Card.parse(text) for text in bytes(mime.data(CARDS_MIME).data()).decode("ascii").split()]
    except (CardError, UnicodeDecodeError):
        return None


def fan_pixmap(cards: Sequence[Card | None], card_height: int = 72) -> QPixmap:
    """A small fan of ``cards``, e.g. to show under the pointer while they are dragged."""
    w = card_height / CARD_RATIO
    step = w * 0.35
    app = QApplication.instance()
    ratio = app.devicePixelRatio() if isinstance(app, QApplication) else 1.0
    size = QSize(int(w + step * (len(cards) - 1) + 6), card_height + 6)
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    for i, card in enumerate(cards):
        paint_card(p, QRectF(2 + i * step, 2, w, card_height), card, covered=i < len(cards) - 1)
    p.end()
    return pixmap


def card_color(card: Card) -> QColor:
    if card.suit is None:
        return JOKER_PURPLE
    return RED if card.suit.is_red else BLACK


def _font(px: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, int(round(px))))
    font.setBold(bold)
    return font


def paint_card(
    p: QPainter,
    rect: QRectF,
    card: Card | None,
    *,
    selected: bool = False,
    focused: bool = False,
    dim: bool = False,
    compact: bool = False,
    covered: bool = False,
) -> None:
    """Paint one card face (or its back when ``card`` is None) into ``rect``. ``compact``: a picture in a line
    of text, seen whole, with one big index instead of two small ones. ``covered``: the next card of a fan lies
    over its right part, so the index of the lower right corner is left out (a "10" peeked out beside it)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    p.setBrush(Qt.BrushStyle.NoBrush)
    w = rect.width()
    radius = w * 0.08
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    # soft shadow
    shadow = QPainterPath()
    shadow.addRoundedRect(rect.translated(w * 0.02, w * 0.03), radius, radius)
    p.fillPath(shadow, QColor(0, 0, 0, 60))
    if card is None:
        p.drawPixmap(rect.topLeft(), _back_pixmap(rect.width(), rect.height(), p.device().devicePixelRatioF()))
    else:
        p.fillPath(path, QColor("#fffdf8"))
        p.setPen(QPen(QColor("#9e9e9e"), max(1.0, w * 0.012)))
        p.drawPath(path)
        if card.suit is None:
            _paint_joker(p, rect, compact)
        else:
            _paint_face(p, rect, card, compact, covered)
    if dim:
        p.fillPath(path, QColor(0, 0, 0, 70))
    if selected:
        p.setPen(QPen(SELECT, max(2.0, w * 0.05)))
        p.drawPath(path)
    if focused:
        pen = QPen(FOCUS, max(1.5, w * 0.03), Qt.PenStyle.DashLine)
        p.setPen(pen)
        inner = rect.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04)
        p.drawRoundedRect(inner, radius * 0.8, radius * 0.8)
    p.restore()


#: card backs drawn once per size: a table shows dozens, and the hatching is most of their cost
_BACKS: dict[tuple[int, int, float], QPixmap] = {}


def _back_pixmap(width: float, height: float, ratio: float) -> QPixmap:
    key = (round(width * 4), round(height * 4), ratio)
    pixmap = _BACKS.get(key)
    if pixmap is None:
        if len(_BACKS) > 64:  # sizes change with the window: keep only recent ones
            _BACKS.clear()
        pixmap = QPixmap(max(1, round(width * ratio)) + 2, max(1, round(height * ratio)) + 2)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, width, height)
        radius = width * 0.08
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        _paint_back(painter, rect, path, radius)
        painter.end()
        _BACKS[key] = pixmap
    return pixmap


def _paint_back(p: QPainter, rect: QRectF, path: QPainterPath, radius: float) -> None:
    w = rect.width()
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#1a4f8b"))
    grad.setColorAt(1, QColor("#0d2f57"))
    p.fillPath(path, QColor("white"))
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    ipath = QPainterPath()
    ipath.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.fillPath(ipath, QBrush(grad))
    p.save()
    p.setClipPath(ipath)
    p.setPen(QPen(QColor(255, 255, 255, 55), max(1.0, w * 0.02)))
    step = max(4.0, w * 0.12)
    x = inner.left() - inner.height()
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        x += step
    p.restore()
    p.setPen(QPen(QColor("#9e9e9e"), max(1.0, w * 0.012)))
    p.drawPath(path)


def _paint_face(p: QPainter, rect: QRectF, card: Card, compact: bool, covered: bool) -> None:
    w, h = rect.width(), rect.height()
    color = card_color(card)
    p.setPen(color)
    rank = rank_label(card.rank)
    assert card.suit is not None  # the joker has its own painting
    glyph = card.suit.glyph
    if compact:  # the index at a size that tells 5 from 9, the suit big below it
        p.setFont(_font(h * (0.30 if len(rank) == 1 else 0.27)))
        p.drawText(
            QRectF(rect.left() + w * 0.08, rect.top() + h * 0.04, w * 0.9, h * 0.36),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            rank,
        )
        p.setFont(_font(h * 0.46, bold=False))
        p.drawText(
            QRectF(rect.left(), rect.top() + h * 0.36, w * 0.94, h * 0.6),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            glyph,
        )
        return
    corner = QRectF(rect.left() + w * 0.05, rect.top() + w * 0.04, w * 0.32, h * 0.17)
    p.setFont(_font(h * 0.15))
    _draw_index(p, corner, rank)
    suit_rect = QRectF(corner.left(), corner.bottom() - h * 0.01, corner.width(), h * 0.14)
    p.setFont(_font(h * 0.13, bold=False))
    p.drawText(suit_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, glyph)
    if not covered:  # the opposite corner, rotated
        _paint_rotated_index(p, rect, corner, suit_rect, rank, glyph)
    centre = QRectF(rect.left(), rect.top() + h * 0.2, w, h * 0.6)
    p.setFont(_font(h * 0.38, bold=False))
    p.drawText(centre, Qt.AlignmentFlag.AlignCenter, glyph)


def _paint_rotated_index(p: QPainter, rect: QRectF, corner: QRectF, suit_rect: QRectF, rank: str, glyph: str) -> None:
    """The index of the lower right corner: the upper left one turned round the card's centre."""
    h = rect.height()
    p.save()
    p.translate(rect.center())
    p.rotate(180)
    p.translate(-rect.center())
    p.setFont(_font(h * 0.15))
    _draw_index(p, corner, rank)
    p.setFont(_font(h * 0.13, bold=False))
    p.drawText(suit_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, glyph)
    p.restore()


def _draw_index(p: QPainter, corner: QRectF, rank: str) -> None:
    """The rank in its corner, narrowed to fit it as printed cards narrow their "10" (wider, it spilled out of the
    corner towards the card's edge)."""
    top_centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
    width = QFontMetricsF(p.font()).horizontalAdvance(rank) if len(rank) > 1 else 0.0  # one figure always fits
    if width <= corner.width():
        p.drawText(corner, top_centre, rank)
        return
    p.save()
    p.translate(corner.center().x(), corner.top())
    p.scale(corner.width() / width, 1)
    p.drawText(QRectF(-width / 2, 0, width, corner.height()), top_centre, rank)
    p.restore()


def _paint_joker(p: QPainter, rect: QRectF, compact: bool) -> None:
    w, h = rect.width(), rect.height()
    inner = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0, QColor("#f3e5f5"))
    grad.setColorAt(1, QColor("#fff8e1"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(JOKER_GOLD, max(1.0, w * 0.03)))
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(JOKER_PURPLE)
    p.setFont(_font(h * 0.14))
    p.drawText(QRectF(rect.left() + w * 0.05, rect.top() + w * 0.05, w * 0.3, h * 0.17), Qt.AlignmentFlag.AlignCenter, "★")
    p.setPen(JOKER_GOLD.darker(115))
    p.setFont(_font(h * 0.36, bold=False))
    p.drawText(QRectF(rect.left(), rect.top() + h * 0.14, w, h * 0.5), Qt.AlignmentFlag.AlignCenter, "★")
    if compact:
        return  # "JOKER" would be too small to read: the star says it
    p.setPen(JOKER_PURPLE)
    # small enough to keep clear of the card's left strip, which is all a fan shows of it: a "J" there read as a jack
    p.setFont(_font(w * 0.12))
    p.drawText(QRectF(rect.left() + w * 0.1, rect.top() + h * 0.62, w * 0.9, h * 0.2), Qt.AlignmentFlag.AlignCenter, "JOKER")


class CardRow(QWidget):
    """A fan of cards in a row: click or Space toggles selection, Left/Right move the focus.

    Dragging across the cards selects (or, started on a selected card of a non-draggable row,
    deselects) every card passed. ``draggable=True`` lets the selection be dragged away: press on a
    selected card and move, or sweep a selection and pull it up out of the row; the drag carries
    :data:`CARDS_MIME`. ``selectable=False`` makes a display-only row (melds, the pile).
    """

    selectionChanged = Signal()
    clicked = Signal()
    #: the selection is being dragged away, and the drag is over (dropped or not)
    dragStarted = Signal()
    dragEnded = Signal()

    def __init__(
        self,
        cards: Sequence[Card | None] = (),
        *,
        card_height: int = 96,
        selectable: bool = True,
        draggable: bool = False,
        overlap: float = 0.45,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._cards: list[Card | None] = list(cards)
        self._selected: set[int] = set()
        #: cards marked as new (just drawn): a yellow bar over their visible edge
        self._marked: set[int] = set()
        self._focus = 0
        #: the gesture under way while the button is down: ("sweep", state, last index) or ("drag", start, index)
        self._gesture: tuple | None = None
        self.card_height = card_height
        self.selectable = selectable
        self.draggable = draggable
        self.overlap = overlap  # fraction of a card's width each card covers of the previous one
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if selectable else Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        card_access.install()
        self._update_accessible()

    # -- content ----------------------------------------------------------------------------------

    @property
    def cards(self) -> list[Card | None]:
        return list(self._cards)

    def set_marked(self, cards: Sequence[Card]) -> None:
        """Mark these cards (one position per copy named), e.g. the cards just drawn."""
        marked: set[int] = set()
        for card in cards:
            index = next((i for i, c in enumerate(self._cards) if c is card and i not in marked), None)
            if index is not None:
                marked.add(index)
        if marked != self._marked:
            self._marked = marked
            self.update()

    def set_cards(self, cards: Sequence[Card | None]) -> None:
        self._cards = list(cards)
        self._selected.clear()
        self._marked.clear()
        self._focus = min(self._focus, max(0, len(self._cards) - 1))
        self.updateGeometry()
        self._update_accessible()
        self.update()
        self.selectionChanged.emit()

    def selected_indexes(self) -> list[int]:
        return sorted(self._selected)

    def selected_cards(self) -> list[Card]:
        return [card for i in sorted(self._selected) if (card := self._cards[i]) is not None]

    def set_selected(self, indexes: Sequence[int]) -> None:
        self._selected = {i for i in indexes if 0 <= i < len(self._cards)}
        self._update_accessible()
        self.update()
        self.selectionChanged.emit()

    def clear_selection(self) -> None:
        self.set_selected([])

    def toggle(self, index: int) -> None:
        if not self.selectable or not 0 <= index < len(self._cards):
            return
        self._selected ^= {index}
        self._focus = index
        self._update_accessible()
        self.update()
        card_access.announce_selection(self, index)
        self.selectionChanged.emit()

    # -- geometry ---------------------------------------------------------------------------------

    def card_width(self) -> float:
        return self.card_height / CARD_RATIO

    def _lift(self) -> float:
        return self.card_height * 0.14 if self.selectable else 0.0

    def _step(self) -> float:
        """How far each card lies from the one before: the row's own overlap, squeezed to fit a narrow row but no
        tighter than a sliver that still tells the cards apart (or the row's own step, if that is tighter)."""
        w = self.card_width()
        step = w * (1 - self.overlap)
        n = len(self._cards)
        if n > 1 and self.width() > 0:
            fit = (self.width() - 8 - w) / (n - 1)
            step = max(min(w * 0.18, step), min(step, fit))
        return step

    def card_rect(self, index: int) -> QRectF:
        w = self.card_width()
        lift = self._lift()
        y = 4 + lift - (lift if index in self._selected else 0)
        return QRectF(4 + index * self._step(), y, w, self.card_height)

    def sizeHint(self) -> QSize:
        n = max(1, len(self._cards))
        w = self.card_width()
        width = int(8 + w + (n - 1) * w * (1 - self.overlap))
        return QSize(width, int(self.card_height + self._lift() + 10))

    def minimumSizeHint(self) -> QSize:
        return QSize(int(self.card_width() + 8), int(self.card_height + self._lift() + 10))

    def index_at(self, pos: QPointF) -> int | None:
        for i in reversed(range(len(self._cards))):
            if self.card_rect(i).contains(pos):
                return i
        return None

    def index_at_x(self, x: float) -> int | None:
        """The uppermost card under ``x``, wherever the pointer is vertically (for sweeping)."""
        for i in reversed(range(len(self._cards))):
            rect = self.card_rect(i)
            if rect.left() <= x <= rect.right():
                return i
        return None

    # -- painting and input --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        for i, card in enumerate(self._cards):
            rect = self.card_rect(i)
            paint_card(
                p,
                rect,
                card,
                selected=i in self._selected,
                focused=self.hasFocus() and i == self._focus,
                covered=i < len(self._cards) - 1,
            )
            if i in self._marked:
                visible = rect.width() * (1 - self.overlap) if i < len(self._cards) - 1 else rect.width()
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#ffb300"))
                p.drawRoundedRect(QRectF(rect.left() + 3, rect.bottom() - 7, visible - 6, 5), 2.5, 2.5)
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._gesture = None
        index = self.index_at(event.position())
        if self.selectable and event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            if index is not None and index in self._selected and self.draggable:
                # maybe the start of a drag: the card is deselected on release if the pointer stays put
                self._gesture = ("drag", event.position(), index)
            else:
                if index is not None:
                    self.toggle(index)
                self._gesture = ("sweep", index is None or index in self._selected, index)
        self.clicked.emit()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        gesture = self._gesture
        if gesture is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return super().mouseMoveEvent(event)
        if gesture[0] == "drag":
            if (event.position() - gesture[1]).manhattanLength() >= QApplication.startDragDistance():
                self._gesture = None
                self.start_drag()
            return
        _kind, state, last = gesture
        if self.draggable and self._selected and event.position().y() < 0:
            self._gesture = None  # the sweep was pulled up out of the row: carry the selection away
            self.start_drag()
            return
        index = self.index_at_x(event.position().x())
        if index is None or index == last:
            return
        passed = range(min(index, last), max(index, last) + 1) if last is not None else (index,)
        self._selected = self._selected | set(passed) if state else self._selected - set(passed)
        self._focus = index
        self._gesture = ("sweep", state, index)
        self._update_accessible()
        self.update()
        self.selectionChanged.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._gesture is not None and self._gesture[0] == "drag":
            self.toggle(self._gesture[2])  # a plain click on a selected card deselects it
        self._gesture = None
        super().mouseReleaseEvent(event)

    def start_drag(self) -> None:
        """Drag the selected cards (the drop target decides what happens to them)."""
        cards = self.selected_cards()
        if not cards:
            return
        drag = QDrag(self)
        drag.setMimeData(cards_mime(cards))
        pixmap = fan_pixmap(cards)
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(int(pixmap.deviceIndependentSize().width() / 2), 12))
        self.dragStarted.emit()
        try:
            drag.exec(Qt.DropAction.MoveAction)
        finally:
            self.dragEnded.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.selectable or not self._cards:
            return super().keyPressEvent(event)
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._focus = max(0, min(len(self._cards) - 1, self._focus + step))
            card_access.announce_focus(self, self._focus)
        elif key == Qt.Key.Key_Space:
            self.toggle(self._focus)
        elif key == Qt.Key.Key_Escape and self.selected_indexes():
            self.clear_selection()  # Escape lets go of the cards picked up; with none picked, it goes to the window
        else:
            return super().keyPressEvent(event)
        self._update_accessible()
        self.update()

    def focusInEvent(self, event) -> None:  # noqa: N802
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    # -- accessibility ------------------------------------------------------------------------------

    def card_accessible_name(self, index: int) -> str:
        card = self._cards[index]
        return card_name(card) if card is not None else _("Face-down card")

    # the cards as the row's accessible children (tutor.gui.card_access); a face-down hand has none to tell apart

    def accessible_items(self) -> int:
        return len(self._cards) if any(card is not None for card in self._cards) else 0

    def accessible_item_name(self, index: int) -> str:
        return self.card_accessible_name(index)

    def accessible_item_rect(self, index: int) -> QRectF:
        return self.card_rect(index)

    def accessible_item_selected(self, index: int) -> bool:
        return index in self._selected

    def accessible_item_focused(self, index: int) -> bool:
        return self.selectable and index == self._focus

    def _update_accessible(self) -> None:
        if self._cards and not self.accessible_items():  # said once, not "face-down card" for each
            n = len(self._cards)
            self.setAccessibleName(ngettext("{n} face-down card", "{n} face-down cards", n).format(n=n))
            self.setAccessibleDescription("")
            self.setToolTip("")
            return
        names = [self.card_accessible_name(i) for i in range(len(self._cards))]
        chosen = [names[i] for i in sorted(self._selected)]
        self.setAccessibleName(", ".join(names) if names else _("No cards"))
        desc = []
        if names and self.selectable:
            desc.append(_("Focused: {card}").format(card=names[min(self._focus, len(names) - 1)]))
        if chosen:
            desc.append(_("Selected: {cards}").format(cards=", ".join(chosen)))
        self.setAccessibleDescription(". ".join(desc))
        self.setToolTip("\n".join(names) if names and len(names) <= 20 else "")

    def translate_ui(self) -> None:
        self._update_accessible()
        self.update()  # the faces show each language's index letters
