"""The language the app starts in without a choice of the user's: the system's, if it is one of ours."""

import pytest

from tutor import i18n


@pytest.mark.parametrize(
    "environment,expected",
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),  # LC_ALL comes first
        ({"LANG": "C.UTF-8", "LANGUAGE": "de"}, "en"),  # under the C locale LANGUAGE is ignored, as GNU does
        ({"LC_ALL": "C", "LANGUAGE": "fr"}, "en"),
        ({"LC_MESSAGES": "it_IT.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:en"}, "fr"),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "de:fr"}, "de"),  # LANGUAGE comes first, as in GNU gettext
        ({"LANG": "en_GB.UTF-8", "LANGUAGE": "it:fr"}, "fr"),  # its first preference we have
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "it"}, "de"),  # none we have: the locale decides
    ],
)
def test_the_environment_names_the_system_language(monkeypatch, environment, expected):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for var, value in environment.items():
        monkeypatch.setenv(var, value)
    assert i18n.system_language() == expected


def test_without_the_environment_the_locale_module_is_asked(monkeypatch):
    import locale

    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *args: ("de_CH", "UTF-8"))
    assert i18n.system_language() == "de"
