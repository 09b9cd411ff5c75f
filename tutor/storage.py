"""The files the user makes (settings, progress, saved positions): where they live, how they are
written without ever leaving half a file (nor, with :func:`write_unless_changed`, over what another copy
of the app wrote meanwhile), and how an unreadable one is kept rather than lost.

Locations follow what Qt's ``QStandardPaths`` gives an application named ``canasta-tutor``
(``AppConfigLocation`` for settings, ``AppDataLocation`` for progress), computed here without
importing Qt so the command line stays light; ``tests/gui/test_storage_paths.py`` holds the two
side by side. ``CANASTA_TUTOR_HOME`` puts everything in one folder (tests, portable use).
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple, overload

from .reading import MAX_BYTES, Shape, UnreadableFile, parse, read_bytes_of

#: the application name Qt is given (``QCoreApplication.setApplicationName``); it names the folders
APP_ID = "canasta-tutor"
#: a temporary file this old belongs to a write that was interrupted
STALE_SECONDS = 60


# -- where -------------------------------------------------------------------------------------


def _app_folder(windows: tuple[str, str], macos: str, xdg: tuple[str, str], below: str = "") -> Path:
    """This application's folder of one kind: ``CANASTA_TUTOR_HOME`` if set, else the platform's place for it.

    ``windows``: the environment variable and its fallback below the home folder; ``macos``: the folder below
    ``~/Library``; ``xdg``: the XDG variable and its fallback; ``below``: a subfolder (Windows only)."""
    home = os.environ.get("CANASTA_TUTOR_HOME")
    if home:
        return Path(home)
    if sys.platform == "win32":
        variable, fallback = windows
        folder = Path(os.environ.get(variable) or Path.home() / fallback) / APP_ID
        return folder / below if below else folder
    if sys.platform == "darwin":
        return Path.home() / "Library" / macos / APP_ID
    return Path(xdg_folder(*xdg)) / APP_ID


def config_dir() -> Path:
    """Qt's ``AppConfigLocation`` for this application."""
    return _app_folder(("LOCALAPPDATA", "AppData/Local"), "Preferences", ("XDG_CONFIG_HOME", ".config"))


def data_dir() -> Path:
    """Qt's ``AppDataLocation`` for this application."""
    return _app_folder(("APPDATA", "AppData/Roaming"), "Application Support", ("XDG_DATA_HOME", ".local/share"))


def state_dir() -> Path:
    """Where the log goes: Qt has no location for it, so the platforms' own (XDG_STATE_HOME on Linux)."""
    return _app_folder(("LOCALAPPDATA", "AppData/Local"), "Logs", ("XDG_STATE_HOME", ".local/state"), below="Logs")


def xdg_folder(variable: str, fallback: str) -> str:
    value = os.environ.get(variable, "")
    # The XDG rules ignore a relative path, and so does Qt.
    return value if os.path.isabs(value) else str(Path.home() / fallback)


def moved_once(new: Path, old: Path) -> Path:
    """``new``, after moving a file from an earlier location ``old`` there if only ``old`` exists."""
    if old != new and old.exists() and not new.exists():
        try:
            new.parent.mkdir(parents=True, exist_ok=True)
            os.replace(old, new)
        except OSError:
            return old  # keep using it where it is rather than lose it
    return new


# -- writing -----------------------------------------------------------------------------------


class FileChanged(OSError):
    """The file is no longer what was read from it: another program (another copy of the app) wrote it since."""


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then rename over ``path``.

    A write killed half-way leaves ``path`` as it was plus a temporary file, which the next
    write (or :func:`sweep_temporaries`) removes once it is :data:`STALE_SECONDS` old.
    """
    _write_atomic(path, text, None)


def write_unless_changed(path: Path, text: str, expected: str | None) -> str:
    """:func:`write_atomic`, unless ``path`` no longer holds the version ``expected`` (see :func:`version_of`;
    ``None``: no file) because something else wrote it since: then :class:`FileChanged` and ``path`` is left as
    it is. Returns the version written.

    The check is made after the new text is on disk, just before the rename, which leaves another writer
    the moment between the two (files have no portable compare-and-swap).
    """

    def unchanged() -> None:
        if file_version(path) != expected:
            raise FileChanged(errno.EEXIST, "changed since it was read", str(path))

    _write_atomic(path, text, unchanged)
    return version_of(text.encode("utf-8"))


def write_atomic_with(path: Path, write: Callable[[Path], object]) -> None:
    """:func:`write_atomic` for a file another library writes (a PDF, a picture): ``write`` makes it at the
    temporary path it is given, which then replaces ``path``. A write that leaves the file empty (a PDF printer
    that could not start) fails with :class:`OSError`, and ``path`` is left as it was."""

    def write_temporary(fd: int, tmp: str) -> None:
        os.close(fd)
        write(Path(tmp))
        with open(tmp, "rb+") as handle:
            if not os.fstat(handle.fileno()).st_size:
                raise OSError(errno.EIO, os.strerror(errno.EIO), str(path))
            os.fsync(handle.fileno())

    _replace_atomic(path, write_temporary, None)


def _write_atomic(path: Path, text: str, before_replace: Callable[[], None] | None) -> None:
    def write_temporary(fd: int, _tmp: str) -> None:
        # newline="": the bytes on disk are the text's own, whose version write_unless_changed returns
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())

    _replace_atomic(path, write_temporary, before_replace)


def _replace_atomic(
    path: Path, write_temporary: Callable[[int, str], None], before_replace: Callable[[], None] | None
) -> None:
    """Make a temporary file beside ``path``, have ``write_temporary`` fill (and close) it, rename it over ``path``;
    on any failure the temporary file goes and ``path`` stays as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    sweep_temporaries(path)
    # the writer's process id in the name: a temporary file of a process that is gone is swept at once
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=path.parent)
    _writing.add(tmp)
    try:
        write_temporary(fd, tmp)
        os.chmod(tmp, _mode_for(path))
        if before_replace is not None:
            before_replace()
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    finally:
        _writing.discard(tmp)


def _mode_for(path: Path) -> int:
    """The permissions of the file about to replace ``path``: the file's own where it exists, else those any
    program's new file gets (a temporary file is made readable by its owner alone, which a PDF or a position
    file the user shares must not be)."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~_UMASK


def _process_umask() -> int:
    mask = os.umask(0o022)  # read by setting it: at import, before any thread could create a file meanwhile
    os.umask(mask)
    return mask


_UMASK = _process_umask()

#: the temporary files this process is writing now (see :func:`_writer_gone`)
_writing: set[str] = set()


def sweep_temporaries(path: Path) -> int:
    """Remove temporary files of interrupted writes of ``path``; return how many went."""
    try:
        candidates = list(path.parent.glob(f".{path.name}.*.tmp")) + list(path.parent.glob(f"{path.name}.*.tmp"))
    except OSError:
        return 0
    return _remove_stale(candidates)


def sweep_folder(folder: Path) -> int:
    """Remove temporary files of interrupted writes of any JSON file in ``folder`` (also of files that never
    came to be, like a new game's first save); return how many went."""
    try:
        candidates = list(folder.glob(".*.json.*.tmp"))
    except OSError:
        return 0
    return _remove_stale(candidates)


def _remove_stale(candidates: list[Path]) -> int:
    """Remove the files among ``candidates`` whose writer is gone: its process no longer runs, or (where that
    cannot be told, or the name does not say) the file is at least :data:`STALE_SECONDS` old. A younger one may
    belong to a write still going on in another copy of the app."""
    removed = 0
    now = time.time()
    for tmp in candidates:
        try:
            if _writer_gone(tmp) or now - tmp.stat().st_mtime >= STALE_SECONDS:
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def _writer_gone(tmp: Path) -> bool:
    """The process that wrote the temporary file ``tmp`` (``.NAME.PID-XXXX.tmp``) is known to run no more.

    This process's own are gone too unless a write of it is going on: a write finishes or removes its file before
    it returns, so one left behind is of a write that was cut short (a test's, a simulated crash)."""
    pid_text = tmp.name.rsplit(".", 2)[-2].partition("-")[0] if tmp.name.count(".") >= 3 else ""
    if not pid_text.isascii() or not pid_text.isdigit() or len(pid_text) > 9:
        return False
    pid = int(pid_text)
    if pid == os.getpid():
        return str(tmp) not in _writing
    if sys.platform == "win32" or pid <= 0:  # os.kill would end the process there, not ask after it
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # it runs, as another user
        return False
    return False


# -- reading -----------------------------------------------------------------------------------
# What a file holds is read by the one strict reader (tutor.reading); here are the files' places around it.


class SetAside(NamedTuple):
    """An unreadable user file renamed to ``backup`` so that nothing the user made is overwritten; ``reason``:
    what the reader found wrong (an :class:`UnreadableFile`), if known.

    A named tuple: the app reads this module before its first paint, and dataclasses would add their import."""

    path: Path
    backup: Path
    reason: UnreadableFile | None = None


#: files set aside during this run, for the app to tell the user about
set_aside_files: list[SetAside] = []


def read_user_bytes(path: Path, limit: int = MAX_BYTES) -> bytes | None:
    """What ``path`` holds; ``None`` if there is no file; :class:`UnreadableFile` if it cannot be read or is too large."""
    return read_bytes_of(path, limit)


@overload
def version_of(raw: bytes) -> str: ...


@overload
def version_of(raw: None) -> None: ...


def version_of(raw: bytes | None) -> str | None:
    """A fingerprint of a file's bytes (``None`` for no file), kept at reading to tell later whether another
    program wrote the file since: its content, not its time, which a coarse clock can leave unchanged."""
    if raw is None:
        return None
    import hashlib  # loads when a version is first needed, not with the app

    return hashlib.sha256(raw).hexdigest()


def file_version(path: Path) -> str | None:
    """:func:`version_of` what ``path`` holds now, read in pieces: a file too large to be read still has one."""
    import hashlib

    digest = hashlib.sha256()
    try:
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 16), b""):
                digest.update(block)
    except FileNotFoundError:
        return None
    return digest.hexdigest()


def parse_json_object(raw: bytes, shape: Shape | None = None, source: object = "", limit: int = MAX_BYTES) -> dict:
    """The JSON object in a user file's bytes, held to ``shape`` (``None``: any object); :class:`UnreadableFile`
    naming ``source`` and the field if it is unusable (see :func:`tutor.reading.parse`)."""
    return parse(raw, shape, str(source), limit)


def load_json_object(path: Path, shape: Shape | None = None, limit: int = MAX_BYTES) -> dict | None:
    """The JSON object in ``path``; ``None`` if there is no file; :class:`UnreadableFile` if it is unusable.

    Temporary files left by an interrupted write of ``path`` are swept first: the app reads its settings
    and progress when it starts.
    """
    sweep_temporaries(path)
    raw = read_user_bytes(path, limit)
    return None if raw is None else parse_json_object(raw, shape, path, limit)


def set_aside(path: Path, reason: UnreadableFile | None = None) -> Path | None:
    """Rename an unreadable ``path`` to the first free ``NAME.bad``, ``NAME.bad-2`` …; record it with ``reason``."""
    for n in range(1, 1000):
        backup = path.with_name(path.name + (".bad" if n == 1 else f".bad-{n}"))
        if backup.exists():
            continue
        try:
            os.replace(path, backup)
        except OSError:
            return None
        set_aside_files.append(SetAside(path, backup, reason))
        return backup
    return None


def read_user_json(path: Path, shape: Shape | None = None) -> dict:
    """The object in a user file, held to ``shape``; an unreadable file is set aside (and reported) and ``{}``
    returned."""
    try:
        return load_json_object(path, shape) or {}
    except UnreadableFile as exc:
        set_aside(path, exc)
        return {}


def update_json(path: Path, changes: dict) -> None:
    """Change some keys of a user file, keeping every other key (also ones a newer version wrote).

    Should another copy of the app write the file between reading and writing, its keys are read again and
    the changes made to them; a file that keeps changing is left alone (:class:`FileChanged`).
    """
    import json  # only for writing: reading goes through strict_json

    for _attempt in range(5):
        try:
            raw = read_user_bytes(path)
            data = {} if raw is None else parse_json_object(raw)
        except UnreadableFile as exc:
            set_aside(path, exc)
            raw, data = None, {}
        data.update(changes)
        try:
            write_unless_changed(path, json.dumps(data, indent=1, ensure_ascii=False), version_of(raw))
            return
        except FileChanged:
            continue
    raise FileChanged(errno.EBUSY, "changed while it was written", str(path))
