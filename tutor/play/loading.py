"""Reading a position file, for the command line and the app alike (``-`` is standard input)."""

from __future__ import annotations

import sys

from ..rules.errors import N_
from ..rules.notation import LoadedPosition, PositionError, read_bounded, read_position

#: the double extension the desktop knows as a position (resources/*.mime.xml, the macOS and Windows installers)
POSITION_SUFFIX = ".canasta.json"


def position_file_name(name: str) -> str:
    """The name a position is saved under: the one given, with the position's extension if it has none.

    >>> position_file_name("dispute"), position_file_name("dispute.canasta.json"), position_file_name("old.json")
    ('dispute.canasta.json', 'dispute.canasta.json', 'old.json')
    """
    return name if name.lower().endswith(".json") else name + POSITION_SUFFIX


def suggested_position_name(current: str | None) -> str:
    """The name the save dialog first offers: the open file's, with the position's extension, else a new one.

    >>> suggested_position_name(None), suggested_position_name("/games/dispute.json")
    ('position.canasta.json', '/games/dispute.canasta.json')
    """
    if not current:
        return "position" + POSITION_SUFFIX
    stem = current.removesuffix(POSITION_SUFFIX) if current.endswith(POSITION_SUFFIX) else current.removesuffix(".json")
    return stem + POSITION_SUFFIX


def read_raw(path: str) -> bytes:
    """The bytes of a position file (``-``: standard input, which can be read only once); an unreadable file is a
    :class:`PositionError` naming it."""
    try:
        if path == "-":
            return read_bounded(sys.stdin.buffer)
        with open(path, "rb") as handle:
            return read_bounded(handle)
    except OSError as exc:
        raise PositionError("", N_("cannot read {path}: {reason}"), path=path, reason=exc) from None  # worded at the edge


def load(path: str) -> LoadedPosition:
    """Read and validate a position file; every fault is a :class:`PositionError`."""
    return read_position(read_raw(path))
