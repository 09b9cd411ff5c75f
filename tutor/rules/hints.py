"""Legal moves worth showing: the ways to take the pile and the melds possible now.

Candidates are built from the hand and each one is put to the referee, so a
hint is never something the referee would refuse.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations

from .cards import Card
from .melds import RANK, SEQUENCE
from .moves import Addition, MeldMove, TakePile
from .referee import MoveInputError, rule_on
from .state import DRAW, PLAY, Position


def _by_rank(hand: list[Card]) -> tuple[dict, list[Card]]:
    groups: dict = defaultdict(list)
    wilds = []
    for card in hand:
        if card.is_wild:
            wilds.append(card)
        elif card.is_natural:
            groups[card.rank].append(card)
    return groups, wilds


def _distinct_subsets(cards: list[Card], smallest: int) -> set[tuple[Card, ...]]:
    """Every different multiset of ``cards`` with at least ``smallest`` cards (equal cards are one choice)."""
    ordered = sorted(cards, key=lambda c: c.sort_key)
    return {combo for n in range(smallest, len(ordered) + 1) for combo in combinations(ordered, n)}


def pile_takes(pos: Position) -> list[TakePile]:
    """Every distinct simple way to take the pile that the referee accepts now."""
    return [move for move, _after in pile_takes_ruled(pos)]


def pile_takes_ruled(pos: Position) -> list[tuple[TakePile, Position]]:
    """The pile takes with the position after each, as the referee ruled on them."""
    if pos.phase != DRAW or not pos.discard:
        return []
    top = pos.discard[-1]
    if (top.is_wild or top.is_three) and not pos.talon_size(pos.turn):
        return []  # a stop card or a three on top: the referee refuses every way of taking the pile
    hand = pos.hands[pos.turn]
    groups, wilds = _by_rank(hand)
    same = groups.get(top.rank, [])
    # A frozen pile, or rules that always ask for one, is taken only with a natural pair from the hand.
    needs_pair = pos.ruleset.pile_natural_pair_always or pos.frozen_reason(pos.team()) is not None
    if needs_pair and len(same) < 2 and not pos.talon_size(pos.turn):
        return []
    candidates: list[TakePile] = []
    # The top card's naturals from the hand (one, a pair, all), each with none to all of the wild cards:
    # wild cards can lift the pile's meld to the opening minimum (7♣ 7♦ 2♣ 2♦ on a 7♣ makes 55).
    # "Distinct" means a different multiset of cards: 2♥ and 2♠ are different hints.
    naturals = _distinct_subsets(same, 2 if needs_pair else 1)
    for natural in sorted(naturals, key=len, reverse=True):
        for wild in sorted(_distinct_subsets(wilds, 0), key=len):
            if len(natural) + len(wild) >= 2:
                candidates.append(TakePile(with_=natural + wild))
    for i, meld in enumerate(pos.melds[pos.team()]):
        if meld.kind in (RANK, SEQUENCE):
            candidates.append(TakePile(to=i))
    if pos.ruleset.sequences and top.suit is not None:
        candidates.extend(_sequence_takes(hand, top))
    legal = []
    for move in candidates:
        after = _ruled(pos, move)
        if after is not None:
            legal.append((move, after))
            continue
        # Before the first meld, the pile may still open if the rest of the hand reaches the minimum.
        if not pos.has_melded(pos.team()) and move.with_:
            rest = list(hand)
            for card in move.with_:
                rest.remove(card)
            extra = _opening_melds(pos, rest, top.rank)
            if extra:
                opened = TakePile(with_=move.with_, to=move.to, melds=tuple(extra))
                after = _ruled(pos, opened)
                if after is not None:
                    legal.append((opened, after))
    return legal


def _sequence_takes(hand: list[Card], top: Card) -> list[TakePile]:
    suited = sorted({c.rank: c for c in hand if c.suit is top.suit and c.is_natural}.values(), key=lambda c: c.rank)
    found = []
    for a, b in combinations(suited, 2):
        ranks = sorted([a.rank, b.rank, top.rank])
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            found.append(TakePile(with_=(a, b)))
    return found


def _opening_melds(pos: Position, hand: list[Card], skip_rank) -> list[tuple[Card, ...]]:
    """Natural groups of three or more, then pairs completed by a spare wild card."""
    groups, wilds = _by_rank(hand)
    melds = [tuple(cards) for rank, cards in groups.items() if rank is not skip_rank and len(cards) >= 3]
    for rank, cards in groups.items():
        if rank is not skip_rank and len(cards) == 2 and wilds:
            melds.append((*cards, wilds.pop()))
    return melds


def meld_options(pos: Position) -> list[MeldMove]:
    """Melds the referee would accept now (in the draw phase: once the player has drawn)."""
    return [move for move, _after in meld_options_ruled(pos)]


def meld_options_ruled(pos: Position) -> list[tuple[MeldMove, Position]]:
    """The melds with the position after each, as the referee ruled on them."""
    probe = pos
    if pos.phase == DRAW:
        probe = pos.successor()
        probe.phase = PLAY
    if probe.phase != PLAY:
        return []
    hand = probe.hands[probe.turn]
    groups, wilds = _by_rank(hand)
    team = probe.team()
    candidates: list[MeldMove] = []
    rank_melds = []
    for cards in groups.values():
        if len(cards) >= 3:
            rank_melds.append(tuple(cards))
        elif len(cards) == 2 and wilds:
            rank_melds.append((*cards, wilds[0]))
    for meld in rank_melds:
        candidates.append(MeldMove(melds=(meld,)))
    if len(rank_melds) > 1:
        candidates.append(MeldMove(melds=tuple(rank_melds)))
    for i, meld in enumerate(probe.melds[team]):
        if meld.kind != RANK:
            continue
        same = groups.get(meld.rank, [])
        if same:
            candidates.append(MeldMove(add=(Addition(to=i, cards=tuple(same)),)))
        if wilds:
            candidates.append(MeldMove(add=(Addition(to=i, cards=(wilds[0],)),)))
    seen = set()
    legal = []
    for move in candidates:
        key = (move.melds, move.add)
        if key in seen:
            continue
        seen.add(key)
        after = _ruled(probe, move)
        if after is not None:
            legal.append((move, after))
    return legal


def _ruled(pos: Position, move) -> Position | None:
    """The position after ``move`` if the referee accepts it."""
    try:
        return rule_on(pos, move)[1]
    except MoveInputError:
        return None
