"""What happens when the app meets an error it did not expect (also one raised in a Qt slot, which PySide6
hands to ``sys.excepthook``): the whole report goes to the log, what the user has made is saved again, and a
dialog says so, with the log's place and the details to copy for a bug report. The app then goes on."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from types import TracebackType

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
from ..log import LOGGER

#: what can be saved when something goes wrong (progress, the score pad's game), each called in a guard
_savers: list[Callable[[], object]] = []
#: the dialog on screen, if any: a second error while it is open is logged, not shown again
_dialog: CrashDialog | None = None


def save_on_crash(saver: Callable[[], object]) -> None:
    _savers.append(saver)


def forget_saver(saver: Callable[[], object]) -> None:
    if saver in _savers:
        _savers.remove(saver)


def install() -> None:
    sys.excepthook = handle


def details(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> str:
    import platform

    from PySide6 import __version__ as pyside_version

    from ..resources import version
    header = (f"Canasta Tutor {version()}, Python {platform.python_version()}, PySide6 {pyside_version}, "
              f"{platform.platform()}")
    return header + "\n\n" + "".join(traceback.format_exception(kind, error, trace))


def handle(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """``sys.excepthook``: log, save, tell."""
    global _dialog
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    report = details(kind, error, trace)
    LOGGER.critical("unexpected error\n%s", report)
    print(report, file=sys.stderr)
    saved = True
    for saver in list(_savers):
        try:
            saver()
        except Exception:  # noqa: BLE001 - the first error is the one to tell about; this one is logged
            LOGGER.exception("saving after the error failed")
            saved = False
    if _dialog is not None or QApplication.instance() is None:
        return
    _dialog = CrashDialog(report, saved, QApplication.activeWindow())
    _dialog.finished.connect(_closed)
    _dialog.open()  # not exec(): an error in a slot must not start a second event loop inside it


def _closed() -> None:
    global _dialog
    if _dialog is not None:
        _dialog.deleteLater()
    _dialog = None


class CrashDialog(QDialog):
    def __init__(self, report: str, saved: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        self.report = report
        self.setWindowTitle(_("Something went wrong"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        where = log.log_file or log.log_path()
        self.message = QLabel(
            (_("Canasta Tutor met an error it did not expect. Your lesson progress and score-pad games have been "
               "saved, and you can go on.") if saved else
             _("Canasta Tutor met an error it did not expect, and not everything could be saved again. What was "
               "saved before the error is kept.")) + "\n\n" +
            _("The details are in the log file:\n{path}\nPlease add them when you report the problem.").format(
                path=where))
        self.message.setWordWrap(True)
        from PySide6.QtCore import Qt  # not at the top: the first paint does without the Qt namespace
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
