"""The first screen loads only what it shows: the table, the referee, its rule systems and words, the course,
Markdown, the editor, the comparison and the bots load after the first paint, with the first position, lesson
or dialog that needs them. Nor does the first paint wait for the Python types of the Qt namespace's enums.
A lesson opened at start paints its step before the table, the referee and the sessions are built. Once the
window is usable, the dialogs, the editor, the hints and the bots are still to load, when first asked for."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
POSITIONS = ROOT / "resources" / "positions"

#: modules the welcome screen must not need before it first paints
DEFERRED = (
    "tutor.words.seats",  # seats are named with the table
    "tutor.words.files",  # why a file failed, with the first failure
    "tutor.gui.table.felt",  # the bare felt a lesson's first frame shows beside its step
    "tutor.rules.referee",
    "tutor.rules.variants",
    "tutor.rules.presets",
    "tutor.rules.state",
    "tutor.rules.bot",
    "tutor.rules.hints",
    "tutor.words.explain",
    "tutor.words.compare",
    "tutor.gui.dispute.editor",
    "tutor.gui.ruling.compare_dialog",
    "tutor.gui.scorepad.window",
    "tutor.lessons.course",
    "markdown",
    "tutor.gui.table.widget",
    "tutor.gui.ruling.panel",
    "tutor.gui.cards.painter",
    "tutor.gui.lessons.render",
    "tutor.lessons.markup",
    "tutor.commands.output",
    "tutor.commands.referee",
    "tutor.gui.crash_dialog",
    "dataclasses",
    "json",
    "difflib",
)

#: modules a lesson opened at start must not need before its first frame, which shows the lesson's step
DEFERRED_BY_A_LESSON = (
    "tutor.rules.referee",
    "tutor.rules.variants",
    "tutor.rules.state",
    "tutor.rules.bot",
    "tutor.words.explain",
    "tutor.gui.table.widget",
    "tutor.gui.cards.row",  # the step's card pictures are painted without the rows a player picks from,
    "tutor.gui.cards.access",  # nor what a screen reader hears of them (QAccessible's enums)
    "tutor.gui.ruling.panel",
    "tutor.gui.lessons.session",
    "tutor.gui.practice.session",
    "tutor.gui.dispute.session",
    "tutor.gui.dispute.editor",
    "markdown",
)

#: modules the window need not load to be usable (the lesson list filled, the play area built, a lesson's exercise
#: on the table): the dialogs, the editor, the hints, the bots and the deal load when first asked for
NOT_NEEDED_TO_BE_USABLE = (
    "tutor.gui.dispute.editor",
    "tutor.gui.cards.picker",
    "tutor.gui.dialogs",
    "tutor.gui.lessons.reference_dialogs",
    "tutor.gui.table.rules_panel",
    "tutor.gui.ruling.share_dialog",
    "tutor.gui.ruling.compare_dialog",
    "tutor.gui.scorepad.window",
    "tutor.play.share",
    "tutor.play.profiles",
    "tutor.play.loading",
    "tutor.rules.hints",
    "tutor.rules.alternatives",
    "tutor.rules.readings",
    "tutor.rules.bot",
    "tutor.rules.deal",
    "tutor.words.rulecards",
    "tutor.words.compare",
    "tutor.commands.referee",
    "markdown",
    "tutor.gui.lessons.count_drill",  # with the first counting drill (the lesson opened has none at its step)
    "tutor.lessons.counting",
)

#: and without a lesson open, what only an exercise or a position needs: reading positions, scoring, judging, and
#: the moves and the referee with its rule systems and words (the empty table and referee panel are built without
#: them)
NOT_NEEDED_TO_BE_USABLE_WITHOUT_A_LESSON = (
    "tutor.rules.moves",
    "tutor.play.draft",
    "tutor.rules.state",
    "tutor.rules.variants",
    "tutor.rules.presets",
    "tutor.rules.referee",
    "tutor.rules.reasons",
    "tutor.words.explain",
    "tutor.play.ruling",
    "tutor.rules.notation",
    "tutor.rules.scoring",
    "tutor.gui.lessons.session",
    "tutor.lessons.goals",
)

#: what the probe prints when ``PySide6.QtCore.Qt`` has been built (PySide6 builds a class on first use)
QT_NAMESPACE = "PySide6.QtCore.Qt"

#: Qt classes the welcome screen's first frame does without, each costly to build or reached only later: the
#: lesson list's items and its hidden header, a text's links and pictures, what a screen reader hears (QAccessible's
#: enums have some two hundred members), the font database (the platform's font is the app's before it is set) and
#: the size policies and the choices' grid of an exercise's bar, made when it first shows, and the status line's
#: size grip, looked for with the first message
QT_CLASSES_LATER = (
    "QtWidgets.QSizePolicy",
    "QtWidgets.QGridLayout",
    "QtWidgets.QSizeGrip",
    "QtWidgets.QHeaderView",
    "QtWidgets.QTreeWidgetItem",
    "QtCore.QUrl",
    "QtGui.QImage",
    "QtGui.QAccessible",
    "QtGui.QFontDatabase",
)
SHOWN_CLASS = "QtWidgets.QTextBrowser"

#: prints the modules loaded when the window's first paint begins
PROBE = r"""
import sys
from PySide6.QtCore import QEvent, QObject
from tutor.gui.app import ensure_app
from tutor import i18n
from tutor.gui.main_window import MainWindow

class AtFirstPaint(QObject):
    loaded = None

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and self.loaded is None:
            watched = ("tutor", "markdown", "dataclasses", "json", "difflib")
            self.loaded = sorted(m for m in sys.modules if m.startswith(watched))
            for name in ("QtCore.Qt", *LATER):
                module, _, cls = name.rpartition(".")
                if cls in sys.modules["PySide6." + module].__dict__:
                    self.loaded.append("PySide6." + name)
        return False

app = ensure_app()
i18n.set_language("en")
window = MainWindow(paint_first=True)
if sys.argv[1:]:
    window.open_lesson(sys.argv[1])
probe = AtFirstPaint()
window.installEventFilter(probe)
window.show()
for _ in range(3):
    app.processEvents()
print(" ".join(probe.loaded))
"""


#: prints the modules loaded once the window is usable (MainWindow.is_ready, and a lesson's exercise on the table)
USABLE_PROBE = r"""
import sys
from PySide6.QtCore import QTimer
from tutor.gui.app import ensure_app
from tutor import i18n
from tutor.gui.main_window import MainWindow

app = ensure_app()
i18n.set_language("en")
window = MainWindow(paint_first=True)
if sys.argv[1:]:
    window.open_lesson(sys.argv[1])
window.show()

def when_usable():
    if not window.is_ready() or (window.lessons.lesson is not None and window.exercise is None):
        QTimer.singleShot(0, when_usable)
        return
    loaded = sorted(m for m in sys.modules if m.startswith(("tutor", "markdown")))
    widgets = sys.modules["PySide6.QtWidgets"].__dict__
    # a class the app never uses: built only when PySide looks through every widget class (see ALL_WIDGET_CLASSES)
    print(" ".join(loaded + (["PySide6.QtWidgets.QCalendarWidget"] if "QCalendarWidget" in widgets else [])))
    app.exit(0)

QTimer.singleShot(0, when_usable)
app.exec()
"""


def _loaded_at_first_paint(*lesson: str) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_TUTOR_HOME=tempfile.mkdtemp())
    # the text browser the welcome text is shown in is built for the first frame: it shows the probe sees classes
    probe = f"LATER = {(*QT_CLASSES_LATER, SHOWN_CLASS)!r}\n" + PROBE
    out = subprocess.run(
        [sys.executable, "-c", probe, *lesson], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    return set(out.stdout.split()[-200:])


def _loaded_when_usable(*lesson: str) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_TUTOR_HOME=tempfile.mkdtemp())
    out = subprocess.run(
        [sys.executable, "-c", USABLE_PROBE, *lesson], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    return set(out.stdout.split())


def test_the_window_is_usable_without_the_dialogs_the_editor_the_hints_or_the_bots():
    for lesson in ((), ("frozen-pile",)):
        loaded = _loaded_when_usable(*lesson)
        assert {"tutor.gui.table.widget", "tutor.gui.ruling.panel"} <= loaded  # the probe did wait for the play area
        not_needed = set(NOT_NEEDED_TO_BE_USABLE) | (set() if lesson else set(NOT_NEEDED_TO_BE_USABLE_WITHOUT_A_LESSON))
        assert not loaded & not_needed, (lesson, sorted(loaded & not_needed))


#: a widget class the app never uses, built only when PySide looks through every widget class of QtWidgets: the first
#: call that hands back a widget of a class PySide must find (``QScrollArea.viewport()``, ``QSplitter.widget()``)
#: builds them all, with their enums, some 5 to 10 ms (docs/performance.md)
ALL_WIDGET_CLASSES = "PySide6.QtWidgets.QCalendarWidget"


@pytest.mark.parametrize("lesson", [(), ("frozen-pile",), ("scoring",)], ids=["welcome", "a lesson", "a counting lesson"])
def test_the_window_is_made_usable_without_a_look_through_every_widget_class(lesson):
    loaded = _loaded_when_usable(*lesson)
    assert "tutor.gui.table.widget" in loaded  # the probe did wait for the play area
    assert ALL_WIDGET_CLASSES not in loaded


def test_the_welcome_screen_paints_without_the_referee_the_course_or_markdown():
    loaded = _loaded_at_first_paint()
    assert "tutor.gui.main_window" in loaded  # the probe did build the window
    assert not loaded & set(DEFERRED), sorted(loaded & set(DEFERRED))


def test_the_welcome_screen_paints_before_the_qt_namespace_is_built():
    # the first touch of QtCore.Qt builds the Python types of its 93 enums, some 15 ms (see main_window.py)
    loaded = _loaded_at_first_paint()
    assert "tutor.gui.main_window" in loaded
    assert QT_NAMESPACE not in loaded


def test_the_welcome_screen_paints_before_the_classes_it_does_not_show_are_built():
    loaded = _loaded_at_first_paint()
    assert "tutor.gui.main_window" in loaded
    assert f"PySide6.{SHOWN_CLASS}" in loaded  # the probe sees a class once it is built
    assert not {f"PySide6.{name}" for name in QT_CLASSES_LATER} & loaded


def test_a_lesson_opened_at_start_paints_its_step_before_the_table_and_the_referee_are_built():
    loaded = _loaded_at_first_paint("frozen-pile")
    assert "tutor.gui.lessons.render" in loaded  # the probe did open the lesson
    assert not loaded & set(DEFERRED_BY_A_LESSON), sorted(loaded & set(DEFERRED_BY_A_LESSON))


#: prints the modules loaded when the app, launched as a desktop launches it, starts its event loop
LAUNCH_PROBE = r"""
import sys
from PySide6.QtWidgets import QApplication

def at_exec(self=None):
    print(" ".join(sorted(m for m in sys.modules if m.startswith("tutor"))))
    return 0

QApplication.exec = at_exec
from tutor.cli import main
main(sys.argv[1:])
"""


@pytest.mark.parametrize(
    "arguments",
    [(), ("--lang", "fr"), ("--lesson", "cards-and-values"), (str(POSITIONS / "frozen-pile.canasta.json"),)],
    ids=["as a desktop launches it", "in a language", "on a lesson", "on a file (Open with)"],
)
def test_the_app_launched_loads_no_command_nor_the_commands_parser(arguments):
    # building the whole command line parser loads tutor.commands: the app's own options are read without it
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_TUTOR_HOME=tempfile.mkdtemp())
    out = subprocess.run(
        [sys.executable, "-c", LAUNCH_PROBE, *arguments], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    loaded = set(out.stdout.split())
    assert "tutor.gui.main_window" in loaded  # the probe did launch the app
    assert not {m for m in loaded if m == "tutor.commands" or m.startswith("tutor.commands.")}, sorted(loaded)


def test_the_app_draws_in_fusion_whatever_style_the_environment_asks_for():
    # the palette is made for Fusion; Qt's own -style option sets it (see ensure_app)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_STYLE_OVERRIDE="windows")
    probe = "from tutor.gui.app import ensure_app; print(ensure_app().style().name())"
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[-1].lower() == "fusion"
