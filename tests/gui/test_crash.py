"""An unexpected error, also one raised in a Qt slot: logged with the details, the user's work saved again, a
translated dialog with the log's place and a button that copies the details; the app goes on."""

from __future__ import annotations

import json
import sys

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tutor import i18n, log
from tutor.gui import crash
from tutor.gui.crash_dialog import CrashDialog


@pytest.fixture
def hook(monkeypatch, tmp_path):
    """The app's hook in place, the log in a temporary folder, no dialog left over."""
    monkeypatch.setattr(sys, "excepthook", crash.handle)
    monkeypatch.setattr(log, "log_file", None)
    monkeypatch.setattr(log, "_handler", None)
    monkeypatch.setattr(log.LOGGER, "handlers", [])
    monkeypatch.setattr(log.LOGGER, "propagate", True)
    log.start_logging()
    yield log.log_file
    for handler in log.LOGGER.handlers:
        handler.close()
    if crash._dialog is not None:
        crash._dialog.reject()
    QApplication.processEvents()


class Emitter(QObject):
    fired = Signal()


def _dialogs() -> list[CrashDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, CrashDialog) and w.isVisible()]


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_logged_saved_and_shown_and_the_app_goes_on(qtbot, hook, window, tmp_path):
    window.progress.record("frozen-pile-1", 1.0)
    (tmp_path / "progress.json").unlink()  # lost behind the app's back: the hook writes it again
    emitter = Emitter()
    emitter.fired.connect(lambda: 1 / 0)
    emitter.fired.emit()
    qtbot.waitUntil(lambda: bool(_dialogs()))
    dialog = _dialogs()[0]
    assert "ZeroDivisionError" in dialog.details.toPlainText()
    assert str(hook) in dialog.message.text() and "have been saved" in dialog.message.text()
    assert json.loads((tmp_path / "progress.json").read_text())["results"]["frozen-pile-1"] == 1.0
    for handler in log.LOGGER.handlers:
        handler.flush()
    assert "ZeroDivisionError" in hook.read_text(encoding="utf-8")

    dialog.copy_button.click()
    assert "ZeroDivisionError" in QApplication.clipboard().text()

    emitter.fired.emit()  # a second error while the dialog is open: logged, not a second dialog
    QApplication.processEvents()
    assert len(_dialogs()) == 1
    dialog.reject()
    qtbot.waitUntil(lambda: not _dialogs())
    ticked = []
    QTimer.singleShot(0, lambda: ticked.append(True))  # the event loop still runs
    qtbot.waitUntil(lambda: bool(ticked))


@pytest.mark.qt_no_exception_capture
def test_the_dialog_speaks_the_language_of_the_app(qtbot, hook):
    i18n.set_language("de")
    crash.handle(RuntimeError, RuntimeError("boom"), None)
    dialog = _dialogs()[0]
    assert dialog.windowTitle() == "Etwas ist schiefgegangen"
    assert dialog.copy_button.text() == "Details kopieren"


@pytest.mark.qt_no_exception_capture
def test_a_saver_that_fails_is_logged_and_the_dialog_says_not_all_was_saved(qtbot, hook):
    def broken():
        raise OSError("disk full")

    crash.save_on_crash(broken)
    try:
        crash.handle(RuntimeError, RuntimeError("boom"), None)
    finally:
        crash.forget_saver(broken)
    assert "not everything could be saved" in _dialogs()[0].message.text()
    for handler in log.LOGGER.handlers:
        handler.flush()
    assert "saving after the error failed" in hook.read_text(encoding="utf-8")


def test_the_score_pad_saves_its_game_again_after_an_error(qtbot, tmp_path):
    from tutor.gui.scorepad.window import ScorePadWindow

    pad = ScorePadWindow()
    qtbot.addWidget(pad)
    assert pad.save_game in crash._savers
    pad.close()
    assert pad.save_game not in crash._savers
