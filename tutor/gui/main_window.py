"""The main window: lesson navigator, lesson text above the sandbox table, referee panel on the right."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QButtonGroup, QDialog, QDialogButtonBox, QFileDialog, QFrame, QHBoxLayout, QHeaderView,
                               QLabel, QMainWindow, QMessageBox, QPushButton, QRadioButton, QSplitter,
                               QStyledItemDelegate, QStyleOptionViewItem, QTableWidget, QTableWidgetItem,
                               QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from .. import i18n
from ..explain import explain, input_error, variant_name
from ..i18n import N_, _, format_number
from ..rules.errors import InputError
from ..rules.notation import dumps, move_to_json, read_position, write_position
from ..rules.presets import PRESETS
from ..rules.state import ENDED, Position
from ..rules.violations import Code, Verdict
from .editor import PositionEditor
from .language import language_signal
from .referee_panel import RefereePanel
from .table import TableWidget, describe_move

RULE_SYSTEMS = ("classic", "samba", "modern-american", "strict")
LANGUAGE_NAMES = (("de", "Deutsch", "Ctrl+1"), ("fr", "Français", "Ctrl+2"), ("en", "English", "Ctrl+3"))
HUMAN_SEAT = 0

LESSON_CSS = """
body { font-family: 'DejaVu Sans', sans-serif; font-size: 14px; color: #263238; }
h1 { font-size: 21px; color: #1b5e20; margin: 4px 0 8px 0; }
h2 { font-size: 17px; color: #2e7d32; margin: 14px 0 6px 0; }
h3 { font-size: 15px; color: #33691e; }
p { margin: 0 0 8px 0; line-height: 140%; }
code { background: #eceff1; color: #37474f; }
table { border-collapse: collapse; margin: 6px 0; }
th { background: #e8f5e9; padding: 4px 8px; border: 1px solid #c8e6c9; }
td { padding: 4px 8px; border: 1px solid #e0e0e0; }
blockquote { color: #455a64; margin-left: 12px; }
"""


def one_line(exc: BaseException) -> str:
    if isinstance(exc, InputError):
        return input_error(exc)
    text = str(exc).strip().splitlines()
    return text[0] if text else exc.__class__.__name__


def load_course_safely() -> tuple[Any, str | None]:
    """The course, or (None, the one-line reason) when tutor.lessons is missing or broken."""
    try:
        from ..lessons.course import load_course
        return load_course(), None
    except Exception as exc:  # noqa: BLE001 - the lessons are optional for the rest of the app
        return None, one_line(exc)


def chapter_title(chapter: Any, lang: str) -> str:
    title = getattr(chapter, "title", None)
    if callable(title):
        return title(lang)
    if isinstance(title, dict):
        return title.get(lang) or title.get("en") or getattr(chapter, "id", "")
    titles = getattr(chapter, "titles", None)
    if isinstance(titles, dict):
        return titles.get(lang) or titles.get("en") or chapter.id
    return str(title or getattr(chapter, "id", ""))


#: Quiz answers: "legal", or the violation code the referee would report, as a short label.
CHOICE_LABELS = {
    "legal": N_("Legal"),
    Code.NOT_YOUR_TURN.value: N_("Not your turn"),
    Code.WRONG_PHASE.value: N_("Wrong part of the turn"),
    Code.CARD_NOT_IN_HAND.value: N_("Card not in the hand"),
    Code.PILE_CARD_NOT_YET_TAKEN.value: N_("Pile card not yet taken"),
    Code.STOCK_EMPTY.value: N_("Stock empty"),
    Code.PILE_EMPTY.value: N_("Pile empty"),
    Code.PILE_TOP_WILD.value: N_("Wild card on top of the pile"),
    Code.PILE_TOP_BLACK_THREE.value: N_("Black three on top of the pile"),
    Code.PILE_FROZEN.value: N_("Pile frozen"),
    Code.PILE_NEEDS_NATURAL_PAIR.value: N_("Pile needs a natural pair"),
    Code.PILE_TOP_UNMATCHED.value: N_("Top card does not match"),
    Code.PILE_SINGLE_CARD.value: N_("Single card, single-card pile"),
    Code.PILE_TOP_TO_CANASTA.value: N_("Top card onto a canasta"),
    Code.MELD_TOO_SMALL.value: N_("Meld too small"),
    Code.MELD_MIXED_RANKS.value: N_("Meld of mixed ranks"),
    Code.MELD_BAD_SEQUENCE.value: N_("Bad sequence"),
    Code.MELD_TOO_FEW_NATURALS.value: N_("Too few natural cards"),
    Code.MELD_TOO_MANY_WILDS.value: N_("Too many wild cards"),
    Code.MELD_ALL_WILD.value: N_("Wild cards only"),
    Code.MELD_THREES.value: N_("Threes cannot be melded"),
    Code.MELD_OPPONENT.value: N_("Opponents' meld"),
    Code.CANASTA_NO_WILD.value: N_("No wild card on a canasta"),
    Code.MELD_TOO_LARGE.value: N_("Meld too large"),
    Code.INITIAL_MELD_TOO_LOW.value: N_("Initial meld too low"),
    Code.GO_OUT_NEEDS_CANASTA.value: N_("Going out needs a canasta"),
    Code.GO_OUT_NOT_EMPTY.value: N_("Hand not empty"),
    Code.GO_OUT_MUST_DISCARD.value: N_("Going out needs a discard"),
    Code.MUST_KEEP_CARD.value: N_("Must keep a card"),
    Code.PARTNER_REFUSED.value: N_("Partner said no"),
    Code.PARTNER_NOT_ASKED.value: N_("Partner not asked"),
    Code.MELD_NOT_CLEAN.value: N_("No clean meld"),
    Code.DISCARD_NOT_ALLOWED.value: N_("Discard not allowed"),
    Code.MELD_DEAD_RANK.value: N_("Dead rank"),
    Code.GO_OUT_UNFINISHED_MELD.value: N_("Unfinished special meld"),
    Code.WILD_MELD_UNFINISHED.value: N_("Wild meld not yet a canasta"),
}


def choice_text(choice: Any) -> str:
    """A quiz answer for display: "legal" or a violation code in words (an unknown code as it is)."""
    label = _(CHOICE_LABELS[choice]) if choice in CHOICE_LABELS else str(choice)
    return ("✓ " if choice == "legal" else "✗ ") + label


class WrappingDelegate(QStyledItemDelegate):
    """Row heights for wrapped text: a tree view asks for a size hint without telling the column width."""

    def __init__(self, tree: QTreeWidget):
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index) -> Any:  # noqa: N802
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        wrapped = QStyleOptionViewItem(option)
        # the style wraps only within a valid rectangle: give it the column's width and any height
        width = max(40, self.tree.columnWidth(0) - self.tree.indentation() * (depth + 1))
        wrapped.rect = QRect(0, 0, width, max(1, option.rect.height()))
        return super().sizeHint(wrapped, index)


class LessonTree(QTreeWidget):
    """The lesson navigator: long titles wrap onto a second line instead of being cut off."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.ElideNone)
        self.setUniformRowHeights(False)
        self.setIndentation(14)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.header().setStretchLastSection(True)
        self.setItemDelegate(WrappingDelegate(self))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.doItemsLayout()  # the wrapping, and so the row heights, follow the new width


class TableDialog(QDialog):
    """A small dialog holding one table (compare systems, score calculator)."""

    def __init__(self, parent: QWidget, title: str, intro: str, headers: list[str], rows: list[list[str]]):
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        label = QLabel(intro)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                item = QTableWidgetItem(value)
                item.setFlags(item.flags() & ~Qt.ItemIsEditable)
                self.table.setItem(r, c, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(820, 300)


class MainWindow(QMainWindow):
    def __init__(self, progress: Any = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setAcceptDrops(True)
        self.course, self.course_error = load_course_safely()
        self.progress = progress if progress is not None else self._load_progress()
        self.lesson: Any = None
        self.exercise: Any = None
        self.exercise_moves: list[dict] = []   # legal moves made on the exercise, in order
        self.refused_move: dict | None = None  # the last refused attempt, if it came last
        self.hint_used = False
        self.failed_checks = 0
        self.feedback: Any = None              # the last judge() Feedback, re-rendered on language change
        self.last_error: str | None = None
        self.practice = False
        self.rng = random.Random()
        self.current_file: Path | None = None

        self._build_widgets()
        self._build_actions()
        self._build_menus()
        self.table.verdictReady.connect(self._on_verdict)
        self.table.botMoved.connect(self.panel.add_comment)
        self.table.notice.connect(self.panel.show_notice)
        self.table.positionChanged.connect(self._on_position_changed)
        self.table.undo_stack.indexChanged.connect(self._sync_exercise_moves)
        language_signal().changed.connect(self.translate_ui)
        self.translate_ui()
        self.resize(1280, 800)

    def _load_progress(self) -> Any:
        try:
            from ..lessons.progress import Progress
            return Progress()
        except Exception:  # noqa: BLE001
            return None

    # -- widgets ---------------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.splitter = QSplitter(Qt.Horizontal)
        self.splitter.setChildrenCollapsible(False)

        nav = QWidget()
        nav_layout = QVBoxLayout(nav)
        nav_layout.setContentsMargins(6, 6, 0, 6)
        self.nav_title = QLabel()
        self.nav_title.setStyleSheet("font-weight: bold; font-size: 14px; color: #37474f;")
        nav_layout.addWidget(self.nav_title)
        self.tree = LessonTree()
        self.tree.itemActivated.connect(self._tree_activated)
        self.tree.itemClicked.connect(self._tree_activated)
        nav_layout.addWidget(self.tree, 1)
        self.nav_message = QLabel()
        self.nav_message.setWordWrap(True)
        self.nav_message.setStyleSheet("color: #78909c; font-style: italic;")
        nav_layout.addWidget(self.nav_message)
        nav.setMinimumWidth(200)
        self.splitter.addWidget(nav)

        centre = QSplitter(Qt.Vertical)
        centre.setChildrenCollapsible(False)
        lesson_box = QWidget()
        lesson_layout = QVBoxLayout(lesson_box)
        lesson_layout.setContentsMargins(0, 6, 0, 0)
        lesson_layout.setSpacing(4)
        self.lesson_text = QTextBrowser()
        self.lesson_text.setOpenExternalLinks(True)
        self.lesson_text.document().setDefaultStyleSheet(LESSON_CSS)
        self.lesson_text.setStyleSheet("QTextBrowser { background: #fbfbf7; border: 1px solid #dcdcd2;"
                                       " border-radius: 4px; padding: 6px; }")
        lesson_layout.addWidget(self.lesson_text, 1)

        self.exercise_bar = QFrame()
        self.exercise_bar.setObjectName("exerciseBar")
        self.exercise_bar.setStyleSheet("#exerciseBar { background: #fff8e1; border: 1px solid #ffe082;"
                                        " border-radius: 4px; }")
        bar = QVBoxLayout(self.exercise_bar)
        bar.setContentsMargins(8, 6, 8, 6)
        bar.setSpacing(4)
        row = QHBoxLayout()
        self.task_label = QLabel()
        self.task_label.setWordWrap(True)
        self.task_label.setStyleSheet("font-size: 14px;")
        row.addWidget(self.task_label, 1)
        self.hint_button = QPushButton()
        self.check_button = QPushButton()
        self.next_button = QPushButton()
        self.hint_button.clicked.connect(self.show_exercise_hint)
        self.check_button.clicked.connect(self.check_exercise)
        self.next_button.clicked.connect(self.next_exercise)
        for b in (self.hint_button, self.check_button, self.next_button):
            row.addWidget(b)
        bar.addLayout(row)
        self.choices_box = QHBoxLayout()
        self.choice_group = QButtonGroup(self)
        bar.addLayout(self.choices_box)
        self.feedback_label = QLabel()
        self.feedback_label.setWordWrap(True)
        bar.addWidget(self.feedback_label)
        lesson_layout.addWidget(self.exercise_bar)
        self.exercise_bar.hide()
        centre.addWidget(lesson_box)

        self.table = TableWidget()
        centre.addWidget(self.table)
        centre.setStretchFactor(0, 2)
        centre.setStretchFactor(1, 5)
        centre.setSizes([196, 584])
        self.centre_splitter = centre
        self.splitter.addWidget(centre)

        self.panel = RefereePanel()
        self.panel.setMinimumWidth(270)
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setSizes([235, 725, 320])
        self.setCentralWidget(self.splitter)
        self.statusBar()

    def _action(self, slot, shortcut: str | QKeySequence | None = None, checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        self.act_open = self._action(self.open_position_dialog, QKeySequence.Open)
        self.act_save = self._action(self.save_position_dialog, QKeySequence.Save)
        self.act_quit = self._action(self.close, "Ctrl+Q")
        stack = self.table.undo_stack
        self.act_undo = self._action(stack.undo, "Ctrl+Z")
        self.act_redo = self._action(stack.redo, "Ctrl+Shift+Z")
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)
        stack.canUndoChanged.connect(self.act_undo.setEnabled)
        stack.canRedoChanged.connect(self.act_redo.setEnabled)
        self.act_edit_position = self._action(self.open_position_editor, "Ctrl+E")
        self.act_reset_progress = self._action(self.ask_reset_progress)
        self.act_reset_progress.setEnabled(self.progress is not None)
        self.act_new = self._action(self.new_practice_hand, "Ctrl+N")
        self.act_hints = self._action(self.show_hints, "Ctrl+H")
        self.act_compare = self._action(self.compare_systems)
        self.act_score = self._action(self.score_calculator)
        self.act_about = self._action(self.about)
        self.system_group = QActionGroup(self)
        self.system_actions: dict[str, QAction] = {}
        for system in RULE_SYSTEMS:
            if system not in PRESETS:
                continue
            action = QAction(self)
            action.setCheckable(True)
            action.setData(system)
            action.triggered.connect(lambda _c=False, s=system: self.set_rule_system(s))
            self.system_group.addAction(action)
            self.system_actions[system] = action
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, name, shortcut in LANGUAGE_NAMES:
            action = QAction(name, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(shortcut))
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
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([self.act_new, self.act_hints])
        self.menu_systems = self.menu_game.addMenu("")
        self.menu_systems.addActions(list(self.system_actions.values()))
        self.menu_game.addActions([self.act_compare, self.act_score])
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_reset_progress)
        self.menu_language = bar.addMenu("")
        self.menu_language.addActions(list(self.language_actions.values()))
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_about)

        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonTextOnly)
        self.toolbar.addActions([self.act_new, self.act_open, self.act_save])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.act_undo, self.act_redo, self.act_edit_position])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.act_hints, self.act_compare, self.act_score])

    # -- language ----------------------------------------------------------------------------------------

    def translate_ui(self, _lang: str | None = None) -> None:
        lang = i18n.language()
        self.setWindowTitle(_("Canasta Tutor"))
        self.menu_file.setTitle(_("&File"))
        self.menu_edit.setTitle(_("&Edit"))
        self.menu_game.setTitle(_("&Game"))
        self.menu_language.setTitle(_("&Language"))
        self.menu_help.setTitle(_("&Help"))
        self.menu_systems.setTitle(_("&Rule system"))
        self.toolbar.setWindowTitle(_("Toolbar"))
        self.act_open.setText(_("&Open position…"))
        self.act_save.setText(_("&Save position…"))
        self.act_quit.setText(_("&Quit"))
        self.act_undo.setText(_("&Undo"))
        self.act_redo.setText(_("&Redo"))
        self.act_edit_position.setText(_("&Edit position…"))
        self.act_edit_position.setToolTip(_("Set up any position for a dispute (Ctrl+E)"))
        self.act_reset_progress.setText(_("Reset lesson &progress…"))
        self.act_new.setText(_("&New practice hand"))
        self.act_hints.setText(_("&Hints"))
        self.act_compare.setText(_("&Compare systems…"))
        self.act_score.setText(_("&Score calculator…"))
        self.act_about.setText(_("&About"))
        for system, action in self.system_actions.items():
            action.setText(variant_name(system))
        for code, action in self.language_actions.items():
            action.setChecked(code == lang)
        self.nav_title.setText(_("Lessons"))
        self.hint_button.setText(_("Hint"))
        self.check_button.setText(_("Check"))
        self.next_button.setText(_("Next"))
        self.table.translate_ui()
        self.panel.translate_ui()
        self._fill_tree()
        self._show_lesson_text()
        self._show_exercise_texts()

    def switch_language(self, lang: str) -> None:
        if lang == i18n.language():
            self.language_actions[lang].setChecked(True)
            return
        i18n.set_language(lang)  # the language signal re-translates every widget
        try:
            i18n.remember_language(lang)
        except OSError:
            pass

    # -- lessons ------------------------------------------------------------------------------------------

    def _fill_tree(self) -> None:
        lang = i18n.language()
        current = self.lesson.id if self.lesson is not None else None
        self.tree.blockSignals(True)
        if self.tree.topLevelItemCount() == 0 and self.course is not None:
            for chapter in getattr(self.course, "chapters", []):
                top = QTreeWidgetItem([""])
                top.setData(0, Qt.UserRole, None)
                top.setFlags(top.flags() & ~Qt.ItemIsSelectable)
                self.tree.addTopLevelItem(top)
                for lesson in getattr(chapter, "lessons", []):
                    item = QTreeWidgetItem([""])
                    item.setData(0, Qt.UserRole, lesson.id)
                    top.addChild(item)
            self.tree.expandAll()
        chapters = getattr(self.course, "chapters", []) if self.course is not None else []
        for ci, chapter in enumerate(chapters):
            top = self.tree.topLevelItem(ci)
            if top is None:
                break
            top.setText(0, chapter_title(chapter, lang))
            for li, lesson in enumerate(getattr(chapter, "lessons", [])):
                item = top.child(li)
                if item is None:
                    break
                try:
                    title = lesson.title(lang)
                except Exception:  # noqa: BLE001
                    title = lesson.id
                done = self._lesson_done(lesson)
                item.setText(0, ("✓ " if done else "○ ") + title)
                item.setToolTip(0, title)
                item.setForeground(0, Qt.darkGreen if done else Qt.black)
                if lesson.id == current:
                    self.tree.setCurrentItem(item)
        self.tree.blockSignals(False)
        if self.course is None:
            self.nav_message.setText(_("The lessons could not be loaded. The table and the referee work "
                                       "without them."))
            self.nav_message.setToolTip(self.course_error or "")
            self.nav_message.show()
        elif not chapters:
            self.nav_message.setText(_("The course has no lessons yet."))
            self.nav_message.show()
        else:
            self.nav_message.hide()

    def _lesson_done(self, lesson: Any) -> bool:
        if self.progress is None:
            return False
        try:
            exercises = list(lesson.exercises)
            return bool(exercises) and all(self.progress.done(ex.id) for ex in exercises)
        except Exception:  # noqa: BLE001
            return False

    def _tree_activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        lesson_id = item.data(0, Qt.UserRole)
        if lesson_id and (self.lesson is None or self.lesson.id != lesson_id):
            self.open_lesson(lesson_id)

    def open_lesson(self, lesson_id: str) -> bool:
        if self.course is None:
            self.show_error(_("No lessons available: {reason}").format(reason=self.course_error or ""))
            return False
        try:
            lesson = self.course.lesson(lesson_id)
        except Exception:  # noqa: BLE001
            lesson = next((l for l in getattr(self.course, "lessons", []) if l.id == lesson_id), None)
        if lesson is None:
            self.show_error(_("There is no lesson {id}.").format(id=lesson_id))
            return False
        self.lesson = lesson
        self.practice = False
        self.table.autoplay = None
        self._show_lesson_text()
        QTimer.singleShot(0, self._give_lesson_room)  # once the window is laid out
        self._fill_tree()
        exercises = list(getattr(lesson, "exercises", []))
        first = next((ex for ex in exercises if not (self.progress and self.progress.done(ex.id))),
                     exercises[0] if exercises else None)
        self.load_exercise(first)
        return True

    def _give_lesson_room(self) -> None:
        """A lesson is read as much as played: its text gets the height the table can spare."""
        sizes = self.centre_splitter.sizes()
        total = sum(sizes)
        table = self.table.minimumSizeHint().height()
        if total > table and sizes[0] < total - table:
            self.centre_splitter.setSizes([total - table, table])

    def _show_lesson_text(self) -> None:
        if self.lesson is None:
            self.lesson_text.setHtml(self._welcome_html())
            return
        try:
            import markdown
            source = self.lesson.markdown(i18n.language())
            html = markdown.markdown(source, extensions=["extra", "sane_lists"])
        except Exception as exc:  # noqa: BLE001
            html = "<p>" + _("This lesson cannot be shown: {error}").format(error=one_line(exc)) + "</p>"
        scroll = self.lesson_text.verticalScrollBar().value()
        self.lesson_text.setHtml(html)
        self.lesson_text.verticalScrollBar().setValue(scroll)

    def _welcome_html(self) -> str:
        return ("<h1>" + _("Welcome to Canasta Tutor") + "</h1><p>" +
                _("Choose a lesson on the left, open a position (Ctrl+O) or deal a practice hand (Ctrl+N). "
                  "Select cards in the hand by clicking them, then Draw, Take the pile, Meld, Add, Discard "
                  "or Go out: the referee on the right rules on every move and explains why.") + "</p>")

    def load_exercise(self, exercise: Any) -> None:
        self.exercise = exercise
        self.exercise_moves = []
        self.refused_move = None
        self.hint_used = False
        self.failed_checks = 0
        self.feedback = None
        while self.choices_box.count():
            widget = self.choices_box.takeAt(0).widget()
            if widget is not None:
                self.choice_group.removeButton(widget)
                widget.deleteLater()
        if exercise is None:
            self.exercise_bar.hide()
            return
        try:
            loaded = read_position(exercise.position)
        except Exception as exc:  # noqa: BLE001
            self.exercise_bar.show()
            self._set_feedback(_("This exercise cannot be loaded: {error}").format(error=one_line(exc)))
            return
        self.table.set_position(loaded.position)
        self.panel.clear()
        if getattr(exercise, "kind", "play") == "quiz":
            for choice in getattr(exercise, "choices", []) or []:
                button = QRadioButton(choice_text(choice))
                button.setProperty("choice", choice)
                self.choice_group.addButton(button)
                self.choices_box.addWidget(button)
            self.choices_box.addStretch(1)
            if loaded.moves:
                move = loaded.moves[0]
                self.table.last_move = move
                seat = move.seat if move.seat is not None else loaded.position.turn
                self.panel.show_notice("The move in question: seat {seat} {move}", seat=seat,
                                       move=describe_move(move))
        self.exercise_bar.show()
        self._show_exercise_texts()

    def _exercise_text(self, field: str) -> str:
        try:
            return self.exercise.text(field, i18n.language())
        except Exception:  # noqa: BLE001
            return ""

    def _show_exercise_texts(self) -> None:
        if self.exercise is None:
            return
        exercises = list(getattr(self.lesson, "exercises", [])) if self.lesson is not None else []
        number = next((i for i, ex in enumerate(exercises) if ex is self.exercise), 0) + 1
        for button in self.choice_group.buttons():
            button.setText(choice_text(button.property("choice")))
        head = _("Exercise {n} of {total}").format(n=number, total=max(1, len(exercises)))
        self.task_label.setText(f"<b>{head}</b> — {self._exercise_text('task')}")
        fb = self.feedback
        if fb is None:
            self._set_feedback(self._exercise_text("hint") if self.hint_used else "")
            self.feedback_label.setStyleSheet("color: #5d4037;")
        elif fb == "quiz-right" or getattr(fb, "success", False):
            text = "✓ " + (self._exercise_text("success") or _("Well done!"))
            explanation = self._exercise_text("explanation")
            self._set_feedback(text + (" " + explanation if explanation else ""))
            self.feedback_label.setStyleSheet("color: #2e7d32; font-weight: bold;")
        else:
            refused = getattr(fb, "refused", None)
            reason = explain(refused.violations[0]) if refused is not None and refused.violations else ""
            text = "✗ " + _("Not yet.") + (" " + reason if reason else "") + " " + \
                (self._exercise_text("hint") if self.failed_checks >= 1 else "")
            self._set_feedback(text.strip())
            self.feedback_label.setStyleSheet("color: #c62828;")

    def _set_feedback(self, text: str) -> None:
        self.feedback_label.setText(text)
        self.feedback_label.setVisible(bool(text))

    def show_exercise_hint(self) -> None:
        if self.exercise is None:
            return
        self.hint_used = True
        self.feedback = None
        self._show_exercise_texts()

    def check_exercise(self) -> bool:
        if self.exercise is None:
            return False
        if getattr(self.exercise, "kind", "play") == "quiz":
            button = self.choice_group.checkedButton()
            if button is None:
                self._set_feedback(_("Choose an answer first."))
                return False
            success = button.property("choice") == getattr(self.exercise, "answer", None)
            self.feedback = "quiz-right" if success else "quiz-wrong"
        else:
            moves = list(self.exercise_moves) + ([self.refused_move] if self.refused_move else [])
            try:
                from ..lessons.goals import judge
                self.feedback = judge(self.exercise, moves)
            except Exception as exc:  # noqa: BLE001
                self._set_feedback(_("This exercise cannot be checked: {error}").format(
                    error=one_line(exc)))
                return False
            success = bool(getattr(self.feedback, "success", False))
        if success:
            score = 1.0 if not self.hint_used and not self.failed_checks else 0.5
            if self.progress is not None:
                try:
                    self.progress.record(self.exercise.id, score)
                except Exception:  # noqa: BLE001
                    pass
            self._fill_tree()
        else:
            self.failed_checks += 1
        self._show_exercise_texts()
        return success

    def _auto_check(self) -> None:
        """Play and spot exercises: announce success as soon as the attempt reaches the goal."""
        if getattr(self.exercise, "kind", "play") not in ("play", "spot"):
            return
        moves = list(self.exercise_moves) + ([self.refused_move] if self.refused_move else [])
        try:
            from ..lessons.goals import judge
            feedback = judge(self.exercise, moves)
        except Exception:  # noqa: BLE001
            return
        if getattr(feedback, "success", False):
            self.check_exercise()

    def next_exercise(self) -> None:
        if self.lesson is None or self.exercise is None:
            return
        exercises = list(self.lesson.exercises)
        index = next((i for i, ex in enumerate(exercises) if ex is self.exercise), -1)
        if index + 1 < len(exercises):
            self.load_exercise(exercises[index + 1])
            return
        lessons = list(getattr(self.course, "lessons", []))
        li = next((i for i, l in enumerate(lessons) if l is self.lesson), -1)
        if 0 <= li < len(lessons) - 1:
            self.open_lesson(lessons[li + 1].id)
        else:
            self._set_feedback(_("That was the last exercise of the course."))

    def _sync_exercise_moves(self, index: int) -> None:
        # legal moves on the exercise follow the undo stack: undone moves no longer count. The index
        # comes with the signal, which a stack being torn down still sends.
        if self.exercise is not None:
            self.exercise_moves = self.exercise_moves[:index]

    # -- the table and the referee -----------------------------------------------------------------------

    def _on_verdict(self, verdict: Verdict, move, seat: int) -> None:
        pos = self.table.position
        self.panel.show_verdict(verdict, move, seat, pos.ruleset if pos is not None else None)
        if self.exercise is not None:
            if verdict.legal:
                self.exercise_moves = self.exercise_moves[:self.table.undo_stack.index() - 1]
                self.exercise_moves.append(move_to_json(move))
                self.refused_move = None
            else:
                self.refused_move = move_to_json(move)
            self._auto_check()
        if pos is not None and pos.phase == ENDED:
            self.statusBar().showMessage(_("The hand is over: see Game → Score calculator."), 8000)

    def _on_position_changed(self, position: Position) -> None:
        action = self.system_actions.get(position.variant)
        if action is not None:
            action.setChecked(True)
        else:
            for a in self.system_actions.values():
                a.setChecked(False)

    def show_error(self, message: str) -> None:
        """A one-line error in a (non-blocking) message box; nothing else changes."""
        self.last_error = message
        box = QMessageBox(QMessageBox.Warning, _("Canasta Tutor"), message, QMessageBox.Ok, self)
        box.setAttribute(Qt.WA_DeleteOnClose)
        box.open()
        self.error_box = box

    def show_info(self, message: str) -> None:
        box = QMessageBox(QMessageBox.Information, _("Canasta Tutor"), message, QMessageBox.Ok, self)
        box.setAttribute(Qt.WA_DeleteOnClose)
        box.open()
        self.info_box = box

    # -- files ------------------------------------------------------------------------------------------

    def open_position_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self, _("Open position"), "",
                                                    _("Positions (*.json);;All files (*)"))
        if path:
            self.open_position_file(path)

    def open_position_file(self, path: str | Path) -> bool:
        """Load a canasta-position/1 file; a broken or hostile file only shows its one-line error."""
        try:
            data = Path(path).read_bytes()
            loaded = read_position(data)
        except Exception as exc:  # noqa: BLE001 - every failure is reported the same way
            self.show_error(_("Cannot open {name}: {error}").format(name=Path(path).name, error=one_line(exc)))
            return False
        self.set_loaded(loaded)
        self.current_file = Path(path)
        self.statusBar().showMessage(_("Opened {name}").format(name=Path(path).name), 5000)
        return True

    def set_loaded(self, loaded: Any) -> None:
        """Show a loaded position; its moves, if any, are put to the referee in order."""
        self.lesson = None
        self.load_exercise(None)
        self._show_lesson_text()
        self.practice = False
        self.table.autoplay = None
        self.panel.clear()
        self.table.set_position(loaded.position)
        for move in loaded.moves:
            verdict = self.table.attempt(move)
            if verdict is None or not verdict.legal:
                break

    def save_position_dialog(self) -> None:
        if self.table.position is None:
            return
        path, _filter = QFileDialog.getSaveFileName(self, _("Save position"), str(self.current_file or ""),
                                                    _("Positions (*.json)"))
        if path:
            if not path.endswith(".json"):
                path += ".json"
            self.save_position_file(path)

    def save_position_file(self, path: str | Path) -> bool:
        if self.table.position is None:
            return False
        try:
            from ..storage import write_atomic
            write_atomic(Path(path), dumps(self.table.position) + "\n")
        except Exception as exc:  # noqa: BLE001
            self.show_error(_("Cannot save {name}: {error}").format(name=Path(path).name, error=one_line(exc)))
            return False
        self.current_file = Path(path)
        self.statusBar().showMessage(_("Saved {name}").format(name=Path(path).name), 5000)
        return True

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        if any(u.isLocalFile() and u.toLocalFile().lower().endswith(".json") for u in urls):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:  # noqa: N802
        for url in event.mimeData().urls():
            if url.isLocalFile() and url.toLocalFile().lower().endswith(".json"):
                self.open_position_file(url.toLocalFile())
                event.acceptProposedAction()
                return

    # -- game menu ------------------------------------------------------------------------------------

    def new_practice_hand(self, seed: int | None = None) -> None:
        from ..rules.bot import deal
        from ..rules.variants import Ruleset
        pos = self.table.position
        variant = pos.variant if pos is not None and pos.variant in PRESETS else "classic"
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else random.randrange(1 << 30)
        self.rng = random.Random(seed)
        position = deal(Ruleset.build(variant, 4), self.rng)
        self.lesson = None
        self.load_exercise(None)
        self._show_lesson_text()
        self.practice = True
        self.table.autoplay = self._bots_play
        self.panel.clear()
        self.table.set_position(position)
        if position.turn != HUMAN_SEAT:
            steps = self._bots_play(position)
            if steps:
                self.table.set_position(steps[-1][3])
                for seat, move, verdict, _after in steps:
                    self.panel.add_comment(seat, move, verdict)
        self.panel.show_notice("New practice hand (deal {seed}): you are seat 0.", seed=seed)

    def _bots_play(self, position: Position) -> list[tuple[int, Any, Verdict, Position]]:
        """The bots' moves until it is the human's turn again (or the hand ends)."""
        from ..rules.bot import Bot
        from ..rules.referee import rule_on
        bot = Bot(self.rng)
        steps = []
        pos = position
        for _turn in range(12):
            if pos.phase == ENDED or pos.turn == HUMAN_SEAT:
                break
            seat = pos.turn
            moves = bot.turn(pos)
            if not moves:
                break
            for move in moves:
                verdict, after = rule_on(pos, move)
                if after is None:
                    break
                steps.append((seat, move, verdict, after))
                pos = after
            if pos.turn == seat and pos.phase != ENDED:
                break  # the bot is stuck: leave the position to the user
        return steps

    def open_position_editor(self) -> PositionEditor:
        """Dispute mode: edit the table's position (or an empty table) in a dialog."""
        editor = PositionEditor(self.table.position, self)
        editor.setAttribute(Qt.WA_DeleteOnClose)
        editor.applied.connect(self.apply_edited_position)
        editor.open()
        self.position_editor = editor
        return editor

    def apply_edited_position(self, position: Position) -> None:
        """The edited position goes on the table as one undoable step, outside any lesson or practice game."""
        if self.lesson is not None or self.exercise is not None:
            self.lesson = None
            self.load_exercise(None)
            self._show_lesson_text()
            self._fill_tree()
        self.practice = False
        self.table.autoplay = None
        self.panel.clear()
        self.table.edit_position(position, _("Edit position"))
        self.panel.show_notice(N_("The edited position is on the table: try a move, or undo the edit with Ctrl+Z."))

    def ask_reset_progress(self) -> None:
        if self.progress is None:
            return
        answer = QMessageBox.question(
            self, _("Reset lesson progress"),
            _("Forget the results of every exercise? All lessons will show as not done. This cannot be undone."),
            QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        if answer == QMessageBox.Yes:
            self.reset_progress()

    def reset_progress(self) -> bool:
        try:
            self.progress.reset()
        except OSError as exc:
            self.show_error(_("Cannot reset the progress: {error}").format(error=one_line(exc)))
            return False
        self._fill_tree()
        self.statusBar().showMessage(_("The lesson progress has been reset."), 5000)
        return True

    def show_hints(self) -> None:
        pos = self.table.position
        if pos is None:
            return
        from ..rules.hints import meld_options, pile_takes
        try:
            self.panel.show_hints(pile_takes(pos), meld_options(pos))
        except Exception as exc:  # noqa: BLE001
            self.show_error(one_line(exc))

    def set_rule_system(self, system: str) -> bool:
        pos = self.table.position
        if pos is None:
            return False
        if pos.variant == system and not pos.ruleset.overridden:
            return True
        data = write_position(pos)
        data["variant"] = system
        data["options"] = {}
        try:
            loaded = read_position(data)
        except Exception as exc:  # noqa: BLE001
            self.show_error(_("This position cannot be played under {system}: {error}").format(
                system=variant_name(system), error=one_line(exc)))
            self._on_position_changed(pos)
            return False
        self.table.set_position(loaded.position)
        self.panel.show_notice("Rule system: {system}", system=variant_name(system))
        return True

    def compare_systems(self) -> None:
        pos, move = self.table.position, self.table.last_move
        if pos is None or move is None:
            self.show_info(_("Try a move on the table first: the comparison rules on your last move."))
            return
        before = pos
        # the last move was made from the position before it when it was legal
        if self.table.undo_stack.index() > 0 and self.panel.verdict is not None and self.panel.verdict.legal:
            command = self.table.undo_stack.command(self.table.undo_stack.index() - 1)
            before = getattr(command, "before", pos)
        try:
            from ..compare import compare_presets
            data = write_position(before, (move,))
            loaded = read_position(data)
            results = compare_presets(loaded, data)
        except Exception as exc:  # noqa: BLE001
            self.show_error(one_line(exc))
            return
        rows = []
        for r in results:
            if r.error:
                rows.append([variant_name(r.variant), "—", r.error, ""])
                continue
            reason = explain(r.violations[0]) if r.violations else ""
            diff = ""
            if r.difference:
                diff = f"{r.difference['rule']}: " + ", ".join(
                    f"{variant_name(v)} = {val}" for v, val in r.difference["values"].items())
            rows.append([variant_name(r.variant), "✓ " + _("Legal") if r.legal else "✗ " + _("Refused"),
                         reason, diff])
        self.compare_dialog = TableDialog(
            self, _("Compare rule systems"),
            _("The move “{move}” under every rule system:").format(move=describe_move(move)),
            [_("Rule system"), _("Verdict"), _("Why"), _("Deciding option")], rows)
        self.compare_dialog.open()

    def score_calculator(self) -> None:
        pos = self.table.position
        if pos is None or pos.phase != ENDED:
            self.show_info(_("The hand is not over yet: the score is counted when a side goes out."))
            return
        try:
            from ..rules.scoring import score_hand
            scores = score_hand(pos)
        except Exception as exc:  # noqa: BLE001
            self.show_error(one_line(exc))
            return
        rows = [[_("Side {n}").format(n=i + 1), format_number(s.melded), format_number(s.bonuses),
                 format_number(s.in_hand), format_number(s.total), format_number(s.new_score)]
                for i, s in enumerate(scores)]
        self.score_dialog = TableDialog(self, _("Score calculator"), _("The score of this hand:"),
                                        [_("Side"), _("Melded"), _("Bonuses"), _("In hand"), _("Hand total"),
                                         _("New score")], rows)
        self.score_dialog.open()

    def about(self) -> None:
        QMessageBox.about(self, _("About Canasta Tutor"),
                          _("Canasta Tutor: learn Canasta step by step and settle its disputes. "
                            "Every move is ruled on by a referee that cites its sources."))

    def closeEvent(self, event) -> None:  # noqa: N802
        try:
            language_signal().changed.disconnect(self.translate_ui)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)
