"""Melds on the table: what kind of meld a set of cards is, and whether it is a canasta.

>>> from .cards import parse_cards
>>> m = Meld(parse_cards(["8S", "8H", "8D", "2C"]))
>>> m.kind, m.rank.name, m.naturals, m.wilds, m.is_canasta
('rank', 'EIGHT', 3, 1, False)
>>> Meld(parse_cards(["4H", "5H", "6H"]), sequences=True).kind
'sequence'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import JOKER, Card, Rank, Suit

RANK = "rank"
SEQUENCE = "sequence"
WILD = "wild"
BLACK_THREES = "black-threes"
THREES = "threes"  # any other meld with threes in it: never valid
MIXED_RANKS = "mixed-ranks"  # naturals of several ranks that are not a sequence

CANASTA_SIZE = 7


class Meld:
    """An immutable group of cards with its shape worked out once."""

    __slots__ = ("cards", "kind", "rank", "suit", "naturals", "wilds", "jokers")

    cards: tuple[Card, ...]
    kind: str
    rank: Rank | None
    suit: Suit | None

    def __init__(self, cards: Iterable[Card], sequences: bool = False):
        self.cards = tuple(cards)
        wilds = jokers = threes = naturals = 0
        rank = None
        one_rank = True  # so far, every natural is of ``rank``
        for card in self.cards:
            if card.is_wild:
                wilds += 1
                if card is JOKER:
                    jokers += 1
            elif card.is_three:
                threes += 1
            else:
                naturals += 1
                if rank is None:
                    rank = card.rank
                elif card.rank is not rank:
                    one_rank = False
        self.wilds = wilds
        self.jokers = jokers
        self.naturals = naturals
        self.suit = None
        self.rank = None
        if threes:
            only_black = threes == len(self.cards) and all(c.is_black_three for c in self.cards)
            self.kind = BLACK_THREES if only_black else THREES
            self.rank = Rank.THREE
        elif not naturals:
            self.kind = WILD
        elif one_rank:
            self.kind = RANK
            self.rank = rank
        elif sequences and is_sequence([c for c in self.cards if not c.is_wild]):
            self.kind = SEQUENCE
            self.suit = next(c.suit for c in self.cards if not c.is_wild)
        else:
            self.kind = MIXED_RANKS

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def is_canasta(self) -> bool:
        return len(self.cards) >= CANASTA_SIZE and self.kind in (RANK, SEQUENCE, WILD)

    @property
    def is_natural(self) -> bool:
        return self.wilds == 0

    def extended(self, cards: Sequence[Card], sequences: bool) -> Meld:
        """This meld with ``cards`` added. Laying naturals of its rank or wild cards on a meld of
        one rank is the common case (every lay-off the referee or the hints try), so only the
        added cards are looked at then; anything else is worked out afresh."""
        if self.kind == RANK:
            rank, wilds, jokers = self.rank, 0, 0
            for card in cards:
                if card.is_wild:
                    wilds += 1
                    jokers += card is JOKER
                elif card.rank is not rank:
                    break
            else:
                grown = object.__new__(Meld)
                grown.cards = self.cards + tuple(cards)
                grown.kind, grown.rank, grown.suit = RANK, rank, None
                grown.wilds = self.wilds + wilds
                grown.jokers = self.jokers + jokers
                grown.naturals = self.naturals + len(cards) - wilds
                return grown
        return Meld(self.cards + tuple(cards), sequences)

    def __repr__(self) -> str:
        return f"Meld({[c.text for c in self.cards]!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Meld) and sorted(c.sort_key for c in self.cards) == sorted(c.sort_key for c in other.cards)

    def __hash__(self) -> int:
        return hash(tuple(sorted(c.sort_key for c in self.cards)))


def is_sequence(naturals: Sequence[Card]) -> bool:
    """Distinct consecutive ranks of one suit (4 … ace), no wild cards."""
    suit = naturals[0].suit
    if [c.suit for c in naturals].count(suit) != len(naturals):  # compared in C: a meld is checked at every move
        return False
    ranks = sorted([c.rank for c in naturals])
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def same_suit_distinct(naturals: Sequence[Card]) -> bool:
    """Looks like an attempted sequence: one suit, no repeated rank."""
    suit = naturals[0].suit
    ranks = [c.rank for c in naturals]
    return all(c.suit is suit for c in naturals) and len(set(ranks)) == len(ranks)
