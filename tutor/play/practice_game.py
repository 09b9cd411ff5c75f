"""A practice game without a window: the learner at seat 0 and bots at the other seats, hands dealt one after
another with the scores carried over, each hand scored when it ends, and the game over at the rule system's
target (or at once, with a hand that wins it outright). The window's practice session shows it on the table;
tests play whole games with it alone.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..rules.bot import Bot
from ..rules.deal import deal, pair_sitting_out
from ..rules.hints import pile_takes
from ..rules.moves import Move
from ..rules.presets import PRESETS
from ..rules.scoring import TeamScore, game_over, hand_won_outright, score_hand
from ..rules.state import Position
from ..rules.variants import Ruleset
from ..rules.violations import LEGAL, Verdict
from . import practice_store

#: the learner's seat in a practice game; the bots hold every other seat
HUMAN_SEAT = 0

#: one of the bots' moves as the table shows it: the seat, the move, the referee's verdict, the position after it
BotStep = tuple[int, Move, Verdict, Position]


def hand_is_over(position: Position) -> bool:
    """The hand has ended: a side went out, or the stock is gone and the pile cannot be taken."""
    if position.ended:
        return True
    return position.phase == "draw" and position.stock_size == 0 and not pile_takes(position)


def fitting(variant: str | None, players: int | None, fallback: str = "classic") -> tuple[str, int]:
    """A rule system and a count of players that go together: ``fallback`` for a system the tutor does not know,
    and four players (else the fewest the system seats) for a count it does not seat."""
    if variant not in PRESETS:
        variant = fallback if fallback in PRESETS else "classic"
    allowed = PRESETS[variant].players
    if players not in allowed:
        players = 4 if 4 in allowed else allowed[0]
    return variant, players


class PracticeGame:
    """The learner at seat 0, bots at the other seats, a game to the rule system's target."""

    def __init__(self, variant: str, players: int, seed: int | None = None, scores: list[int] | None = None):
        self.variant, self.players = variant, players
        self.rng = random.Random(seed)
        #: the hands dealt so far; the one on the table has this number
        self.hand_number = 0
        #: each side's score before the hand on the table (``totals`` is after it, once it is scored)
        self.scores: list[int] = list(scores or [])
        #: the score sheet of the hand just ended, None while a hand is played
        self.last_scores: list[TeamScore] | None = None
        self.game_over = False

    @property
    def totals(self) -> list[int]:
        """Each side's score after the last scored hand (before the hand on the table while it is played)."""
        if self.last_scores is None:
            return list(self.scores)
        return [side.new_score for side in self.last_scores]

    def deal(self, options: Mapping[str, Any] | None = None) -> Position:
        """The next hand, under the system's rules with the table's ``options``: a scored hand's totals are the
        scores it starts from, and the minimums for opening follow from them."""
        self.scores = self.totals
        self.last_scores = None
        ruleset = Ruleset.build(self.variant, self.players, dict(options or {}))
        self.hand_number += 1
        # the deal passes to the left each hand, and with it who plays first: the learner begins the first hand
        first = (HUMAN_SEAT + self.hand_number - 1) % self.players
        # six players where one pair sits out each hand: the next pair each hand (its seats are dealt nothing)
        return deal(ruleset, self.rng, self.scores or None, first, pair_sitting_out(ruleset, self.hand_number))

    def play(self, position: Position) -> None:
        """``position`` is the hand on the table now (dealt, or continued): its scores are the game's."""
        self.scores = list(position.scores)
        self.last_scores = None

    def bots_play(self, position: Position) -> list[BotStep]:
        """The bots' moves from ``position`` until it is the learner's turn again or the hand is over, each
        already ruled on by the referee."""
        bot = Bot(self.rng)
        steps: list[BotStep] = []
        pos = position
        while not hand_is_over(pos) and pos.turn != HUMAN_SEAT:
            seat = pos.turn
            turn = bot.play_turn(pos)
            if not turn:
                break
            for move, after in turn:
                steps.append((seat, move, LEGAL, after))
                pos = after
            if pos.turn == seat and not pos.ended:
                break  # the bot is stuck: the position is left to the learner
        return steps

    def score(self, final: Position) -> bool:
        """Score the hand if ``final`` ends it, and tell whether the game is over with it; False while the hand
        goes on. Raises ``ScoringError`` for a hand that cannot be scored."""
        if not hand_is_over(final):
            return False
        self.last_scores = score_hand(final)
        self.game_over = game_over(self.totals, final.ruleset, hand_won_outright(final))
        return True

    def reopen(self) -> None:
        """The hand's end was taken back (undone): the game goes on from the scores before it."""
        self.last_scores = None
        self.game_over = False

    # -- kept between runs (tutor.play.practice_store) ---------------------------------------------------

    def keep(self, on_table: Position) -> None:
        """Keep the game as it stands with ``on_table``, so that a restart continues it; a finished game is
        forgotten. Raises ``OSError`` when the file cannot be written."""
        if not hand_is_over(on_table):
            practice_store.save(self.variant, self.players, self.hand_number, self.scores, on_table)
        elif self.game_over:
            practice_store.forget()
        elif self.last_scores is not None:  # between two hands: the next is dealt on continuing
            practice_store.save(self.variant, self.players, self.hand_number + 1, self.totals)

    @classmethod
    def kept(cls) -> tuple[PracticeGame, Position | None] | None:
        """The game kept from an earlier run and the hand it was left at (None: the next hand is to be dealt);
        None when there is none, or it could not be read (the file is then set aside)."""
        kept = practice_store.load()
        if kept is None:
            return None
        summary, position = kept
        game = cls(summary.variant, summary.players, scores=list(summary.scores))
        game.hand_number = summary.hand if position is not None else summary.hand - 1
        return game, position
