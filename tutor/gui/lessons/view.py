"""The lesson side of the window: the navigator with the progress overview, one lesson step, the exercise bar.

The view shows; the exercise session (session.py) decides what the exercise bar says.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6 import QtCore, QtWidgets  # QtCore.Qt and QtWidgets.QTreeWidgetItem at the point of use: see LessonTree
from PySide6.QtCore import QObject, QRect, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMenu,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...i18n import N_, _, format_number, ngettext
from ...play import practice_store
from ...rules.errors import InputError
from ...rules.systems import RULE_SYSTEMS
from ...words.systems import variant_name
from ..errors import error_message
from ..theme import colour, restyle
from .step_view import StepView

if TYPE_CHECKING:  # built on first use (see count_drill); the course loads after the first paint
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QGridLayout, QRadioButton

    from ...lessons.course import Chapter, Course, Lesson
    from ...lessons.progress import Progress
    from .count_drill import CountDrill


def load_course_safely() -> tuple[Course | None, str | None]:
    """The course, or (None, the one-line reason) when tutor.lessons is missing or broken."""
    try:
        from ...lessons.course import load_course

        return load_course(), None
    except InputError as exc:  # a broken course: the rest of the app works without it, and says why
        return None, error_message(exc)


#: the note the exercises sit in (colours of the scheme, tutor.gui.theme)
#: Qt's "no maximum" for a widget's size
QWIDGETSIZE_MAX = 16777215
EXERCISE_BAR_CSS = "#exerciseBar { background: $exercise; border: 1px solid $exercise_border; border-radius: 4px; }"


class WrappingDelegate(QStyledItemDelegate):
    """Row heights for wrapped text: a tree view asks for a size hint without telling the column width."""

    def __init__(self, tree: QTreeWidget):
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        from PySide6.QtWidgets import QStyleOptionViewItem  # rows come after the first paint, and so may its type

        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        wrapped = QStyleOptionViewItem(option)
        # the style wraps only within a valid rectangle: give it the column's width and any height
        width = max(40, self.tree.columnWidth(0) - self.tree.indentation() * (depth + 1))
        wrapped.rect = QRect(0, 0, width, max(1, option.rect.height()))
        return super().sizeHint(wrapped, index)


class LessonTree(QTreeWidget):
    """The lesson navigator: long titles wrap onto a second line instead of being cut off.

    The tree is empty in the window's first frame (the course is read after it), so the settings that need
    the Qt namespace wait for the first titles: the first touch of ``QtCore.Qt`` builds the Python types of
    its 93 enums, some 15 ms that the first paint does not wait for. Its items' class is reached when the first
    is made, and its header (2 ms for QHeaderView's type) is never asked for.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self.setIndentation(14)  # the header, hidden, stretches its one section by default: header() is not asked
        self.setItemDelegate(WrappingDelegate(self))

    def wrap_titles(self) -> None:
        """Titles wrap, never elide; no horizontal scrolling."""
        self.setTextElideMode(QtCore.Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.doItemsLayout()  # the wrapping, and so the row heights, follow the new width


class ExerciseBar(QFrame):
    """The exercise below the step: its task, choices, feedback and buttons. It says when its width changes, as
    the height its wrapped texts need changes with it, and it never grows past the height they need: the room below
    it (``room_below``) takes the rest."""

    widthChanged = Signal()

    def __init__(self, room_below: QWidget):
        super().__init__()
        self._room_below: QWidget | None = room_below

    def showEvent(self, event) -> None:  # noqa: N802
        if self._room_below is not None:
            # set when first shown: QSizePolicy's Python type (its enums) costs the first frame half a millisecond
            from PySide6.QtWidgets import QSizePolicy

            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
            self._room_below.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
            self._room_below = None
        super().showEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.widthChanged.emit()


class LessonColumn(QWidget):
    """The lesson column (the step above its exercise): it says when its height changes, as whether the step reads
    whole beside its exercise does."""

    heightChanged = Signal()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().height() != event.oldSize().height():
            self.heightChanged.emit()


class LessonView(QObject):
    """The navigator (``nav``) and the lesson text with its exercise bar (``text_box``), placed by the window.

    The course is read on first use, not when the view is built.
    """

    #: a lesson id the learner picked in the navigator
    lessonChosen = Signal(str)
    #: the learner asked to continue where they left off
    resumeRequested = Signal()
    #: a welcome link to one of the window's actions, by its name in WELCOME_WAYS_IN
    actionRequested = Signal(str)
    cheatSheetRequested = Signal()
    glossaryRequested = Signal()
    #: the next exercise due for review is asked for
    reviewRequested = Signal()
    #: the end-of-system test of a rule system is asked for
    testRequested = Signal(str)
    #: the guided whole hand of a rule system is asked for
    guidedRequested = Signal(str)
    #: the learner asked for the welcome page (from a lesson)
    homeRequested = Signal()
    #: an exercise or a question was put on the table (the referee's column goes quiet again)
    exerciseShown = Signal()
    #: the counting drill's own check button was pressed (the drill is built with the first counting exercise)
    countCheckRequested = Signal()

    # set by _build_text_box
    feedback_label: QLabel
    _count_drill: CountDrill | None

    def __init__(self, progress: Progress | None, parent: QObject | None = None):
        super().__init__(parent)
        self.progress = progress
        self.lesson: Lesson | None = None
        self._course: Course | None = None
        self._course_error: str | None = None
        self._course_loaded = False
        self.navigator_filled = False
        self._build_navigator()
        self._build_text_box()
        # the course is read once the window is on screen (the window says when), or soon in any case
        QTimer.singleShot(250, self.load_navigator)

    # -- the course, on first use --------------------------------------------------------------------------

    def _load_course(self) -> None:
        if not self._course_loaded:
            self._course, self._course_error = load_course_safely()
            self._course_loaded = True

    @property
    def course(self) -> Course | None:
        self._load_course()
        return self._course

    @property
    def course_error(self) -> str | None:
        self._load_course()
        return self._course_error

    def leave(self) -> None:
        """Another mode takes the table: back to the welcome text, no lesson open."""
        if self.lesson is not None:
            self.show_lesson(None)
        else:
            self.show_text()

    def load_navigator(self) -> None:
        """Read the course and list it, once."""
        if not self.navigator_filled:
            self.fill_tree()
            if self.lesson is None:
                self.show_text()  # the welcome's way in can name its lesson now

    def find(self, lesson_id: str) -> Lesson | None:
        """The lesson with this id, or None."""
        course = self.course
        if course is None:
            return None
        try:
            return course.lesson(lesson_id)
        except KeyError:  # no lesson of that id (one remembered from an older course)
            return None

    def next_lesson(self, lesson: Lesson) -> Lesson | None:
        lessons = list(self.course.lessons) if self.course is not None else []
        index = next((i for i, item in enumerate(lessons) if item is lesson), -1)
        return lessons[index + 1] if 0 <= index < len(lessons) - 1 else None

    # -- widgets -------------------------------------------------------------------------------------------

    def _build_navigator(self) -> None:
        self.nav = QWidget()
        layout = QVBoxLayout(self.nav)
        layout.setContentsMargins(6, 6, 0, 6)
        self.nav_title = QLabel()
        layout.addWidget(self.nav_title)
        self.course_progress = QProgressBar()
        self.course_progress.setRange(0, 100)
        self.course_progress.setMaximumHeight(14)
        layout.addWidget(self.course_progress)
        self.tree = LessonTree()
        self.tree.itemActivated.connect(self._tree_activated)
        self.tree.itemClicked.connect(self._tree_activated)
        layout.addWidget(self.tree, 1)
        self.nav_message = QLabel()
        self.nav_message.setWordWrap(True)
        layout.addWidget(self.nav_message)
        buttons = QVBoxLayout()
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.reviewRequested)
        buttons.addWidget(self.review_button)
        self.test_button = QPushButton()
        self.test_button.clicked.connect(self._offer_tests)  # its menu is made when asked for, after the start
        buttons.addWidget(self.test_button)
        self.guided_button = QPushButton()
        self.guided_button.clicked.connect(self._offer_guided)  # its menu too is made when asked for
        buttons.addWidget(self.guided_button)
        self.cheat_sheet_button = QPushButton()
        self.glossary_button = QPushButton()
        self.cheat_sheet_button.clicked.connect(self.cheatSheetRequested)
        self.glossary_button.clicked.connect(self.glossaryRequested)
        buttons.addWidget(self.cheat_sheet_button)
        buttons.addWidget(self.glossary_button)
        layout.addLayout(buttons)
        self.nav.setMinimumWidth(210)  # the longest German titles on two lines, not three

    def _offer_guided(self) -> None:
        """The rule systems with a guided hand, under the button."""
        self.guided_menu = self._systems_menu(self.guided_button, self.guidedRequested)

    def _offer_tests(self) -> None:
        """The rule systems to be tested on, under the button."""
        self.test_menu = self._systems_menu(self.test_button, self.testRequested)

    @staticmethod
    def _systems_menu(button: QPushButton, chosen) -> QMenu:
        """A menu of the rule systems under ``button``; a pick emits ``chosen`` with the system."""
        menu = QMenu(button)
        menu.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        for variant in RULE_SYSTEMS:
            action = menu.addAction(variant_name(variant))
            action.triggered.connect(lambda _checked=False, v=variant: chosen.emit(v))
        menu.popup(button.mapToGlobal(button.rect().bottomLeft()))
        return menu

    def reviews_due(self) -> int:
        return len(self.progress.due()) if self.progress is not None else 0

    def show_review_count(self) -> None:
        """The review button says how many mistakes are due to be asked again today."""
        due = self.reviews_due()
        self.review_button.setEnabled(due > 0)
        self.review_button.setText(review_words(due) if due else _("No reviews due today"))
        self.review_button.setToolTip(
            _(
                "A question you answered wrongly comes back the next day, then after 3 and after 7 more days;"
                " a wrong answer starts it over"
            )
        )

    def ask_questions(self, title: str | None, reference: bool = True) -> None:
        """Questions asked without their lesson (a test, a review): the step and its title give way to ``title``;
        without ``reference`` the cheat sheet and the glossary are closed too. None: back to the lesson."""
        asking = title is not None
        self.asking = asking
        self.reference_closed = asking and not reference
        self.question_title.setText(title or "")
        self.question_head.setVisible(asking)
        self.step_view.setVisible(not asking)
        self.keep_exercise_in_sight()
        for button in (self.cheat_sheet_button, self.glossary_button):
            button.setEnabled(not self.reference_closed)
        self.review_button.setVisible(not asking)
        self.test_button.setEnabled(not asking)
        if not asking:
            self.show_review_count()

    @property
    def count_drill(self) -> CountDrill:
        """The score-counting drill of the exercise bar, built the first time an exercise needs it."""
        if self._count_drill is None:
            from .count_drill import CountDrill

            self._count_drill = CountDrill()
            self._count_drill.checkRequested.connect(self.countCheckRequested)
            self._count_drill.set_compact(self.compact)
            self._count_drill.hide()
            self._bar_layout.insertWidget(self._bar_layout.indexOf(self._button_row), self._count_drill)
        return self._count_drill

    def show_count_drill(self, visible: bool) -> None:
        """Show the counting drill (building it if need be), or hide it if it was ever built."""
        if visible:
            self.count_drill.show()
        elif self._count_drill is not None:
            self._count_drill.hide()

    def _build_text_box(self) -> None:
        self.text_box = LessonColumn()
        self.text_box.heightChanged.connect(lambda: QTimer.singleShot(0, self.text_box, self.fit_step))
        layout = QVBoxLayout(self.text_box)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.setSpacing(4)
        # in a test or a review, in the step's place: what is being asked, and the way back to the welcome page
        self.question_head = QWidget()
        head = QHBoxLayout(self.question_head)
        head.setContentsMargins(0, 0, 0, 0)
        self.question_home = QPushButton("⌂")
        self.question_home.setFlat(True)
        self.question_home.setMaximumSize(30, 24)
        self.question_home.clicked.connect(self.homeRequested)
        head.addWidget(self.question_home)
        self.question_title = QLabel()
        self.question_title.setWordWrap(True)
        head.addWidget(self.question_title, 1)
        self.question_head.hide()
        layout.addWidget(self.question_head)
        self.asking = False
        self.reference_closed = False
        self.step_view = StepView()
        self.step_view.resumeRequested.connect(self.resumeRequested)
        self.step_view.actionRequested.connect(self.actionRequested)
        self.step_view.homeRequested.connect(self.homeRequested)
        self.lesson_text = self.step_view.text
        # a widget as the timer's context: a window closed before the timer fires cancels it
        self.step_view.contentChanged.connect(lambda: QTimer.singleShot(0, self.step_view, self.keep_exercise_in_sight))
        layout.addWidget(self.step_view, 1)

        self.spare_room = QWidget()  # below the exercise (see where it is laid out, at the end)
        self.exercise_bar = ExerciseBar(room_below=self.spare_room)
        # once the column is laid out at the new width: the bar's minimum is set from its height at that width
        self.exercise_bar.widthChanged.connect(lambda: QTimer.singleShot(0, self.exercise_bar, self.keep_exercise_in_sight))
        self.exercise_bar.setObjectName("exerciseBar")
        bar = QVBoxLayout(self.exercise_bar)
        bar.setContentsMargins(8, 6, 8, 6)
        bar.setSpacing(4)
        self.task_label = QLabel()
        self.task_label.setWordWrap(True)
        self.task_label.setStyleSheet("font-size: 14px;")
        bar.addWidget(self.task_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.hint_button = QPushButton()
        self.check_button = QPushButton()
        self.next_button = QPushButton()
        for b in (self.hint_button, self.check_button, self.next_button):
            row.addWidget(b)
        self._choices_box: QGridLayout | None = None  # below the task, made with the first exercise (choices_box)
        self.choice_group = QButtonGroup(self.exercise_bar)
        self._bar_layout = bar
        self._count_drill = None  # built on first use: most steps have no counting drill
        self.compact = False
        self._task = ("", "")
        #: what the step and its exercise were last fitted for (fit_step)
        self._fitted_for: tuple | None = None
        # the buttons above the feedback: a longer or shorter answer does not move them
        self._button_row = row
        bar.addLayout(row)
        self.feedback_label = QLabel()
        self.feedback_label.setWordWrap(True)
        bar.addWidget(self.feedback_label)
        layout.addWidget(self.exercise_bar)
        self.exercise_bar.hide()
        # Below the exercise: the room the step does not need. The step keeps its height and the exercise its
        # place while the feedback grows into this room (and the referee below takes from it).
        self.spare_room.hide()
        layout.addWidget(self.spare_room)

    @property
    def choices_box(self) -> QGridLayout:
        """A quiz's choices below its task: one a line, two a line where the step would not read whole otherwise
        (fit_step). Made with the first exercise: QGridLayout's Python type costs the first frame 0.2 ms."""
        if self._choices_box is None:
            from PySide6.QtWidgets import QGridLayout

            self._choices_box = QGridLayout()
            self._choices_box.setVerticalSpacing(2)
            self._bar_layout.insertLayout(1, self._choices_box)  # after the task, before the buttons
        return self._choices_box

    #: the least of the step's text kept in sight above its exercise: a heading and a line or two, in pixels
    STEP_IN_SIGHT = 90

    #: card pictures in the task: their height, and set close (set_compact)
    TASK_CARD_HEIGHT = 40
    COMPACT_TASK_CARD_HEIGHT = 30

    def set_task(self, head: str, task: str) -> None:
        """The exercise's heading ("Exercise 1 of 2") and its task (lesson markup: card rows become pictures)."""
        self._task = (head, task)
        self._show_task()

    def _show_task(self) -> None:
        from .render import inline_html  # with the first exercise, not with the welcome screen

        head, task = self._task
        height = self.COMPACT_TASK_CARD_HEIGHT if self.compact else self.TASK_CARD_HEIGHT
        self.task_label.setText(f"<b>{html.escape(head)}</b> — {inline_html(task, height)}")

    def add_choice(self, button: QRadioButton) -> None:
        """A quiz answer, after the others (one a line, or two: arrange_choices)."""
        self.choice_group.addButton(button)
        self.choices_box.addWidget(button, self.choices_box.count(), 0)
        # Tab reaches the answers before the buttons below them (made later, they came after "Next" otherwise)
        previous: QWidget = button
        for following in (self.hint_button, self.check_button, self.next_button):
            QWidget.setTabOrder(previous, following)
            previous = following

    def arrange_choices(self, columns: int) -> None:
        """The quiz answers in ``columns`` columns, in reading order (row by row)."""
        buttons = [b for b in self.choice_group.buttons() if not b.isHidden()]
        for button in buttons:
            self.choices_box.removeWidget(button)
        for i, button in enumerate(buttons):
            self.choices_box.addWidget(button, i // columns, i % columns)

    def _choices_fit_two_a_line(self) -> bool:
        """Whether every quiz answer fits half the bar's width."""
        buttons = [b for b in self.choice_group.buttons() if not b.isHidden()]
        if len(buttons) < 2:
            return False
        margins = self.exercise_bar.layout().contentsMargins()  # type: ignore[union-attr]  # set in _build_text_box
        half = (self.exercise_bar.width() - margins.left() - margins.right() - self.choices_box.horizontalSpacing()) // 2
        return all(b.sizeHint().width() <= half for b in buttons)

    def set_compact(self, compact: bool) -> None:
        """The step and its exercise set closer: smaller card pictures and closer lines in the step, smaller ones in
        the task, two quiz answers a line, the counting drill's lines run on. Set as it is already, nothing is
        redone (the task's card pictures are painted afresh for each setting)."""
        if compact == self.compact:
            return
        self.compact = compact
        if self._task[1]:
            self._show_task()
        self.step_view.set_compact(compact)
        self.arrange_choices(2 if compact and self._choices_fit_two_a_line() else 1)
        if self._count_drill is not None:
            self._count_drill.set_compact(compact)

    def _bar_height(self) -> int:
        """The exercise bar's height at its width, wrapped texts and all, as its texts say now (a layout keeps the
        heights it measured, the counting drill's among them, until it is told to forget them)."""
        bar = self.exercise_bar
        layout = bar.layout()
        if layout is not None:
            invalidate(layout)
        needed = layout.totalHeightForWidth(bar.width()) if layout is not None and layout.hasHeightForWidth() else -1
        return needed if needed >= 0 else bar.sizeHint().height()

    def step_fits(self) -> bool:
        """Whether the whole step and its exercise fit the lesson column as they are set now."""
        layout = self.text_box.layout()
        assert layout is not None  # set in _build_text_box
        margins = layout.contentsMargins()
        bar = self._bar_height()
        feedback = self.feedback_label
        if not feedback.isHidden():  # the feedback grows into the spare room below: the step is fitted without it
            bar_layout = self.exercise_bar.layout()
            assert bar_layout is not None  # set in _build_text_box
            bar -= feedback.heightForWidth(feedback.width()) + bar_layout.spacing()
        used = margins.top() + margins.bottom() + self.step_view.content_height() + bar
        if not self.question_head.isHidden():
            used += self.question_head.sizeHint().height() + layout.spacing()
        return used + 2 * layout.spacing() <= self.text_box.height()  # before the bar and before the spare room

    def fit_step(self) -> None:
        """Set the step and its exercise close (set_compact) only where they would not read whole otherwise. Each
        step, exercise, language and size of the column starts at ease; once set close it stays so (what is laid
        out later, such as the counting drill's pictures, only ever adds to the height)."""
        if self.exercise_bar.isHidden() or self.step_view.isHidden():
            return
        key = (
            self.step_view.lesson.id if self.step_view.lesson is not None else None,
            self.step_view.step_id,
            i18n.language(),
            self.step_view.sources_open,
            self._task,
            self.text_box.width(),
            self.text_box.height(),
        )
        if key != self._fitted_for:
            self._fitted_for = key
            self.set_compact(False)
        # measured once the texts just set are laid out (a label's new height is known only then)
        QTimer.singleShot(0, self.exercise_bar, self._close_if_needed)

    def _close_if_needed(self) -> None:
        if not self.compact and not self.exercise_bar.isHidden() and not self.step_fits():
            self.set_compact(True)

    def keep_exercise_in_sight(self) -> None:
        """The exercise bar stays whole when the referee's column grows below it: the lesson column keeps at least
        the bar's height for its width and the step's first lines (a splitter shrinks no widget below its minimum;
        the step scrolls)."""
        bar = self.exercise_bar
        self.fit_step()
        self.spare_room.setVisible(not bar.isHidden())
        # with an exercise open, the step takes the height it needs and no more (the rest is spare room)
        self.step_view.setMaximumHeight(self.step_view.content_height() if not bar.isHidden() else QWIDGETSIZE_MAX)
        if bar.isHidden():
            bar.setMinimumHeight(0)
            self.text_box.setMinimumHeight(0)
            return
        needed = self._bar_height()
        bar.setMinimumHeight(needed)  # the column's layout gives wrapped text no more than its minimum otherwise
        # the splitter above knows the column's minimum without a width; its wrapped texts need more at this one
        column = self.text_box.layout()
        at_width = column.totalMinimumHeightForWidth(self.text_box.width()) if column is not None else 0
        self.text_box.setMinimumHeight(max(at_width, needed + self.STEP_IN_SIGHT))
        if column is not None:
            column.activate()  # laid out again now: the bar's new minimum takes its room from the step above it

    def spare_height(self) -> int:
        """The height below the exercise that the step and the exercise do not need (the referee may take it):
        the column less the whole step, the exercise at its height for its width, and the spacing between them."""
        if self.spare_room.isHidden():
            return 0
        layout = self.text_box.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        used = margins.top() + margins.bottom()
        shown = [w for w in (self.question_head, self.step_view, self.exercise_bar) if not w.isHidden()]
        for widget in shown:
            if widget is self.step_view:
                used += widget.maximumHeight()  # with an exercise open: the whole step (keep_exercise_in_sight)
            elif widget.hasHeightForWidth():
                used += widget.heightForWidth(widget.width())
            else:
                used += max(widget.minimumHeight(), widget.sizeHint().height())
        used += layout.spacing() * len(shown)  # each is followed by the spacing before the next, the room last
        return max(0, self.text_box.height() - used)

    def translate_ui(self) -> None:
        restyle(self.nav_title, "font-weight: bold; font-size: 14px; color: $heading;")
        restyle(self.nav_message, "color: $faint; font-style: italic;")
        restyle(self.question_title, "font-weight: bold; font-size: 15px; color: $title;")
        restyle(self.exercise_bar, EXERCISE_BAR_CSS)
        restyle(
            self.course_progress,
            "QProgressBar { font-size: 10px; color: $text; background: $base; border: 1px solid $rule;"
            " border-radius: 3px; text-align: center; } QProgressBar::chunk { background: $progress; }",
        )
        self.nav_title.setText(_("Lessons"))
        self.tree.setAccessibleName(_("Lessons"))
        self.course_progress.setAccessibleName(_("Course progress"))
        self.hint_button.setText(_("Hint"))
        self.check_button.setText(_("Check"))
        self.next_button.setText(_("Next"))
        self.question_home.setToolTip(_("Back to the welcome page"))
        self.question_home.setAccessibleName(_("Back to the welcome page"))
        self.cheat_sheet_button.setText(_("Cheat sheet"))
        self.glossary_button.setText(_("Glossary"))
        self.test_button.setText(_("Test yourself") + " ▾")
        self.test_button.setToolTip(_("Ten questions of one rule system: are you ready to referee a game?"))
        self.guided_button.setText(_("Guided hand") + " ▾")
        self.guided_button.setToolTip(_("A whole hand from the deal to the score sheet, with a coach at each of your turns"))
        self.show_review_count()
        if self._count_drill is not None:
            self._count_drill.translate_ui()
        if self.navigator_filled:
            self.fill_tree()
        self.show_text()

    # -- the navigator -------------------------------------------------------------------------------------

    def fill_tree(self) -> None:
        lang = i18n.language()
        course = self.course
        self.navigator_filled = True
        current = self.lesson.id if self.lesson is not None else None
        self.tree.blockSignals(True)
        Qt = QtCore.Qt  # noqa: N806 - the namespace's usual name
        if self.tree.topLevelItemCount() == 0 and course is not None:
            self.tree.wrap_titles()
            for chapter in course.chapters:
                top = QtWidgets.QTreeWidgetItem([""])
                top.setData(0, Qt.ItemDataRole.UserRole, None)
                top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                self.tree.addTopLevelItem(top)
                for lesson in chapter.lessons:
                    item = QtWidgets.QTreeWidgetItem([""])
                    item.setData(0, Qt.ItemDataRole.UserRole, lesson.id)
                    top.addChild(item)
            self.tree.expandAll()
        chapters = course.chapters if course is not None else []
        number = 0  # lessons are numbered through the course, as the lessons refer to each other ("lesson 9")
        for ci, chapter in enumerate(chapters):
            chapter_item = self.tree.topLevelItem(ci)
            if chapter_item is None:
                break
            chapter_item.setText(0, self.chapter_label(chapter, lang))
            for li, lesson in enumerate(chapter.lessons):
                lesson_item = chapter_item.child(li)
                if lesson_item is None:
                    break
                title = lesson.title(lang)
                number += 1
                done = self.lesson_done(lesson)
                fraction = self._fraction(lambda p, l=lesson: p.lesson_fraction(l))
                mark = "✓ " if done else ("◐ " if fraction > 0 else "○ ")
                lesson_item.setText(0, _("{mark}{number}. {title}").format(mark=mark, number=number, title=title))
                lesson_item.setToolTip(0, _("{title}: {percent} done").format(title=title, percent=percent(fraction)))
                lesson_item.setForeground(0, QColor(colour("legal" if done else "text")))  # in the scheme in force
                if lesson.id == current:
                    self.tree.setCurrentItem(lesson_item)
        if current is None:
            self.tree.setCurrentItem(None)  # type: ignore[call-overload]  # Qt takes None: no current item
        self.tree.blockSignals(False)
        overall = self._fraction(lambda p: p.course_fraction(course)) if course is not None else 0.0
        self.course_progress.setValue(round(overall * 100))
        self.course_progress.setFormat(_("Course: {percent} done").format(percent=percent(overall)))
        self.course_progress.setVisible(bool(chapters) and self.progress is not None)
        if course is None:
            self.nav_message.setText(_("The lessons could not be loaded. The table and the referee work without them."))
            self.nav_message.setToolTip(self.course_error or "")
            self.nav_message.show()
        elif not chapters:
            self.nav_message.setText(_("The course has no lessons yet."))
            self.nav_message.show()
        else:
            self.nav_message.hide()

    def _fraction(self, measure) -> float:
        if self.progress is None:
            return 0.0
        return float(measure(self.progress))

    def chapter_label(self, chapter: Chapter, lang: str) -> str:
        """``Melding and going out · 40%``: the chapter and the share of its exercises solved (kept on one line)."""
        title = chapter.title(lang)
        if self.progress is None:
            return title
        fraction = self._fraction(lambda p: p.chapter_fraction(chapter))
        return _("{chapter}\u00a0·\u00a0{percent}").format(chapter=title, percent=percent(fraction))

    def lesson_done(self, lesson: Lesson) -> bool:
        if self.progress is None:
            return False
        exercises = list(lesson.exercises)
        return bool(exercises) and all(self.progress.done(ex.id) for ex in exercises)

    def _tree_activated(self, item: QtWidgets.QTreeWidgetItem, _column: int = 0) -> None:
        lesson_id = item.data(0, QtCore.Qt.ItemDataRole.UserRole)
        if lesson_id and (self.lesson is None or self.lesson.id != lesson_id):
            self.lessonChosen.emit(lesson_id)

    # -- the lesson text -----------------------------------------------------------------------------------

    def show_lesson(self, lesson: Lesson | None, step_id: str | None = None) -> None:
        """Show ``lesson`` at ``step_id`` (None: the welcome text) and mark it in the navigator (once the
        navigator is listed: a lesson opened at start-up is marked when it is, after the first paint)."""
        self.lesson = lesson
        self.step_view.set_lesson(lesson, step_id)
        if lesson is None:
            self.show_text()
        else:  # shown by set_lesson; fitted again now that the step's exercise is in place
            self.step_view.contentChanged.emit()
        if self.navigator_filled:
            self.fill_tree()

    def show_text(self) -> None:
        if self.lesson is None:
            self.step_view.set_lesson(None)
            self.lesson_text.setHtml(welcome_html(self.resume_text(), practice_text(), self.reviews_due()))
            return
        self.step_view.refresh()

    def resume_text(self) -> str:
        """The welcome text's way in: where the learner left off, or the first lesson for a newcomer.

        Before the course is read (the first paint does not wait for it) a newcomer's way in names no lesson."""
        if self.progress is None:
            return ""
        if not self._course_loaded:
            return "" if self.progress.last else _("Start the course")
        course = self.course
        if course is None:
            return ""
        last = self.progress.last
        lesson = self.find(last[0]) if last else None
        try:
            if lesson is None:
                first = course.lessons[0] if course.lessons else None
                return _("Start the course: {lesson}").format(lesson=first.title(i18n.language())) if first else ""
            steps = lesson.step_ids("en")
            title = lesson.title(i18n.language())
        except InputError:  # a broken lesson file: no link here; opening the lesson tells what is wrong with it
            return ""
        assert last is not None  # the lesson was found from it
        if last[1] not in steps:
            return ""
        return _("Continue where you left off: {lesson}, step {n} of {total}").format(
            lesson=title, n=steps.index(last[1]) + 1, total=len(steps)
        )


def invalidate(layout: QLayout) -> None:
    """Forget what ``layout`` and every layout inside it (its widgets' too) measured."""
    layout.invalidate()
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        inner = item.layout()
        widget = item.widget()
        if inner is None and widget is not None:
            inner = widget.layout()
        if inner is not None:
            invalidate(inner)


def percent(fraction: float) -> str:
    return _("{n}%").format(n=round(fraction * 100))


#: the welcome text's other ways in: the name of the link (MainWindow.welcome_action runs it) and its words
WELCOME_WAYS_IN = (
    ("new", N_("Start a practice game against the computer (Ctrl+N)")),
    ("edit", N_("Set up a position to settle a dispute (Ctrl+E)")),
    ("open", N_("Open a saved position (Ctrl+O)")),
    ("scorepad", N_("Keep the score of a game at the table (Ctrl+K)")),
)


def practice_text() -> str:
    """The welcome text's way back into a practice game kept from an earlier run, if there is one."""
    kept = practice_store.summary()
    if kept is None:
        return ""
    scores = " – ".join(format_number(score) for score in kept.scores)
    return _("Continue your practice game: {system}, hand {n}, {scores}").format(
        system=variant_name(kept.variant), n=kept.hand, scores=scores
    )


def review_words(due: int) -> str:
    return ngettext("Review: {n} question due today", "Review: {n} questions due today", due).format(n=due)


def welcome_html(resume: str = "", practice: str = "", reviews: int = 0) -> str:
    """The welcome screen: the way into the course (and into a practice game kept, and the reviews due today),
    the other ways in, and how a move is tried."""
    link = f'<p style="font-size: large"><a href="resume:">▶ {html.escape(resume)}</a></p>' if resume else ""
    if reviews:
        link += f'<p style="font-size: large"><a href="action:review">▶ {html.escape(review_words(reviews))}</a></p>'
    if practice:
        link += f'<p style="font-size: large"><a href="action:continue">▶ {html.escape(practice)}</a></p>'
    ways = "".join(f'<li><a href="action:{name}">{html.escape(_(words))}</a></li>' for name, words in WELCOME_WAYS_IN)
    return (
        "<h1>"
        + html.escape(_("Welcome to Canasta Tutor"))
        + "</h1>"
        + link
        + "<p>"
        + html.escape(
            _(
                "Learn the rules step by step, in short lessons: the list on the left has "
                "them all. Play practice games against the computer, or settle an argument "
                "at the table: set up the position, try the move, and the referee rules on "
                "it, with the rule and where it is written."
            )
        )
        + "</p>"
        + "<h2>"
        + html.escape(_("Or start right away"))
        + "</h2><ul>"
        + ways
        + "</ul>"
        + "<p>"
        + html.escape(
            _(
                "On the table, click the cards in your hand to select them, then choose a "
                "move: Draw, Take pile, Meld, Add to meld, Discard or Go out. The referee "
                "rules on every move and explains why."
            )
        )
        + "</p>"
    )
