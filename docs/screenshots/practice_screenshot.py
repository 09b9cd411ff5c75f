"""Render a practice table in the middle of a hand to a PNG (the README's practice screenshots).

    QT_QPA_PLATFORM=offscreen python docs/screenshots/practice_screenshot.py de classic 4 practice-de.png

(run from the repository root, the PNG path under docs/screenshots/). With --sequence the table must show
a sequence (the bots seldom meld one; the README's Samba picture is a position file instead).

A bot plays the learner's turns too, until the table shows enough (melds of both sides; with --sequence a
sequence) and it is the learner's turn; the first deal, counted from seed 1, that gets there is shown.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def interesting(position, sequence: bool) -> bool:
    melds = position.melds
    if sum(1 for side in melds if side) < 2 or position.turn != 0 or position.phase != "draw":
        return False
    return not sequence or any(m.kind == "sequence" for side in melds for m in side)


def main(lang: str, variant: str, players: int, out: str, sequence: bool) -> int:
    from tutor import i18n
    from tutor.gui.app import ensure_app, install_qt_translations

    app = ensure_app()
    i18n.set_language(lang)
    install_qt_translations(lang)
    from tutor.gui.main_window import MainWindow
    from tutor.play.practice_game import hand_is_over
    from tutor.rules.bot import Bot

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    session = window.practice_session
    session.delay_ms = 0
    for seed in range(1, 200):
        session.new_game(variant, players, seed=seed)
        bot = Bot(random.Random(seed))
        for _turn in range(40):
            pos = window.table.position
            if hand_is_over(pos):
                break
            if interesting(pos, sequence):
                window.table.do_draw()  # the card just drawn shows in the hand
                for _ in range(5):
                    app.processEvents()
                window.grab().save(out, "PNG")
                print(f"{out}: deal {seed}")
                return 0
            for move in bot.turn(pos):
                window.table.attempt(move)
    print("no deal reached such a table", file=sys.stderr)
    return 1


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--sequence"]
    sys.exit(main(args[0], args[1], int(args[2]), args[3], "--sequence" in sys.argv))
