"""Citations in words, one formatter per form: the short one (``canasta.ch, “Regel 7”``) that refusals and
readings carry, the full one (the document's title and the section) that rule cards show, and the short names
of several documents.

A document is named as players know it, in the reader's language (the keys the rules cite documents by, such
as ``règle-fr``, never reach a reader), and a section heading in another language than the reader's is followed
by its meaning in the reader's: ``canasta.ch, “Abwurfstapel einfrieren” [Freezing the discard pile]``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from ..i18n import N_, _, language
from ..rules.sources import PLAYERS_GROUPS, SOURCES, TABLES, UNWRITTEN, Citation

#: each document's short name as players know it; a website's own name stays as it is
SHORT_NAMES = {
    "canasta.ch": "canasta.ch",
    "règle-fr": N_("French rules blog"),
    "pagat-style": N_("Official Laws page"),
    "Wikipedia Samba": N_("Wikipedia: Samba"),
    "verschärft": N_("Strict version rules"),
    "pagat.com": "pagat.com",
    "canastaleague.org": "Canasta League of America",
    "canastajunction.com": "Canasta Junction",
    "honorsbridgeclub.org": "Honors Bridge Club",
    PLAYERS_GROUPS: PLAYERS_GROUPS,
    TABLES: TABLES,
}

#: what each section heading the rules cite means, in English (translated by the catalogs): shown after a heading
#: written in another language than the reader's
SECTION_MEANINGS = {
    "Abwurfstapel einfrieren": N_("Freezing the discard pile"),
    "Echte und unechte Canastas": N_("Natural and mixed canastas"),
    "Echte und unechte Joker": N_("Natural cards and wild cards"),
    "Einfaches Ausgehen": N_("Going out"),
    "Eröffnungsbedingungen für Erstmeldung": N_("What the initial meld needs"),
    "Funktion von Sperrkarten": N_("What stop cards do"),
    "Handcanasta": N_("Going out from the hand"),
    "Karten vom Abwurfstapel ziehen": N_("Taking cards from the discard pile"),
    "Kartenverteilung (Deal)": N_("Dealing the cards"),
    "Kartenwerte": N_("Card values"),
    "Melden von Sätzen": N_("Melding sets"),
    "Rote und schwarze Dreier": N_("Red and black threes"),
    "Spielablauf": N_("The course of play"),
    "Spielkarten für einfaches Canasta": N_("Cards for classic Canasta"),
    "Variationen zu einfaches Canasta": N_("Variations of classic Canasta"),
    "Wenn der Talon (Stock) ausgeht": N_("When the stock runs out"),
    "Wertung und Abrechnung": N_("Scoring and settling up"),
    "Einfaches oder klassisches Canasta": N_("Simple or classic Canasta"),
    "1. Introduction": N_("1. Introduction"),
    "2. Tour d'un joueur": N_("2. A player's turn"),
    "3. Prise du rebut": N_("3. Taking the discard pile"),
    "4. Les trois noirs": N_("4. Black threes"),
    "5. Le rebut gelé": N_("5. The frozen pile"),
    "6. L'ouverture": N_("6. The opening"),
    "7. Les trois rouges": N_("7. Red threes"),
    "8. La sortie": N_("8. Going out"),
    "9. La marque": N_("9. Scoring"),
    "commentaire de jeff28": N_("a reader's comment"),
    "Ergänzungen": N_("Supplements"),
    "Spielregeln nach den Official Canasta Laws": N_("Rules after the Official Canasta Laws"),
    "Das Ausmachen": N_("Going out"),
    "Das Geben": N_("Dealing"),
    "Das Zählen": N_("Counting"),
    "Ein Spielzug": N_("A turn"),
    "Spielerzahl, Spielziel, Werte": N_("Players, goal, values"),
    "Classic Canasta: going out": N_("Classic Canasta: going out"),
    "Classic Canasta: melds": N_("Classic Canasta: melds"),
    "Classic Canasta: the winners": N_("Classic Canasta: the winners"),
    "Classic Canasta: taking the discard pile": N_("Classic Canasta: taking the discard pile"),
    "Classic Canasta: the end of the stock": N_("Classic Canasta: the end of the stock"),
    "Classic Canasta: the initial meld": N_("Classic Canasta: the initial meld"),
    "Modern American Canasta": N_("Modern American Canasta"),
    "Bonus cards (talon)": N_("Bonus cards (talon)"),
    "Discarding": N_("Discarding"),
    "Going out": N_("Going out"),
    "Melding": N_("Melding"),
    "Scoring": N_("Scoring"),
    "Special hands": N_("Special hands"),
    "Threes": N_("Threes"),
    "Wild card melds": N_("Wild card melds"),
    "Understanding Canasta Special Cards": N_("Understanding Canasta's special cards"),
    "What is a 'Talon' and how do I get one?": N_("What a talon is and how one gets it"),
    "Wild Cards Wisdom: How to Use Jokers & 2s Like a Pro": N_("Using jokers and twos well"),
    "Honors Canasta House Rules": N_("Honors Canasta house rules"),
}


def source_name(key: str) -> str:
    """A document's short name as players know it, in the reader's language (``Regelblog „La règle de la canasta“``)."""
    return _(SHORT_NAMES.get(key, key))  # a website's own name is in no catalog and stays as it is


def meaning(document_language: str, section: str) -> str | None:
    """What a section heading means in the reader's language, where it is written in another; else None."""
    english = SECTION_MEANINGS.get(section)
    return None if english is None or document_language == language() else _(english)


def section_name(citation: Citation) -> str:
    """The section as the document titles it; in words where the source is no document (players' groups)."""
    return _(citation.section) if citation.source in UNWRITTEN else citation.section


def _cited(source: str, section: str, document_language: str) -> str:
    """``source, “section”`` with the quotation marks of the current language, followed by the section's meaning
    where it is in another language than the reader's."""
    cited = _("{source}, “{section}”").format(source=source, section=section)
    explained = meaning(document_language, section)
    if explained is None or explained == section:
        return cited
    return _("{citation} [{meaning}]").format(citation=cited, meaning=explained)


def citation_short(citation: Citation) -> str:
    """``canasta.ch, “Regel 7”``, with the quotation marks of the current language."""
    return _cited(source_name(citation.source), section_name(citation), SOURCES[citation.source].language)


def citation_full(citation: Citation) -> str:
    """The document's full title and the section, e.g. ``La règle de la canasta en détail, “8. La sortie”``."""
    document = SOURCES[citation.source]
    return _cited(_(document.title), section_name(citation), document.language)


def source_names(citations: Iterable[Citation]) -> str:
    """The documents cited, each once, by their short names: ``canasta.ch and French rules blog``."""
    names = list(dict.fromkeys(source_name(c.source) for c in citations))
    if len(names) <= 1:
        return "".join(names)
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


@functools.cache
def _lesson_citation() -> re.Pattern:
    """A citation as the lessons write it: a document's key, then its section in any language's quotation marks
    (compiled when a lesson's sources are first shown, not at the start)."""
    return re.compile(
        "(?P<key>" + "|".join(re.escape(key) for key in sorted(SOURCES, key=len, reverse=True)) + ")"
        # French sets a no-break space inside « » (U+00A0, or U+202F), as the French lessons do
        r"(?P<rest>, (?:„(?P<de>[^“]+)“|“(?P<en>[^”]+)”|«[ \u00a0\u202f](?P<fr>[^»]+?)[ \u00a0\u202f]»))?"
    )


def sources_line(text: str) -> str:
    """A lesson's or cheat sheet's line of sources in the reader's words: each document by its short name and each
    heading in another language followed by its meaning (the lessons cite by the documents' keys)."""

    def worded(match: re.Match) -> str:
        key = match["key"]
        section = match["de"] or match["en"] or match["fr"]
        if section is None:
            return source_name(key) + (match["rest"] or "")
        return _cited(source_name(key), section, SOURCES[key].language)

    return _lesson_citation().sub(worded, text)
