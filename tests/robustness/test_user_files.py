"""What the user made is never lost: unreadable settings are kept under a new name, writes are atomic."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tutor import i18n, storage

ROOT = Path(__file__).resolve().parents[2]

UNREADABLE = {
    "garbage": b"\x00garbage{",
    "empty": b"",
    "truncated": b'{"language": "d',
    "a list": b'["de"]',
    "not UTF-8": b'{"language": "\xe9"}',
    "UTF-16": '{"language": "de"}'.encode("utf-16"),
    "deep": b'{"language": ' + b"[" * 5000 + b"]" * 5000 + b"}",
    "huge number": b'{"language": "de", "n": ' + b"9" * 5000 + b"}",
    "NaN": b'{"language": "de", "n": NaN}',
}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(tmp_path))
    storage.set_aside_files.clear()
    yield tmp_path
    storage.set_aside_files.clear()


@pytest.mark.parametrize("content", UNREADABLE.values(), ids=UNREADABLE.keys())
def test_unreadable_settings_are_kept_and_reported(home, content):
    (home / "settings.json").write_bytes(content)
    assert i18n.remembered_language() is None
    assert (home / "settings.json.bad").read_bytes() == content
    assert [item.backup.name for item in storage.set_aside_files] == ["settings.json.bad"]
    i18n.remember_language("fr")
    assert json.loads((home / "settings.json").read_text()) == {"language": "fr"}
    assert (home / "settings.json.bad").read_bytes() == content


def test_an_earlier_backup_is_never_overwritten(home):
    for content in (b"first", b"second", b"third"):
        (home / "settings.json").write_bytes(content)
        i18n.remember_language("de")
    assert (home / "settings.json.bad").read_bytes() == b"first"
    assert (home / "settings.json.bad-2").read_bytes() == b"second"
    assert (home / "settings.json.bad-3").read_bytes() == b"third"


def test_a_settings_file_with_a_byte_order_mark_is_simply_read(home):
    (home / "settings.json").write_bytes(b'\xef\xbb\xbf{"language": "fr"}')
    assert i18n.remembered_language() == "fr"
    assert not storage.set_aside_files


def test_unknown_settings_survive_a_language_switch(home):
    (home / "settings.json").write_text('{"language": "de", "window": {"width": 900}, "from_a_newer_version": 1}')
    i18n.remember_language("en")
    assert json.loads((home / "settings.json").read_text()) == {
        "language": "en",
        "window": {"width": 900},
        "from_a_newer_version": 1,
    }


def test_the_command_line_says_when_it_set_a_file_aside(home):
    (home / "settings.json").write_bytes(b"garbage")
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "selfplay", "--hands", "1", "--seed", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "CANASTA_TUTOR_HOME": str(home)},
    )
    assert result.returncode == 0
    assert "settings.json.bad" in result.stderr
    assert (home / "settings.json.bad").read_bytes() == b"garbage"


def test_locations_follow_the_platform_folders(monkeypatch, tmp_path):
    monkeypatch.delenv("CANASTA_TUTOR_HOME", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if sys.platform.startswith("linux"):
        assert storage.config_dir() == tmp_path / "cfg" / "canasta-tutor"
        assert storage.data_dir() == tmp_path / "data" / "canasta-tutor"
        monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
        assert storage.data_dir() == Path.home() / ".local/share/canasta-tutor"


def test_progress_moves_once_from_beside_the_settings(monkeypatch, tmp_path):
    from tutor.lessons.progress import default_path

    monkeypatch.delenv("CANASTA_TUTOR_HOME", raising=False)
    # every platform's folders below tmp_path: XDG's (Linux), %LOCALAPPDATA% and %APPDATA% (Windows), ~ (macOS)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "cfg"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path))
    assert storage.config_dir() != storage.data_dir() and storage.data_dir().is_relative_to(tmp_path)
    old = storage.config_dir() / "progress.json"
    old.parent.mkdir(parents=True)
    old.write_text('{"version": 1, "results": {"a-turn-1": 1.0}}')
    new = default_path()
    assert new == storage.data_dir() / "progress.json"
    assert new.read_text().startswith('{"version": 1') and not old.exists()
    assert default_path() == new


def test_stale_temporaries_are_swept_and_fresh_ones_left(tmp_path):
    target = tmp_path / "settings.json"
    stale = tmp_path / ".settings.json.abc.tmp"
    fresh = tmp_path / ".settings.json.def.tmp"
    stale.write_text("x")
    fresh.write_text("y")
    old = time.time() - storage.STALE_SECONDS - 5
    os.utime(stale, (old, old))
    storage.write_atomic(target, "{}")
    assert not stale.exists() and fresh.exists() and target.read_text() == "{}"


WRITER = """
import sys, json
from pathlib import Path
from tutor.storage import write_atomic
path = Path(sys.argv[1])
n = 0
print("ready", flush=True)
while True:
    n += 1
    write_atomic(path, json.dumps({"n": n, "pad": "x" * 20000}))
"""


def _kill_a_writer(target: Path) -> None:
    """Start a process writing ``target`` over and over, and kill it mid-write."""
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=ROOT, stdout=subprocess.PIPE)
    writer.stdout.readline()
    time.sleep(0.02)
    writer.kill()  # SIGKILL; on Windows, TerminateProcess
    writer.wait()


def test_killing_a_writer_never_leaves_half_a_file(tmp_path, monkeypatch):
    target = tmp_path / "progress.json"
    target.write_text(json.dumps({"n": 0}))
    for _ in range(25):
        _kill_a_writer(target)
        assert isinstance(json.loads(target.read_text())["n"], int)
    monkeypatch.setattr(storage, "STALE_SECONDS", 0)
    storage.write_atomic(target, "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["progress.json"]


def test_temporaries_of_writers_that_were_killed_are_swept_at_once(tmp_path):
    """A save cut short leaves its temporary file; the next write removes those whose process is gone, without
    waiting for them to be a minute old (interrupted saves once left dozens about)."""
    target = tmp_path / "progress.json"
    target.write_text(json.dumps({"n": 0}))
    for _ in range(8):
        _kill_a_writer(target)
    alive = tmp_path / f".progress.json.{os.getppid()}-abc.tmp"  # a running process's write: left to finish
    alive.write_text("{")
    storage.write_atomic(target, "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["progress.json", alive.name])


# -- progress ---------------------------------------------------------------------------------------

PROGRESS_UNREADABLE = {
    **UNREADABLE,
    "Infinity": b'{"version": 1, "results": {"a-turn-1": Infinity}}',
    "1e400": b'{"version": 1, "results": {"a-turn-1": 1e400}}',
    "results a list": b'{"version": 1, "results": [1]}',
    "text score": b'{"version": 1, "results": {"a-turn-1": "1"}}',
}


@pytest.mark.parametrize("content", PROGRESS_UNREADABLE.values(), ids=PROGRESS_UNREADABLE.keys())
def test_unreadable_progress_is_kept_reported_and_never_full_credit(home, content):
    from tutor.lessons.progress import Progress

    path = home / "progress.json"
    path.write_bytes(content)
    store = Progress(path)
    assert store.results == {} and store.recovered
    assert (home / "progress.json.bad").read_bytes() == content
    assert [item.backup.name for item in storage.set_aside_files] == ["progress.json.bad"]
    store.record("a-turn-1", 0.5)
    assert (home / "progress.json.bad").read_bytes() == content


def test_progress_with_a_byte_order_mark_is_read(home):
    from tutor.lessons.progress import Progress

    path = home / "progress.json"
    path.write_bytes(b'\xef\xbb\xbf{"version": 1, "results": {"a-turn-1": 1.0}}')
    assert Progress(path).results == {"a-turn-1": 1.0}


def test_a_newer_progress_file_keeps_its_version_and_keys(home):
    from tutor.lessons.progress import Progress

    path = home / "progress.json"
    path.write_text('{"version": 7, "results": {"a-turn-1": 0.5}, "streak": {"days": 3}}')
    store = Progress(path)
    store.record("a-turn-2", 1.0)
    data = json.loads(path.read_text())
    assert data == {"version": 7, "results": {"a-turn-1": 0.5, "a-turn-2": 1.0}, "streak": {"days": 3}}


def test_the_app_says_that_a_file_was_set_aside(home, qtbot):
    from tutor.gui.errors import tell_about_set_aside_files
    from tutor.gui.main_window import MainWindow

    (home / "progress.json").write_bytes(b"garbage")
    window = MainWindow()
    qtbot.addWidget(window)
    tell_about_set_aside_files(window)
    assert "progress.json.bad" in window.info_box.text()
    assert window.info_box.textFormat() == Qt.PlainText
    assert not storage.set_aside_files


# -- two copies of the app ----------------------------------------------------------------------------


def test_a_file_changed_since_it_was_read_is_not_overwritten(tmp_path):
    path = tmp_path / "game.json"
    path.write_text('{"n": 1}')
    version = storage.version_of(path.read_bytes())
    path.write_text('{"n": 2}')  # another copy of the app
    with pytest.raises(storage.FileChanged):
        storage.write_unless_changed(path, '{"n": 3}', version)
    assert path.read_text() == '{"n": 2}' and sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    with pytest.raises(storage.FileChanged):
        storage.write_unless_changed(path, '{"n": 3}', None)  # expected no file
    new = storage.write_unless_changed(path, '{"n": 3}', storage.version_of(b'{"n": 2}'))
    assert path.read_text() == '{"n": 3}' and new == storage.file_version(path)


def test_a_file_too_large_to_read_still_has_a_version(tmp_path):
    path = tmp_path / "big.json"
    written = storage.write_unless_changed(path, "x" * (storage.MAX_BYTES + 10), None)
    assert storage.write_unless_changed(path, "{}", written) == storage.version_of(b"{}")


def test_settings_changed_by_another_copy_meanwhile_are_kept(home, monkeypatch):
    path = home / "settings.json"
    path.write_text('{"language": "de"}')
    read = storage.read_user_bytes

    def read_then_the_other_copy_writes(target):
        raw = read(target)
        if raw == b'{"language": "de"}':
            path.write_text('{"language": "de", "window": {"width": 900}}')
        return raw

    monkeypatch.setattr(storage, "read_user_bytes", read_then_the_other_copy_writes)
    i18n.remember_language("fr")
    assert json.loads(path.read_text()) == {"language": "fr", "window": {"width": 900}}


def test_settings_that_keep_changing_are_left_alone(home, monkeypatch):
    path = home / "settings.json"
    path.write_text("{}")
    read = storage.read_user_bytes
    writes = iter(range(100))

    def read_then_the_other_copy_writes(target):
        raw = read(target)
        path.write_text(json.dumps({"n": next(writes)}))
        return raw

    monkeypatch.setattr(storage, "read_user_bytes", read_then_the_other_copy_writes)
    with pytest.raises(storage.FileChanged):
        storage.update_json(path, {"language": "fr"})
    assert "language" not in json.loads(path.read_text())


@pytest.mark.parametrize("name", ["settings.json", "progress.json"])
def test_stale_temporaries_are_swept_when_the_app_reads_its_files(home, name):
    from tutor.lessons.progress import Progress

    stale, fresh = home / f".{name}.abc.tmp", home / f".{name}.def.tmp"
    stale.write_text("x")
    fresh.write_text("y")
    old = time.time() - storage.STALE_SECONDS - 5
    os.utime(stale, (old, old))
    if name == "settings.json":
        i18n.remembered_language()
    else:
        Progress(home / name)
    assert not stale.exists() and fresh.exists()


def test_a_file_another_library_writes_replaces_the_old_one_whole_or_not_at_all(tmp_path):
    """``write_atomic_with`` (the PDFs, the QR picture): whatever the writer does, the file is either the old one or
    the whole new one, and no temporary file stays behind."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    target = tmp_path / "sheet.pdf"

    @settings(max_examples=60, deadline=None)
    @given(old=st.binary(min_size=1, max_size=64), new=st.binary(max_size=64), fails=st.booleans())
    def check(old, new, fails):
        target.write_bytes(old)

        def write(temporary: Path) -> None:
            assert temporary.parent == target.parent and temporary != target
            temporary.write_bytes(new)
            if fails:
                raise OSError(28, "No space left on device")

        try:
            storage.write_atomic_with(target, write)
        except OSError:
            assert target.read_bytes() == old  # a failure, or an empty file written (a printer that never started)
            assert fails or not new
        else:
            assert target.read_bytes() == new and new and not fails
        assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]

    check()


def test_a_file_written_gets_the_permissions_of_a_new_file_and_a_replaced_one_keeps_its_own(tmp_path):
    """An export or a saved position is the user's document: readable as any new file of theirs is (not by
    its owner alone, as the temporary file it is written through), and a file replaced keeps its permissions."""
    import os
    import stat

    from tutor.storage import write_atomic, write_atomic_with

    umask = os.umask(0o022)
    os.umask(umask)
    new = tmp_path / "hand.canasta.json"
    write_atomic(new, "{}")
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~umask
    made = tmp_path / "sheet.pdf"
    write_atomic_with(made, lambda temporary: temporary.write_bytes(b"%PDF"))
    assert stat.S_IMODE(made.stat().st_mode) == 0o666 & ~umask
    new.chmod(0o640)
    write_atomic(new, '{"again": true}')
    assert stat.S_IMODE(new.stat().st_mode) == 0o640
