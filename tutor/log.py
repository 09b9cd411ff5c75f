"""The log: what went wrong, kept in a file in the app's state folder (``tutor.storage.state_dir``) for the
user to send and the maintainer to read.

The file is rotated when a run starts (``canasta-tutor.log`` → ``.log.1`` … ``.log.3`` once it passes
:data:`MAX_BYTES`): a run writes little, and ``logging.handlers`` would cost the start some 8 ms.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from .storage import state_dir

LOGGER = logging.getLogger("tutor")
MAX_BYTES = 512_000
BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

#: the file this run logs to, once :func:`start_logging` has run
log_file: Path | None = None
#: the log file that cannot be written and why, once :func:`start_logging` found it so; the command line tells it in
#: the person's language (``cli.speak``): the log starts before a language is chosen, so that choosing one is logged
unwritable: tuple[Path, OSError] | None = None
#: the handler :func:`start_logging` gave the app's logger (others, like a test runner's, may join it)
_handler: logging.Handler | None = None


def log_path() -> Path:
    return state_dir() / "canasta-tutor.log"


def _rotate(path: Path) -> None:
    try:
        if path.stat().st_size < MAX_BYTES:
            return
    except OSError:
        return
    for n in range(BACKUPS, 0, -1):
        older = path.with_name(f"{path.name}.{n - 1}") if n > 1 else path
        if older.exists():
            os.replace(older, path.with_name(f"{path.name}.{n}"))


def start_logging() -> Path | None:
    """Send the app's log records to its file (and warnings to stderr); the file, or None if it cannot be
    written (the records then go to stderr only, and :data:`unwritable` says why). Calling it again changes nothing."""
    global log_file, _handler, unwritable
    if _handler is not None:
        return log_file
    LOGGER.setLevel(logging.INFO)
    LOGGER.propagate = False
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _rotate(path)
        handler: logging.Handler = logging.FileHandler(path, encoding="utf-8", delay=True)
        log_file = path
    except OSError as exc:
        handler = logging.StreamHandler(sys.stderr)
        unwritable = (path, exc)
    handler.setFormatter(logging.Formatter(_FORMAT))
    LOGGER.addHandler(handler)
    _handler = handler
    return log_file


def log_start(toolkit: str) -> None:
    """One line saying what runs: the app's version, Python's, the toolkit's (``toolkit``, e.g. "Qt 6.9.1") and the
    system. The file named in Help → About then exists from the first run, and a log sent with a bug report says
    what it came from. The app writes it once its window is usable (platform and metadata lookups take a few ms)."""
    import platform

    from .resources import version

    system = f"{platform.system()} {platform.release()} {platform.machine()}"  # platform.platform() reads files: slow
    LOGGER.info("Canasta Tutor %s started: Python %s, %s, %s", version(), platform.python_version(), toolkit, system)


def report(message: str) -> None:
    """A problem the user must hear of at once, outside any window: on stderr and in the log."""
    print(f"canasta-tutor: {message}", file=sys.stderr)
    LOGGER.error(message)
