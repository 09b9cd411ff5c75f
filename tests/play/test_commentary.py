"""A ruling's commentary, without a window: what the panel, the command line and the share code all say."""

from __future__ import annotations

import ast
import dataclasses
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tutor.play.commentary as commentary_module
from tests.robustness.save_reload import game, random_ruleset
from tutor.play.commentary import Commentary
from tutor.play.ruling import Ruling
from tutor.play.share import decode, ruling_code, ruling_summary
from tutor.rules.cards import parse_cards
from tutor.rules.moves import Discard, Draw, TakePile
from tutor.rules.notation import read_position
from tutor.rules.reasons import ReasonCode, headline
from tutor.rules.referee import rule_on
from tutor.rules.variants import OptionError, Ruleset

ROOT = Path(__file__).resolve().parents[2]
FROZEN = json.loads((ROOT / "resources" / "positions" / "frozen-pile-refused.canasta.json").read_text(encoding="utf-8"))


def ruling_of(data: dict, move=None) -> Ruling:
    loaded = read_position(json.dumps(data))
    position = loaded.position
    move = move if move is not None else loaded.moves[0]
    verdict, after = rule_on(position, move)
    return Ruling(position, move, verdict, after, position.turn)


def test_a_refusal_says_what_was_broken_what_would_have_been_legal_and_the_rules_behind_it():
    commentary = Commentary.of(ruling_of(FROZEN))
    assert not commentary.legal and commentary.refused_step == 0
    assert [v.code.value for v in commentary.violations] == ["pile-frozen"]
    assert commentary.reasons == ()  # a refused move has no reasons
    offers = commentary.offers
    assert offers and all(rule_on(commentary.ruling.before, offer.move)[0].legal for offer in offers)
    assert [offer.why for offer in offers] == [headline(commentary.ruling.before, offer.move) for offer in offers]
    assert commentary.rules == ("pile_freezers",)
    assert "pile_freezers" in commentary.named
    assert any(rule.option == "pile_freezers" for rule in commentary.deciding)


def test_a_legal_move_says_why_and_its_cards_are_the_rules_its_reasons_rest_on():
    data = dict(FROZEN)
    move = TakePile(with_=tuple(parse_cards(["KS", "KH"])))
    commentary = Commentary.of(ruling_of(data, move))
    assert commentary.legal and commentary.offers == () and commentary.table_notes() == []
    codes = [reason.code for reason in commentary.reasons]
    assert ReasonCode.PILE_FROZEN_PAIR in codes and ReasonCode.PILE_TAKEN in codes
    assert set(commentary.rules) == {reason.rule for reason in commentary.reasons}


def test_the_commentary_is_a_value_and_the_other_readings_are_worked_out_only_when_asked_for(monkeypatch):
    asked = []
    real = commentary_module.other_readings
    monkeypatch.setattr(commentary_module, "other_readings", lambda *a: asked.append(a) or real(*a))
    commentary = Commentary.of(ruling_of(FROZEN))
    assert commentary.offers and commentary.rules and not asked  # the refusal's words need no other reading
    first = commentary.deciding
    assert commentary.deciding is first and len(asked) == 1  # kept once worked out
    with pytest.raises(dataclasses.FrozenInstanceError):
        commentary.ruling = None  # type: ignore[misc]


def test_a_question_of_several_moves_is_commented_step_by_step():
    data = dict(FROZEN, stock=42)
    data.pop("move")
    loaded = read_position(json.dumps(data))
    hand = loaded.position.hands[0]
    moves = [Draw(), Discard(hand[-1]), Discard(hand[0]), Draw()]  # the next player must draw first
    commentary = Commentary.of_moves(loaded.position, moves)
    assert [step.legal for step in commentary.steps] == [True, True, False]
    assert commentary.refused_step == 2 and commentary.position is loaded.position
    assert commentary.following == (Draw(),)  # asked after the refused move: played only under other readings
    assert commentary.step_reasons[0] and commentary.step_reasons[1] and commentary.step_reasons[2] == ()
    assert [v.code.value for v in commentary.violations] == ["wrong-phase"]


def test_a_draw_from_an_empty_stock_says_the_hand_is_over():
    data = dict(FROZEN, stock=0)
    data.pop("move")
    commentary = Commentary.of(ruling_of(data, Draw()))
    assert not commentary.legal and commentary.hand_over is not None
    assert commentary.table_notes() and "hand is over" in commentary.table_notes()[0]


def test_the_share_code_carries_the_ruling_and_says_it_in_a_line():
    commentary = Commentary.of(ruling_of(FROZEN))
    back = decode(ruling_code(commentary))
    assert back.moves == (commentary.ruling.move,)
    assert Commentary.of_moves(back.position, back.moves).violations == commentary.violations
    line = ruling_summary(commentary, "house rules")
    assert "house rules" in line and line.endswith("refused")


def test_a_rule_set_is_built_once_per_set_of_choices():
    assert Ruleset.build("samba", 4, {"max_wilds": 1}) is Ruleset.build("samba", 4, {"max_wilds": 1})
    assert Ruleset.build("samba", 4) is not Ruleset.build("samba", 2)
    with pytest.raises(OptionError):  # true is not 1, though Python hashes them alike
        Ruleset.build("samba", 4, {"max_wilds": True})
    ruleset = Ruleset.build("classic", 4, {"initial_minimums": [[None, 50], [1500, 90]]})
    assert ruleset.initial_minimums == ((None, 50), (1500, 90)) and ruleset.overridden == {"initial_minimums"}


def test_the_commentary_is_worked_out_and_worded_without_qt():
    script = (
        "import json, sys\n"
        "from tutor.play.commentary import Commentary\n"
        "from tutor.rules.notation import read_position\n"
        "from tutor.words.rulecards import deciding_line\n"
        f"loaded = read_position({json.dumps(json.dumps(FROZEN))})\n"
        "c = Commentary.of_moves(loaded.position, loaded.moves)\n"
        "assert c.offers and c.table_notes() is not None and [deciding_line(d) for d in c.deciding]\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'tutor.gui'))]\n"
    )
    subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=True)


def test_the_project_has_one_class_named_ruling():
    found = [
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "tutor").rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef) and node.name == "Ruling"
    ]
    assert found == ["tutor/play/ruling.py"]


def test_each_move_offered_once_however_it_was_reached():
    """A refused Samba meld with a wild card: the run without it is reached as "without its wild cards" and as "one
    card smaller" several times; it is offered once."""
    data = {
        "format": "canasta-position/1",
        "variant": "samba",
        "players": 4,
        "phase": "play",
        "hands": [["2C", "4H", "5H", "6H", "9D", "9C", "KS", "QD", "JD", "8C", "7C", "5S", "4S", "10D", "3S"], 15, 15, 15],
        "stock": 40,
        "discard": ["5C"],
        "melds": [[["8S", "8H", "8D"]], []],
        "scores": [0, 0],
        "move": {"action": "meld", "melds": [["2C", "4H", "5H", "6H"]]},
    }
    commentary = Commentary.of(ruling_of(data))
    offered = [offer.move for offer in commentary.offers]
    assert len(offered) == 3
    assert len({tuple(sorted(c.text for meld in m.melds for c in meld)) for m in offered}) == 3


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_each_other_reading_is_said_once(seed):
    """Under a deciding rule (what would rule otherwise) or among the further readings, never both, never lost."""
    rng = random.Random(seed)
    steps = game(random_ruleset(rng), rng, max_turns=rng.randrange(1, 40))
    if not steps:
        return
    before, move = rng.choice(steps)
    verdict, after = rule_on(before, move)
    commentary = Commentary.of(Ruling(before, move, verdict, after, before.turn))
    said = [rule.otherwise for rule in commentary.deciding if rule.otherwise is not None]
    said += list(commentary.further_readings)
    assert sorted(map(id, said)) == sorted(map(id, commentary.readings))
