"""Numbers as each language writes them: whole numbers grouped without loading babel's locale data, exactly as
babel would write them."""

from __future__ import annotations

import pytest
from babel.numbers import format_decimal

from tutor import i18n


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_whole_numbers_match_babel(lang):
    i18n.set_language(lang)
    try:
        for n in (0, 7, 999, 1000, 1500, -1500, 12345678, -200, 10**11):
            assert i18n.format_number(n) == format_decimal(n, locale=i18n._BABEL_LOCALES[lang]), n
        assert i18n.format_number(2.5) == format_decimal(2.5, locale=i18n._BABEL_LOCALES[lang])
    finally:
        i18n.set_language("en")
