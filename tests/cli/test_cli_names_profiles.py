"""``canasta-tutor referee`` names the table's profile that plays a reading or a pair of readings the ruling
names, in text and in ``--json``, as the referee panel does (both ask the ruling's commentary)."""

import json

from tests.support.cli import referee
from tests.support.positions import FROZEN_DEEP, ONTO_MELD_TAKE_PILE
from tutor.play import profiles
from tutor.play.commentary import Commentary
from tutor.play.profiles import Profile, ProfileBook
from tutor.rules.notation import read_position

BOTH = {"wild_freeze_lasts": "one-turn", "pile_onto_existing_meld": True}


def _keep(*kept: Profile) -> None:
    profiles.save_book(ProfileBook(list(kept)))


def test_the_text_names_the_profile_that_plays_the_other_reading():
    _keep(Profile("Club night", "classic", {"pile_onto_existing_meld": False}), Profile("Samba club", "samba", {}))
    out = referee(ONTO_MELD_TAKE_PILE).stdout
    assert "Your profile “Club night” plays it." in out
    data = json.loads(referee(ONTO_MELD_TAKE_PILE, "--json").stdout)
    [rule] = [d for d in data["deciding_rules"] if d["option"] == "pile_onto_existing_meld"]
    assert rule["otherwise"]["profiles"] == ["Club night"]
    assert "Samba club" not in out  # another system's profile plays nothing here


def test_the_json_names_the_profile_of_a_reading_and_of_a_pair():
    _keep(Profile("Sunday at Oma's", "classic", BOTH), Profile("Club night", "classic", {"wild_freeze_lasts": "one-turn"}))
    data = json.loads(referee({**FROZEN_DEEP, "move": {"action": "take-pile", "to": 0}}, "--json").stdout)
    [pair] = data["combined_readings"]
    assert pair["profiles"] == ["Sunday at Oma's"]  # only the profile that plays both, not "Club night"
    assert all(r["profiles"] == [] for r in data["other_readings"])  # no one reading alone rules otherwise here
    text = referee({**FROZEN_DEEP, "move": {"action": "take-pile", "to": 0}}).stdout
    assert "Your profile “Sunday at Oma's” plays it." in text


def test_without_profiles_nothing_is_named():
    data = json.loads(referee(ONTO_MELD_TAKE_PILE, "--json").stdout)
    assert any(r["option"] == "pile_onto_existing_meld" for r in data["other_readings"])
    assert all(r["profiles"] == [] for r in data["other_readings"])
    [rule] = [d for d in data["deciding_rules"] if d["option"] == "pile_onto_existing_meld"]
    assert rule["otherwise"]["profiles"] == []
    assert "Your profile" not in referee(ONTO_MELD_TAKE_PILE).stdout


def test_the_commentary_is_the_one_place_that_looks_the_profiles_up():
    loaded = read_position({**FROZEN_DEEP, "move": {"action": "take-pile", "to": 0}})
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    book = ProfileBook([Profile("Sunday at Oma's", "classic", BOTH), Profile("Samba", "samba", BOTH)])
    [pair] = commentary.combined
    assert commentary.profiles_holding(book, pair.readings) == ("Sunday at Oma's",)
    assert commentary.profiles_holding(None, pair.readings) == ()


def test_compare_rules_under_each_saved_profile_by_its_name():
    """``--compare`` runs the table's saved profiles too: each a row named by the profile, in text and in JSON."""
    _keep(Profile("Club night", "classic", {"pile_onto_existing_meld": False}), Profile("Samba club", "samba", {}))
    data = json.loads(referee(ONTO_MELD_TAKE_PILE, "--compare", "--json").stdout)
    rows = {row["name"]: row for row in data["profiles"]}
    assert set(rows) == {"Club night", "Samba club"}
    assert data["classic"]["legal"] is True  # the system's own rules allow the pile onto the meld
    assert rows["Club night"]["variant"] == "classic" and rows["Club night"]["legal"] is False
    assert rows["Club night"]["violations"][0]["code"] == data["profiles"][0]["violations"][0]["code"]
    text = referee(ONTO_MELD_TAKE_PILE, "--compare", "--lang", "en").stdout
    [line] = [line for line in text.splitlines() if "Club night" in line]
    assert line.startswith("Classic Canasta · Club night") and "refused" in line
    assert any(line.startswith("Samba · Samba club") for line in text.splitlines())


def test_compare_without_profiles_lists_none():
    data = json.loads(referee(ONTO_MELD_TAKE_PILE, "--compare", "--json").stdout)
    assert data["profiles"] == []
    assert "classic" in data and "modern-american" in data
