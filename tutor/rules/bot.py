"""A simple player that only makes moves the referee accepts, and whole self-played hands.

The bot is deliberately plain: take the pile when a hint allows it, otherwise
draw; lay down what it can; discard its least useful card. It exists to play
through the referee at speed and to give the practice table opponents.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from .cards import CARDS, JOKER, Card
from .hints import meld_options, pile_takes
from .moves import Discard, Draw, GoOut, MeldMove, Move
from .referee import rule_on
from .state import DRAW, ENDED, PLAY, Position
from .variants import CARD_POINTS, Ruleset


def deal(ruleset: Ruleset, rng: random.Random, scores: list[int] | None = None) -> Position:
    """Shuffle the packs, deal, lay out red threes with replacements, and turn up the first discard."""
    deck = [c for c in CARDS for _ in range(ruleset.copies(c))]
    rng.shuffle(deck)
    teams = ruleset.default_teams()
    pos = Position(ruleset=ruleset, teams=teams, hands=[[] for _ in range(ruleset.players)],
                   hidden=[0] * ruleset.players, stock=deck, stock_hidden=0, discard=[],
                   melds=[[] for _ in teams], red_threes=[[] for _ in teams],
                   scores=list(scores or [0] * len(teams)))
    for _ in range(ruleset.hand_size):
        for seat in range(ruleset.players):
            pos.hands[seat].append(pos.stock.pop())
    for seat in range(ruleset.players):
        while any(c.is_red_three for c in pos.hands[seat]) and pos.stock:
            threes = [c for c in pos.hands[seat] if c.is_red_three]
            pos.hands[seat] = [c for c in pos.hands[seat] if not c.is_red_three]
            pos.red_threes[pos.team(seat)].extend(threes)
            pos.hands[seat].extend(pos.stock.pop() for _ in threes if pos.stock)
    # The upcard: a wild card or red three is covered by the next card and freezes the pile.
    while pos.stock:
        card = pos.stock.pop()
        pos.discard.append(card)
        if not (card.is_wild or card.is_red_three):
            break
    return pos


@dataclass
class Bot:
    rng: random.Random

    def turn(self, pos: Position) -> list[Move]:
        """The moves of one whole turn, each legal when made in order."""
        moves: list[Move] = []
        if pos.phase == DRAW:
            takes = pile_takes(pos)
            move = takes[0] if takes else Draw()
            pos = self._play(pos, move, moves)
            if pos is None or pos.phase == ENDED:
                return moves
        for _ in range(4):
            options = meld_options(pos)
            if not options:
                break
            after = self._play(pos, options[0], moves)
            if after is None:
                break
            pos = after
            if pos.phase == ENDED:
                return moves
        if pos.phase != PLAY:
            return moves
        hand = pos.hands[pos.turn]
        if len(hand) == 1:
            verdict, after = rule_on(pos, GoOut(discard=hand[0]))
            if after is not None:
                moves.append(GoOut(discard=hand[0]))
                return moves
        for card in self._discard_order(pos):
            verdict, after = rule_on(pos, Discard(card))
            if after is not None:
                moves.append(Discard(card))
                return moves
        return moves

    def _play(self, pos: Position, move: Move, moves: list[Move]) -> Position | None:
        verdict, after = rule_on(pos, move)
        if after is None:
            return None
        moves.append(move)
        return after

    def _discard_order(self, pos: Position) -> list[Card]:
        """Singletons of low value first; wild cards and pairs last."""
        hand = pos.hands[pos.turn]
        counts = Counter(c.rank for c in hand)
        points = CARD_POINTS[pos.ruleset.card_values]

        def keep_value(card: Card) -> tuple:
            return (card.is_wild or card is JOKER, counts[card.rank], points[card], self.rng.random())
        return sorted(set(hand), key=keep_value)


@dataclass(frozen=True)
class HandResult:
    turns: int
    moves: int
    position: Position
    went_out: int | None


def play_hand(ruleset: Ruleset, rng: random.Random, max_turns: int = 1000) -> HandResult:
    """Deal and play one hand to its end with bots in every seat."""
    pos = deal(ruleset, rng)
    bot = Bot(rng)
    turns = moves = 0
    while pos.phase != ENDED and turns < max_turns:
        if pos.phase == DRAW and pos.stock_size == 0 and not pile_takes(pos):
            break  # the stock is exhausted and the pile cannot be taken: the hand ends
        turn_moves = bot.turn(pos)
        if not turn_moves:
            break
        for move in turn_moves:
            verdict, after = rule_on(pos, move)
            assert after is not None, verdict
            pos = after
        turns += 1
        moves += len(turn_moves)
        if pos.phase == PLAY:
            break  # a turn that could not end (no legal discard): stop the hand rather than loop
    return HandResult(turns, moves, pos, pos.went_out)
