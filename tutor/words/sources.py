"""Citations in words, one formatter per form: the short one (``canasta.ch, “Regel 7”``) that refusals and
readings carry, the full one (the document's title and the section) that rule cards show, and the short names
of several documents."""

from __future__ import annotations

from collections.abc import Iterable

from ..i18n import _
from ..rules.sources import SOURCES, UNWRITTEN, Citation


def source_name(key: str) -> str:
    """A source's short name: the document's own (``canasta.ch``), or in words where it is no document."""
    return _(key)


def section_name(citation: Citation) -> str:
    """The section as the document titles it; in words where the source is no document (players' groups)."""
    return _(citation.section) if citation.source in UNWRITTEN else citation.section


def citation_short(citation: Citation) -> str:
    """``canasta.ch, “Regel 7”``, with the quotation marks of the current language."""
    return _("{source}, “{section}”").format(source=source_name(citation.source), section=section_name(citation))


def citation_full(citation: Citation) -> str:
    """The document's full title and the section, e.g. ``La règle de la canasta en détail, “8. La sortie”``."""
    document = SOURCES[citation.source]
    return _("{source}, “{section}”").format(source=_(document.title), section=section_name(citation))


def source_names(citations: Iterable[Citation]) -> str:
    """The documents cited, each once, by their short names: ``canasta.ch and règle-fr``."""
    names = list(dict.fromkeys(source_name(c.source) for c in citations))
    if len(names) <= 1:
        return "".join(names)
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])
