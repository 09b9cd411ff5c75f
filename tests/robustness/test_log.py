"""The log file: in the state folder, rotated when a run starts once it has grown, and never in the way."""

from __future__ import annotations

import sys

from tutor import log, storage


def test_the_log_lives_in_the_state_folder(fresh_log, tmp_path, monkeypatch):
    monkeypatch.delenv("CANASTA_TUTOR_HOME")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))  # Linux
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "local"))  # Windows
    monkeypatch.setenv("HOME", str(tmp_path / "home"))  # macOS: ~/Library/Logs
    folder = {
        "win32": tmp_path / "local" / "canasta-tutor" / "Logs",
        "darwin": tmp_path / "home" / "Library" / "Logs" / "canasta-tutor",
    }.get(sys.platform, tmp_path / "state" / "canasta-tutor")
    assert storage.state_dir() == folder
    assert log.start_logging() == folder / "canasta-tutor.log"
    log.LOGGER.error("something to keep")
    assert "something to keep" in log.log_file.read_text(encoding="utf-8")


def test_a_grown_log_is_rotated_at_start_keeping_three(fresh_log, tmp_path):
    path = log.log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for n in (1, 2, 3):
        path.with_name(f"{path.name}.{n}").write_text(f"old {n}")
    path.write_text("x" * log.MAX_BYTES)
    log.start_logging()
    assert path.with_name(f"{path.name}.1").read_text() == "x" * log.MAX_BYTES
    assert path.with_name(f"{path.name}.2").read_text() == "old 1"
    assert path.with_name(f"{path.name}.3").read_text() == "old 2"
    assert not path.with_name(f"{path.name}.4").exists()


def test_an_unwritable_log_folder_leaves_the_records_on_stderr(fresh_log, tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(blocker / "home"))
    assert log.start_logging() is None
    log.LOGGER.error("still heard")
    assert "still heard" in capsys.readouterr().err
    # why, for the command line to tell once a language is chosen (tests/robustness/test_os_reasons.py)
    path, failure = log.unwritable
    assert path == log.log_path() and isinstance(failure, NotADirectoryError)
