"""The gettext catalogs: parity, placeholders, freshness against the code, compiled files, the CLI per language.

When a test here fails after you changed a message in the code, regenerate the catalogs as
described in docs/translating.md (pybabel extract → update → translate → compile).
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
POT = LOCALES / "tutor.pot"
LANGS = ("de", "fr", "en")
#: The keywords given to ``pybabel extract`` (on top of babel's defaults); keep in step with docs/translating.md.
KEYWORDS = {**DEFAULT_KEYWORDS, "_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}

#: ``{name}``, ``{0}``, ``{name!r:>3}`` (but not the escaped ``{{``), and ``%s`` / ``%(name)d`` / ``%%``.
BRACE = re.compile(r"(?<!\{)\{(?!\{)[^{}]*\}")
PERCENT = re.compile(r"%(?:\([^)]*\))?[#0 +\-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[diouxXeEfFgGcrsa%]")


def _key(message) -> tuple:
    """(context, msgid) with plural msgids as a tuple, for .po, .pot and .mo messages alike."""
    mid = tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
    return (message.context, mid)


def _strings(message) -> tuple[str, ...]:
    s = message.string
    return tuple(s) if isinstance(s, (list, tuple)) else (s,)


def _ids(message) -> tuple[str, ...]:
    return tuple(message.id) if isinstance(message.id, (list, tuple)) else (message.id,)


def placeholders(text: str, percent: bool = True) -> Counter:
    """The ``{name}`` fields, and the ``%`` conversions when the message is a %-format string."""
    found = Counter(BRACE.findall(text))
    return found + Counter(PERCENT.findall(text)) if percent else found


def load_po(lang: str):
    with open(LOCALES / lang / "LC_MESSAGES" / "tutor.po", "rb") as handle:
        return read_po(handle, locale=lang)


def load_pot():
    with open(POT, "rb") as handle:
        return read_po(handle)


def messages(catalog) -> dict:
    return {_key(m): m for m in catalog if m.id}


# -- (a) parity ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_po_has_the_same_msgids_as_the_pot(lang):
    pot, po = set(messages(load_pot())), set(messages(load_po(lang)))
    assert not pot - po, f"{lang}: missing in the .po, run pybabel update: {sorted(map(str, pot - po))}"
    assert not po - pot, f"{lang}: obsolete in the .po, run pybabel update: {sorted(map(str, po - pot))}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_not_fuzzy(lang):
    catalog = load_po(lang)
    assert not catalog.fuzzy, f"{lang}: the catalog header is marked fuzzy"
    problems = []
    for key, m in messages(catalog).items():
        if m.fuzzy:
            problems.append(f"fuzzy: {key}")
        strings = _strings(m)
        if m.pluralizable and len(strings) != catalog.num_plurals:
            problems.append(f"{len(strings)} plural forms instead of {catalog.num_plurals}: {key}")
        if not all(s.strip() for s in strings):
            problems.append(f"untranslated: {key}")
    # obsolete (#~) entries are not shipped, but they must not hide live messages either
    assert not problems, f"{lang}:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_are_kept(lang):
    problems = []
    for key, m in messages(load_po(lang)).items():
        ids = _ids(m)
        # "100 % des" would look like "% d": count %-conversions only in %-format messages
        percent = "python-format" in m.flags or any(PERCENT.search(i) for i in ids)
        for index, text in enumerate(_strings(m)):
            if m.pluralizable:
                # every plural form carries the placeholders of the English singular/plural pair
                expected = set(placeholders(ids[0], percent)) | set(placeholders(ids[1], percent))
                got = set(placeholders(text, percent))
            else:
                expected, got = placeholders(ids[0], percent), placeholders(text, percent)
            if expected != got:
                problems.append(f"form {index} of {key!r}: expected {sorted(expected)}, got {sorted(got)}")
    assert not problems, f"{lang}:\n" + "\n".join(problems)


def test_english_catalog_repeats_the_source():
    for key, m in messages(load_po("en")).items():
        assert _strings(m) == _ids(m), key


@pytest.mark.parametrize("lang,forms", [("de", [0, 0, 1, 1]), ("en", [0, 0, 1, 1]), ("fr", [0, 0, 0, 1])])
def test_plural_rules(lang, forms):
    """Forms for n = 1, 1, 0 … in order n=1, n=1, n=0, n=2: French treats 0 as singular."""
    catalog = load_po(lang)
    assert catalog.num_plurals == 2
    import gettext

    rule = gettext.c2py(catalog.plural_expr)
    assert [rule(n) for n in (1, 1, 0, 2)] == forms


@pytest.mark.parametrize("lang", LANGS)
def test_babel_checkers_find_nothing(lang):
    errors = [(m.id, [str(e) for e in errs]) for m, errs in load_po(lang).check()]
    assert not errors, errors


# -- (b) the compiled catalogs -----------------------------------------------------------------------


def _mo_messages(data: bytes) -> dict:
    return {_key(m): _strings(m) for m in read_mo(io.BytesIO(data)) if m.id}


@pytest.mark.parametrize("lang", LANGS)
def test_committed_mo_is_up_to_date(lang):
    """Compile the .po in memory (what ``pybabel compile`` does) and compare with the committed .mo."""
    catalog = load_po(lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    fresh = _mo_messages(buffer.getvalue())
    mo_path = LOCALES / lang / "LC_MESSAGES" / "tutor.mo"
    assert mo_path.exists(), f"{mo_path} is missing: run pybabel compile -d locales -D tutor"
    committed = _mo_messages(mo_path.read_bytes())
    stale = sorted(str(k) for k in set(fresh) ^ set(committed)) + sorted(
        str(k) for k in set(fresh) & set(committed) if fresh[k] != committed[k]
    )
    assert not stale, f"{lang}: tutor.mo is stale, run pybabel compile -d locales -D tutor: {stale[:10]}"


@pytest.mark.parametrize(
    "lang,message,expected",
    [
        ("de", "Frozen pile", "Eingefrorener Abwurfstapel"),
        ("fr", "Frozen pile", "Rebut gelé"),
        ("en", "Frozen pile", "Frozen pile"),
        ("de", "{rank} of {suit}", "{suit}-{rank}"),
        ("fr", "{rank} of {suit}", "{rank} de {suit}"),
    ],
)
def test_runtime_lookup(lang, message, expected):
    from tutor import i18n

    previous = i18n.language()
    try:
        i18n.set_language(lang)
        assert i18n._(message) == expected
    finally:
        i18n.set_language(previous)


def test_runtime_plurals_and_card_names():
    from tutor import i18n
    from tutor.rules.cards import Card
    from tutor.words.cards import card_name

    one, many = (
        "Going out must empty your hand, but {left} card would remain.",
        "Going out must empty your hand, but {left} cards would remain.",
    )
    previous = i18n.language()
    try:
        i18n.set_language("fr")
        assert "carte." in i18n.ngettext(one, many, 0) and "cartes." not in i18n.ngettext(one, many, 0)
        assert "cartes." in i18n.ngettext(one, many, 2)
        assert card_name(Card.parse("KS")) == "Roi de pique"
        i18n.set_language("de")
        assert "Karten" in i18n.ngettext(one, many, 0) and "blieben" in i18n.ngettext(one, many, 2)
        assert "bliebe 1 Karte" in i18n.ngettext(one, many, 1).format(left=1)
        assert card_name(Card.parse("KS")) == "Pik-König"
        i18n.set_language("en")
        assert card_name(Card.parse("KS")) == "King of Spades"
    finally:
        i18n.set_language(previous)


@pytest.mark.parametrize(
    "lang,labels",
    [
        ("de", ["K♠", "D♥", "B♦", "A♣", "10♠", "★"]),
        ("fr", ["R♠", "D♥", "V♦", "A♣", "10♠", "★"]),
        ("en", ["K♠", "Q♥", "J♦", "A♣", "10♠", "★"]),
    ],
)
def test_card_index_letters(lang, labels):
    """Short card forms use the letters printed on each language's cards (König/Dame/Bube, Roi/Dame/Valet)."""
    from tutor import i18n
    from tutor.rules.cards import Card
    from tutor.words.cards import card_label

    previous = i18n.language()
    try:
        i18n.set_language(lang)
        assert [card_label(Card.parse(c)) for c in ("KS", "QH", "JD", "AC", "10S", "JK")] == labels
    finally:
        i18n.set_language(previous)


# -- (c) the .pot against the code -------------------------------------------------------------------


def test_pot_is_up_to_date_with_the_code():
    with open(ROOT / "babel.cfg", encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle, "babel.cfg")
    extracted = set()
    for filename, _lineno, message, _comments, context in extract_from_dir(
        str(ROOT), method_map, options_map, keywords=KEYWORDS
    ):
        assert not filename.startswith("tests"), "babel.cfg must not extract from the tests"
        mid = tuple(message) if isinstance(message, (list, tuple)) else message
        if mid:
            extracted.add((context, mid))
    in_pot = set(messages(load_pot()))
    hint = (
        "locales/tutor.pot is stale; re-extract and update the catalogs (docs/translating.md): "
        "pybabel extract -F babel.cfg -k N_ -k ngettext:1,2 -k pgettext:1c,2 -o locales/tutor.pot "
        "--project='Canasta Tutor' . && pybabel update -i locales/tutor.pot -d locales -D tutor"
    )
    assert not extracted - in_pot, f"{hint}\nnew in the code: {sorted(map(str, extracted - in_pot))}"
    assert not in_pot - extracted, f"{hint}\ngone from the code: {sorted(map(str, in_pot - extracted))}"


# -- (d) the same refused move, explained in each language ------------------------------------------

FROZEN_PILE = {
    "format": "canasta-position/1",
    "players": 4,
    "hands": [["KS", "2C", "7H", "8H"], 11, 11, 11],
    "stock": 50,
    "discard": ["5D", "2H", "KD"],
    "melds": [[["9S", "9H", "9D"]], []],
    "move": {"action": "take-pile", "with": ["KS", "2C"]},
}
WORDS = {"de": ("eingefroren", "Eingefrorener Abwurfstapel"), "fr": ("gelé", "Rebut gelé"), "en": ("frozen", "Frozen pile")}


def _referee(tmp_path: Path, lang: str, *extra: str) -> subprocess.CompletedProcess:
    position = tmp_path / "frozen.json"
    position.write_text(json.dumps(FROZEN_PILE), encoding="utf-8")
    env = {**os.environ, "CANASTA_TUTOR_HOME": str(tmp_path / "home"), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(position), *extra, "--lang", lang],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def test_refused_move_is_explained_in_each_language(tmp_path):
    explained = {}
    for lang in LANGS:
        result = _referee(tmp_path, lang, "--json")
        assert result.returncode == 1, (lang, result.stdout, result.stderr)
        out = json.loads(result.stdout)
        assert out["legal"] is False
        (violation,) = out["violations"]
        assert violation["code"] == "pile-frozen"
        word, rule = WORDS[lang]
        assert word in violation["message"], (lang, violation["message"])
        assert violation["rule"].startswith(rule), (lang, violation["rule"])
        explained[lang] = violation["message"]
    assert len(set(explained.values())) == len(LANGS), explained


@pytest.mark.parametrize("lang,refused", [("de", "unzulässig"), ("fr", "refusé"), ("en", "refused")])
def test_refused_move_as_text(tmp_path, lang, refused):
    result = _referee(tmp_path, lang)
    assert result.returncode == 1, (result.stdout, result.stderr)
    assert refused in result.stdout
    assert WORDS[lang][0] in result.stdout


@pytest.mark.parametrize(
    "lang,error",
    [
        ("de", 'Fehler: hands[0][1]: keine Karte: "1Z"'),
        ("fr", 'erreur : hands[0][1] : pas une carte : "1Z"'),
        ("en", 'error: hands[0][1]: not a card: "1Z"'),
    ],
)
def test_input_error_in_each_language(tmp_path, lang, error):
    """The rules core raises a language-free error; the command line words it in the chosen language."""
    position = tmp_path / "bad.json"
    position.write_text(
        json.dumps({"format": "canasta-position/1", "players": 2, "hands": [["KS", "1Z"], 11], "stock": 40}),
        encoding="utf-8",
    )
    env = {**os.environ, "CANASTA_TUTOR_HOME": str(tmp_path / "home"), "PYTHONIOENCODING": "utf-8"}
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(position), "--lang", lang],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.strip().replace("\u202f", " ").replace("\u00a0", " ") == error


# -- (e) numbers --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("de", "1.500"),  # as the German sources write it
        ("fr", "1\u202f500"),  # fr_FR: narrow no-break space
        ("en", "1,500"),
    ],
)
def test_format_number(lang, expected):
    from tutor import i18n

    previous = i18n.language()
    try:
        i18n.set_language(lang)
        assert i18n.format_number(1500) == expected
    finally:
        i18n.set_language(previous)
