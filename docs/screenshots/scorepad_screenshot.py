"""Render a Samba score pad after three hands to a PNG (the README's score pad screenshot).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/scorepad_screenshot.py de docs/screenshots/scorepad-de.png

The game is kept in a temporary folder, so the user's own games are neither shown nor touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(lang: str, out: str) -> int:
    from tutor import i18n
    from tutor.gui.app import ensure_app, install_qt_translations
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.rules.scoring import SideParts
    from tutor.scorepad import Game, GameStore

    app = ensure_app()
    i18n.set_language(lang)
    install_qt_translations(lang)
    with tempfile.TemporaryDirectory() as folder:
        store = GameStore(Path(folder))
        game = Game.new("samba", 4, names=["Anna", "Bernd", "Clara", "Dieter"], first_dealer=0)
        game.add_hand(
            [
                SideParts(melded=420, canastas={"natural": 1, "sequence": 1}, red_threes=2, went_out=True),
                SideParts(melded=310, canastas={"mixed": 1}, in_hand=85, red_threes=1),
            ]
        )
        game.add_hand(
            [
                SideParts(melded=260, canastas={"mixed": 1}, in_hand=40),
                SideParts(melded=530, canastas={"natural": 2}, red_threes=1, went_out=True),
            ]
        )
        game.add_hand(
            [
                SideParts(melded=690, canastas={"natural": 1, "mixed": 1, "sequence": 1}, went_out=True),
                SideParts(melded=180, in_hand=120, red_threes=2),
            ]
        )
        store.save(game)
        window = ScorePadWindow(store)
        window.resize(1280, 800)
        window.show()
        for _ in range(5):
            app.processEvents()
        ok = window.grab().save(out, "PNG")
        window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
