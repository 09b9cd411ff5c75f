"""``canasta-tutor --help`` and each command's help, in the person's language: argparse's own headings are the
catalogs' words, and French puts a no-break space before its colons as the rest of the French texts do."""

from __future__ import annotations

import re

import pytest

from tutor import cli

#: argparse's words, which must not show through in another language
ARGPARSE_ENGLISH = ("usage:", "positional arguments", "options:", "show this help message", "show program's version")


def help_of(capsys, lang: str, command: str | None) -> str:
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--lang", lang, *([command] if command else []), "--help"])
    assert exit_.value.code == 0
    return capsys.readouterr().out


COMMANDS = [None, *cli.COMMANDS]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c or "the app")
def test_the_french_help_puts_a_no_break_space_before_each_colon(capsys, command):
    shown = help_of(capsys, "fr", command)
    assert shown.startswith("usage\u00a0: canasta-tutor")
    headings = [line for line in shown.splitlines() if line.endswith(":") and not line.startswith(" ")]
    assert "options\u00a0:" in headings, headings
    assert all(heading.endswith("\u00a0:") for heading in headings), headings
    assert not re.search(r"[^\u00a0\u202f]:(?=\s|$)", shown), [line for line in shown.splitlines() if ":" in line]
    assert not [word for word in ARGPARSE_ENGLISH if word in shown]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c or "the app")
def test_the_german_help_is_german(capsys, command):
    shown = help_of(capsys, "de", command)
    assert shown.startswith("Aufruf: canasta-tutor") and "\nOptionen:\n" in shown
    assert "diese Hilfe anzeigen und beenden" in shown
    assert not [word for word in ARGPARSE_ENGLISH if word in shown]


def test_the_english_help_keeps_argparses_headings(capsys):
    shown = help_of(capsys, "en", None)
    assert shown.startswith("usage: canasta-tutor") and "\noptions:\n" in shown and "\npositional arguments:\n" in shown
