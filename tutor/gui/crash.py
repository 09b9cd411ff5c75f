"""What happens when the app meets an error it did not expect (also one raised in a Qt slot, which PySide6
hands to ``sys.excepthook``): the whole report goes to the log, what the user has made is saved again, and a
dialog says so, with the log's place and the details to copy for a bug report. The app then goes on."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6 import __version__ as pyside_version
from PySide6.QtWidgets import QApplication

from ..log import LOGGER
from ..resources import version

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

#: what can be saved when something goes wrong (progress, the score pad's game), each called in a guard
_savers: list[Callable[[], object]] = []
#: the dialog on screen, if any: a second error while it is open is logged, not shown again
_dialog: QDialog | None = None


def save_on_crash(saver: Callable[[], object]) -> None:
    _savers.append(saver)


def forget_saver(saver: Callable[[], object]) -> None:
    if saver in _savers:
        _savers.remove(saver)


def install() -> None:
    sys.excepthook = handle


def details(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> str:
    import platform

    header = (
        f"Canasta Tutor {version()}, Python {platform.python_version()}, PySide6 {pyside_version}, {platform.platform()}"
    )
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
    from .crash_dialog import CrashDialog  # its widgets load when there is something to show

    _dialog = CrashDialog(report, saved, QApplication.activeWindow())
    _dialog.finished.connect(_closed)
    _dialog.open()  # not exec(): an error in a slot must not start a second event loop inside it


def _closed() -> None:
    global _dialog
    if _dialog is not None:
        _dialog.deleteLater()
    _dialog = None
