"""Moves as value objects, one class per action of the position format.

>>> from .cards import parse_cards
>>> TakePile(with_=tuple(parse_cards(["KS", "KH"])))
TakePile(with_=(Card.parse('KS'), Card.parse('KH')), to=None, melds=(), seat=None)
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Any, ClassVar

from .cards import Card

_set = object.__setattr__  # past the __setattr__ that refuses every change, as a frozen dataclass sets its fields


class _Value:
    """An immutable value of named fields (``__slots__``), compared, hashed and shown by them, in the way of a
    frozen dataclass. The moves' methods are written once here: a dataclass compiles six for each class at every
    start (some 2 ms for the moves)."""

    __slots__: tuple[str, ...] = ()
    _values: ClassVar[attrgetter[Any]]

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        first, *others = cls.__slots__
        cls._values = attrgetter(first, *others)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values(self) == self._values(other)

    def __hash__(self) -> int:
        return hash((self.__class__, self._values(self)))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{self.__class__.__qualname__}({fields})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


class Addition(_Value):
    """Cards laid onto meld ``to`` of ``team`` (None: the mover's team)."""

    __slots__ = ("to", "cards", "team")
    to: int
    cards: tuple[Card, ...]
    team: int | None

    def __init__(self, to: int, cards: tuple[Card, ...], team: int | None = None) -> None:
        _set(self, "to", to)
        _set(self, "cards", cards)
        _set(self, "team", team)


class Draw(_Value):
    """Draw from the stock (``seat``: the mover, where a position names it)."""

    __slots__ = ("seat",)
    seat: int | None
    action = "draw"

    def __init__(self, seat: int | None = None) -> None:
        _set(self, "seat", seat)


class TakePile(_Value):
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
        _set(self, "with_", with_)
        _set(self, "to", to)
        _set(self, "melds", melds)
        _set(self, "seat", seat)


class MeldMove(_Value):
    """Lay new ``melds`` from the hand and ``add`` cards to melds on the table."""

    __slots__ = ("melds", "add", "seat")
    melds: tuple[tuple[Card, ...], ...]
    add: tuple[Addition, ...]
    seat: int | None
    action = "meld"

    def __init__(
        self, melds: tuple[tuple[Card, ...], ...] = (), add: tuple[Addition, ...] = (), seat: int | None = None
    ) -> None:
        _set(self, "melds", melds)
        _set(self, "add", add)
        _set(self, "seat", seat)


class Discard(_Value):
    """Discard ``card`` onto the pile, ending the turn."""

    __slots__ = ("card", "seat")
    card: Card
    seat: int | None
    action = "discard"

    def __init__(self, card: Card, seat: int | None = None) -> None:
        _set(self, "card", card)
        _set(self, "seat", seat)


class GoOut(_Value):
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
        _set(self, "melds", melds)
        _set(self, "add", add)
        _set(self, "discard", discard)
        _set(self, "permission", permission)
        _set(self, "seat", seat)


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
