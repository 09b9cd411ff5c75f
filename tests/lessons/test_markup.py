"""The lesson Markdown: steps, sources lines, card markup, word counts and option names."""

import pytest

from tutor import i18n
from tutor.i18n import LANGUAGES
from tutor.lessons.course import load_course
from tutor.lessons.markup import MarkupError, lesson_title, parse_card_row, parse_lesson, plain, word_count

LESSON = """# The frozen pile

A short intro.

## What freezes the pile {#what-freezes}

A wild card freezes the pile: [[8H 8C 2D]] and more.

| You have | Take it? |
|---|---|
| [[8C 8D]] | yes |

§ canasta.ch, “Abwurfstapel einfrieren”; règle-fr, “5. Le rebut gelé” · {option:pile_freezers}

## Thawing {#unfreezing}

Taking the pile thaws it.
"""


def test_steps_bodies_and_sources_line():
    text = parse_lesson(LESSON)
    assert text.title == "The frozen pile" and text.intro == "A short intro."
    assert [s.id for s in text.steps] == ["what-freezes", "unfreezing"]
    first, second = text.steps
    assert first.heading == "What freezes the pile"
    assert first.sources.startswith("canasta.ch, “Abwurfstapel einfrieren”")
    assert "§" not in first.body and "canasta.ch" not in first.body
    assert first.options == ["pile_freezers"]
    assert [[c.text for c in row] for row in first.card_rows()] == [["8H", "8C", "2D"], ["8C", "8D"]]
    assert second.sources == "" and second.body == "Taking the pile thaws it."


def test_an_intros_sources_line_goes_with_the_first_step_never_into_the_text():
    with_sources = LESSON.replace("A short intro.\n", "A short intro.\n\n§ pagat.com, “Canasta”\n")
    text = parse_lesson(with_sources)
    assert text.intro == "A short intro."
    assert text.steps[0].sources.startswith("pagat.com, “Canasta”; canasta.ch")
    assert text.steps[1].sources == ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_lesson_shows_a_sources_line_as_text(lang):
    """A "§" line is worded and folded under "Sources and rule options"; none stands raw in an intro or a step."""
    for lesson in load_course().lessons:
        text = lesson.text(lang)
        shown = [text.intro, *(step.body for step in text.steps)]
        assert not any(line.startswith("§") for part in shown for line in part.splitlines()), lesson.id


def test_word_count_leaves_out_cards_sources_and_punctuation():
    text = parse_lesson(LESSON)
    # "A wild card freezes the pile: and more." 8 + table "You have Take it? yes" 5
    assert text.steps[0].words == 13
    assert word_count("[[8H 8C]] - | --- | 1. two") == 2


def test_malformed_markup_is_reported():
    with pytest.raises(MarkupError, match="unknown card 9X"):
        parse_lesson("# T\n\n## S {#s}\n\n[[8H 9X]]\n")
    with pytest.raises(MarkupError, match="last paragraph"):
        parse_lesson("# T\n\n## S {#s}\n\n§ canasta.ch\n\nMore text.\n")
    with pytest.raises(MarkupError, match="step heading"):
        parse_lesson("# T\n\n## No id\n")
    with pytest.raises(MarkupError, match="Title"):
        parse_lesson("no title\n")
    with pytest.raises(MarkupError):
        parse_card_row("  ")


@pytest.mark.parametrize("markdown", [LESSON, "\ufeff# With a mark\r\n\nText\r\n", "# Alone", "#  Spaced  \n"])
def test_the_title_read_alone_is_the_parsed_title(markdown):
    assert lesson_title(markdown) == parse_lesson(markdown).title


def test_every_lesson_lists_the_title_its_parse_gives():
    for lesson in load_course().lessons:
        for lang in LANGUAGES:
            assert lesson.title(lang) == lesson.text(lang).title, (lesson.id, lang)


@pytest.mark.parametrize("markdown", ["no title\n", "## A step\n", "", "#\n"])
def test_a_title_line_that_is_none_is_refused_alone_as_in_the_parse(markdown):
    with pytest.raises(MarkupError, match="Title"):
        lesson_title(markdown)
    with pytest.raises(MarkupError, match="Title"):
        parse_lesson(markdown)


@pytest.fixture
def language():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def test_plain_text_shows_card_labels_and_option_names(language):
    language("de")
    text = plain("Mit [[KS 8C JK]] · {option:pile_freezers}")
    assert "K♠ 8♣ ★" in text and "pile_freezers" not in text and "{option" not in text
    assert "eingefroren" in text.lower() or "Abwurfstapel" in text
    language("fr")
    assert plain("[[KS 2D]]") == "R♠ 2♦"
