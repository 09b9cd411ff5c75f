"""One lesson step at a time: its text with card pictures, the collapsible sources line, previous / next.

The view knows nothing of exercises; it says which step is on screen
(``stepChanged``) and the window loads that step's exercises.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from ... import i18n
from ...i18n import _
from ...rules.errors import InputError
from ..errors import error_message
from ..theme import restyle, restyle_document
from .rich_text import COMPACT_STEP_CSS, STEP_CSS, TOGGLE_SOURCES, CardTextBrowser, step_card_html

if TYPE_CHECKING:  # for the annotations only: a link's type is built when one is clicked
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from ...lessons.course import Lesson
    from ...lessons.progress import Progress


class StepView(QWidget):
    """The reading pane of a lesson: one step, with its place in the lesson and buttons to move on."""

    stepChanged = Signal(str, str)  # lesson id, step id
    #: the welcome text's "continue where you left off" link
    #: the learner asked for the welcome page
    homeRequested = Signal()
    #: the step's text was shown again (another step, the sources opened or closed, another language)
    contentChanged = Signal()
    resumeRequested = Signal()
    #: a welcome text's link to one of the window's actions (``action:new``): the action's name
    actionRequested = Signal(str)

    #: the longest line of the welcome text, in pixels: some 90 characters
    READABLE_WIDTH = 700

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.lesson: Lesson | None = None
        self.step_ids: list[str] = []
        self.index = 0
        self.sources_open = False
        self.progress: Progress | None = None
        #: set close (smaller card pictures, closer lines) where the step would not read whole otherwise
        self.compact = False
        #: the text's scroll bar taken away: the whole step fits without it (fit_scroll_bar)
        self._scroll_bar_off = False
        #: the height of the step's text at a width, and what it was measured for (content_height): the text is the
        #: same through the many resizes and fits of one step, and each measure lays the whole text out again
        self._text_height: tuple[tuple[QTextDocument, int, str, int], int] | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.title = QLabel()

        self.title.setWordWrap(True)
        # the way back to the welcome page, before the lesson's title (which wraps: the column keeps its minimum)
        self.home_button = QPushButton()
        self.home_button.setFlat(True)  # no taller than the title beside it: the step keeps the height
        self.home_button.setMaximumSize(30, 24)
        self.home_button.clicked.connect(self.homeRequested)
        title_row = QHBoxLayout()
        title_row.addWidget(self.home_button)
        title_row.addWidget(self.title, 1)
        layout.addLayout(title_row)
        # The lesson's title keeps a line of its own; the step's place is told beside the step bar, and the way back
        # is an arrow: at the narrowest column the title and the buttons each keep to one line.
        head = QHBoxLayout()
        self.step_bar = QProgressBar()
        self.step_bar.setTextVisible(False)
        self.step_bar.setMinimumWidth(24)
        self.step_bar.setMaximumHeight(8)
        head.addWidget(self.step_bar, 1)
        self.step_count = QLabel()
        head.addWidget(self.step_count)
        self.previous_button = QPushButton()
        self.previous_button.setMaximumWidth(40)  # an arrow: "Previous step" is its tooltip and its name
        self.next_button = QPushButton()
        self.previous_button.clicked.connect(self.previous_step)
        self.next_button.clicked.connect(self.next_step)
        head.addWidget(self.previous_button)
        head.addWidget(self.next_button)
        layout.addLayout(head)

        self.text = CardTextBrowser()
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._anchor)
        layout.addWidget(self.text, 1)

        # Alt+Left / Alt+Right turn the pages anywhere in the window (a shortcut's default reach), as in a browser
        self.shortcut_previous = QShortcut(QKeySequence("Alt+Left"), self, self.previous_step)
        self.shortcut_next = QShortcut(QKeySequence("Alt+Right"), self, self.next_step)
        self.translate_ui()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        # The step's text scrolls: the lesson column gives it what the exercise below leaves. Its wrapped title
        # would make it ask for its whole height at this width, which a box layout takes as its minimum, and the
        # exercise's feedback was cut off instead.
        return False

    def content_height(self) -> int:
        """The height that shows the whole step at the present width without scrolling: the title and the step
        bar as they are, and the text's document with the text box's frame and padding."""
        text = self.text
        # the viewport's size without a scroll bar, worked out from the box: the first call of viewport() costs the
        # start some 9 ms (PySide builds the returned widget's Python side)
        viewport = text.maximumViewportSize()
        # measured as the text wraps without a scroll bar, shown now or not (fit_scroll_bar takes it away where the
        # text reads whole without it): the text on screen where it wraps so, else a copy, so that the text on screen
        # keeps its layout (a copy and its layout cost a third of a millisecond, and the step's first frame asks thrice)
        shown = text.document()
        measured_for = (shown, shown.revision(), shown.defaultFont().key(), viewport.width())
        if self._text_height is None or self._text_height[0] != measured_for:
            if shown.textWidth() == viewport.width():
                document = shown
            else:
                document = shown.clone()
                document.setDefaultFont(shown.defaultFont())  # the widget's font, which a copy does not take along
                document.setDocumentMargin(shown.documentMargin())
                document.setTextWidth(viewport.width())
            self._text_height = (measured_for, int(document.size().height()))
        chrome = self.height() - text.height()  # the title, the step bar and the spacing, as laid out now
        frame = text.height() - viewport.height()
        return max(0, chrome) + frame + self._text_height[1] + 2

    def fit_scroll_bar(self) -> None:
        """No scroll bar where the whole step fits without one. Qt keeps a scroll bar once shown while the text, made
        narrower by it, still overflows by the line it pushed down, though the text would fit the view without it."""
        if not self._scroll_bar_off and not self.text.verticalScrollBar().isVisible():
            return  # no scroll bar shown, so none to take away: the text is not measured (a first frame's step)
        fits = self.lesson is not None and self.content_height() <= self.height()
        if fits == self._scroll_bar_off:
            return  # the welcome text asks nothing of Qt's namespace, whose types are built on first use
        from PySide6.QtCore import Qt

        self._scroll_bar_off = fits
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        self.text.setVerticalScrollBarPolicy(policy)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.lesson is not None:
            self.fit_scroll_bar()

    # -- content ---------------------------------------------------------------------------------------

    def set_lesson(self, lesson: Lesson | None, step_id: str | None = None) -> None:
        """Show ``lesson`` at ``step_id`` (its first step when None or unknown); None leaves the text to the caller."""
        self.lesson = lesson
        for widget in (self.title, self.home_button, self.step_bar, self.step_count, self.previous_button, self.next_button):
            widget.setVisible(lesson is not None)
        # A step fills its column. The caller's text (the welcome) has the width beside the lesson list to
        # itself, and keeps to lines that can be read.
        self.text.set_measure(None if lesson is not None else self.READABLE_WIDTH)
        try:
            self.step_ids = lesson.step_ids("en") if lesson is not None else []
        except InputError:  # a broken lesson file: no steps, and _show tells what is wrong with it
            self.step_ids = []
        self.index = self.step_ids.index(step_id) if step_id is not None and step_id in self.step_ids else 0
        self._show(announce=True)

    @property
    def step_id(self) -> str | None:
        return self.step_ids[self.index] if self.step_ids else None

    def next_step(self) -> bool:
        if self.index + 1 < len(self.step_ids):
            self.index += 1
            self._show(announce=True)
            return True
        return False

    def previous_step(self) -> bool:
        if self.index > 0:
            self.index -= 1
            self._show(announce=True)
            return True
        return False

    def at_last_step(self) -> bool:
        return self.index + 1 >= len(self.step_ids)

    def _anchor(self, url: QUrl) -> None:
        if url.scheme() == "resume":
            self.resumeRequested.emit()
        elif url.scheme() == "action":
            self.actionRequested.emit(url.path())
        elif url.toString() == TOGGLE_SOURCES:
            self.sources_open = not self.sources_open
            self._show(announce=False)
        elif url.scheme() in ("http", "https"):
            from PySide6.QtGui import QDesktopServices

            QDesktopServices.openUrl(url)

    #: the step's card pictures when it is set close
    COMPACT_CARD_SCALE = 0.72

    def set_compact(self, compact: bool) -> None:
        """The step set close, or at its ease (shown again if that changes)."""
        if compact != self.compact:
            self.compact = compact
            self._show(announce=False)

    def refresh(self) -> None:
        """Re-render (language change, progress change) without moving."""
        self._show(announce=False)

    def _show(self, announce: bool) -> None:
        self.translate_ui()
        if self.lesson is None:
            self.fit_scroll_bar()  # the welcome text scrolls as it needs
            return
        from .render import markdown_html, step_html  # not needed before the first lesson

        lang = i18n.language()
        try:
            text = self.lesson.text(lang)
            step = text.step(self.step_id) if self.step_id else None
        except InputError as exc:  # a broken lesson file is told in the window
            self.text.setHtml("<p>" + html.escape(error_message(exc, _("This lesson cannot be shown: {error}"))) + "</p>")
            return
        self.title.setText(text.title)
        body = ""
        if self.index == 0 and text.intro:
            body += markdown_html(text.intro)
        if step is not None:
            body += step_html(step, sources_open=self.sources_open)
        scroll = self.text.verticalScrollBar().value()
        self.text.setHtml(step_card_html(body, self.COMPACT_CARD_SCALE if self.compact else 1.0))
        if not announce:
            self.text.verticalScrollBar().setValue(scroll)
        self.fit_scroll_bar()
        self.contentChanged.emit()
        if announce and self.step_id is not None:
            self.stepChanged.emit(self.lesson.id, self.step_id)

    def translate_ui(self) -> None:
        restyle(self.title, "font-weight: bold; font-size: 15px; color: $title;")
        restyle(
            self.text,
            "QTextBrowser { background: $paper; border: 1px solid $paper_border;"
            " border-radius: 4px; padding: 4px; font-size: 13.5px; }",
        )
        restyle_document(self.text.document(), COMPACT_STEP_CSS if self.compact else STEP_CSS)
        self.step_bar.setAccessibleName(_("Steps of this lesson"))
        self.text.setAccessibleName(_("Lesson text"))
        self.home_button.setText("⌂")
        self.home_button.setToolTip(_("Back to the welcome page"))
        self.home_button.setAccessibleName(_("Back to the welcome page"))
        self.previous_button.setText("◀")
        self.previous_button.setAccessibleName(_("Previous step"))
        self.next_button.setText(_("Next step") + " ▶")
        self.previous_button.setToolTip(_("Previous step (Alt+Left)"))
        self.next_button.setToolTip(_("Next step (Alt+Right)"))
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index + 1 < len(self.step_ids))
        self.step_bar.setRange(0, max(1, len(self.step_ids)))
        self.step_bar.setValue(self.index + 1 if self.step_ids else 0)
        place = _("Step {n} of {total}").format(n=self.index + 1, total=len(self.step_ids))
        self.step_bar.setToolTip(place)
        self.step_count.setText(place)
        if self.lesson is None:
            self.title.setText("")
