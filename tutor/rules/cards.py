"""Cards: ranks, suits, parsing and the shared flyweight instances.

Every card that exists is one interned :class:`Card` object, so cards compare
and hash by identity, which keeps the referee's multiset arithmetic cheap.

>>> Card.parse("10h")
Card.parse('10H')
>>> Card.parse("T♦").text, Card.parse("★").text
('10D', 'JK')
>>> Card.parse("2C").is_wild, Card.parse("3D").is_red_three
(True, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from enum import Enum, IntEnum
from operator import attrgetter


class Rank(IntEnum):
    """Ranks in sequence order (4 … ace), so Samba sequences are runs of values."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def is_natural(self) -> bool:
        """Natural ranks are four to ace: the ranks that melds are made of."""
        return Rank.FOUR <= self <= Rank.ACE


_RANK_SYMBOLS = {
    Rank.TWO: "2",
    Rank.THREE: "3",
    Rank.FOUR: "4",
    Rank.FIVE: "5",
    Rank.SIX: "6",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.JOKER: "JK",
}


class Suit(Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def glyph(self) -> str:
        return _SUIT_GLYPHS[self]


_SUIT_GLYPHS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_BY_LETTER = {s.value: s for s in Suit} | {g: s for s, g in _SUIT_GLYPHS.items()}
_RANK_BY_TEXT = {sym: r for r, sym in _RANK_SYMBOLS.items() if r is not Rank.JOKER} | {"T": Rank.TEN}


class CardError(ValueError):
    """A string that is not a card."""


class Card:
    """One card face. Use :meth:`parse` or :data:`CARDS`; never construct directly."""

    __slots__ = ("rank", "suit", "text", "is_wild", "is_natural", "is_three", "is_red_three", "is_black_three", "sort_key")

    rank: Rank
    suit: Suit | None

    def __init__(self, rank: Rank, suit: Suit | None):
        self.rank = rank
        self.suit = suit
        self.text = "JK" if rank is Rank.JOKER or suit is None else rank.symbol + suit.value
        self.is_wild = rank in (Rank.TWO, Rank.JOKER)
        self.is_natural = rank.is_natural
        self.is_three = rank is Rank.THREE
        self.is_red_three = self.is_three and suit is not None and suit.is_red
        self.is_black_three = self.is_three and suit is not None and not suit.is_red
        suit_order = "SHDC".index(suit.value) if suit else 4
        self.sort_key = (rank, suit_order)

    @staticmethod
    def parse(text: str) -> Card:
        """Parse the position format's card notation (ASCII letters in either case, ASCII blanks around it ignored)."""
        if not isinstance(text, str):
            raise CardError(f"not a card: {text!r}")
        card = _BY_TEXT.get(text)  # as the app writes it: nothing to fold or trim (a file holds hundreds)
        if card is not None:
            return card
        # Only ASCII folds and only ASCII blanks are trimmed: "ſ".upper() is "S", and a card
        # padded with a no-break space should not pass for a card: a dispute file must mean one thing.
        key = "".join(ch.upper() if ch.isascii() else ch for ch in text.strip(" \t"))
        card = _BY_TEXT.get(key)
        if card is None:
            raise CardError(f"not a card: {text!r}")
        return card

    @property
    def label(self) -> str:
        """Short display form with a suit symbol: ``K♠``, ``10♥``, ``★``."""
        if self.suit is None:
            return "★"
        return self.rank.symbol + self.suit.glyph

    def __repr__(self) -> str:
        return f"Card.parse({self.text!r})"

    def __str__(self) -> str:
        return self.text

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        """A copy or an unpickled card is the one card of its face: cards compare by identity."""
        return Card.parse, (self.text,)

    # No ordering methods: a class with a comparison written in Python makes every ``==`` between its
    # objects a Python call, and hands are searched with ``in`` and ``remove`` all the time. Cards are
    # ordered with ``sort_key`` (``sorted_cards``).


JOKER = Card(Rank.JOKER, None)
#: Every distinct card face: 52 suited cards and the joker.
CARDS: tuple[Card, ...] = tuple(Card(r, s) for r in Rank if r is not Rank.JOKER for s in Suit) + (JOKER,)

_BY_TEXT: dict[str, Card] = {}
for _card in CARDS:
    if _card is JOKER:
        _BY_TEXT.update({"JK": JOKER, "★": JOKER})
        continue
    for _rank_text, _rank in _RANK_BY_TEXT.items():
        if _rank is not _card.rank:
            continue
        for _suit_text, _suit in _SUIT_BY_LETTER.items():
            if _suit is _card.suit:
                _BY_TEXT[_rank_text + _suit_text] = _card


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Cards in the position format's notation; :class:`CardError` for the first that is none."""
    if type(texts) is not list:
        texts = list(texts)
    try:  # as the app writes them: one lookup each, without a call of Python per card (a file holds hundreds)
        return list(map(_BY_TEXT.__getitem__, texts))
    except (KeyError, TypeError):  # a card to fold or trim, or one that is none (TypeError: a list, say)
        return [Card.parse(t) for t in texts]


def sorted_cards(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=_SORT_KEY)


_SORT_KEY = attrgetter("sort_key")


def multiset(cards: Iterable[Card]) -> Counter:
    return Counter(cards)
