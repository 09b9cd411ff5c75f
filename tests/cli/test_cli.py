"""The command-line referee and scorer, run as a user would (exit statuses from the format's contract)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import FINISHED

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


def run(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "tutor", *args], cwd=ROOT, input=stdin, capture_output=True, text=True, timeout=60
    )


@pytest.fixture
def write(tmp_path):
    def _write(data, name="position.json"):
        path = tmp_path / name
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
        return str(path)

    return _write


def test_refused_move_json(write):
    result = run("referee", write(FROZEN), "--json", "--lang", "en")
    assert result.returncode == 1
    out = json.loads(result.stdout)
    assert out["legal"] is False and out["step"] == 0
    violation = out["violations"][0]
    assert violation["code"] == "pile-frozen"
    assert "frozen" in violation["message"] and "canasta.ch" in violation["rule"]


def test_legal_move_json(write):
    legal = dict(FROZEN, move={"action": "take-pile", "with": ["KS", "2C"]}, discard=["5D", "KD"])
    result = run("referee", write(legal), "--json")
    assert result.returncode == 0
    out = json.loads(result.stdout)
    assert out["legal"] is True and out["violations"] == []
    assert out["reasons"] and all(set(r) == {"step", "code", "rule", "message"} for r in out["reasons"])


def test_text_output(write):
    result = run("referee", write(FROZEN), "--lang", "en")
    assert result.returncode == 1 and "refused" in result.stdout and "Rule:" in result.stdout


def test_step_of_moves(write):
    data = dict(FROZEN, phase="draw", moves=[{"action": "draw"}, {"action": "draw"}])
    del data["move"]
    result = run("referee", write(data), "--json")
    assert result.returncode == 1 and json.loads(result.stdout)["step"] == 1


def test_standard_input():
    result = run("referee", "-", "--json", stdin=json.dumps(FROZEN))
    assert result.returncode == 1 and json.loads(result.stdout)["violations"][0]["code"] == "pile-frozen"


@pytest.mark.parametrize(
    "content, field",
    [
        ("{not json", "not valid JSON"),
        (json.dumps(dict(FROZEN, hands=[["KS", "QQ"], 11, 11, 11])), "hands[0][1]"),
        (json.dumps(dict(FROZEN, discard=["KS", "KS", "KD"])), "copies of KS"),
    ],
)
def test_invalid_input_one_line(write, content, field):
    result = run("referee", write(content), "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and field in lines[0]


def test_missing_file():
    result = run("referee", "/nonexistent/position.json")
    assert result.returncode == 2 and "cannot read" in result.stderr


def test_hints(write):
    data = dict(FROZEN, discard=["5D", "KD"], hands=[["KS", "KH", "2C", "7H"], 11, 11, 11])
    del data["move"]
    result = run("referee", write(data), "--hints", "--json")
    assert result.returncode == 0
    hints = json.loads(result.stdout)
    assert {"action": "take-pile", "with": ["KS", "KH"]} in hints["take_pile"]


def test_score_json(write):
    result = run("score", write(FINISHED), "--json")
    assert result.returncode == 0
    teams = json.loads(result.stdout)["teams"]
    assert teams[0] | {} == teams[0] and teams[0]["melded"] == 70 and teams[0]["bonuses"] == 600
    assert teams[0]["total"] == 670 and teams[0]["new_score"] == 770
    assert teams[1]["in_hand"] == -15 and teams[1]["total"] == 15


def test_score_needs_went_out(write):
    result = run("score", write(dict(FROZEN)), "--json")
    assert result.returncode == 2 and "went_out" in result.stderr


def test_subcommands_do_not_load_qt(write):
    path = write(FROZEN)
    code = (
        f"import sys, tutor.cli; tutor.cli.main(['referee', {str(path)!r}, '--json']); "
        "sys.exit(3 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_selfplay_summary():
    result = run("selfplay", "--hands", "3", "--players", "4", "--seed", "5", "--json")
    assert result.returncode == 0
    summary = json.loads(result.stdout)
    assert summary["hands"] == 3 and summary["went_out"] + summary["stock_ran_out"] == 3


def test_score_names_the_side_that_won_the_game(write):
    result = run("score", write(FINISHED | {"scores": [4800, 800]}), "--lang", "en")
    assert result.returncode == 0
    assert "The game is over (target 5,000): side 1 wins it." in result.stdout


def test_compare_without_a_move_rules_on_nothing(write):
    position = {key: value for key, value in FROZEN.items() if key != "move"}
    result = run("referee", write(position), "--compare", "--lang", "en")
    assert result.returncode == 0 and result.stdout.strip() == "No move given: nothing to rule on."


def test_a_code_and_a_file_together_are_refused(write):
    code = run("code", write(FROZEN)).stdout.strip()
    result = run("referee", "--code", code, write(FROZEN), "--lang", "en")
    assert result.returncode == 2 and "not both" in result.stderr


@pytest.mark.parametrize("hands", ["-2", "0", "many"])
def test_selfplay_wants_at_least_one_hand(hands):
    result = run("selfplay", "--hands", hands, "--lang", "en")
    assert result.returncode == 2 and "must be a whole number from 1 to 100,000" in result.stderr


def test_a_mistyped_command_is_named_as_one_not_read_as_a_file():
    result = run("selfply", "--lang", "en")
    assert result.returncode == 2 and "invalid choice: 'selfply'" in result.stderr and "cannot read" not in result.stderr


@pytest.mark.parametrize("command", [(), ("scorepad",)])
def test_a_screenshot_that_cannot_be_written_says_so(tmp_path, command):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_TUTOR_HOME=str(tmp_path))
    target = str(tmp_path / "no-such-folder" / "x.png")
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--lang", "de", *command, "--screenshot", target],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1 and f"Fehler: {target} kann nicht geschrieben werden" in result.stderr


@pytest.mark.parametrize(
    "stdin, said",
    [
        ("", "Es gibt nichts zu lesen: Die Eingabe ist leer"),
        ("xx", "kein gültiges JSON: Ein Wert fehlt (Zeile 1, Spalte 1)"),
        ('{"players": 4,}', "Ein Name in doppelten Anführungszeichen fehlt"),
        ('{"players": 4} x', "Nach dem Ende der Daten folgt noch etwas"),
    ],
)
def test_a_broken_file_is_worded_in_the_chosen_language(stdin, said):
    # the JSON decoder's own words are English ("Expecting value"): the common faults are the catalogs'
    result = run("--lang", "de", "referee", "-", stdin=stdin)
    assert result.returncode == 2 and said in result.stderr and "Expecting" not in result.stderr


def test_a_missing_file_is_worded_in_the_chosen_language(tmp_path):
    result = run("--lang", "fr", "referee", str(tmp_path / "nowhere.json"))
    assert result.returncode == 2 and "ce fichier n’existe pas" in result.stderr
