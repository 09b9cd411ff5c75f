"""The practice game kept between runs: the rule system, the hand being played and the scores before it.

Written after every move, atomically, to ``practice-game.json`` in the data folder; read strictly, a broken
file set aside with a notice like every user file. The welcome screen reads only the summary (no referee is
loaded before the first paint); the position itself is read, with the position format's reader, when the game
is continued.
"""

from __future__ import annotations

from collections import namedtuple
from pathlib import Path
from typing import TypeGuard

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


def _checked(data: dict) -> Summary | None:
    def whole(value: object) -> TypeGuard[int]:
        return isinstance(value, int) and not isinstance(value, bool)

    if not data:
        return None
    variant, players, hand, scores = (data.get(k) for k in ("variant", "players", "hand", "scores"))
    if (
        data.get("format") != FORMAT
        or variant not in VARIANT_NAMES
        or not whole(players)
        or not 2 <= players <= 6
        or not whole(hand)
        or not 1 <= hand <= 10_000
        or not isinstance(scores, list)
        or not all(whole(s) and abs(s) < 10**9 for s in scores)
        or not isinstance(data.get("position"), dict | None)
    ):
        raise ValueError("not a practice game")
    return Summary(variant, players, hand, tuple(scores))


def summary() -> Summary | None:
    """The kept game's summary, or None; a file that is no practice game is set aside."""
    if not path().exists():  # the welcome screen asks before its first paint: no more than a look
        return None
    try:
        return _checked(read_user_json(path()))
    except ValueError:
        set_aside(path())
        return None


def load():
    """The kept game: its summary and the position of the hand on the table (None between hands); None if
    there is no game, and a file that cannot be read as one is set aside."""
    from ..rules.notation import read_position

    data = read_user_json(path())
    try:
        kept = _checked(data)
        if kept is None:
            return None
        if data["position"] is None:
            return kept, None
        position = read_position(data["position"]).position  # the rules' own checks, players included
        if position.variant != kept.variant or position.players != kept.players or position.ended:
            raise ValueError("the position is of another game")
    except ValueError:  # PositionError is one
        set_aside(path())
        return None
    return kept, position
