"""The score pad window: a real game's score, hand by hand, by the rule system being played.

Everything is computed by ``tutor.scorepad`` (which scores through the shared scorer); this
window only takes the parts of each hand, shows the totals large and keeps the games saved.
Keyboard: every field is reached with Tab, Enter adds (or saves) the hand, Ctrl+Z takes back the last one.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
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
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import N_, _, format_number, language, ngettext
from ..rules.errors import InputError
from ..rules.scoring import SideParts, TeamScore, canasta_kinds
from ..rules.special_hands import SPECIAL_HAND_VALUES
from ..scorepad import Game, GameStore, ScorePadError
from ..scorepad.game import MAX_CANASTAS, MAX_NAME, MAX_POINTS, MAX_TARGET, MIN_TARGET, GameChanged
from . import crash
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
SPECIAL_HAND_NAMES = {
    "straight": N_("Straight"), "pairs": N_("Seven pairs"), "garbage": N_("Garbage hand"),
    "triples": N_("Four triples"), "quads": N_("Three fours"),
}


class SideEntry(QGroupBox):
    """The parts of one side's hand: spin boxes in Tab order."""

    def __init__(self, game: Game, team: int, out_group: QButtonGroup):
        super().__init__()
        self.team = team
        rs = game.ruleset
        form = QFormLayout(self)
        form.setLabelAlignment(Qt.AlignRight)
        self.labels: dict[str, QLabel] = {}

        def spin(key: str, maximum: int, step: int = 5) -> QSpinBox:
            box = QSpinBox()
            box.setRange(0, maximum)
            box.setSingleStep(step)
            box.setAccelerated(True)
            self.labels[key] = QLabel()
            form.addRow(self.labels[key], box)
            return box

        self.melded = spin("melded", MAX_POINTS)
        self.canastas = {kind: spin(kind, MAX_CANASTAS, 1) for kind in canasta_kinds(rs)}
        self.red_threes = spin("red_threes", 2 * rs.packs, 1)
        self.black_threes = spin("black_threes", 2 * rs.packs, 1) if rs.threes_laid_out == "red-and-black" else None
        self.in_hand = spin("in_hand", MAX_POINTS)
        self.went_out = QRadioButton()
        out_group.addButton(self.went_out, team)
        self.concealed = QCheckBox()
        self.concealed.setEnabled(False)
        self.went_out.toggled.connect(self.concealed.setEnabled)
        form.addRow(self.went_out)
        form.addRow(self.concealed)
        self.cards_button = QPushButton()
        self.cards_button.clicked.connect(self.enter_cards)
        self.game = game
        form.addRow(self.cards_button)
        self.special = None
        if SPECIAL_HAND_VALUES[rs.special_hands]:
            self.special = QComboBox()
            self.special.addItem("", None)
            for name in SPECIAL_HAND_VALUES[rs.special_hands]:
                self.special.addItem("", name)
            self.labels["special"] = QLabel()
            form.addRow(self.labels["special"], self.special)

    def translate_ui(self, title: str) -> None:
        self.setTitle(title.replace("&", "&&"))  # a name is not a keyboard accelerator
        texts = {"melded": _("Melded cards (points)"), "red_threes": _("Red threes laid out"),
                 "black_threes": _("Black threes laid out"), "in_hand": _("Cards left in hand (points)"),
                 "special": _("Special hand")}
        texts.update({kind: _(CANASTA_KIND_NAMES[kind]) for kind in self.canastas})
        for key, label in self.labels.items():
            label.setText(texts[key])
        self.went_out.setText(_("Went out"))
        self.cards_button.setText(_("Count from the cards…"))
        self.concealed.setText(_("concealed (in one turn from the hand)"))
        if self.special is not None:
            self.special.setItemText(0, _("none"))
            for i in range(1, self.special.count()):
                self.special.setItemText(i, _(SPECIAL_HAND_NAMES[self.special.itemData(i)]))

    def enter_cards(self) -> None:
        """Give the side's melds and hand card by card; the parts the cards make fill the fields."""
        dialog = CardEntryDialog(self.game, self.team, self)
        if dialog.exec() == QDialog.Accepted and dialog.parts is not None:
            parts = dialog.parts
            parts.red_threes, parts.went_out, parts.concealed = (
                self.red_threes.value(), self.went_out.isChecked(), self.concealed.isChecked())
            self.show_parts(parts)

    def parts(self) -> SideParts:
        return SideParts(
            melded=self.melded.value(), canastas={k: box.value() for k, box in self.canastas.items() if box.value()},
            red_threes=self.red_threes.value(), black_threes=self.black_threes.value() if self.black_threes else 0,
            went_out=self.went_out.isChecked(), concealed=self.went_out.isChecked() and self.concealed.isChecked(),
            special_hand=self.special.currentData() if self.special is not None and self.went_out.isChecked() else None,
            in_hand=self.in_hand.value())

    def show_parts(self, parts: SideParts | None) -> None:
        parts = parts or SideParts()
        self.melded.setValue(parts.melded)
        for kind, box in self.canastas.items():
            box.setValue(parts.canastas.get(kind, 0))
        self.red_threes.setValue(parts.red_threes)
        if self.black_threes is not None:
            self.black_threes.setValue(parts.black_threes)
        self.in_hand.setValue(parts.in_hand)
        self.went_out.setChecked(parts.went_out)
        self.concealed.setChecked(parts.concealed)
        if self.special is not None:
            self.special.setCurrentIndex(max(0, self.special.findData(parts.special_hand)))


class NewGameDialog(QDialog):
    """Rule system, players, names, target and first dealer of a new game."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        from ..rules.presets import PRESETS
        from ..variant_names import variant_name
        self.setWindowTitle(_("New game"))
        form = QFormLayout(self)
        self.system = QComboBox()
        for variant in PRESETS:
            self.system.addItem(variant_name(variant), variant)
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
        form.addRow(_("Players"), self.players)
        self.name_rows = []
        for i, edit in enumerate(self.names):
            edit.setPlaceholderText(_("Player {n}").format(n=i + 1))
            label = QLabel(_("Player {n}").format(n=i + 1))
            form.addRow(label, edit)
            self.name_rows.append((label, edit))
        self.side_rows = []
        for i, edit in enumerate(self.side_names):
            edit.setPlaceholderText(_("optional"))
            label = QLabel(_("Side {n}").format(n=i + 1))
            form.addRow(label, edit)
            self.side_rows.append((label, edit))
        form.addRow(_("Target"), self.target)
        form.addRow(_("First dealer"), self.dealer)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self._system_changed()

    def _system_changed(self) -> None:
        from ..rules.presets import PRESETS
        counts = PRESETS[self.system.currentData()].players
        self.players.blockSignals(True)
        self.players.clear()
        for n in counts:
            self.players.addItem(format_number(n), n)
        self.players.setCurrentIndex(max(0, self.players.findData(4)))
        self.players.blockSignals(False)
        self._players_changed()

    def _players_changed(self) -> None:
        from ..rules.variants import Ruleset
        n = self.players.currentData() or 4
        self.target.setValue(Ruleset.build(self.system.currentData(), n).target_score)
        for i, (label, edit) in enumerate(self.name_rows):
            label.setVisible(i < n)
            edit.setVisible(i < n)
        sides = len(Ruleset.build(self.system.currentData(), n).default_teams())
        for i, (label, edit) in enumerate(self.side_rows):
            label.setVisible(i < sides and sides < n)  # players alone need no side names
            edit.setVisible(i < sides and sides < n)
        self.dealer.clear()
        for i in range(n):
            self.dealer.addItem(self.names[i].text() or _("Player {n}").format(n=i + 1), i)

    def game(self) -> Game:
        n = self.players.currentData()
        names = [edit.text().strip() for edit in self.names[:n]]
        from ..rules.variants import Ruleset
        sides = len(Ruleset.build(self.system.currentData(), n).default_teams())
        team_names = [edit.text().strip() for edit in self.side_names[:sides]]
        return Game.new(self.system.currentData(), n, names=names, team_names=team_names, target=self.target.value(),
                        first_dealer=self.dealer.currentData() or 0)


#: what the pad says when another copy of the app changed the game on screen (see GameStore.save)
CHANGED_ELSEWHERE = N_("Another copy of Canasta Tutor has changed this game, so your last change was not saved. "
                       "The game is now shown as saved there: make your change again if it is still needed.")


RIGHT = Qt.AlignRight | Qt.AlignVCenter
#: as ``ScoreItem.data`` is asked for them, hundreds of times a paint
DISPLAY_ROLE, TOOLTIP_ROLE, ALIGNMENT_ROLE = int(Qt.DisplayRole), int(Qt.ToolTipRole), int(Qt.TextAlignmentRole)
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


def breakdown(scores: list[TeamScore], team: int) -> str:
    """One side's hand, part by part, as the score sheet lists it."""
    from ..explain import score_sheet_rows
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
        bar = QHBoxLayout()
        self.game_box = QComboBox()
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
        root.addLayout(bar)
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.PlainText)
        self.notice.setWordWrap(True)
        self.notice.setFrameShape(QFrame.StyledPanel)
        self.notice.hide()
        root.addWidget(self.notice)

        self.totals_frame = QFrame()
        self.totals_frame.setFrameShape(QFrame.StyledPanel)
        self.totals_layout = QGridLayout(self.totals_frame)
        root.addWidget(self.totals_frame)
        self.status = QLabel()
        self.status.setTextFormat(Qt.PlainText)
        status_font = QFont(self.status.font())
        status_font.setPointSizeF(status_font.pointSizeF() * 1.3)
        self.status.setFont(status_font)
        root.addWidget(self.status)

        self.history = QTableWidget()
        self.history.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.history.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.history.setSelectionMode(QAbstractItemView.SingleSelection)
        self.history.itemActivated.connect(lambda item: self.edit_hand(item.row()))
        self.history.currentCellChanged.connect(lambda row, *_: self.show_breakdown(row))
        self.history.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.breakdown_table = QTableWidget()
        self.breakdown_table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.breakdown_table.setFocusPolicy(Qt.NoFocus)
        self.breakdown_title = QLabel()
        self.breakdown_title.setTextFormat(Qt.PlainText)
        breakdown = QVBoxLayout()
        breakdown.addWidget(self.breakdown_title)
        breakdown.addWidget(self.breakdown_table, 1)
        middle = QHBoxLayout()
        middle.addWidget(self.history, 3)
        middle.addLayout(breakdown, 2)
        root.addLayout(middle, 1)

        self.entry_row = QHBoxLayout()
        root.addLayout(self.entry_row)
        self.out_group = QButtonGroup(self)
        self.out_group.setExclusive(False)
        self.out_group.buttonToggled.connect(self._only_one_out)
        actions = QHBoxLayout()
        self.error = QLabel()
        self.error.setTextFormat(Qt.PlainText)
        self.error.setStyleSheet("color: #b71c1c;")
        self.error.setWordWrap(True)
        self.add_button = QPushButton()
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(self.commit_hand)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo_hand)
        actions.addWidget(self.error, 1)
        actions.addWidget(self.undo_button)
        actions.addWidget(self.add_button)
        root.addLayout(actions)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.Undo)
        self.undo_action.triggered.connect(self.undo_hand)
        self.addAction(self.undo_action)

        language_signal().changed.connect(self.translate_ui)
        self.resize(1280, 800)
        self._fill_game_box()
        self.translate_ui()
        self._tell_about_set_aside_files()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # Enter in any field adds the hand (the spin boxes pass Return on to the window).
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.commit_hand()
            return
        super().keyPressEvent(event)

    # -- games -----------------------------------------------------------------------------------

    def _tell_about_set_aside_files(self) -> None:
        """A game file (or the settings, when the pad runs on its own) could not be read and was kept under a
        new name: say so here, as the main window does for its files."""
        from ..storage import set_aside_files
        if set_aside_files:
            from ..explain import set_aside_message
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
        from ..variant_names import variant_name
        names = ", ".join(self.player_name(game, i) for i in range(game.players))
        return _("{system}: {names}").format(system=variant_name(game.variant), names=names)

    def _game_chosen(self, index: int) -> None:
        if 0 <= index < len(self.games):
            self.show_game(self.games[index])

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self)
        if dialog.exec() == QDialog.Accepted:
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
                entry = SideEntry(game, team, self.out_group)
                self.entries.append(entry)
                self.entry_row.addWidget(entry)
        self.refresh()

    # -- hands -----------------------------------------------------------------------------------

    def _only_one_out(self, button, checked: bool) -> None:
        if checked:
            for other in self.out_group.buttons():
                if other is not button:
                    other.setChecked(False)

    def commit_hand(self) -> None:
        if self.game is None:
            return
        hand = [entry.parts() for entry in self.entries]
        editing = self.editing
        try:
            if editing is None:
                self.game.add_hand(hand)
            else:
                self.game.replace_hand(editing, hand)
        except ScorePadError as exc:
            from ..explain import input_error
            self.error.setText(input_error(exc))
            return
        if not self._save():
            # The hand stays in the fields, to be added (or saved) again to the game as it now is.
            if editing is not None and editing < len(self.game.hands):
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

    def _save(self) -> bool:
        """Save the game on screen. Should another copy of the app have saved hands of it that this one lacks,
        nothing is overwritten: the window shows the game as saved there and says so."""
        try:
            self.store.save(self.game)
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

    def side_name(self, team: int) -> str:
        game = self.game
        if game.team_names[team]:
            return game.team_names[team]
        seats = game.teams[team]
        return " & ".join(self.player_name(game, seat) for seat in seats)

    @staticmethod
    def player_name(game: Game, seat: int) -> str:
        return game.names[seat] or _("Player {n}").format(n=seat + 1)

    def refresh(self) -> None:
        game = self.game
        while self.totals_layout.count():
            item = self.totals_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.error.clear()
        for widget in (self.add_button, self.undo_button, self.csv_button, self.pdf_button):
            widget.setEnabled(game is not None)
        if game is None:
            self.add_button.setText(_("Add hand"))  # greyed out, but named: no blank button
            self.status.setText(_("Start a new game to keep its score."))
            self.history.setRowCount(0)
            self.history.setColumnCount(0)
            return
        totals = game.totals()
        minimums = game.next_minimums()
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 2.6)
        big.setBold(True)
        for team in range(len(game.teams)):
            name = QLabel(self.side_name(team))
            name.setTextFormat(Qt.PlainText)
            total = QLabel(format_number(totals[team]))
            total.setFont(big)
            total.setAccessibleName(_("{side}: {points} points").format(side=self.side_name(team),
                                                                         points=format_number(totals[team])))
            minimum = QLabel(_("next initial meld: {points}").format(points=format_number(minimums[team])))
            for row, widget in enumerate((name, total, minimum)):
                widget.setAlignment(Qt.AlignCenter)
                self.totals_layout.addWidget(widget, row, team)
        winners = game.winners()
        if winners:
            names = _(" and ").join(self.side_name(t) for t in winners)
            players = sum(len(game.teams[t]) for t in winners)  # the verb agrees with the players who won
            self.status.setText(ngettext("Game over: {names} won.", "Game over: {names} won.", players).format(
                names=names))
        else:
            self.status.setText(_("Hand {n}: {dealer} deals. Target {target}.").format(
                n=len(game.hands) + 1, dealer=self.player_name(game, game.dealer()),
                target=format_number(game.target)))
        for team, entry in enumerate(self.entries):
            entry.translate_ui(self.side_name(team))
        self._fill_history(game)
        if self.editing is not None:
            self.history.selectRow(self.editing)
        else:
            self.history.clearSelection()
        self.show_breakdown(self.editing if self.editing is not None else len(game.hands) - 1)
        self.add_button.setText(_("Save hand {n}").format(n=self.editing + 1) if self.editing is not None
                                else _("Add hand"))
        self.undo_button.setEnabled(bool(game.hands))

    def _fill_history(self, game: Game) -> None:
        """One row per hand: each side's hand score and total. The game keeps the scores of the hands that did
        not change, so the rows up to the first changed hand stay as they are: adding or taking back a hand
        touches one row, not every row of a long game. A new language makes every row again."""
        history = self.history
        sides = len(game.teams)
        history.setColumnCount(2 * sides)
        history.setHorizontalHeaderLabels(
            [label for t in range(sides) for label in (_("{side}: hand").format(side=self.side_name(t)),
                                                         _("{side}: total").format(side=self.side_name(t)))])
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
        from ..explain import score_sheet_rows
        rows = score_sheet_rows(game.scores(index))
        self.breakdown_title.setText(_("Hand {n}").format(n=index + 1))
        table.setColumnCount(len(game.teams))
        table.setHorizontalHeaderLabels([self.side_name(t) for t in range(len(game.teams))])
        table.setRowCount(len(rows))
        table.setVerticalHeaderLabels([label for label, _figures in rows])
        for r, (_label, figures) in enumerate(rows):
            for team, value in enumerate(figures):
                item = QTableWidgetItem(format_number(value))
                item.setTextAlignment(RIGHT)
                table.setItem(r, team, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)

    def translate_ui(self, *_args) -> None:
        self.setWindowTitle(_("Score pad"))
        self.new_button.setText(_("New game…"))
        self.csv_button.setText(_("Export CSV…"))
        self.pdf_button.setText(_("Print score sheet (PDF)…"))
        self.undo_button.setText(_("Take back the last hand"))
        for i, game in enumerate(self.games):
            self.game_box.setItemText(i, self._game_title(game))
        self.refresh()

    # -- export ----------------------------------------------------------------------------------

    def ask_export_csv(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(self, _("Export CSV"), "", _("CSV files (*.csv)"))
        if path:
            self.export_csv(Path(path))

    def export_csv(self, path: Path) -> None:
        from ..storage import write_atomic
        write_atomic(path, self.game.to_csv(self.side_name))

    def ask_export_pdf(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(self, _("Print score sheet"), "", _("PDF files (*.pdf)"))
        if path:
            self.export_pdf(Path(path))

    def sheet_html(self) -> str:
        import html
        game = self.game
        sides = range(len(game.teams))
        head = "".join(f"<th>{html.escape(self.side_name(t))}</th>" for t in sides)
        rows = []
        for index, scores in enumerate(game.scored()):
            cells = "".join(f"<td align='right'>{format_number(s.total)}<br><b>{format_number(s.new_score)}</b></td>"
                            for s in scores)
            rows.append(f"<tr><td>{html.escape(_('Hand {n}').format(n=index + 1))}</td>{cells}</tr>")
        title = html.escape(self._game_title(game))
        return (f"<h2>{html.escape(_('Score pad'))}</h2><p>{title}</p>"
                f"<table border='1' cellspacing='0' cellpadding='6' width='100%'><tr><th></th>{head}</tr>"
                + "".join(rows) + "</table>")

    def export_pdf(self, path: Path) -> None:
        from PySide6.QtGui import QPageSize
        from PySide6.QtPrintSupport import QPrinter
        printer = QPrinter(QPrinter.HighResolution)
        printer.setOutputFormat(QPrinter.PdfFormat)
        printer.setPageSize(QPageSize(QPageSize.A4))
        printer.setOutputFileName(str(path))
        document = QTextDocument()
        document.setHtml(self.sheet_html())
        document.print_(printer)


def open_score_pad(parent: QWidget | None = None) -> ScorePadWindow:
    window = ScorePadWindow(parent=parent)
    window.setAttribute(Qt.WA_DeleteOnClose)
    window.show()
    return window


class CardEntryDialog(QDialog):
    """A side's hand given by its actual cards, picked with the position editor's card picker: the melds
    on the table and the cards left in hand. The parts are then found by the shared scorer."""

    def __init__(self, game: Game, team: int, parent: QWidget | None = None):
        super().__init__(parent)
        from .editor import CardPicker
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
        self.summary.setTextFormat(Qt.PlainText)
        self.summary.setWordWrap(True)
        self.error = QLabel()
        self.error.setTextFormat(Qt.PlainText)
        self.error.setStyleSheet("color: #b71c1c;")
        self.error.setWordWrap(True)
        new_meld = QPushButton(_("Start a new meld"))
        new_meld.clicked.connect(self.new_meld)
        undo = QPushButton(_("Take back the last card"))
        undo.clicked.connect(self.take_back)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept_cards)
        buttons.rejected.connect(self.reject)
        for widget in (QLabel(_("Put the picked cards into:")), self.target, new_meld, undo, self.summary,
                       self.error):
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
        from ..card_words import card_label
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
        lines = [_("Meld {n}: {cards}").format(n=i + 1, cards=" ".join(card_label(c) for c in meld) or "–")
                 for i, meld in enumerate(self.melds)]
        lines.append(_("Cards left in hand: {cards}").format(cards=" ".join(card_label(c) for c in self.hand) or "–"))
        self.summary.setText("\n".join(lines))

    def accept_cards(self) -> None:
        try:
            self.parts = parts_from_cards(self.game, self.team, [m for m in self.melds if m], self.hand)
        except InputError as exc:
            from ..explain import input_error
            self.error.setText(input_error(exc))
            return
        self.accept()


def parts_from_cards(game: Game, team: int, melds: list[list], hand: list) -> SideParts:
    """A side's parts from its actual cards, found by the shared scorer (``scoring.parts_of``)."""
    from ..rules.notation import read_position
    from ..rules.scoring import parts_of
    players = game.players
    seats = game.teams[team]
    hands: list = [[] for _ in range(players)]
    hands[seats[-1]] = [c.text for c in hand]  # whose hand they are in does not change the count
    sides: list = [[] for _ in game.teams]
    sides[team] = [[c.text for c in meld] for meld in melds]
    loaded = read_position({"format": "canasta-position/1", "variant": game.variant, "players": players,
                            "options": dict(game.options), "turn": seats[0], "phase": "play",
                            "hands": hands, "stock": 0, "melds": sides})
    return parts_of(loaded.position, team)
