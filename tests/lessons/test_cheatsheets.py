"""Cheat sheets: one per rule system and language, the same sections, figures that match the rule presets."""

import re

import pytest

from tutor.lessons.cheatsheets import SECTIONS, VARIANTS, load_sheet, sheet_path
from tutor.lessons.course import CourseError
from tutor.lessons.markup import known_option
from tutor.rules.variants import Ruleset

SEPARATORS = {"de": ".", "fr": "\u202f", "en": ","}


def figure(n: int, lang: str) -> str:
    text = str(n)
    if n >= 1000:
        text = f"{n:,}".replace(",", SEPARATORS[lang])
    return text


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_sheet_has_the_six_sections_cited(variant, lang):
    sheet = load_sheet(variant, lang)
    assert [s.id for s in sheet.steps] == list(SECTIONS)
    for section in sheet.steps:
        assert section.sources, (variant, lang, section.id)
        assert all(known_option(o) for o in section.options)
    assert sum(s.words for s in sheet.steps) <= 400  # one screen


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_sheet_figures_match_the_preset(variant, lang):
    """The headline numbers of each system, taken from the rules engine, appear on its sheet."""
    rs = Ruleset.build(variant, players=4)
    text = sheet_path(variant, lang).read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("§"))
    numbers = {rs.hand_size, rs.natural_canasta_bonus, rs.mixed_canasta_bonus, rs.go_out_bonus, rs.target_score}
    numbers |= {minimum for _, minimum in rs.initial_minimums}
    if rs.sequence_canasta_bonus:
        numbers.add(rs.sequence_canasta_bonus)
    for n in numbers:
        assert re.search(rf"(?<![\d.,\u202f]){re.escape(figure(n, lang))}(?![\d]|[.,\u202f]\d)", body), (variant, lang, n)
    assert str(rs.draw_count) in body or rs.draw_count == 1 or {"de": "zwei", "fr": "deux", "en": "two"}[lang] in body


def test_missing_or_malformed_sheet_names_the_file(tmp_path):
    with pytest.raises(CourseError, match="classic.md.*missing"):
        load_sheet("classic", "de", tmp_path)
    path = sheet_path("classic", "de", tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text("# Title\n\n## Deal {#deal}\n\nText.\n", encoding="utf-8")
    with pytest.raises(CourseError, match="sections must be"):
        load_sheet("classic", "de", tmp_path)
