"""Why a legal move is legal: the checks it passed, with their numbers, and what it set off."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.positions import TAKE_TO_OPEN
from tutor import i18n
from tutor.rules.bot import Bot
from tutor.rules.cards import parse_cards
from tutor.rules.deal import deal
from tutor.rules.moves import Addition, Discard, MeldMove, TakePile
from tutor.rules.notation import read_position
from tutor.rules.presets import PRESETS
from tutor.rules.reasons import legal_reasons
from tutor.rules.referee import rule_on
from tutor.rules.state import ENDED
from tutor.rules.variants import Ruleset
from tutor.words.explain import REASON_MESSAGES, reason_text

ROOT = Path(__file__).resolve().parents[2]


def reasons_of(data, move):
    pos = read_position(json.dumps(data)).position
    verdict, after = rule_on(pos, move)
    assert verdict.legal
    return {r.code: r for r in legal_reasons(pos, move, after)}


def test_taking_the_pile_to_open_names_the_count_and_the_frozen_pile():
    reasons = reasons_of(TAKE_TO_OPEN, TakePile(with_=tuple(parse_cards(["7C", "7D", "2C", "2D"]))))
    assert reasons["initial-meld"].params == {"have": 55, "need": 50, "score": 0}
    assert reasons["initial-meld"].rule == "initial_minimums"
    assert reasons["pile-frozen-pair"].params["reason"] == "not-melded"  # not opened yet: frozen for the side
    assert reasons["pile-taken"].params == {"count": 2}


def test_a_completed_canasta_and_an_open_pile():
    data = dict(
        TAKE_TO_OPEN,
        hands=[["KS", "KH", "KD", "5C", "9D"], 11, 11, 11],
        melds=[[["KC", "KC", "KS", "2H"]], []],
        discard=["5H", "KH"],
        scores=[1000, 0],
    )
    reasons = reasons_of(data, TakePile(with_=tuple(parse_cards(["KS", "KH"])), to=0))
    assert reasons["pile-not-frozen"].params == {"melded": True}
    canasta = reasons["canasta-completed"].params
    assert canasta["kind"] == "mixed" and canasta["meld"] == {"rank": "K", "size": 7}
    i18n.set_language("en")
    assert reason_text(reasons["canasta-completed"]) == "Canasta completed: the K meld (7 cards), mixed."


def test_a_lay_off_onto_a_canasta_completes_nothing_new():
    data = dict(
        TAKE_TO_OPEN,
        hands=[["KS", "5C", "9D"], 11, 11, 11],
        melds=[[["KC"] * 2 + ["KS", "KD", "KH", "KD", "KH"]], []],
        discard=["5H"],
        scores=[1000, 0],
    )
    pos = read_position(json.dumps(data)).position
    drawn = rule_on(pos, __import__("tutor.rules.moves", fromlist=["Draw"]).Draw())[1]
    move = MeldMove(add=(Addition(to=0, cards=tuple(parse_cards(["KS"]))),))
    verdict, after = rule_on(drawn, move)
    assert verdict.legal
    assert "canasta-completed" not in {r.code for r in legal_reasons(drawn, move, after)}


def test_a_discard_names_the_next_player():
    data = dict(TAKE_TO_OPEN, phase="play")
    reasons = reasons_of(data, Discard(parse_cards(["8C"])[0]))
    assert reasons["discarded"].params == {"card": "8C", "next": 1}


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_legal_move_of_a_hand_has_reasons_worded_in_every_language(variant):
    """Bots play a hand: each accepted move gets at least one reason, and every reason reads in de, fr, en."""
    rng = random.Random(3)
    rs = Ruleset.build(variant, max(PRESETS[variant].players))
    pos, bot = deal(rs, rng), Bot(rng)
    seen = set()
    for _turn in range(300):
        steps = bot.play_turn(pos) if pos.phase != ENDED else []
        if not steps:
            break
        for move, after in steps:
            reasons = legal_reasons(pos, move, after)
            assert reasons, move
            seen |= {r.code for r in reasons}
            for lang in ("de", "fr", "en"):
                i18n.set_language(lang)
                for reason in reasons:
                    assert reason_text(reason)
            pos = after
    i18n.set_language("en")
    assert {"drew", "discarded"} <= seen
    assert seen <= set(REASON_MESSAGES)


def test_referee_json_gives_reasons_for_a_legal_verdict(tmp_path):
    path = tmp_path / "take.json"
    path.write_text(json.dumps(dict(TAKE_TO_OPEN, move={"action": "take-pile", "with": ["7C", "7D", "2C", "2D"]})))
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--json"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    result = json.loads(out.stdout)
    assert result["legal"] and result["violations"] == []
    messages = [r["message"] for r in result["reasons"]]
    assert any("55" in m and "50" in m for m in messages)
    assert all(r["rule"] and r["message"] for r in result["reasons"])
    text = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path)], cwd=ROOT, capture_output=True, text=True, timeout=60
    ).stdout
    assert "✓ Initial meld: 55 points" in text


def test_an_offered_move_says_what_makes_it_work(tmp_path):
    """The issue's example: two kings are 30 points short of opening; with the joker the take counts 80."""
    path = tmp_path / "short.json"
    path.write_text(
        json.dumps(
            {
                "format": "canasta-position/1",
                "players": 2,
                "turn": 0,
                "scores": [0, 0],
                "hands": [["KS", "KH", "JK", "5C", "9D", "8S", "4H"], 11],
                "discard": ["5H", "KC"],
                "stock": 40,
                "move": {"action": "take-pile", "with": ["KS", "KH"]},
            }
        )
    )
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--lang", "en"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    assert "these cards count only 30" in out
    assert "take the pile: K♠ K♥ ★ — Initial meld: 80 points, at least the 50" in out


OPENING = [["QS", "QH", "QD"], ["JS", "JH", "JC"], ["KS", "KH", "KD"], ["AS", "AH", "AD"]]


def _reasons(data):
    loaded = read_position(data)
    before = loaded.position
    _verdict, after = rule_on(before, loaded.moves[0])
    return [(r.code, r.rule) for r in legal_reasons(before, loaded.moves[0], after)]


def test_the_rule_that_lets_a_meld_lie_as_it_does_is_named():
    """A second meld of a rank rests on ``melds_per_rank``; black threes melded to go out on their limit."""
    kings = ["KC", "KS", "KH", "KD", "KC", "KS", "KH"]
    second = {
        "format": "canasta-position/1",
        "variant": "samba",
        "players": 4,
        "phase": "play",
        "hands": [["KS", "KH", "KD", "5C", "6D"], 15, 15, 15],
        "stock": 80,
        "discard": ["4C"],
        "melds": [[kings], []],
        "move": {"action": "meld", "melds": [["KS", "KH", "KD"]]},
    }
    assert _reasons(second) == [("meld-laid", "melds_per_rank")]
    threes = {
        **second,
        "hands": [["3S", "3C", "3S"], 15, 15, 15],
        "melds": [[kings, ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]], []],
        "move": {"action": "go-out", "melds": [["3S", "3C", "3S"]], "discard": None},
    }
    assert ("meld-laid", "black_three_meld_max") in _reasons(threes)


def test_a_talon_set_aside_is_a_reason_of_the_discard_that_ends_the_opening_turn():
    i18n.set_language("en")
    data = {
        "format": "canasta-position/1",
        "variant": "modern-american",
        "players": 4,
        "phase": "play",
        "hands": [["5S", "6S"], 13, 13, 13],
        "stock": 40,
        "discard": [],
        "melds": [OPENING, []],
        "turn_state": {"opened": True},
        "move": {"action": "discard", "card": "5S"},
    }
    assert ("talon-set-aside", "opening_talon") in _reasons(data)
    loaded = read_position(data)
    _verdict, after = rule_on(loaded.position, loaded.moves[0])
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], after)]
    assert "Your side opened from the hand: 4 bonus cards are set aside for your next turn." in words
