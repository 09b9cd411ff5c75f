"""A row (fan) of cards a player selects from, drags away and moves through with the keys; a screen reader
hears each card (card_access.py). The cards themselves are painted by cards.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QPainter
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from ...i18n import _, ngettext
from ...rules.cards import Card
from ...words.cards import card_name
from ..focus import keyboard_focus, paint_focus_ring
from ..theme import TABLE
from . import access as card_access
from .painter import CARD_RATIO, cards_mime, fan_pixmap, paint_card

if TYPE_CHECKING:  # the event classes for the annotations only: PySide builds each one's enums on first use
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent


class CardRow(QWidget):
    """A fan of cards in a row: click or Space toggles selection, Left/Right move the focus.

    Dragging across the cards selects (or, started on a selected card of a non-draggable row,
    deselects) every card passed. ``draggable=True`` lets the selection be dragged away: press on a
    selected card and move, or sweep a selection and pull it up out of the row; the drag carries
    :data:`CARDS_MIME`. ``selectable=False`` makes a display-only row (melds, the pile).
    """

    selectionChanged = Signal()
    clicked = Signal()
    #: the keyboard brought the focus here (Tab, Shift+Tab, a shortcut): the window says which keys work
    keyboardFocus = Signal()
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
                covered=i < len(self._cards) - 1,
            )
            if i in self._marked:
                visible = rect.width() * (1 - self.overlap) if i < len(self._cards) - 1 else rect.width()
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(TABLE["card_mark"]))
                p.drawRoundedRect(QRectF(rect.left() + 3, rect.bottom() - 7, visible - 6, 5), 2.5, 2.5)
        if keyboard_focus(self) and 0 <= self._focus < len(self._cards):
            # the card the arrows are on: ringed where it shows (the next card covers its right part)
            rect = self.card_rect(self._focus)
            if self._focus < len(self._cards) - 1:
                rect.setRight(self.card_rect(self._focus + 1).left() + rect.width() * 0.12)
            paint_focus_ring(p, rect.adjusted(-4, -4, 4, 4))
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
        if event.reason() in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason,
        ):
            self.keyboardFocus.emit()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        self.update()
        super().focusOutEvent(event)

    # -- accessibility ------------------------------------------------------------------------------

    def card_accessible_name(self, index: int) -> str:
        card = self._cards[index]
        return card_name(card) if card is not None else _("Face-down card")

    # the cards as the row's accessible children (tutor.gui.cards.access); a face-down hand has none to tell apart

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
