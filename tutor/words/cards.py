"""The words for cards in the current language: ``King of Spades``, ``K♠`` / ``R♠`` / ``10♥``, the index letters.

Apart from explain.py because the card painter and the lesson text need them long before any ruling is
explained, and explain.py brings the referee's vocabulary with it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable

from ..i18n import N_, _, pgettext
from ..rules.cards import Card, Rank, Suit

RANK_NAMES = {
    Rank.ACE: N_("Ace"),
    Rank.KING: N_("King"),
    Rank.QUEEN: N_("Queen"),
    Rank.JACK: N_("Jack"),
    Rank.TEN: N_("Ten"),
    Rank.NINE: N_("Nine"),
    Rank.EIGHT: N_("Eight"),
    Rank.SEVEN: N_("Seven"),
    Rank.SIX: N_("Six"),
    Rank.FIVE: N_("Five"),
    Rank.FOUR: N_("Four"),
    Rank.THREE: N_("Three"),
    Rank.TWO: N_("Two"),
    Rank.JOKER: N_("Joker"),
}
SUIT_NAMES = {Suit.SPADES: N_("Spades"), Suit.HEARTS: N_("Hearts"), Suit.DIAMONDS: N_("Diamonds"), Suit.CLUBS: N_("Clubs")}


def card_name(card: Card) -> str:
    """``King of Spades`` / ``Joker`` in the current language."""
    if card.suit is None:
        return _(RANK_NAMES[Rank.JOKER])
    return _("{rank} of {suit}").format(rank=_(RANK_NAMES[card.rank]), suit=_(SUIT_NAMES[card.suit]))


# The index letters of the face cards as each language prints them (K D B A; R D V A; K Q J A).
_RANK_LETTERS: dict[Rank, Callable[[], str]] = {
    Rank.ACE: lambda: pgettext("card index", "A"),
    Rank.KING: lambda: pgettext("card index", "K"),
    Rank.QUEEN: lambda: pgettext("card index", "Q"),
    Rank.JACK: lambda: pgettext("card index", "J"),
}


def rank_label(rank: Rank) -> str:
    """The index a card of this rank shows: ``K`` / ``R`` / ``10`` in the current language."""
    letter = _RANK_LETTERS.get(rank)
    return letter() if letter else rank.symbol


def card_label(card: Card) -> str:
    """``K♠`` / ``R♠`` / ``10♥`` / ``★``: the short form of a card in the current language."""
    if card.suit is None:
        return card.label
    return rank_label(card.rank) + card.suit.glyph


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in their short forms, space-separated, as the current language writes them: ``8♥ 8♣ R♠ ★``."""
    return " ".join(card_label(card) for card in cards)


#: cards as the short forms write them in a sentence, one or several in a row (``K♠ ★ 10♥``): an index (any
#: language's letters) and a suit symbol, or ★
_CARD = r"(?:(?:10|[2-9AKQJDBVRT])[♠♥♦♣]|★)"


@functools.cache
def _cards_in_text() -> re.Pattern:
    """Compiled when first needed: the start has no sentence to read out."""
    return re.compile(rf"(?<![\w♠♥♦♣★]){_CARD}(?: {_CARD})*")


def cards_in_words(text: str) -> str:
    """``text`` with the cards in their short forms named in words (``K♠ ★`` → ``King of Spades, Joker``), as a
    screen reader should say them: the symbols are read as "black spade suit", if at all."""
    if not any(mark in text for mark in "♠♥♦♣★"):  # no card in it (a hand's caption at the start)
        return text
    return _cards_in_text().sub(lambda match: ", ".join(card_name(c) for c in read_typed_cards(match.group(0))), text)


# Cards typed by a person: the position format's codes (KS, 10H, TD, JK), the suit symbols (K♠, ★), and the
# face-card letters of all three languages at once (K Q J A; K D B A; R D V A), which never clash.
_TYPED_RANKS = {
    "A": Rank.ACE,
    "K": Rank.KING,
    "R": Rank.KING,
    "Q": Rank.QUEEN,
    "D": Rank.QUEEN,
    "J": Rank.JACK,
    "B": Rank.JACK,
    "V": Rank.JACK,
    "T": Rank.TEN,
}
_TYPED_SUITS = {
    "S": Suit.SPADES,
    "H": Suit.HEARTS,
    "D": Suit.DIAMONDS,
    "C": Suit.CLUBS,
    "♠": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}
_TYPED_JOKERS = {"JK", "★", "*", "JOKER"}


class TypedCardError(ValueError):
    """A word typed where a card was expected; ``word`` is that word as typed."""

    def __init__(self, word: str):
        super().__init__(word)
        self.word = word


def read_typed_cards(text: str) -> list[Card]:
    """Cards typed as ``K♠ ★ 7♠``, ``KS JK 7S``, ``R♠ D♥ V♦`` or ``B♣``, separated by blanks or commas.

    >>> [c.text for c in read_typed_cards("K♠ ★ 7s, 10♥ DD V♣ joker")]
    ['KS', 'JK', '7S', '10H', 'QD', 'JC', 'JK']
    """
    cards = []
    for word in text.replace(",", " ").replace(";", " ").split():
        key = word.upper()
        if key in _TYPED_JOKERS or word.casefold() == _(RANK_NAMES[Rank.JOKER]).casefold():
            cards.append(Card.parse("JK"))
            continue
        suit, rank_text = _TYPED_SUITS.get(key[-1]), key[:-1]
        rank = _TYPED_RANKS.get(rank_text)
        if rank is None and rank_text.isdigit() and 2 <= int(rank_text) <= 10:
            rank = Rank(int(rank_text))
        if suit is None or rank is None:
            raise TypedCardError(word)
        cards.append(Card.parse(rank.symbol + suit.value))
    return cards
