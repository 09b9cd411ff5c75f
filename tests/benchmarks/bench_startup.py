"""Time from process start to the first painted window: the app (``python -m tutor``) next to a bare
PySide6 window, measured in the same run; also with a lesson open.

Run by hand:  QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_startup.py [rounds] [--against CHECKOUT]

``--against`` times the app's cases of another checkout of the project (``git worktree add /tmp/before COMMIT``) in
turns with this one's, in the same run, and prints both and the difference: how a change moved each figure.

A third yardstick builds the welcome screen's Qt widgets with none of the app's code: the part of the
start that is Qt's own work for such a window. The lesson's first frame shows its step; its exercise follows,
and a line measures until it is on the table. The "usable" lines measure until the window can be used: the
lesson list filled and the play area (table, referee panel) built, and with a lesson its exercise on the table.

Each figure is the median over fresh processes of the wall time from spawning the interpreter to the end
of the main window's first painted frame (the child prints it and quits). Beside it: the median of each
round's ratio to the same round's bare window, and the child's CPU time up to then, as both move less with
the machine's other work. Compiled bytecode is cached (in a temporary directory, after one warm-up round)
as it is for an installed app, whatever PYTHONDONTWRITEBYTECODE says.
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
#: one bytecode cache per checkout timed
PYCACHES: dict[Path, str] = {}

#: Quits once the first frame of the shown top-level window is painted, and prints the wall clock and the
#: process's CPU time at that moment. The filter watches that window alone: a filter on the whole application
#: would hand every event of every widget to Python, which builds a Python type (and its enums) for each new
#: kind of event or object, and so would cost a window with many widgets tens of milliseconds that its user
#: never pays. Its first paint event starts the frame; the zero timer fires once the frame is painted.
PAINT_PROBE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class FirstFrame(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self.painted)
        return False

    def painted(self):
        print(f"PAINTED {time.time():.6f} {time.process_time():.6f}", flush=True)
        QApplication.instance().exit(0)

_exec = QApplication.exec
def exec_with_probe(self=None):
    app = QApplication.instance()
    probe = FirstFrame(app)
    for window in app.topLevelWidgets():
        if window.isVisible():
            window.installEventFilter(probe)
    return _exec()
QApplication.exec = exec_with_probe
"""

BARE = (
    PAINT_PROBE
    + r"""
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
w.resize(1280, 800)
w.show()
app.exec()
"""
)

#: the welcome screen's Qt widgets (menus, toolbar, the lesson list's column, the welcome text) built without any
#: of the app's code: how much of the app's start is Qt itself. Like the app, it leaves the Qt namespace alone.
REPLICA = (
    PAINT_PROBE
    + r"""
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar, QPushButton, QSplitter, QTextBrowser, QTreeWidget
from PySide6.QtWidgets import QVBoxLayout, QWidget
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
for title in ("File", "Edit", "Game", "Language", "Help"):
    menu = window.menuBar().addMenu(title)
    for i in range(8):
        menu.addAction(QAction(f"{title} {i}", window))
toolbar = window.addToolBar("toolbar")
for i in range(10):
    toolbar.addAction(QAction(f"Action {i}", window))
splitter = QSplitter()
nav = QWidget()
column = QVBoxLayout(nav)
for widget in (QLabel("<b>Lessons</b>"), QProgressBar(), QTreeWidget(), QPushButton("Cheat sheet"),
               QPushButton("Glossary")):
    column.addWidget(widget)
splitter.addWidget(nav)
welcome = QTextBrowser()
welcome.setHtml("<h1>Welcome</h1><p><a href='start'>Start the course</a></p><p>" + "text " * 60 + "</p><h2>Or</h2>"
                "<ul>" + "<li><a href='x'>another way in</a></li>" * 4 + "</ul><p>" + "text " * 40 + "</p>")
splitter.addWidget(welcome)
window.setCentralWidget(splitter)
window.statusBar()
window.show()
app.exec()
"""
)

#: the replica made usable with Qt's share of the app's work after its first frame, and none of the app's code: the
#: lesson list filled (24 items), the play area's widgets (a table of seats, card rows painted with gradients and
#: fonts, move buttons, an undo stack, accessible items; the referee's text browser) and the Qt namespace and the
#: classes they touch. It times how much of the app's "usable" point is Qt's own before any Python of ours runs.
USABLE_REPLICA = REPLICA.replace(
    "window.show()\napp.exec()",
    r"""
class Cards(QWidget):
    def paintEvent(self, event):
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QLinearGradient(0, 0, 0, 70)
        gradient.setColorAt(0, QColor("#ffffff"))
        gradient.setColorAt(1, QColor("#eeeeee"))
        font = QFont("DejaVu Sans")
        font.setPixelSize(14)
        painter.setFont(font)
        for i in range(11):
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(QColor("#1b1b1b")))
            painter.drawRoundedRect(QRectF(i * 30, 0, 50, 70), 5, 5)
            painter.drawText(QRectF(i * 30 + 4, 4, 20, 20), Qt.AlignmentFlag.AlignLeft, "K")
        painter.end()

def build_play_area():
    global Qt
    from PySide6.QtCore import Qt  # after the first frame, as in the app

    tree = window.findChild(QTreeWidget)
    for chapter in range(5):
        top = QTreeWidgetItem([f"Chapter {chapter}"])
        top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
        tree.addTopLevelItem(top)
        for lesson in range(4):
            item = QTreeWidgetItem([f"○ Lesson {lesson} of chapter {chapter}"])
            item.setData(0, Qt.ItemDataRole.UserRole, f"lesson-{chapter}-{lesson}")
            item.setForeground(0, Qt.GlobalColor.black)
            top.addChild(item)
    tree.expandAll()
    table = QFrame()
    column = QVBoxLayout(table)
    for seat in range(3):
        row = QHBoxLayout()
        row.addWidget(QLabel(f"Seat {seat}"))
        cards = Cards()
        cards.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        cards.setMinimumHeight(72)
        row.addWidget(cards)
        column.addLayout(row)
    scroll = QScrollArea()
    scroll.setWidget(Cards())
    column.addWidget(scroll)
    buttons = QHBoxLayout()
    for name in ("Draw", "Take pile", "Meld", "Lay off", "Discard", "Go out", "Undo", "Hints"):
        button = QPushButton(name)
        button.setShortcut(QKeySequence(name[0]))
        buttons.addWidget(button)
    column.addLayout(buttons)
    QUndoStack(table)
    QAccessible.isActive()
    QMimeData()
    panel = QWidget()
    panel_column = QVBoxLayout(panel)
    panel_column.addWidget(QLabel("<b>Referee</b>"))
    ruling = QTextBrowser()
    ruling.setHtml("<p>" + "text " * 40 + "</p>")
    panel_column.addWidget(ruling)
    table.hide()
    panel.hide()
    splitter.addWidget(table)
    splitter.addWidget(panel)
    window.built = True

from PySide6.QtCore import QRectF, QTimer, QMimeData
from PySide6.QtGui import QAccessible, QBrush, QColor, QFont, QKeySequence, QLinearGradient, QPainter, QPen, QUndoStack
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QSizePolicy, QTreeWidgetItem
window.built = False
window.show()
QTimer.singleShot(0, lambda: QTimer.singleShot(0, build_play_area))

def usable(self):
    if not window.built:
        QTimer.singleShot(0, self.painted)
        return
    QApplication.instance().processEvents()  # the frame that shows it
    print(f"PAINTED {time.time():.6f} {time.process_time():.6f}", flush=True)
    QApplication.instance().exit(0)
FirstFrame.painted = usable
app.exec()""",
)

APP = (
    PAINT_PROBE
    + r"""
sys.argv = ["canasta-tutor"] + sys.argv[1:]
from tutor.cli import main
main()
"""
)

#: the app with a lesson, measured until the lesson's exercise is on the table: it loads just after the first
#: frame, which shows the lesson's step (no target; it shows what the first frame leaves for later)
UNTIL_EXERCISE = APP.replace(
    "from tutor.cli import main",
    r"""
def exercise_on_table(self):
    window = next(w for w in QApplication.instance().topLevelWidgets() if w.isVisible())
    if getattr(window, "exercise", None) is None:
        QTimer.singleShot(0, self.painted)
        return
    QApplication.instance().processEvents()  # the table's frame with the exercise
    print(f"PAINTED {time.time():.6f} {time.process_time():.6f}", flush=True)
    QApplication.instance().exit(0)
FirstFrame.painted = exercise_on_table
from tutor.cli import main""",
)


#: the app until it is usable (MainWindow.is_ready): the lesson list filled and the play area built, one frame
#: after the work that follows the first paint; with a lesson, until its exercise is on the table as well. (A checkout
#: from before is_ready, timed with --against, is asked the same of its parts.)
UNTIL_USABLE = APP.replace(
    "from tutor.cli import main",
    r"""
def is_ready(window):
    if hasattr(window, "is_ready"):
        return window.is_ready()
    return window._play is not None and window.lessons._navigator_filled

def usable(self):
    window = next(w for w in QApplication.instance().topLevelWidgets() if w.isVisible())
    if not is_ready(window) or (window.lessons.lesson is not None and getattr(window, "exercise", None) is None):
        QTimer.singleShot(0, self.painted)
        return
    QApplication.instance().processEvents()  # the frame that shows it
    print(f"PAINTED {time.time():.6f} {time.process_time():.6f}", flush=True)
    QApplication.instance().exit(0)
FirstFrame.painted = usable
from tutor.cli import main""",
)


def first_paint(code: str, *args: str, root: Path = ROOT) -> tuple[float, float]:
    """(wall seconds from spawning the child to its first painted frame, the child's CPU seconds by then), for the
    project checked out at ``root``"""
    pycache = PYCACHES.setdefault(root, tempfile.mkdtemp(prefix="canasta-bench-pycache-"))
    env = dict(os.environ, PYTHONPATH=str(root), CANASTA_TUTOR_HOME=tempfile.mkdtemp(), PYTHONPYCACHEPREFIX=pycache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.time()
    command = [sys.executable, "-c", code, *args]
    out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, cwd=root).stdout
    painted, cpu = next(map(float, line.split()[1:3]) for line in out.splitlines() if line.startswith("PAINTED"))
    return painted - started, cpu


#: the cases that run the app, timed for the other checkout too with --against
APP_CASES = ("app", "  … usable", "app with a lesson open", "  … its exercise on the table", "  … usable (lessons, table)")


def main(rounds: int = 7, against: Path | None = None) -> None:
    from tutor.lessons.course import load_course

    lesson = load_course().lessons[0].id
    cases: dict[str, tuple[Path, str, tuple[str, ...]]] = {
        "bare PySide6 window": (ROOT, BARE, ()),
        "same widgets, no app code": (ROOT, REPLICA, ()),
        "  … made usable, no app code": (ROOT, USABLE_REPLICA, ()),
        "app": (ROOT, APP, ()),
        "  … usable": (ROOT, UNTIL_USABLE, ()),
        "app with a lesson open": (ROOT, APP, ("--lesson", lesson)),
        "  … its exercise on the table": (ROOT, UNTIL_EXERCISE, ("--lesson", lesson)),
        "  … usable (lessons, table)": (ROOT, UNTIL_USABLE, ("--lesson", lesson)),
    }
    if against is not None:
        cases |= {f"before: {name.strip()}": (against, *cases[name][1:]) for name in APP_CASES}
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
    for root, code, args in cases.values():  # warm-up: fills the bytecode caches
        first_paint(code, *args, root=root)
    for _round in range(rounds):  # interleaved, so that a busy moment hits every case alike
        for name, (root, code, args) in cases.items():
            samples[name].append(first_paint(code, *args, root=root))
    bare_samples = samples["bare PySide6 window"]
    bare = [statistics.median(sample[i] for sample in bare_samples) for i in (0, 1)]
    for name, values in samples.items():
        wall = [sample[0] for sample in values]
        median, cpu = statistics.median(wall), statistics.median(sample[1] for sample in values)
        # each round's case next to the same round's bare window: a machine that slows down for a while slows
        # both, where the medians of the whole run can fall in different moments
        by_round = statistics.median(case[0] / base[0] for case, base in zip(values, bare_samples))
        print(
            f"{name:<40} median {median * 1000:4.0f} ms (min {min(wall) * 1000:.0f}, max {max(wall) * 1000:.0f}),"
            f" ratio to bare {median / bare[0]:.2f}× (round by round {by_round:.2f}×);"
            f"  CPU {cpu * 1000:4.0f} ms, ratio {cpu / bare[1]:.2f}×"
        )
    if against is not None:
        print(f"\nthis checkout against {against}, round by round (median of each round's difference):")
        for name in APP_CASES:
            now, before = samples[name], samples[f"before: {name.strip()}"]
            wall = statistics.median(a[0] - b[0] for a, b in zip(now, before))
            cpu = statistics.median(a[1] - b[1] for a, b in zip(now, before))
            print(f"{name:<40} {wall * 1000:+5.1f} ms wall, {cpu * 1000:+5.1f} ms CPU")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    arguments = sys.argv[1:]
    other = None
    if "--against" in arguments:
        at = arguments.index("--against")
        other = Path(arguments[at + 1]).resolve()
        del arguments[at : at + 2]
    main(int(arguments[0]) if arguments else 7, other)
