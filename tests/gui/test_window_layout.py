"""The window's size: its minimum width in every language and mode, where it opens on a small or scaled
screen, and the space each mode gives to what matters."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize

from tutor import i18n


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_minimum_width_at_most_1000_in_every_language_and_mode(window, qtbot, lang):
    window.practice_session.delay_ms = 0
    window.show()
    i18n.set_language(lang)

    def minimum_width() -> int:
        qtbot.wait(20)  # the layouts take in what was just shown before the window's minimum is asked
        return window.minimumSizeHint().width()

    widths = {"welcome": minimum_width()}
    lesson = next(lesson_ for lesson_ in window.course.lessons if lesson_.exercises)
    assert window.open_lesson(lesson.id)
    widths["lesson"] = minimum_width()
    assert window.table.isVisible() and widths["lesson"] > widths["welcome"]  # the table is counted in
    for players in (2, 4, 6):
        window.practice_session.new_game("classic", players, seed=5)
        widths[f"practice, {players} players"] = minimum_width()
    from pathlib import Path

    from tutor.rules.notation import read_position

    refused = Path(__file__).resolve().parents[2] / "resources" / "positions" / "frozen-pile-refused.canasta.json"
    window.dispute.show_loaded(read_position(refused.read_text()))  # a dispute, its refusal in the referee's column
    widths["dispute"] = minimum_width()
    assert window.panel.width() <= window.panel.minimumWidth() + 40  # the table gets the room, not the column
    assert all(w <= 1000 for w in widths.values()), widths
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.width() <= 1000)
    assert window.width() == 1000


def test_window_opens_inside_a_scaled_small_screen():
    from tutor.gui.main_window import window_geometry

    # a 1600×1000 screen at QT_SCALE_FACTOR=2 offers 800×500 logical pixels (less a panel)
    available = QRect(0, 24, 800, 476)
    rect = window_geometry(available, QSize(780, 460))
    assert available.contains(rect)
    assert rect.size() == QSize(800, 476)
    # a large screen: the usual 1280×800, centred
    big = QRect(0, 0, 1920, 1050)
    rect = window_geometry(big, QSize(780, 460))
    assert rect == QRect(320, 125, 1280, 800)
    # never smaller than the window's minimum while the screen has room for it
    assert window_geometry(QRect(0, 0, 1000, 700), QSize(900, 720)).height() == 700


def test_the_window_opens_inside_the_available_screen(window):
    available = window.screen().availableGeometry()
    assert available.contains(window.geometry())


def test_each_mode_gives_the_space_to_what_matters(window, qtbot):
    window.practice_session.delay_ms = 0
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    # before anything is on the table: the lessons and the welcome text, no empty table nor silent referee
    qtbot.waitUntil(lambda: window.lessons.text_box.width() > 0.6 * window.width())
    assert not window.table.isVisible() and not window.panel.isVisible()
    window.practice_session.new_game(seed=2)
    assert not window.lessons.text_box.isVisible() and not window.lessons.nav.isVisible()
    qtbot.waitUntil(lambda: window.panel.height() >= window.side_splitter.height() - 10)
    window.act_lessons.trigger()  # the navigator on demand
    assert window.lessons.nav.isVisible()
    lesson = next(lesson_ for lesson_ in window.course.lessons if lesson_.exercises)
    window.open_lesson(lesson.id)
    qtbot.waitUntil(lambda: window.lessons.text_box.height() > window.panel.height())
    assert window.lessons.nav.isVisible() and window.lessons.text_box.isVisible()
    # the table takes the middle; the lesson text and the referee share the column beside it
    assert window.table.width() > 0.45 * window.width()


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_whole_toolbar_fits_a_1280_pixel_window_in_every_language(window, qtbot, lang):
    i18n.set_language(lang)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    toolbar = window.toolbar
    actions = [action for action in toolbar.actions() if not action.isSeparator()]
    hidden = [action.text() for action in actions if not toolbar.widgetForAction(action).isVisible()]
    assert not hidden, hidden  # none of them behind the toolbar's "»"
    # the short names are the toolbar's own: the menus and the tooltips keep the whole name
    assert window.act_skip.iconText() != window.act_skip.text().replace("&", "")
    assert window.act_skip.toolTip() and window.act_new.toolTip() == window.act_new.text().replace("&", "").rstrip("…")


def test_on_a_narrow_table_the_buttons_take_a_second_row_and_stay_whole(window, qtbot):
    i18n.set_language("de")  # the longest labels
    window.resize(1280, 800)
    window.show()
    lesson = next(lesson_ for lesson_ in window.course.lessons if lesson_.exercises)
    assert window.open_lesson(lesson.id)
    qtbot.wait(20)
    buttons = list(window.table.buttons.values())
    assert len({button.y() for button in buttons}) == 1  # one row where there is room
    window.resize(window.minimumSizeHint().width(), 800)
    qtbot.waitUntil(lambda: len({button.y() for button in buttons}) == 2)
    for button in buttons:
        assert button.width() >= button.sizeHint().width()  # no label cut
        assert button.geometry().right() <= window.table.contentsRect().right()
    assert not any(a.geometry().intersects(b.geometry()) for a in buttons for b in buttons if a is not b)
