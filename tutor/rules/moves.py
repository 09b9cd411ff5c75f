"""Moves as value objects, one class per action of the position format.

>>> from .cards import parse_cards
>>> TakePile(with_=tuple(parse_cards(["KS", "KH"])))
TakePile(with_=(Card.parse('KS'), Card.parse('KH')), to=None, melds=(), seat=None)
"""

from __future__ import annotations

from .cards import Card
from .values import Value, set_field


class Addition(Value):
    """Cards laid onto meld ``to`` of ``team`` (None: the mover's team)."""

    __slots__ = ("to", "cards", "team")
    to: int
    cards: tuple[Card, ...]
    team: int | None

    def __init__(self, to: int, cards: tuple[Card, ...], team: int | None = None) -> None:
        set_field(self, "to", to)
        set_field(self, "cards", cards)
        set_field(self, "team", team)


class Draw(Value):
    """Draw from the stock (``seat``: the mover, where a position names it)."""

    __slots__ = ("seat",)
    seat: int | None
    action = "draw"

    def __init__(self, seat: int | None = None) -> None:
        set_field(self, "seat", seat)


class TakePile(Value):
    """Take the discard pile: ``with_`` the hand's cards that meld its top card, or ``to`` the side's meld it joins;
    ``melds`` laid in the same turn."""

    __slots__ = ("with_", "to", "melds", "seat")
    with_: tuple[Card, ...]
    to: int | None
    melds: tuple[tuple[Card, ...], ...]
    seat: int | None
    action = "take-pile"

    def __init__(
        self,
        with_: tuple[Card, ...] = (),
        to: int | None = None,
        melds: tuple[tuple[Card, ...], ...] = (),
        seat: int | None = None,
    ) -> None:
        set_field(self, "with_", with_)
        set_field(self, "to", to)
        set_field(self, "melds", melds)
        set_field(self, "seat", seat)


class MeldMove(Value):
    """Lay new ``melds`` from the hand and ``add`` cards to melds on the table."""

    __slots__ = ("melds", "add", "seat")
    melds: tuple[tuple[Card, ...], ...]
    add: tuple[Addition, ...]
    seat: int | None
    action = "meld"

    def __init__(
        self, melds: tuple[tuple[Card, ...], ...] = (), add: tuple[Addition, ...] = (), seat: int | None = None
    ) -> None:
        set_field(self, "melds", melds)
        set_field(self, "add", add)
        set_field(self, "seat", seat)


class Discard(Value):
    """Discard ``card`` onto the pile, ending the turn."""

    __slots__ = ("card", "seat")
    card: Card
    seat: int | None
    action = "discard"

    def __init__(self, card: Card, seat: int | None = None) -> None:
        set_field(self, "card", card)
        set_field(self, "seat", seat)


class GoOut(Value):
    """Go out: the last melds and lay-offs, and the ``discard`` that ends the hand where the rules want one."""

    __slots__ = ("melds", "add", "discard", "permission", "seat")
    melds: tuple[tuple[Card, ...], ...]
    add: tuple[Addition, ...]
    discard: Card | None
    #: "yes" / "no": the partner's answer when asked
    permission: str | None
    seat: int | None
    action = "go-out"

    def __init__(
        self,
        melds: tuple[tuple[Card, ...], ...] = (),
        add: tuple[Addition, ...] = (),
        discard: Card | None = None,
        permission: str | None = None,
        seat: int | None = None,
    ) -> None:
        set_field(self, "melds", melds)
        set_field(self, "add", add)
        set_field(self, "discard", discard)
        set_field(self, "permission", permission)
        set_field(self, "seat", seat)


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
