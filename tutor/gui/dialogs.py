"""Small dialogs and message boxes the window opens: tables of figures, confirmations, about."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _, format_number
from ..log import log_path
from ..resources import version
from ..rules.presets import PRESETS
from ..rules.scoring import hand_won_outright, side_went_out, winners
from ..rules.variants import Ruleset
from ..words.explain import score_sheet_notes, score_sheet_rows
from ..words.seats import side_title
from ..words.systems import variant_name
from .screen import fit_to_screen


def message_box(parent: QWidget, kind: str, message: str) -> QMessageBox:
    """A non-blocking message box ("warning" or "information") that deletes itself when closed."""
    icon = QMessageBox.Icon.Warning if kind == "warning" else QMessageBox.Icon.Information
    box = QMessageBox(icon, _("Canasta Tutor"), message, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # messages can quote a file someone sent: never render them as markup
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class TableDialog(QDialog):
    """A small dialog holding one table (compare systems, score calculator)."""

    def __init__(self, parent: QWidget, title: str, intro: str, headers: list[str], rows: list[list[str]]):
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        label = QLabel(intro)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                item = QTableWidgetItem(value)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(r, c, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(820, 300))


def score_calculator_dialog(parent: QWidget, scores: list) -> TableDialog:
    """The score of an ended hand, one row per side (``scores``: score_hand's result)."""
    rows = [
        [
            _("Side {n}").format(n=i + 1),
            format_number(s.melded),
            format_number(s.bonuses),
            format_number(s.in_hand),
            format_number(s.total),
            format_number(s.new_score),
        ]
        for i, s in enumerate(scores)
    ]
    return TableDialog(
        parent,
        _("Score of the hand on the table"),
        _("The score of this hand:"),
        [_("Side"), _("Melded"), _("Bonuses"), _("In hand"), _("Hand total"), _("New score")],
        rows,
    )


def confirm_reset_progress(parent: QWidget) -> bool:
    answer = QMessageBox.question(
        parent,
        _("Reset lesson progress"),
        _("Forget the results of every exercise? All lessons will show as not done. This cannot be undone."),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def confirm_leave_game(parent: QWidget) -> bool:
    answer = QMessageBox.question(
        parent,
        _("New practice game"),
        _("A practice game is in progress. Leave it and start a new one?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def confirm_replace_kept_game(parent: QWidget, kept) -> bool:
    """Whether a new game may replace the practice game kept from before (``kept``: its summary)."""
    from ..i18n import format_number
    from ..words.systems import variant_name

    scores = " – ".join(format_number(score) for score in kept.scores)
    answer = QMessageBox.question(
        parent,
        _("New practice game"),
        _(
            "You have a practice game kept ({system}, hand {n}, {scores}). A new game replaces it. Start a new one anyway?"
        ).format(system=variant_name(kept.variant), n=kept.hand, scores=scores),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def about_text() -> str:
    # the package's metadata and the log's place are looked up only when the About box asks

    return "\n\n".join(
        (
            _("Canasta Tutor {version}").format(version=version()),
            _(
                "Canasta Tutor: learn Canasta step by step and settle its disputes. "
                "Every move is ruled on by a referee that cites its sources."
            ),
            _("Free software under the MIT licence: you may use, copy, change and share it."),
            _("Log file: {path}").format(path=log_path()),
        )
    )


def about_box(parent: QWidget) -> None:
    QMessageBox.about(parent, _("About Canasta Tutor"), about_text())


class NewGameDialog(QDialog):
    """A new practice game: the rule system and, among the counts its preset allows, the number of players."""

    def __init__(self, parent: QWidget, variant: str, players: int):

        super().__init__(parent)
        self.setWindowTitle(_("New practice game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.system_box = QComboBox()
        for system in PRESETS:
            self.system_box.addItem(variant_name(system), system)
        self.system_box.setCurrentIndex(max(0, self.system_box.findData(variant)))
        self.players_box = QComboBox()
        form.addRow(_("Rule system"), self.system_box)
        form.addRow(_("Players"), self.players_box)
        layout.addLayout(form)
        self.target_label = QLabel()
        layout.addWidget(self.target_label)
        note = QLabel(_("You play against bots; your partner, if you have one, is a bot too."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.system_box.currentIndexChanged.connect(lambda _i: self._fill_players(self.players()))
        self.players_box.currentIndexChanged.connect(lambda _i: self._show_target())
        self._fill_players(players)

    def _show_target(self) -> None:

        if self.players() is None:
            return
        rules = Ruleset.build(self.variant(), self.players())
        alone = len(rules.default_teams()) == rules.players  # no sides: each player plays alone
        ends = (
            _("A game ends when a player reaches {target} points.")
            if alone
            else _("A game ends when a side reaches {target} points.")
        )
        self.target_label.setText(ends.format(target=format_number(rules.target_score)))

    def _fill_players(self, wanted: int | None) -> None:

        counts = PRESETS[self.variant()].players
        self.players_box.clear()
        for n in counts:
            self.players_box.addItem(format_number(n), n)
        chosen = wanted if wanted in counts else (4 if 4 in counts else counts[0])
        self.players_box.setCurrentIndex(self.players_box.findData(chosen))

    def variant(self) -> str:
        return self.system_box.currentData()

    def players(self) -> int:
        return self.players_box.currentData()


class ScoreSheetDialog(QDialog):
    """The score sheet of a finished practice hand: one column per side, the parts of its score in rows;
    below, the next hand's opening minimums or the game's winner."""

    next_hand = Signal()
    new_game = Signal()

    def __init__(
        self,
        parent: QWidget,
        position,
        scores: list,
        hand_number: int,
        game_over: bool,
        learner: int | None,
        explained: bool = False,
    ):

        super().__init__(parent)
        # one sheet per hand, a child of the window: closed and kept, they would pile up for as long as it runs
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(_("Score sheet"))
        layout = QVBoxLayout(self)
        heading = QLabel("<b>" + _("Hand {n} is over.").format(n=hand_number) + "</b>")
        layout.addWidget(heading)
        rows = score_sheet_rows(scores)
        headers = [side_title(position, t, learner) for t in range(len(scores))]
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setVerticalHeaderLabels([label for label, _f in rows])
        for r, (_label, figures) in enumerate(rows):
            for c, value in enumerate(figures):
                item = QTableWidgetItem(format_number(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if r >= len(rows) - 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)  # every row shown, no blank below
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.table)
        rs = position.ruleset
        totals = [s.new_score for s in scores]
        if game_over:
            outright = hand_won_outright(position)
            names = ", ".join(headers[t] for t in winners(totals, rs, outright, side_went_out(position)))
            if outright is not None:
                text = _("Game over: {sides} won at once with a special hand that wins the game.").format(sides=names)
            else:
                text = _("Game over: {sides} won with {score} points (the game is played to {target}).").format(
                    sides=names, score=format_number(max(totals)), target=format_number(rs.target_score)
                )
        else:
            minimums = ", ".join(
                _("{side}: {minimum}").format(side=headers[t], minimum=format_number(rs.initial_minimum(totals[t])))
                for t in range(len(totals))
            )
            text = _("The game is played to {target} points. Opening in the next hand needs: {minimums}.").format(
                target=format_number(rs.target_score), minimums=minimums
            )
        self.summary = QLabel(text)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        #: a guided hand's sheet: what each line counts, line by line (None otherwise)
        self.notes: QLabel | None = None
        if explained:
            self.notes = QLabel("<br>".join(html.escape(note) for note in score_sheet_notes(scores)))
            self.notes.setWordWrap(True)
            layout.addWidget(self.notes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.next_button = buttons.addButton(
            _("New game") if game_over else _("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.next_button.clicked.connect(self.new_game.emit if game_over else self.next_hand.emit)
        self.next_button.setDefault(True)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        # wide enough for the row labels and every side's heading, on one line each (six players: three sides)
        metrics = self.table.fontMetrics()
        labels = max(metrics.horizontalAdvance(label) for label, _f in rows) + 40
        column = max(120, *(metrics.horizontalAdvance(header) + 24 for header in headers))
        screen = self.screen().availableGeometry().width() if self.screen() is not None else 1280
        self.resize(min(screen - 40, max(520, labels + column * len(headers) + 40)), self.sizeHint().height())

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # the rows' heights are known once the table is polished for showing: the sheet grows to show them all,
        # the new score last among them, which the height guessed before cut in half
        super().showEvent(event)
        self.table.updateGeometry()
        wanted = self.sizeHint().height()
        if self.height() < wanted:
            self.resize(self.width(), wanted)
