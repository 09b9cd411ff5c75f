"""A table's own special-hand values (Modern American): a rule option that holds a figure per special hand, read
strictly from the position format, carried by profiles and share codes, used by ``score`` and by the referee's
special-hand rulings, and standing as what it is: no written rule, a house variation."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import position
from tutor.rules.errors import InputError
from tutor.rules.notation import read_position, write_position
from tutor.rules.referee import play
from tutor.rules.special_hands import SPECIAL_HAND_VALUES
from tutor.rules.variants import Ruleset

MAC = "modern-american"
STRAIGHT = ["AS", "2C", "3H", "4D", "5S", "6S", "7C", "8H", "9D", "10S", "JS", "QC", "KH", "JK"]
OWN = {"special_hand_values": {"straight": 4000, "garbage": 2500}}
SHOWING = dict(turn=0, phase="play", hands=[STRAIGHT, 13, 13, 13], stock=30, discard=["4C"], melds=[[], []])
ENDED = dict(hands=[STRAIGHT, ["5C"], ["6C"], ["8C"]], stock=30, discard=["4C"], melds=[[], []], went_out=0)


def test_a_hand_the_table_names_scores_its_value_the_others_as_the_list_says():
    rs = Ruleset.build(MAC, 4, OWN)
    assert rs.special_hand_value("straight") == 4000 and rs.special_hand_value("garbage") == 2500
    assert rs.special_hand_value("pairs") == SPECIAL_HAND_VALUES["cla"]["pairs"]
    assert Ruleset.build(MAC, 4).special_hand_value("straight") == 3000


@pytest.mark.parametrize(
    ("values", "field"),
    [
        ({"garbag": 2500}, "options.special_hand_values.garbag"),
        ({"garbage": "2500"}, "options.special_hand_values.garbage"),
        ({"garbage": 2500.0}, "options.special_hand_values.garbage"),
        ({"garbage": True}, "options.special_hand_values.garbage"),
        ({"garbage": -5}, "options.special_hand_values.garbage"),
        ([["garbage", 2500]], "options.special_hand_values"),
        (2500, "options.special_hand_values"),
    ],
)
def test_unknown_hands_and_figures_that_are_not_whole_numbers_are_refused_with_the_field_named(values, field):
    with pytest.raises(InputError) as refused:
        position(variant=MAC, players=4, options={"special_hand_values": values}, **SHOWING)
    assert refused.value.field == field


def test_the_position_format_reads_and_writes_the_values_as_an_object():
    loaded = position(variant=MAC, players=4, options=OWN, **SHOWING)
    written = write_position(loaded.position)
    assert written["options"] == OWN
    assert read_position(json.dumps(written)).position.ruleset == loaded.position.ruleset


@given(st.dictionaries(st.sampled_from(sorted(SPECIAL_HAND_VALUES["cla-all"])), st.integers(0, 100_000)))
def test_any_values_a_table_sets_survive_the_file_and_the_share_code(values):
    from tutor.play.share import decode, encode

    loaded = position(variant=MAC, players=4, options={"special_hand_values": values}, **SHOWING)
    again = decode(encode(loaded.position, loaded.moves))
    assert dict(again.position.ruleset.special_hand_values) == values
    assert write_position(again.position).get("options", {}).get("special_hand_values", {}) == values


def test_the_referee_names_the_tables_value_and_that_no_written_rule_gives_it():
    from tutor.play.commentary import Commentary
    from tutor.words.explain import reason_text
    from tutor.words.rulecards import deciding_line

    loaded = position(variant=MAC, players=4, options=OWN, **SHOWING, move={"action": "go-out", "melds": [STRAIGHT]})
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    assert commentary.legal
    [reason] = commentary.reasons
    assert "scores 4,000 for your side" in reason_text(reason)
    from tutor.words.explain import reason_reference

    # the rule the reason rests on is cited to the tables that set their own figures, not to the CLA's list
    assert reason_reference(reason, loaded.position.ruleset) == (
        "The table's own special-hand values (tables' own rules, “Special hands”)"
    )
    [rule] = [d for d in commentary.deciding if d.option == "special_hand_values"]
    assert rule.standing.kind == "house-variation"
    assert "No written rule: a house variation tables play" in deciding_line(rule)
    assert "Straight: 4,000" in deciding_line(rule)
    plain = position(variant=MAC, players=4, **SHOWING, move={"action": "go-out", "melds": [STRAIGHT]})
    assert play(plain.position, plain.moves).legal
    assert "scores 3,000" in reason_text(Commentary.of_moves(plain.position, plain.moves).reasons[0])


def test_score_counts_the_tables_value(tmp_path):
    from tutor.rules.scoring import score_hand

    loaded = position(variant=MAC, players=4, options=OWN, special_hand="straight", **ENDED)
    assert score_hand(loaded.position)[0].total == 4000
    path = tmp_path / "ended.json"
    path.write_text(json.dumps(write_position(loaded.position)))
    run = subprocess.run(
        [sys.executable, "-m", "tutor", "score", str(path), "--json"], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    assert "4000" in run.stdout.replace(",", "") and "3000" not in run.stdout.replace(",", "")


def test_profiles_carry_the_values_and_refuse_a_wrong_one():
    from tutor.play.profiles import Profile, ProfileError, checked, export_text, import_text

    profile = import_text(export_text(Profile("Club", MAC, OWN)))
    assert profile.options == OWN and profile.ruleset(4).special_hand_value("garbage") == 2500
    with pytest.raises(ProfileError):
        checked({"name": "Club", "variant": MAC, "options": {"special_hand_values": {"flush": 100}}})


def test_the_option_is_worded_in_every_language():
    from tutor import i18n
    from tutor.rules.choices import standing
    from tutor.words.rule_words import rule_statement, rule_title
    from tutor.words.rulecards import standing_text, value_words

    english = rule_title("special_hand_values")
    try:
        for lang in ("de", "fr"):
            i18n.set_language(lang)
            assert rule_title("special_hand_values") != english
            assert rule_statement("special_hand_values")
            words = value_words({"garbage": 2500}, "special_hand_values")
            assert "2500" in words.replace(".", "").replace("\u202f", "").replace("\xa0", "").replace(" ", "")
            assert value_words({}, "special_hand_values") != "as the list in force scores them"
            stands = standing(MAC, 4, "special_hand_values", {"garbage": 2500})
            assert standing_text(stands) not in ("", "No written rule: a house variation tables play")
    finally:
        i18n.set_language("en")


def test_the_score_pad_counts_the_tables_value_and_keeps_it_in_the_saved_game():
    from tutor.rules.scoring import SideParts
    from tutor.scorepad.game import Game

    game = Game.new(MAC, 4, names=["Ann", "Ben", "Cleo", "Dan"], options=OWN)
    game.add_hand([SideParts(special_hand="straight", went_out=True), SideParts(melded=85, in_hand=45)])
    assert game.totals()[0] == 4000
    again = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert again.totals()[0] == 4000 and again.options == OWN
