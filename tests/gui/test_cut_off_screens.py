"""Screens that must show what matters whole: at the window's least size, in German (the longest words)."""

import pytest
from PySide6.QtCore import QSize

from tests.support.lesson_scenes import refuse_the_frozen_pile_exercise
from tests.support.waiting import wait_until_usable
from tutor import i18n
from tutor.gui.scorepad.window import ScorePadWindow
from tutor.gui.table.parts import meld_order
from tutor.rules.cards import parse_cards
from tutor.scorepad import Game, GameStore


def test_at_the_least_size_the_hand_keeps_clear_of_the_pile_and_titles_take_two_lines(window, qtbot):
    i18n.set_language("de")
    window.show()
    assert window.open_lesson("frozen-pile")
    wait_until_usable(window, qtbot)  # the lesson list and the play area are built: the least size counts them
    least = window.minimumSizeHint()
    window.resize(least)
    qtbot.waitUntil(lambda: window.size() == least)
    table = window.table
    tree = window.lessons.tree

    def hand_clear_and_titles_on_two_lines() -> None:
        assert table.height() >= table.minimumSizeHint().height() - 1
        pile = table.pile.geometry()
        assert pile.bottom() < table.hand_label.geometry().top()  # the pile's caption is not covered
        assert table.hand.geometry().bottom() < min(b.geometry().top() for b in table.buttons.values())
        items = [
            tree.topLevelItem(i).child(j)
            for i in range(tree.topLevelItemCount())
            for j in range(tree.topLevelItem(i).childCount())
        ]
        assert items
        heights = {item.text(0): tree.visualItemRect(item).height() for item in items}
        one_line = min(heights.values())
        line = tree.fontMetrics().lineSpacing()
        tall = {title: h for title, h in heights.items() if h > one_line + line + 2}
        assert not tall, tall  # two lines at most

    # what the resize sets off (the layouts, the step fitted to its room) runs in the event loop's next turns
    qtbot.waitUntil(hand_clear_and_titles_on_two_lines)


def test_a_meld_is_shown_naturals_first():
    assert [c.text for c in meld_order(parse_cards(["2D", "AC", "JK", "AS"]))] == ["AS", "AC", "2D", "JK"]


def test_the_hand_sheet_shows_every_row_down_to_the_new_score(qtbot, tmp_path):
    i18n.set_language("de")
    window = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(window)
    window.start_game(Game.new("modern-american", 4, names=["Anna", "Ben", "Cleo", "Dirk"]))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    for entry, points in zip(window.entries, (300, 250)):
        entry.melded.setValue(points)
        entry.canastas["natural"].setValue(2)
    window.entries[1].went_out.setChecked(True)
    window.commit_hand()
    table = window.breakdown_table
    last = table.item(table.rowCount() - 1, 0)
    assert table.verticalHeaderItem(table.rowCount() - 1).text() == "Neuer Punktestand"
    assert last.font().bold()

    def every_row_in_sight() -> None:  # once the window's layout has taken in the sheet's new height
        assert table.visualItemRect(last).bottom() <= table.viewport().height()
        assert window.height() <= 800

    qtbot.waitUntil(every_row_in_sight)


def _feedback_whole(window, size=None) -> None:
    """The refusal's feedback with its hint is whole on screen, and the exercise's buttons below it."""
    feedback, bar, column = window.lessons.feedback_label, window.lessons.exercise_bar, window.lessons.text_box
    assert "Tipp" in feedback.text()
    assert feedback.height() >= feedback.heightForWidth(feedback.width()), size
    assert bar.geometry().bottom() <= column.height(), size  # the buttons below it too


def test_the_exercise_feedback_stays_whole_when_the_referee_grows_below_it(window, qtbot):
    # the refusal, its rule and the hint, in German, at the usual size and at the least: the step above scrolls
    i18n.set_language("de")
    window.show()
    for least in (False, True):
        size = window.minimumSizeHint() if least else QSize(1280, 800)
        window.resize(size)
        qtbot.waitUntil(lambda: window.size() == size)  # noqa: B023 - waited for within the loop's turn
        refuse_the_frozen_pile_exercise(window)
        qtbot.waitUntil(lambda: _feedback_whole(window, size))  # noqa: B023 - the layouts take the feedback in


def test_the_exercise_feedback_stays_whole_when_the_window_narrows_after_it_is_shown(window, qtbot):
    i18n.set_language("de")
    window.show()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.size() == QSize(1280, 800))
    refuse_the_frozen_pile_exercise(window)
    qtbot.waitUntil(lambda: _feedback_whole(window))
    least = window.minimumSizeHint()
    window.resize(least)  # narrower: the feedback wraps onto more lines
    qtbot.waitUntil(lambda: window.size() == least)
    qtbot.waitUntil(lambda: _feedback_whole(window, least))


SIX_AT_THE_TABLE = {
    "format": "canasta-position/1",
    "variant": "classic",
    "players": 6,
    "hands": [["KS", "KH", "9C", "9D", "9S", "7C", "7H", "7S", "JK", "5D", "4C"], 11, 11, 11, 11, 11],
    "stock": 60,
    "discard": ["5C", "2C", "8H", "KD"],
    "melds": [
        [["QS", "QH", "QD"], ["8S", "8C", "2D"]],
        [["AS", "AH", "AC", "JK"]],
        [["6S", "6H", "6D"], ["TS", "TH", "TC", "TD", "2S", "2H", "JK"]],
    ],
    "red_threes": [["3H", "3D"], ["3H"], ["3D", "3H", "3D"]],
    "scores": [1200, 850, 3050],
}


def _whole_in(widget, outer) -> bool:
    """Whether ``widget`` lies whole inside ``outer`` (one of its parents), as the screen shows it."""
    from PySide6.QtCore import QPoint, QRect

    return outer.rect().contains(QRect(widget.mapTo(outer, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_at_the_least_size_a_six_player_table_shows_every_seat_side_and_red_three(window, qtbot, lang):
    import json

    from tutor.rules.notation import read_position

    i18n.set_language(lang)
    window.practice_session.delay_ms = 0
    window.show()
    table = window.table
    for setting in ("dealt", "melded"):
        if setting == "dealt":  # a practice game just dealt: a red three laid out, no meld yet
            window.practice_session.new_game("classic", 6, seed=5)
        else:  # in mid-game: melds, a canasta and red threes on every side
            window.dispute.show_loaded(read_position(json.dumps(SIX_AT_THE_TABLE)))
        qtbot.wait(20)
        for _ in range(5):  # the cards shrink with the window, and the least size with them: down to where it holds
            least = window.minimumSizeHint()
            assert least.width() <= 1000 and least.height() <= 728 - 32, least  # a 1366×768 screen less its bars
            window.resize(least)
            qtbot.wait(40)
            if window.size() == window.minimumSizeHint():
                break
        assert window.size() == window.minimumSizeHint()
        seats = [box for box in table.seat_boxes.values() if box.isVisible()]
        assert len(seats) == 5
        assert all(_whole_in(box, table) for box in seats), setting
        viewport = table.sides_scroll.viewport()
        frames = [frame for frame in table.side_frames if frame.isVisible()]
        assert len(frames) == 3
        for frame, label, threes in zip(frames, table.side_labels, table.side_threes):
            if setting == "melded":  # three sides' melds need more than the least height: the column scrolls
                table.sides_scroll.ensureWidgetVisible(frame)
                qtbot.wait(10)
            assert _whole_in(label, viewport), (setting, label.text())  # every side's caption, whole
            assert threes.isVisible() == bool(threes.cards) and _whole_in(threes, viewport), (setting, label.text())
        laid_out = sum(len(threes.cards) for threes in table.side_threes if threes.isVisible())
        assert laid_out == sum(len(threes) for threes in table.position.red_threes)
        assert table.hand.geometry().bottom() < min(b.geometry().top() for b in table.buttons.values())
