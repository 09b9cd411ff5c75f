"""The one strict reader of everything the app reads from outside: its own files (settings, progress, the
practice game, profiles, score-pad games), imported rules files, share codes and pasted text.

Every input goes the same way: its size is capped before anything is decoded, its JSON is read with the position
reader's limits (``tutor.rules.strict_json``: nesting, long numbers, NaN, duplicate keys), and the data is held to
the declared shape of its kind, field by field (a small description per kind, in plain Python: :class:`Record`,
:class:`Whole`, :class:`ListOf` …). Whatever is wrong is one :class:`UnreadableFile`, naming the file and the field,
worded at the edge in the reader's language (``tutor.words.explain.input_error``). Callers catch that one type; a
file of the user's is then set aside and said so (``tutor.storage.set_aside``), and everything else is kept.

This module loads before the first paint: it imports neither ``json`` nor the rules (the parser loads with the first
file to parse), and the shapes are plain classes.

>>> SHAPE = Record({"name": Text(20), "count": Whole(0, 9)})
>>> SHAPE.check({"name": "Oma", "count": 3})
{'name': 'Oma', 'count': 3}
>>> try:
...     parse(b'{"name": "Oma", "count": [3]}', SHAPE, "x.json")
... except UnreadableFile as exc:
...     print(exc.source, exc.field, exc.detail)
x.json count must be a whole number from 0 to 9
"""

from __future__ import annotations

import math
from typing import Any

from .rules.errors import N_, InputError, UnreadableFile

__all__ = ["UnreadableFile"]  # the one error, kept with the rules' errors so that the position reader's is one

#: user files are small; anything larger is not ours and is never read whole
MAX_BYTES = 1_000_000


def _joined(outer: str, inner: str) -> str:
    if not outer:
        return inner
    if not inner:
        return outer
    return f"{outer}{inner}" if inner.startswith("[") else f"{outer}.{inner}"


# -- shapes ------------------------------------------------------------------------------------------------------


class Shape:
    """What one value of a file must be. ``check`` returns the value (cleaned where said) or raises
    :class:`UnreadableFile` naming ``field``."""

    def check(self, value: Any, field: str = "") -> Any:
        raise NotImplementedError


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Whole(Shape):
    """A whole number from ``low`` to ``high`` (``true`` is not one)."""

    def __init__(self, low: int, high: int):
        self.low, self.high = low, high

    def check(self, value: Any, field: str = "") -> int:
        if not _whole(value) or not self.low <= value <= self.high:
            raise UnreadableFile(field, N_("must be a whole number from {low} to {high}"), low=self.low, high=self.high)
        return value


class Number(Shape):
    """A finite number from ``low`` to ``high``, whole or not; read as a float."""

    def __init__(self, low: float, high: float):
        self.low, self.high = low, high

    def check(self, value: Any, field: str = "") -> float:
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
            or not self.low <= value <= self.high
        ):
            raise UnreadableFile(field, N_("must be a number from {low} to {high}"), low=self.low, high=self.high)
        return float(value)


class Text(Shape):
    """A text of ``low`` to ``high`` characters (``printable``: no control characters)."""

    def __init__(self, high: int, low: int = 0, printable: bool = False):
        self.low, self.high, self.printable = low, high, printable

    def check(self, value: Any, field: str = "") -> str:
        if not isinstance(value, str) or not self.low <= len(value) <= self.high:
            raise UnreadableFile(field, N_("must be a text of {low} to {high} characters"), low=self.low, high=self.high)
        if self.printable and not value.isprintable():
            raise UnreadableFile(field, N_("must be a text without control characters"))
        return value


class OneOf(Shape):
    """One of a few texts or numbers this version knows (a rule system, a file's format)."""

    def __init__(self, *choices: Any):
        self.choices = choices

    def check(self, value: Any, field: str = "") -> Any:
        # compared one by one, never hashed: a list or an object is simply not among them
        if isinstance(value, bool) or not isinstance(value, str | int) or value not in self.choices:
            raise UnreadableFile(field, N_("holds a value this version of Canasta Tutor does not know"))
        return value


class Maybe(Shape):
    """``null`` or a value of ``shape``."""

    def __init__(self, shape: Shape):
        self.shape = shape

    def check(self, value: Any, field: str = "") -> Any:
        return None if value is None else self.shape.check(value, field)


class ListOf(Shape):
    """A list of at most ``high`` items, each of ``item``."""

    def __init__(self, item: Shape, high: int, low: int = 0):
        self.item, self.low, self.high = item, low, high

    def check(self, value: Any, field: str = "") -> list:
        if not isinstance(value, list) or not self.low <= len(value) <= self.high:
            raise UnreadableFile(field, N_("must be a list of {low} to {high} items"), low=self.low, high=self.high)
        return [self.item.check(item, f"{field}[{index}]") for index, item in enumerate(value)]


class MapOf(Shape):
    """An object of at most ``high`` names (each of ``key``) with values of ``value``."""

    def __init__(self, value: Shape, high: int, key: Shape | None = None):
        self.value, self.high, self.key = value, high, key or Text(200)

    def check(self, value: Any, field: str = "") -> dict:
        if not isinstance(value, dict):
            raise UnreadableFile(field, N_("must be a JSON object"))
        if len(value) > self.high:
            raise UnreadableFile(field, N_("must hold at most {high} entries"), high=self.high)
        return {self.key.check(k, _joined(field, k)): self.value.check(v, _joined(field, k)) for k, v in value.items()}


class AnyObject(Shape):
    """A JSON object whose inside another reader checks (a position, a table's options)."""

    def check(self, value: Any, field: str = "") -> dict:
        if not isinstance(value, dict):
            raise UnreadableFile(field, N_("must be a JSON object"))
        return value


#: a field's entry in a :class:`Record` that may be left out, with what stands for it then
class Optional:
    def __init__(self, shape: Shape, default: Any = None):
        self.shape, self.default = shape, default


class Record(Shape):
    """A JSON object with named fields, each of its shape; a field given as :class:`Optional` may be missing.

    Names the record does not declare are kept as they are (a newer version's), unless ``closed``."""

    def __init__(self, fields: dict[str, Shape | Optional], closed: bool = False):
        self.fields, self.closed = fields, closed

    def check(self, value: Any, field: str = "") -> dict:
        if not isinstance(value, dict):
            raise UnreadableFile(field, N_("must be a JSON object"))
        result = {} if self.closed else dict(value)
        for name, spec in self.fields.items():
            inner = _joined(field, name)
            if name not in value:
                if isinstance(spec, Optional):
                    result[name] = spec.default
                    continue
                raise UnreadableFile(inner, N_("is missing"))
            shape = spec.shape if isinstance(spec, Optional) else spec
            result[name] = shape.check(value[name], inner)
        if self.closed:
            extra = next((name for name in value if name not in self.fields), None)
            if extra is not None:
                raise UnreadableFile(_joined(field, extra), N_("is not expected here"))
        return result


# -- reading -----------------------------------------------------------------------------------------------------


def too_large(limit: int, source: str = "") -> UnreadableFile:
    return UnreadableFile(
        "", N_("the file is larger than {megabytes} MB"), source=source, megabytes=max(1, round(limit / 1_000_000))
    )


def parse(raw: bytes | str, shape: Shape | None = None, source: str = "", limit: int = MAX_BYTES) -> Any:
    """The data in ``raw`` held to ``shape`` (``None``: any JSON object); :class:`UnreadableFile` naming ``source``
    and the field if it is unusable. ``limit`` caps the size before anything is decoded."""
    from .rules import strict_json as reader  # the JSON parser loads when there is a file to parse

    if len(raw) > limit:
        raise too_large(limit, source)
    try:
        data = reader.strict_json(raw, limit=limit)
    except InputError as exc:  # PositionError: the position reader's own limits
        raise UnreadableFile.of(exc, source) from None
    try:
        return (shape or AnyObject()).check(data)
    except UnreadableFile as exc:
        exc.source = source
        raise


def read_text(text: str, shape: Shape | None = None, source: str = "", limit: int = MAX_BYTES) -> Any:
    """Pasted or typed text held to ``shape``, like a file's bytes: the length is capped before anything else."""
    if len(text) > limit:
        raise too_large(limit, source)
    return parse(text, shape, source, limit)


def read_bytes_of(path: Any, limit: int = MAX_BYTES) -> bytes | None:
    """What the file at ``path`` holds, read no further than ``limit`` bytes (a device such as ``/dev/zero`` is
    refused at the limit); ``None`` if there is no file; :class:`UnreadableFile` if it cannot be read."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(limit + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UnreadableFile("", N_("cannot read {path}: {reason}"), source=str(path), path=str(path), reason=exc) from None
    if len(raw) > limit:
        raise too_large(limit, str(path))
    return raw
