"""What a mode sees of the window: the stage.

The lesson, practice and dispute modes (``ExerciseSession``, ``PracticeSession``, ``DisputeSession``) play on the
table and speak through the referee panel, the status line and message boxes. They see the window only as this
narrow ``Stage``: the main window implements it, lays out, owns the menus and switches the modes
(``enter_mode``). Each mode takes what it needs from the table's one ``Ruling`` in its ``on_ruling``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from ..play.profiles import ProfileBook
    from ..play.ruling import Ruling
    from ..rules.state import Position
    from .ruling.panel import RefereePanel
    from .table.widget import TableWidget


#: the name of a mode that plays on the table
ModeName = Literal["lesson", "practice", "dispute"]
#: what the window shows: the welcome before any mode, or a mode
Showing = Literal["welcome", "lesson", "practice", "dispute"]


class Mode(Protocol):
    """A mode that plays on the stage. It enters through its own door (a lesson opened, a game dealt, a position
    loaded), which ends with ``Stage.enter_mode(name)``; the stage has it leave when another mode takes the
    table, hands it every ruling of the table and has it reword what it shows when the language changes."""

    name: ModeName

    def leave(self) -> None: ...

    def on_ruling(self, ruling: Ruling) -> None: ...

    def retranslate(self) -> None: ...


class Stage(Protocol):
    """The window as a mode sees it."""

    #: the mode that has the table, or "welcome" before any
    mode: Showing

    @property
    def table(self) -> TableWidget: ...

    @property
    def panel(self) -> RefereePanel: ...

    def widget(self) -> QWidget:
        """The window itself, as the parent of a mode's dialogs."""
        ...

    def enter_mode(self, mode: Showing) -> None:
        """Give the table to ``mode`` (a mode's name; "welcome": to none): the other modes leave it, and the layout
        follows."""
        ...

    def show_status(self, message: str, timeout_ms: int = 5000) -> None: ...

    def show_file(self, path: Path | None) -> None:
        """The position file now open on the table (None: none), which the window's title names."""
        ...

    def show_error(self, message: str) -> None: ...

    def show_info(self, message: str) -> None: ...

    def set_perspective(self, learner: int | None, players: int) -> None:
        """Who sits at the bottom: the learner's seat, or None for the seat to move."""
        ...

    @property
    def profiles(self) -> ProfileBook: ...

    def table_options(self, variant: str) -> dict:
        """The rule options the table plays ``variant`` with (its profile in use)."""
        ...

    def show_rule_system(self, position: Position) -> None:
        """The menus show the rule system of the position on the table."""
        ...

    def set_closed_book(self, closed: bool) -> None:
        """A test question is on the table: no move is put to the referee, and the window's ways to look its answer
        up (hints, comparing the systems, the position editor, the rules, scoring the hand) and to take it elsewhere
        (saving or sharing the position) wait until the test ends."""
        ...

    def set_replaying(self, replaying: bool) -> None:
        """The bots' moves are being shown one by one, and can be skipped."""
        ...

    def set_next_hand_available(self, available: bool) -> None:
        """A practice game's next hand can be dealt."""
        ...

    def open_lesson(self, lesson_id: str, step_id: str | None = None, first_step: bool = False) -> bool: ...
