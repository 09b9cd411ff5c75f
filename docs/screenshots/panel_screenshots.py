"""Render the referee's column to PNGs (the README's refused-move-fr.png and compare-de.png).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/panel_screenshots.py   (from the repository root)

refused-move-fr.png: resources/positions/opening-short.json in French at 1280×800, the refusal with the
moves that would have been legal and, "Show the rule" pressed, the rule card. compare-de.png: the move
of resources/positions/natural-and-wild.json compared under every rule system, in German.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def window_in(lang: str):
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
    for _ in range(20):
        app.processEvents()


def main() -> int:
    from tutor.rules.notation import read_position

    shots = ROOT / "docs" / "screenshots"
    app, window = window_in("fr")
    window.set_loaded(read_position((ROOT / "resources" / "positions" / "opening-short.json").read_text()))
    window.panel.rule_toggle.setChecked(True)
    settle(app)
    window.grab().save(str(shots / "refused-move-fr.png"), "PNG")
    window.close()

    app, window = window_in("de")
    data = json.loads((ROOT / "resources" / "positions" / "natural-and-wild.json").read_text())
    move = read_position(data).moves[0]
    window.set_loaded(read_position({k: v for k, v in data.items() if k != "move"}))
    window.table.attempt(move)  # the comparison rules on the table's last move
    dialog = window.compare_systems()
    settle(app)
    dialog.grab().save(str(shots / "compare-de.png"), "PNG")
    print("refused-move-fr.png, compare-de.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
