"""What every screenshot script here shares: the checkout on the path, Qt offscreen, a user folder of its own
(nothing chosen here is remembered), and a main window in a language at 1280×800."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CANASTA_TUTOR_HOME", tempfile.mkdtemp())


def window_in(lang: str):
    """(the application, a main window shown in ``lang`` at 1280×800)."""
    from tutor import i18n
    from tutor.gui.app import ensure_app, install_qt_translations

    app = ensure_app()
    i18n.set_language(lang)
    install_qt_translations(lang)
    from tutor.gui.main_window import MainWindow

    window = MainWindow(progress=None)
    window.resize(1280, 800)
    window.show()
    return app, window


def settle(app) -> None:
    """Let layouts and deferred work finish before a picture is taken."""
    for _ in range(30):
        app.processEvents()
