"""A refusal comes with the legal moves nearest to what was tried (referee --json "alternatives")."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from tests.support.positions import FROZEN_TAKEN_WITH_A_WILD
from tutor.rules.alternatives import nearest_legal
from tutor.rules.bot import mid_hand
from tutor.rules.cards import Card
from tutor.rules.moves import Discard, MeldMove, TakePile
from tutor.rules.notation import read_position
from tutor.rules.referee import check
from tutor.rules.state import ENDED
from tutor.rules.variants import Ruleset

ROOT = Path(__file__).resolve().parents[2]


def test_json_refusal_names_legal_alternatives(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(FROZEN_TAKEN_WITH_A_WILD))
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--json"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    out = json.loads(result.stdout)
    assert out["legal"] is False
    # the nearest keeps both cards tried and adds the natural pair the frozen pile needs
    assert out["alternatives"][0] == {"action": "take-pile", "with": ["KS", "KH", "2C"]}
    for alternative in out["alternatives"]:  # each one legal in the position, as the format writes moves
        again = read_position({**FROZEN_TAKEN_WITH_A_WILD, "move": alternative})
        assert check(again.position, again.moves[0]).legal


def test_alternatives_are_always_legal_and_of_the_tried_kind_first():
    rng = random.Random(5)
    for variant in ("classic", "samba", "strict"):
        rs = Ruleset.build(variant, 4)
        for _ in range(6):
            pos = mid_hand(rs, rng, rng.randrange(4, 30))
            if pos.phase == ENDED:
                continue
            hand = pos.hands[pos.turn]
            for tried in (TakePile(with_=tuple(hand[:2])), MeldMove(melds=(tuple(hand[:3]),)), Discard(hand[0])):
                if check(pos, tried).legal:
                    continue
                found = nearest_legal(pos, tried)
                assert all(check(pos, move).legal for move in found)
                same_kind = [m for m in found if type(m) is type(tried)]
                assert found[: len(same_kind)] == same_kind


def test_nearest_keeps_the_tried_cards():
    loaded = read_position(FROZEN_TAKEN_WITH_A_WILD)
    best = nearest_legal(loaded.position, loaded.moves[0])[0]
    assert Card.parse("KS") in best.with_


def test_an_opening_short_of_its_minimum_is_offered_the_opening_the_hand_can_make():
    # 70 of the 125 Modern American asks at 0: the hand's joker and its three sevens make it 135, which the
    # referee accepts; discarding a king helps nobody to open
    short = read_position(
        {
            "format": "canasta-position/1",
            "variant": "modern-american",
            "players": 4,
            "phase": "play",
            "hands": [["KS", "KH", "KD", "QS", "QD", "2C", "7H", "7S", "7D", "3S", "9C", "JK", "5H"], 13, 13, 13],
            "stock": 50,
            "discard": ["9D"],
            "move": {"action": "meld", "melds": [["KS", "KH", "KD"], ["QS", "QD", "2C"]]},
        }
    )
    found = nearest_legal(short.position, short.moves[0])
    assert isinstance(found[0], MeldMove) and all(check(short.position, move).legal for move in found)
    kept = {card.text for meld in found[0].melds for card in meld}
    assert {"KS", "KH", "KD", "QS", "QD", "2C", "JK", "7H", "7S", "7D"} == kept  # the melds tried, grown
