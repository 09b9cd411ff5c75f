"""The guided whole hand of each rule system: its prepared deal played by the learner (here a bot choosing the
moves) from the deal to the score sheet, the coach naming the deciding rule at each of the learner's turns, and the
sheet explained line by line; the next hand goes on as a practice game."""

from __future__ import annotations

import random

import pytest

from tutor.play.guided import COACH, DEALS
from tutor.play.practice_game import HUMAN_SEAT, hand_is_over
from tutor.rules.bot import Bot
from tutor.rules.systems import RULE_SYSTEMS


@pytest.mark.parametrize("variant", RULE_SYSTEMS)
def test_each_guided_hand_is_played_to_its_explained_score_sheet(window, qtbot, variant):
    session = window.practice_session
    session.delay_ms = 0
    window.show()
    assert session.start_guided(variant)
    game = session.game
    assert (game.variant, game.players) == (variant, DEALS[variant][0])
    dealt = window.table.position
    assert session.start_guided(variant)  # a prepared deal: the same cards every time
    assert window.table.position.hands == dealt.hands and window.table.position.stock == dealt.stock
    game = session.game
    bot = Bot(random.Random(7))
    table, panel = window.table, window.panel
    coached = 0
    for _turn in range(400):
        if hand_is_over(table.position):
            break
        assert table.position.turn == HUMAN_SEAT
        assert panel.notice == COACH[variant]  # each of the learner's turns starts with the coach
        coached += 1
        for move in bot.turn(table.position):
            verdict = table.attempt(move)
            assert verdict is not None and verdict.legal, verdict
    assert hand_is_over(table.position) and coached >= 1
    sheet = session.score_sheet
    qtbot.waitUntil(lambda: sheet is not None and sheet.isVisible())
    rows = sheet.table.rowCount()
    notes = sheet.notes.text().split("<br>")
    assert len(notes) == rows  # one line of explanation for each line of the sheet
    assert notes[-1].startswith("New score:") and "initial meld" in notes[-1]
    if not game.game_over:
        sheet.next_button.click()  # into the practice game: no more coach, no explained sheet
        assert session.guided is None and session.game is game and game.hand_number == 2


def test_the_lesson_list_offers_a_guided_hand_for_every_system(window):
    window.lessons.guided_button.click()
    menu = window.lessons.guided_menu
    assert len(menu.actions()) == len(RULE_SYSTEMS)
    menu.actions()[2].trigger()
    assert window.practice_session.guided == "modern-american" and window.mode == "practice"
    menu.close()
