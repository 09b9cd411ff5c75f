"""The guided whole hand of each rule system: its prepared deal played by the learner (here a bot choosing the
moves) from the deal to the score sheet, the coach naming at each of the learner's turns the rules that decide what
is possible in that position, with its figures, and the sheet explained line by line; the next hand goes on as a
practice game."""

from __future__ import annotations

import random

import pytest

from tutor.play.guided import COACH, DEALS, coach_lines
from tutor.play.practice_game import HUMAN_SEAT, hand_is_over
from tutor.rules.bot import Bot
from tutor.rules.systems import RULE_SYSTEMS
from tutor.words.cards import card_label, cards_text

#: per rule system, words of the rule that decides its hands, said at one of the learner's turns at least
DECIDING = {
    "classic": "so the pile is frozen for you",
    "samba": "A draw brings 2 cards",
    "modern-american": "sets 4 bonus cards aside for you",
    "strict": "in the pile locks it",
}


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
    heard: list[str] = []
    for _turn in range(400):
        if hand_is_over(table.position):
            break
        assert table.position.turn == HUMAN_SEAT
        assert panel.notice == COACH  # each of the learner's turns starts with the coach
        said = panel.body.toPlainText()
        assert all(line in said for line in coach_lines(table.position))
        pos = table.position
        assert f"({pos.stock_size} left)" in said  # the figures of this position, not of the system
        top = pos.top
        if top is not None and top.is_natural:  # the top card and the hand's cards of its rank
            same = [c for c in pos.hands[HUMAN_SEAT] if c.is_natural and c.rank is top.rank]
            assert card_label(top) in said
            assert (f"You hold {cards_text(same)}." if same else "You hold no card of that rank.") in said
        if not pos.has_melded(pos.team()):
            assert f"must count {pos.initial_minimum(pos.team())}" in said
        else:
            assert f"Going out needs {pos.ruleset.canastas_to_go_out} canasta" in said
            assert f"ha{'ve' if pos.plays_alone() else 's'} {pos.canastas(pos.team())}." in said
        heard.append(said)
        coached += 1
        for move in bot.turn(table.position):
            verdict = table.attempt(move)
            assert verdict is not None and verdict.legal, verdict
    assert hand_is_over(table.position) and coached >= 1
    assert any(DECIDING[variant] in said for said in heard)
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
