"""Rich text as Qt's HTML reader takes it.

French sets a narrow no-break space (U+202F) before ``? ! ;`` and inside « »; Qt's HTML reader turns that space into
an ordinary one, and a line may then begin with the question mark. Inside a span that keeps white space as written
it stays what it is. Plain-text labels lay U+202F out right and need nothing.
"""

from __future__ import annotations

import html
import re
from functools import cache

_KEPT = '<span style="white-space:pre">\u202f</span>'


def qt_html(html: str) -> str:
    """``html`` with its narrow no-break spaces kept as such by Qt's HTML reader."""
    if "\u202f" not in html:
        return html
    return _narrow_space().sub(_KEPT, html)


@cache
def _narrow_space() -> re.Pattern[str]:
    """A narrow no-break space in the text of an HTML document (not inside a tag), not yet kept by a span:
    compiled with the first French text, not at the start."""
    return re.compile('(?<!pre">)\u202f(?![^<]*>)')


def escaped(text: str) -> str:
    """Plain words as rich text: ``<`` and ``&`` escaped, quotation marks left as they are (no attribute holds them)."""
    return html.escape(text, quote=False)
