"""`canasta-tutor referee FILE --json` on position files of every rule system, as an outside tester runs it.

Exit status: 0 legal, 1 illegal (with the violation code), 2 not a valid position.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

NINES = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
FIVE_KINGS = ["KS", "KH", "KD", "KC", "KS"]
PAIRS = ["4S", "4H", "5S", "5H", "6S", "6H", "8S", "8H", "9S", "9H", "QS", "QH", "AS", "AH"]


def pos(variant, hands, **fields):
    return {"format": "canasta-position/1", "variant": variant, "players": len(hands), "hands": hands, "stock": 40, **fields}


CASES = {
    # classic (canasta.ch): a wild card in the pile freezes it
    "classic-frozen": (
        pos(
            "classic",
            [["KS", "2C", "7H"], 11, 11, 11],
            discard=["5D", "2H", "KD"],
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "take-pile", "with": ["KS", "2C"]},
        ),
        1,
        "pile-frozen",
    ),
    "classic-black-three-kept": (pos("classic", [["5S"], 11, 11, 11], stock=["KS", "3C"], move={"action": "draw"}), 0, None),
    # samba (Wikipedia Samba): sequences, without wild cards
    "samba-sequence": (
        pos(
            "samba",
            [["5H", "6H", "7H", "KS", "QD"], 15, 15, 15],
            phase="play",
            melds=[[["9H", "9C", "9S"]], []],
            move={"action": "meld", "melds": [["5H", "6H", "7H"]]},
        ),
        0,
        None,
    ),
    "samba-wild-in-sequence": (
        pos(
            "samba",
            [["5H", "6H", "2C", "KS"], 15, 15, 15],
            phase="play",
            melds=[[["9H", "9C", "9S"]], []],
            move={"action": "meld", "melds": [["5H", "6H", "2C"]]},
        ),
        1,
        "meld-bad-sequence",
    ),
    # strict (verschärft): two canastas and a final discard to go out
    "strict-no-final-discard": (
        pos(
            "strict",
            [["4S", "4H", "4D"], 13, 13, 13],
            phase="play",
            melds=[[NINES, ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], []],
            move={"action": "go-out", "melds": [["4S", "4H", "4D"]]},
        ),
        1,
        "go-out-must-discard",
    ),
    "strict-draws-two": (pos("strict", [["5S"], 13, 13, 13], move={"action": "draw"}), 0, None),
    # modern-american (pagat.com, Canasta League of America)
    "mac-wild-meld-unfinished": (
        pos(
            "modern-american",
            [["2H", "5S", "6S"], 13, 13, 13],
            phase="play",
            discard=["4C"],
            melds=[[["2C", "2D", "JK"], FIVE_KINGS], []],
            move={"action": "meld", "add": [{"to": 1, "cards": ["2H"]}]},
        ),
        1,
        "wild-meld-unfinished",
    ),
    "mac-wild-onto-wild-meld": (
        pos(
            "modern-american",
            [["2H", "5S", "6S"], 13, 13, 13],
            phase="play",
            discard=["4C"],
            melds=[[["2C", "2D", "JK"], FIVE_KINGS], []],
            move={"action": "meld", "add": [{"to": 0, "cards": ["2H"]}]},
        ),
        0,
        None,
    ),
    "mac-special-hand-pairs": (
        pos(
            "modern-american",
            [PAIRS, 13, 13, 13],
            phase="play",
            discard=["7D"],
            move={"action": "go-out", "melds": [PAIRS[i : i + 2] for i in range(0, 14, 2)]},
        ),
        0,
        None,
    ),
    "mac-pairs-after-melding": (
        pos(
            "modern-american",
            [PAIRS, 13, 13, 13],
            phase="play",
            discard=["7D"],
            melds=[[["10S", "10H", "10D"]], []],
            move={"action": "go-out", "melds": [PAIRS[i : i + 2] for i in range(0, 14, 2)]},
        ),
        1,
        "special-hand-after-meld",
    ),
    "mac-talon-joins": (
        pos(
            "modern-american",
            [["6C"], 13, 13, 13],
            melds=[[["AS", "AH", "AD"]], []],
            talon=[["9C", "3S", "7H", "JK"], 0, 0, 0],
            move={"action": "draw"},
        ),
        0,
        None,
    ),
    "mac-three-not-discarded": (
        pos(
            "modern-american",
            [["3S", "5S", "6S"], 13, 13, 13],
            phase="play",
            discard=["4C"],
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "discard", "card": "3S"},
        ),
        1,
        "discard-not-allowed",
    ),
    # invalid input: black threes laid out where the rules do not lay them out
    "classic-black-threes-field": (
        pos("classic", [["5S"], 11, 11, 11], black_threes=[["3S"], []], move={"action": "draw"}),
        2,
        "black_threes[0][0]",
    ),
    "mac-unknown-special-hand": (
        pos("modern-american", [[], [], [], []], went_out=0, special_hand="royal"),
        2,
        "special_hand",
    ),
}


def referee(tmp_path, data):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--json", "--lang", "en"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("name", sorted(CASES))
def test_referee_exit_status_and_code(tmp_path, name):
    data, status, expected = CASES[name]
    result = referee(tmp_path, data)
    assert result.returncode == status, result.stderr
    if status == 2:
        assert result.stdout == "" and expected in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
        return
    verdict = json.loads(result.stdout)
    assert verdict["legal"] is (status == 0)
    if expected is None:
        assert verdict["violations"] == []
    else:
        assert verdict["step"] == 0 and verdict["violations"][0]["code"] == expected
        assert verdict["violations"][0]["message"] and verdict["violations"][0]["rule"]


def test_every_preset_has_cases():
    variants = {data["variant"] for data, _status, _code in CASES.values()}
    assert variants == {"classic", "samba", "strict", "modern-american"}
