"""The main window: assembles the lesson view, the table and the referee panel, its menus and its modes.

Each mode lives in its own package: lessons (``lessons/view.py``, ``lessons/session.py``), practice games
(``practice/``), disputes (``dispute/``); the ruling's dialogs in ``ruling/``, small dialogs in dialogs.py.

The welcome screen shows the lessons and the welcome text. The table, the referee and the dispute session are
built after its first paint, or as soon as anything asks for them (:meth:`MainWindow.play_area`); the lesson and
practice sessions with the first lesson or game. Nothing before that first paint touches the ``Qt`` namespace,
whose 93 enums take some 15 ms to build. A lesson opened at start shows its step in the first frame, beside bare
felt where its exercise will be set out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6 import QtCore
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QStatusBar, QWidget

from .. import i18n
from ..i18n import _
from ..lessons.progress import Progress
from ..rules.systems import RULE_SYSTEMS
from ..words.systems import variant_name
from . import crash, theme
from .errors import error_message, tell_about_set_aside_files
from .language import follow_changes, stop_following
from .lessons.view import LessonView
from .screen import free_area, window_geometry

if TYPE_CHECKING:
    from ..lessons.course import Course, Exercise, Lesson
    from ..play.profiles import ProfileBook
    from ..play.ruling import Ruling
    from ..rules.state import Position
    from .dispute.session import DisputeSession
    from .lessons.reference_dialogs import CheatSheetDialog, GlossaryDialog, SystemsDialog
    from .lessons.session import ExerciseSession
    from .practice.session import PracticeSession
    from .ruling.compare_dialog import CompareDialog
    from .ruling.panel import RefereePanel
    from .ruling.share_dialog import ShareDialog
    from .stage import Mode, Showing
    from .table.felt import Felt
    from .table.rules_panel import RulesDialog
    from .table.widget import TableWidget

__all__ = ["MainWindow", "window_geometry"]


class PlayArea(NamedTuple):
    """The table, the referee panel beside it and the dispute session that opens positions on them, built
    together; the practice and lesson sessions are made when first entered."""

    table: TableWidget
    panel: RefereePanel
    dispute: DisputeSession


def set_shortcut(action: QAction, shortcut: str | QKeySequence.StandardKey) -> None:
    """A key sequence ("Ctrl+L"), or a standard key with all of the platform's bindings for it.

    ``setShortcuts`` with a list, because ``setShortcut``'s overloads build the Qt namespace (see the module's
    docstring)."""
    if isinstance(shortcut, str):
        action.setShortcuts([QKeySequence(shortcut)])
    else:
        action.setShortcuts(shortcut)


def status_room(bar: QStatusBar) -> int:
    """How wide a message the status line shows whole: Qt writes it from 6 pixels in to 12 pixels short of the right
    edge, or to the size grip."""
    from PySide6.QtWidgets import QSizeGrip  # with the first message: its Python type costs a first frame 0.7 ms

    grip = bar.findChild(QSizeGrip)
    right = bar.width() - 12
    if grip is not None and grip.isVisible():
        right = min(right, grip.x())
    return right - 6


class MainWindow(QMainWindow):
    #: the new-game dialog last opened (by the practice session)

    def __init__(self, progress: Progress | None = None, parent: QWidget | None = None, paint_first: bool = False):
        """``paint_first``: the app's start, where a lesson's exercise (and the referee it needs) loads just after
        the first frame, which shows the lesson's step; elsewhere it loads with the lesson."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setAcceptDrops(True)
        # an unreadable progress file is set aside and told (tell_about_set_aside_files); the lessons start afresh
        self.progress = progress if progress is not None else Progress()
        crash.save_on_crash(self.progress.save)
        self.last_error: str | None = None
        self._painted = False
        self._paint_first = paint_first
        #: what waits for the first paint, run in order just after it (see after_first_paint)
        self._after_first_paint: list[Callable[[], object]] = []
        #: what waits until the window is usable (see when_usable)
        self._when_usable: list[Callable[[], object]] = []
        self._usable = False
        #: built after the first paint, or when something asks for it first (play_area)
        self._play: PlayArea | None = None
        #: the table's rule profiles, read on first use (``profiles``)
        self._profiles: ProfileBook | None = None
        #: the table's place at start-up with a lesson: bare felt until the table is built (see show_mode)
        self._felt: Felt | None = None

        self.lessons = LessonView(self.progress, self)
        self._build_layout()
        # a new step is read first: it takes back the room a ruling was given
        self.lessons.step_view.stepChanged.connect(lambda _lesson, _step: self._give_lesson_room())
        self._exercise_session: ExerciseSession | None = None  # made with the first lesson
        self._practice_session: PracticeSession | None = None  # made with the first practice game
        self._build_actions()
        self._build_menus()

        self.lessons.lessonChosen.connect(self.open_lesson)
        self.lessons.resumeRequested.connect(self.resume_course)
        self.lessons.actionRequested.connect(self.welcome_action)
        self.lessons.cheatSheetRequested.connect(self.show_cheat_sheet)
        self.lessons.glossaryRequested.connect(self.show_glossary)
        self.lessons.reviewRequested.connect(self.review_next)
        self.lessons.homeRequested.connect(self.show_welcome)
        self.lessons.guidedRequested.connect(lambda variant: self.practice_session.start_guided(variant))
        self.lessons.exerciseShown.connect(lambda: QTimer.singleShot(0, self._give_lesson_room))
        self.lessons.testRequested.connect(lambda variant: self.exercise_session.start_test(variant))
        follow_changes(self.translate_ui)
        self.translate_ui()
        self.show_mode("welcome")
        self.setGeometry(window_geometry(free_area(self), self.minimumSizeHint()))

    # -- assembly ----------------------------------------------------------------------------------------

    def _build_layout(self) -> None:
        # As in an online "learn" course: the table in the middle at full height, the lesson step with its
        # exercise on the right above the referee, who speaks when a move is tried. The welcome screen has
        # neither table nor referee: the lessons and the welcome text. Both splitters start horizontal, Qt's
        # default; the side column turns vertical when the referee joins it (see play_area).
        self.splitter = QSplitter()
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.lessons.nav)
        self.side_splitter = QSplitter()
        self.side_splitter.setChildrenCollapsible(False)
        self.side_splitter.addWidget(self.lessons.text_box)
        self.splitter.addWidget(self.side_splitter)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([self.NAV_WIDTH, 640 + self.SIDE_WIDTH_READING])
        self.setCentralWidget(self.splitter)
        self.statusBar().messageChanged.connect(self._whole_message_in_tooltip)

    def is_ready(self) -> bool:
        """Whether the window is usable: the lesson list is filled and the play area built (both follow the first
        paint)."""
        return self._play is not None and self.lessons.navigator_filled

    def play_area(self) -> PlayArea:
        """The table, the referee panel and the dispute session, built on first use."""
        if self._play is None:
            self._build_play_area()
        assert self._play is not None
        return self._play

    def _build_play_area(self) -> None:
        from .dispute.session import DisputeSession
        from .ruling.panel import RefereePanel
        from .table.widget import TableWidget

        table, panel = TableWidget(), RefereePanel()
        table.hide()  # until show_mode shows it: the welcome screen keeps its layout
        panel.hide()
        if self._felt is not None:  # the table takes the felt's place and size
            self.splitter.replaceWidget(1, table)
            self._felt.deleteLater()
            self._felt = None
        else:
            self.splitter.insertWidget(1, table)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        side = self.side_splitter
        side.setOrientation(QtCore.Qt.Orientation.Vertical)
        panel.setMinimumWidth(300)
        side.addWidget(panel)
        side.setStretchFactor(0, 1)  # when the window changes height, the lesson step takes the difference
        side.setStretchFactor(1, 0)
        side.setSizes([380, 340])
        dispute = DisputeSession(self)
        table.ruled.connect(self._ruled)
        panel.alternativeChosen.connect(table.stage)  # one click lays the offered move out, to play or change
        panel.readingChosen.connect(dispute.try_under_reading)
        table.notice.connect(panel.show_notice)
        table.positionChanged.connect(panel.show_position)
        table.positionChanged.connect(self.show_rule_system)
        table.rules_label = self.rules_label
        # nothing to save or hint at before a position (nor during a test question: set_closed_book), nor any move
        # to hint at once the hand is over
        table.positionChanged.connect(lambda _position: self.act_save.setEnabled(not table.answer_only))
        table.positionChanged.connect(lambda position: self.act_hints.setEnabled(self._hints_possible()))
        stack = table.undo_stack
        stack.canUndoChanged.connect(self.act_undo.setEnabled)
        stack.cleanChanged.connect(self._clean_changed)  # a move or an edit since the file was saved
        table.hand.keyboardFocus.connect(self._say_hand_keys)
        stack.canRedoChanged.connect(self.act_redo.setEnabled)
        stack.indexChanged.connect(self._history_moved)
        self._play = PlayArea(table, panel, dispute)
        self.name_splitter_handles()
        self.show_mode(self.mode)
        if self.mode == "lesson":
            self._give_lesson_room()
            # built after the first frame (a lesson resumed at start), the side column is laid out only later:
            # its share for the lesson is given again then, or the exercise below the step is squeezed
            QTimer.singleShot(0, self._give_lesson_room)

    # the play area's parts by the names the window's users know them by
    @property
    def table(self) -> TableWidget:
        """The table (built on first use)."""
        return self.play_area().table

    @property
    def panel(self) -> RefereePanel:
        """The referee panel (built on first use)."""
        return self.play_area().panel

    dispute = property(lambda self: self.play_area().dispute, doc="Disputes: files, hints (built on first use).")

    def _action(self, slot, shortcut: str | QKeySequence.StandardKey | None = None, checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            set_shortcut(action, shortcut)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        # The table and the sessions are looked up when an action fires: they are built after the first paint.
        self.act_open = self._action(lambda: self.dispute.open_dialog(), QKeySequence.StandardKey.Open)
        self.act_save = self._action(self.save_position, QKeySequence.StandardKey.Save)
        self.act_quit = self._action(self.close, "Ctrl+Q")
        self.act_undo = self._action(lambda: self.table.undo_stack.undo(), "Ctrl+Z")
        self.act_redo = self._action(lambda: self.table.undo_stack.redo(), "Ctrl+Shift+Z")
        self.act_edit_position = self._action(lambda: self.dispute.open_editor(), "Ctrl+E")
        self.act_paste = self._action(self.paste_position, QKeySequence.StandardKey.Paste)
        self.act_rules = self._action(self.open_rules_dialog, "Ctrl+Shift+R")
        self.act_share = self._action(self.share_ruling, "Ctrl+Shift+S")
        self.act_reset_progress = self._action(self.ask_reset_progress)
        self.act_reset_progress.setEnabled(self.progress is not None)
        self.act_new = self._action(lambda: self.practice_session.ask_new_game(), "Ctrl+N")
        self.act_continue = self._action(lambda: self.practice_session.continue_game(), "Ctrl+Shift+N")
        self.act_next_hand = self._action(lambda: self.practice_session.next_hand())
        self.act_skip = self._action(lambda: self.practice_session.skip_replay(), "Esc")
        self.act_hints = self._action(lambda: self.dispute.show_hints(), "Ctrl+H")
        # nothing to undo, redo, save or hint at before a position, no hand to follow nor moves to skip
        for action in (self.act_undo, self.act_redo, self.act_next_hand, self.act_skip, self.act_save, self.act_hints):
            action.setEnabled(False)
        self.act_compare = self._action(self.compare_systems)
        self.act_score = self._action(self.score_calculator)
        self.act_score_pad = self._action(self.open_score_pad, "Ctrl+K")
        self.act_lessons = QAction(self)
        set_shortcut(self.act_lessons, "Ctrl+L")
        self.act_lessons.setCheckable(True)
        self.act_lessons.setChecked(True)
        self.act_lessons.toggled.connect(self.lessons.nav.setVisible)
        self.act_about = self._action(self.about)
        self.act_cheat_sheet = self._action(lambda: self.show_cheat_sheet(), "F2")
        self.act_glossary = self._action(self.show_glossary, "F3")
        self.act_systems = self._action(self.show_systems, "F4")
        self.act_resume = self._action(self.resume_course, "Ctrl+R")
        self.system_group = QActionGroup(self)
        self.system_actions: dict[str, QAction] = {}
        for system in RULE_SYSTEMS:
            action = QAction(self)
            action.setCheckable(True)
            action.setData(system)
            action.triggered.connect(lambda _c=False, s=system: self.dispute.set_rule_system(s))
            self.system_group.addAction(action)
            self.system_actions[system] = action
        self.appearance_group = QActionGroup(self)
        self.appearance_actions: dict[str, QAction] = {}
        for choice in theme.CHOICES:
            action = QAction(self)
            action.setCheckable(True)
            action.triggered.connect(lambda _c=False, c=choice: self.set_appearance(c))
            self.appearance_group.addAction(action)
            self.appearance_actions[choice] = action
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for number, (lang, name) in enumerate(i18n.LANGUAGE_NAMES.items(), start=1):
            shortcut = f"Ctrl+{number}"
            action = QAction(name, self)
            action.setCheckable(True)
            set_shortcut(action, shortcut)
            action.triggered.connect(lambda _c=False, code=lang: self.switch_language(code))
            self.language_group.addAction(action)
            self.language_actions[lang] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        self.menu_file.addActions([self.act_open, self.act_save])
        self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_quit)
        self.menu_edit = bar.addMenu("")
        self.menu_edit.addActions([self.act_undo, self.act_redo])
        self.menu_edit.addSeparator()
        self.menu_edit.addAction(self.act_edit_position)
        self.menu_edit.addAction(self.act_paste)
        self.menu_edit.addAction(self.act_share)
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([self.act_new, self.act_continue, self.act_next_hand, self.act_skip, self.act_hints])
        self.menu_systems = self.menu_game.addMenu("")
        self.menu_systems.addActions(list(self.system_actions.values()))
        self.menu_game.addActions([self.act_compare, self.act_score, self.act_score_pad])
        self.menu_game.addAction(self.act_rules)
        self.menu_game.addSeparator()
        self.menu_game.addActions([self.act_lessons, self.act_resume])
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_reset_progress)
        self.menu_view = bar.addMenu("")
        self.menu_view.addActions(list(self.appearance_actions.values()))
        self.menu_language = bar.addMenu("")
        self.menu_language.addActions(list(self.language_actions.values()))
        self.menu_help = bar.addMenu("")
        self.menu_help.addActions([self.act_cheat_sheet, self.act_glossary, self.act_systems])
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.act_about)

        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.addActions([self.act_new, self.act_open, self.act_save])
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_skip)
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.act_undo, self.act_redo, self.act_edit_position])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.act_hints, self.act_compare, self.act_score])

    # -- language ----------------------------------------------------------------------------------------

    def translate_ui(self, _lang: str | None = None) -> None:
        lang = i18n.language()
        self.show_title()
        self.name_splitter_handles()
        self.menu_file.setTitle(_("&File"))
        self.menu_edit.setTitle(_("&Edit"))
        self.menu_game.setTitle(_("&Game"))
        self.menu_language.setTitle(_("&Language"))
        self.menu_help.setTitle(_("&Help"))
        self.menu_systems.setTitle(_("&Rule system"))
        self.toolbar.setWindowTitle(_("Toolbar"))
        self.menu_view.setTitle(_("&View"))
        for choice, text in (("system", _("Colours of the &system")), ("light", _("&Light")), ("dark", _("&Dark"))):
            self.appearance_actions[choice].setText(text)
            self.appearance_actions[choice].setChecked(choice == theme.choice())
        self.act_open.setText(_("&Open position…"))
        self.act_save.setText(_("&Save position…"))
        self.act_quit.setText(_("&Quit"))
        self.act_undo.setText(_("&Undo"))
        self.act_redo.setText(_("&Redo"))
        self.act_edit_position.setText(_("&Edit position…"))
        self.act_edit_position.setToolTip(_("Set up any position for a dispute (Ctrl+E)"))
        self.act_rules.setText(_("Your &table's rules…"))
        self.act_rules.setToolTip(_("Choose every house rule your table plays and keep it as a profile (Ctrl+Shift+R)"))
        self.act_share.setText(_("S&hare this ruling…"))
        self.act_share.setToolTip(
            _("The position, its rules and the move as a code and a QR picture to send (Ctrl+Shift+S)")
        )
        self.act_paste.setText(_("&Paste position"))
        self.act_paste.setToolTip(_("Open the position copied from a file, a chat or an e-mail (Ctrl+V)"))
        self.act_reset_progress.setText(_("Reset lesson pro&gress…"))
        self.act_lessons.setText(_("&Lessons"))
        self.act_lessons.setToolTip(_("Show or hide the list of lessons (Ctrl+L)"))
        self.act_new.setText(_("&New practice game…"))
        self.act_continue.setText(_("&Continue the practice game"))
        self.act_continue.setToolTip(_("The practice game you left, where you left it (Ctrl+Shift+N)"))
        self.act_next_hand.setText(_("Next &hand"))
        self.act_skip.setText(_("S&kip the bots' moves"))
        self.act_skip.setToolTip(_("Show the other players' moves at once (Esc)"))
        self.act_hints.setText(_("H&ints"))
        self.act_compare.setText(_("C&ompare systems…"))
        # The toolbar names the longest actions shortly, so that all of it fits a 1280-pixel window in every
        # language; the menus and the tooltips keep the whole name.
        self.act_new.setIconText(i18n.pgettext("toolbar", "New game"))
        self.act_skip.setIconText(i18n.pgettext("toolbar", "Skip moves"))
        self.act_compare.setIconText(i18n.pgettext("toolbar", "Compare systems"))
        # two ways to keep score, named apart: this hand from its cards, or a real game hand after hand
        self.act_score.setText(_("&Score the hand on the table…"))
        self.act_score.setIconText(i18n.pgettext("toolbar", "Score this hand"))
        self.act_score.setToolTip(_("Count the score of the hand on the table, from its cards"))
        self.act_score_pad.setText(_("Score &pad for a game at the table…"))
        self.act_score_pad.setToolTip(_("Keep the score of a real game, hand after hand (Ctrl+K)"))
        self.act_about.setText(_("&About"))
        self.act_cheat_sheet.setText(_("&Cheat sheet…"))
        self.act_glossary.setText(_("&Glossary…"))
        self.act_systems.setText(_("Rule &systems side by side…"))
        self.act_resume.setText(_("Continue the l&essons"))
        for system, action in self.system_actions.items():
            action.setText(variant_name(system))
        for code, action in self.language_actions.items():
            action.setChecked(code == lang)
        if self._play is not None:
            self._play.table.translate_ui()
            self._play.panel.translate_ui()
        if self._usable:  # the first paint goes without it (it is drawn once the window is usable)
            self._draw_toolbar_extension()
        self.lessons.translate_ui()
        for mode in self.modes():
            mode.retranslate()

    def welcome_action(self, name: str) -> None:
        """A link of the welcome text does what the menu entry of that name does."""
        actions = {
            "new": self.act_new,
            "continue": self.act_continue,
            "edit": self.act_edit_position,
            "open": self.act_open,
            "scorepad": self.act_score_pad,
        }
        if name == "review":
            self.review_next()
        elif name in actions:
            actions[name].trigger()

    def switch_language(self, lang: str) -> None:
        if lang == i18n.language():
            self.language_actions[lang].setChecked(True)
            return
        i18n.set_language(lang)  # the language signal re-translates every widget
        try:
            i18n.remember_language(lang)
        except OSError:
            pass

    # -- modes -------------------------------------------------------------------------------------------

    def open_lesson(self, lesson_id: str, step_id: str | None = None, first_step: bool = False) -> bool:
        """Open a lesson at ``step_id``; without one, where the learner left it, else at its first unsolved step."""
        lessons = self.lessons
        if lessons.course is None:
            self.show_error(_("No lessons available: {reason}").format(reason=lessons.course_error or ""))
            return False
        lesson = lessons.find(lesson_id)
        if lesson is None:
            self.show_error(_("There is no lesson {id}.").format(id=lesson_id))
            return False
        if step_id is None and not first_step:
            step_id = self._resume_step(lesson)
        if self._exercise_session is None and self._paint_first and not self._painted:
            self.after_first_paint(self._load_step_exercise)
        else:
            self.exercise_session  # noqa: B018 - made now, so it hears which step the view shows
        lessons.show_lesson(lesson, step_id)  # the step view announces the step; the session loads its exercise
        self.enter_mode("lesson")
        QTimer.singleShot(0, self._give_lesson_room)  # once the window is laid out
        return True

    def after_first_paint(self, work: Callable[[], object]) -> None:
        """Run ``work`` just after the window's first frame is painted (now, if it has been)."""
        if self._painted:
            work()
        else:
            self._after_first_paint.append(work)

    def when_usable(self, work: Callable[[], object]) -> None:
        """Run ``work`` once the window is usable: the work that follows its first paint is done (the lesson list,
        the play area, a lesson's exercise); now, if it is."""
        if self._usable:
            work()
        else:
            self._when_usable.append(work)

    def _draw_toolbar_extension(self) -> None:
        """The toolbar's "»" (the actions a narrow window has no room for) in the scheme's text colour: Fusion's own
        arrows are dark whatever the scheme, and on the dark toolbar all but vanished."""
        from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
        from PySide6.QtWidgets import QToolButton

        button = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if button is None:
            return
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(round(16 * ratio), round(16 * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QtCore.Qt.GlobalColor.transparent)  # once usable: the Qt namespace is built by then
        painter = QPainter(pixmap)
        painter.setPen(QColor(theme.colour("text")))
        font = painter.font()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QtCore.QPointF(2, 13), "»")
        painter.end()
        button.setIcon(QIcon(pixmap))

    def _tab_to_toolbar(self) -> None:
        """Tab reaches every toolbar button, its "»" too, and the focus ring shows it: QToolBar makes them no Tab
        stops, so a keyboard alone never reached "New game" or "Open position" there. A click still leaves the
        focus where it was (on the hand, say)."""
        from PySide6.QtWidgets import QToolButton

        for button in self.toolbar.findChildren(QToolButton):
            button.setFocusPolicy(QtCore.Qt.FocusPolicy.TabFocus)

    def _became_usable(self) -> None:
        from . import app_access
        from .focus import follow_keyboard  # the focus ring needs the Qt namespace the first paint goes without

        follow_keyboard()
        app_access.install()
        self._usable = True
        self._draw_toolbar_extension()
        self._tab_to_toolbar()
        for work in self._when_usable:
            work()
        self._when_usable.clear()

    def _load_step_exercise(self) -> None:
        """The exercise of the step on screen, for a lesson shown before its session was made."""
        lesson, step_id = self.lessons.lesson, self.lessons.step_view.step_id
        if lesson is not None and step_id is not None:
            self.exercise_session.on_step(lesson.id, step_id)

    @property
    def practice_session(self) -> PracticeSession:
        """Practice games against the bots (made with the first game: the bots, the deal and scoring load then)."""
        if self._practice_session is None:
            from .practice.session import PracticeSession

            self._practice_session = PracticeSession(self)
        return self._practice_session

    def _ruled(self, ruling: Ruling) -> None:
        """The table ruled on a move: the verdict first, then what follows from it (a dispute's file, an
        exercise's progress, the bots' replies, the cards a draw brought)."""
        self.panel.show_ruling(ruling)
        self.dispute.on_ruling(ruling)
        self._exercise_ruling(ruling)
        if self._practice_session is not None:
            self._practice_session.on_ruling(ruling)
        self._mark_drawn(ruling)

    @property
    def exercise_session(self) -> ExerciseSession:
        if self._exercise_session is None:
            from .lessons.session import ExerciseSession

            self._exercise_session = ExerciseSession(self, self.lessons)
        return self._exercise_session

    def _exercise_ruling(self, ruling: Ruling) -> None:
        if self._exercise_session is not None:
            self._exercise_session.on_ruling(ruling)
        if self.mode == "lesson":
            QTimer.singleShot(0, self._fit_ruling_in_lesson)  # once the panel has laid out its text

    def _fit_ruling_in_lesson(self) -> None:
        """The referee speaks in a lesson: his panel comes back, as tall as its text and no taller (no empty room
        under a short ruling), in the room below the exercise that the step does not need: the step and its
        exercise stay where they are, and so does the Next button. Without that room it stays away; the
        exercise's own feedback gives the verdict and its rule."""
        if self.mode != "lesson" or self._play is None:
            return
        splitter, panel = self.side_splitter, self.panel
        sizes = splitter.sizes()
        column = sum(sizes) - (splitter.handleWidth() if panel.isHidden() else 0)  # the handle comes back with it
        needed = self.lessons.text_box.height() - self.lessons.spare_height()  # the step and its exercise, whole
        height = min(self._panel_wanted(), column - needed)
        if height < panel.minimumSizeHint().height() or (height == sizes[1] and panel.isVisible()):
            return
        panel.show()
        splitter.setSizes([column - height, height])

    def _panel_wanted(self) -> int:
        """The referee panel's height for its whole text at the column's width (hidden or not): its heading and
        buttons at their least, and the text's document."""
        panel, body = self.panel, self.panel.body
        document = body.document()
        document.setTextWidth(max(1, self.side_splitter.width() - 2 * body.frameWidth() - 24))
        chrome = panel.minimumSizeHint().height() - body.minimumSizeHint().height()
        return chrome + int(document.size().height()) + 2 * body.frameWidth() + 4

    def _resume_step(self, lesson: Lesson) -> str | None:
        progress = self.progress
        last = progress.last if progress is not None else None
        if last and last[0] == lesson.id:
            return last[1]
        exercises = lesson.exercises_in_step_order()
        unsolved = next((ex for ex in exercises if not (progress and progress.done(ex.id))), None)
        return unsolved.step if unsolved is not None else None

    def resume_course(self) -> bool:
        """Open the course where the learner left off (the first unsolved step for a newcomer)."""
        course = self.lessons.course
        if course is None or self.progress is None:
            return False
        place = self.progress.resume(course)
        return place is not None and self.open_lesson(*place)

    def show_welcome(self) -> None:
        """Back to the welcome page: the lesson (or the test, the review) is left; the lesson list stays."""
        self.enter_mode("welcome")

    def reference_closed(self) -> bool:
        """During a readiness test the cheat sheet and the glossary stay shut: the learner says so."""
        if self.lessons.reference_closed:
            self.show_status(_("Not during the test: the cheat sheet and the glossary open again after it."))
        return self.lessons.reference_closed

    def show_cheat_sheet(self, variant: str | None = None) -> CheatSheetDialog | None:
        from .lessons.reference_dialogs import CheatSheetDialog

        if self.reference_closed():
            return None
        position = self.table.position
        chosen = variant or (position.variant if position is not None else None) or "classic"
        self.cheat_sheet = CheatSheetDialog(self, chosen)
        self.cheat_sheet.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.cheat_sheet.show()
        return self.cheat_sheet

    def show_systems(self) -> SystemsDialog:
        from .lessons.reference_dialogs import SystemsDialog

        dialog = SystemsDialog(self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.systems_dialog = dialog
        return dialog

    def show_glossary(self) -> GlossaryDialog | None:
        from .lessons.reference_dialogs import GlossaryDialog

        if self.reference_closed():
            return None
        self.glossary = GlossaryDialog(self)
        self.glossary.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.glossary.show()
        return self.glossary

    #: the side column's width while a lesson is read (at 1280 pixels most steps read whole beside their exercise,
    #: and the table's buttons keep one row); in practice and dispute mode it keeps the referee's minimum
    SIDE_WIDTH_READING = 460
    #: the lesson list's width when there is room: most lesson titles on one line
    NAV_WIDTH = 220
    #: the welcome text's narrowest width
    WELCOME_MIN_WIDTH = 480

    # -- the stage the modes play on (tutor.gui.stage) --------------------------------------------------------

    def widget(self) -> QWidget:
        return self

    def modes(self) -> list[Mode]:
        """The modes made so far (each is made when first needed)."""
        made: list[Mode] = []
        if self._exercise_session is not None:
            made.append(self._exercise_session)
        if self._practice_session is not None:
            made.append(self._practice_session)
        if self._play is not None:
            made.append(self._play.dispute)
        return made

    def enter_mode(self, mode: Showing) -> None:
        """Give the table to ``mode`` ("welcome": to none): the other modes leave it (a lesson's text goes too),
        then the layout follows (``show_mode``)."""
        for other in self.modes():
            if other.name != mode:
                other.leave()
        if mode != "lesson":
            self.lessons.leave()
        self.show_mode(mode)

    def show_status(self, message: str, timeout_ms: int = 5000) -> None:
        self.statusBar().showMessage(message, timeout_ms)

    def _whole_message_in_tooltip(self, message: str) -> None:
        """A message longer than the status line (a narrow window, a long error) is cut there: its tooltip has the
        whole."""
        bar = self.statusBar()
        bar.setToolTip(message if bar.fontMetrics().horizontalAdvance(message) > status_room(bar) else "")

    def show_file(self, _path: Path | None) -> None:
        self.show_title()

    def _say_hand_keys(self) -> None:
        """The hand is one Tab stop: what the keys do there, when the keyboard reaches it."""
        # short enough for the status line of the narrowest window (a practice game for two) in every language
        self.show_status(
            _(
                "Your hand: ← → go from card to card, Space picks up or lets go, Esc lets go of all; "
                "move keys: D T M A S X O"
            ),
            10000,
        )

    def _clean_changed(self, _clean: bool) -> None:
        self.show_title()

    def show_title(self) -> None:
        """The window's title names the position file open in dispute mode, marked while it has changes not saved
        (Qt shows "[*]" as "*" then); otherwise the app's name."""
        path = self._play.dispute.current_file if self._play is not None and self.mode == "dispute" else None
        if path is None:
            self.setWindowTitle(_("Canasta Tutor"))
            self.setWindowModified(False)
            return
        self.setWindowTitle(_("{file} — Canasta Tutor").format(file=f"{path.name}[*]"))
        self.setWindowModified(not self.table.undo_stack.isClean())

    def set_next_hand_available(self, available: bool) -> None:
        self.act_next_hand.setEnabled(available)

    def show_mode(self, mode: Showing) -> None:
        """Give the space to what matters: the welcome text beside the lessons before anything is on the table,
        the lesson text beside the table in a lesson, the table in practice and dispute mode."""
        self.mode = mode
        self.show_title()
        reading = mode in ("welcome", "lesson")
        self.lessons.text_box.setVisible(reading)
        # alone beside the lessons, the welcome text keeps a width to be read in; in a lesson the column is shared
        self.lessons.text_box.setMinimumWidth(self.WELCOME_MIN_WIDTH if mode == "welcome" else 0)
        self.act_lessons.setChecked(reading)  # the navigator: shown while reading, on demand otherwise
        if mode == "welcome" and self._play is None:
            return  # the table and the referee join hidden
        if mode == "lesson" and self._play is None and self._paint_first and not self._painted:
            # The lesson's first frame is its step: the table and the referee follow with the exercise, just
            # after it is painted, the table where the felt lies.
            if self._felt is None:
                from .table.felt import Felt  # the welcome screen has none

                self._felt = Felt()
                self.splitter.insertWidget(1, self._felt)
                self.splitter.setStretchFactor(1, 1)  # as the table's (see _build_play_area)
                self.splitter.setStretchFactor(2, 0)
            shown: tuple[QWidget, ...] = (self._felt,)
        else:
            shown = (self.table, self.panel)
        for widget in shown:
            widget.setVisible(mode != "welcome")
        sizes = self.splitter.sizes()
        if mode != "welcome" and sum(sizes) != 0:
            side = self.SIDE_WIDTH_READING if reading else self.panel.minimumWidth()
            self.splitter.setSizes([sizes[0], max(1, sum(sizes) - sizes[0] - side), side])

    def set_perspective(self, learner: int | None, players: int) -> None:
        """Who sits at the bottom of the table: the learner in lessons and practice (and stays there while the
        others play); None in dispute mode, where the seat to move is at the bottom."""
        from ..words.seats import seat_names  # loaded with the table, after the first paint

        table = self.table
        position = table.position
        teams = position.teams if position is not None and position.players == players else None
        names = seat_names(players, learner, teams)
        table.set_perspective(learner, names)
        self.panel.table = table

    def _mark_drawn(self, ruling: Ruling) -> None:
        """The cards a draw brought into the hand are marked there until the next move."""
        if not ruling.played or ruling.after is None:  # played: there is a position after it
            return
        drawn: list = []
        if ruling.move.action == "draw":
            seat = ruling.seat
            drawn = list((Counter(ruling.after.hands[seat]) - Counter(ruling.before.hands[seat])).elements())
        self.table.set_drawn(drawn)

    def _history_moved(self, index: int) -> None:
        """A move made, undone or redone: a replay of the bots' moves ends first; the verdict shown belonged to
        the position before, and the cards selected in the hand to a hand that changed. A new move's verdict
        follows right after."""
        if self._practice_session is not None:
            self._practice_session.after_undo(index)
        self.panel.clear()
        self.table.hand.clear_selection()

    def _hints_possible(self) -> bool:
        position = self.table.position
        return position is not None and not position.ended and not self.table.answer_only

    def set_closed_book(self, closed: bool) -> None:
        from .table.widget import ANSWER_ONLY_NOTICE  # loaded with the table, after the first paint

        if closed and not self.table.answer_only:
            self.show_status(_(ANSWER_ONLY_NOTICE), 10000)
        self.table.set_answer_only(closed)
        waiting = (self.act_compare, self.act_edit_position, self.act_rules, self.act_score, self.act_save, self.act_share)
        for action in waiting:
            action.setEnabled(not closed)
        self.act_hints.setEnabled(self._hints_possible())

    def set_replaying(self, replaying: bool) -> None:
        """The bots' moves are being shown one by one: they can be skipped."""
        self.act_skip.setEnabled(replaying)

    def _give_lesson_room(self) -> None:
        """A lesson is read as much as played: until the referee has something to say about a move tried on the
        table, his panel gives the whole column to the step and its exercise."""
        if self._play is None or self.mode != "lesson":
            return  # the referee joins with the table, and this is done then
        self.panel.hide()

    def show_rule_system(self, position: Position) -> None:
        """The Rule system menu shows the system of the position on the table."""
        action = self.system_actions.get(position.variant)
        if action is not None:
            action.setChecked(True)
        else:
            for a in self.system_actions.values():
                a.setChecked(False)

    # -- actions the menus use (the tests call the sessions as the menus do) ----------------------------------------------

    @property
    def profiles(self) -> ProfileBook:
        """The table's rule profiles, read on first use (not before the first paint)."""
        if self._profiles is None:
            from ..play.profiles import load_book

            self._profiles = load_book()
            tell_about_set_aside_files(self)  # a broken profiles file was kept aside: say so
        return self._profiles

    def table_options(self, variant: str) -> dict:
        """The options the table plays with ``variant``: the profile in use, where it is of that system."""
        active = self.profiles.active()
        return dict(active.options) if active is not None and active.variant == variant else {}

    def rules_label(self, position: Position) -> str:
        """Which rules a position is played by, for the table's heading: the profile in use if it is the
        position's, else house rules (from a file) or nothing for the system's own rules."""
        rs = position.ruleset
        if not rs.overridden:
            return ""
        from ..rules.variants import jsonable

        active = self.profiles.active()
        chosen = {name: jsonable(getattr(rs, name)) for name in rs.overridden}
        if active is not None and active.variant == rs.variant and chosen == active.options:
            return active.name
        return _("house rules")

    def open_rules_dialog(self) -> RulesDialog:
        from .table.rules_panel import RulesDialog

        pos = self.table.position if self._play is not None else None
        active = self.profiles.active()
        variant = active.variant if active is not None else (pos.variant if pos is not None else "classic")
        dialog = RulesDialog(self.profiles, variant, pos.players if pos is not None else 4, self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.changed.connect(lambda: self.table.translate_ui() if self._play is not None else None)
        dialog.open()
        self.rules_dialog = dialog
        return dialog

    def set_appearance(self, choice: str) -> None:
        """Light, dark or as the desktop is, at once and remembered."""
        theme.apply(choice)
        theme.remember(choice)

    def name_splitter_handles(self) -> None:
        """The handles between the columns and between the lesson and the referee, as a screen reader names them."""
        for splitter, name in (
            (self.splitter, _("Resize the columns")),
            (self.side_splitter, _("Resize the lesson and the referee")),
        ):
            for index in range(1, splitter.count()):
                splitter.handle(index).setAccessibleName(name)

    def review_next(self) -> bool:
        """The questions due for review today, one after another without their lessons (tutor.lessons.review)."""
        if not self.exercise_session.start_review():
            self.show_info(_("No question is due for review today."))
            return False
        return True

    def paste_position(self) -> bool:
        """Open the position on the clipboard: its text, or a position file copied in a file manager."""
        mime = QApplication.clipboard().mimeData()
        dropped = self.dispute.dropped_position(mime) if mime is not None else None
        if dropped is not None:
            return self.dispute.open_file(dropped)
        text = mime.text() if mime is not None else ""
        from ..play.share import looks_like_code

        if looks_like_code(text):
            return self.dispute.open_code(text)
        return self.dispute.open_text(text)

    def position_closed(self) -> bool:
        """During a readiness test the question's position is neither saved nor shared (opened in dispute mode, it
        would be ruled on): the learner says so, as for the cheat sheet."""
        closed = self._play is not None and self.table.answer_only
        if closed:
            self.show_status(_("Not during the test: the position can be saved and shared again after it."))
        return closed

    def save_position(self) -> None:
        if not self.position_closed():
            self.dispute.save_dialog()

    def share_ruling(self) -> ShareDialog | None:
        """The ruling on the panel (or the position on the table) as a code and a QR picture."""
        if self.position_closed():
            return None
        commentary = self.panel.commentary if self._play is not None else None
        position = self.table.position if self._play is not None else None
        if commentary is None and position is None:
            self.show_info(_("Put a position on the table first: the code carries it with its rules and move."))
            return None
        from ..play.share import encode, ruling_code, ruling_summary, table_summary
        from .ruling.share_dialog import ShareDialog

        viewer = self.table.learner  # a seat's view (practice, lessons): the other hands stay hidden
        if commentary is not None:
            code = ruling_code(commentary, viewer)
            summary = ruling_summary(commentary, self.rules_label(commentary.position))
        else:
            assert position is not None
            code, summary = encode(position, (), viewer), table_summary(position, self.rules_label(position))
        dialog = ShareDialog(code, summary, viewer is not None, self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.share_dialog = dialog
        return dialog

    def open_score_pad(self) -> None:
        from .scorepad.window import open_score_pad

        self.score_pad = open_score_pad(self)

    def score_calculator(self) -> None:
        self.score_dialog = self.dispute.score_calculator()

    def compare_systems(self) -> CompareDialog | None:
        from .ruling.compare_dialog import compare_systems

        dialog = compare_systems(self)
        if dialog is not None:
            self.compare_dialog = dialog
        return dialog

    def about(self) -> None:
        from .dialogs import about_box

        about_box(self)

    def ask_reset_progress(self) -> None:
        from .dialogs import confirm_reset_progress

        if self.progress is not None and confirm_reset_progress(self):
            self.reset_progress()

    def reset_progress(self) -> bool:
        try:
            self.progress.reset()
        except OSError as exc:
            self.show_error(error_message(exc, _("Cannot reset the progress: {error}")))
            return False
        self.lessons.fill_tree()
        self.statusBar().showMessage(_("The lesson progress has been reset."), 5000)
        return True

    # -- state the tests and the command line read ----------------------------------------------------------

    @property
    def course(self) -> Course | None:
        return self.lessons.course

    @property
    def lesson(self) -> Lesson | None:
        return self.lessons.lesson

    @property
    def exercise(self) -> Exercise | None:
        return self._exercise_session.exercise if self._exercise_session is not None else None

    @property
    def current_file(self) -> Path | None:
        return self.dispute.current_file

    @current_file.setter
    def current_file(self, path: Path | None) -> None:
        self.dispute.current_file = path

    # -- messages ----------------------------------------------------------------------------------------

    def show_error(self, message: str) -> None:
        """A one-line error in a (non-blocking) message box; nothing else changes."""
        from .dialogs import message_box

        self.last_error = message
        self.error_box = message_box(self, "warning", message)

    def show_info(self, message: str) -> None:
        from .dialogs import message_box

        self.info_box = message_box(self, "information", message)

    # -- files dropped on the window -----------------------------------------------------------------------

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if self.dispute.dropped_position(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:  # noqa: N802
        path = self.dispute.dropped_position(event.mimeData())
        if path:
            self.dispute.open_file(path)
            event.acceptProposedAction()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._painted:
            # The widths given while building were squeezed by the window's first, smaller layout: the lesson
            # list got its minimum. Now that the window has its size, the list takes its width from the widget
            # beside it (the table, or the welcome text), down to that widget's minimum.
            sizes = self.splitter.sizes()
            beside = next((i for i in range(1, len(sizes)) if sizes[i]), None)
            # the splitter's widgets as we hold them (splitter.widget() makes PySide look through every class)
            table = self._play.table if self._play is not None else self._felt
            widgets = [self.lessons.nav, *([table] if table is not None else []), self.side_splitter]
            if beside is not None and sizes[0] < self.NAV_WIDTH:
                spare = sizes[beside] - widgets[beside].minimumSizeHint().width()
                grow = min(self.NAV_WIDTH - sizes[0], spare)
                if grow > 0:
                    sizes[0] += grow
                    sizes[beside] -= grow
                    self.splitter.setSizes(sizes)

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            for work in self._after_first_paint:
                QTimer.singleShot(0, work)
            self._after_first_paint.clear()
            QTimer.singleShot(0, self.lessons.load_navigator)  # the lessons once the window is on screen,
            QTimer.singleShot(0, self.play_area)  # then what the first move or practice game will need
            QTimer.singleShot(0, self._became_usable)  # last: zero timers fire in the order they were started

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.progress is not None:
            crash.forget_saver(self.progress.save)
        if self._practice_session is not None:
            self._practice_session.stop_replay()  # no timer nor input filter outlives the window
        stop_following(self.translate_ui)  # the language and the colour scheme
        # The dialogs this window opened (a shared ruling, the cheat sheet, the glossary, the systems compared) are
        # windows of their own: hiding this one would leave them on screen, showing what belongs to a closed window.
        # The score pad is no dialog: a tool of its own, with a hand perhaps half entered, it stays.
        from PySide6.QtWidgets import QDialog

        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.close()
        super().closeEvent(event)
