"""The practice game kept between runs: the rule system, the hand being played and the scores before it.

Written after every move, atomically, to ``practice-game.json`` in the data folder; read strictly, a broken
file set aside with a notice like every user file. The welcome screen reads only the summary (no referee is
loaded before the first paint); the position itself is read, with the position format's reader, when the game
is continued.
"""

from __future__ import annotations

from collections import namedtuple
from pathlib import Path

from ..reading import AnyObject, ListOf, Maybe, OneOf, Record, UnreadableFile, Whole
from ..rules.errors import N_
from ..storage import data_dir, read_user_json, set_aside, write_atomic
from ..words.systems import VARIANT_NAMES

FORMAT = "canasta-practice/1"


def path() -> Path:
    return data_dir() / "practice-game.json"


#: what the welcome screen says of a kept game (a plain named tuple: it is read before the first paint)
Summary = namedtuple("Summary", "variant players hand scores")


def save(variant: str, players: int, hand: int, scores: list[int], position=None) -> None:
    """Keep the game as it stands: ``position`` is the hand on the table (a Position), or None between hands,
    when hand number ``hand`` is still to be dealt with ``scores``."""
    import json  # written after a move, long after the first paint

    from ..rules.notation import write_position

    data = {
        "format": FORMAT,
        "variant": variant,
        "players": players,
        "hand": hand,
        "scores": list(scores),
        "position": write_position(position) if position is not None else None,
    }
    write_atomic(path(), json.dumps(data, ensure_ascii=False) + "\n")


def forget() -> None:
    """The game ended or was left: nothing to continue."""
    try:
        path().unlink()
    except FileNotFoundError:
        pass


#: the file's shape (tutor.reading); ``position`` is a position file's object, read with the rules when the game
#: is continued, or null between two hands
SHAPE = Record(
    {
        "format": OneOf(FORMAT),
        "variant": OneOf(*VARIANT_NAMES),
        "players": Whole(2, 6),
        "hand": Whole(1, 10_000),
        "scores": ListOf(Whole(-(10**9) + 1, 10**9 - 1), 6),
        "position": Maybe(AnyObject()),
    }
)


def _read() -> dict | None:
    """The file held to its shape; None if there is none, or it was set aside (and said so)."""
    return read_user_json(path(), SHAPE) or None


def _summary(data: dict) -> Summary:
    return Summary(data["variant"], data["players"], data["hand"], tuple(data["scores"]))


def summary() -> Summary | None:
    """The kept game's summary, or None; a file that is no practice game is set aside."""
    if not path().exists():  # the welcome screen asks before its first paint: no more than a look
        return None
    data = _read()
    return None if data is None else _summary(data)


def load():
    """The kept game: its summary and the position of the hand on the table (None between hands); None if
    there is no game, and a file that cannot be read as one is set aside."""
    from ..rules.errors import InputError
    from ..rules.notation import read_position

    data = _read()
    if data is None:
        return None
    kept = _summary(data)
    if data["position"] is None:
        return kept, None
    try:
        position = read_position(data["position"]).position  # the rules' own checks, players included
        if position.variant != kept.variant or position.players != kept.players or position.ended:
            raise UnreadableFile("position", N_("is the hand of another game"))
    except InputError as exc:  # PositionError is one
        set_aside(path(), UnreadableFile.of(exc, str(path()), "position"))
        return None
    return kept, position
