"""The move being built, on the felt: each part set aside with a button to put it back, and the buttons that
send the whole move or ask the referee about it first."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from ...i18n import _
from ..cards.drop import CardDropTarget
from ..cards.painter import cards_from_mime
from ..cards.row import CardRow
from ..flow_layout import FlowLayout
from ..theme import TABLE, css

if TYPE_CHECKING:  # for the annotations only: the moves load with the first position
    from ...play.draft import MoveDraft, Part

CAPTION_STYLE = css("color: $felt_ink; font-size: 12px;", TABLE)


class PartBox(QFrame):
    """One part of the draft: what it is ("New meld", "Onto the K meld"), its cards and a button to put it back."""

    def __init__(self, caption: str, cards: Sequence, card_height: int, take_back: Callable[..., None]):
        super().__init__()
        self.setObjectName("draftPart")
        self.setStyleSheet(css("QFrame#draftPart { border: 1px dashed $felt_draft_part; border-radius: 6px; }", TABLE))
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 2, 4, 4)
        box.setSpacing(2)
        head = QHBoxLayout()
        head.setSpacing(4)
        self.caption = QLabel(caption)
        self.caption.setStyleSheet(CAPTION_STYLE)
        head.addWidget(self.caption, 1)
        self.back = QToolButton()
        self.back.setText("×")
        self.back.setAutoRaise(True)
        self.back.setStyleSheet(css("QToolButton { color: $felt_ink; font-size: 14px; font-weight: bold; }", TABLE))
        self.back.setToolTip(_("Put these cards back in the hand"))
        self.back.setAccessibleName(_("Put back: {part}").format(part=caption))
        self.back.clicked.connect(take_back)
        head.addWidget(self.back)
        box.addLayout(head)
        self.row = CardRow(list(cards), card_height=card_height, selectable=False, overlap=0.45)
        self.row.setAccessibleName(caption)
        box.addWidget(self.row)


class DraftView(CardDropTarget[tuple[str, int | None]], QFrame):
    """Shown while a move is being built. Cards dropped here become a new part; dropped on a part, they join it."""

    #: part index or None for a new meld, the cards dropped
    cardsDropped = Signal(object, object)
    takeBackRequested = Signal(int)
    playRequested = Signal()
    askRequested = Signal()
    clearRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("draft")
        self.setAcceptDrops(True)
        self.setStyleSheet(
            css("QFrame#draft { border: 2px solid $drop_frame; border-radius: 8px; background: $felt_draft_shade; }", TABLE)
        )
        root = QVBoxLayout(self)
        root.setContentsMargins(8, 4, 8, 6)
        root.setSpacing(4)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(css("color: $felt_ink; font-size: 13px; font-weight: bold;", TABLE))
        root.addWidget(self.summary)
        self.parts_layout = FlowLayout(spacing=6)
        root.addLayout(self.parts_layout)
        buttons = FlowLayout(spacing=6)  # a second row beside a lesson rather than a felt wider than the window
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.playRequested)
        self.ask_button = QPushButton()
        self.ask_button.clicked.connect(self.askRequested)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clearRequested)
        for button in (self.play_button, self.ask_button, self.clear_button):
            button.setMinimumHeight(28)
            buttons.addWidget(button)
        root.addLayout(buttons)
        self.part_boxes: list[PartBox] = []
        self.card_height = 56
        self.hide()
        self.translate_ui()

    def translate_ui(self) -> None:
        self.play_button.setText(_("Play this move"))
        self.play_button.setToolTip(_("Send the whole move to the referee and play it if it is legal (Enter)"))
        self.play_button.setShortcut(QKeySequence(Qt.Key.Key_Return))
        self.ask_button.setText(_("Ask the referee (?)"))
        self.ask_button.setToolTip(_("Hear the ruling on this move without playing it (?)"))
        self.ask_button.setShortcut(QKeySequence("?"))
        self.clear_button.setText(_("Put all back"))
        self.clear_button.setToolTip(_("Put every card set aside back in the hand (Backspace puts back the last part)"))

    def show_draft(self, draft: MoveDraft, summary: str, caption: Callable[[Part], str]) -> None:
        """Show ``draft`` (hidden when empty); ``summary`` says what playing it does, ``caption`` names a part."""
        for box in self.part_boxes:
            self.parts_layout.removeWidget(box)
            box.hide()  # gone at once, deleted when the event loop next runs
            box.deleteLater()
        self.part_boxes = []
        for i, part in enumerate(draft.parts):
            box = PartBox(
                caption(part),
                part.cards,
                self.card_height,
                lambda _checked=False, index=i: self.takeBackRequested.emit(index),
            )
            self.parts_layout.addWidget(box)
            self.part_boxes.append(box)
        self.summary.setText(summary)
        for button in (self.play_button, self.ask_button, self.clear_button):
            button.show()
        self.setVisible(bool(draft))

    def show_drop_zone(self, invitation: str) -> None:
        """Shown empty while cards are dragged: the place to set them aside."""
        self.summary.setText(invitation)
        for button in (self.play_button, self.ask_button, self.clear_button):
            button.hide()
        self.show()

    # -- dropping ----------------------------------------------------------------------------------------

    def part_at(self, pos: QPointF) -> int | None:
        point = pos.toPoint()
        for i, box in enumerate(self.part_boxes):
            if box.geometry().contains(point):
                return i
        return None

    def _drop_target(self, event) -> tuple[str, int | None] | None:
        if cards_from_mime(event.mimeData()) is None:
            return None
        index = self.part_at(event.position())
        return ("part", index) if index is not None else ("new", None)

    def _dropped(self, target: tuple[str, int | None], cards: list) -> None:
        self.cardsDropped.emit(target[1], cards)
