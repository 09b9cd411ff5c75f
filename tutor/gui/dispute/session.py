"""Dispute mode: positions from files and the editor, rule systems, verdicts, hints and scores."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from ...i18n import N_, _
from ...rules.errors import InputError
from ...storage import write_atomic
from ...words.systems import variant_name
from ..errors import cannot_save, error_message

if TYPE_CHECKING:
    from ...play.ruling import Ruling
    from ...rules.notation import LoadedPosition
    from ...rules.state import Position
    from ..dialogs import TableDialog
    from ..stage import ModeName, Stage
    from .editor import PositionEditor


class DisputeSession:
    """Any position put on the table to settle a question: opened, dropped, edited or switched to another system."""

    def __init__(self, stage: Stage):
        self.stage = stage
        self._file: Path | None = None
        self.editor: PositionEditor | None = None

    @property
    def current_file(self) -> Path | None:
        """The position file the table shows (opened or saved last), which the window's title names."""
        return self._file

    @current_file.setter
    def current_file(self, path: Path | None) -> None:
        self._file = path
        self.stage.table.undo_stack.setClean()  # the table now shows what the file holds
        self.stage.show_file(path)

    # -- files -------------------------------------------------------------------------------------------

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # its many enums are built with the first file dialog

        path, _filter = QFileDialog.getOpenFileName(
            self.stage.widget(), _("Open position"), "", _("Positions (*.canasta.json *.json);;All files (*)")
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Load a canasta-position/1 file; a broken or hostile file only shows its one-line error."""
        from ...play.loading import load

        stage = self.stage
        try:
            loaded = load(str(path))
        except InputError as exc:  # a broken or hostile file, or one that cannot be read (tests/robustness)
            stage.show_error(error_message(exc, _("Cannot open {name}: {error}"), name=Path(path).name))
            return False
        self.show_loaded(loaded)
        self.current_file = Path(path)
        stage.show_status(_("Opened {name}").format(name=Path(path).name), 5000)
        return True

    def open_text(self, text: str) -> bool:
        """A position pasted as text (a file's contents sent in a chat or an e-mail)."""
        from ...rules.notation import read_position

        stage = self.stage
        if not text.strip():
            stage.show_error(_("The clipboard holds no position: copy a position file or its text first."))
            return False
        try:
            loaded = read_position(text.strip())
        except InputError as exc:  # pasted text is hostile input like any file
            stage.show_error(error_message(exc, _("The text pasted is not a position: {error}")))
            return False
        self.show_loaded(loaded)
        self.current_file = None
        stage.show_status(_("Opened the position pasted"), 5000)
        return True

    def open_code(self, text: str) -> bool:
        """A shared ruling's code: its position, rules and move, and the same ruling."""
        from ...play.share import decode_shared

        stage = self.stage
        try:
            shared = decode_shared(text)
        except InputError as exc:  # a code is hostile input like any file
            stage.show_error(error_message(exc, _("The code cannot be read: {error}")))
            return False
        self.show_loaded(shared.loaded, viewer=shared.viewer)
        self.current_file = None
        stage.show_status(_("Opened the ruling of the code"), 5000)
        return True

    def show_loaded(self, loaded: LoadedPosition, viewer: int | None = None) -> None:
        """Show a loaded position; its moves, if any, are put to the referee in order. ``viewer``: the seat a
        shared ruling was seen from, kept at the bottom; None: the seat to move is at the bottom."""
        stage = self.stage
        stage.enter_mode("dispute")
        stage.panel.clear()
        stage.set_perspective(viewer, loaded.position.players)
        stage.table.set_position(loaded.position)
        for move in loaded.moves:
            verdict = stage.table.attempt(move)
            if verdict is None or not verdict.legal:
                break

    def save_dialog(self) -> None:
        if self.stage.table.position is None:
            return
        from PySide6.QtWidgets import QFileDialog  # as in open_dialog

        from ...play.loading import position_file_name, suggested_position_name

        offered = suggested_position_name(str(self.current_file) if self.current_file else None)
        path, _filter = QFileDialog.getSaveFileName(
            self.stage.widget(), _("Save position"), offered, _("Positions (*.canasta.json)")
        )
        if path:
            self.save_file(position_file_name(path))

    def save_file(self, path: str | Path) -> bool:
        stage = self.stage
        if stage.table.position is None:
            return False
        try:
            from ...rules.notation import dumps

            write_atomic(Path(path), dumps(stage.table.position) + "\n")
        except OSError as exc:
            stage.show_error(cannot_save(exc, path))
            return False
        self.current_file = Path(path)
        stage.show_status(_("Saved {name}").format(name=Path(path).name), 5000)
        return True

    @staticmethod
    def dropped_position(mime) -> str | None:
        """The first local .json file among dropped URLs, or None."""
        if not mime.hasUrls():
            return None
        for url in mime.urls():
            if url.isLocalFile() and url.toLocalFile().lower().endswith(".json"):
                return url.toLocalFile()
        return None

    # -- editing -----------------------------------------------------------------------------------------

    def open_editor(self) -> PositionEditor:
        """Edit the table's position (or an empty table) in a dialog."""
        from .editor import PositionEditor

        stage = self.stage
        active = stage.profiles.active()
        rules = (active.variant, active.options) if active is not None else ("classic", {})
        editor = PositionEditor(stage.table.position, stage.widget(), rules=rules)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.applied.connect(self.apply_edit)
        editor.open()
        self.editor = editor
        return editor

    def apply_edit(self, position: Position) -> None:
        """The edited position goes on the table as one undoable step, outside any lesson or practice game."""
        stage = self.stage
        stage.enter_mode("dispute")
        stage.panel.clear()
        stage.set_perspective(None, position.players)
        stage.table.edit_position(position, _("Edit position"))
        stage.table.hand.clear_selection()  # cards chosen in the hand before the edit are not the hand's now
        if stage.table.undo_stack.canUndo():
            stage.panel.show_notice(N_("The edited position is on the table: try a move, or undo the edit with Ctrl+Z."))
        else:
            stage.panel.show_notice(N_("The edited position is on the table: try a move."))

    def set_rule_system(self, system: str) -> bool:
        from ...rules.notation import read_position, write_position

        stage = self.stage
        pos = stage.table.position
        if pos is None:
            return False
        if pos.variant == system and not pos.ruleset.overridden:
            return True
        data = write_position(pos)
        data["variant"] = system
        data["options"] = stage.table_options(system)  # the table's house rules where it plays this system
        try:
            loaded = read_position(data)
        except InputError as exc:  # the position breaks a rule of the other system (e.g. its number of players)
            stage.show_error(
                error_message(exc, _("This position cannot be played under {system}: {error}"), system=variant_name(system))
            )
            stage.show_rule_system(pos)
            return False
        stage.panel.clear()  # the verdict shown was given under the other system
        stage.table.set_position(loaded.position)
        stage.panel.show_notice(N_("Rule system: {system}"), system=variant_name(system))
        return True

    # -- the referee -------------------------------------------------------------------------------------

    name: ModeName = "dispute"

    def leave(self) -> None:
        """Another mode takes the table; the position disputed stays in the table's history."""

    def retranslate(self) -> None:
        """Nothing of its own on screen: the table and the panel reword themselves."""

    def on_ruling(self, ruling: Ruling) -> None:
        """A hand ended by a played move: say where its score is (a practice game shows its own score sheet)."""
        stage = self.stage
        if ruling.played and ruling.after is not None and ruling.after.ended and stage.mode != "practice":
            stage.show_status(_("The hand is over: see Game → Score the hand on the table."), 8000)

    def try_under_reading(self, ruling: Ruling, option: str, value) -> bool:
        """The ruled move, tried again from the same position under another reading of ``option`` (the position
        goes on the table under those rules as one undoable step, outside any game)."""
        from ...rules.variants import Ruleset, jsonable  # with a ruling, the rules are loaded by now

        stage = self.stage
        before = ruling.before
        rs = before.ruleset
        options = {name: jsonable(getattr(rs, name)) for name in rs.overridden}
        options[option] = jsonable(value)
        position = before.copy()
        try:
            position.ruleset = Ruleset.build(rs.variant, rs.players, options)
        except ValueError as exc:
            stage.show_error(error_message(exc))
            return False
        stage.enter_mode("dispute")
        stage.set_perspective(None, position.players)
        stage.table.edit_position(position, _("Another reading"))
        stage.table.attempt(ruling.move)
        return True

    def show_hints(self) -> None:
        stage = self.stage
        pos = stage.table.position
        if pos is None:
            return
        from ...rules.hints import hints

        stage.panel.show_hints(*hints(pos), pos)

    def score_calculator(self) -> TableDialog | None:
        stage = self.stage
        pos = stage.table.position
        if pos is None or not pos.ended:
            stage.show_info(_("The hand is not over yet: the score is counted when a side goes out."))
            return None
        from ...rules.scoring import score_hand

        try:
            scores = score_hand(pos)
        except InputError as exc:  # a hand whose cards left are not all listed cannot be scored
            stage.show_error(error_message(exc))
            return None
        from ..dialogs import score_calculator_dialog

        dialog = score_calculator_dialog(stage.widget(), scores)
        dialog.open()
        return dialog
