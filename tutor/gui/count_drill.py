"""The counting drill: one field per side and part (or per side total), checked by the scorer.

Keyboard first: the fields are in reading order (one side after the other),
Enter in any field checks, a wrong field turns red and gets the focus, and the
feedback names each part that is off.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QWidget

from ..i18n import _
from ..lessons.counting import PARTS, TOTAL, TOTAL_NAME, CountResult, check, fields

OK_STYLE = "QLineEdit { border: 2px solid #2e7d32; border-radius: 3px; background: #f1f8e9; }"
WRONG_STYLE = "QLineEdit { border: 2px solid #c62828; border-radius: 3px; background: #ffebee; }"


def part_name(part: str) -> str:
    return _(TOTAL_NAME) if part == TOTAL else _(PARTS[part])


def side_label(side: int) -> str:
    return _("Side {n}").format(n=side + 1)


class CountDrill(QWidget):
    """The entry form of a counting drill; ``checkRequested`` fires on Enter."""

    checkRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.exercise: Any = None
        self.inputs: dict[tuple[int, str], QLineEdit] = {}
        self.row_labels: dict[str, QLabel] = {}
        self.side_labels: dict[int, QLabel] = {}
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 2, 0, 2)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)

    def set_exercise(self, exercise: Any) -> None:
        """Build one field per asked (side, part); the scorer decides which parts exist."""
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.inputs, self.row_labels, self.side_labels = {}, {}, {}
        self.exercise = exercise
        asked = fields(exercise)
        sides = sorted({side for side, _ in asked})
        parts = list(dict.fromkeys(part for _, part in asked))
        for column, side in enumerate(sides, 1):
            label = QLabel()
            label.setAlignment(Qt.AlignCenter)
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
                edit.setAlignment(Qt.AlignRight)
                edit.setMaximumWidth(110)
                edit.setInputMethodHints(Qt.ImhFormattedNumbersOnly)
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

    def translate_ui(self) -> None:
        for part, label in self.row_labels.items():
            label.setText(part_name(part))
        for side, label in self.side_labels.items():
            label.setText(side_label(side))
        for (side, part), edit in self.inputs.items():
            name = f"{side_label(side)}: {part_name(part)}"
            edit.setAccessibleName(name)
            edit.setToolTip(name)
            edit.setPlaceholderText(_("points"))

    def answers(self) -> dict[tuple[int, str], str]:
        return {key: edit.text() for key, edit in self.inputs.items()}

    def check(self) -> CountResult:
        """Check the entries with the scorer; colour each field and focus the first that is off."""
        result = check(self.exercise, self.answers())
        off = set(result.wrong) | set(result.missing)
        for key, edit in self.inputs.items():
            edit.setStyleSheet(WRONG_STYLE if key in off else OK_STYLE)
        first = next((self.inputs[key] for key in self.inputs if key in off), None)
        if first is not None:
            first.setFocus()
            first.selectAll()
        return result


def count_feedback(result: CountResult) -> str:
    """What is off, part by part: "Side 2: Cards left in hand is off." """
    if result.correct:
        return ""
    lines = []
    if result.missing:
        lines.append(_("Enter a whole number in every field: {fields}.").format(
            fields=", ".join(f"{side_label(s)} – {part_name(p)}" for s, p in result.missing)))
    for side, part in result.wrong:
        lines.append(_("{side}: {part} is off.").format(side=side_label(side), part=part_name(part)))
    return " ".join(lines)
