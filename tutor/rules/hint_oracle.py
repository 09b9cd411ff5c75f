"""The hint generator checked against a brute-force search through the referee.

For a position in the play phase, every distinct set of hand cards is tried as a new meld and as a
lay-off onto each of the side's melds; the legal ones, reduced to the shape a hint stands for (rank
or run, naturals, twos, jokers, target meld), must be exactly the hints' shapes, and every hint must
be legal. Used by the property test (a few thousand small positions) and the longer benchmark run.
"""

from __future__ import annotations

import random
from itertools import combinations

from .bot import Bot, deal
from .cards import JOKER, Card
from .hints import meld_hints
from .moves import Addition, MeldMove
from .referee import MoveInputError, rule_on
from .state import DRAW, PLAY, Position
from .variants import Ruleset


def shape(cards) -> tuple:
    """What a hint stands for: the naturals' ranks (and suit, for a run), the number of twos and jokers."""
    naturals = sorted((c for c in cards if not c.is_wild), key=lambda c: c.sort_key)
    ranks = tuple(c.rank for c in naturals)
    run_suit = naturals[0].suit if len(set(ranks)) == len(ranks) > 1 and len({c.suit for c in naturals}) == 1 else None
    return ranks, run_suit, sum(1 for c in cards if c.is_wild and c is not JOKER), sum(1 for c in cards if c is JOKER)


def hint_key(move: MeldMove) -> tuple:
    if move.melds:
        return ("meld", shape(move.melds[0]))
    addition = move.add[0]
    return ("add", addition.to, shape(addition.cards))


def small_positions(ruleset: Ruleset, rng: random.Random):
    """Positions from real games, endlessly: after each player's draw, a copy of the position with the hand
    cut to two to five cards (the rest go back into the stock, so the pack stays whole)."""
    while True:
        pos, bot = deal(ruleset, rng), Bot(rng)
        for _turn in range(200):
            steps = bot.play_turn(pos) if pos.phase == DRAW else []
            if not steps:
                break
            drawn = steps[0][1]
            if drawn.phase == PLAY and drawn.hands[drawn.turn]:
                small = drawn.copy()
                hand = small.hands[small.turn]
                rng.shuffle(hand)
                cut = rng.randrange(2, 6)
                small.stock.extend(hand[cut:])
                del hand[cut:]
                yield small
            pos = steps[-1][1]


def brute_force_keys(pos: Position) -> set[tuple]:
    """The shapes of every legal single meld and single lay-off, found by trying every set of hand cards."""
    hand = pos.hands[pos.turn]
    distinct: dict[tuple, tuple[Card, ...]] = {}
    for size in range(1, len(hand) + 1):
        for combo in combinations(sorted(hand, key=lambda c: c.sort_key), size):
            distinct.setdefault(tuple(c.text for c in combo), combo)
    found = set()
    melds = pos.melds[pos.team()]
    for combo in distinct.values():
        moves = [MeldMove(melds=(combo,))] if len(combo) >= 3 else []
        moves += [MeldMove(add=(Addition(to=i, cards=combo),)) for i in range(len(melds))]
        for move in moves:
            try:
                if rule_on(pos, move)[1] is not None:
                    found.add(hint_key(move))
            except MoveInputError:
                pass
    return found


def compare(pos: Position) -> tuple[set, set, list]:
    """(legal shapes the hints miss, hint shapes that are not legal, hints the referee refuses)."""
    hints = meld_hints(pos)
    refused = [m for m in hints if rule_on(pos, m)[1] is None]
    hinted = {hint_key(m) for m in hints}
    legal = brute_force_keys(pos)
    return legal - hinted, hinted - legal, refused
