"""Measures the memory of a long practice session: hand after hand played through the main window, a bot
choosing the learner's moves, the score sheet's "Next hand" (or "New game") clicked after each.

Prints the process's resident memory and the window's Qt children every ``every`` hands; both should stay
flat after the first few hands.

Run by hand:  QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_practice_memory.py [hands] [every]
"""

from __future__ import annotations

import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CANASTA_TUTOR_HOME", tempfile.mkdtemp())

from PySide6.QtCore import QObject  # noqa: E402

from tests.gui.practice.test_practice_memory import play_hand_out  # noqa: E402
from tutor import i18n  # noqa: E402
from tutor.gui.app import ensure_app  # noqa: E402
from tutor.gui.main_window import MainWindow  # noqa: E402
from tutor.rules.bot import Bot  # noqa: E402


def rss_mb() -> float:
    """The resident memory now (VmRSS); where /proc is missing, the peak getrusage reports."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)  # bytes on macOS, KiB elsewhere


def main(hands: int = 1000, every: int = 100) -> None:
    random.seed(1)  # the deals of the games after the first (new_game draws them): the same run every time
    app = ensure_app()
    i18n.set_language("en")
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    app.processEvents()
    session = window.practice_session
    session.delay_ms = 0  # the bots' moves at once: the hands, not the pauses, are measured
    session.new_game("classic", 4, seed=11)
    bot = Bot(random.Random(5))
    app.processEvents()
    print(f"{'hands':>6} {'RSS MB':>8} {'children':>9} {'windows':>8} {'s/hand':>7}")
    print(f"{0:>6} {rss_mb():>8.1f} {len(window.findChildren(QObject)):>9} {len(app.topLevelWidgets()):>8}")
    started = time.perf_counter()
    games = 1
    for hand in range(1, hands + 1):
        play_hand_out(window, bot)
        sheet = session.score_sheet
        if sheet is None:
            raise RuntimeError("no score sheet after the hand")
        games += session.game.game_over
        sheet.next_button.click()  # the next hand, or a new game after the last
        app.processEvents()  # the event loop between hands, as in the app (deferred deletes happen here)
        if hand % every == 0:
            per_hand = (time.perf_counter() - started) / hand
            print(
                f"{hand:>6} {rss_mb():>8.1f} {len(window.findChildren(QObject)):>9} "
                f"{len(app.topLevelWidgets()):>8} {per_hand:>7.3f}",
                flush=True,
            )
    print(f"{hands} hands in {games} games, {time.perf_counter() - started:.0f} s")
    window.close()


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
