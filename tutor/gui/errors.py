"""Errors as a person is shown them: one line for an exception, a notice for a file of theirs set aside (kept apart
from the dialogs, which load on first use)."""

from __future__ import annotations

from ..rules.errors import InputError
from ..storage import set_aside_files


def one_line(exc: BaseException) -> str:
    """An exception as the one line a person is shown."""
    if isinstance(exc, InputError):
        from ..words.explain import input_error

        return input_error(exc)
    text = str(exc).strip().splitlines()
    return text[0] if text else exc.__class__.__name__


def tell_about_set_aside_files(window) -> None:
    """An unreadable settings or progress file was kept under a new name: say so once, without blocking."""
    if set_aside_files:
        from ..words.explain import set_aside_message

        window.show_info("\n".join(set_aside_message(item) for item in set_aside_files))
        set_aside_files.clear()
