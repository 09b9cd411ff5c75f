"""Measures a live language switch of the whole main window (a lesson open, a refused move explained).

Run by hand:  QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_language_switch.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CANASTA_TUTOR_HOME", tempfile.mkdtemp())

from tutor import i18n  # noqa: E402
from tutor.gui.app import ensure_app  # noqa: E402
from tutor.gui.main_window import MainWindow  # noqa: E402


def main(rounds: int = 30) -> None:
    app = ensure_app()
    i18n.set_language("en")
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    window.dispute.open_file(str(ROOT / "resources" / "positions" / "frozen-pile.canasta.json"))
    app.processEvents()
    timings = []
    for i in range(rounds):
        lang = ("de", "fr", "en")[i % 3]
        started = time.perf_counter()
        window.switch_language(lang)
        app.processEvents()  # include the repaint the switch queues
        timings.append(time.perf_counter() - started)
    timings.sort()
    print(
        f"language switch of the main window over {rounds} switches: "
        f"median {statistics.median(timings) * 1000:.1f} ms, "
        f"p90 {timings[int(len(timings) * 0.9) - 1] * 1000:.1f} ms, max {timings[-1] * 1000:.1f} ms"
    )
    window.close()


if __name__ == "__main__":
    main()
