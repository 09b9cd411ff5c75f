"""``referee --json`` says everything the text says: every sentence of the text output is in the JSON too, for
legal and refused rulings, so that another program can show a ruling whole."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
POSITIONS = ROOT / "resources" / "positions"
BASE = {"format": "canasta-position/1", "players": 4, "stock": 40, "scores": [0, 0]}
CASES = {
    "refused frozen take": json.loads((POSITIONS / "frozen-pile-refused.canasta.json").read_text(encoding="utf-8")),
    "legal opening from the pile": {
        **BASE,
        "hands": [["KS", "KH", "AS", "AH", "AD", "2C", "9D", "JD", "QD", "4C", "4H"], 11, 11, 11],
        "discard": ["5C", "3H", "8H", "KD"],
        "melds": [[], []],
        "move": {"action": "take-pile", "with": ["KS", "KH"], "melds": [["AS", "AH", "AD", "2C"]]},
    },
    "a house rule, two moves, the second refused": {
        **BASE,
        "options": {"pile_onto_existing_meld": False},
        "phase": "play",
        "hands": [["7C", "7H", "7S", "JK", "3S", "5D", "6D", "8D", "9D", "4C", "4H", "QD"], 11, 11, 11],
        "discard": ["5C"],
        "melds": [[["8S", "8H", "8D"]], []],
        "moves": [{"action": "meld", "melds": [["7C", "7H", "7S", "JK"]]}, {"action": "discard", "card": "3H"}],
    },
    "a draw from the empty stock": {
        **BASE,
        "stock": 0,
        "hands": [["KS", "QH", "5D"], ["4C", "9D"], ["6S", "7S"], ["JD", "JC"]],
        "discard": ["5C", "8H"],
        "melds": [[["8S", "8H", "8D"]], [["9S", "9H", "9C"]]],
        "move": {"action": "draw"},
    },
}
#: the text's headings and labels, which the JSON says with its keys
LABELS = {
    "What would have been legal:",
    "Official or house rule:",
    "Under another reading of the sources:",
    "Verdict: legal.",
}


def strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


@pytest.mark.parametrize("name", list(CASES))
def test_every_sentence_of_the_text_is_in_the_json(name, tmp_path):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(CASES[name]), encoding="utf-8")
    run = [sys.executable, "-m", "tutor", "--lang", "en", "referee", str(path)]
    text = subprocess.run(run, capture_output=True, text=True, cwd=ROOT).stdout
    out = json.loads(subprocess.run([*run, "--json"], capture_output=True, text=True, cwd=ROOT).stdout)
    said = strings(out)
    lines = text.splitlines()[1:]  # the first names the rule system and the seat to play, as the file does
    assert lines, text
    for line in lines:
        line = line.strip()
        for mark in ("✓ ", "✗ ", "• "):
            line = line.removeprefix(mark)
        if line in LABELS:
            continue
        if line.startswith("Move"):  # "Move 2 (discard: 3♥): refused": the move in words, and its verdict
            words = line[line.index("(") + 1 : line.rindex(")")]
            assert words in [m["words"] for m in out["moves"]], (line, out["moves"])
            continue
        if line.startswith("Rule: "):
            line = line.removeprefix("Rule: ")
        if " — " in line and line.split(" — ")[0] in [o["words"] for o in out.get("offers", [])]:
            move, why = line.split(" — ", 1)  # an offer and what makes it work
            assert why in said, line
            continue
        assert any(line in s for s in said), (line, said)


def test_a_legal_ruling_names_the_rule_of_each_condition_with_its_source(tmp_path):
    """Legal moves settle a dispute only when the words name the rule argued about and its source: the frozen
    pile taken with a natural pair from the hand says which rule allows it, cited."""
    position = {
        "format": "canasta-position/1",
        "players": 4,
        "hands": [["KS", "KH", "7H", "8H", "9D"], 11, 11, 11],
        "stock": 50,
        "discard": ["5D", "2C", "9S", "KD"],
        "melds": [[["QH", "QC", "QS"]], []],
        "move": {"action": "take-pile", "with": ["KS", "KH"]},
    }
    path = tmp_path / "frozen.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    text = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--lang", "en"], capture_output=True, text=True, check=False
    ).stdout
    lines = text.splitlines()
    frozen = next(i for i, line in enumerate(lines) if "frozen by the 2♣" in line)
    assert lines[frozen + 1].strip().startswith("Rule: Frozen pile (canasta.ch, “Abwurfstapel einfrieren”")
    assert text.count("Rule: Frozen pile") == 1
