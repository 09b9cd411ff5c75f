"""The documents the rules come from, and how a rule cites them.

Every rule option and every fixed rule names the document and section it
comes from. Keys are the names the five source documents are cited by (``SOURCES`` below);
external references (for Modern American Canasta, whose numbers were lost
from the scraped source) are listed with their public address.
"""

from __future__ import annotations

from .errors import N_
from .values import Value, set_field


class SourceDocument(Value):
    """One document the rules are cited from: its key, title, language and where it comes from."""

    __slots__ = ("key", "title", "language", "origin")
    key: str
    title: str
    language: str
    origin: str

    def __init__(self, key: str, title: str, language: str, origin: str) -> None:
        set_field(self, "key", key)
        set_field(self, "title", title)
        set_field(self, "language", language)
        set_field(self, "origin", origin)


#: readings Modern American tables argue about that no rule book writes down (a source, but no document)
PLAYERS_GROUPS = N_("players' groups")
#: readings Classic, Samba and strict tables play that none of the source documents writes down: house
#: variations, cited so a table can choose them knowingly, never as a source's rule
TABLES = N_("tables' own rules")
#: the sources that are no document: their sections are worded in the reader's language
UNWRITTEN = (PLAYERS_GROUPS, TABLES)

SOURCES: dict[str, SourceDocument] = {
    doc.key: doc
    for doc in (
        SourceDocument("canasta.ch", "Einfaches oder klassisches Canasta", "de", "canasta.ch, 2011"),
        SourceDocument("règle-fr", "La règle de la canasta en détail", "fr", "rules blog, 2012, with reader comments"),
        SourceDocument(
            "pagat-style", "Classic Canasta per the Official Laws", "en", "a scraped page in the manner of pagat.com"
        ),
        SourceDocument("Wikipedia Samba", "Samba-Canasta", "de", "Wikipedia (de)"),
        SourceDocument("verschärft", "CANASTA – verschärfte Version", "de", "house rules, 2000"),
        SourceDocument("pagat.com", "Canasta: Modern American Canasta", "en", "https://www.pagat.com/rummy/canasta.html"),
        SourceDocument(
            "canastaleague.org",
            "Modern American Canasta: How to Play, Meld, and Score",
            "en",
            "Canasta League of America, https://canastaleague.org/rules/",
        ),
        SourceDocument(
            "canastajunction.com",
            "Canasta Junction Help Center and blog",
            "en",
            "https://help.canastajunction.com/ and https://canastajunction.com/",
        ),
        SourceDocument(
            "honorsbridgeclub.org",
            "Honors Canasta House Rules",
            "en",
            "Honors Bridge Club, http://www.honorsbridgeclub.org/canastahouserules.html",
        ),
        # readings Modern American tables argue about that no rule book writes down; cited so a table can choose
        # them knowingly, and shown as house variations, never as a source's rule
        SourceDocument(
            PLAYERS_GROUPS,
            N_("Readings Modern American players' groups use"),
            "en",
            "questions and replies in players' groups; no written rule",
        ),
        SourceDocument(
            TABLES,
            N_("No written rule: house variations tables play"),
            "",
            "rule sheets, club and family rules and online games outside the source documents; no written rule here",
        ),
    )
}


class Citation(Value):
    """A pointer into one source: the document key and its section heading.

    ``note`` records an interpretation where the text is ambiguous or a number
    was lost, so the choice is visible rather than silent.
    """

    __slots__ = ("source", "section", "note")
    source: str
    section: str
    note: str

    def __init__(self, source: str, section: str, note: str = "") -> None:
        if source not in SOURCES:
            raise ValueError(f"unknown source {source!r}")
        set_field(self, "source", source)
        set_field(self, "section", section)
        set_field(self, "note", note)

    def __str__(self) -> str:
        return f"{self.source}, “{self.section}”"


def cite(source: str, section: str, note: str = "") -> Citation:
    return Citation(source, section, note)
