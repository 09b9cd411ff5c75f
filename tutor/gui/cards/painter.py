"""Cards drawn as vectors with QPainter (the row of cards a player selects from is in row.py).

Everything is painted from paths and text at paint time, so cards are crisp at
any size and on any device pixel ratio (QPainter works in logical pixels and
Qt scales the vectors, never a bitmap).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMimeData, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication

from ...rules.cards import Card, CardError
from ...words.cards import rank_label
from ..theme import TABLE

CARD_RATIO = 1.4  # height / width
RED = QColor(TABLE["card_red"])
BLACK = QColor(TABLE["card_black"])
JOKER_PURPLE = QColor(TABLE["joker_ink"])
JOKER_GOLD = QColor(TABLE["joker_gold"])
SELECT = QColor(TABLE["card_select"])
FOCUS = QColor(TABLE["card_focus"])
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
    font = QFont(QApplication.font())  # the app's, with its fallbacks for the suits (theme.app_font)
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
    p.fillPath(shadow, QColor(TABLE["card_shadow"]))
    if card is None:
        p.drawPixmap(rect.topLeft(), _back_pixmap(rect.width(), rect.height(), p.device().devicePixelRatioF()))
    else:
        p.fillPath(path, QColor(TABLE["card_face"]))
        p.setPen(QPen(QColor(TABLE["card_edge"]), max(1.0, w * 0.012)))
        p.drawPath(path)
        if card.suit is None:
            _paint_joker(p, rect, compact)
        else:
            _paint_face(p, rect, card, compact, covered)
    if dim:
        p.fillPath(path, QColor(TABLE["card_dim"]))
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
    # with the first back or joker painted: QGradient's Python type builds its 169 presets (some 2 ms), which an
    # empty table at start-up does not need
    from PySide6.QtGui import QLinearGradient

    w = rect.width()
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor(TABLE["card_back_top"]))
    grad.setColorAt(1, QColor(TABLE["card_back_bottom"]))
    p.fillPath(path, QColor(TABLE["card_back_paper"]))
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    ipath = QPainterPath()
    ipath.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.fillPath(ipath, QBrush(grad))
    p.save()
    p.setClipPath(ipath)
    p.setPen(QPen(QColor(TABLE["card_back_hatch"]), max(1.0, w * 0.02)))
    step = max(4.0, w * 0.12)
    x = inner.left() - inner.height()
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        x += step
    p.restore()
    p.setPen(QPen(QColor(TABLE["card_edge"]), max(1.0, w * 0.012)))
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
    from PySide6.QtGui import QLinearGradient  # as in _paint_back

    w, h = rect.width(), rect.height()
    inner = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0, QColor(TABLE["joker_top"]))
    grad.setColorAt(1, QColor(TABLE["joker_bottom"]))
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
