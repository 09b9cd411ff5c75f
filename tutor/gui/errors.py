"""Errors as a person is shown them: one line for an exception, a notice for a file of theirs set aside (kept apart
from the dialogs, which load on first use).

The window meets a failure in one of two ways. A failure the person can do something about (a file they chose, a
position pasted, a code, a lesson file that cannot be read, a folder that cannot be written) is caught by its type
(``InputError``, ``OSError``) and told with :func:`error_message`, never only logged. Any other exception is a bug:
it is not caught, and reaches the crash dialog (``crash.py``), which logs it, saves and says so.
``tests/gui/test_error_handling.py`` holds the window to this.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..i18n import _
from ..rules.errors import InputError
from ..storage import set_aside_files

logger = logging.getLogger(__name__)


def one_line(exc: BaseException) -> str:
    """An exception as the one line a person is shown."""
    if isinstance(exc, InputError):
        from ..words.explain import input_error

        return input_error(exc)
    if isinstance(exc, OSError):
        from ..words.files import OS_REASONS, os_reason  # with the first failure to word, not with the window

        if exc.errno in OS_REASONS or exc.strerror:  # in words, without its number
            return os_reason(exc)
    text = str(exc).strip().splitlines()
    return text[0] if text else exc.__class__.__name__


def error_message(exc: BaseException, wording: str = "{error}", **fields: object) -> str:
    """What a person is told of failure ``exc``: ``wording`` (already translated) with the failure in one line as
    ``{error}`` and ``fields`` filled in. The whole failure goes to the log as well, for a bug report."""
    logger.info("told: %s", one_line(exc), exc_info=exc)
    return wording.format(error=one_line(exc), **fields)


def cannot_save(exc: BaseException, path: str | Path) -> str:
    """What a person is told when the file they chose at ``path`` cannot be written (:func:`error_message`)."""
    return error_message(exc, _("Cannot save {name}: {error}"), name=Path(path).name)


def tell_about_set_aside_files(window) -> None:
    """An unreadable settings or progress file was kept under a new name: say so once, without blocking."""
    if set_aside_files:
        from ..words.explain import set_aside_message

        window.show_info("\n".join(set_aside_message(item) for item in set_aside_files))
        set_aside_files.clear()
