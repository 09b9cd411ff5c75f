"""Time from process start to the first painted window: the app (``python -m tutor``) next to a bare
PySide6 window, measured in the same run; also with a lesson open.

Run by hand:  QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_startup.py [rounds]

Each figure is the median over fresh processes of the wall time from spawning the interpreter to the
first paint event of the main window (the child prints it and quits). Compiled bytecode is cached (in a
temporary directory, after one warm-up round) as it is for an installed app, whatever
PYTHONDONTWRITEBYTECODE says.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYCACHE = tempfile.mkdtemp(prefix="canasta-bench-pycache-")

#: quits at the first paint of a top-level window and prints the wall clock at that moment
PAINT_PROBE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and getattr(obj, "isWindow", lambda: False)() and obj.isVisible():
            print(f"PAINTED {time.time():.6f}", flush=True)
            QApplication.instance().removeEventFilter(self)
            QApplication.instance().exit(0)
        return False

_exec = QApplication.exec
def exec_with_probe(self=None):
    app = QApplication.instance()
    probe = FirstPaint(app)
    app.installEventFilter(probe)
    return _exec()
QApplication.exec = exec_with_probe
"""

BARE = PAINT_PROBE + r"""
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
w.resize(1280, 800)
w.show()
app.exec()
"""

APP = PAINT_PROBE + r"""
sys.argv = ["canasta-tutor"] + sys.argv[1:]
from tutor.cli import main
main()
"""


def first_paint(code: str, *args: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT), CANASTA_TUTOR_HOME=tempfile.mkdtemp(), PYTHONPYCACHEPREFIX=PYCACHE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.time()
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True,
                         timeout=60).stdout
    painted = next(float(line.split()[1]) for line in out.splitlines() if line.startswith("PAINTED"))
    return painted - started


def main(rounds: int = 7) -> None:
    from tutor.lessons.course import load_course
    lesson = load_course().lessons[0].id
    cases = {"bare PySide6 window": (BARE,), "app": (APP,), "app with a lesson open": (APP, "--lesson", lesson)}
    samples: dict[str, list[float]] = {name: [] for name in cases}
    for code, *args in cases.values():  # warm-up: fills the bytecode cache
        first_paint(code, *args)
    for _round in range(rounds):  # interleaved, so that a busy moment hits every case alike
        for name, (code, *args) in cases.items():
            samples[name].append(first_paint(code, *args))
    bare = statistics.median(samples["bare PySide6 window"])
    for name, values in samples.items():
        median = statistics.median(values)
        print(f"{name:<24} median {median * 1000:6.0f} ms  (min {min(values) * 1000:.0f}, "
              f"max {max(values) * 1000:.0f})  ratio to bare {median / bare:.2f}×")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
