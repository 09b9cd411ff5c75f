"""A ruling names the sources' other readings under which the move would rule otherwise (a refusal that another
source would allow, a legal move that another would refuse), each with its sources."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.conftest import position
from tutor.rules.readings import other_readings
from tutor.rules.referee import play

ROOT = Path(__file__).resolve().parents[2]
SEVEN_FIVES = ["5S", "5H", "5D", "5C", "5S", "5H", "5D"]
SPLASH = dict(
    players=2,
    phase="play",
    hands=[[*SEVEN_FIVES, "9C", "8C"], 9],
    melds=[[], []],
    scores=[3000, 0],
    move={"action": "meld", "melds": [SEVEN_FIVES]},
)


def test_a_refusal_names_the_reading_that_would_allow_it():
    """The splash: canasta.ch's main rules ask for the minimum; règle-fr's reader comment lets a canasta open."""
    loaded = position(**SPLASH)
    assert not play(loaded.position, loaded.moves).legal
    [reading] = other_readings(loaded.position, loaded.moves)
    assert reading.option == "initial_canasta_suffices" and reading.value is True and reading.legal
    assert {c.source for c in reading.citations} == {"règle-fr"}


def test_every_reading_named_does_rule_otherwise_and_none_is_missed():
    loaded = position(**SPLASH)
    from tutor.rules.presets import preset_settings
    from tutor.rules.variants import Ruleset

    named = {(r.option, r.value) for r in other_readings(loaded.position, loaded.moves)}
    for option, setting in preset_settings("classic").items():
        for alternative in setting.alternatives:
            other = loaded.position.copy()
            try:
                other.ruleset = Ruleset.build("classic", 2, {option: alternative.value})
            except ValueError:
                continue
            flips = play(other, loaded.moves).legal
            assert ((option, alternative.value) in named) == flips, option


def test_a_table_choice_makes_the_presets_own_value_a_reading():
    loaded = position(**SPLASH, options={"initial_canasta_suffices": True})
    assert play(loaded.position, loaded.moves).legal
    [reading] = other_readings(loaded.position, loaded.moves)
    assert reading.option == "initial_canasta_suffices" and reading.value is False and not reading.legal


def test_the_command_line_says_them_in_words_and_as_data(tmp_path):
    data = {"format": "canasta-position/1", **SPLASH, "stock": 40}
    path = tmp_path / "splash.json"
    path.write_text(json.dumps(data))
    run = [sys.executable, "-m", "tutor", "referee", str(path)]
    out = json.loads(subprocess.run([*run, "--json"], capture_output=True, text=True, cwd=ROOT).stdout)
    assert out["other_readings"] == [
        {
            "option": "initial_canasta_suffices",
            "title": "A canasta laid from the hand opens whatever it counts",
            "value": True,
            "value_words": "yes",
            "sources": ["French rules blog, “commentaire de jeff28” [a reader's comment]"],
            "legal": True,
            "words": "A canasta laid from the hand opens whatever it counts: yes (French rules blog, “commentaire de "
            "jeff28” [a reader's comment]): the move would be legal.",
            "profiles": [],  # the table keeps no profile that plays it
        }
    ]
    text = subprocess.run([*run, "--lang", "en"], capture_output=True, text=True, cwd=ROOT).stdout
    # said once: under the deciding rule it answers, as the panel says it, and not again in a list of readings
    [rule] = [rule for rule in out["deciding_rules"] if rule["otherwise"] is not None]
    assert text.count(rule["otherwise"]["words"]) == 1 and "Under another reading of the sources:" not in text
