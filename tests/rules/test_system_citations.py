"""A rule is cited from the documents of the system in play, and a system that has a rule from Classic Canasta
says so (issue 37, item 2): the cases the issue names, in words."""

from __future__ import annotations

import pytest

from tutor import i18n
from tutor.rules.notation import read_position
from tutor.rules.referee import check
from tutor.rules.rulebook import OWN_FIXED_RULES, SYSTEM_DOCUMENTS, citations_for, follows_classic
from tutor.rules.variants import Ruleset
from tutor.words.explain import rule_reference
from tutor.words.rulecards import rule_card


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")


def _sources(rule: str, ruleset: Ruleset) -> set[str]:
    return {c.source for c in citations_for(rule, ruleset)}


def test_samba_cites_its_own_article_for_a_rule_it_has_from_classic():
    samba = Ruleset.build("samba", 4)
    for rule in ("meld-size", "pile_onto_existing_meld", "pile-top-meld"):
        assert _sources(rule, samba) == {"Wikipedia Samba"}, rule
        card = rule_card(rule, samba)
        assert "Classic Canasta's apply wherever they change nothing" in card.follows
        assert all("Samba-Canasta" in source for source in card.sources)


def test_the_rules_a_system_states_are_cited_from_it_without_a_word_of_classic():
    for variant, own in OWN_FIXED_RULES.items():
        rs = Ruleset.build(variant, 4)
        for rule in own:
            assert not follows_classic(rule, rs)
            assert _sources(rule, rs) <= SYSTEM_DOCUMENTS[variant], (variant, rule)
            assert rule_card(rule, rs).follows == ""


def test_a_strict_refusal_of_a_rule_its_document_does_not_state_says_it_is_classic_s():
    loaded = read_position(
        {
            "format": "canasta-position/1",
            "variant": "strict",
            "players": 2,
            "hands": [["9C", "9D", "KH", "5S"], 13],
            "stock": 40,
            "discard": ["7S"],
            "phase": "play",
            "move": {"action": "meld", "melds": [["9C", "9D"]]},
        }
    )
    violation = check(loaded.position, loaded.moves[0]).violations[0]
    assert violation.rule == "meld-size" and violation.follows == "strict"
    assert "Classic Canasta's rule, which Strict version (verschärfte Version) follows" in rule_reference(violation)
    card = rule_card("meld-size", loaded.position.ruleset)
    assert "do not state this rule" in card.follows


def test_a_card_states_the_rule_as_the_system_in_play_has_it():
    assert "sequence" in rule_card("meld-same-rank", Ruleset.build("samba", 4)).statement
    assert "sequence" not in rule_card("meld-same-rank", Ruleset.build("classic", 4)).statement
    assert "red and black threes alike" in rule_card("threes", Ruleset.build("modern-american", 4)).statement
    assert "one of your side's melds" in rule_card("pile-top-meld", Ruleset.build("classic", 4)).statement


def test_another_system_s_reading_of_an_option_it_has_from_classic_is_listed_once_under_classic():
    card = rule_card("pile_onto_existing_meld", Ruleset.build("samba", 4))
    labels = [reading.label for reading in card.readings]
    assert labels.count("other reading") == 1  # Classic's house variation, not once more per system
    samba = next(reading for reading in card.readings if reading.label == "Samba")
    assert samba.sources and all("Samba-Canasta" in s for s in samba.sources)
