"""The screens' signals: the language changed (fed by ``i18n.on_change``), and the colours changed (fed by
``tutor.gui.theme``). One QObject for both: each Qt class made costs the start a millisecond."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from .. import i18n

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog


class LanguageSignal(QObject):
    changed = Signal(str)
    #: the light or dark scheme changed
    appearance = Signal()


_signal: LanguageSignal | None = None


def _relay(lang: str) -> None:
    if _signal is not None:
        try:
            _signal.changed.emit(lang)
        except RuntimeError:  # the C++ object is gone (application torn down)
            pass


def language_signal() -> LanguageSignal:
    """The application-wide signal; created and registered with ``i18n.on_change`` once."""
    global _signal
    if _signal is None:
        _signal = LanguageSignal()
        i18n.remove_listener(_relay)
        i18n.on_change(_relay)
    return _signal


def follow_changes(slot: Callable[..., object]) -> None:
    """``slot`` is called on each change of language or colour scheme until ``stop_following(slot)``: a window
    that is not a dialog lets go in its ``closeEvent``, so a closed window is neither kept alive nor redrawn."""
    signal = language_signal()
    signal.changed.connect(slot)
    signal.appearance.connect(slot)


def follow_while_open(dialog: QDialog, slot: Callable[..., object]) -> None:
    """``slot`` is called on each change of language or colour scheme until ``dialog`` finishes; then it lets go
    of both, so a closed dialog is neither kept alive nor redrawn."""
    follow_changes(slot)
    dialog.finished.connect(lambda _result: stop_following(slot))


def stop_following(slot: Callable[..., object]) -> None:
    """Let go of what ``follow_changes`` or ``follow_while_open`` connected; letting go twice (a window closed
    twice) does nothing."""
    signal = language_signal()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # PySide warns, rather than raises, when it was let go of
        for changed in (signal.changed, signal.appearance):
            try:
                changed.disconnect(slot)
            except (RuntimeError, TypeError):  # already let go of
                pass
