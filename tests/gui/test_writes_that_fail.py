"""Every file the user chooses to write (the score pad's CSV and PDF, a saved position, a share code's picture, the
cheat sheet as a PDF, an exported rule profile): when it cannot be written the user is told so in their language
and why in plain words, a file already there is left as it was, and the app goes on, never the crash dialog."""

from __future__ import annotations

import errno
import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog

from tutor import i18n, storage
from tutor.gui import crash
from tutor.gui.crash_dialog import CrashDialog


@pytest.fixture
def app_hook(monkeypatch):
    """The app's own hook for errors that reach a slot: a bug there opens the crash dialog, as in the app."""
    monkeypatch.setattr(sys, "excepthook", crash.handle)
    yield
    if crash._dialog is not None:
        crash._dialog.reject()
    QApplication.processEvents()


def crash_dialogs() -> list[CrashDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, CrashDialog) and w.isVisible()]


@dataclass
class Export:
    """One way to write a file the user chose: ``start`` sets it up and returns (click, told): ``click`` does what the
    user does once the save dialog answers, ``told`` is what the app then says."""

    name: str
    suffix: str
    start: Callable


def score_pad(window, qtbot, tmp_path, which):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad import Game, GameStore

    pad = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(pad)
    pad.start_game(Game.new("classic", 4))
    pad.entries[0].melded.setValue(120)
    pad.commit_hand()
    button = pad.csv_button if which == "csv" else pad.pdf_button
    said = lambda: getattr(pad, "error_box", None) and pad.error_box.text()  # noqa: E731
    return button.click, said


def cheat_sheet(window, qtbot, tmp_path):
    dialog = window.show_cheat_sheet("classic")
    return dialog.pdf_button.click, lambda: getattr(dialog, "error_box", None) and dialog.error_box.text()


def position(window, qtbot, tmp_path):
    from tests.gui.conftest import POSITION
    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(json.dumps(POSITION)))
    return window.act_save.trigger, lambda: window.last_error


def share_picture(window, qtbot, tmp_path):
    from tests.gui.conftest import POSITION
    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(json.dumps(POSITION)))
    dialog = window.share_ruling()
    return dialog.save_button.click, dialog.message.text


def rule_profile(window, qtbot, tmp_path):
    dialog = window.open_rules_dialog()
    dialog.save_as("Club")
    return dialog.buttons_row["export"].click, dialog.message.text


EXPORTS = [
    Export("score pad CSV", ".csv", lambda w, q, t: score_pad(w, q, t, "csv")),
    Export("score pad PDF", ".pdf", lambda w, q, t: score_pad(w, q, t, "pdf")),
    Export("cheat sheet PDF", ".pdf", cheat_sheet),
    Export("position", ".canasta.json", position),
    Export("share picture", ".png", share_picture),
    Export("rule profile", ".canasta-rules.json", rule_profile),
]


def choose(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))


def attempt(export: Export, window, qtbot, tmp_path, monkeypatch, path: Path, failing=lambda: None) -> str:
    """Set the export up, then (after ``failing`` breaks what is to fail) choose ``path`` and write there; what the
    app said."""
    click, told = export.start(window, qtbot, tmp_path)
    choose(monkeypatch, path)
    failing()
    click()
    QApplication.processEvents()
    assert not crash_dialogs()
    return told() or ""


def plain(message: str) -> None:
    """No error number, no Python repr: words."""
    assert message
    assert "Errno" not in message and "Error(" not in message and "[" not in message, message


ids = [e.name for e in EXPORTS]


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("export", EXPORTS, ids=ids)
def test_a_folder_path_through_a_file_is_told_and_nothing_is_made(export, window, qtbot, tmp_path, monkeypatch, app_hook):
    # a file where a folder of the path should be: this fails for root too, where a read-only folder does not
    blocker = tmp_path / "notes.txt"
    blocker.write_text("mine")
    target = blocker / f"game{export.suffix}"
    message = attempt(export, window, qtbot, tmp_path, monkeypatch, target)
    plain(message)
    assert target.name in message and "part of its path is a file, not a folder" in message
    assert blocker.read_text() == "mine"
    assert not [p for p in tmp_path.rglob("*") if p.name.endswith(".tmp")]  # no temporary file left behind


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("export", EXPORTS, ids=ids)
def test_a_folder_where_the_file_should_go_is_told_and_kept(export, window, qtbot, tmp_path, monkeypatch, app_hook):
    target = tmp_path / f"game{export.suffix}"
    target.mkdir()
    (target / "inside.txt").write_text("kept")
    message = attempt(export, window, qtbot, tmp_path, monkeypatch, target)
    plain(message)
    assert target.name in message and "a folder already has that name" in message
    assert (target / "inside.txt").read_text() == "kept"
    assert not [p for p in tmp_path.rglob("*") if p.name.endswith(".tmp")]  # no temporary file left behind


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("export", EXPORTS, ids=ids)
def test_a_full_disk_leaves_the_file_already_there_as_it_was_and_the_next_write_goes_through(
    export, window, qtbot, tmp_path, monkeypatch, app_hook
):
    target = tmp_path / f"game{export.suffix}"
    target.write_bytes(b"the earlier export")
    real_fsync = os.fsync

    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    i18n.set_language("de")
    message = attempt(
        export, window, qtbot, tmp_path, monkeypatch, target, lambda: monkeypatch.setattr(storage.os, "fsync", full)
    )
    plain(message)
    assert message.startswith(f"{target.name} kann nicht gespeichert werden") and "Datenträger ist voll" in message
    assert target.read_bytes() == b"the earlier export"
    assert not [p for p in tmp_path.rglob("*") if p.name.endswith(".tmp")]

    monkeypatch.setattr(storage.os, "fsync", real_fsync)  # room again: the app went on, and the same export works
    click, _told = export.start(window, qtbot, tmp_path)
    click()
    QApplication.processEvents()
    assert target.read_bytes() != b"the earlier export" and target.stat().st_size > 0
    assert not crash_dialogs()


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("export", EXPORTS, ids=ids)
def test_a_read_only_folder_is_told(export, window, qtbot, tmp_path, monkeypatch, app_hook):
    folder = tmp_path / "read-only"
    folder.mkdir()
    target = folder / f"game{export.suffix}"
    target.write_bytes(b"kept")

    def read_only():
        folder.chmod(0o555)
        if os.access(folder, os.W_OK):  # root writes there all the same: the system's refusal as others meet it
            monkeypatch.setattr(storage.tempfile, "mkstemp", refused)

    def refused(*_args, **_kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    i18n.set_language("fr")
    try:
        message = attempt(export, window, qtbot, tmp_path, monkeypatch, target, read_only)
    finally:
        folder.chmod(0o755)
    plain(message)
    assert message.startswith(f"Impossible d’enregistrer {target.name}") and "accès refusé" in message
    assert target.read_bytes() == b"kept"


def test_the_reasons_are_words_in_each_language():
    from tutor.gui.errors import error_message

    for code in (errno.EACCES, errno.ENOSPC, errno.EISDIR, errno.ENOTDIR, errno.EROFS, errno.ENOENT):
        exc = OSError(code, os.strerror(code), "/x/y.pdf")
        for lang in ("de", "fr"):
            i18n.set_language(lang)
            said = error_message(exc)
            assert said and said != os.strerror(code) and str(code) not in said, (lang, code, said)
        i18n.set_language("en")
