"""A long practice session stays the same size: what each hand builds (its score sheet above all) goes with
the hand, so the window's Qt children do not grow from hand to hand."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject

#: hands played; the count after the first few is compared with the count after the last
HANDS = 50
WARM_UP = 5
#: the children a hand may differ by (its melds, its notices), not a growth per hand
SLACK = 5


def play_hand_out(window, bot) -> None:
    """The learner's turns, chosen by a bot and played through the table, until the hand is over."""
    from tutor.play.practice_game import hand_is_over

    table = window.table
    for _turn in range(400):
        if hand_is_over(table.position):
            return
        for move in bot.turn(table.position):
            verdict = table.attempt(move)
            assert verdict is not None and verdict.legal, verdict
    raise AssertionError("the hand does not end")


def test_the_window_does_not_grow_hand_after_hand(window, qtbot):
    from tutor.rules.bot import Bot

    session = window.practice_session
    session.delay_ms = 0
    session.new_game("classic", 4, seed=11)
    bot = Bot(random.Random(5))
    counts = []
    for _hand in range(HANDS):
        play_hand_out(window, bot)
        sheet = session.score_sheet
        assert sheet is not None and sheet.isVisible()
        sheet.next_button.click()  # as the learner would: the next hand, or a new game after the last
        qtbot.wait(1)  # the app's event loop runs between hands (and deletes what was let go)
        counts.append(len(window.findChildren(QObject)))
    assert session.game.hand_number >= 1
    grown = counts[-1] - counts[WARM_UP - 1]
    assert grown <= SLACK, f"{grown} more children after {HANDS} hands than after {WARM_UP}: {counts}"
