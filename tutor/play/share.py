"""A ruling as a short code to send in a chat or an e-mail: the position, its rules and the move, in one line.

The format (docs/share-code.md): ``CT1-`` + the position file's JSON, compacted, deflated and written in
base32 (upper-case letters and 2–7, so that it survives chat apps that change case and fits a QR code's
alphanumeric mode) + ``-`` + the CRC-32 of the deflated bytes in base32. The reader takes the code with any
blanks, line breaks and letter case a chat app left in it; a code whose checksum does not match is refused, as
is any other version, and what the code holds is read as strictly as a position file.

A ruling shared from a seat (a practice game, a lesson: a table where the sharer does not see every hand)
carries that seat as ``viewer`` and only what it could see (:func:`seen_from`): the other hands as their
number of cards, the stock face down. Reopened, the table is shown from that seat again.

>>> from ..rules.notation import read_position
>>> loaded = read_position({"format": "canasta-position/1", "players": 2, "hands": [["KS", "KH"], 9],
...     "stock": 40, "discard": ["5C", "KD"], "move": {"action": "draw"}})
>>> code = encode(loaded.position, loaded.moves)
>>> code.startswith("CT1-"), decode(code.lower()).moves == loaded.moves
(True, True)
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..reading import UnreadableFile
from ..rules.cards import Card
from ..rules.errors import N_
from ..rules.moves import Move, TakePile, cards_named
from ..rules.notation import LoadedPosition, PositionError, read_position, strict_json, write_position
from ..rules.state import Position
from ..storage import write_atomic_with

if TYPE_CHECKING:
    from .commentary import Commentary

PREFIX = "CT"
VERSION = 1
#: a code's position may be as large as a position file may be when read back (a deflate bomb is refused)
MAX_JSON_BYTES = 1 << 20


#: the longest text read as a code: a code of the fullest table there is has a few thousand characters, so a longer
#: paste is refused before anything is decoded (tests/play/test_share.py holds the margin)
MAX_CODE_CHARS = 100_000
#: a code's version: CT and up to four ASCII digits (``str.isdigit`` would take ``²`` too, which ``int`` refuses)
_VERSION = re.compile(r"[0-9]{1,4}")


class CodeError(UnreadableFile):
    """A text that is not a code this version can read: the reader's one error (``tutor.reading``), worded at the
    edge like the position reader's (``tutor.words.explain.input_error``)."""

    def __init__(self, template: str, **params):
        super().__init__("", template, **params)


def _b32(data: bytes) -> str:
    return base64.b32encode(data).decode("ascii").rstrip("=")


def _unb32(text: str) -> bytes:
    return base64.b32decode(text + "=" * (-len(text) % 8))


@dataclass(frozen=True)
class SharedRuling:
    """What a code holds: the position and its moves, and the seat it was shared from (None: every hand known)."""

    loaded: LoadedPosition
    viewer: int | None = None


def seen_from(position: Position, viewer: int, moves: tuple[Move, ...] | list[Move] = ()) -> Position:
    """``position`` as ``viewer`` sees it: its own hand and everything on the table; of every other hand only its
    number of cards, except the cards ``moves`` lay open from the hand that makes them; the stock and the other
    seats' talons face down."""
    seen = position.copy()
    shown: list[Card] = [card for move in moves for card in cards_named(move)]
    if moves and isinstance(moves[0], TakePile) and moves[0].melds and position.discard:
        shown.remove(position.discard[-1])  # the pile's top card joins the melds from the pile, not the hand
    for seat in range(position.players):
        if seat == viewer:
            continue
        size = position.hand_size(seat)
        known: list[Card] = []
        if seat == position.turn:
            held = list(position.hands[seat])
            for card in shown:
                if card in held:
                    held.remove(card)
                    known.append(card)
        seen.hands[seat] = known
        seen.hidden[seat] = size - len(known)
        seen.talon_hidden[seat] = position.talon_size(seat)
        seen.talon[seat] = []
    seen.stock_hidden = position.stock_size
    seen.stock = []
    return seen


def encode(position: Position, moves: tuple[Move, ...] | list[Move] = (), viewer: int | None = None) -> str:
    """The code of ``position`` (its rules included) with ``moves`` to rule on; shared from ``viewer``'s seat,
    it holds only what that seat could see (:func:`seen_from`)."""
    if viewer is not None:
        position = seen_from(position, viewer, moves)
    data = write_position(position, tuple(moves))
    if viewer is not None:
        data["viewer"] = viewer
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True).encode("utf-8")
    packed = zlib.compress(raw, 9)
    checksum = zlib.crc32(packed).to_bytes(4, "big")
    return f"{PREFIX}{VERSION}-{_b32(packed)}-{_b32(checksum)}"


def ruling_code(commentary: Commentary, viewer: int | None = None) -> str:
    """The code of a ruling: the position its question starts from, with every move it asks about (shared from
    ``viewer``'s seat: only what that seat could see, as :func:`encode` says)."""
    moves = [step.move for step in commentary.steps] + list(commentary.following)
    return encode(commentary.position, moves, viewer)


def table_summary(position: Position, rules: str) -> str:
    """The rules a code's position is played by, in a line: "Classic Canasta · house rules" (``rules``: the
    table's rules in words, or empty for the system's own)."""
    from ..i18n import _
    from ..words.systems import variant_name

    system = variant_name(position.variant)
    return _("{system} · {rules}").format(system=system, rules=rules) if rules else system


def ruling_summary(commentary: Commentary, rules: str) -> str:
    """The ruling a code carries in a line, for whoever shares it: "Classic Canasta · house rules — take the
    pile with K♠ and a joker: refused"."""
    from ..i18n import _
    from ..words.explain import move_summary

    ruling = commentary.ruling
    return _("{rules} — {move}: {verdict}").format(
        rules=table_summary(commentary.position, rules),
        move=move_summary(ruling.move, ruling.before),
        verdict=_("legal") if ruling.legal else _("refused"),
    )


def looks_like_code(text: str) -> bool:
    """The text is meant as a code (it may still be a broken one)."""
    start = text[:200].lstrip()  # a look at the start: a paste of megabytes is not copied to be judged
    return "".join(start.split()).upper().startswith(PREFIX) and not start.startswith("{")


def decode(text: str) -> LoadedPosition:
    """The position and moves of a code; :class:`UnreadableFile` (a :class:`CodeError` when the code itself is
    broken, the position reader's ``PositionError`` when what it holds is) if it is none."""
    return decode_shared(text).loaded


def decode_shared(text: str) -> SharedRuling:
    """:func:`decode`, with the seat the ruling was shared from."""
    if len(text) > MAX_CODE_CHARS:  # before anything is decoded: a paste of megabytes is refused at once
        raise CodeError(N_("this is far too long to be a Canasta Tutor code"))
    code = "".join(text.split()).upper()
    head, _sep, rest = code.partition("-")
    if not head.startswith(PREFIX) or not _VERSION.fullmatch(head[len(PREFIX) :]):
        raise CodeError(N_("this is not a Canasta Tutor code (it starts with CT1-)"))
    if int(head[len(PREFIX) :]) != VERSION:
        raise CodeError(
            N_("this code was made by another version of Canasta Tutor ({version}); this one reads {ours}"),
            version=head,
            ours=f"{PREFIX}{VERSION}",
        )
    body, _sep, checksum = rest.rpartition("-")
    try:
        packed, expected = _unb32(body), _unb32(checksum)
    except ValueError:
        raise CodeError(N_("the code holds characters a code never has: it was mistyped or cut")) from None
    if len(expected) != 4 or zlib.crc32(packed).to_bytes(4, "big") != expected:
        raise CodeError(N_("the code is mistyped or incomplete: its checksum does not match"))
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_JSON_BYTES)
    except zlib.error:
        raise CodeError(N_("the code is damaged: it cannot be unpacked")) from None
    if inflater.unconsumed_tail or not inflater.eof:
        raise CodeError(N_("the code is damaged: it cannot be unpacked"))
    data = strict_json(raw)
    loaded = read_position(data)
    viewer = data.get("viewer") if isinstance(data, dict) else None
    if viewer is not None and (type(viewer) is not int or not 0 <= viewer < loaded.position.players):
        raise PositionError("viewer", N_("the seat the ruling was shared from is not a seat of this table"))
    return SharedRuling(loaded, viewer)


def qr(code: str):
    """The code's QR symbol (``segno``), in the alphanumeric mode its characters allow."""
    import segno  # loads when a code is shown or saved as a picture

    return segno.make(code, error="m", micro=False)


def write_qr(code: str, path: Path) -> None:
    """The code's QR picture, as PNG or SVG by the file's suffix (``.png``, ``.svg``); written to a temporary file
    first, so that a failed write leaves a file already there as it was."""
    kind = path.suffix.lower().lstrip(".")
    write_atomic_with(path, lambda temporary: qr(code).save(str(temporary), kind=kind, scale=6, border=4))
