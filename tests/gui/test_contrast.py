"""Every screen is readable in both schemes, measured from the colours actually in force: each text against what is
painted behind it at least 4.5:1 (3:1 for large text), each check box's and radio button's mark at least 3:1
against its surroundings (WCAG 2.2, 1.4.3 and 1.4.11).

The text's colour is the one Qt paints it in (the widget's palette after its style sheet is polished in, the colours
of its rich text); what lies behind it and a control's mark are read from the screen grabbed whole."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFontInfo, QImage, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from tests.support.contrast import contrast
from tests.support.lesson_scenes import refuse_the_frozen_pile_exercise
from tutor.gui import theme
from tutor.rules.cards import parse_cards
from tutor.rules.moves import TakePile
from tutor.rules.notation import read_position
from tutor.scorepad import Game

from .conftest import POSITION

TEXT, LARGE_TEXT, CONTROL = 4.5, 3.0, 3.0


@pytest.fixture(autouse=True)
def _back_to_the_system_scheme():
    yield
    theme.apply("system")


def _over(colour: QColor, behind: QColor) -> QColor:
    """A translucent colour as it shows on ``behind``."""
    alpha = colour.alphaF()
    return QColor.fromRgbF(
        *(a * alpha + b * (1 - alpha) for a, b in zip(colour.getRgbF()[:3], behind.getRgbF()[:3], strict=True))
    )


def _pixels(image: QImage, rect: QRect, samples: int = 4000) -> Iterator[QColor]:
    """The pixels of ``rect``, every one in a small area, evenly spread samples of a large one."""
    rect = rect.intersected(image.rect())
    step = max(1, int((rect.width() * rect.height() / samples) ** 0.5))
    for y in range(rect.top(), rect.bottom() + 1, step):
        for x in range(rect.left(), rect.right() + 1, step):
            yield image.pixelColor(x, y)


def _behind(image: QImage, rect: QRect) -> QColor:
    """What is painted most in ``rect``: the surface the text or control lies on. A button's gentle gradient counts
    as one colour (the shades of each 16th of a channel's range together, and their mean)."""
    if rect.width() > 8 and rect.height() > 8:
        rect = rect.adjusted(2, 2, -2, -2)  # inside a frame's outline
    shades: dict[tuple[int, int, int], list[QColor]] = {}
    for colour in _pixels(image, rect):
        shades.setdefault((colour.red() // 16, colour.green() // 16, colour.blue() // 16), []).append(colour)
    most = max(shades.values(), key=len)
    return QColor.fromRgbF(*(sum(getattr(c, part)() for c in most) / len(most) for part in ("redF", "greenF", "blueF")))


def _is_large(widget: QWidget, bold: bool | None = None) -> bool:
    """WCAG's large text: 18 pt, or 14 pt in bold (24 and 18.7 pixels at 96 dpi)."""
    info = QFontInfo(widget.font())
    bold = info.bold() if bold is None else bold
    return info.pixelSize() >= 24 or (bold and info.pixelSize() >= 18.7)


def _rich_colours(html: str, widget: QWidget, default: QColor) -> list[tuple[QColor, QColor | None]]:
    """The colours the text of ``html`` is painted in, each with the background set for it (None: the widget's)."""
    document = QTextDocument()
    document.setDefaultFont(widget.font())
    document.setHtml(html)
    return _document_colours(document, widget.palette().color(QPalette.ColorRole.Link), default)


def _document_colours(document: QTextDocument, link: QColor, default: QColor) -> list[tuple[QColor, QColor | None]]:
    found = []
    block = document.begin()
    while block.isValid():
        backdrop = block.blockFormat().background()
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if fragment.isValid() and fragment.text().strip():
                char = fragment.charFormat()
                if char.foreground().style() != Qt.BrushStyle.NoBrush:
                    colour = char.foreground().color()
                else:
                    colour = link if char.isAnchor() else default
                shade = char.background() if char.background().style() != Qt.BrushStyle.NoBrush else backdrop
                found.append((colour, shade.color() if shade.style() != Qt.BrushStyle.NoBrush else None))
            iterator += 1
        block = block.next()
    return found


def _texts(widget: QWidget) -> list[tuple[str, QColor, QColor | None, bool]]:
    """The texts ``widget`` paints: what, in which colour, on a background of its own (or None), and whether large."""
    palette = widget.palette()
    large = _is_large(widget)
    if isinstance(widget, QLabel):
        if not widget.text().strip() or widget.pixmap() is not None and not widget.pixmap().isNull():
            return []
        colour = palette.color(widget.foregroundRole())
        if widget.textFormat() == Qt.TextFormat.RichText or (
            widget.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(widget.text())
        ):
            return [(widget.text(), c, shade, large) for c, shade in _rich_colours(widget.text(), widget, colour)]
        return [(widget.text(), colour, None, large)]
    if isinstance(widget, QAbstractButton):
        if not widget.text().strip():
            return []
        role = widget.foregroundRole() if isinstance(widget, QCheckBox | QRadioButton) else QPalette.ColorRole.ButtonText
        return [(widget.text(), palette.color(role), None, large)]
    if isinstance(widget, QGroupBox) and widget.title():
        return [(widget.title(), palette.color(QPalette.ColorRole.WindowText), None, large)]
    if isinstance(widget, QLineEdit):
        if widget.text():
            return [(widget.text(), palette.color(QPalette.ColorRole.Text), None, large)]
        if widget.placeholderText():
            return [(widget.placeholderText(), palette.color(QPalette.ColorRole.PlaceholderText), None, large)]
        return []
    if isinstance(widget, QTextEdit):
        document = widget.document()
        default = palette.color(QPalette.ColorRole.Text)
        return [
            (widget.objectName() or type(widget).__name__, colour, shade, large)
            for colour, shade in _document_colours(document, palette.color(QPalette.ColorRole.Link), default)
        ]
    if isinstance(widget, QComboBox) and widget.currentText():
        role = QPalette.ColorRole.Text if widget.isEditable() else QPalette.ColorRole.ButtonText
        return [(widget.currentText(), palette.color(role), None, large)]
    if isinstance(widget, QAbstractSpinBox) and widget.text():
        return [(widget.text(), palette.color(QPalette.ColorRole.Text), None, large)]
    return []


def _item_texts(view: QAbstractItemView) -> list[tuple[str, QColor, QColor, bool]]:
    """The rows of a list, tree or table on show: each row's text colour on its background."""
    palette, model, found = view.palette(), view.model(), []
    if model is None:
        return found
    selected = {index for index in view.selectionModel().selectedIndexes()} if view.selectionModel() else set()

    def walk(parent) -> None:
        for row in range(model.rowCount(parent)):
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                text = index.data(Qt.ItemDataRole.DisplayRole)
                if text and view.visualRect(index).intersects(view.viewport().rect()):
                    if index in selected:
                        colour = palette.color(QPalette.ColorRole.HighlightedText)
                        shade = palette.color(QPalette.ColorRole.Highlight)
                    else:
                        brush = index.data(Qt.ItemDataRole.ForegroundRole)
                        colour = brush.color() if brush is not None else palette.color(QPalette.ColorRole.Text)
                        back = index.data(Qt.ItemDataRole.BackgroundRole)
                        shade = back.color() if back is not None else None
                    found.append((str(text), colour, shade, _is_large(view)))
            if isinstance(view, QTreeWidget) and model.rowCount(model.index(row, 0, parent)):
                walk(model.index(row, 0, parent))

    walk(view.rootIndex())
    return found


def _indicator(widget: QAbstractButton) -> QRect:
    option = QStyleOptionButton()
    option.initFrom(widget)
    element = (
        QStyle.SubElement.SE_RadioButtonIndicator
        if isinstance(widget, QRadioButton)
        else QStyle.SubElement.SE_CheckBoxIndicator
    )
    return widget.style().subElementRect(element, option, widget)


def _ring(image: QImage, rect: QRect) -> Iterator[QColor]:
    """The pixels of a control's mark within two pixels of its edge: its outline."""
    inner = rect.adjusted(2, 2, -2, -2)
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            if image.rect().contains(x, y) and not inner.contains(x, y):
                yield image.pixelColor(x, y)


def problems(top: QWidget) -> list[str]:
    """What on ``top`` (a window, a dialog) falls short, each as one line."""
    top.repaint()
    image = top.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    ratio = top.devicePixelRatioF()
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisibleTo(top) or not widget.isEnabled() or widget.visibleRegion().isEmpty():
            continue
        widget.ensurePolished()
        seen = widget.visibleRegion().boundingRect()
        area = QRect(widget.mapTo(top, seen.topLeft()) * ratio, seen.size() * ratio)
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QAbstractItemView | QTextEdit):  # what they show lies on their viewport
            viewport = widget.viewport()
            area = QRect(viewport.mapTo(top, QPoint(0, 0)) * ratio, viewport.size() * ratio)
        surface = _behind(image, area)
        texts = _item_texts(widget) if isinstance(widget, QAbstractItemView) else _texts(widget)
        for text, colour, shade, large in texts:
            behind = _over(shade, surface) if shade is not None else surface
            shown = _over(colour, behind)
            wanted = LARGE_TEXT if large else TEXT
            ratio_found = contrast(shown, behind)
            if ratio_found < wanted:
                found.append(
                    f"{name} text {text[:40]!r}: {shown.name()} on {behind.name()} is {ratio_found:.2f}:1 < {wanted}"
                )
        if isinstance(widget, QRadioButton | QCheckBox):
            mark = _indicator(widget)
            mark = QRect(widget.mapTo(top, mark.topLeft()) * ratio, mark.size() * ratio)
            best = max(contrast(pixel, surface) for pixel in _ring(image, mark))
            if best < CONTROL:
                found.append(f"{name} {widget.text()[:40]!r}: its mark is {best:.2f}:1 on {surface.name()} < {CONTROL}")
    return found


# -- the screens ------------------------------------------------------------------------------------------------


def _welcome(window, qtbot) -> list[QWidget]:
    return [window]


def _quiz(window, qtbot) -> list[QWidget]:
    assert window.open_lesson("a-turn")
    lesson = window.lessons.find("a-turn")
    window.exercise_session.load(next(ex for ex in lesson.exercises if ex.kind == "quiz"))
    qtbot.wait(20)
    assert window.lessons.choice_group.buttons()
    return [window]


def _quiz_answered(window, qtbot) -> list[QWidget]:
    _quiz(window, qtbot)
    window.lessons.choice_group.buttons()[0].click()
    qtbot.wait(20)
    return [window]


def _exercise_refused(window, qtbot) -> list[QWidget]:
    """An exercise played wrong: the table, the referee's ruling and the hint."""
    refuse_the_frozen_pile_exercise(window)
    qtbot.wait(20)
    return [window]


def _dispute(window, qtbot) -> list[QWidget]:
    window.dispute.show_loaded(read_position(json.dumps(POSITION)))
    window.table.attempt(TakePile(with_=tuple(parse_cards(["KS", "KH"]))))
    qtbot.wait(20)
    return [window]


def _practice(window, qtbot) -> list[QWidget]:
    window.practice_session.new_game("classic", 4, seed=3)
    qtbot.wait(20)
    return [window]


def _rules_panel(window, qtbot) -> list[QWidget]:
    window.dispute.show_loaded(read_position(json.dumps(POSITION)))
    return [window.open_rules_dialog()]


def _position_editor(window, qtbot) -> list[QWidget]:
    """The editor of a dealt hand: every card placed, so the picker shows them all used up."""
    _practice(window, qtbot)
    editor = window.dispute.open_editor()
    editor.choose(("hand", 0))
    return [editor]


def _score_pad(window, qtbot) -> list[QWidget]:
    """A game with a hand entered: the entry forms and the sheet."""
    window.open_score_pad()
    pad = window.score_pad
    pad.start_game(Game.new("classic", 4, names=["Anna", "Ben", "Cleo", "Dirk"]))
    pad.entries[0].melded.setValue(300)
    pad.entries[0].went_out.setChecked(True)
    pad.commit_hand()
    return [pad]


def _cheat_sheet(window, qtbot) -> list[QWidget]:
    return [window.show_cheat_sheet()]


def _reference_dialogs(window, qtbot) -> list[QWidget]:
    return [window.show_glossary(), window.show_systems()]


def _ruling_dialogs(window, qtbot) -> list[QWidget]:
    _dispute(window, qtbot)
    return [window.share_ruling(), window.compare_systems()]


def _new_game_dialog(window, qtbot) -> list[QWidget]:
    _practice(window, qtbot)
    window.practice_session.ask_new_game()
    return [window.practice_session.new_game_dialog]


def _messages(window, qtbot) -> list[QWidget]:
    """An error told in a message box, and the crash dialog."""
    from tutor.gui.crash_dialog import CrashDialog

    window.show_error("Cannot open a.json: hands[0]: XY is not a card")
    crashed = CrashDialog("Traceback (most recent call last): …", False, window)
    qtbot.addWidget(crashed)
    return [window.error_box, crashed]


SCREENS: dict[str, Callable] = {
    "welcome": _welcome,
    "quiz": _quiz,
    "quiz answered": _quiz_answered,
    "exercise refused": _exercise_refused,
    "dispute": _dispute,
    "practice": _practice,
    "rules panel": _rules_panel,
    "position editor": _position_editor,
    "score pad": _score_pad,
    "cheat sheet": _cheat_sheet,
    "glossary and systems": _reference_dialogs,
    "share and compare": _ruling_dialogs,
    "new game": _new_game_dialog,
    "messages": _messages,
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_text_and_control_stands_out_from_what_lies_behind_it(window, qtbot, scheme, screen):
    theme.apply(scheme)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    shown = SCREENS[screen](window, qtbot)
    found = []
    for top in shown:
        assert top is not None
        top.show()
        qtbot.waitExposed(top)
        qtbot.wait(10)
        found += problems(top)
    for top in shown:  # no dialog stays open for the tests after
        top.close()
    assert not found, "\n".join(found)


def test_the_check_finds_an_unreadable_text_and_an_unseen_mark(qtbot):
    theme.apply("dark")
    box = QWidget()
    qtbot.addWidget(box)
    box.setStyleSheet("background: #3a3422;")
    label, radio = QLabel("faint", box), QRadioButton("unseen", box)
    label.setStyleSheet("color: #4a4a3a;")
    radio.move(0, 30)
    radio.setPalette(theme.palette())  # Fusion's own outline, from the dark window: the 1.14:1
    box.resize(200, 60)
    box.show()
    qtbot.waitExposed(box)
    found = problems(box)
    assert any("'faint'" in line for line in found), found
    assert any("'unseen': its mark" in line for line in found), found


def test_the_toolbars_overflow_arrow_is_seen_in_both_schemes(window, qtbot):
    """A narrow window folds the toolbar's last actions behind "»": the arrow is drawn in the scheme's text colour
    (Fusion's own is dark in both, and vanished on the dark toolbar)."""
    from PySide6.QtWidgets import QToolButton

    from tests.support.waiting import wait_until_usable
    from tutor.gui import theme

    window.show()
    wait_until_usable(window, qtbot)
    button = window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    for scheme in ("dark", "light"):
        theme.apply(scheme)
        image = button.icon().pixmap(16, 16).toImage()
        inked = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
        clearest_ink = max((c for c in inked if c.alpha() > 200), key=lambda c: contrast(c, theme.colour("window")))
        assert contrast(clearest_ink, theme.colour("window")) >= 3, scheme
    theme.apply("light")
