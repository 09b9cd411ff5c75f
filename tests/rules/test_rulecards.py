"""Every rule a verdict can name has a rule card, in every language, with no internal names."""

import re

import pytest

from tutor import i18n
from tutor.rules.presets import PRESETS
from tutor.rules.rulebook import FIXED_RULES, rule_ids
from tutor.rules.variants import OPTION_SPECS, Ruleset
from tutor.words.rule_words import RULES
from tutor.words.rulecards import render_text, rule_card


@pytest.fixture(params=["en", "de", "fr"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("variant", list(PRESETS))
def test_every_rule_has_a_card_with_sources_and_no_internal_names(lang, variant):
    ruleset = Ruleset.build(variant, 4)
    for rule in rule_ids():
        card = rule_card(rule, ruleset)
        text = render_text(card)
        assert card.title and card.sources, rule
        for forbidden in ("True", "False", "None", "ByPlayers"):
            assert forbidden not in text, (rule, forbidden)
        for option in OPTION_SPECS:
            assert not re.search(rf"\b{re.escape(option)}\b", text) or "_" not in option, (rule, option)
        if rule in FIXED_RULES:
            assert card.statement, rule


def test_fixed_rule_statements_are_translated():
    for rule, statement in ((rule, words.statement) for rule, words in RULES.items()):
        for lang in ("de", "fr"):
            i18n.set_language(lang)
            assert i18n._(statement) != statement, (lang, rule)
    i18n.set_language("en")


PROPER_NAMES: set[str] = set()  # every choice is worded in each language


def test_choice_words_are_translated():
    i18n.set_language("de")
    try:
        untranslated = [
            w for words in RULES.values() for w in words.choices.values() if i18n._(w) == w and w not in PROPER_NAMES
        ]
    finally:
        i18n.set_language("en")
    assert not untranslated


def test_option_card_lists_every_preset_reading():
    card = rule_card("pile_natural_and_wild", Ruleset.build("classic", 4))
    labels = [r.label for r in card.readings]
    assert len(labels) >= len(PRESETS)
    assert card.in_force == "yes"


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_every_rule_the_referee_can_name_has_a_statement_title_and_source(lang):
    """Every violation code's rule and every option: the rule in plain words, its title, at least one source
    (its own or a reading's), and no option id or other internal name in the words."""
    import re

    from tutor import i18n
    from tutor.rules.rulebook import rule_ids
    from tutor.rules.variants import Ruleset
    from tutor.words.rulecards import rule_card

    i18n.set_language(lang)
    try:
        ruleset = Ruleset.build("classic", 4)
        english = {}
        for rule in rule_ids():
            card = rule_card(rule, ruleset)
            assert card.statement and card.title, rule
            assert card.sources or any(r.sources for r in card.readings), rule
            assert not re.search(r"\b[a-z]+_[a-z_]+\b", card.statement), (rule, card.statement)
            english[rule] = card.statement
        if lang != "en":  # translated, not left in English
            i18n.set_language("en")
            same = [r for r in english if rule_card(r, ruleset).statement == english[r]]
            assert not same, same
    finally:
        i18n.set_language("en")


def test_one_entry_of_words_for_every_rule_the_referee_can_name():
    """Every option and every fixed rule has its title and statement in tutor.words.rule_words, and nothing
    else is listed there."""
    from tutor.rules.rulebook import FIXED_RULES
    from tutor.rules.variants import OPTION_SPECS

    assert set(RULES) == set(OPTION_SPECS) | set(FIXED_RULES)
    assert all(words.title and words.statement for words in RULES.values())


def test_another_systems_rule_is_not_called_a_house_rule_no_source_has():
    """The strict version and Samba draw two: played at a Classic table, that is their rule, not an invention."""
    from tutor.rules.choices import standing
    from tutor.words.rulecards import standing_text

    drawn_two = standing("classic", 4, "draw_count", 2)
    assert drawn_two.kind == "other-system" and drawn_two.system in ("samba", "strict") and drawn_two.sources
    assert "no source" not in standing_text(drawn_two) and "Samba" in standing_text(drawn_two)
    assert standing("classic", 4, "target_score", 4000).kind == "unsourced"
