"""Languages: gettext catalogs, the current language, number formatting, live switching.

Messages are looked up at call time, so after :func:`set_language` every
``_()`` speaks the new language; listeners registered with :func:`on_change`
(the GUI's single language-change signal) re-translate what is on screen.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Callable
from pathlib import Path

from .log import report
from .reading import Maybe, Optional, Record, Text
from .resources import LOCALES
from .storage import config_dir, read_user_json, update_json

#: the app's languages, in the order the menus list them, each with its name in itself
LANGUAGE_NAMES: dict[str, str] = {"de": "Deutsch", "fr": "Français", "en": "English"}
LANGUAGES = tuple(LANGUAGE_NAMES)
DEFAULT = "en"
DOMAIN = "tutor"

_current = DEFAULT
_translations_of_the_source = _gettext.NullTranslations()
_translations: _gettext.NullTranslations = _translations_of_the_source
_listeners: list[Callable[[str], None]] = []
_cache: dict[str, _gettext.NullTranslations] = {}


def catalog_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _load(lang: str) -> _gettext.NullTranslations:
    """The catalog of ``lang``. English is the language of the messages themselves: its catalog repeats each
    one (tests/i18n/test_catalogs.py holds it to that), so it is not read.

    A missing or unreadable catalog is reported once, on stderr and in the log; its messages then stay in
    English, said so rather than hidden."""
    if lang == "en":
        return _translations_of_the_source
    if lang not in _cache:
        path = catalog_path(lang)
        try:
            with open(path, "rb") as handle:
                _cache[lang] = _gettext.GNUTranslations(handle)
        except (OSError, ValueError, UnicodeDecodeError) as exc:  # gettext raises OSError on a corrupt file too
            # in English, the system's own words too: the words of the person's language are in the catalog that
            # failed (and words.files, which words reasons, speaks through this module)
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or type(exc).__name__
            report(f"the {lang} translation cannot be read ({path}: {reason}); its texts are shown in English")
            _cache[lang] = _translations_of_the_source
    return _cache[lang]


def set_language(lang: str) -> None:
    """Switch every message to ``lang`` and tell the listeners."""
    global _current, _translations
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}")
    _current = lang
    _translations = _load(lang)
    for listener in list(_listeners):
        listener(lang)


def language() -> str:
    return _current


def on_change(listener: Callable[[str], None]) -> None:
    _listeners.append(listener)


def remove_listener(listener: Callable[[str], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


def _(message: str) -> str:
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translations.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a string for extraction; it is translated where it is shown."""
    return message


def format_number(n: int | float) -> str:
    """1.500 / 1 500 / 1,500 as the current language writes it.

    Whole numbers (scores, counts: nearly every number shown) are grouped here with the language's
    separator as babel gives it; loading babel's locale data costs more than the first window takes
    to paint, so it is left to the numbers that need it."""
    if isinstance(n, int) and not isinstance(n, bool):
        digits = f"{abs(n):,}".replace(",", _GROUP_SEPARATORS[_current])
        return f"-{digits}" if n < 0 else digits
    from babel.numbers import format_decimal

    return format_decimal(n, locale=_BABEL_LOCALES[_current])


#: the thousands separator of each language, as babel's locales below write it (a test compares them)
_GROUP_SEPARATORS = {"de": ".", "fr": "\u202f", "en": ","}


# German as the German-language sources write numbers (1.500), also on canasta.ch.
_BABEL_LOCALES = {"de": "de_DE", "fr": "fr_FR", "en": "en_US"}


# -- the remembered choice ----------------------------------------------------------------------


def settings_path() -> Path:
    return config_dir() / "settings.json"


#: the settings file's shape (tutor.reading): the language and the colour scheme, each a short text or null; a
#: value this version does not offer is passed over where it is used, other keys are kept
SETTINGS = Record({"language": Optional(Maybe(Text(20))), "appearance": Optional(Maybe(Text(20)))})


def system_language() -> str:
    """The system locale's language if it is one of ours, else English.

    As GNU gettext reads it: ``LANGUAGE``, a list of preferences (``fr:de``), comes first unless the locale
    is C; then the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set."""
    locale_name = next((os.environ[var] for var in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(var)), "")
    if locale_name not in ("C", "POSIX") and not locale_name.startswith("C."):
        for preference in os.environ.get("LANGUAGE", "").split(":"):
            if preference[:2].lower() in LANGUAGES:
                return preference[:2].lower()
    if locale_name:  # ours, another language, or C: the locale module would read the same setting
        code = locale_name[:2].lower()
        return code if code in LANGUAGES else DEFAULT
    import locale  # only when the environment does not say (a desktop on Windows or macOS)

    try:
        code = (locale.getlocale()[0] or "")[:2].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else DEFAULT


def remembered_language() -> str | None:
    """The language chosen earlier; an unreadable settings file is set aside (see tutor.storage)."""
    value = read_user_json(settings_path(), SETTINGS).get("language")
    return value if isinstance(value, str) and value in LANGUAGES else None


def remember_language(lang: str) -> None:
    update_json(settings_path(), {"language": lang})


def choose_language(requested: str | None) -> str:
    """``--lang`` if given, else the remembered choice, else the system's language."""
    return requested or remembered_language() or system_language()
