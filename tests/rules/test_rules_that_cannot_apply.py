"""Rule cards and rulings leave out what cannot apply at the table: the readings for a player count a system does
not seat (Modern American seats no five), the partner's question where everyone plays alone (the strict
version), special-hand rules where no special hand is played."""

from __future__ import annotations

import pytest

from tests.conftest import position
from tutor.play.commentary import Commentary
from tutor.rules.choices import applies, applies_at, applies_in
from tutor.rules.presets import PRESETS
from tutor.rules.variants import OPTION_SPECS, Ruleset
from tutor.words.rulecards import rule_card


@pytest.mark.parametrize("option", sorted(OPTION_SPECS))
def test_no_rule_card_lists_a_player_count_its_system_does_not_seat(option):
    card = rule_card(option, Ruleset.build("modern-american", 4))
    for reading in card.readings:
        if reading.label == "Modern American Canasta":
            assert "5 players" not in reading.value


def test_a_value_the_same_at_every_seated_count_is_said_once():
    card = rule_card("packs", Ruleset.build("modern-american", 4))
    [american] = [r for r in card.readings if r.label == "Modern American Canasta"]
    assert american.value == "2 players: 2; 3 players: 2; 4 players: 2; 6 players: 3"
    [american] = [
        r
        for r in rule_card("jokers_per_pack", Ruleset.build("modern-american", 4)).readings
        if r.label == "Modern American Canasta"
    ]
    assert american.value == "2"


def test_the_partners_question_is_no_rule_of_the_strict_version():
    assert not applies_in("strict", "go_out_ask_moment") and applies_in("classic", "go_out_ask_moment")
    labels = [r.label for r in rule_card("go_out_ask_moment", Ruleset.build("classic", 4)).readings]
    assert "Classic Canasta" in labels
    assert not any(label.startswith("Strict version") for label in labels)
    assert not applies(Ruleset.build("classic", 2), "partner_answer_binds")
    assert applies(Ruleset.build("classic", 4), "partner_answer_binds")


def test_a_going_out_where_everyone_plays_alone_shows_no_card_about_the_partner():
    hand = ["9S", "9H", "9D", "9C", "9S", "9H", "9D", "5C"]
    melds = [["KS", "KH", "KD", "KC", "KS", "KH", "KD"], ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]]
    for variant in ("strict", "classic"):
        loaded = position(
            variant=variant,
            players=2,
            turn=0,
            phase="play",
            hands=[hand, 13],
            stock=40,
            discard=["4D"],
            melds=[melds, []],
            move={"action": "go-out", "melds": [hand[:7]], "discard": "5C"},
        )
        commentary = Commentary.of_moves(loaded.position, loaded.moves)
        assert commentary.legal, commentary.violations
        assert "partner_answer_binds" not in commentary.rules
        # where the reasons name no rule, the cards are those of the move's kind: the partner's answer among them
        bare = Commentary.of_moves(loaded.position, loaded.moves)
        bare.__dict__["step_reasons"] = ((),)
        assert "go-out-empty" in bare.rules and "partner_answer_binds" not in bare.rules
    four = position(
        variant="classic",
        players=4,
        turn=0,
        phase="play",
        hands=[hand, 11, 11, 11],
        stock=40,
        discard=["4D"],
        melds=[melds, []],
        move={"action": "go-out", "melds": [hand[:7]], "discard": "5C", "permission": "yes"},
    )
    assert "partner_answer_binds" in Commentary.of_moves(four.position, four.moves).rules


def test_special_hand_rules_apply_only_where_special_hands_are_played():
    assert not applies_in("classic", "special_hand_values") and applies_in("modern-american", "special_hand_values")
    assert not applies(Ruleset.build("modern-american", 2, {"special_hands": "none"}), "special_hand_courtesy")
    # the Zip Code's wild card needs the CLA's whole list, a reading one choice away
    assert not applies(Ruleset.build("modern-american", 4), "zip_code_wild")
    assert applies_at("modern-american", 4, "zip_code_wild")
    assert not applies_at("modern-american", 4, "zip_code_wild", {"special_hands": "pagat"})
    for variant in PRESETS:
        for players in PRESETS[variant].players:
            assert applies(Ruleset.build(variant, players), "hand_size")  # every other rule always applies


def test_a_refused_meld_at_a_modern_american_table_says_no_source_gives_the_mismeld_penalty():
    """The CLA's penalty for a mismeld is not among the sources the referee cites: the ruling says so plainly and
    charges nothing, where a Classic ruling says nothing of it."""
    table = dict(players=4, turn=0, phase="play", hands=[["KS", "KH", "5C", "6D"], 13, 13, 13], stock=40)
    for variant, said in (("modern-american", True), ("classic", False)):
        loaded = position(
            variant=variant, **table, discard=["4C"], melds=[[], []], move={"action": "meld", "melds": [["KS", "KH"]]}
        )
        notes = Commentary.of_moves(loaded.position, loaded.moves).table_notes()
        assert any("mismeld" in note and "charges nothing" in note for note in notes) is said, notes
