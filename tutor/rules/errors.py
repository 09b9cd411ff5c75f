"""Input errors of the rules core, kept language-free.

An error carries the field it concerns, an English message template and the
template's parameters. The edge (``tutor.words.explain.input_error``) translates the
template and fills it in, so the same error reads in German, French or English.
"""

from __future__ import annotations

from typing import Any


def N_(message: str) -> str:
    """Mark a message template for extraction into the catalogs; translation happens at the edge."""
    return message


class InputError(ValueError):
    """Input that is not valid at all (as opposed to a legal-but-refused move).

    ``field`` names where (``hands[0][3]``, ``move.with``, ``options.packs`` …; empty for the
    whole input), ``template`` is the message with ``{name}`` placeholders, ``params`` fill them.
    """

    def __init__(self, field: str, template: str, **params: Any):
        self.field = field
        self.template = template
        self.params = params
        super().__init__(f"{field}: {self.detail}" if field else self.detail)

    @property
    def detail(self) -> str:
        """The message in English, without the field."""
        return self.template.format(**self.params)
