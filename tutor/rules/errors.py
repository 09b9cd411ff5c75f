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
    whole input), ``template`` is the message with ``{name}`` placeholders, ``params`` fill them. A file that cannot
    be read gives its ``OSError`` as a parameter: the edge words its reason in the person's language.
    """

    def __init__(self, field: str, template: str, **params: Any):
        self.field = field
        self.template = template
        self.params = params
        super().__init__(f"{field}: {self.detail}" if field else self.detail)

    @property
    def detail(self) -> str:
        """The message in English, without the field (a system failure in the system's words, without its number)."""
        params = {k: (v.strerror or v) if isinstance(v, OSError) else v for k, v in self.params.items()}
        return self.template.format(**params)


class UnreadableFile(InputError):
    """An input that cannot be used: not UTF-8, not JSON, too large, or not of its declared shape.

    ``field`` names where (``profiles[2].variant``; empty for the whole input), ``template`` and ``params`` say
    what is wrong (translated at the edge), ``source`` names the file (a path, or a name such as the pasted text's);
    the same error from the position reader is kept as ``cause``."""

    def __init__(self, field: str, template: str, *, source: str = "", cause: InputError | None = None, **params: Any):
        super().__init__(field, template, **params)
        self.source = source
        self.cause = cause

    def __str__(self) -> str:
        text = super().__str__()
        return f"{self.source}: {text}" if self.source else text

    @classmethod
    def of(cls, error: InputError, source: str = "", field: str = "") -> UnreadableFile:
        """``error`` (the position reader's, an option's …) as the reader's one error, its field placed under
        ``field``."""
        if isinstance(error, UnreadableFile) and not field:
            error.source = error.source or source
            return error
        inner = f"{field}.{error.field}" if field and error.field else field or error.field
        return cls(inner, error.template, source=source, cause=error, **error.params)
