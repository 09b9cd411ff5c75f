"""The hints list every way to take the pile: an independent search, on small hands before the side's first
meld, tries every set of hand cards with the top card and every split of the rest into new melds, and each
set that the referee accepts in some way must be among the hints (a property).

Each hand also holds three cards that no meld can use (distinct ranks and suits, no two in a row), which the
search leaves in the hand: a take never empties it, where only the referee decides (going out)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import position
from tests.support.hint_oracle import shape
from tutor.rules.cards import CARDS, Card, Rank
from tutor.rules.hints import pile_takes
from tutor.rules.moves import TakePile
from tutor.rules.notation import PositionError
from tutor.rules.presets import PRESETS
from tutor.rules.referee import MoveInputError, rule_on
from tutor.rules.variants import Ruleset

NATURAL_RANKS = [r for r in Rank if r not in (Rank.TWO, Rank.THREE, Rank.JOKER)]


def _sub_multisets(cards: list[Card]):
    """Every distinct sub-multiset of ``cards``, as tuples."""
    seen = set()
    for size in range(len(cards) + 1):
        for combo in combinations(cards, size):
            key = tuple(sorted(combo, key=lambda c: c.sort_key))
            if key not in seen:
                seen.add(key)
                yield key


def _splits(cards: tuple[Card, ...]):
    """Every way to lay some of ``cards`` as new melds of three or more (each meld a sorted tuple)."""
    yield ()
    if len(cards) < 3:
        return
    first, rest = cards[0], cards[1:]
    # melds containing the first card, then the splits of what remains; or the first card stays in the hand
    for size in range(2, len(rest) + 1):
        for others in set(combinations(rest, size)):
            meld = (first, *others)
            left = list(rest)
            for card in others:
                left.remove(card)
            for more in _splits(tuple(left)):
                yield (meld, *more)
    for more in _splits(rest):
        if more:
            yield more


def pile_meld(pos, after) -> tuple:
    """What a take made of the pile: the shape of the meld the top card went into (before the side's first
    meld it is the first meld; under one meld per rank, melds of the top card's rank join it)."""
    cards = list(after.melds[pos.team()][0].cards)
    cards.remove(pos.discard[-1])
    return shape(cards)


def legal_take_shapes(pos, ballast: list[Card]) -> set:
    """The pile meld of every take the referee accepts, with any split of the rest of the hand into new melds
    (``ballast``: cards of the hand no meld can use, left out of the search)."""
    hand = list(pos.hands[pos.turn])
    for card in ballast:
        hand.remove(card)
    found = set()
    for with_ in _sub_multisets(hand):
        rest = list(hand)
        for card in with_:
            rest.remove(card)
        for melds in _splits(tuple(sorted(rest, key=lambda c: c.sort_key))):
            try:
                verdict, after = rule_on(pos, TakePile(with_=with_, melds=melds))
            except MoveInputError:
                continue
            if verdict.legal:
                found.add(pile_meld(pos, after))
    return found


def small_opening_position(rng: random.Random):
    """A position before the side's first meld, its hand made to hold the top card's rank, wild cards and a
    group of another rank: the shapes of take a hint generator is likely to miss."""
    variant = rng.choice(list(PRESETS))
    players = rng.choice(PRESETS[variant].players)
    ruleset = Ruleset.build(variant, players)
    top_rank, other = rng.sample(NATURAL_RANKS, 2)
    by_rank = {card.rank: [c for c in CARDS if c.rank is card.rank] for card in CARDS}
    wilds = [c for c in CARDS if c.is_wild]
    hand = [rng.choice(by_rank[top_rank]) for _ in range(rng.randint(1, 5))]
    hand += [rng.choice(by_rank[other]) for _ in range(rng.choice((0, 3, 3, 4)))]
    hand += rng.sample(wilds, rng.randint(0, 2))
    top = rng.choice(by_rank[top_rank])
    hand = hand[:7]
    spaced = [r for r in NATURAL_RANKS[::3] if r not in (top_rank, other)][:3]
    ballast = [Card.parse(f"{rank.symbol}{suit}") for rank, suit in zip(spaced, "SHD")]
    hand += ballast
    if any(n > ruleset.copies(card) for card, n in Counter([*hand, top]).items()):
        return None
    teams = len(ruleset.default_teams())
    try:
        return ballast, position(
            variant=variant,
            players=players,
            turn=0,
            phase="draw",
            hands=[[c.text for c in hand]] + [9] * (players - 1),
            stock=30,
            discard=["4C", top.text],
            scores=[rng.choice((0, 0, 1500, 3000))] + [0] * (teams - 1),
            melds=[[] for _ in range(teams)],
        ).position
    except PositionError:
        return None


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_every_way_to_take_the_pile_is_hinted(rng):
    made = small_opening_position(rng)
    if made is None:
        return
    ballast, pos = made
    hinted = {pile_meld(pos, rule_on(pos, move)[1]) for move in pile_takes(pos) if move.to is None}
    missing = legal_take_shapes(pos, ballast) - hinted
    assert not missing, (pos.variant, " ".join(c.text for c in pos.hands[0]), pos.discard[-1].text, missing)
