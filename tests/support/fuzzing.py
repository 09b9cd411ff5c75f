"""Hostile variations of valid positions, for the fuzz test and the long fuzz run.

A seed position is mutated the way a careless or malicious sender would: values swapped
for other types, huge or negative numbers, strings with control characters and look-alike
letters, lists nested or emptied, fields dropped or duplicated, bytes cut or flipped. Each
variation is fed to :func:`check_input`, which says whether the reader and referee kept their
contract (an input error or a ruling, never anything else).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from tutor.rules.errors import InputError
from tutor.rules.hints import hints
from tutor.rules.notation import read_position, write_position
from tutor.rules.referee import play
from tutor.rules.scoring import score_hand

SEEDS: tuple[dict, ...] = (
    {
        "format": "canasta-position/1",
        "players": 4,
        "turn": 0,
        "phase": "draw",
        "hands": [["KS", "KH", "QS", "QD", "2C", "7H"], 11, 11, 11],
        "stock": 63,
        "discard": ["9C", "KD"],
        "melds": [[], [["8S", "8H", "8D"]]],
        "scores": [0, 1200],
        "move": {"action": "take-pile", "with": ["KS", "KH"], "melds": [["QS", "QD", "2C"]]},
    },
    {
        "format": "canasta-position/1",
        "variant": "samba",
        "players": 4,
        "turn": 1,
        "phase": "play",
        "hands": [11, ["5S", "6S", "7S", "JK", "9D"], 11, 11],
        "stock": 80,
        "discard": ["4C"],
        "melds": [[], []],
        "scores": [0, 0],
        "moves": [{"action": "meld", "melds": [["5S", "6S", "7S"]]}, {"action": "discard", "card": "9D"}],
    },
    {
        "format": "canasta-position/1",
        "variant": "modern-american",
        "players": 4,
        "turn": 0,
        "phase": "play",
        "hands": [[], ["KS", "4D"], ["9S", "9H"], ["JK"]],
        "stock": 30,
        "discard": ["9C"],
        "went_out": 0,
        "concealed": False,
        "melds": [[["AS", "AH", "AD", "AC", "AS", "AH", "AD"], ["KD", "KC", "KH"]], [["5S", "5H", "5D"]]],
        "red_threes": [["3H"], []],
        "scores": [0, 0],
    },
    {
        "format": "canasta-position/1",
        "variant": "strict",
        "players": 2,
        "turn": 0,
        "phase": "draw",
        "hands": [["3S", "KH", "KD", "2C"], 9],
        "stock": 60,
        "discard": ["KS", "3C"],
        "options": {"initial_minimums": [[None, 50], [1500, 90]], "canastas_to_go_out": 2},
        "move": {"action": "draw"},
    },
)

_NASTY_STRINGS = (
    "",
    " ",
    "Kſ",
    "K\u00a0S",
    "\u2003KS",
    "\x1b[2K",
    "a\nb",
    "<b>LEGAL</b>",
    "10♥",
    "★",
    "jk",
    "ＫＳ",
    "3h",
    "-1",
    "1e400",
    "null",
    "\u202e",
    "x" * 300,
)
_NASTY_NUMBERS = (0, -1, 1, 2, 3, 7, 108, 10**6, -(10**12), 10**12, 2**63, 1.5, 1e300)


def json_places(value: Any, place: tuple = ()) -> Iterator[tuple]:
    """Every place in a JSON value where a value can be put, as a path of keys and indexes (the first is ``()``,
    the whole value)."""
    yield place
    if isinstance(value, dict):
        for key, item in value.items():
            yield from json_places(item, (*place, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from json_places(item, (*place, index))


def mutate(data: Any, rng: random.Random, depth: int = 0) -> Any:
    """A variation of ``data`` (a JSON value) with one or more hostile changes somewhere inside."""
    choice = rng.random()
    if isinstance(data, dict) and data and choice < 0.8:
        data = dict(data)
        key = rng.choice(list(data))
        action = rng.random()
        if action < 0.6:
            data[key] = mutate(data[key], rng, depth + 1)
        elif action < 0.75:
            del data[key]
        elif action < 0.9:
            data[rng.choice(_NASTY_STRINGS + ("went_out", "talon", "special_hand", "turn_state"))] = _leaf(rng)
        else:
            data[key] = _leaf(rng)
        return data
    if isinstance(data, list) and data and choice < 0.8:
        data = list(data)
        i = rng.randrange(len(data))
        action = rng.random()
        if action < 0.6:
            data[i] = mutate(data[i], rng, depth + 1)
        elif action < 0.75:
            del data[i]
        elif action < 0.9:
            data.insert(i, rng.choice(data) if rng.random() < 0.5 else _leaf(rng))
        else:
            data = [data] if depth < 6 else []
        return data
    return _leaf(rng)


def _leaf(rng: random.Random) -> Any:
    kind = rng.random()
    if kind < 0.35:
        return rng.choice(_NASTY_STRINGS)
    if kind < 0.7:
        return rng.choice(_NASTY_NUMBERS)
    if kind < 0.8:
        return rng.choice((None, True, False))
    if kind < 0.9:
        return [rng.choice(_NASTY_STRINGS) for _ in range(rng.randrange(4))]
    return {rng.choice(_NASTY_STRINGS): rng.choice(_NASTY_NUMBERS)}


def text_variation(rng: random.Random) -> bytes:
    """A mutated seed as bytes, sometimes cut short or with bytes flipped, keys repeated or BOMs added."""
    data = rng.choice(SEEDS)
    for _ in range(rng.randrange(1, 4)):
        data = mutate(data, rng)
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8")
    roll = rng.random()
    if roll < 0.1 and raw:
        raw = raw[: rng.randrange(len(raw))]
    elif roll < 0.2 and raw:
        i = rng.randrange(len(raw))
        raw = raw[:i] + bytes([rng.randrange(256)]) + raw[i + 1 :]
    elif roll < 0.25:
        raw = raw.replace(b'"players": ', b'"players": 2, "players": ', 1)
    elif roll < 0.3:
        raw = b"\xef\xbb\xbf" + raw
    return raw


def check_input(raw: bytes | str | dict) -> str:
    """Read, give hints on, rule on and (for a finished hand) score one input.

    Returns ``"input-error"``, ``"legal"``, ``"refused"`` or ``"scored"``. Anything else (another
    exception, a position the reader cannot read back) propagates: that is what a fuzz run looks for.
    """
    try:
        loaded = read_position(raw)
    except InputError:
        return "input-error"
    # What the reader accepted, the writer must write in a form the reader accepts again.
    read_position(write_position(loaded.position))
    # The hints a person may ask for on any position read (the Hints button, ``referee --hints``).
    hints(loaded.position)
    if loaded.went_out_given:
        try:
            score_hand(loaded.position)
        except InputError:
            return "input-error"
        return "scored"
    try:
        ruling = play(loaded.position, loaded.moves)
    except InputError:
        return "input-error"
    after = ruling.position
    if not after.hidden[after.turn]:  # a position to move from needs the mover's hand
        read_position(write_position(after))
    return "legal" if ruling.legal else "refused"
