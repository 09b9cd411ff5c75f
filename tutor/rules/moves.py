"""Moves as value objects, one class per action of the position format.

>>> from .cards import parse_cards
>>> TakePile(with_=tuple(parse_cards(["KS", "KH"])))
TakePile(with_=(Card.parse('KS'), Card.parse('KH')), to=None, melds=(), seat=None)
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class Addition:
    """Cards laid onto meld ``to`` of ``team`` (None: the mover's team)."""

    to: int
    cards: tuple[Card, ...]
    team: int | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock (``seat``: the mover, where a position names it)."""

    seat: int | None = None
    action = "draw"


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the discard pile: ``with_`` the hand's cards that meld its top card, or ``to`` the side's meld it joins;
    ``melds`` laid in the same turn."""

    with_: tuple[Card, ...] = ()
    to: int | None = None
    melds: tuple[tuple[Card, ...], ...] = ()
    seat: int | None = None
    action = "take-pile"


@dataclass(frozen=True, slots=True)
class MeldMove:
    """Lay new ``melds`` from the hand and ``add`` cards to melds on the table."""

    melds: tuple[tuple[Card, ...], ...] = ()
    add: tuple[Addition, ...] = ()
    seat: int | None = None
    action = "meld"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard ``card`` onto the pile, ending the turn."""

    card: Card
    seat: int | None = None
    action = "discard"


@dataclass(frozen=True, slots=True)
class GoOut:
    """Go out: the last melds and lay-offs, and the ``discard`` that ends the hand where the rules want one."""

    melds: tuple[tuple[Card, ...], ...] = ()
    add: tuple[Addition, ...] = ()
    discard: Card | None = None
    permission: str | None = None  # "yes" / "no": the partner's answer when asked
    seat: int | None = None
    action = "go-out"


Move = Draw | TakePile | MeldMove | Discard | GoOut


def cards_named(move: Move) -> list[Card]:
    """The cards ``move`` names, as they leave the hand or join the table (a pile's top card is not named)."""
    cards: list[Card] = []
    if isinstance(move, TakePile):
        cards += move.with_
    if isinstance(move, (TakePile, MeldMove, GoOut)):
        cards += [c for meld in move.melds for c in meld]
    if isinstance(move, (MeldMove, GoOut)):
        cards += [c for addition in move.add for c in addition.cards]
    if isinstance(move, Discard):
        cards.append(move.card)
    if isinstance(move, GoOut) and move.discard is not None:
        cards.append(move.discard)
    return cards
