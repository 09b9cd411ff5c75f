"""A side's entry form on the score pad: its parts of a hand, typed or counted from its cards; the forms side by side,
each under its side's name and its "Count from the cards…", which stay in sight while the forms scroll."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QWidget,
)

from ...i18n import N_, _
from ...rules.scoring import SideParts, canasta_kinds
from ...rules.special_hands import SPECIAL_HAND_VALUES
from ...scorepad import Game
from ...scorepad.game import MAX_CANASTAS, MAX_MISMELDS, MAX_POINTS
from ...words.explain import special_hand_name
from .card_entry import CardEntryDialog

#: canasta kinds as a player names them
CANASTA_KIND_NAMES = {
    "natural": N_("Natural canastas"),
    "mixed": N_("Mixed canastas"),
    "sequence": N_("Sequence canastas"),
    "wild-jokers": N_("Canastas of jokers"),
    "wild-twos": N_("Canastas of twos"),
    "wild-mixed": N_("Wild-card canastas"),
    "natural-aces": N_("Natural canastas of aces"),
    "mixed-aces": N_("Mixed canastas of aces"),
    "natural-sevens": N_("Canastas of sevens"),
    "natural-concealed": N_("Natural canastas, concealed"),
}


#: the parts of a side's hand as the entry form labels them, by their names in a hand (``SideParts``) and in a
#: refusal's field (``sides[1].went_out``)
PART_LABELS = {
    "melded": N_("Melded cards (points)"),
    "canastas": N_("Canastas"),
    "red_threes": N_("Red threes laid out"),
    "black_threes": N_("Black threes laid out"),
    "in_hand": N_("Cards left in hand (points)"),
    "went_out": N_("Went out"),
    "concealed": N_("concealed (in one turn from the hand)"),
    "special_hand": N_("Special hand"),
    "perfect_cuts": N_("Perfect cuts"),
    "mismelds": N_("Mismelds charged"),
}


class SideEntry(QGroupBox):
    """The parts of one side's hand, in reading order, which is also their Tab order (see ``fields``): first its
    "Count from the cards…", which stands above the form in its ``head`` with the side's name (see EntryArea).

    Every field can always be reached: "concealed" and the special hand are never greyed out, as greying
    them out until "Went out" is ticked made Tab skip them and then, once ticked, stop at them; ticking
    "concealed" or choosing a special hand ticks "Went out", and unticking it clears both."""

    def __init__(self, game: Game, team: int):
        super().__init__()
        self.team = team
        self.game = game
        rs = game.ruleset
        form = QFormLayout(self)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        self.labels: dict[str, QLabel] = {}

        def spin(key: str, maximum: int, step: int = 5) -> QSpinBox:
            box = QSpinBox()
            box.setRange(0, maximum)
            box.setSingleStep(step)
            box.setAccelerated(True)
            self.labels[key] = QLabel()
            self.labels[key].setBuddy(box)
            form.addRow(self.labels[key], box)
            return box

        self.melded = spin("melded", MAX_POINTS)
        self.canastas = {kind: spin(kind, MAX_CANASTAS, 1) for kind in canasta_kinds(rs)}
        self.red_threes = spin("red_threes", 2 * rs.packs, 1)
        self.black_threes = spin("black_threes", 2 * rs.packs, 1) if rs.threes_laid_out == "red-and-black" else None
        self.in_hand = spin("in_hand", MAX_POINTS)
        # only where the table gives a bonus for cutting exactly the cards the deal needs
        self.perfect_cuts = spin("perfect_cuts", max(map(len, game.teams)), 1) if rs.perfect_cut_bonus else None
        # only where the table charges for a mismeld (a house rule): the referee says it, the pad counts it
        self.mismelds = spin("mismelds", MAX_MISMELDS, 1) if rs.mismeld_penalty else None
        self.went_out = QCheckBox()
        self.concealed = QCheckBox()
        self.went_out.toggled.connect(self._went_out_toggled)
        self.concealed.toggled.connect(self._concealed_toggled)
        form.addRow(self.went_out)
        form.addRow(self.concealed)
        self.special: QComboBox | None = None
        if SPECIAL_HAND_VALUES[rs.special_hands]:
            self.special = QComboBox()
            self.special.addItem("", None)
            for name in SPECIAL_HAND_VALUES[rs.special_hands]:
                self.special.addItem("", name)
            self.special.currentIndexChanged.connect(self._special_chosen)
            self.labels["special_hand"] = QLabel()
            self.labels["special_hand"].setBuddy(self.special)
            form.addRow(self.labels["special_hand"], self.special)
        #: the side's name and its "Count from the cards…", above the form (EntryArea keeps them in sight)
        self.head = QWidget()
        head = QHBoxLayout(self.head)
        head.setContentsMargins(0, 0, 0, 0)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setWordWrap(True)  # a long name takes a second line rather than pushing the button away
        bold = QFont(self.name.font())
        bold.setBold(True)
        self.name.setFont(bold)
        self.cards_button = QPushButton()
        self.cards_button.clicked.connect(self.enter_cards)
        head.addWidget(self.name, 1)
        head.addWidget(self.cards_button, 0, Qt.AlignmentFlag.AlignBottom)
        if form.rowCount() > 12:  # the rules with the most parts: closer rows, to fit a screen 800 pixels high
            form.setVerticalSpacing(2)

    def fields(self) -> list[QWidget]:
        """Every field, in reading order (the order of the form's rows)."""
        return [
            self.cards_button,
            *([self.melded] + list(self.canastas.values()) + [self.red_threes]),
            *([self.black_threes] if self.black_threes is not None else []),
            self.in_hand,
            *([self.perfect_cuts] if self.perfect_cuts is not None else []),
            *([self.mismelds] if self.mismelds is not None else []),
            self.went_out,
            self.concealed,
            *([self.special] if self.special is not None else []),
        ]

    def field(self, part: str) -> QWidget | None:
        """The field of a part of the hand as a refusal names it (``went_out``, ``canastas`` …)."""
        if part == "canastas":
            return next(iter(self.canastas.values()), None)
        return {
            "melded": self.melded,
            "red_threes": self.red_threes,
            "black_threes": self.black_threes,
            "in_hand": self.in_hand,
            "went_out": self.went_out,
            "concealed": self.concealed,
            "special_hand": self.special,
            "perfect_cuts": self.perfect_cuts,
            "mismelds": self.mismelds,
        }.get(part)

    def _went_out_toggled(self, on: bool) -> None:
        if not on:
            self.concealed.setChecked(False)
            if self.special is not None:
                self.special.setCurrentIndex(0)

    def _concealed_toggled(self, on: bool) -> None:
        if on:
            self.went_out.setChecked(True)

    def _special_chosen(self, _index: int) -> None:
        if self.special is not None and self.special.currentData() is not None:
            self.went_out.setChecked(True)

    def translate_ui(self, title: str) -> None:
        self.name.setText(title)
        self.setAccessibleName(title)  # the form's frame names the side to a screen reader, as its title did
        self.cards_button.setAccessibleDescription(title)  # which side's cards
        texts = {key: _(label) for key, label in PART_LABELS.items()}
        texts.update({kind: _(CANASTA_KIND_NAMES[kind]) for kind in self.canastas})
        for key, label in self.labels.items():
            label.setText(texts[key])
        self.went_out.setText(_("Went out"))
        self.cards_button.setText(_("Count from the cards…"))
        self.concealed.setText(_("concealed (in one turn from the hand)"))
        if self.special is not None:
            self.special.setItemText(0, _("none"))
            for i in range(1, self.special.count()):
                self.special.setItemText(i, special_hand_name(self.special.itemData(i)))

    def enter_cards(self) -> None:
        """Give the side's melds and hand card by card; the parts the cards make fill the fields."""
        dialog = CardEntryDialog(self.game, self.team, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.parts is not None:
            parts = dialog.parts
            parts.red_threes, parts.went_out, parts.concealed = (
                self.red_threes.value(),
                self.went_out.isChecked(),
                self.concealed.isChecked(),
            )
            self.show_parts(parts)

    def parts(self) -> SideParts:
        return SideParts(
            melded=self.melded.value(),
            canastas={k: box.value() for k, box in self.canastas.items() if box.value()},
            red_threes=self.red_threes.value(),
            black_threes=self.black_threes.value() if self.black_threes else 0,
            went_out=self.went_out.isChecked(),
            concealed=self.went_out.isChecked() and self.concealed.isChecked(),
            special_hand=self.special.currentData() if self.special is not None and self.went_out.isChecked() else None,
            in_hand=self.in_hand.value(),
            perfect_cuts=self.perfect_cuts.value() if self.perfect_cuts else 0,
            mismelds=self.mismelds.value() if self.mismelds else 0,
        )

    def show_parts(self, parts: SideParts | None) -> None:
        parts = parts or SideParts()
        self.melded.setValue(parts.melded)
        for kind, box in self.canastas.items():
            box.setValue(parts.canastas.get(kind, 0))
        self.red_threes.setValue(parts.red_threes)
        if self.black_threes is not None:
            self.black_threes.setValue(parts.black_threes)
        self.in_hand.setValue(parts.in_hand)
        if self.perfect_cuts is not None:
            self.perfect_cuts.setValue(parts.perfect_cuts)
        if self.mismelds is not None:
            self.mismelds.setValue(parts.mismelds)
        self.went_out.setChecked(parts.went_out)
        self.concealed.setChecked(parts.concealed)
        if self.special is not None:
            self.special.setCurrentIndex(max(0, self.special.findData(parts.special_hand)))


class EntryArea(QScrollArea):
    """The sides' entry forms, side by side: shown whole wherever the window has the room, scrolled up and down
    where it has not (the rules with the most parts, on a small screen); never scrolled sideways. QScrollArea's
    own size hint would cut a tall form short even in a large window.

    Above the forms, outside what scrolls, each side's ``head``: its name and its "Count from the cards…", in sight
    however small the window and however far the forms are scrolled. They lie in the viewport's top margin, as a
    table's header does, and are laid out as the forms are (as wide, the same stretch): each over its own form."""

    def __init__(self):
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields, and scrolls to the one it reaches
        self.forms = QWidget()  # the forms' row is laid out in it
        self.row = QHBoxLayout(self.forms)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.setWidget(self.forms)
        self.heads = QWidget(self)
        self.heads_row = QHBoxLayout(self.heads)
        self.heads_row.setContentsMargins(0, 0, 0, 0)
        self.heads_row.setSpacing(self.row.spacing())
        self.forms.installEventFilter(self)
        self.heads.installEventFilter(self)

    def add(self, entry: SideEntry) -> None:
        """A side's form, and its head above it."""
        self.heads_row.addWidget(entry.head, 1)
        self.row.addWidget(entry, 1)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LayoutRequest:  # the forms or heads changed (names, labels, rows): new hints
            self.updateGeometry()
            if watched is self.heads:
                self._place_heads()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name (the viewport's resizing comes here too)
        super().resizeEvent(event)
        self._place_heads()

    def _heads_height(self, width: int) -> int:
        """How tall the heads are at ``width`` (a long name takes two lines), with a gap below; 0 without a side."""
        if not self.heads_row.count():
            return 0
        height = self.heads.heightForWidth(width) if self.heads.hasHeightForWidth() else -1
        return (height if height > 0 else self.heads.sizeHint().height()) + self.row.spacing()

    def _place_heads(self) -> None:
        """The heads over the viewport, as wide as it (so as wide as the forms), the viewport below them."""
        width = self.viewport().width()
        height = self._heads_height(width)
        if self.viewportMargins().top() != height:
            self.setViewportMargins(0, height, 0, 0)
        viewport = self.viewport().geometry()
        self.heads.setGeometry(viewport.x(), viewport.y() - height, viewport.width(), height - self.row.spacing())
        self.heads.setVisible(height > 0)

    def _extra(self) -> QSize:
        return QSize(
            2 * self.frameWidth() + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent), 2 * self.frameWidth()
        )

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        forms = self.forms.sizeHint()
        return forms + self._extra() + QSize(0, self._heads_height(forms.width()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        least = self.forms.minimumSizeHint()
        least.setWidth(max(least.width(), self.heads.minimumSizeHint().width()))
        # as tall as the plainest rule systems' forms and their heads, no taller: the sheet of the hand above keeps
        # its rows (the forms scroll under their heads)
        heads = self._heads_height(least.width())
        height = min(least.height() + heads, 16 * self.fontMetrics().lineSpacing())
        return QSize(least.width(), height) + self._extra()
