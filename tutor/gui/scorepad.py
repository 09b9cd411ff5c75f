"""The score pad window: a real game's score, hand by hand, by the rule system being played.

Everything is computed by ``tutor.scorepad`` (which scores through the shared scorer); this
window only takes the parts of each hand, shows the totals large and keeps the games saved.
Keyboard: every field is reached with Tab, Enter adds (or saves) the hand, Ctrl+Z takes back the last one.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Sequence
from datetime import date
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, QStandardPaths, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import N_, _, format_number, language, ngettext, pgettext
from ..play.profiles import load_book
from ..rules.errors import InputError
from ..rules.notation import read_position
from ..rules.presets import PRESETS
from ..rules.scoring import SideParts, TeamScore, canasta_kinds, parts_of
from ..rules.special_hands import SPECIAL_HAND_VALUES
from ..rules.variants import Ruleset
from ..scorepad import Game, GameStore, ScorePadError
from ..scorepad.game import MAX_CANASTAS, MAX_NAME, MAX_POINTS, MAX_TARGET, MIN_TARGET, GameChanged
from ..storage import set_aside_files, write_atomic
from ..words.cards import card_label
from ..words.explain import input_error, score_sheet_rows, set_aside_message, special_hand_name
from ..words.systems import variant_name
from . import crash, theme
from .card_picker import CardPicker
from .language import language_signal

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
}


def csv_header() -> list[str]:
    """The CSV export's column names in the reader's language (tutor.scorepad.game.CSV_COLUMNS, in order)."""
    return [
        pgettext("score CSV column", "Hand"),
        _("Side"),
        _("Melded"),
        _("Bonuses"),
        _("In hand"),
        pgettext("score CSV column", "Hand score"),
        pgettext("score pad column", "Total"),
    ]


class SideEntry(QGroupBox):
    """The parts of one side's hand, in reading order, which is also their Tab order (see ``fields``).

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
        self.cards_button = QPushButton()
        self.cards_button.clicked.connect(self.enter_cards)
        form.addRow(self.cards_button)
        if form.rowCount() > 12:  # the rules with the most parts: closer rows, to fit a screen 800 pixels high
            form.setVerticalSpacing(2)

    def fields(self) -> list[QWidget]:
        """Every field, in reading order (the order of the form's rows)."""
        return [
            *([self.melded] + list(self.canastas.values()) + [self.red_threes]),
            *([self.black_threes] if self.black_threes is not None else []),
            self.in_hand,
            *([self.perfect_cuts] if self.perfect_cuts is not None else []),
            self.went_out,
            self.concealed,
            *([self.special] if self.special is not None else []),
            self.cards_button,
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
        self.setTitle(title.replace("&", "&&"))  # a name is not a keyboard accelerator
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
        self.went_out.setChecked(parts.went_out)
        self.concealed.setChecked(parts.concealed)
        if self.special is not None:
            self.special.setCurrentIndex(max(0, self.special.findData(parts.special_hand)))


class NewGameDialog(QDialog):
    """Rule system, players, names, target and first dealer of a new game."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)

        self.setWindowTitle(_("New game"))
        form = QFormLayout(self)
        self.book = load_book()
        self.system = QComboBox()
        for variant in PRESETS:
            self.system.addItem(variant_name(variant), variant)
        #: the table's rules: the system's own or a profile of the system (its house rules)
        self.rules = QComboBox()
        active = self.book.active()
        if active is not None:
            self.system.setCurrentIndex(self.system.findData(active.variant))
        self.players = QComboBox()
        self.target = QSpinBox()
        self.target.setRange(MIN_TARGET, MAX_TARGET)
        self.target.setSingleStep(500)
        self.dealer = QComboBox()
        self.names = [QLineEdit() for _ in range(6)]
        self.side_names = [QLineEdit() for _ in range(3)]
        for edit in self.names + self.side_names:
            edit.setMaxLength(MAX_NAME)
        form.addRow(_("Rule system"), self.system)
        form.addRow(_("Rules"), self.rules)
        form.addRow(_("Players"), self.players)
        self.form = form
        for i, edit in enumerate(self.names):
            edit.setPlaceholderText(_("Player {n}").format(n=i + 1))
            form.addRow(QLabel(_("Player {n}").format(n=i + 1)), edit)
        for i, edit in enumerate(self.side_names):
            edit.setPlaceholderText(_("optional"))
            form.addRow(QLabel(_("Side {n}").format(n=i + 1)), edit)
        form.addRow(_("Target"), self.target)
        form.addRow(_("First dealer"), self.dealer)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.rules.currentIndexChanged.connect(lambda _i: self._players_changed() if self.players.count() else None)
        self._system_changed()

    def _system_changed(self) -> None:

        variant = self.system.currentData()
        self.rules.clear()
        self.rules.addItem(_("The system's own rules"), None)
        for profile in self.book.profiles:
            if profile.variant == variant:
                self.rules.addItem(profile.name, profile.name)
        active = self.book.active()
        if active is not None and active.variant == variant:
            self.rules.setCurrentIndex(self.rules.findData(active.name))
        counts = PRESETS[variant].players
        self.players.blockSignals(True)
        self.players.clear()
        for n in counts:
            self.players.addItem(format_number(n), n)
        self.players.setCurrentIndex(max(0, self.players.findData(4)))
        self.players.blockSignals(False)
        self._players_changed()

    def _ruleset(self, players: int) -> Ruleset:
        """The rules of the game being set up: the system's own, or a profile's house rules."""
        profile = self.book.get(self.rules.currentData())
        return Ruleset.build(self.system.currentData(), players, profile.options if profile else {})

    @staticmethod
    def _named_sides(rules: Ruleset) -> int:
        """How many sides get a name: the partnerships; players alone need none (they are the sides)."""
        sides = len(rules.default_teams())
        return sides if sides < rules.players else 0

    def _players_changed(self) -> None:
        n = self.players.currentData() or 4
        rules = self._ruleset(n)
        self.target.setValue(rules.target_score)
        for i, edit in enumerate(self.names):
            self.form.setRowVisible(edit, i < n)  # the row goes, with its spacing
        sides = self._named_sides(rules)
        for i, edit in enumerate(self.side_names):
            self.form.setRowVisible(edit, i < sides)
        self.dealer.clear()
        for i in range(n):
            self.dealer.addItem(self.names[i].text() or _("Player {n}").format(n=i + 1), i)

    def game(self) -> Game:
        n = self.players.currentData()
        names = [edit.text().strip() for edit in self.names[:n]]
        sides = self._named_sides(self._ruleset(n))
        team_names = [edit.text().strip() for edit in self.side_names[:sides]] if sides else None
        profile = self.book.get(self.rules.currentData())
        return Game.new(
            self.system.currentData(),
            n,
            names=names,
            team_names=team_names,
            target=self.target.value(),
            first_dealer=self.dealer.currentData() or 0,
            options=profile.options if profile else None,
        )


#: what the pad says when another copy of the app changed the game on screen (see GameStore.save)
CHANGED_ELSEWHERE = N_(
    "Another copy of Canasta Tutor has changed this game, so your last change was not saved. "
    "The game is now shown as saved there: make your change again if it is still needed."
)


#: what the first screen says while no game is kept
WELCOME = N_(
    "Choose the rule system, the players and the target. After each hand, enter what each side counted: "
    "melded cards, canastas, red threes, who went out and the cards left in hand. The pad scores the "
    "hand by the rules, keeps the totals and says when a side has won. Games are saved as you go."
)


RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
#: as ``ScoreItem.data`` is asked for them, hundreds of times a paint
DISPLAY_ROLE, TOOLTIP_ROLE, ALIGNMENT_ROLE = (
    int(Qt.ItemDataRole.DisplayRole),
    int(Qt.ItemDataRole.ToolTipRole),
    int(Qt.ItemDataRole.TextAlignmentRole),
)
RIGHT_ALIGNED = RIGHT.value


class ScoreItem(QTableWidgetItem):
    """A figure in the history, worded only when it is shown: its number, and its tooltip (the side's hand
    part by part). Wording every hand's at each refresh made a long game slow to open."""

    def __init__(self, value: int, scores: list[TeamScore], team: int):
        super().__init__()
        self.value, self.scores, self.team = value, scores, team

    def data(self, role: int):
        if role == DISPLAY_ROLE:
            return format_number(self.value)
        if role == TOOLTIP_ROLE:
            return breakdown(self.scores, self.team)
        if role == ALIGNMENT_ROLE:
            return RIGHT_ALIGNED
        return super().data(role)


class EntryArea(QScrollArea):
    """The sides' entry forms, side by side: shown whole wherever the window has the room, scrolled up and down
    where it has not (the rules with the most parts, on a small screen); never scrolled sideways. QScrollArea's
    own size hint would cut a tall form short even in a large window."""

    def __init__(self):
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields, and scrolls to the one it reaches
        self.forms = QWidget()  # the forms' row is laid out in it
        self.setWidget(self.forms)
        self.forms.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LayoutRequest:  # the forms changed (their titles, labels, rows): new hints
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _extra(self) -> QSize:
        return QSize(
            2 * self.frameWidth() + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent), 2 * self.frameWidth()
        )

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.forms.sizeHint() + self._extra()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        least = self.forms.minimumSizeHint()
        # as tall as the forms of the plainest rule systems, no taller: the sheet of the hand above keeps its rows
        return QSize(least.width(), min(least.height(), 16 * self.fontMetrics().lineSpacing())) + self._extra()


class HeaderItem(QTableWidgetItem):
    """A column heading of one line or more, each line cut with "…" to the column's width when it does not fit
    (a side's name can be long), worded anew at every paint as the column's width changes; its tooltip gives the
    whole heading. A heading too wide for its column was cut at both ends ("pieler 1 & Spieler 3: Rund")."""

    def __init__(self, column: int, lines: list[str], tooltip: str):
        super().__init__("\n".join(lines))
        self.section, self.lines, self.tooltip = column, lines, tooltip  # column() is Qt's

    def data(self, role: int):
        if role == DISPLAY_ROLE:
            table = self.tableWidget()
            if table is None:
                return "\n".join(self.lines)
            header = table.horizontalHeader()
            room = header.sectionSize(self.section) - 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) - 4
            metrics = header.fontMetrics()
            return "\n".join(
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, max(room, 0)) or "…" for line in self.lines
            )
        if role == TOOLTIP_ROLE:
            return self.tooltip
        return super().data(role)


def stretched_header(table: QTableWidget, lines: int = 1) -> None:
    """Column headings (``HeaderItem``) of so many lines, the columns stretched over the table."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setTextElideMode(Qt.TextElideMode.ElideNone)  # each line is cut by HeaderItem: Qt's "…" drops the second line
    header.setHighlightSections(False)  # a selected row would make the headings bold, wider than they were cut for
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
    header.setMinimumHeight(lines * header.fontMetrics().lineSpacing() + 2 * margin + 4)


def table_width(table: QTableWidget, columns: int, headings: Sequence[str] = ()) -> int:
    """The least width that shows a table's row headings and, in each column, a score and the headings given
    (a side's name may be cut with "…")."""
    metrics = table.fontMetrics()
    margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 8
    column = max(metrics.horizontalAdvance(text) for text in [format_number(-MAX_TARGET), *headings]) + margin
    scroll_bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    return table.verticalHeader().sizeHint().width() + columns * column + scroll_bar + 2 * table.frameWidth()


#: a refusal's field (``Game.check``): ``sides[1].went_out``, ``hands[3][1].canastas``, ``hands[3].red_threes``,
#: ``red_threes``, ``hand`` …
FIELD = re.compile(
    r"(?:hands\[(?P<hand>\d+)\](?:\[(?P<side>\d+)\])?|sides\[(?P<own_side>\d+)\])?"
    r"\.?(?P<part>[a-z_]*)(?:\[\d+\])*"
)


def parse_field(field: str) -> tuple[int | None, int | None, str] | None:
    """A refusal's field as (hand, side, part); hand and side None when it names none; None if not of that form."""
    match = FIELD.fullmatch(field)
    if match is None or not field:
        return None
    side = match["side"] or match["own_side"]
    return (int(match["hand"]) if match["hand"] else None, int(side) if side else None, match["part"])


def breakdown(scores: list[TeamScore], team: int) -> str:
    """One side's hand, part by part, as the score sheet lists it."""

    return "\n".join(f"{label}: {format_number(figures[team])}" for label, figures in score_sheet_rows(scores))


class ScorePadWindow(QMainWindow):
    def __init__(self, store: GameStore | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store or GameStore()
        self.games = self.store.games()
        crash.save_on_crash(self.save_game)
        self.game: Game | None = None
        self.editing: int | None = None
        self.entries: list[SideEntry] = []
        #: the scores of each hand in the history table, as ``Game.scored`` gave them, and the language of its
        #: rows (see ``_fill_history``)
        self.shown: list[list[TeamScore]] = []
        self.shown_in = language()

        central = QWidget()
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setWordWrap(True)
        self.notice.setFrameShape(QFrame.Shape.StyledPanel)
        self.notice.hide()
        root.addWidget(self.notice)
        #: the first screen while there is no game, else the game
        self.pages = QStackedWidget()
        root.addWidget(self.pages, 1)
        self.welcome = self._welcome_page()
        self.pages.addWidget(self.welcome)
        self.game_page = QWidget()
        self.pages.addWidget(self.game_page)
        page = QVBoxLayout(self.game_page)
        page.setContentsMargins(0, 0, 0, 0)

        bar = QHBoxLayout()
        self.game_box = QComboBox()
        # a long title (system and every name) is cut rather than widening the window
        self.game_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.game_box.setMinimumContentsLength(24)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.ask_new_game)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.ask_export_csv)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self.ask_export_pdf)
        bar.addWidget(self.game_box, 1)
        for button in (self.new_button, self.csv_button, self.pdf_button):
            bar.addWidget(button)
        page.addLayout(bar)

        self.totals_frame = QFrame()
        self.totals_frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.totals_layout = QGridLayout(self.totals_frame)
        page.addWidget(self.totals_frame)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        status_font = QFont(self.status.font())
        status_font.setPointSizeF(status_font.pointSizeF() * 1.3)
        self.status.setFont(status_font)
        page.addWidget(self.status)

        self.history = QTableWidget()
        self.history.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.history.itemActivated.connect(lambda item: self.edit_hand(item.row()))
        self.history.currentCellChanged.connect(lambda row, *_: self.show_breakdown(row))
        stretched_header(self.history, lines=2)  # a side's name, then what the column holds
        # the column headings and three hands, however small the window
        self.history.setMinimumHeight(
            self.history.horizontalHeader().minimumHeight()
            + 3 * self.history.verticalHeader().defaultSectionSize()
            + 2 * self.history.frameWidth()
        )
        self.breakdown_table = QTableWidget()
        self.breakdown_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.breakdown_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        stretched_header(self.breakdown_table)
        # compact rows: the whole sheet, down to the new score, beside the history (see show_breakdown)
        self.breakdown_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.breakdown_title = QLabel()
        self.breakdown_title.setTextFormat(Qt.TextFormat.PlainText)
        breakdown = QVBoxLayout()
        breakdown.addWidget(self.breakdown_title)
        breakdown.addWidget(self.breakdown_table, 1)
        middle = QHBoxLayout()
        middle.addWidget(self.history, 3)
        middle.addLayout(breakdown, 2)
        page.addLayout(middle, 1)

        self.entry_area = EntryArea()
        self.entry_row = QHBoxLayout(self.entry_area.forms)
        self.entry_row.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self.entry_area)
        actions = QHBoxLayout()
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet(theme.css("color: $error;"))
        self.error.setWordWrap(True)
        #: what is left to do once the game is over
        self.over_hint = QLabel()
        self.over_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.over_hint.setWordWrap(True)
        self.over_hint.hide()
        self.add_button = QPushButton()
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(self.commit_hand)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo_hand)
        actions.addWidget(self.over_hint, 1)
        actions.addWidget(self.error, 1)
        actions.addWidget(self.undo_button)
        actions.addWidget(self.add_button)
        page.addLayout(actions)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo_hand)
        self.addAction(self.undo_action)

        language_signal().changed.connect(self.translate_ui)
        theme.theme_changed().connect(self.translate_ui)
        self.resize(1280, 800)
        self._fill_game_box()
        self.translate_ui()
        self._tell_about_set_aside_files()

    def _welcome_page(self) -> QWidget:
        """The first screen, while no game is kept: what the pad does, and a large "New game…" button."""
        page = QWidget()
        outer = QHBoxLayout(page)
        column = QWidget()  # the text and the button, as wide as a comfortable line at most, in the middle
        column.setMaximumWidth(column.fontMetrics().averageCharWidth() * 80)
        outer.addStretch(1)
        outer.addWidget(column, 10)
        outer.addStretch(1)
        # room for all it says: its labels wrap, which the window's least size does not allow for by itself
        page.setMinimumSize(column.fontMetrics().averageCharWidth() * 80, column.fontMetrics().lineSpacing() * 24)
        layout = QVBoxLayout(column)
        self.welcome_title = QLabel()
        self.welcome_text = QLabel()
        for label, scale in ((self.welcome_title, 1.6), (self.welcome_text, 1.1)):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = QFont(label.font())
            font.setPointSizeF(font.pointSizeF() * scale)
            font.setBold(label is self.welcome_title)
            label.setFont(font)
        self.start_button = QPushButton()
        button_font = QFont(self.start_button.font())
        button_font.setPointSizeF(button_font.pointSizeF() * 1.4)
        button_font.setBold(True)
        self.start_button.setFont(button_font)
        self.start_button.setMinimumHeight(self.start_button.sizeHint().height() * 3 // 2)
        self.start_button.setMinimumWidth(self.start_button.fontMetrics().averageCharWidth() * 24)
        self.start_button.clicked.connect(self.ask_new_game)
        layout.addStretch(1)
        layout.addWidget(self.welcome_title)
        layout.addSpacing(12)
        layout.addWidget(self.welcome_text)
        layout.addSpacing(24)
        layout.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        return page

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # Enter in any field adds the hand (the spin boxes pass Return on to the window); on the first screen
        # it starts a new game, as a click on its button does.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.game is None:
                if self.start_button.hasFocus():
                    self.start_button.click()
                return
            self.commit_hand()
            return
        super().keyPressEvent(event)

    # -- games -----------------------------------------------------------------------------------

    def _tell_about_set_aside_files(self) -> None:
        """A game file (or the settings, when the pad runs on its own) could not be read and was kept under a
        new name: say so here, as the main window does for its files."""

        if set_aside_files:
            self.show_notice("\n".join(set_aside_message(item) for item in set_aside_files))
            set_aside_files.clear()

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _fill_game_box(self, current: Game | None = None) -> None:
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game in self.games:
            self.game_box.addItem(self._game_title(game), game.id)
        self.game_box.blockSignals(False)
        chosen = current or (self.games[0] if self.games else None)
        if chosen is not None:
            self.game_box.setCurrentIndex(self.game_box.findData(chosen.id))
        self.show_game(chosen)

    def _game_title(self, game: Game) -> str:

        names = ", ".join(self.player_name(game, i) for i in range(game.players))
        system = variant_name(game.variant)
        if game.options:  # the table's house rules: the profile they come from, if one has them
            profile = next(
                (p for p in load_book().profiles if p.variant == game.variant and p.options == game.options), None
            )
            system = _("{system} · {rules}").format(system=system, rules=profile.name if profile else _("house rules"))
        return _("{system}: {names}").format(system=system, names=names)

    def _game_chosen(self, index: int) -> None:
        if 0 <= index < len(self.games):
            self.show_game(self.games[index])

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.start_game(dialog.game())

    def start_game(self, game: Game) -> None:
        self.games.insert(0, game)
        self.store.save(game)
        self._fill_game_box(game)

    def show_game(self, game: Game | None) -> None:
        self.game = game
        self.editing = None
        self.shown = []
        for entry in self.entries:
            entry.setParent(None)
            entry.deleteLater()
        self.entries = []
        if game is not None:
            for team in range(len(game.teams)):
                entry = SideEntry(game, team)
                entry.went_out.toggled.connect(lambda checked, box=entry.went_out: self._only_one_out(box, checked))
                self.entries.append(entry)
                self.entry_row.addWidget(entry)
            self._set_tab_order()
        self.refresh()

    def _set_tab_order(self) -> None:
        """Tab goes along the bar, into the hands, then through every field of side 1, of side 2 … in
        reading order, and on to the buttons (the sides' fields are made after the buttons: left alone, Qt
        would put them last)."""
        chain = [
            self.game_box,
            self.new_button,
            self.csv_button,
            self.pdf_button,
            self.history,
            *(field for entry in self.entries for field in entry.fields()),
            self.undo_button,
            self.add_button,
        ]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    # -- hands -----------------------------------------------------------------------------------

    def _only_one_out(self, box: QCheckBox, checked: bool) -> None:
        if checked:
            for entry in self.entries:
                if entry.went_out is not box:
                    entry.went_out.setChecked(False)

    def is_open(self) -> bool:
        """Whether a hand can be entered: there is a game and it goes on, or a past hand is being corrected."""
        return self.game is not None and (self.editing is not None or not self.game.is_over())

    def commit_hand(self) -> None:
        game = self.game
        if game is None or not self.is_open():
            return
        hand = [entry.parts() for entry in self.entries]
        editing = self.editing
        try:
            if editing is None:
                game.add_hand(hand)
            else:
                game.replace_hand(editing, hand)
        except ScorePadError as exc:
            self.refuse(exc)
            return
        if not self._save():
            # The hand stays in the fields, to be added (or saved) again to the game as it now is.
            if editing is not None and editing < len(self.shown_game().hands):  # as saved elsewhere
                self.editing = editing
                self.refresh()
            for entry, parts in zip(self.entries, hand):
                entry.show_parts(parts)
            return
        self.editing = None
        for entry in self.entries:
            entry.show_parts(None)
        if self.entries:
            self.entries[0].melded.setFocus()
        self.refresh()

    def edit_hand(self, index: int) -> None:
        if self.game is None or not 0 <= index < len(self.game.hands):
            return
        self.editing = index
        for entry, parts in zip(self.entries, self.game.hands[index]):
            entry.show_parts(parts)
        self.refresh()

    def refuse(self, exc: ScorePadError) -> None:
        """Say why a hand was refused, naming the field as the form labels it ("Ben & Dirk, Went out: …"),
        and put the cursor in that field."""

        words = self.field_words(exc.field)
        self.error.setText(input_error(exc if words is None else ScorePadError(words, exc.template, **exc.params)))
        parsed = parse_field(exc.field)
        if parsed is not None and parsed[0] is None and parsed[1] is not None and parsed[1] < len(self.entries):
            widget = self.entries[parsed[1]].field(parsed[2])
            if widget is not None:
                widget.setFocus()

    def field_words(self, field: str) -> str | None:
        """A refusal's field as a person reads it: ``hands[3][1].canastas`` is "Hand 4, Ben & Dirk, Canastas",
        the side named as the pad shows it and the part as the entry form labels it. None: a field the form
        does not have (the refusal then names it as it is)."""
        parsed = parse_field(field)
        if parsed is None or self.game is None:
            return None
        hand, side, part = parsed
        if part == "hand" and hand is None and side is None:
            return ""  # the hand as a whole: the reason says it all
        if part and part not in PART_LABELS:
            return None
        words = []
        if hand is not None:
            words.append(_("Hand {n}").format(n=hand + 1))
        if side is not None:
            words.append(self.side_name(side) if side < len(self.game.teams) else _("Side {n}").format(n=side + 1))
        if part:
            words.append(_(PART_LABELS[part]))
        return ", ".join(words) or None

    def _save(self) -> bool:
        """Save the game on screen. Should another copy of the app have saved hands of it that this one lacks,
        nothing is overwritten: the window shows the game as saved there and says so."""
        try:
            self.store.save(self.shown_game())
        except GameChanged as exc:
            self.games = [exc.game if game.id == exc.game.id else game for game in self.games]
            self.show_game(exc.game)
            self.show_notice(_(CHANGED_ELSEWHERE))
            return False
        self.show_notice("")
        return True

    def save_game(self) -> None:
        """Write the game on screen again (after an unexpected error: see crash.py)."""
        if self.game is not None:
            self.store.save(self.game)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        crash.forget_saver(self.save_game)
        super().closeEvent(event)

    def undo_hand(self) -> None:
        if self.game is None or not self.game.hands:
            return
        self.game.undo_hand()
        if self._save():
            self.editing = None
            self.refresh()

    # -- showing ---------------------------------------------------------------------------------

    def shown_game(self) -> Game:
        """The game on screen, for what is only done while there is one (names, saving, exports)."""
        assert self.game is not None
        return self.game

    def side_name(self, team: int) -> str:
        game = self.shown_game()
        if game.team_names[team]:
            return game.team_names[team]
        seats = game.teams[team]
        return " & ".join(self.player_name(game, seat) for seat in seats)

    @staticmethod
    def player_name(game: Game, seat: int) -> str:
        return game.names[seat] or _("Player {n}").format(n=seat + 1)

    def result(self) -> str:
        """Who won the game (once it is over)."""
        game = self.shown_game()
        winners = game.winners()
        names = _(" and ").join(self.side_name(t) for t in winners)
        players = sum(len(game.teams[t]) for t in winners)  # the verb agrees with the players who won
        return ngettext("Game over: {names} won.", "Game over: {names} won.", players).format(names=names)

    def refresh(self) -> None:
        game = self.game
        while self.totals_layout.count():
            item = self.totals_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget:
                widget.deleteLater()
        self.error.clear()
        self.pages.setCurrentWidget(self.welcome if game is None else self.game_page)
        if game is None:
            self.error.show()
            self.history.setRowCount(0)
            self.history.setColumnCount(0)
            self.over_hint.hide()
            self.start_button.setFocus()
            return
        totals = game.totals()
        minimums = game.next_minimums()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 2.6)
        big.setBold(True)
        for team in range(len(game.teams)):
            name = QLabel(self.side_name(team))
            name.setTextFormat(Qt.TextFormat.PlainText)
            total = QLabel(format_number(totals[team]))
            total.setFont(big)
            total.setAccessibleName(
                _("{side}: {points} points").format(side=self.side_name(team), points=format_number(totals[team]))
            )
            minimum = QLabel(_("next initial meld: {points}").format(points=format_number(minimums[team])))
            for row, widget in enumerate((name, total, minimum)):
                widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.totals_layout.addWidget(widget, row, team)
        if game.is_over():
            self.status.setText(self.result())
        else:
            self.status.setText(
                _("Hand {n}: {dealer} deals. Target {target}.").format(
                    n=len(game.hands) + 1, dealer=self.player_name(game, game.dealer()), target=format_number(game.target)
                )
            )
        for team, entry in enumerate(self.entries):
            entry.translate_ui(self.side_name(team))
        self._fill_history(game)
        if self.editing is not None:
            self.history.selectRow(self.editing)
        else:
            self.history.clearSelection()
        self.show_breakdown(self.editing if self.editing is not None else len(game.hands) - 1)
        self.add_button.setText(_("Save hand {n}").format(n=self.editing + 1) if self.editing is not None else _("Add hand"))
        self.undo_button.setEnabled(bool(game.hands))
        # Once a side has won no hand is added; a past one can still be corrected (double-click in the list).
        entering = self.is_open()
        for entry in self.entries:
            entry.setEnabled(entering)
        self.add_button.setEnabled(entering)
        self.over_hint.setVisible(not entering)
        self.error.setVisible(entering)  # (empty then) the hint takes the whole line
        self.over_hint.setText(_("To correct a hand, double-click it in the list."))

    def _fill_history(self, game: Game) -> None:
        """One row per hand: each side's hand score and total. The game keeps the scores of the hands that did
        not change, so the rows up to the first changed hand stay as they are: adding or taking back a hand
        touches one row, not every row of a long game. A new language makes every row again."""
        history = self.history
        sides = len(game.teams)
        history.setColumnCount(2 * sides)
        for t in range(sides):
            name = self.side_name(t)
            history.setHorizontalHeaderItem(
                2 * t, HeaderItem(2 * t, [name, pgettext("score pad column", "Hand")], _("{side}: hand").format(side=name))
            )
            history.setHorizontalHeaderItem(
                2 * t + 1,
                HeaderItem(2 * t + 1, [name, pgettext("score pad column", "Total")], _("{side}: total").format(side=name)),
            )
        history.setMinimumWidth(
            table_width(history, 2 * sides, [pgettext("score pad column", "Hand"), pgettext("score pad column", "Total")])
        )
        scored = game.scored()
        if self.shown_in != language():
            self.shown, self.shown_in = [], language()
        same = 0
        for shown, scores in zip(self.shown, scored):
            if shown is not scores:
                break
            same += 1
        history.setRowCount(len(scored))
        for index in range(same, len(scored)):
            for team, score in enumerate(scored[index]):
                history.setItem(index, 2 * team, ScoreItem(score.total, scored[index], team))
                history.setItem(index, 2 * team + 1, ScoreItem(score.new_score, scored[index], team))
            history.setVerticalHeaderItem(index, QTableWidgetItem(_("Hand {n}").format(n=index + 1)))
        self.shown = scored

    def show_breakdown(self, index: int) -> None:
        """The parts of one hand's score per side (the last hand unless another is chosen)."""
        game = self.game
        table = self.breakdown_table
        if game is None or not 0 <= index < len(game.hands):
            table.setRowCount(0)
            table.setColumnCount(0)
            self.breakdown_title.setText("")
            return

        rows = score_sheet_rows(game.scores(index))
        self.breakdown_title.setText(_("Hand {n}").format(n=index + 1))
        table.setColumnCount(len(game.teams))
        for t in range(len(game.teams)):
            table.setHorizontalHeaderItem(t, HeaderItem(t, [self.side_name(t)], self.side_name(t)))
        table.setRowCount(len(rows))
        table.setVerticalHeaderLabels([label for label, _figures in rows])
        table.setMinimumWidth(table_width(table, len(game.teams)))
        for r, (_label, figures) in enumerate(rows):
            for team, value in enumerate(figures):
                item = QTableWidgetItem(format_number(value))
                item.setTextAlignment(RIGHT)
                if r == len(rows) - 1:  # the new score, as on the practice game's sheet
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, team, item)
        # every row in sight down to the new score: the history beside it scrolls instead
        rows_height = sum(table.rowHeight(r) for r in range(len(rows)))
        table.setMinimumHeight(table.horizontalHeader().height() + rows_height + 2 * table.frameWidth() + 2)

    def translate_ui(self, *_args) -> None:
        self.error.setStyleSheet(theme.css("color: $error;"))
        self.setWindowTitle(_("Score pad"))
        self.new_button.setText(_("New game…"))
        self.csv_button.setText(_("Export CSV…"))
        self.pdf_button.setText(_("Print score sheet (PDF)…"))
        self.undo_button.setText(_("Take back the last hand"))
        self.welcome_title.setText(_("Start a new game to keep its score."))
        self.welcome_text.setText(_(WELCOME))
        self.start_button.setText(_("New game…"))
        for i, game in enumerate(self.games):
            self.game_box.setItemText(i, self._game_title(game))
        self.refresh()

    # -- export ----------------------------------------------------------------------------------

    def ask_export_csv(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, _("Export CSV"), self.suggested_path(".csv"), _("CSV files (*.csv)")
        )
        if path:
            self.export_csv(Path(path))

    def export_csv(self, path: Path) -> None:

        write_atomic(path, self.shown_game().to_csv(self.side_name, csv_header()))

    def ask_export_pdf(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, _("Print score sheet"), self.suggested_path(".pdf"), _("PDF files (*.pdf)")
        )
        if path:
            self.export_pdf(Path(path))

    def game_date(self) -> date:
        """The day the game was last played: its file's last change (today if it has none yet)."""
        try:
            return date.fromtimestamp(self.store.path(self.shown_game()).stat().st_mtime)
        except (OSError, ValueError, OverflowError):
            return date.today()

    def suggested_path(self, suffix: str) -> str:
        """Where an export of the game is first offered: the documents folder, under the game's title, else
        ``canasta-scores-YYYY-MM-DD``."""

        # Translators: a file name (no spaces, no slashes); {date} is the game's day as 2026-03-14
        dated = _("canasta-scores-{date}").format(date=self.game_date().isoformat())
        name = file_name(self.shown_game().title) or dated
        if not name.lower().endswith(suffix):
            name += suffix
        folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or Path.home())
        return str((folder if folder.is_dir() else Path.home()) / name)

    def sheet_html(self) -> str:
        """The score sheet to print: the game's date, rule system and target, then each hand's parts per side
        (melded cards, bonuses, cards left in hand), its score and the running total."""

        from babel.dates import format_date  # babel's date data loads only for a sheet to print

        game = self.shown_game()
        sides = range(len(game.teams))
        parts = (
            _("Melded"),
            _("Bonuses"),
            _("In hand"),
            pgettext("score pad column", "Hand"),
            pgettext("score pad column", "Total"),
        )
        facts = (
            (_("Date"), format_date(self.game_date(), "long", locale=language())),
            (_("Rule system"), variant_name(game.variant)),
            (_("Target"), format_number(game.target)),
        )
        facts_html = "".join(
            f"<tr><td>{html.escape(label)}</td><td><b>{html.escape(value)}</b></td></tr>" for label, value in facts
        )
        head = "".join(f"<th colspan='{len(parts)}'>{html.escape(self.side_name(t))}</th>" for t in sides)
        subhead = "".join(f"<th>{html.escape(label)}</th>" for _t in sides for label in parts)
        rows = []
        for index, scores in enumerate(game.scored()):
            cells = "".join(
                f"<td align='right'>{format_number(s.melded)}</td><td align='right'>"
                f"{format_number(s.bonuses)}</td><td align='right'>{format_number(s.in_hand)}</td>"
                f"<td align='right'>{format_number(s.total)}</td>"
                f"<td align='right'><b>{format_number(s.new_score)}</b></td>"
                for s in scores
            )
            rows.append(f"<tr><td nowrap>{html.escape(_('Hand {n}').format(n=index + 1))}</td>{cells}</tr>")
        result = f"<p><b>{html.escape(self.result())}</b></p>" if game.is_over() else ""
        heading = html.escape(game.title or _("Score sheet"))
        return (
            f"<h2>{heading}</h2><p>{html.escape(self._game_title(game))}</p>"
            f"<table cellspacing='0' cellpadding='3'>{facts_html}</table><br>"
            "<table border='1' cellspacing='0' cellpadding='4' width='100%'>"
            f"<tr><th rowspan='2'></th>{head}</tr><tr>{subhead}</tr>" + "".join(rows) + "</table>" + result
        )

    def export_pdf(self, path: Path) -> None:
        from PySide6.QtGui import QPageSize  # Qt's print support loads only to make a PDF
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        printer.setOutputFileName(str(path))
        if len(self.shown_game().teams) > 2:  # five columns a side: three sides need the page's width
            from PySide6.QtGui import QPageLayout

            printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        document = QTextDocument()
        option = document.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)  # a narrow column widens rather than breaking "Gemeldet" apart
        document.setDefaultTextOption(option)
        font = QFont(document.defaultFont())
        font.setPointSizeF(8)  # five columns a side across an A4 page
        document.setDefaultFont(font)
        document.setHtml(self.sheet_html())
        document.print_(printer)


def file_name(text: str) -> str:
    """``text`` as a file name any system takes: no folder separators, reserved or control characters."""
    cleaned = "".join("-" if ch in '<>:"/\\|?*' or ch < " " or ch == "\x7f" else ch for ch in text)
    return cleaned.strip(" .-")[:MAX_NAME]


def open_score_pad(parent: QWidget | None = None) -> ScorePadWindow:
    window = ScorePadWindow(parent=parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


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


def parts_from_cards(game: Game, team: int, melds: list[list], hand: list) -> SideParts:
    """A side's parts from its actual cards, found by the shared scorer (``scoring.parts_of``)."""

    players = game.players
    seats = game.teams[team]
    hands: list = [[] for _ in range(players)]
    hands[seats[-1]] = [c.text for c in hand]  # whose hand they are in does not change the count
    sides: list = [[] for _ in game.teams]
    sides[team] = [[c.text for c in meld] for meld in melds]
    loaded = read_position(
        {
            "format": "canasta-position/1",
            "variant": game.variant,
            "players": players,
            "options": dict(game.options),
            "turn": seats[0],
            "phase": "play",
            "hands": hands,
            "stock": 0,
            "melds": sides,
        }
    )
    return parts_of(loaded.position, team)
