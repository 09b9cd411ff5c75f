"""Every ruling that rests on an option says where the choice stands, and what the other reading would rule."""

import json
import subprocess
import sys

from tests.support.positions import FROZEN_DEEP, ONTO_MELD_TAKE_PILE, take_pile_onto_meld
from tutor.rules.moves import TakePile
from tutor.rules.notation import read_position


def test_the_panel_names_the_standing_and_tries_the_other_reading_in_one_click(window, qtbot):
    from PySide6.QtCore import QUrl

    verdict = take_pile_onto_meld(window)
    assert verdict.legal
    panel = window.panel
    text = panel.body.toPlainText()
    assert "Official or house rule" in text
    assert "Taking the pile onto an existing meld: yes — What the sources say" in text
    assert "Under the other reading, no, the move would be refused. — A house variation, listed by canasta.ch" in text
    before = window.table.undo_stack.count()
    panel.body.anchorClicked.emit(QUrl("reading:0"))
    assert window.table.position.ruleset.pile_onto_existing_meld is False
    assert not panel.verdict.legal and window.table.undo_stack.count() == before + 1  # the other rules, undoable
    assert "A house variation, listed by canasta.ch" in panel.body.toPlainText()
    assert window.table.variant_label.text() == "Classic Canasta · house rules"


def test_the_command_line_carries_it_as_data(tmp_path):
    path = tmp_path / "onto.json"
    path.write_text(json.dumps(ONTO_MELD_TAKE_PILE))
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--json"], capture_output=True, text=True, check=False
    )
    data = json.loads(out.stdout)
    [rule] = [d for d in data["deciding_rules"] if d["option"] == "pile_onto_existing_meld"]
    assert rule["standing"]["kind"] == "agreed" and rule["value"] is True
    assert rule["otherwise"]["legal"] is False and rule["otherwise"]["standing"]["kind"] == "house-variation"
    text = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--lang", "de"], capture_output=True, text=True, check=False
    ).stdout
    assert "Offizielle Regel oder Hausregel:" in text and "Was die Quellen sagen" in text


def test_the_panel_names_two_readings_together_and_the_profile_that_plays_them(window):
    """Where one reading is not enough the ruling names the two that together make the move legal, and the
    table's profile that plays them."""
    from tutor.play.profiles import Profile

    both = {"wild_freeze_lasts": "one-turn", "pile_onto_existing_meld": True}
    window.profiles.add(Profile("Sunday at Oma's", "classic", both))
    window.dispute.show_loaded(read_position(json.dumps(FROZEN_DEEP)))
    verdict = window.table.attempt(TakePile(to=0))
    assert not verdict.legal
    text = window.panel.body.toPlainText()
    assert "Under two readings together, the move would be legal" in text
    assert "Your profile “Sunday at Oma's” plays it." in text


def test_the_command_line_names_two_readings_together(tmp_path):
    path = tmp_path / "frozen.json"
    path.write_text(json.dumps({**FROZEN_DEEP, "move": {"action": "take-pile", "to": 0}}))
    run = [sys.executable, "-m", "tutor", "referee", str(path)]
    data = json.loads(subprocess.run([*run, "--json"], capture_output=True, text=True, check=False).stdout)
    [pair] = data["combined_readings"]
    assert {(r["option"], r["value"]) for r in pair["readings"]} == {
        ("wild_freeze_lasts", "one-turn"),
        ("pile_onto_existing_meld", True),
    }
    text = subprocess.run([*run, "--lang", "en"], capture_output=True, text=True, check=False).stdout
    assert "Under two readings together, the move would be legal: " in text
