"""A side's hand given by its actual cards on the score pad, counted by the shared scorer."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import _
from ...rules.errors import InputError
from ...rules.scoring import SideParts
from ...scorepad import Game
from ...scorepad.counting import parts_from_cards
from ...words.cards import card_label
from ...words.explain import input_error
from .. import theme
from ..cards.picker import CardPicker


class CardEntryDialog(QDialog):
    """A side's hand given by its actual cards, picked with the position editor's card picker: the melds
    on the table and the cards left in hand. The parts are then found by the shared scorer."""

    def __init__(self, game: Game, team: int, parent: QWidget | None = None):
        super().__init__(parent)

        self.game, self.team = game, team
        self.melds: list[list] = [[]]
        self.hand: list = []
        self.setWindowTitle(_("Cards of the hand"))
        layout = QHBoxLayout(self)
        self.picker = CardPicker()
        self.picker.picked.connect(self.add_card)
        layout.addWidget(self.picker)
        side = QVBoxLayout()
        self.target = QComboBox()
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet(theme.css("color: $error;"))
        self.error.setWordWrap(True)
        new_meld = QPushButton(_("Start a new meld"))
        new_meld.clicked.connect(self.new_meld)
        undo = QPushButton(_("Take back the last card"))
        undo.clicked.connect(self.take_back)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept_cards)
        buttons.rejected.connect(self.reject)
        for widget in (QLabel(_("Put the picked cards into:")), self.target, new_meld, undo, self.summary, self.error):
            side.addWidget(widget)
        side.addStretch(1)
        side.addWidget(buttons)
        layout.addLayout(side, 1)
        self.parts: SideParts | None = None
        self.refresh()

    def new_meld(self) -> None:
        if self.melds[-1]:
            self.melds.append([])
        self.refresh(select=len(self.melds) - 1)

    def add_card(self, card) -> None:
        index = self.target.currentData()
        (self.hand if index is None else self.melds[index]).append(card)
        self.refresh(select=index)

    def take_back(self) -> None:
        index = self.target.currentData()
        cards = self.hand if index is None else self.melds[index]
        if cards:
            cards.pop()
        self.refresh(select=index)

    def refresh(self, select: int | None = 0) -> None:

        rs = self.game.ruleset
        used = Counter(c for meld in self.melds for c in meld) + Counter(self.hand)
        self.picker.show_counts(lambda card: rs.copies(card) - used[card], rs.copies)
        self.target.blockSignals(True)
        self.target.clear()
        for i in range(len(self.melds)):
            self.target.addItem(_("Meld {n}").format(n=i + 1), i)
        self.target.addItem(_("Cards left in hand"), None)
        self.target.setCurrentIndex(self.target.findData(select) if select is not None else self.target.count() - 1)
        self.target.blockSignals(False)
        lines = [
            _("Meld {n}: {cards}").format(n=i + 1, cards=" ".join(card_label(c) for c in meld) or "–")
            for i, meld in enumerate(self.melds)
        ]
        lines.append(_("Cards left in hand: {cards}").format(cards=" ".join(card_label(c) for c in self.hand) or "–"))
        self.summary.setText("\n".join(lines))

    def accept_cards(self) -> None:
        try:
            self.parts = parts_from_cards(self.game, self.team, [m for m in self.melds if m], self.hand)
        except InputError as exc:
            self.error.setText(input_error(exc))
            return
        self.accept()
