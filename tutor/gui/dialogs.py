"""Small dialogs and message boxes the window opens: tables of figures, confirmations, about."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..explain import input_error
from ..i18n import _, format_number
from ..rules.errors import InputError


def one_line(exc: BaseException) -> str:
    """An exception as the one line a person is shown."""
    if isinstance(exc, InputError):
        return input_error(exc)
    text = str(exc).strip().splitlines()
    return text[0] if text else exc.__class__.__name__


def message_box(parent: QWidget, icon: QMessageBox.Icon, message: str) -> QMessageBox:
    """A non-blocking message box that deletes itself when closed."""
    box = QMessageBox(icon, _("Canasta Tutor"), message, QMessageBox.Ok, parent)
    box.setAttribute(Qt.WA_DeleteOnClose)
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
                item.setFlags(item.flags() & ~Qt.ItemIsEditable)
                self.table.setItem(r, c, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(820, 300)


def score_calculator_dialog(parent: QWidget, scores: list) -> TableDialog:
    """The score of an ended hand, one row per side (``scores``: score_hand's result)."""
    rows = [[_("Side {n}").format(n=i + 1), format_number(s.melded), format_number(s.bonuses),
             format_number(s.in_hand), format_number(s.total), format_number(s.new_score)]
            for i, s in enumerate(scores)]
    return TableDialog(parent, _("Score calculator"), _("The score of this hand:"),
                       [_("Side"), _("Melded"), _("Bonuses"), _("In hand"), _("Hand total"), _("New score")], rows)


def confirm_reset_progress(parent: QWidget) -> bool:
    answer = QMessageBox.question(
        parent, _("Reset lesson progress"),
        _("Forget the results of every exercise? All lessons will show as not done. This cannot be undone."),
        QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
    return answer == QMessageBox.Yes


def about_box(parent: QWidget) -> None:
    QMessageBox.about(parent, _("About Canasta Tutor"),
                      _("Canasta Tutor: learn Canasta step by step and settle its disputes. "
                        "Every move is ruled on by a referee that cites its sources."))
