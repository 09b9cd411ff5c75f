"""A saved game is read like any file from outside: every field is checked, a defect names its field, and a
bad file is set aside so that the score pad still opens (and says so)."""

from __future__ import annotations

import copy
import dataclasses
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.fuzzing import json_places
from tutor import storage
from tutor.rules.scoring import SideParts
from tutor.scorepad import Game, GameStore, ScorePadError
from tutor.scorepad.game import ID_PATTERN as GAME_ID


def saved_game(variant: str = "classic", players: int = 4) -> dict:
    """A valid saved game of four hands, as the pad writes it."""
    game = Game.new(variant, players, names=["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"][:players])
    sides = len(game.teams)
    for _ in range(4):
        need = max(1, game.ruleset.canastas_to_go_out)
        game.add_hand(
            [
                SideParts(melded=100 * need, canastas={"natural": need}, red_threes=1, went_out=True),
                *[SideParts(melded=85, in_hand=45) for _ in range(sides - 1)],
            ]
        )
    return json.loads(json.dumps(game.to_json()))


def changed(data: dict, path: str, value) -> dict:
    """``data`` with the field at ``path`` (``hands.3.1.canastas``) set to ``value`` (or removed: ``DELETE``)."""
    data = copy.deepcopy(data)
    *parents, last = [int(key) if key.isdigit() else key for key in path.split(".")]
    target = data
    for key in parents:
        target = target[key]
    if value is DELETE:
        del target[last]
    else:
        target[last] = value
    return data


DELETE = object()

CORRUPT = {
    "names shorter than the players": ("names", ["Ann", "Ben"], "names"),
    "a name not text": ("names.2", 7, "names[2]"),
    "a name far too long": ("names.0", "A" * 5000, "names[0]"),
    "a lone surrogate in a name": ("names.0", "\ud800", "names[0]"),
    "side names missing one": ("team_names", [""], "team_names"),
    "a hand with three sides": ("hands.1", [{}, {}, {}], "hands[1]"),
    "a hand not a list": ("hands.1", {"melded": 5}, "hands[1]"),
    "hands not a list": ("hands", {}, "hands"),
    "melded: true": ("hands.0.1.melded", True, "hands[0][1].melded"),
    "canastas a list": ("hands.3.1.canastas", ["natural"], "hands[3][1].canastas"),
    "a canasta these rules lack": ("hands.2.0.canastas", {"sequence": 1}, "hands[2][0].canastas"),
    "an unknown special hand": ("hands.0.0.special_hand", "royal-flush", "hands[0][0].special_hand"),
    "a special hand not text": ("hands.0.0.special_hand", ["straight"], "hands[0][0].special_hand"),
    "negative points": ("hands.0.1.in_hand", -45, "hands[0][1].in_hand"),
    "absurd points": ("hands.0.0.melded", 10**11, "hands[0][0].melded"),
    "points as text": ("hands.0.0.melded", "160", "hands[0][0].melded"),
    "points as a fraction": ("hands.0.0.melded", 160.5, "hands[0][0].melded"),
    "absurd red threes": ("hands.0.0.red_threes", 9, "hands[0][0].red_threes"),
    "went out as text": ("hands.0.0.went_out", "yes", "hands[0][0].went_out"),
    "an unknown part": ("hands.0.0.colour", "red", "hands[0][0].colour"),
    "a side not an object": ("hands.0.0", 160, "hands[0][0]"),
    "unfinished melds of a kind no rules have": ("hands.0.1.unfinished", {"kings": 1}, "hands[0][1].unfinished"),
    "held threes not pairs": ("hands.0.1.held_threes", [["ace"]], "hands[0][1].held_threes"),
    "held threes of kings": ("hands.0.1.held_threes", [["king", 3]], "hands[0][1].held_threes[0][0]"),
    "no variant": ("variant", DELETE, "variant"),
    "an unknown variant": ("variant", "poker", "variant"),
    "a variant not text": ("variant", ["classic"], "variant"),
    "players as text": ("players", "4", "players"),
    "seven players": ("players", 7, "players"),
    "an unknown option": ("options", {"wild_threes": True}, "options.wild_threes"),
    "options a list": ("options", [], "options"),
    "a target of a billion": ("target", 10**9, "target"),
    "a dealer beyond the table": ("first_dealer", 4, "first_dealer"),
    "a title not text": ("title", {"text": "x"}, "title"),
    "an id that is a path": ("id", "../../x", "id"),
    "an id that is an absolute path": ("id", "/tmp/x", "id"),
    "an id not text": ("id", 123456789012, "id"),
    "no format": ("format", DELETE, "format"),
    "another format": ("format", "canasta-position/1", "format"),
}


@pytest.mark.parametrize("path, value, field", CORRUPT.values(), ids=CORRUPT.keys())
def test_a_corrupt_saved_game_is_refused_naming_the_field(path, value, field):
    with pytest.raises(ScorePadError) as info:
        Game.from_json(changed(saved_game(), path, value))
    assert info.value.field == field


def test_modern_american_special_hands_and_held_threes_are_read():
    data = saved_game("modern-american", 4)
    data = changed(data, "hands.0.0", {"special_hand": "straight", "went_out": True})
    data = changed(data, "hands.0.1.held_threes", [["ace", 3]])
    game = Game.from_json(data)
    assert game.hands[0][0].special_hand == "straight" and game.hands[0][1].held_threes == [("ace", 3)]
    assert game.to_json()["hands"][0][1]["held_threes"] == [["ace", 3]]


def test_a_side_is_saved_with_every_part():
    side = SideParts(
        melded=300,
        canastas={"natural": 1},
        red_threes=1,
        black_threes=1,
        went_out=True,
        concealed=True,
        special_hand="pairs",
        in_hand=5,
        has_melds=True,
        unfinished={"aces": 1},
        held_threes=[("seven", 3)],
        mismelds=2,
    )
    game = Game.new("modern-american", 4)
    game.hands.append([side, SideParts()])
    assert game.to_json()["hands"][0][0] == json.loads(json.dumps(dataclasses.asdict(side)))
    # mismelds are written only where charged: a game without them reads in a pad that does not know them
    assert "mismelds" not in game.to_json()["hands"][0][1]


def test_a_side_that_leaves_out_parts_takes_their_defaults():
    game = Game.from_json(changed(saved_game(), "hands.0.1", {"melded": 85}))
    assert game.hands[0][1] == SideParts(melded=85, has_melds=True)


@pytest.mark.parametrize("path, value, field", CORRUPT.values(), ids=CORRUPT.keys())
def test_the_pad_opens_beside_a_corrupt_game_and_says_it_was_set_aside(qtbot, tmp_path, path, value, field):
    from tutor.gui.scorepad.window import ScorePadWindow

    good = saved_game()
    (tmp_path / f"{good['id']}.json").write_text(json.dumps(good))
    bad = changed(saved_game(), path, value)
    bad_name = _file_name(bad)
    (tmp_path / bad_name).write_text(json.dumps(bad))
    window = ScorePadWindow(GameStore(tmp_path))
    qtbot.addWidget(window)
    assert [game.id for game in window.games] == [good["id"]]
    assert (tmp_path / f"{bad_name}.bad").exists() and not (tmp_path / bad_name).exists()
    assert f"{bad_name}.bad" in window.notice.text() and window.notice.isVisibleTo(window)
    assert not storage.set_aside_files  # told once


def _file_name(data: dict) -> str:
    """The name the pad gives the game's file (a made-up id if the game's own is broken)."""
    game_id = data.get("id")
    return f"{game_id}.json" if isinstance(game_id, str) and GAME_ID.fullmatch(game_id) else "0123456789ab.json"


def test_a_game_saved_under_another_name_is_set_aside(tmp_path):
    data = saved_game()
    (tmp_path / "copy of my game.json").write_text(json.dumps(data))
    assert GameStore(tmp_path).games() == []
    assert (tmp_path / "copy of my game.json.bad").exists()


def test_a_game_the_pad_makes_is_read_back():
    for variant, players in (("classic", 2), ("classic", 6), ("samba", 5), ("modern-american", 4), ("strict", 3)):
        data = saved_game(variant, players)
        assert Game.from_json(data).to_json() == Game.from_json(json.loads(json.dumps(data))).to_json()


# -- fuzzing -----------------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.sampled_from(
        [
            "natural",
            "mixed",
            "sequence",
            "straight",
            "ace",
            "seven",
            "classic",
            "samba",
            "modern-american",
            "../../x",
            "0123456789ab",
        ]
    ),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "melded",
                    "canastas",
                    "natural",
                    "went_out",
                    "in_hand",
                    "special_hand",
                    "held_threes",
                    "unfinished",
                    "x",
                    "packs",
                    "target_score",
                    "initial_minimums",
                    "special_hands",
                ]
            ),
            children,
            max_size=4,
        )
    ),
    max_leaves=8,
)


@st.composite
def mutated_games(draw):
    """A valid saved game with a few of its fields replaced, removed or added."""
    data = saved_game(*draw(st.sampled_from([("classic", 4), ("classic", 2), ("samba", 6), ("modern-american", 4)])))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        place = draw(st.sampled_from(list(json_places(data))[1:]))
        *parents, last = place
        target = data
        for key in parents:
            target = target[key]
        action = draw(st.sampled_from(["tweak", "tweak", "replace", "remove", "add"]))
        if action == "tweak":  # a value of the same kind: often a game that is still valid, if odd
            old = target[last]
            target[last] = (
                not old
                if isinstance(old, bool)
                else draw(st.integers(0, 400))
                if isinstance(old, int)
                else draw(st.text(max_size=12))
                if isinstance(old, str)
                else old
            )
        elif action == "remove":
            del target[last]
        elif action == "add" and isinstance(target, dict):
            target[draw(st.sampled_from(["x", "melded", "hands", "options", "special_hand"]))] = draw(JSON_VALUES)
        elif action == "add":
            target.append(draw(JSON_VALUES))
        else:
            target[last] = draw(JSON_VALUES)
    return data


def _use(game: Game) -> None:
    """What the pad does with a game it opens."""
    game.scored()
    game.totals()
    game.next_minimums()
    game.winners()
    game.dealer()
    game.to_csv(lambda team: f"side {team}")
    json.dumps(game.to_json(), ensure_ascii=False).encode("utf-8")


@settings(max_examples=400, deadline=None)
@given(mutated_games())
def test_loading_a_mutated_game_raises_nothing_but_the_readers_error(data):
    try:
        game = Game.from_json(data)
    except ScorePadError:
        return
    _use(game)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutated_games())
def test_the_pad_opens_whatever_a_saved_game_holds(qtbot, data):
    from tutor.gui.scorepad.window import ScorePadWindow

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / _file_name(data)
        path.write_text(json.dumps(data))
        try:
            Game.from_json(data)
            readable = True
        except ScorePadError:
            readable = False
        window = ScorePadWindow(GameStore(Path(folder)))
        qtbot.addWidget(window)
        assert len(window.games) == readable and Path(f"{path}.bad").exists() != readable
        if window.game is not None:
            window.export_csv(Path(folder) / "game.csv")
            window.sheet_html()
        window.close()
