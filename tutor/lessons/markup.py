"""The lesson Markdown: steps, card pictures, the sources line and option names (no GUI code here).

A lesson is ``# Title`` followed by steps ``## Heading {#step-id}``. Inside a
step:

* ``[[8H 8C 2D]]`` is a row of card pictures (card codes of the position
  format, ``JK`` for a joker). The app draws them; plain text shows the cards'
  labels (``8♥ 8♣ 2♦``).
* A last paragraph starting with ``§ `` is the step's "Sources and rule
  options" line, kept out of the running text. ``{option:ID}`` in it (or
  anywhere) names a rule option in the reader's language.

A step's word count leaves out its heading, its sources line and its card
markup, and counts only tokens with a letter or digit (table rules and list
bullets are not words).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..rules.cards import Card, CardError
from ..rules.errors import N_
from ..words.cards import cards_text

CARDS_RE = re.compile(r"\[\[([^\[\]\n]*)\]\]")
OPTION_RE = re.compile(r"\{option:([A-Za-z0-9_-]+)\}")
SOURCES_MARK = "§ "
MAX_STEP_WORDS = 150

_TITLE_RE = re.compile(r"^#\s+(?P<title>\S.*?)\s*$")
_STEP_RE = re.compile(r"^##\s+(?P<heading>.*?)\s*\{#(?P<id>[A-Za-z0-9_-]+)\}\s*$")
_WORD_RE = re.compile(r"\w")


class MarkupError(ValueError):
    """A defect in a lesson's Markdown; the message is an untranslated template with ``params``."""

    def __init__(self, template: str, **params):
        super().__init__(template.format(**params))
        self.template = template
        self.params = params


@dataclass
class StepText:
    """One step of a lesson's Markdown: its heading, its body, its sources line and the options it names."""

    id: str
    heading: str
    #: the step's Markdown without its heading and without the sources line
    body: str
    #: the sources line without its "§ " mark, or "" when the step has none
    sources: str = ""
    options: list[str] = field(default_factory=list)

    @property
    def words(self) -> int:
        return word_count(self.body)

    def card_rows(self) -> list[list[Card]]:
        return [parse_card_row(m.group(1)) for m in CARDS_RE.finditer(self.body + "\n" + self.sources)]


@dataclass
class LessonText:
    """A lesson's Markdown in one language: its title, its introduction and its steps."""

    title: str
    #: Markdown between the title and the first step
    intro: str
    steps: list[StepText]

    def step(self, step_id: str) -> StepText:
        for step in self.steps:
            if step.id == step_id:
                return step
        raise KeyError(step_id)


def parse_card_row(codes: str) -> list[Card]:
    """``"8H 8C JK"`` → the cards; raises :class:`MarkupError` on an unknown code or an empty row."""
    cards = []
    for code in codes.split():
        try:
            cards.append(Card.parse(code))
        except CardError:
            raise MarkupError(N_("unknown card {card} in [[{codes}]]"), card=code, codes=codes) from None
    if not cards:
        raise MarkupError(N_("empty card row [[{codes}]]"), codes=codes)
    return cards


def word_count(markdown: str) -> int:
    """Words of running text: card markup and option markers are not counted, nor pure punctuation."""
    text = CARDS_RE.sub(" ", markdown)
    text = OPTION_RE.sub(" ", text)
    return sum(1 for token in text.split() if _WORD_RE.search(token))


def _split_sources(lines: list[str]) -> tuple[str, str]:
    """The step body and its sources line: the last paragraph, when it starts with "§ "."""
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    start = len(lines)
    while start > 0 and lines[start - 1].strip():
        start -= 1
    last = lines[start:]
    if last and last[0].startswith(SOURCES_MARK):
        sources = " ".join(line.strip() for line in last)[len(SOURCES_MARK) :].strip()
        return "\n".join(lines[:start]).strip("\n"), sources
    return "\n".join(lines).strip("\n"), ""


def _title(first_line: str) -> str:
    match = _TITLE_RE.match(first_line)
    if not match or first_line.startswith("##"):
        raise MarkupError(N_('the first line must be "# Title"'))
    return match.group("title")


def lesson_title(markdown: str) -> str:
    """The lesson's title, from its first line alone (the lesson list shows every title, and opens one lesson)."""
    return _title(markdown.lstrip("\ufeff").partition("\n")[0].rstrip("\r"))


def parse_lesson(markdown: str) -> LessonText:
    """Split a lesson into title, intro and steps; raises :class:`MarkupError` on a malformed file."""
    lines = markdown.lstrip("\ufeff").splitlines()
    title = _title(lines[0] if lines else "")
    intro: list[str] = []
    steps: list[tuple[str, str, list[str]]] = []
    in_code = False
    for line in lines[1:]:
        if line.lstrip().startswith("```"):
            in_code = not in_code
        elif not in_code and line.startswith("## "):
            step = _STEP_RE.match(line)
            if not step:
                raise MarkupError(N_('step heading without "{{#step-id}}": {line}'), line=line)
            steps.append((step.group("id"), step.group("heading"), []))
            continue
        (steps[-1][2] if steps else intro).append(line)
    # the intro is shown with the first step, and its sources line joins that step's (one line under the text)
    intro_text, intro_sources = _split_sources(intro)
    result: list[StepText] = []
    for step_id, heading, body_lines in steps:
        body, sources = _split_sources(body_lines)
        if _has_stray_sources(body):
            raise MarkupError(N_('step {step}: the "§" sources line must be the step\'s last paragraph'), step=step_id)
        if intro_sources and not result and intro_sources not in sources:
            sources = f"{intro_sources}; {sources}" if sources else intro_sources
        for row in CARDS_RE.finditer(body + "\n" + sources):
            parse_card_row(row.group(1))
        options = OPTION_RE.findall(body + "\n" + sources)
        result.append(StepText(step_id, heading, body, sources, options))
    if _has_stray_sources(intro_text):
        raise MarkupError(N_('the intro\'s "§" sources line must be its last paragraph'))
    return LessonText(title, intro_text, result)


def _has_stray_sources(body: str) -> bool:
    """A paragraph inside the body opens with "§ " (the sources line belongs at the end)."""
    previous_blank = True
    for line in body.splitlines():
        if previous_blank and line.startswith(SOURCES_MARK):
            return True
        previous_blank = not line.strip()
    return False


def option_name(option_id: str) -> str:
    """A rule option's name in the current language (never its id when a name exists)."""
    try:
        from ..words import rulecards
    except ImportError:
        name_of = None
    else:
        name_of = getattr(rulecards, "option_name", None)
    if callable(name_of):
        return name_of(option_id)
    from ..words.rule_words import rule_title

    return rule_title(option_id)


def known_option(option_id: str) -> bool:
    from ..rules.variants import OPTION_SPECS

    return option_id in OPTION_SPECS


def plain_cards(text: str) -> str:
    """Card markup replaced by the cards' labels; unknown codes are left as written."""

    def label(match: re.Match) -> str:
        try:
            return cards_text(parse_card_row(match.group(1)))
        except MarkupError:
            return match.group(0)

    return CARDS_RE.sub(label, text)


def plain_options(text: str) -> str:
    """``{option:ID}`` replaced by the option's name in the current language."""
    return OPTION_RE.sub(lambda m: option_name(m.group(1)), text)


def plain(text: str) -> str:
    """Lesson text for a plain-text reader: card labels and option names instead of markup."""
    return plain_options(plain_cards(text))
