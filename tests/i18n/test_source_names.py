"""Sources by the names people know, in the reader's language: no document's key (``règle-fr``,
``pagat-style``) reaches a reader, and a section heading in another language is followed by its meaning."""

from __future__ import annotations

import re

import pytest

from tutor import i18n
from tutor.rules.presets import PRESETS, preset_settings
from tutor.rules.rulebook import FIXED_RULES, rule_ids
from tutor.rules.sources import SOURCES, UNWRITTEN, cite
from tutor.rules.variants import Ruleset
from tutor.words.rulecards import render_text, rule_card, standing_text
from tutor.words.sources import SECTION_MEANINGS, SHORT_NAMES, citation_full, citation_short, sources_line

#: the keys the rules cite documents by, as they would show if one slipped through
KEYS = re.compile(r"règle-fr|pagat-style|\bverschärft\b(?![a-zäöü])|Wikipedia Samba")


def every_citation():
    for cited in FIXED_RULES.values():
        yield from cited
    for variant in PRESETS:
        for setting in preset_settings(variant).values():
            for players in range(2, 7):
                yield from setting.citations_at(players)
            for alternative in setting.alternatives:
                yield from alternative.citations


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_every_document_has_a_short_name_and_every_heading_a_meaning():
    assert set(SOURCES) <= set(SHORT_NAMES)
    headings = {c.section for c in every_citation() if c.source not in UNWRITTEN}  # their sections are in words
    assert headings and not headings - set(SECTION_MEANINGS)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_rule_cards_and_short_citations_never_show_a_documents_key(lang):
    i18n.set_language(lang)
    shown = [citation_short(c) for c in every_citation()] + [citation_full(c) for c in every_citation()]
    for variant in PRESETS:
        ruleset = Ruleset.build(variant, 4)
        for rule in rule_ids():
            card = rule_card(rule, ruleset)
            shown.append(render_text(card))
            if getattr(card, "standing", None) is not None:
                shown.append(standing_text(card.standing))
    leaked = [text for text in shown if KEYS.search(text)]
    assert not leaked, leaked[:3]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "French rules blog, “5. Le rebut gelé” [5. The frozen pile]"),
        ("de", "Regelblog „La règle de la canasta“, „5. Le rebut gelé“ [5. Der eingefrorene Abwurfstapel]"),
        ("fr", "Blog «\u00a0La règle de la canasta\u00a0», «\u00a05. Le rebut gelé\u00a0»"),
    ],
)
def test_a_heading_in_another_language_is_followed_by_its_meaning(lang, expected):
    i18n.set_language(lang)
    assert citation_short(cite("règle-fr", "5. Le rebut gelé")) == expected


def test_a_heading_in_the_readers_language_stands_alone():
    i18n.set_language("de")
    assert citation_short(cite("canasta.ch", "Abwurfstapel einfrieren")) == "canasta.ch, „Abwurfstapel einfrieren“"
    i18n.set_language("en")
    assert citation_short(cite("canasta.ch", "Abwurfstapel einfrieren")) == (
        "canasta.ch, “Abwurfstapel einfrieren” [Freezing the discard pile]"
    )


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_lessons_and_cheat_sheets_name_the_documents(lang):
    """The lessons cite by the documents' keys; what the reader sees names them."""
    from tutor.gui.lessons.render import worded_sources
    from tutor.lessons.cheatsheets import VARIANTS, load_sheet
    from tutor.lessons.course import load_course

    i18n.set_language(lang)
    lines = [step.sources for lesson in load_course().lessons for step in lesson.text(lang).steps if step.sources]
    lines += [section.sources for v in VARIANTS for section in load_sheet(v, lang).steps if section.sources]
    assert any(KEYS.search(line) for line in lines)  # the Markdown does cite by key
    leaked = [worded for worded in map(worded_sources, lines) if KEYS.search(worded)]
    assert not leaked, leaked[:3]


def test_a_sources_line_keeps_what_is_not_a_citation():
    i18n.set_language("en")
    assert sources_line("canasta.ch, “Kartenwerte” · {option:packs}") == (
        "canasta.ch, “Kartenwerte” [Card values] · {option:packs}"
    )


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_heading_a_lesson_cites_in_another_language_is_followed_by_its_meaning(lang):
    """As the sources lines of the course and the cheat sheets show them: the French ones, written with no-break
    spaces inside « », gave German and English headings without their meaning."""
    from tutor.gui.lessons.render import worded_sources
    from tutor.lessons.cheatsheets import VARIANTS, load_sheet
    from tutor.lessons.course import load_course
    from tutor.rules.sources import SOURCES
    from tutor.words.sources import meaning

    i18n.set_language(lang)
    lines = [step.sources for lesson in load_course().lessons for step in lesson.text(lang).steps if step.sources]
    lines += [section.sources for v in VARIANTS for section in load_sheet(v, lang).steps if section.sources]
    shown = " ".join(map(worded_sources, lines))
    cited = {
        (key, section)
        for key in SOURCES
        for line in lines
        for section in re.findall(
            re.escape(key) + r", (?:„([^“]+)“|“([^”]+)”|«[ \u00a0\u202f]([^»]+?)[ \u00a0\u202f]»)", line
        )
    }
    missing = []
    for key, groups in cited:
        section = next(part for part in groups if part)
        explained = meaning(SOURCES[key].language, section)
        if explained is not None and explained != section and f"[{explained}]" not in shown:
            missing.append(section)
    assert not missing, sorted(missing)[:5]
