"""Picking cards for a position: a grid of every card with how many copies the packs hold and how many are
still free (a copy more is refused), and a line where cards are typed (``K♠ ★ 7♠`` or ``KS JK 7S``).

Used by the position editor and the score pad's card entry."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLineEdit, QTableWidget, QTableWidgetItem, QWidget

from ...i18n import _, ngettext
from ...rules.cards import JOKER, Card, Rank, Suit
from ...words.cards import card_label, card_name, rank_label
from .. import theme

PICKER_RANKS = (
    Rank.ACE,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.TEN,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
    Rank.FIVE,
    Rank.FOUR,
    Rank.THREE,
    Rank.TWO,
)
PICKER_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class CardPicker(QTableWidget):
    """Every card face, one cell each, with its free and total copies; click, Enter or Space picks it."""

    picked = Signal(object)  # Card

    def __init__(self, parent: QWidget | None = None):
        super().__init__(len(PICKER_RANKS) + 1, len(PICKER_SUITS), parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)  # picking is an action, not a choice that stays
        self.setTabKeyNavigation(False)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setHorizontalHeaderLabels([s.glyph for s in PICKER_SUITS])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(22)
        self.cards: dict[tuple[int, int], Card] = {}
        for row, rank in enumerate(PICKER_RANKS):
            for column, suit in enumerate(PICKER_SUITS):
                self.cards[(row, column)] = Card.parse(rank.symbol + suit.value)
        joker_row = len(PICKER_RANKS)
        self.cards[(joker_row, 0)] = JOKER
        self.setSpan(joker_row, 0, 1, len(PICKER_SUITS))
        for (row, column), card in self.cards.items():
            item = QTableWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, card.text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(row, column, item)
        self.setCurrentCell(0, 0)
        self.clicked.connect(lambda index: self._pick(index.row(), index.column()))
        # every cell readable ("10♥  2/2") and every row visible without scrolling
        cell = self.fontMetrics().horizontalAdvance("10♥  -2/2") + 16
        frame = 2 * self.frameWidth()
        self.setMinimumWidth(cell * len(PICKER_SUITS) + self.verticalHeader().sizeHint().width() + frame)
        self.setMinimumHeight(self.verticalHeader().length() + self.horizontalHeader().sizeHint().height() + frame + 4)

    def show_counts(self, free: Callable[[Card], int], copies: Callable[[Card], int]) -> None:
        self.setVerticalHeaderLabels([rank_label(r) for r in PICKER_RANKS] + ["★"])
        for (row, column), card in self.cards.items():
            item = self.item(row, column)
            assert item is not None  # each card's cell has its item from the start
            left, total = free(card), copies(card)
            item.setText(_("{card}  {free}/{total}").format(card=card_label(card), free=left, total=total))
            description = ngettext(
                "{card}: {free} of {total} copy free", "{card}: {free} of {total} copies free", total
            ).format(card=card_name(card), free=left, total=total)
            item.setToolTip(description)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, description)
            if left < 0:
                name = "picker_over"
            elif left == 0:
                name = "picker_full"
            else:
                name = "red_suit" if card.suit is not None and card.suit.is_red else "black_suit"
            item.setForeground(QBrush(QColor(theme.colour(name))))
            font = QFont(self.font())
            font.setBold(left < 0)
            font.setStrikeOut(left == 0)
            item.setFont(font)

    def _pick(self, row: int, column: int) -> None:
        card = self.cards.get((row, column)) or self.cards.get((row, 0))
        if card is not None:
            self.picked.emit(card)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.currentIndex().isValid():
            self._pick(self.currentRow(), self.currentColumn())
            return  # Enter picks a card here; it does not press the dialog's default button
        super().keyPressEvent(event)


class CardEntry(QLineEdit):
    """The line cards are typed into: Enter places them, and applies the dialog only once the line is empty. Its
    example (the placeholder) stays whole: the line is never narrower than it."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        margins = self.textMargins()
        # the frame, the text's own margins and the clear button's room on the right
        example = self.fontMetrics().horizontalAdvance(self.placeholderText()) + margins.left() + margins.right() + 36
        return QSize(max(hint.width(), example), hint.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.text().strip():
            self.returnPressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)
