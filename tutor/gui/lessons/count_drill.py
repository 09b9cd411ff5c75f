"""The counting drill: one field per side and part (or per side total), checked by the scorer.

Keyboard first: the fields are in reading order (one side after the other),
Enter in any field checks, a wrong field turns red and gets the focus, and the
feedback names each part that is off.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...i18n import _, ngettext
from ...lessons.counting import PARTS, TOTAL, TOTAL_NAME, CountResult, check, fields
from ...rules.notation import read_position
from ...words.seats import side_title
from ..theme import css
from .render import inline_html

if TYPE_CHECKING:
    from ...lessons.course import Exercise
    from ...rules.state import Position

OK_STYLE = "QLineEdit { border: 2px solid $legal; border-radius: 3px; background: $ok_bg; }"
WRONG_STYLE = "QLineEdit { border: 2px solid $refused; border-radius: 3px; background: $wrong_bg; }"


def part_name(part: str) -> str:
    return _(TOTAL_NAME) if part == TOTAL else _(PARTS[part])


#: between the lines of a run-on text: held to the word before it by a no-break space, so that no row starts with it
RUN_ON_SEPARATOR = "\u00a0· "


def run_on(lines: Iterable[str]) -> str:
    """Rich-text lines as one run of text that wraps as words do. Each line must end with a word: Qt may end a row
    after a picture, whatever is glued to it, and the separator would then start the next row."""
    return RUN_ON_SEPARATOR.join(lines)


class CountDrill(QWidget):
    """The entry form of a counting drill; ``checkRequested`` fires on Enter."""

    checkRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.exercise: Exercise | None = None
        self.inputs: dict[tuple[int, str], QLineEdit] = {}
        self.row_labels: dict[str, QLabel] = {}
        self.side_labels: dict[int, QLabel] = {}
        #: the drill's position, without its moves: whose sides, who went out, what is left in hand
        self.position: Position | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 2, 0, 2)
        # how the hand ended and the cards still held: the table shows only one hand face up
        self.context = QLabel()
        self.context.setWordWrap(True)
        self.context.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.context)
        self.grid = QGridLayout()
        outer.addLayout(self.grid)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)
        #: set close (LessonView.set_compact): the hands on one run of text with smaller cards, the fields closer
        self.compact = False

    #: the cards still held, as pictures in the context lines: their height, and set close
    CARD_HEIGHT = 32
    COMPACT_CARD_HEIGHT = 24

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            self.grid.setVerticalSpacing(1 if compact else 3)
            self.context.setText(self.context_html())

    def set_exercise(self, exercise: Exercise) -> None:
        """Build one field per asked (side, part); the scorer decides which parts exist."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # out of sight at once: deleteLater waits for the event loop
                widget.deleteLater()
        self.inputs, self.row_labels, self.side_labels = {}, {}, {}
        self.exercise = exercise
        self.position = read_position({k: v for k, v in exercise.position.items() if k not in ("move", "moves")}).position
        asked = fields(exercise)
        sides = sorted({side for side, _ in asked})
        parts = list(dict.fromkeys(part for _, part in asked))
        for column, side in enumerate(sides, 1):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("font-weight: bold;")
            self.grid.addWidget(label, 0, column)
            self.side_labels[side] = label
        for row, part in enumerate(parts, 1):
            label = QLabel()
            self.grid.addWidget(label, row, 0)
            self.row_labels[part] = label
        previous = None
        for side in sides:  # tab order: down one side, then the next
            for row, part in enumerate(parts, 1):
                edit = QLineEdit()
                edit.setAlignment(Qt.AlignmentFlag.AlignRight)
                edit.setMaximumWidth(110)
                edit.setInputMethodHints(Qt.InputMethodHint.ImhFormattedNumbersOnly)
                edit.returnPressed.connect(self.checkRequested)
                edit.textEdited.connect(lambda _t, e=edit: e.setStyleSheet(""))
                self.grid.addWidget(edit, row, sides.index(side) + 1)
                self.inputs[(side, part)] = edit
                if previous is not None:
                    QWidget.setTabOrder(previous, edit)
                previous = edit
        self.grid.setColumnStretch(len(sides) + 1, 1)
        self.translate_ui()
        first = next(iter(self.inputs.values()), None)
        if first is not None:
            first.setFocus()

    def context_html(self) -> str:
        """Who went out (or that the stock ran out) and each side's cards left in hand, as pictures."""
        position = self.position
        if position is None:
            return ""
        if position.went_out is None:
            lines = [_("The stock ran out.")]
        else:
            lines = [self.went_out_line(position.team(position.went_out), position.concealed)]
        for team, seats in enumerate(position.teams):
            cards = [c.text for seat in seats for c in position.hands[seat]]
            if cards:
                lines.append(self.holds_line(team, "[[" + " ".join(cards) + "]]"))
        if self.compact:
            return run_on(inline_html(line, self.COMPACT_CARD_HEIGHT) for line in lines)
        return "<br>".join(inline_html(line, self.CARD_HEIGHT) for line in lines)

    # -- a side's name and the sentences that name it ------------------------------------------------
    # The drill is seen from the learner's chair, the seat the table draws at the bottom (the seat to move), and
    # names each side as the table does (side_title). The learner alone is "You", with sentences of their own
    # ("You went out", never "You" put into "{side} went out"); another player alone is named as a person
    # ("Opponent went out", French « est sorti »); a partnership as a side ("Your side went out", « est sortie »).

    def side_label(self, side: int) -> str:
        assert self.position is not None  # named only while a drill is shown
        return side_title(self.position, side, self.position.turn)

    def is_you(self, side: int) -> bool:
        """The side is the learner alone: its sentences speak to them."""
        position = self.position
        return position is not None and position.teams[side] == (position.turn,)

    def plays_alone(self, side: int) -> bool:
        return self.position is not None and self.position.plays_alone(side)

    def went_out_line(self, side: int, concealed: bool) -> str:
        if self.is_you(side):
            return _("You went out concealed.") if concealed else _("You went out.")
        name = self.side_label(side)
        if concealed:
            return _("{side} went out concealed.").format(side=name)
        if self.plays_alone(side):
            return _("{player} went out.").format(player=name)
        return _("{side} went out.").format(side=name)

    def holds_line(self, side: int, cards: str) -> str:
        if self.is_you(side):
            return _("You still hold {cards} in hand").format(cards=cards)
        return _("{side} still holds {cards} in hand").format(side=self.side_label(side), cards=cards)

    def off_line(self, side: int, part: str) -> str:
        """One field that is off, in the feedback."""
        if self.is_you(side):
            return _("Your figure for “{part}” is off.").format(part=part_name(part))
        return _("{side}: {part} is off.").format(side=self.side_label(side), part=part_name(part))

    def field_name(self, side: int, part: str) -> str:
        """A field's name for a screen reader and its tooltip: the column's head and the row's."""
        return _("{side}: {part}").format(side=self.side_label(side), part=part_name(part))

    def translate_ui(self) -> None:
        self.context.setText(self.context_html())
        for part, label in self.row_labels.items():
            label.setText(part_name(part))
        for side, label in self.side_labels.items():
            label.setText(self.side_label(side))
        for (side, part), edit in self.inputs.items():
            name = self.field_name(side, part)
            edit.setAccessibleName(name)
            edit.setToolTip(name)
            edit.setPlaceholderText(_("points"))

    def answers(self) -> dict[tuple[int, str], str]:
        return {key: edit.text() for key, edit in self.inputs.items()}

    def check(self) -> CountResult:
        """Check the entries with the scorer; colour each field and focus the first that is off."""
        assert self.exercise is not None  # checked only while a drill is shown
        result = check(self.exercise, self.answers())
        off = set(result.wrong) | set(result.missing)
        for key, edit in self.inputs.items():
            edit.setStyleSheet(css(WRONG_STYLE if key in off else OK_STYLE))
        first = next((self.inputs[key] for key in self.inputs if key in off), None)
        if first is not None:
            first.setFocus()
            first.selectAll()
        return result


def count_feedback(result: CountResult, drill: CountDrill) -> str:
    """What is off, part by part: "Opponent: Cards left in hand is off." """
    if result.correct:
        return ""
    lines = [drill.off_line(side, part) for side, part in result.wrong]
    if result.missing:
        n = len(result.missing)
        lines.append(
            ngettext(
                "Enter a whole number in every field ({n} is still empty).",
                "Enter a whole number in every field ({n} are still empty).",
                n,
            ).format(n=n)
        )
    return " ".join(lines)
