"""Immutable values of named fields, in the way of frozen dataclasses, with their methods written once.

A frozen dataclass compiles six methods for each class at every start (some 50 µs each): the moves, the rule
systems' settings and the sources' citations, all loaded before the window is usable, took some 4 ms that way.
A value class names its fields in ``__slots__`` and sets them in its ``__init__`` with :data:`set_field`.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Any, ClassVar

#: sets a field in ``__init__``, past the ``__setattr__`` that refuses every change (as a frozen dataclass does)
set_field = object.__setattr__


class Value:
    """An immutable value of named fields (``__slots__``), compared, hashed and shown by them."""

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

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        """Copied and pickled by its fields, given to ``__init__`` in the order of ``__slots__``."""
        return self.__class__, tuple(getattr(self, name) for name in self.__slots__)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")
