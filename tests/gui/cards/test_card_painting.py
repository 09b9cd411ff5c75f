"""Cards as a fan shows them: every card of a row inside the row, and nothing of a covered card's lower corner
peeking out beside the next one."""

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tutor.gui.cards.painter import paint_card
from tutor.gui.cards.row import CardRow
from tutor.rules.cards import Card


@pytest.mark.parametrize("overlap", [0.45, 0.78, 0.86])
@pytest.mark.parametrize("count", [1, 2, 7, 13, 15])
def test_every_card_of_a_row_lies_inside_the_row_at_its_size_hint(qtbot, overlap, count):
    # the side seats' fans (overlap 0.86) drew their last card past the row's edge, which cut it off
    row = CardRow(card_height=44, selectable=False, overlap=overlap)
    qtbot.addWidget(row)
    row.set_cards([None] * count)
    row.resize(row.sizeHint())
    for i in range(count):
        rect = row.card_rect(i)
        assert rect.left() >= 0 and rect.right() <= row.width(), (i, rect, row.width())


def _red_pixels(image: QImage, left: int, right: int, top: int, bottom: int) -> int:
    count = 0
    for x in range(left, right):
        for y in range(top, bottom):
            colour = QColor(image.pixel(x, y))
            count += colour.red() > 150 and colour.green() < 110 and colour.blue() < 110
    return count


@pytest.mark.parametrize("height, overlap", [(96, 0.28), (84, 0.4), (72, 0.45)])  # the hand, the editor, a draft
def test_a_ten_in_a_fan_shows_nothing_of_its_lower_corner_beside_the_next_card(qtbot, height, overlap):
    # its lower index, turned round and wider than one figure, peeked out as a stray "0" beside the next card
    row = CardRow(card_height=height, selectable=False, overlap=overlap)
    qtbot.addWidget(row)
    row.set_cards([Card.parse("TD"), Card.parse("JS")])
    row.resize(row.sizeHint())
    image = row.grab().toImage()
    ten, jack = row.card_rect(0), row.card_rect(1)
    ratio = image.width() / row.width()
    beside_the_jack = _red_pixels(
        image,
        int((jack.left() - 14) * ratio),
        int(jack.left() * ratio),
        int((ten.top() + height * 0.8) * ratio),
        int(ten.bottom() * ratio),
    )
    assert beside_the_jack == 0


def test_a_card_seen_whole_shows_both_corners(qtbot):
    width, height = 70, 98
    image = QImage(width + 4, height + 4, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, width, height), Card.parse("TD"))
    painter.end()
    assert _red_pixels(image, width // 2, width, int(height * 0.8), height) > 0  # the lower right index
