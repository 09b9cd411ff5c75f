"""Errors as the one line a person is shown (kept apart from the dialogs, which load on first use)."""

from __future__ import annotations

from ..rules.errors import InputError


def one_line(exc: BaseException) -> str:
    """An exception as the one line a person is shown."""
    if isinstance(exc, InputError):
        from ..explain import input_error
        return input_error(exc)
    text = str(exc).strip().splitlines()
    return text[0] if text else exc.__class__.__name__
