"""French elides the article before an ace and makes it feminine before a queen (dame); the other languages, and
other words, are left as they are."""

import pytest

from tutor import i18n
from tutor.words.explain import elided


@pytest.mark.parametrize(
    "written, read",
    [
        ("Vous prenez le A♦.", "Vous prenez l’A♦."),
        ("Le A♠ est posé.", "L’A♠ est posé."),
        ("Ajoutez-le au A♥.", "Ajoutez-le à l’A♥."),
        ("Au A♣ près.", "À l’A♣ près."),
        ("la valeur du A♦", "la valeur de l’A♦"),
        ("Du A♠ au D♥", "De l’A♠ à la D♥"),
        ("le D♥ et du D♣", "la D♥ et de la D♣"),
        ("le K♠, le 10♦ et le 2♣", "le K♠, le 10♦ et le 2♣"),  # no article changes before other cards
        ("de A♠, lu A♠, seule A♠", "de A♠, lu A♠, seule A♠"),  # nor other words that end as an article does
    ],
)
def test_french_articles_before_aces_and_queens(written, read):
    i18n.set_language("fr")
    assert elided(written) == read


@pytest.mark.parametrize("lang", ["en", "de"])
def test_other_languages_are_left_as_written(lang):
    i18n.set_language(lang)
    assert elided("le A♦ au D♥") == "le A♦ au D♥"
