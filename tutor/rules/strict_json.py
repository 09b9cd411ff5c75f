"""Reading untrusted JSON: size, nesting and number limits applied while reading, duplicate keys refused.

Kept apart from the position reader so that the app's settings and progress files are read without
loading the rules.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any, BinaryIO

from .errors import N_, UnreadableFile

MAX_BYTES = 1_000_000
MAX_DEPTH = 12
#: no count, score or index in a position needs more digits; longer numbers are refused unread
MAX_DIGITS = 12


class PositionError(UnreadableFile):
    """Invalid position input; ``field`` names where (``hands[0][3]``, ``move.with``, …)."""


def read_bounded(handle: BinaryIO, limit: int = MAX_BYTES) -> bytes:
    """Read at most ``limit`` bytes from ``handle``; a longer input is refused without reading it all."""
    data = handle.read(limit + 1)
    if len(data) > limit:
        raise _too_large()
    return data


def _too_large(limit: int = MAX_BYTES) -> PositionError:
    return PositionError("", N_("the file is larger than {megabytes} MB"), megabytes=max(1, round(limit / 1_000_000)))


#: the JSON decoder's commonest faults, in words the catalogs translate (its own are English)
_JSON_FAULTS = {
    "Expecting value": N_("not valid JSON: a value is missing (line {line}, column {column})"),
    "Expecting property name enclosed in double quotes": N_(
        "not valid JSON: a name in double quotes is missing (line {line}, column {column})"
    ),
    "Expecting ',' delimiter": N_("not valid JSON: a comma is missing (line {line}, column {column})"),
    "Expecting ':' delimiter": N_("not valid JSON: a colon is missing (line {line}, column {column})"),
    "Extra data": N_("not valid JSON: more follows the end of the data (line {line}, column {column})"),
    "Unterminated string starting at": N_("not valid JSON: a text in quotes is never closed (line {line}, column {column})"),
}


def strict_json(source: str | bytes, limit: int = MAX_BYTES) -> Any:
    """The JSON value in ``source`` (UTF-8 bytes, a byte-order mark allowed, or text), read within the limits;
    :class:`PositionError` naming the fault. ``limit``: the most bytes or characters read (a store of the app's
    may allow more than a position file)."""
    if isinstance(source, bytes):
        if len(source) > limit:
            raise _too_large(limit)
        try:
            source = source.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise PositionError("", N_("not UTF-8 text (byte {offset})"), offset=exc.start) from None
    if len(source) > limit:
        raise _too_large(limit)
    if not source.strip():
        raise PositionError("", N_("there is nothing to read: the input is empty"))
    too_long = False
    try:
        try:
            data = _DECODER.decode(source)
        except _TooLongNumber:  # read again with a marker in each such number's place, to name the first one's
            data = _MARKING_DECODER.decode(source)
            too_long = True
    except json.JSONDecodeError as exc:
        template = _JSON_FAULTS.get(exc.msg, N_("not valid JSON: {reason} (line {line}, column {column})"))
        raise PositionError("", template, reason=exc.msg, line=exc.lineno, column=exc.colno) from None
    except RecursionError:  # nested past the interpreter's limit: deeper than any limit of ours
        raise PositionError("", N_("nested more than {depth} levels deep"), depth=MAX_DEPTH) from None
    check_depth(data)  # before any walk of ours through the document
    if too_long:  # only then is the document walked, to name the number's place
        where = _place_of_too_long(data)
        raise PositionError(where or "", N_("a number has more than {digits} digits"), digits=MAX_DIGITS)
    return data


class _TooLong:
    """A number with more digits than any position needs: kept unread until its place is known."""


_TOO_LONG = _TooLong()


def _place_of_too_long(data: Any, place: str = "") -> str | None:
    """The field (``hands[1]``, ``move.to``) of the first too long number, or None when there is none."""
    if data is _TOO_LONG:
        return place
    if isinstance(data, dict):
        items = ((f"{place}.{key}" if place else str(key), value) for key, value in data.items())
    elif isinstance(data, list):
        items = ((f"{place}[{index}]", value) for index, value in enumerate(data))
    else:
        return None
    for inner, value in items:
        found = _place_of_too_long(value, inner)
        if found is not None:
            return found
    return None


def _reject_constant(name: str) -> Any:
    raise PositionError("", N_("not valid JSON: {name} is not a number"), name=name)


class _TooLongNumber(Exception):
    """A number past the limits, met by the shared decoder's number parsers."""


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _TooLongNumber
    return int(text)


def _fraction(text: str) -> float:
    value = float(text) if len(text) <= 2 * MAX_DIGITS else math.inf
    if not math.isfinite(value):
        raise _TooLongNumber
    return value


def _marking(parse: Callable[[str], Any]) -> Callable[[str], Any]:
    """``parse``, giving a marker where a number is past the limits instead of stopping there."""

    def parse_or_mark(text: str) -> Any:
        try:
            return parse(text)
        except _TooLongNumber:
            return _TOO_LONG

    return parse_or_mark


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict:
    result = dict(pairs)
    if len(result) < len(pairs):  # a name given twice: the first again is the one named
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise PositionError(key, N_("given twice: a position must say everything once"))
            seen.add(key)
    return result


# One decoder for every document, made once (a decoder per document costs a fifth of reading a small file); it
# holds no state of a document's, so threads share it.
_DECODER = json.JSONDecoder(
    parse_constant=_reject_constant, parse_int=_whole_number, parse_float=_fraction, object_pairs_hook=_unique_keys
)
_MARKING_DECODER = json.JSONDecoder(
    parse_constant=_reject_constant,
    parse_int=_marking(_whole_number),
    parse_float=_marking(_fraction),
    object_pairs_hook=_unique_keys,
)

#: what JSON nests: objects and lists (as the parser makes them)
_CONTAINERS = frozenset((dict, list))


def check_depth(data: Any) -> None:
    """Refuse data nested deeper than ``MAX_DEPTH``, read or given directly. A document nested past the
    interpreter's recursion limit never gets here: the parser's RecursionError says the same in
    :func:`strict_json`. Read one level at a time; a list of cards or numbers alone is passed over by the types
    of its items, without a step of Python per item."""
    level = [data] if type(data) in _CONTAINERS else []
    for _ in range(MAX_DEPTH):
        inner = []
        for value in level:
            values = value.values() if type(value) is dict else value
            if not _CONTAINERS.isdisjoint(map(type, values)):
                inner += [v for v in values if type(v) in _CONTAINERS]
        if not inner:
            return
        level = inner
    raise PositionError("", N_("nested more than {depth} levels deep"), depth=MAX_DEPTH)
