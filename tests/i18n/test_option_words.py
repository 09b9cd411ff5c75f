"""Option values are shown in words in every language: no option id or raw choice value reaches a person."""

import pytest

from tutor import i18n
from tutor.rules.variants import OPTION_SPECS
from tutor.words.explain import option_value
from tutor.words.rule_words import RULES


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_every_choice_of_every_option_has_words(lang):
    i18n.set_language(lang)
    try:
        for name, spec in OPTION_SPECS.items():
            if spec.kind != "choice":
                continue
            for choice in spec.choices:
                assert choice in RULES[name].choices, (name, choice)
                words = option_value(choice, name)
                assert words and words != choice, (lang, name, choice)
        assert option_value(True) in {"yes", "ja", "oui"} and option_value(None) != "None"
    finally:
        i18n.set_language("en")
