"""A hand of a practice game played out by the bots, for the tests of what shows its score."""

from __future__ import annotations

import random


def ended_hand(variant: str, players: int):
    """(the last position, the hand's scores) of a hand the bots play to its end, the same hand each run."""
    from tutor.play.practice_game import PracticeGame, hand_is_over
    from tutor.rules.bot import Bot

    game = PracticeGame(variant, players, seed=3)
    position, bot = game.deal(), Bot(random.Random(1))
    while not hand_is_over(position):
        for _move, after in bot.play_turn(position):
            position = after
    assert game.score(position)
    return position, game.last_scores
