"""Light and dark: chosen in the View menu, in force everywhere at once, remembered, and readable."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from tests.support.contrast import contrast
from tutor.gui import theme
from tutor.rules.cards import parse_cards
from tutor.rules.moves import TakePile


@pytest.fixture(autouse=True)
def _back_to_the_system_scheme():
    yield
    theme.apply("system")


@pytest.mark.parametrize("scheme", [theme.LIGHT, theme.DARK], ids=["light", "dark"])
def test_every_text_colour_is_readable_on_the_surfaces_it_is_shown_on(scheme):
    for surface in ("window", "base", "paper"):
        for text in ("text", "heading", "muted", "source", "sources", "link", "title", "h2", "error"):
            assert contrast(scheme[text], scheme[surface]) >= 4.5, (text, surface)
        for large in ("legal", "refused", "faint", "toggle"):  # headlines, small notes in bold or italics
            assert contrast(scheme[large], scheme[surface]) >= 3, (large, surface)
    assert contrast(scheme["text"], scheme["exercise"]) >= 4.5
    assert contrast(scheme["hint"], scheme["exercise"]) >= 4.5
    assert contrast(scheme["text"], scheme["progress"]) >= 4.5


def test_dark_is_chosen_in_the_view_menu_and_everything_follows(window, qtbot):
    window.show()
    assert window.open_lesson("frozen-pile")
    window.table.attempt(TakePile(with_=tuple(parse_cards(["2D", "2S"]))))
    window.appearance_actions["dark"].trigger()
    palette = QApplication.instance().palette()
    assert palette.color(QPalette.ColorRole.Window).lightness() < 60
    assert theme.DARK["refused"] in window.panel.headline.styleSheet()
    assert theme.DARK["h2"] in window.lessons.step_view.text.document().defaultStyleSheet()
    assert theme.DARK["exercise"] in window.lessons.exercise_bar.styleSheet()
    window.lessons.load_navigator()
    lesson_item = window.lessons.tree.topLevelItem(0).child(0)
    assert lesson_item.foreground(0).color().name() == theme.DARK["text"]  # the lesson list is read in the dark too
    assert theme.remembered() == "dark"  # a restart keeps it
    window.appearance_actions["light"].trigger()
    assert theme.LIGHT["refused"] in window.panel.headline.styleSheet()
    assert window.lessons.tree.topLevelItem(0).child(0).foreground(0).color().name() == theme.LIGHT["text"]
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).lightness() > 200


def test_the_system_scheme_is_followed_when_it_changes():
    theme.apply("system")
    theme.follow_system(Qt.ColorScheme.Dark)
    assert theme.is_dark()
    theme.follow_system(Qt.ColorScheme.Light)
    assert not theme.is_dark()
    theme.apply("light")
    theme.follow_system(Qt.ColorScheme.Dark)  # a chosen scheme stays
    assert not theme.is_dark()


def test_print_stays_light_in_the_dark():
    theme.apply("dark")
    from tutor.gui.lessons.render import PRINT_CSS

    assert theme.LIGHT["h2"] in PRINT_CSS and theme.DARK["h2"] not in PRINT_CSS
