"""`referee --explain`: the rule cards behind a verdict, refused or legal."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FROZEN = {
    "format": "canasta-position/1",
    "players": 4,
    "hands": [["KS", "2C", "7H", "8H"], 11, 11, 11],
    "stock": 50,
    "discard": ["5D", "2H", "KD"],
    "melds": [[["9S", "9H", "9D"]], []],
    "move": {"action": "take-pile", "with": ["KS", "2C"]},
}


def run(path, *args):
    return subprocess.run(
        [sys.executable, "-m", "tutor", "referee", path, "--explain", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_refused_move_prints_the_card_of_its_rule(tmp_path):
    path = tmp_path / "frozen.json"
    path.write_text(json.dumps(FROZEN), encoding="utf-8")
    result = run(str(path), "--lang", "en")
    assert result.returncode == 1
    assert "Sources:" in result.stdout
    # the full title of a source, not its short key
    assert "Einfaches oder klassisches Canasta" in result.stdout
    assert "True" not in result.stdout and "False" not in result.stdout


def test_legal_move_prints_the_cards_of_its_kind_in_french(tmp_path):
    legal = dict(FROZEN, discard=["5D", "KD"])
    path = tmp_path / "legal.json"
    path.write_text(json.dumps(legal), encoding="utf-8")
    result = run(str(path), "--lang", "fr")
    assert result.returncode == 0
    assert "Qui prend le rebut le prend en entier" in result.stdout
    assert "Sources\u00a0:" in result.stdout
