"""What would have been legal: the legal moves nearest to a refused one.

The candidates come from the hint generator (every way to take the pile, the melds possible
now, all legal by construction), plus drawing and each discard the referee accepts; they are
ranked by how many of the tried move's cards they keep, then by how few cards they add.

>>> from .notation import read_position
>>> loaded = read_position({"format": "canasta-position/1", "players": 2, "hands": [["KS", "KH", "2C", "5D"], 9],
...     "stock": 40, "discard": ["4C", "2D", "KD"], "melds": [[["QS", "QH", "QD"]], []],
...     "move": {"action": "take-pile", "with": ["KS", "2C"]}})  # frozen by the 2♦: only a natural pair
>>> found = nearest_legal(loaded.position, loaded.moves[0])
>>> [m.action for m in found], [c.text for c in found[0].with_]
(['take-pile', 'take-pile', 'draw'], ['KS', 'KH', '2C'])
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from .cards import Card
from .hints import meld_hints, pile_takes
from .moves import Discard, Draw, GoOut, MeldMove, Move, cards_named
from .referee import MoveInputError, check
from .state import DRAW, ENDED, PLAY, Position


def _named(move: Move) -> Counter:
    return Counter(cards_named(move))


def _legal_candidates(pos: Position, move: Move) -> list[Move]:
    """The legal moves to choose from: the hints (legal by construction) and the draw or discards the
    referee accepts."""
    if pos.phase == DRAW:
        return [*pile_takes(pos), *[m for m in (Draw(),) if _legal(pos, m)]]
    if pos.phase != PLAY:
        return []
    hand = pos.hands[pos.turn]
    discards: list[Move] = [d for d in (Discard(card) for card in dict.fromkeys(hand)) if _legal(pos, d)]
    if isinstance(move, Discard):
        return discards
    versions: list[Move] = [v for v in _versions(move, hand) if _legal(pos, v)] if isinstance(move, MeldMove) else []
    # a yes to a question the player may not ask: the same going out, without asking (after a no, never)
    if isinstance(move, GoOut) and move.permission == "yes":
        versions += [v for v in (GoOut(melds=move.melds, add=move.add, discard=move.discard),) if _legal(pos, v)]
    return [*versions, *meld_hints(pos), *discards]


def _versions(move: MeldMove, hand: list[Card]) -> list[MeldMove]:
    """The intended play, changed a little: each meld without its wild cards or one card smaller, the move
    without one of its melds or additions, and, for an opening short of its minimum, the move with one or two
    more groups of the hand's natural cards and with the hand's wild cards put to one of its melds."""
    melds, add = list(move.melds), move.add
    versions = []
    for i, meld in enumerate(melds):
        split = _split_by_rank(meld)
        if split:
            versions.append(MeldMove(melds=(*melds[:i], *split, *melds[i + 1 :]), add=add))
        naturals = tuple(c for c in meld if not c.is_wild)
        if len(naturals) < len(meld) and len(naturals) >= 3:
            versions.append(MeldMove(melds=(*melds[:i], naturals, *melds[i + 1 :]), add=add))
        for drop in dict.fromkeys(meld):
            smaller = list(meld)
            smaller.remove(drop)
            if len(smaller) >= 3:
                versions.append(MeldMove(melds=(*melds[:i], tuple(smaller), *melds[i + 1 :]), add=add))
    if len(melds) + len(add) > 1:
        versions += [MeldMove(melds=(*melds[:i], *melds[i + 1 :]), add=add) for i in range(len(melds))]
        versions += [MeldMove(melds=move.melds, add=(*add[:i], *add[i + 1 :])) for i in range(len(add))]
    left = Counter(hand) - _named(move)
    by_rank: dict = {}
    wilds: list[Card] = []
    for card in left.elements():
        if card.is_wild:
            wilds.append(card)
        elif not card.is_three:
            by_rank.setdefault(card.rank, []).append(card)
    groups = [tuple(group) for group in by_rank.values() if len(group) >= 3]
    grown = [[*melds, group] for group in groups] + [
        [*melds, first, second] for i, first in enumerate(groups) for second in groups[i + 1 :]
    ]
    versions += [MeldMove(melds=tuple(meld_list), add=add) for meld_list in grown]
    for meld_list in [melds, *grown]:  # the wild cards left, one, two … of them, put to one meld at a time
        for i, meld in enumerate(meld_list):
            for count in range(1, len(wilds) + 1):
                joined = (*meld_list[:i], (*meld, *wilds[:count]), *meld_list[i + 1 :])
                versions.append(MeldMove(melds=tuple(joined), add=add))
    return versions


def _split_by_rank(meld: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Cards of several ranks offered as one meld, as the melds of one rank each they could be: a pair gets a
    wild card of the meld's to make three, the wild cards left join the biggest group. Empty when the naturals
    share a rank or a group would stay short."""
    by_rank: dict = {}
    wilds: list[Card] = []
    for card in meld:
        (wilds if card.is_wild else by_rank.setdefault(card.rank, [])).append(card)
    if len(by_rank) < 2:
        return []
    groups = sorted(by_rank.values(), key=len, reverse=True)
    for group in groups:
        if len(group) == 2 and wilds:
            group.append(wilds.pop())
    if any(len(group) < 3 for group in groups):
        return []
    groups[0].extend(wilds)
    return [tuple(group) for group in groups]


def _legal(pos: Position, move: Move) -> bool:
    try:
        return check(pos, move).legal
    except MoveInputError:
        return False


class HandOver(NamedTuple):
    """The hand as a draw from an empty stock leaves it: ended, unless the pile is taken."""

    position: Position
    #: the pile could be taken instead (and the rules let the player decline it)
    pile_declined: bool


def hand_over(pos: Position, move: Move) -> HandOver | None:
    """The hand as it ends when ``move`` is a draw from an empty stock (canasta.ch, “Wenn der Talon (Stock)
    ausgeht”; pagat-style): the draw stays refused, and unless the player takes the pile the hand is scored as
    it stands, without a side going out. None for any other move or position, and where the rules make the
    player take the pile (``stock_end_must_take``)."""
    if not isinstance(move, Draw) or pos.phase != DRAW or pos.stock_size or pos.talon_size(pos.turn):
        return None
    takes = bool(pile_takes(pos))
    if takes and pos.must_take_pile():
        return None
    ended = pos.successor()
    ended.phase = ENDED
    return HandOver(ended, takes)


def nearest_legal(pos: Position, move: Move, limit: int = 3) -> list[Move]:
    """Up to ``limit`` legal moves closest to ``move`` (of its kind first), best first."""
    tried = _named(move)

    def distance(candidate: Move) -> tuple:
        named = _named(candidate)
        kept = sum((tried & named).values())
        return (type(candidate) is not type(move), -kept, sum((named - tried).values()))

    unique = {_same_play(candidate): candidate for candidate in reversed(_legal_candidates(pos, move))}
    return sorted(reversed(unique.values()), key=distance)[:limit]


def _same_play(move: Move) -> tuple:
    """What makes two moves the same play at the table, whatever the order of their melds and cards (one meld
    reached by dropping its wild card and by dropping the card that spoiled the sequence is offered once)."""

    def cards(group) -> tuple[str, ...]:
        return tuple(sorted(card.text for card in group))

    melds = tuple(sorted(cards(meld) for meld in getattr(move, "melds", ())))
    additions = tuple(sorted((a.to, a.team, cards(a.cards)) for a in getattr(move, "add", ())))
    single = getattr(move, "card", None) or getattr(move, "discard", None)
    return (
        type(move).__name__,
        melds,
        additions,
        cards(getattr(move, "with_", ())),
        getattr(move, "to", None),
        single.text if single is not None else None,
        getattr(move, "permission", None),
    )
