"""The comparison of rule systems: the last move ruled on under every preset, in a table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ...i18n import _
from ...rules.notation import write_position
from ...words.compare import compare_presets
from ...words.explain import move_summary
from ...words.rulecards import comparison_rows
from ..rich import escaped as _e
from ..rich import qt_html
from ..screen import fit_to_screen
from ..theme import colour

if TYPE_CHECKING:
    from ..main_window import MainWindow


def compare_systems(window: MainWindow) -> CompareDialog | None:
    """Open the comparison for the table's last move; None (and a message) when there is none."""
    pos, move = window.table.position, window.table.last_move
    if pos is None or move is None:
        window.show_info(_("Try a move on the table first: the comparison rules on your last move."))
        return None
    ruling = window.panel.ruling
    # a move played was made from the position before it
    before = ruling.before if ruling is not None and ruling.move is move and ruling.played else pos
    active = window.profiles.active()  # the table's own rules as one more row
    # a preset under which the position or the move cannot be read is a row saying so (compare_presets)
    results = compare_presets(write_position(before, (move,)), (active,) if active is not None else ())
    dialog = CompareDialog(window, move_summary(move), comparison_rows(results))
    dialog.open()
    return dialog


class CompareDialog(QDialog):
    """The comparison as a page that wraps to the window: per rule system its verdict, why, the rule with
    its sources and, where the systems disagree, the deciding rule's value in each with its source."""

    def __init__(self, parent: QWidget, move: str, rows: list):
        super().__init__(parent)
        self.setWindowTitle(_("Compare rule systems"))
        self.rows = rows
        layout = QVBoxLayout(self)
        intro = QLabel(_("The move “{move}” under every rule system:").format(move=move))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.view = QTextBrowser()
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the text wraps; nothing sideways
        self.view.setHtml(qt_html(self._html()))
        layout.addWidget(self.view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(900, 620))

    def _html(self) -> str:
        parts = []
        for row in self.rows:
            color = colour("legal" if row.legal else "faint" if row.legal is None else "refused")
            mark = "✓" if row.legal else "–" if row.legal is None else "✗"
            parts.append(
                f"<h3 style='margin: 10px 0 2px 0'>{_e(row.system)} "
                f"<span style='color: {color}'>{mark} {_e(row.verdict)}</span></h3>"
            )
            if row.why:
                parts.append(f"<p style='margin: 0 0 2px 0'>{_e(row.why)}</p>")
            if row.rule:
                rule = _("Rule: {rule}").format(rule=row.rule)
                parts.append(f"<p style='margin: 0 0 2px 0; color: {colour('muted')}'>{_e(rule)}</p>")
            if row.statement:
                parts.append(f"<p style='margin: 0 0 2px 0; color: {colour('muted')}'>{_e(row.statement)}</p>")
            if row.deciding:
                parts.append(f"<p style='margin: 0 0 2px 0; color: {colour('heading')}'><i>{_e(row.deciding)}</i></p>")
        return "".join(parts)
