"""The desktop app (PySide6): card painter, sandbox table, referee panel, main window."""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (the first Qt import of the app: PySide6 sets up its import hook here)


def read_module_sources_directly() -> None:
    """Let PySide6 look for its name in a module's file without ``inspect``.

    PySide6 asks of every module imported after it whether its source names "PySide6" (such a module may switch
    Qt features such as snake_case). It finds the source with ``inspect.getsource``, which searches every loaded
    module for the one that owns the file: some 70 µs a module, 8 to 12 ms of the start. Reading the module's
    file gives the same answer in a quarter of the time. Any module without a source file is left to PySide6."""
    feature = sys.modules.get("shibokensupport.feature")
    ask_pyside = getattr(feature, "_mod_uses_pyside", None)
    if ask_pyside is None or hasattr(ask_pyside, "pyside_own"):
        return

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return ask_pyside(module)

    uses_pyside.pyside_own = ask_pyside  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


read_module_sources_directly()
