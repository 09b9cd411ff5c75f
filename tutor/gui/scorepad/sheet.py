"""The score pad's history table: its figures worded when shown, its headings of several lines, its width."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
)

from ...i18n import format_number
from ...rules.scoring import TeamScore
from ...scorepad.game import MAX_TARGET
from ...words.explain import score_sheet_rows

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


class HeaderItem(QTableWidgetItem):
    """A column heading of one line or more, each line cut in its middle with "…" to the column's width when it does
    not fit (a side's name can be long, and the sides' default names differ at their ends only), worded anew at
    every paint as the column's width changes; its tooltip gives the whole heading. A heading too wide for its
    column was cut at both ends ("pieler 1 & Spieler 3: Rund")."""

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
                metrics.elidedText(line, Qt.TextElideMode.ElideMiddle, max(room, 0)) or "…" for line in self.lines
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


def breakdown(scores: list[TeamScore], team: int) -> str:
    """One side's hand, part by part, as the score sheet lists it."""

    return "\n".join(f"{label}: {format_number(figures[team])}" for label, figures in score_sheet_rows(scores))
