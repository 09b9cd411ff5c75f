"""The words for cards in the current language: ``King of Spades``, ``K♠`` / ``R♠`` / ``10♥``, the index letters.

Apart from explain.py because the card painter and the lesson text need them long before any ruling is
explained, and explain.py brings the referee's vocabulary with it.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import N_, _, pgettext
from .rules.cards import Card, Rank, Suit

RANK_NAMES = {
    Rank.ACE: N_("Ace"), Rank.KING: N_("King"), Rank.QUEEN: N_("Queen"), Rank.JACK: N_("Jack"),
    Rank.TEN: N_("Ten"), Rank.NINE: N_("Nine"), Rank.EIGHT: N_("Eight"), Rank.SEVEN: N_("Seven"),
    Rank.SIX: N_("Six"), Rank.FIVE: N_("Five"), Rank.FOUR: N_("Four"), Rank.THREE: N_("Three"),
    Rank.TWO: N_("Two"), Rank.JOKER: N_("Joker"),
}
SUIT_NAMES = {Suit.SPADES: N_("Spades"), Suit.HEARTS: N_("Hearts"), Suit.DIAMONDS: N_("Diamonds"),
              Suit.CLUBS: N_("Clubs")}


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
