"""The score pad window: a real game's score, hand by hand, by the rule system being played.

Everything is computed by ``tutor.scorepad`` (which scores through the shared scorer); this
window only takes the parts of each hand, shows the totals large and keeps the games saved.
Keyboard: every field is reached with Tab, Enter adds (or saves) the hand, Ctrl+Z takes back the last one.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSize, QStandardPaths, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...i18n import N_, _, format_number, language, ngettext, pgettext
from ...play.profiles import load_book
from ...rules.scoring import TeamScore
from ...scorepad import Game, GameStore, ScorePadError
from ...scorepad.game import MAX_NAME, GameChanged
from ...storage import set_aside_files, write_atomic, write_atomic_with
from ...words.explain import input_error, score_sheet_rows, set_aside_message
from ...words.systems import variant_name
from .. import crash, theme
from ..errors import cannot_save
from ..flow_layout import FieldAndButtons
from ..focus import follow_keyboard
from ..language import follow_changes, stop_following
from ..rich import qt_html
from ..screen import fit_to_screen
from .game_box import GameBox
from .new_game import NewScoredGameDialog
from .sheet import RIGHT, HeaderItem, ScoreItem, stretched_header, table_width
from .side_entry import PART_LABELS, EntryArea, SideEntry

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


#: a refusal's field (``Game.check``): ``sides[1].went_out``, ``hands[3][1].canastas``, ``hands[3].red_threes``,
#: ``red_threes``, ``hand`` …
FIELD = re.compile(
    r"(?:hands\[(?P<hand>\d+)\](?:\[(?P<side>\d+)\])?|sides\[(?P<own_side>\d+)\])?"
    r"\.?(?P<part>[a-z_]*)(?:\[\d+\])*"
)


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


def parse_field(field: str) -> tuple[int | None, int | None, str] | None:
    """A refusal's field as (hand, side, part); hand and side None when it names none; None if not of that form."""
    match = FIELD.fullmatch(field)
    if match is None or not field:
        return None
    side = match["side"] or match["own_side"]
    return (int(match["hand"]) if match["hand"] else None, int(side) if side else None, match["part"])


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

        # the game's whole title beside the buttons where there is room, else on a row of its own above them
        bar = FieldAndButtons()
        self.game_box = GameBox()
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.ask_new_game)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.ask_export_csv)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self.ask_export_pdf)
        bar.addWidget(self.game_box)
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

        follow_changes(self.translate_ui)
        follow_keyboard()
        fit_to_screen(self, QSize(1280, 800))
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
        dialog = NewScoredGameDialog(self)
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
            for widget in (entry.head, entry):
                widget.setParent(None)
                widget.deleteLater()
        self.entries = []
        if game is not None:
            for team in range(len(game.teams)):
                entry = SideEntry(game, team)
                entry.went_out.toggled.connect(lambda checked, box=entry.went_out: self._only_one_out(box, checked))
                self.entries.append(entry)
                self.entry_area.add(entry)
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
        stop_following(self.translate_ui)  # a closed pad is not retranslated nor recoloured
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
        self.ask_export(_("Export CSV"), ".csv", _("CSV files (*.csv)"), self.export_csv)

    def ask_export_pdf(self) -> None:
        self.ask_export(_("Print score sheet"), ".pdf", _("PDF files (*.pdf)"), self.export_pdf)

    def ask_export(self, title: str, suffix: str, kinds: str, export: Callable[[Path], None]) -> None:
        """Ask where the game goes (the save dialog, offering ``suggested_path``), write it there with ``export``
        and say so; nothing is written if the dialog is cancelled. A file that cannot be written is told, and a file
        already there is left as it was (the exports write a temporary file first)."""
        path, _filter = QFileDialog.getSaveFileName(self, title, self.suggested_path(suffix), kinds)
        if not path:
            return
        try:
            export(Path(path))
        except OSError as exc:
            from ..dialogs import message_box  # the dialogs load on first use

            message = cannot_save(exc, path)
            self.error_box = message_box(self, "warning", message)
            return
        self.tell_saved(Path(path))

    def export_csv(self, path: Path) -> None:
        write_atomic(path, self.shown_game().to_csv(self.side_name, csv_header()))

    def tell_saved(self, path: Path) -> None:
        """Say where an export went, in the window's status line (the file dialog is gone by then)."""
        self.statusBar().showMessage(_("Saved to {path}").format(path=path), 15000)

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
        document.setHtml(qt_html(self.sheet_html()))

        def print_to(temporary: Path) -> None:
            printer.setOutputFileName(str(temporary))
            document.print_(printer)

        write_atomic_with(path, print_to)


def file_name(text: str) -> str:
    """``text`` as a file name any system takes: no folder separators, reserved or control characters."""
    cleaned = "".join("-" if ch in '<>:"/\\|?*' or ch < " " or ch == "\x7f" else ch for ch in text)
    return cleaned.strip(" .-")[:MAX_NAME]


def open_score_pad(parent: QWidget | None = None) -> ScorePadWindow:
    window = ScorePadWindow(parent=parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window
