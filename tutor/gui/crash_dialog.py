"""The dialog shown after an unexpected error (see crash.py): what happened to the user's work, where the log
is, the details and a button that copies them for a bug report."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import log
from ..i18n import _


class CrashDialog(QDialog):
    def __init__(self, report: str, saved: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        self.report = report
        self.setWindowTitle(_("Something went wrong"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        where = log.log_file or log.log_path()
        self.message = QLabel(
            (
                _(
                    "Canasta Tutor met an error it did not expect. Your lesson progress and score-pad games have been "
                    "saved, and you can go on."
                )
                if saved
                else _(
                    "Canasta Tutor met an error it did not expect, and not everything could be saved again. What was "
                    "saved before the error is kept."
                )
            )
            + "\n\n"
            + _("The details are in the log file:\n{path}\nPlease add them when you report the problem.").format(path=where)
        )
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.details = QPlainTextEdit(report)
        self.details.setReadOnly(True)
        self.details.setAccessibleName(_("Error details"))
        self.details.setMinimumHeight(160)
        layout.addWidget(self.details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(_("Copy details"))
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def copy_details(self) -> None:
        QApplication.clipboard().setText(self.report)
        self.copy_button.setText(_("Copied"))
