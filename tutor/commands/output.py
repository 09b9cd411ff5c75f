"""What every subcommand prints the same way: JSON, errors and the files set aside."""

from __future__ import annotations

import json
import sys

from ..i18n import _
from ..rules.errors import InputError
from ..storage import set_aside_files
from ..words.explain import input_error, set_aside_message
from . import EXIT_INPUT


def print_json(data: dict) -> None:
    """One JSON object on standard output, ASCII-escaped when the terminal cannot take UTF-8."""
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    print(json.dumps(data, ensure_ascii=encoding not in ("utf8", "utf8sig")))


def print_error(message: str) -> int:
    """``message`` on standard error as an error; the exit status of unusable input."""
    print(_("error: {message}").format(message=message), file=sys.stderr)
    return EXIT_INPUT


def report_input_error(exc: InputError) -> int:
    """A broken file, code or option, worded; the exit status of unusable input."""
    return print_error(input_error(exc))


def report_set_aside_files() -> None:
    for item in set_aside_files:
        print(set_aside_message(item), file=sys.stderr)
