"""Card pictures in lessons and cheat sheets, the sources line, and the cheat sheet as a PDF."""

import pytest

from tutor import i18n
from tutor.gui.lessons.render import CardDocument, card_images, card_row_image, export_pdf, sheet_html, step_html
from tutor.gui.lessons.rich_text import LESSON_CSS
from tutor.lessons.cheatsheets import load_sheet
from tutor.lessons.markup import parse_lesson

LESSON = """# Frozen

## A natural pair {#natural-pair}

With [[8C 8D]] in your hand you take [[8H JK]].

§ canasta.ch, “Abwurfstapel einfrieren” · {option:pile_freezers}
"""


@pytest.fixture
def german():
    before = i18n.language()
    i18n.set_language("de")
    yield
    i18n.set_language(before)


def document(html: str) -> CardDocument:
    doc = CardDocument()
    doc.setDefaultStyleSheet(LESSON_CSS)
    doc.setHtml(html)
    return doc


def test_step_document_contains_card_images(qapp, german):
    step = parse_lesson(LESSON).steps[0]
    doc = document(step_html(step))
    images = card_images(doc)
    assert [name for name, _ in images] == ["cards:8C,8D", "cards:8H,JK"]
    for _, image in images:
        assert not image.isNull() and image.width() > image.height() > 0
    # the painter drew something: the picture is not blank
    image = images[0][1]
    assert any(image.pixelColor(x, image.height() // 2).alpha() for x in range(0, image.width(), 7))
    text = doc.toPlainText()
    assert "Eine natürliche Paar" not in text and "A natural pair" in text  # the step's own heading
    assert "canasta.ch" not in text  # the sources line is collapsed


def test_sources_line_opens_with_the_option_name(qapp, german):
    step = parse_lesson(LESSON).steps[0]
    html = step_html(step, sources_open=True)
    text = document(html).toPlainText()
    assert "canasta.ch" in text and "pile_freezers" not in text and "{option" not in text
    assert "Quellen" in text
    assert "canasta.ch, „Abwurfstapel einfrieren“" in text  # the reader's quotation marks


def test_card_rows_grow_with_the_number_of_cards(qapp):
    assert card_row_image("8H 8C 8D").width() > card_row_image("8H").width()
    with pytest.raises(ValueError):
        card_row_image("8H 1X")


def test_cheat_sheet_exports_to_a_one_page_pdf(qapp, tmp_path):
    before = i18n.language()
    i18n.set_language("fr")
    try:
        sheet = load_sheet("classic", "fr")
        html = sheet_html(sheet)
        assert card_images(document(html))
        path = tmp_path / "out" / "classique.pdf"
        export_pdf(html, path, sheet.title)
    finally:
        i18n.set_language(before)
    data = path.read_bytes()
    assert (
        data.startswith(b"%PDF")
        and data.count(b"/Type /Page\n") + data.count(b"/Type/Page\n") <= 1
        or data.count(b"/Type /Page") - data.count(b"/Type /Pages") == 1
    )
    assert [p.name for p in path.parent.iterdir()] == ["classique.pdf"]  # no temporary file left behind


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_cheat_sheet_lays_out_on_one_printed_page_with_room_to_spare(qapp, lang):
    """Each system's sheet, with its sources and the meaning of their headings, on one A4 page as export_pdf lays
    it out, with a line to spare for another platform's font."""
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QFont, QGuiApplication

    from tutor.gui.lessons import render
    from tutor.gui.rich import qt_html
    from tutor.lessons.cheatsheets import VARIANTS

    i18n.set_language(lang)
    dpi = QGuiApplication.primaryScreen().logicalDotsPerInch()
    margins = render.PRINT_MARGINS_MM
    page = QSizeF((210 - margins[0] - margins[2]) / 25.4 * dpi, (297 - margins[1] - margins[3]) / 25.4 * dpi)
    for variant in VARIANTS:
        document = render.CardDocument()
        font = QFont(QGuiApplication.font())
        font.setPointSizeF(render.PRINT_POINT_SIZE)
        document.setDefaultFont(font)
        document.setDefaultStyleSheet(render.PRINT_CSS)
        document.setHtml(qt_html(render.sheet_html(load_sheet(variant, lang))))
        document.setPageSize(page)
        a_line = font.pointSizeF() / 72 * dpi
        assert document.size().height() <= page.height() - a_line, variant
