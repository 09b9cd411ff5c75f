"""Every kind of file the app reads, for the tests and the long fuzz run: a valid sample of each, where it goes,
and its reader, which must load it or refuse it with the reader's one error (``tutor.reading.UnreadableFile``),
setting a file of the user's aside. :func:`hostile` makes the inputs: a sample with one or more fields given
values of every JSON shape, cut short, not UTF-8, or larger than the reader's limit.

The readers run in the folder ``CANASTA_TUTOR_HOME`` names (each test has its own).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from tests.support.fuzzing import SEEDS, mutate
from tutor import storage
from tutor.reading import MAX_BYTES, UnreadableFile

#: what a reader may end in: the file loaded, or refused (and, for a user's file, set aside and recorded)
LOADED, REFUSED = "loaded", "refused"


class Kind(NamedTuple):
    name: str
    #: a valid example, as JSON data (or text, for a share code)
    sample: Any
    #: the largest input its reader takes
    limit: int
    #: reads ``raw`` (written where the app looks for it, or given as text) and says LOADED or REFUSED; any
    #: other exception is a finding
    read: Callable[[bytes], str]


def _written(path: Path, raw: bytes) -> Path:
    """``raw`` written to ``path``, its folder made if need be: where the app will look for it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return path


def _kept_or_set_aside(path: Path, loaded: bool) -> str:
    """A user's file read: LOADED, or REFUSED with the file set aside and recorded with its reason."""
    if loaded:
        return LOADED
    if path.exists():  # nothing was read from it, yet it stays: only a file with nothing in it may
        raise AssertionError(f"{path.name} neither loaded nor set aside")
    assert storage.set_aside_files and storage.set_aside_files[-1].path == path, "set aside without a record"
    storage.set_aside_files[-1].backup.unlink()  # the next input's backup takes the same name, not the 1000th
    storage.set_aside_files.clear()
    return REFUSED


def read_settings(raw: bytes) -> str:
    from tutor import i18n

    path = _written(i18n.settings_path(), raw)
    i18n.remembered_language()
    return _kept_or_set_aside(path, path.exists())


def read_progress(raw: bytes) -> str:
    from tutor.lessons.progress import Progress

    path = _written(storage.data_dir() / "progress.json", raw)
    progress = Progress(path)
    return _kept_or_set_aside(path, not progress.recovered)


def read_practice_game(raw: bytes) -> str:
    from tutor.play import practice_store
    from tutor.play.practice_game import PracticeGame

    path = _written(practice_store.path(), raw)
    summary = practice_store.summary()
    if summary is None:
        return _kept_or_set_aside(path, False)
    kept = PracticeGame.kept()  # Game ▸ Continue reads the position too
    return _kept_or_set_aside(path, kept is not None)


def read_profiles(raw: bytes) -> str:
    from tutor.play import profiles

    path = _written(profiles.book_path(), raw)
    profiles.load_book()
    return _kept_or_set_aside(path, path.exists())


def read_rules_file(raw: bytes) -> str:
    from tutor.play.profiles import import_file

    path = _written(storage.data_dir() / "imported.canasta-rules.json", raw)
    try:
        import_file(path)
    except UnreadableFile:
        return REFUSED
    return LOADED


def read_scorepad_game(raw: bytes) -> str:
    from tutor.scorepad.game import GameStore

    path = _written(storage.data_dir() / "scorepad" / "0123456789ab.json", raw)
    games = GameStore(path.parent).games()
    return _kept_or_set_aside(path, bool(games))


def read_share_code(raw: bytes) -> str:
    from tutor.play.share import decode

    try:
        decode(raw.decode("utf-8", errors="replace"))
    except UnreadableFile:
        return REFUSED
    return LOADED


def read_pasted_position(raw: bytes) -> str:
    from tutor.rules.notation import read_position

    try:
        read_position(raw.decode("utf-8", errors="replace").strip())
    except UnreadableFile:
        return REFUSED
    return LOADED


def read_position_file(raw: bytes) -> str:
    from tutor.play.loading import load

    path = _written(storage.data_dir() / "position.json", raw)
    try:
        load(str(path))
    except UnreadableFile:
        return REFUSED
    return LOADED


def _share_sample() -> str:
    from tutor.play.share import encode
    from tutor.rules.notation import read_position

    loaded = read_position(SEEDS[0])
    return encode(loaded.position, loaded.moves)


def _practice_sample() -> dict:
    from tutor.play.practice_game import PracticeGame
    from tutor.rules.notation import write_position

    game = PracticeGame("classic", 4, seed=3)
    position = game.deal()
    return {
        "format": "canasta-practice/1",
        "variant": "classic",
        "players": 4,
        "hand": 1,
        "scores": [0, 0],
        "position": write_position(position),
    }


def _scorepad_sample() -> dict:
    from tutor.rules.scoring import SideParts
    from tutor.scorepad.game import Game

    game = Game.new("classic", 4, names=["Ann", "Ben", "Cleo", "Dan"])
    game.id = "0123456789ab"
    game.add_hand([SideParts(melded=160, canastas={"natural": 1}, red_threes=1, went_out=True), SideParts(melded=85)])
    return game.to_json()


def kinds() -> list[Kind]:
    """Every kind of file the app reads, with a valid sample (built on first use: some need the rules)."""
    from tutor.scorepad.game import GAME_MAX_BYTES

    profile = {"name": "Sunday at Oma's", "variant": "samba", "options": {"wild_melds": True}}
    return [
        Kind("settings", {"language": "de", "appearance": "dark"}, MAX_BYTES, read_settings),
        Kind(
            "progress",
            {
                "version": 1,
                "results": {"frozen-pile-1": 1.0, "melds-2": 0.5},
                "last": {"lesson": "melds", "step": "s1"},
                "review": {"melds-2": {"box": 1, "right": 1, "due": 20000}},
                "reset": 1,
            },
            MAX_BYTES,
            read_progress,
        ),
        Kind("practice-game", _practice_sample(), MAX_BYTES, read_practice_game),
        Kind(
            "profiles",
            {"format": "canasta-profiles/1", "default": profile["name"], "profiles": [profile], "deleted": ["Old"]},
            MAX_BYTES,
            read_profiles,
        ),
        Kind("rules-file", {"format": "canasta-profile/1", **profile}, MAX_BYTES, read_rules_file),
        Kind("scorepad-game", _scorepad_sample(), GAME_MAX_BYTES, read_scorepad_game),
        Kind("share-code", _share_sample(), 100_000, read_share_code),
        Kind("pasted-position", SEEDS[1], MAX_BYTES, read_pasted_position),
        Kind("position-file", SEEDS[2], MAX_BYTES, read_position_file),
    ]


def encoded(sample: Any) -> bytes:
    return (sample if isinstance(sample, str) else json.dumps(sample, ensure_ascii=False)).encode("utf-8")


def hostile(kind: Kind, rng: random.Random) -> bytes:
    """An input for ``kind``'s reader: its sample changed in one or more fields (values of every JSON shape), or
    its bytes cut, flipped, not UTF-8, or (rarely: they are large) past the reader's limit."""
    roll = rng.random()
    if roll < 0.002:
        return b" " * (kind.limit + 1)  # blanks: were the limit not kept, this would be read
    if isinstance(kind.sample, str):  # a code: letters changed, cut, spaced, or another version
        raw = kind.sample
        for _ in range(rng.randrange(1, 4)):
            i = rng.randrange(len(raw))
            raw = raw[:i] + rng.choice("-²٣ ＡCT1\n\x00é7Zz=") + raw[i + rng.randrange(2) :]
        return raw.encode("utf-8")
    data = kind.sample
    for _ in range(rng.randrange(1, 4)):
        data = mutate(data, rng)
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8")
    if roll < 0.1 and raw:
        raw = raw[: rng.randrange(len(raw))]
    elif roll < 0.15 and raw:
        i = rng.randrange(len(raw))
        raw = raw[:i] + bytes([rng.randrange(128, 256)]) + raw[i + 1 :]
    elif roll < 0.17:
        raw = b"\xef\xbb\xbf" + raw
    return raw
