"""The rich text lessons are shown in: its style sheet, its links, and text widgets that paint ``cards:``
pictures when a document asks for them.

Kept apart from render.py, which turns lesson Markdown into this text: the welcome screen shows a
text browser long before any lesson is rendered, and its first paint does not wait for the renderer.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, TypeGuard

from PySide6 import QtCore, QtGui  # QUrl and QTextDocument at the point of use: see CardTextBrowser
from PySide6.QtWidgets import QTextBrowser, QTextEdit

from ..rich import qt_html

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage

#: the URL scheme of a row of card pictures: ``cards:8H,8C``
CARD_SCHEME = "cards"
#: the link that opens or closes a step's "Sources and rule options" line
TOGGLE_SOURCES = "toggle:sources"
#: pictures for print are painted at this multiple of their size, so they stay sharp in PDFs; on screen
#: they are painted at the screen's own pixel ratio
OVERSAMPLE = 3

#: the lesson text's style sheet, its colours as ``$name`` of the scheme (tutor.gui.theme)
LESSON_CSS = """
h1 { font-size: 17pt; margin: 0 0 6px 0; }
h2 { font-size: 13pt; margin: 10px 0 4px 0; color: $h2; }
h2.step { margin-top: 0; }
p, li { line-height: 135%; }
table { border-collapse: collapse; margin: 4px 0; }
th, td { border: 1px solid $rule; padding: 3px 8px; }
th { background: $th; }
.sources { color: $sources; font-size: small; }
a { color: $link; }
a.toggle { color: $toggle; text-decoration: none; font-size: small; }
table.sheet { border: none; margin: 0; }
td.sheet { border: none; vertical-align: top; padding: 0 10px 0 0; }
"""

#: a lesson step beside its exercise: the same style, set closer (the step reads whole at 1280×800 with its
#: exercise open), and a row of cards takes its own height, not the text's line spacing
STEP_CSS = (
    LESSON_CSS
    + """
h2 { font-size: large; margin: 6px 0 2px 0; }
h2.step { margin-top: 0; }
p, li { line-height: 128%; }
p { margin: 4px 0 6px 0; }
ul { margin-top: 2px; margin-bottom: 4px; }
th, td { padding: 2px 6px; }
p.cards { line-height: 100%; margin: 2px 0 2px 0; }
"""
)

#: a step that would not read whole beside its exercise as STEP_CSS sets it: its lines a little closer
COMPACT_STEP_CSS = (
    STEP_CSS
    + """
p, li { line-height: 118%; }
p { margin: 3px 0 5px 0; }
"""
)

#: a paragraph of card pictures only
_CARD_ROW = re.compile(r'<p>(?=(?:\s|\+|<img src="cards:[^"]*"[^>]*>)+</p>)')


@cache
def _card_size() -> re.Pattern[str]:
    """The size of each card picture in a step: compiled when a step is first set close, not at the start."""
    return re.compile(r'(<img src="cards:[^"]*" width=")(\d+)(" height=")(\d+)(")')


def step_card_html(body: str, scale: float = 1.0) -> str:
    """A step's HTML with its rows of cards set as rows (``p.cards``), their pictures at ``scale`` of their size."""
    body = _CARD_ROW.sub('<p class="cards">', body)
    if scale == 1.0:
        return body
    return _card_size().sub(
        lambda m: f"{m[1]}{round(int(m[2]) * scale)}{m[3]}{round(int(m[4]) * scale)}{m[5]}",
        body,
    )


def card_resource(url: QUrl, pixel_ratio: float = OVERSAMPLE) -> QImage | None:
    """The picture of a ``cards:`` URL, or None for any other URL or an unknown card."""
    if url.scheme() != CARD_SCHEME:
        return None
    from ...lessons.markup import MarkupError
    from ..cards.pictures import card_row_image

    try:
        return card_row_image(url.path(), pixel_ratio=pixel_ratio)
    except MarkupError:
        return None


def is_card_picture(url: QUrl | str, kind: int) -> TypeGuard[QUrl]:
    """Whether a document asks for an image at a URL (Qt passes a QUrl), which may be a row of cards."""
    return kind == QtGui.QTextDocument.ResourceType.ImageResource and isinstance(url, QtCore.QUrl)


class CardTextBrowser(QTextBrowser):
    """A text browser that paints its ``cards:`` pictures, as sharp as its screen shows them, and can keep its
    lines to a readable measure.

    The welcome screen's first frame shows one: the Python types of ``QUrl`` and ``QTextDocument`` are built
    when a picture is first asked for, not when the module loads.
    """

    _measure: int | None = None

    def setHtml(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setHtml(qt_html(text))

    def set_measure(self, width: int | None) -> None:
        """Lines of at most ``width`` pixels, or the view's width if less; None: as wide as the view."""
        self._measure = width
        self._fit_measure()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_measure()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_measure()

    def _fit_measure(self) -> None:
        # A fixed width lays the whole text out at once, and each setter does it again even for the value it
        # has: the measure is set once the view is shown with its width, and only when it changes.
        if self._measure is None:
            if self.lineWrapMode() != QTextEdit.LineWrapMode.WidgetWidth:
                self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
            return
        if not self.isVisible():
            return
        # the view's width without viewport(): PySide would look through every widget class to wrap it, ~10 ms
        scroll_bar = self.verticalScrollBar()
        view = self.maximumViewportSize().width() - (scroll_bar.width() if scroll_bar.isVisible() else 0)
        width = min(self._measure, view)
        if self.lineWrapColumnOrWidth() != width:
            self.setLineWrapColumnOrWidth(width)
        if self.lineWrapMode() != QTextEdit.LineWrapMode.FixedPixelWidth:
            self.setLineWrapMode(QTextEdit.LineWrapMode.FixedPixelWidth)

    def loadResource(self, kind: int, url: QUrl | str):  # noqa: N802 - Qt's name
        if is_card_picture(url, kind):
            image = card_resource(url, self.devicePixelRatioF())
            if image is not None:
                return image
        return super().loadResource(kind, url)
