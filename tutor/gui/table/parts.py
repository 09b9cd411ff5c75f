"""The painted parts of the table: the stock and the pile, a side's melds, the other seats' hands, the move
buttons. Each paints what the position shows and offers the cards dropped on it; the table (``table.py``) puts
the moves they ask for to the referee."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ...i18n import _, format_number, ngettext
from ...rules.cards import Card
from ...words.captions import pile_caption, stock_caption
from ...words.cards import RANK_NAMES, card_name
from ..cards import access as card_access
from ..cards.drop import CardDropTarget
from ..cards.painter import CARD_RATIO, cards_from_mime, paint_card
from ..cards.row import CardRow
from ..theme import TABLE, css
from .felt import INK

if TYPE_CHECKING:  # the event classes for the annotations only: PySide builds each one's enums on first use
    from PySide6.QtGui import QDragMoveEvent, QDropEvent, QMouseEvent, QPaintEvent

    from ...rules.melds import Meld
    from ...rules.state import Position

DROP = QColor(TABLE["drop"])
#: a seat's caption, and the caption of the seat whose turn it is (highlighted, as a glance must tell)
SEAT_STYLE = css("color: $felt_ink; font-size: 13px; font-weight: bold;", TABLE)
TURN_STYLE = css(
    "color: $on_drop; background: $drop; border-radius: 4px; padding: 1px 6px; font-size: 13px; font-weight: bold;", TABLE
)


def meld_order(cards: Sequence[Card]) -> list[Card]:
    """A meld's cards as the fan shows them: naturals first, as a meld is read (A♣ A♣ 2♦); every card's index
    stays in sight."""
    return sorted(cards, key=lambda c: (c.is_wild, c.sort_key))


class PileWidget(CardDropTarget[str], QWidget):
    """The stock (a back with its count) and the discard pile (top card, frozen marker).

    Cards dropped on the discard pile are offered to the table as a discard (``cardsDropped``).
    """

    cardsDropped = Signal(object)  # list[Card]
    #: Enter or Space on the focused pile: take it
    takeRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.position: Position | None = None
        self.card_height = 86
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(self.sizeHint())

    def describe(self) -> str:
        """What a sighted player sees: the stock's count, the pile's top card, its count and whether it is frozen."""
        pos = self.position
        if pos is None:
            return ""
        stock = stock_caption(pos.stock_size)
        if not pos.discard:
            return _("{stock}. The discard pile is empty.").format(stock=stock)
        n = len(pos.discard)
        pile = ngettext("Discard pile: {n} card, {card} on top", "Discard pile: {n} cards, {card} on top", n).format(
            n=format_number(n), card=card_name(pos.discard[-1])
        )
        frozen = pos.frozen_as_players_say(pos.team())
        freezer = pos.pile_freezer()
        if frozen == "not-melded":  # a player alone is not a side
            pile = (
                _("{pile}, frozen until the player to move has made an initial meld")
                if pos.plays_alone(pos.team())
                else _("{pile}, frozen until the side to move has made its initial meld")
            ).format(pile=pile)
        elif frozen is not None and freezer is not None:  # the card that freezes it, as a player looks for it
            pile = _("{pile}, frozen by the {card} in it").format(pile=pile, card=card_name(freezer))
        return f"{stock}. {pile}."

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.takeRequested.emit()
            return
        super().keyPressEvent(event)

    def _column(self) -> float:
        """The stock's and the pile's slot are wide enough for the pile's crosswise freezer card."""
        return self.card_height + 40.0

    def _slot(self, index: int) -> QRectF:
        """The stock's (0) or the pile's (1) slot, caption included: stacked, the stock above the pile,
        so the table keeps its width for the melds."""
        height = self.card_height + 58.0
        return QRectF(0, index * height, self._column(), height)

    def sizeHint(self) -> QSize:
        return QSize(int(self._column()), int(self._slot(1).bottom()))

    def _card_rect(self, index: int) -> QRectF:
        h = self.card_height
        w = h / CARD_RATIO
        slot = self._slot(index)
        return QRectF(slot.left() + (slot.width() - w) / 2, slot.top() + 6.0, w, h)

    def pile_area(self) -> QRectF:
        """Where a drop means "discard": the pile's slot, caption included."""
        return self._slot(1)

    def set_position(self, position: Position) -> None:
        self.position = position
        self.setAccessibleName(self.describe())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        pos = self.position
        if pos is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.card_height
        w = h / CARD_RATIO
        stock = self._card_rect(0)
        if pos.stock_size:
            for k in range(min(3, pos.stock_size)):
                paint_card(p, stock.translated(k * 2, -k * 2), None)
        else:
            p.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(stock, 6, 6)
        font = p.font()
        font.setPixelSize(13)
        p.setFont(font)
        p.setPen(INK)
        p.drawText(
            self._slot(0).adjusted(0, h + 10, 0, 0),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            stock_caption(pos.stock_size),
        )
        pile = self._card_rect(1)
        reason = pos.frozen_as_players_say(pos.team())
        freezer = pos.pile_freezer() if reason is not None and pos.discard else None
        if freezer is not None and len(pos.discard) > 1:  # only a real card lies crosswise
            p.save()
            p.translate(pile.center())
            p.rotate(90)
            paint_card(p, QRectF(-w / 2, -h / 2, w, h), freezer)
            p.restore()
        if pos.discard:
            paint_card(p, pile, pos.top)
        else:
            p.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(pile, 6, 6)
        if self.drop_hover:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(DROP, 3, Qt.PenStyle.DashLine))
            p.drawRoundedRect(pile.adjusted(-5, -5, 5, 5), 8, 8)
        p.setPen(INK)
        caption = pile_caption(len(pos.discard), frozen=reason is not None and bool(pos.discard))
        p.drawText(
            self._slot(1).adjusted(0, h + 10, 0, 0),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            caption,
        )
        p.end()

    # -- dropping cards on the pile ------------------------------------------------------------------

    def _drop_target(self, event: QDragMoveEvent | QDropEvent) -> str | None:
        if (
            self.position is not None
            and cards_from_mime(event.mimeData()) is not None
            and self.pile_area().contains(event.position())
        ):
            return "pile"
        return None

    def _dropped(self, target: str, cards: list[Card]) -> None:
        self.cardsDropped.emit(cards)


class MeldsWidget(CardDropTarget[tuple[str, int | None]], QWidget):
    """One side's melds: small fans, canastas as stacks with a size badge; click to choose a meld.

    Cards dropped on a meld are offered for adding to it; dropped elsewhere on the moving side's
    area they are offered as a new meld (``cardsDropped`` with index None).
    """

    meldClicked = Signal(int, int)  # team, index: chosen (by the arrow keys, or a click with no card selected)
    #: a meld clicked with the mouse: the selected cards go onto it, or, with none selected, it is chosen
    meldPressed = Signal(int, int)
    cardsDropped = Signal(int, object, object)  # team, meld index or None for a new meld, list[Card]
    #: Enter on a chosen meld: add the selected cards to it
    addRequested = Signal()

    def __init__(self, team: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.team = team
        self.melds: list[Meld] = []
        self.threes: list[Card] = []  # laid out in front of the side
        self.chosen: int | None = None
        #: the moving side's area: a drop beside its melds lays a new meld
        self.takes_new_melds = False
        #: while cards are dragged over: ("meld", index) or ("new", None); None otherwise
        self.drop_hover: tuple[str, int | None] | None = None
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # arrows choose a meld, Enter adds the selected cards to it
        card_access.install()
        #: the side's name, for the accessible description
        self.owner = ""
        self.card_height = 58
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.card_height + 16)

    def sizeHint(self) -> QSize:
        return QSize(300, self.height())

    def set_card_height(self, height: int) -> None:
        self.card_height = height
        self._fit_height()
        self.update()

    def set_melds(self, melds: list[Meld], threes: list[Card], chosen: int | None) -> None:
        self.melds, self.threes, self.chosen = list(melds), list(threes), chosen
        self.setAccessibleName(self.describe())
        self._fit_height()
        self.update()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """As many lines of melds as they take at this width (many melds and canastas wrap onto a second)."""
        melds, threes, _step = self._layout()
        bottoms = [rect.bottom() for rect in melds] + ([threes.y() + self.card_height * 0.8] if self.threes else [])
        height = max(self.card_height + 16, int(max(bottoms, default=0.0)) + 10)
        if height != self.height():
            self.setFixedHeight(height)
            self.updateGeometry()

    @staticmethod
    def meld_words(meld: Meld) -> str:
        """A meld as a player reads it: its rank, its size, canasta or not."""
        naturals = [c for c in meld.cards if not c.is_wild]
        what = _(RANK_NAMES[naturals[0].rank]) if naturals else _("Wild-card")
        count = ngettext("{n} card", "{n} cards", meld.size).format(n=meld.size)
        return (_("{what} canasta, {count}") if meld.is_canasta else _("{what} meld, {count}")).format(
            what=what, count=count
        )

    def describe(self) -> str:
        """Whose melds, and each meld as a player reads it."""
        parts = [self.meld_words(meld) for meld in self.melds]
        body = _("; ").join(parts) if parts else _("No melds")
        return _("{side}: {melds}").format(side=self.owner, melds=body) if self.owner else body

    # each meld as an accessible child (tutor.gui.cards.access)

    def accessible_items(self) -> int:
        return len(self.melds)

    def accessible_item_name(self, index: int) -> str:
        meld = self.melds[index]
        cards = ", ".join(card_name(card) for card in meld_order(meld.cards))  # in words, as the hand's cards
        return _("{meld}: {cards}").format(meld=self.meld_words(meld), cards=cards)

    def accessible_item_rect(self, index: int) -> QRectF:
        return self._rects()[index]

    def accessible_item_selected(self, index: int) -> bool:
        return index == self.chosen

    accessible_item_focused = accessible_item_selected

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        if self.melds and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            current = self.chosen if self.chosen is not None else (-1 if key == Qt.Key.Key_Right else len(self.melds))
            index = max(0, min(len(self.melds) - 1, current + (1 if key == Qt.Key.Key_Right else -1)))
            if index != self.chosen:
                self.meldClicked.emit(self.team, index)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.chosen is not None:
            self.addRequested.emit()
            return
        super().keyPressEvent(event)

    def _layout(self) -> tuple[list[QRectF], QPointF, float]:
        """Each meld's rectangle, where the laid-out threes begin, and the step between a fan's cards: melds that
        do not fit the width go onto the next line; a fan is squeezed only when it alone is wider than a line."""
        h = self.card_height
        w = h / CARD_RATIO
        gap, line = 10.0, h + 10
        available = self.width() if self.width() > 0 else 300
        threes = (w * 0.8 + (len(self.threes) - 1) * w * 0.3 + 18) if self.threes else 0.0
        step = w * 0.32
        longest = max((m.size for m in self.melds if not m.is_canasta), default=1)
        if longest > 1 and w + (longest - 1) * step > available - 8:
            step = max(w * 0.08, (available - 8 - w) / (longest - 1))
        rects = []
        x, y = 4.0, 6.0
        for meld in self.melds:
            width = w + 8 if meld.is_canasta else w + (meld.size - 1) * step
            if x > 4 and x + width > available - 4:
                x, y = 4.0, y + line
            rects.append(QRectF(x, y, width, h))
            x += width + gap
        start = QPointF(rects[-1].right() + 18, y) if rects else QPointF(4.0, 6.0)
        if rects and start.x() + threes - 18 > available - 4:
            start = QPointF(4.0, y + line)
        return rects, start, step

    def _rects(self) -> list[QRectF]:
        return self._layout()[0]

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.card_height
        w = h / CARD_RATIO
        font = p.font()
        rects, threes_at, step = self._layout()
        for i, (meld, rect) in enumerate(zip(self.melds, rects)):
            if meld.is_canasta:
                natural = meld.is_natural
                wanted = [c for c in meld.cards if c.suit is not None and c.suit.is_red == natural]
                top = wanted[0] if wanted else meld.cards[0]
                for k in range(3, 0, -1):
                    paint_card(p, QRectF(rect.left() + k * 2.5, rect.top() - k * 1.5 + 4, w, h), None)
                paint_card(p, QRectF(rect.left(), rect.top(), w, h), top)
                badge = QRectF(rect.left() + w - 14, rect.top() + h - 18, 24, 20)
                p.setBrush(QColor(TABLE["canasta_natural" if natural else "canasta_mixed"]))
                p.setPen(QPen(QColor(TABLE["canasta_badge_text"]), 1.2))
                p.drawRoundedRect(badge, 6, 6)
                font.setPixelSize(12)
                font.setBold(True)
                p.setFont(font)
                p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(meld.size))
            else:
                cards = meld_order(meld.cards)
                for k, card in enumerate(cards):
                    paint_card(p, QRectF(rect.left() + k * step, rect.top(), w, h), card, covered=k < len(cards) - 1)
            if i == self.chosen:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(DROP, 3))
                p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)
        if self.threes:
            x, y = threes_at.x(), threes_at.y()
            for k, card in enumerate(self.threes):
                paint_card(p, QRectF(x + k * w * 0.3, y, w * 0.8, h * 0.8), card, covered=k < len(self.threes) - 1)
        if not self.melds and not self.threes:
            p.setPen(QColor(TABLE["felt_ink_faint"]))
            font.setPixelSize(13)
            font.setItalic(True)
            p.setFont(font)
            empty = _("No melds yet: drag cards here to meld them") if self.takes_new_melds else _("No melds yet")
            p.drawText(
                self.rect().adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, empty
            )  # whole when narrow
        if self.drop_hover is not None:
            kind, index = self.drop_hover
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(DROP, 2.5, Qt.PenStyle.DashLine))
            area = (
                self._rects()[index] if kind == "meld" and index is not None else QRectF(self.rect()).adjusted(2, 2, -2, -2)
            )
            p.drawRoundedRect(area.adjusted(-3, -3, 3, 3), 6, 6)
        p.end()

    def meld_at(self, pos: QPointF) -> int | None:
        for i, rect in enumerate(self._rects()):
            if rect.adjusted(-4, -4, 4, 4).contains(pos):
                return i
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.meld_at(event.position())
        if index is not None:
            self.meldPressed.emit(self.team, index)
            return
        super().mousePressEvent(event)

    # -- dropping cards on the melds -----------------------------------------------------------------

    def _drop_target(self, event: QDragMoveEvent | QDropEvent) -> tuple[str, int | None] | None:
        if cards_from_mime(event.mimeData()) is None:
            return None
        index = self.meld_at(event.position())
        if index is not None:
            return ("meld", index)
        return ("new", None) if self.takes_new_melds else None

    def _dropped(self, target: tuple[str, int | None], cards: list[Card]) -> None:
        self.cardsDropped.emit(self.team, target[1], cards)


class MoveButton(QPushButton):
    """A move button as wide as its label needs: the style's 80-pixel minimum would put seven of them on two
    rows beside a lesson."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        label = self.fontMetrics().horizontalAdvance(self.text().replace("&", "")) + 16
        return QSize(min(hint.width(), max(label, 48)), hint.height())

    minimumSizeHint = sizeHint


#: how much of each card a hand shown face up at another seat leaves visible: its index, read at a glance
FACE_UP_OVERLAP = 0.55
#: the most cards a face-up row at a side seat holds with each index in sight (a special hand lies in two)
FACE_UP_ROW = 7


class SeatBox(QWidget):
    """One of the other players at the table: name, card count and the backs of the hidden hand.

    Placed where the player sits as seen from the bottom seat: across at the top, or on the left
    or right of the felt (``seats.PLACES``)."""

    def __init__(self, place: str, card_height: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.place = place
        side = place in ("left", "right", "bottom-left", "bottom-right")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        self.label = QLabel()
        self.label.setWordWrap(True)  # a side seat is narrow; five other seats must still fit
        self.label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        # a side seat's fan is squeezed tight so the felt between the seats keeps its width
        self.backs_overlap = 0.86 if side else 0.78
        self.row = CardRow(card_height=card_height, selectable=False, overlap=self.backs_overlap)
        # a hand shown face up (a special hand, every hand once the hand is over) is read card by card: past seven
        # cards it lies in two rows, each card's index seen
        self.second_row = CardRow(card_height=card_height, selectable=False, overlap=FACE_UP_OVERLAP)
        self.second_row.hide()
        box.addWidget(self.label)
        box.addWidget(self.row, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.second_row, 0, Qt.AlignmentFlag.AlignHCenter)
        # a fixed width, so that the wrapped caption gets the height it needs: three seats across the top of a
        # narrow table wrapped theirs onto a third line that the row had no room for
        width = 112 if side else 150
        self.setFixedWidth(width)
        self.label.setFixedWidth(width)
        self.setSizePolicy(QSizePolicy.Policy.Maximum if not side else QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)

    def show_seat(self, caption: str, cards: int, to_move: bool, shown: Sequence[Card] | None = None) -> None:
        """The seat's caption and its hand: face down, or the cards ``shown`` face up (a special hand, a hand laid
        open when the hand is over), in two rows when they are more than a row holds."""
        self.label.setText(("▶ " + caption) if to_move else caption)  # whose turn it is
        self.label.setStyleSheet(TURN_STYLE if to_move else SEAT_STYLE)
        if shown is None:
            self.row.overlap = self.backs_overlap
            self.row.set_cards([None] * min(cards, 15))
            self.second_row.hide()
        else:
            half = len(shown) if len(shown) <= FACE_UP_ROW else (len(shown) + 1) // 2
            self.row.overlap = FACE_UP_OVERLAP
            self.row.set_cards(list(shown[:half]))
            self.second_row.set_cards(list(shown[half:]))
            self.second_row.setVisible(len(shown) > half)
        self.row.setAccessibleName(caption)  # one name for the row, not "face-down card" per card
        self.second_row.setAccessibleName(caption)
        self.setAccessibleName(caption)
