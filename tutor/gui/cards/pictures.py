"""Rows of card pictures, as the lesson text and the exercise lines show them (``cards:8H,8C``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from ...lessons.markup import parse_card_row
from .painter import CARD_RATIO, paint_card

#: the height of a card picture in the text, in logical pixels
CARD_HEIGHT = 58
GAP = 0.08  # the space between two cards, as a share of the card width


def card_row_size(count: int, height: int = CARD_HEIGHT) -> tuple[int, int]:
    width = height / CARD_RATIO
    return int(round(count * width + (count - 1) * width * GAP + 4)), height + 4


def card_row_image(codes: str, height: int = CARD_HEIGHT, pixel_ratio: float = 1.0) -> QImage:
    """A row of cards drawn by the card painter, with ``pixel_ratio`` pixels per logical pixel; raises
    :class:`MarkupError` for an unknown code."""
    cards = parse_card_row(codes.replace(",", " "))
    w, h = card_row_size(len(cards), height)
    image = QImage(round(w * pixel_ratio), round(h * pixel_ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    card_w = height / CARD_RATIO
    for i, card in enumerate(cards):
        paint_card(painter, QRectF(1 + i * card_w * (1 + GAP), 1, card_w, height), card, compact=True)
    painter.end()
    return image
