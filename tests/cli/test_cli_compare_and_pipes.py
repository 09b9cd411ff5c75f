"""`referee --compare` keeps the position's own options, reads standard input, exits as the plain referee
does (0 legal everywhere, 1 refused somewhere, 2 nothing could rule), and a closed pipe keeps the verdict."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tutor.rules.notation import PositionError
from tutor.words.compare import PresetRuling, exit_status

ROOT = Path(__file__).resolve().parents[2]
REFUSED = ROOT / "resources" / "positions" / "frozen-pile-refused.canasta.json"

#: 90 points to open: enough in Classic and Samba, not for Modern American's 125
OPENING = {
    "format": "canasta-position/1",
    "variant": "classic",
    "players": 4,
    "turn": 0,
    "phase": "play",
    "hands": [["AS", "AH", "AD", "KS", "KH", "KD", "5C", "9H"], 11, 11, 11],
    "stock": 50,
    "discard": ["4C"],
    "melds": [[], []],
    "scores": [0, 0],
    "move": {"action": "meld", "melds": [["AS", "AH", "AD"], ["KS", "KH", "KD"]]},
}


def run(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "tutor", *args], cwd=ROOT, input=stdin, capture_output=True, text=True, timeout=60
    )


def test_a_list_valued_deciding_option_is_worded_not_a_traceback(tmp_path):
    path = tmp_path / "opening.json"
    path.write_text(json.dumps(OPENING))
    done = run("referee", str(path), "--compare", "--lang", "en")
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert "Deciding rule: Minimum count of the initial meld" in done.stdout
    assert "from 3,000: 155" in done.stdout  # the minimums table in words, not a Python list


def test_compare_reads_standard_input_like_a_file(tmp_path):
    path = tmp_path / "opening.json"
    path.write_text(json.dumps(OPENING))
    from_file = run("referee", str(path), "--compare", "--json")
    from_stdin = run("referee", "-", "--compare", "--json", stdin=json.dumps(OPENING))
    assert from_stdin.returncode == from_file.returncode == 1
    assert json.loads(from_stdin.stdout) == json.loads(from_file.stdout)
    assert json.loads(from_stdin.stdout)["modern-american"]["violations"][0]["code"] == "initial-meld-too-low"


def test_compare_keeps_the_tables_own_options():
    seven = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
    data = dict(
        OPENING,
        hands=[["5S", "5H", "5D", "8C"], 11, 11, 11],
        melds=[[seven], []],
        options={"canastas_to_go_out": 2},
        move={"action": "go-out", "melds": [["5S", "5H", "5D"]], "discard": "8C"},
    )
    done = run("referee", "-", "--compare", "--json", stdin=json.dumps(data))
    out = json.loads(done.stdout)
    assert done.returncode == 1
    assert out["classic"]["violations"][0]["code"] == "go-out-needs-canasta"  # 1 canasta is not enough here
    assert "error" not in out["classic"]


def test_the_exit_status_when_no_system_can_rule():
    error = PositionError("players", "x")
    assert exit_status([PresetRuling("classic", False, error=error)]) == "none"
    assert exit_status([PresetRuling("classic", True), PresetRuling("samba", False, error=error)]) == "legal"
    assert exit_status([PresetRuling("classic", True), PresetRuling("samba", False)]) == "refused"


def test_a_closed_pipe_keeps_the_refusals_exit_status():
    for args in (("referee", str(REFUSED)), ("referee", str(REFUSED), "--explain"), ("referee", str(REFUSED), "--json")):
        process = subprocess.Popen(
            [sys.executable, "-m", "tutor", *args, "--lang", "en"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        process.stdout.close()  # the reader is gone before a word is written (… | head -0)
        _out, err = process.communicate(timeout=60)
        assert process.returncode == 1, (args, err)
        assert b"Traceback" not in err


EMPTY_STOCK = {
    "format": "canasta-position/1",
    "players": 2,
    "turn": 0,
    "phase": "draw",
    "hands": [["KS", "5C", "9H"], ["4D", "8C"]],
    "stock": 0,
    "discard": ["6D", "7H"],
    "melds": [[["QS", "QH", "QD"]], [["JS", "JH", "JD"]]],
    "scores": [100, 200],
    "move": {"action": "draw"},
}


def test_a_draw_from_an_empty_stock_when_the_pile_cannot_be_taken_ends_the_hand_scored():
    """canasta.ch, “Wenn der Talon (Stock) ausgeht”; pagat-style: the stock is out and the pile cannot be taken."""
    done = run("referee", "-", "--json", stdin=json.dumps(EMPTY_STOCK))
    out = json.loads(done.stdout)
    assert done.returncode == 1 and out["violations"][0]["code"] == "stock-empty"  # the format's contract
    assert [t["total"] for t in out["hand_over"]["teams"]] == [30 - 25, 30 - 15]
    text = run("referee", "-", "--lang", "en", stdin=json.dumps(EMPTY_STOCK)).stdout
    assert "the hand is over" in text and "new score: 105" in text


def test_a_draw_from_an_empty_stock_when_the_pile_can_be_taken_offers_the_take_or_the_end():
    """canasta.ch: the player may take the last discard; if not, the hand ends."""
    data = dict(EMPTY_STOCK, hands=[["KS", "7C", "7D"], ["4D", "8C"]])
    out = json.loads(run("referee", "-", "--json", stdin=json.dumps(data)).stdout)
    assert out["alternatives"][0]["action"] == "take-pile"
    assert out["hand_over"]["pile_declined"] is True and len(out["hand_over"]["teams"]) == 2
    assert "Unless you take the pile, the hand is over" in run("referee", "-", "--lang", "en", stdin=json.dumps(data)).stdout


def test_the_duty_to_take_the_pile_once_the_stock_is_out_is_an_option():
    """pagat-style, “the end of the stock”: a pile that is not frozen must be taken when it fits a meld."""
    data = dict(
        EMPTY_STOCK, hands=[["KS", "QC", "9D"], ["4D", "8C"]], discard=["6D", "QD"], options={"stock_end_must_take": True}
    )
    out = json.loads(run("referee", "-", "--json", stdin=json.dumps(data)).stdout)
    assert "hand_over" not in out and out["alternatives"][0]["action"] == "take-pile"
    text = run("referee", "-", "--lang", "en", stdin=json.dumps(data)).stdout
    assert "These rules make you take the pile" in text
    without = json.loads(run("referee", "-", "--json", stdin=json.dumps(dict(data, options={}))).stdout)
    assert without["hand_over"]["pile_declined"] is True


def test_a_hand_over_with_hidden_hands_is_said_without_scores():
    data = dict(EMPTY_STOCK, hands=[["KS", "5C", "9H"], 2])
    done = run("referee", "-", "--json", stdin=json.dumps(data))
    assert done.returncode == 1 and json.loads(done.stdout)["hand_over"] == {"pile_declined": False, "teams": None}
    text = run("referee", "-", "--lang", "en", stdin=json.dumps(data))
    assert text.returncode == 1 and "once every hand's cards are known" in text.stdout and not text.stderr


def test_a_hand_with_no_card_that_may_be_discarded_is_told_what_the_rules_prescribe():
    """docs/rules/modern-american.md §7.1 (CLA): with only SWAD cards and an empty pile, a card is taken back."""
    data = {
        "format": "canasta-position/1",
        "variant": "modern-american",
        "players": 4,
        "turn": 0,
        "phase": "play",
        "hands": [["7S", "AS", "2C"], 13, 13, 13],
        "stock": 30,
        "discard": [],
        "melds": [[["KS", "KH", "KD"], ["QS", "QH", "QD"], ["JS", "JH", "JC"], ["10S", "10H", "10C"]], []],
        "move": {"action": "discard", "card": "7S"},
    }
    done = run("referee", "-", "--lang", "en", stdin=json.dumps(data))
    assert done.returncode == 1 and "take a card back from the side's melds" in done.stdout


def test_compare_exiting_2_says_why_on_stderr(tmp_path):
    """No rule system can rule (a lay-off onto a meld the side lacks): the status says the input is unusable, and
    standard error says why, as every other exit 2 does."""
    data = {
        **OPENING,
        "hands": [["KS", "KH"], 11, 11, 11],
        "move": {"action": "meld", "add": [{"to": 7, "cards": ["KS"]}]},
    }
    path = tmp_path / "no-meld.json"
    path.write_text(json.dumps(data))
    result = run("referee", "--compare", str(path))
    assert result.returncode == 2
    assert "no rule system can rule" in result.stderr and "meld 7" in result.stderr


def test_a_code_with_a_superscript_version_is_bad_input_not_a_refused_move():
    """Exit 1 says "refused"; a code that cannot be read is unusable input: 2, with one line of error."""
    for code in ("CT²-AAAA-AAAAAAA", "CT" + "1" * 5000 + "-AA-AA"):
        result = run("referee", "--code", code)
        assert result.returncode == 2, result.stderr
        assert "Traceback" not in result.stderr and result.stderr.startswith("error:")
