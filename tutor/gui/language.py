"""The screens' signals: the language changed (fed by ``i18n.on_change``), and the colours changed (fed by
``tutor.gui.theme``). One QObject for both: each Qt class made costs the start a millisecond."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .. import i18n


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
