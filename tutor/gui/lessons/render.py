"""Lesson Markdown to rich text: card rows as pictures from the card painter, option names, sources lines.

Card markup ``[[8H 8C]]`` becomes ``<img src="cards:8H,8C">``; the picture is
painted on demand by :func:`card_row_image` when a document asks for that
resource (:class:`CardDocument` here, rich_text.py's :class:`CardTextBrowser`), so
the same HTML works on screen and in a PDF.
"""

from __future__ import annotations

import binascii
import html
import re
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QUrl
from PySide6.QtGui import QGuiApplication, QImage, QTextDocument

from ... import i18n
from ...i18n import _
from ...lessons.markup import (
    CARDS_RE,
    OPTION_RE,
    LessonText,
    MarkupError,
    StepText,
    option_name,
    parse_card_row,
    plain_options,
)
from ...resources import LESSON_HTML
from ...storage import write_atomic_with
from ...words.cards import cards_text
from ..cards.pictures import CARD_HEIGHT, card_row_image, card_row_size
from ..rich import qt_html
from ..theme import LIGHT, css
from .rich_text import CARD_SCHEME, LESSON_CSS, TOGGLE_SOURCES, card_resource, is_card_picture

#: the cheat sheet in print: small type, so deal, melds, pile, minimums, going out and scoring fit one A4 page
PRINT_POINT_SIZE = 10


class CardDocument(QTextDocument):
    """A text document that paints its ``cards:`` pictures (for printing and for tests)."""

    def loadResource(self, kind: int, url: QUrl | str):  # noqa: N802 - Qt's name
        if is_card_picture(url, kind):
            image = card_resource(url)
            if image is not None:
                return image
        return super().loadResource(kind, url)


#: the printed page's margins in millimetres (left, top, right, bottom): a cheat sheet fills one A4 page
PRINT_MARGINS_MM = (14, 10, 14, 10)

#: paper is white whatever the screen shows: print in the light scheme
PRINT_CSS = (
    css(LESSON_CSS, LIGHT)
    + """
h1 { font-size: 14pt; }
h2 { font-size: 10.5pt; margin: 4px 0 1px 0; }
ul { margin: 0 0 0 -14px; }
p, li { line-height: 118%; margin: 1px 0; }
th, td { padding: 1px 5px; }
.sources { font-size: 6pt; line-height: 110%; }
"""
)


def _card_img(match: re.Match, height: int = CARD_HEIGHT) -> str:
    try:
        cards = parse_card_row(match.group(1))
    except MarkupError:
        return html.escape(match.group(0))
    w, h = card_row_size(len(cards), height)
    alt = html.escape(cards_text(cards))
    return (
        f'<img src="{CARD_SCHEME}:{",".join(c.text for c in cards)}" width="{w}" height="{h}" '
        f'alt="{alt}" title="{alt}" style="vertical-align: middle">'
    )


#: card pictures inside a line of exercise text (task, hint, feedback)
INLINE_CARD_HEIGHT = 40


@lru_cache(maxsize=256)
def _card_png_base64(codes: str, height: int, pixel_ratio: float) -> str:
    image = card_row_image(codes, height, pixel_ratio)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # PySide6 takes a str here; its stubs say bytes
    return bytes(data.toBase64().data()).decode("ascii")


def inline_html(text: str, card_height: int = INLINE_CARD_HEIGHT) -> str:
    """One line of exercise text as rich text for a label: escaped, card rows as pictures, option names.

    Labels cannot ask for resources, so the pictures travel inside the text as PNG data, painted at the
    finest pixel ratio among the screens.
    """
    pixel_ratio = max((screen.devicePixelRatio() for screen in QGuiApplication.screens()), default=1.0)
    parts, last = [], 0
    for match in CARDS_RE.finditer(text):
        parts.append(html.escape(plain_options(text[last : match.start()])))
        try:
            cards = parse_card_row(match.group(1))
        except MarkupError:
            parts.append(html.escape(match.group(0)))
        else:
            codes = " ".join(c.text for c in cards)
            w, h = card_row_size(len(cards), card_height)
            alt = html.escape(cards_text(cards))
            parts.append(
                f'<img src="data:image/png;base64,{_card_png_base64(codes, card_height, pixel_ratio)}" width="{w}" '
                f'height="{h}" alt="{alt}" title="{alt}" style="vertical-align: middle">'
            )
        last = match.end()
    parts.append(html.escape(plain_options(text[last:])))
    return qt_html("".join(parts))


#: The Markdown the course and the cheat sheets ship with, rendered ahead (resources/lesson_html/render_lessons.py)
#: and looked up by its exact text, so that opening a lesson does not load Markdown (some 15 ms). Any other text,
#: such as a lesson edited since, is rendered when it is shown.
PRERENDERED = LESSON_HTML
PRERENDERED_FILES = 16


def prerendered_file(source: str) -> Path:
    """The file that holds ``source``'s HTML if it was rendered ahead: one of a few, by a checksum of the text."""
    return PRERENDERED / f"{binascii.crc32(source.encode('utf-8')) % PRERENDERED_FILES:x}.json"


@lru_cache(maxsize=PRERENDERED_FILES)
def _prerendered(path: Path) -> dict[str, str]:
    import json

    try:
        with open(path, encoding="utf-8") as handle:
            texts = json.load(handle)
    except (OSError, ValueError):
        return {}  # a missing or damaged file: the texts are rendered as they are shown
    return texts if isinstance(texts, dict) else {}


def markdown_to_html(source: str) -> str:
    """Markdown as HTML with what the lessons use of Markdown Extra (tables, attributes, lists …)."""
    rendered = _prerendered(prerendered_file(source)).get(source)
    return rendered if isinstance(rendered, str) else render_markdown(source)


def render_markdown(source: str) -> str:
    """``source`` rendered now, not looked up."""
    converter = _markdown_converter()
    converter.reset()  # footnotes and abbreviations belong to one text
    return converter.convert(source)


@lru_cache(maxsize=1)
def _markdown_converter():
    """One converter for every text: setting up the extensions costs more than converting a step.

    Only the extensions the lessons use (``tests/gui/lessons/test_lesson_view.py`` holds the output to Markdown
    Extra's): fenced code alone would load a syntax highlighter with its plug-in search, tens of
    milliseconds before the first lesson shows. They are given as objects for the same reason: naming
    them makes Markdown search every installed package's entry points."""
    import markdown
    from markdown.extensions.attr_list import AttrListExtension
    from markdown.extensions.sane_lists import SaneListExtension
    from markdown.extensions.tables import TableExtension

    return markdown.Markdown(extensions=[AttrListExtension(), TableExtension(), SaneListExtension()])


def markdown_html(text: str, card_height: int = CARD_HEIGHT) -> str:
    """Lesson Markdown to HTML: card pictures, option names in the current language."""
    return markdown_to_html(markdown_source(text, card_height))


def markdown_source(text: str, card_height: int = CARD_HEIGHT) -> str:
    """The plain Markdown of lesson Markdown in the current language: card rows as picture tags, option names."""
    text = CARDS_RE.sub(lambda m: _card_img(m, card_height), text)
    return OPTION_RE.sub(lambda m: html.escape(option_name(m.group(1))), text)


_QUOTED = re.compile(r"“([^”\n]*)”")


def localized_quotes(text: str) -> str:
    """Cited section titles in the reader's quotation marks: „…“ in German, « … » in French."""
    return _QUOTED.sub(lambda m: _("“{quoted}”").format(quoted=m.group(1)), text)


def worded_sources(sources: str) -> str:
    """A "§" line in the reader's words: the documents by their names, headings in another language with their
    meaning, the reader's quotation marks."""
    from ...words.sources import sources_line  # with the first sources line shown, not with the welcome screen

    return sources_line(localized_quotes(sources))


def sources_line_html(sources: str, card_height: int = CARD_HEIGHT) -> str:
    """A "§" line's content as inline HTML: the documents by their names, option names, card pictures, the reader's
    quotation marks."""
    return markdown_html(worded_sources(sources), card_height).removeprefix("<p>").removesuffix("</p>")


def sources_html(sources: str, *, open_: bool) -> str:
    """The "Sources and rule options" line: a small link that opens it, or the line itself when open."""
    if not sources:
        return ""
    label = html.escape(_("Sources and rule options"))
    if not open_:
        return f'<p><a class="toggle" href="{TOGGLE_SOURCES}">▸ {label}</a></p>'
    return f'<p class="sources"><a class="toggle" href="{TOGGLE_SOURCES}">▾ {label}</a><br>{sources_line_html(sources)}</p>'


def step_html(step: StepText, *, sources_open: bool = False) -> str:
    return (
        f'<h2 class="step">{html.escape(step.heading)}</h2>'
        + markdown_html(step.body)
        + sources_html(step.sources, open_=sources_open)
    )


#: card pictures on a cheat sheet are smaller: the whole system fits on one page
SHEET_CARD_HEIGHT = 30


def sheet_html(sheet: LessonText, columns: int = 2) -> str:
    """A cheat sheet on one page: the title, then the six sections in ``columns`` columns, sources in small print."""
    cells = []
    for section in sheet.steps:
        cell = [f"<h2>{html.escape(section.heading)}</h2>", markdown_html(section.body, SHEET_CARD_HEIGHT)]
        if section.sources:
            cell.append(f'<p class="sources">§ {sources_line_html(section.sources, SHEET_CARD_HEIGHT)}</p>')
        cells.append("".join(cell))
    rows = []
    width = 100 // max(1, columns)
    for start in range(0, len(cells), columns):
        row = "".join(f'<td class="sheet" width="{width}%">{cell}</td>' for cell in cells[start : start + columns])
        rows.append(f"<tr>{row}</tr>")
    intro = f'<div class="sources">{markdown_html(sheet.intro)}</div>' if sheet.intro else ""
    return (
        f'<div class="sheet"><h1>{html.escape(sheet.title)}</h1>{intro}'
        f'<table class="sheet" width="100%" cellspacing="0" cellpadding="6">{"".join(rows)}</table></div>'
    )


def shipped_markdown() -> list[str]:
    """The plain Markdown of every text the lessons and the cheat sheets show, in every language: what
    resources/lesson_html/render_lessons.py renders ahead. The course is read from ``lessons/``."""
    from ...lessons.cheatsheets import VARIANTS, load_sheet
    from ...lessons.course import load_course

    course, sources = load_course(), []
    before = i18n.language()
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)  # option names and card labels are worded in the text's language
            for lesson in course.lessons:
                text = lesson.text(lang)
                sources += [markdown_source(text.intro)] if text.intro else []
                for step in text.steps:
                    sources.append(markdown_source(step.body))
                    sources += [markdown_source(worded_sources(step.sources))] if step.sources else []
            for variant in VARIANTS:
                sheet = load_sheet(variant, lang)
                sources += [markdown_source(sheet.intro)] if sheet.intro else []
                for section in sheet.steps:
                    sources.append(markdown_source(section.body, SHEET_CARD_HEIGHT))
                    if section.sources:
                        sources.append(markdown_source(worded_sources(section.sources), SHEET_CARD_HEIGHT))
    finally:
        i18n.set_language(before)
    return sorted(set(sources))


def card_images(document: QTextDocument) -> list[tuple[str, QImage]]:
    """The card pictures a laid-out document shows: (resource name, image)."""
    found = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                name = fmt.toImageFormat().name()
                if name.startswith(CARD_SCHEME + ":"):
                    image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
                    if isinstance(image, QImage):
                        found.append((name, image))
            it += 1
        block = block.next()
    return found


def export_pdf(html_text: str, path: Path, title: str = "") -> None:
    """Print rich text with card pictures to an A4 PDF (QtPrintSupport); written to a temporary file first
    (:func:`tutor.storage.write_atomic_with`): a failed export leaves a file already there as it was."""
    from PySide6.QtCore import QMarginsF, QSizeF  # printing's classes load when something is printed
    from PySide6.QtGui import QFont, QGuiApplication, QPageLayout, QPageSize
    from PySide6.QtPrintSupport import QPrinter

    document = CardDocument()
    font = QFont(QGuiApplication.font())  # the app's, with its fallbacks for the suits (theme.app_font)
    font.setPointSizeF(PRINT_POINT_SIZE)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(PRINT_CSS)
    document.setHtml(qt_html(html_text))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(*PRINT_MARGINS_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    printer.setDocName(title)

    def print_to(temporary: Path) -> None:
        printer.setOutputFileName(str(temporary))
        # the document lays out in screen pixels: a page as wide as the printable area at the screen's resolution
        dpi = QGuiApplication.primaryScreen().logicalDotsPerInch() if QGuiApplication.primaryScreen() else 96.0
        document.setPageSize(QSizeF(printer.pageRect(QPrinter.Unit.Point).size()) * (dpi / 72.0))
        document.print_(printer)

    write_atomic_with(Path(path), print_to)
