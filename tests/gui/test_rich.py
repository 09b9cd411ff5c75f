"""French rich text keeps its narrow no-break spaces: no line of a lesson, a task or a ruling begins with ? ! or ;."""

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QTextDocument

from tutor.gui.rich import qt_html

QUESTION = "Vous prenez le rebut avec deux rois et posez trois rois. Que dit l’arbitre\u202f?"


def line_starts(html: str, width: float) -> list[str]:
    document = QTextDocument()
    document.setHtml(html)
    document.setTextWidth(width)
    document.size()  # lays the text out
    starts = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        starts += [block.text()[layout.lineAt(i).textStart() :] for i in range(layout.lineCount())]
        block = block.next()
    return starts


def test_qt_would_break_before_the_question_mark_without_it(qapp):
    widths = range(90, 400)  # wider than its longest word: no word is cut
    assert any(start.startswith("?") for width in widths for start in line_starts(QUESTION, width))
    assert not any(start.startswith("?") for width in widths for start in line_starts(qt_html(QUESTION), width))


@settings(max_examples=60, deadline=None)
@given(
    words=st.lists(st.sampled_from(["le", "rebut", "gelé", "arbitre", "<b>carte</b>", "« talon »", "&amp;"]), max_size=12),
    mark=st.sampled_from("?!;"),
    width=st.integers(90, 300),
)
def test_no_line_begins_with_a_mark_that_a_narrow_space_holds_to_its_word(qapp, words, mark, width):
    html = " ".join(words).replace("« ", "«\u202f").replace(" »", "\u202f»") + f" mot\u202f{mark}"
    kept = qt_html(html)
    assert qt_html(kept) == kept  # kept once, however often it passes through
    starts = line_starts(kept, width)
    assert not any(start.startswith((mark, "»")) for start in starts[1:])
    assert "\u202f" in QTextDocument(kept).toPlainText() or not html  # the space itself stays narrow
