"""A practice game without a window (tutor.play.practice_game): every rule system and player count played to
game over, a bot choosing the learner's moves too; the scores carried from hand to hand; the game kept and
continued between runs."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.play import practice_store
from tutor.play.practice_game import HUMAN_SEAT, PracticeGame, fitting, hand_is_over
from tutor.rules.bot import Bot
from tutor.rules.presets import PRESETS
from tutor.rules.scoring import hand_won_outright

ROOT = Path(__file__).resolve().parents[2]
GAMES = [(variant, players) for variant, preset in PRESETS.items() for players in preset.players]


def learner_turn(position, bot):
    """The learner's whole turn, chosen by a bot: the position after it."""
    for _move, after in bot.play_turn(position):
        position = after
    return position


def play_out(game: PracticeGame, position, bot):
    """Play the hand on ``position`` to its end, the learner's turns and the bots' replies in turn."""
    for _turn in range(400):
        if hand_is_over(position):
            return position
        assert position.turn == HUMAN_SEAT  # the bots have played: it is the learner's turn
        position = learner_turn(position, bot)
        steps = game.bots_play(position)
        if steps:
            position = steps[-1][3]
    pytest.fail("the hand does not end")


def test_a_game_is_played_without_qt():
    code = (
        "import random, sys; from tutor.play.practice_game import PracticeGame; from tutor.rules.bot import Bot; "
        "game = PracticeGame('classic', 4, seed=1); position = game.deal(); game.bots_play(position); "
        "sys.exit(3 if any(m.startswith(('PySide6', 'tutor.gui')) for m in sys.modules) else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("variant,players", GAMES)
def test_a_practice_game_plays_to_game_over(variant, players):
    game = PracticeGame(variant, players, seed=11)
    bot = Bot(random.Random(5))
    hands = 0
    while not game.game_over:
        hands += 1
        assert hands <= 100, "the game does not reach its target"  # plain bots can take some thirty hands
        before = game.totals
        position = game.deal()
        assert game.hand_number == hands and position.players == players and position.variant == variant
        assert position.scores == (before or [0] * len(position.teams))  # the hand starts from the totals so far
        assert all(position.initial_minimum(t) == position.ruleset.initial_minimum(s) for t, s in enumerate(position.scores))
        game.play(position)
        steps = game.bots_play(position)
        if steps:
            position = steps[-1][3]
        final = play_out(game, position, bot)
        assert game.score(final)
        assert game.last_scores is not None and game.totals == [side.new_score for side in game.last_scores]
        assert game.scores == final.scores  # the scores before this hand
    assert max(game.totals) >= final.ruleset.target_score or hand_won_outright(final) is not None


def test_a_hand_still_played_is_not_scored_and_an_undone_end_reopens_it():
    game = PracticeGame("classic", 2, seed=3)
    position = game.deal()
    assert not game.score(position) and game.last_scores is None
    final = play_out(game, position, Bot(random.Random(1)))
    assert game.score(final)
    game.reopen()
    assert game.last_scores is None and not game.game_over and game.totals == game.scores


def test_the_game_is_kept_and_continued_where_it_was_left(tmp_path, monkeypatch):
    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(tmp_path))
    game = PracticeGame("samba", 4, seed=7, scores=[1250, 800])
    position = game.deal()
    game.keep(position)
    again, on_table = PracticeGame.kept()
    assert (again.variant, again.players, again.hand_number, again.scores) == ("samba", 4, 1, [1250, 800])
    assert on_table == position
    final = play_out(game, position, Bot(random.Random(2)))
    game.score(final)
    game.keep(final)  # between two hands: the next is dealt on continuing, from the totals
    again, on_table = PracticeGame.kept()
    assert on_table is None and again.scores == game.totals
    assert again.deal().scores == game.totals and again.hand_number == 2
    game.game_over = True
    game.keep(final)
    assert PracticeGame.kept() is None and not practice_store.path().exists()  # a finished game is forgotten


def test_a_system_and_a_count_that_do_not_go_together_are_fitted():
    assert fitting("samba", 4) == ("samba", 4)
    assert fitting("no-such-system", 3, fallback="samba") == ("samba", 3)
    variant, players = fitting("modern-american", 5)
    assert variant == "modern-american" and players == 4  # no source seats five
    assert fitting(None, None) == ("classic", 4)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_deal_passes_to_the_left_and_with_it_the_first_turn(players):
    from tutor.rules.deal import dealer_and_cutter

    game = PracticeGame("classic", players, seed=5)
    firsts = [game.deal().turn for _ in range(players + 1)]
    assert firsts == [*range(players), 0]  # the learner (seat 0) begins the first hand, then each seat in turn
    assert dealer_and_cutter(players, 1)[0] == 0  # the one who begins sits left of the dealer
