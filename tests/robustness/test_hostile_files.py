"""A position file is something a stranger sends: it may neither crash the referee nor make it say what it did not."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.rules.cards import Card, CardError
from tutor.rules.notation import MAX_BYTES, PositionError, read_bounded, read_position
from tutor.words.explain import input_error, printable

ROOT = Path(__file__).resolve().parents[2]
SMALL = '"format": "canasta-position/1", "players": 2, "hands": [["KS"], 3], "stock": 10'


def refused(text: str | bytes) -> PositionError:
    with pytest.raises(PositionError) as info:
        read_position(text)
    return info.value


def run(*args: str, stdin: bytes | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tutor", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})},
    )


# -- crashes and unbounded input ----------------------------------------------------------------


@pytest.mark.parametrize("value", [[1], {"a": 1}, 3, True])
def test_special_hand_of_another_type_is_an_input_error(value):
    error = refused(
        json.dumps(
            {
                "format": "canasta-position/1",
                "variant": "modern-american",
                "players": 4,
                "hands": [[], 0, 11, 11],
                "stock": 40,
                "went_out": 1,
                "special_hand": value,
            }
        )
    )
    assert error.field == "special_hand"


def test_a_number_beyond_python_int_limit_is_refused_unread():
    assert "digits" in refused("1" * 4301).template
    error = refused("{" + SMALL + ', "scores": [' + "9" * 5000 + ", 0]}")
    assert "digits" in error.template


@pytest.mark.parametrize("rows", [[[None, None]], [[None, "50"]], [[0, 50], [None, 90]], [[None, -5]], [[None, True]]])
def test_minimum_tables_with_holes_are_refused(rows):
    error = refused("{" + SMALL + ', "options": {"initial_minimums": ' + json.dumps(rows) + "}}")
    assert error.field == "options.initial_minimums"


def test_deep_nesting_is_refused_before_parsing():
    error = refused("[" * 100_000 + "]" * 100_000)
    assert "nested" in error.template


def test_brackets_inside_strings_do_not_count_as_nesting():
    error = refused("{" + SMALL + ', "variant": "' + "[" * 50 + '"}')
    assert error.field == "variant"


def test_input_is_bounded_while_reading():
    class Endless:
        read_sizes: list[int] = []

        def read(self, size=-1):
            self.read_sizes.append(size)
            return b"0" * (size if size > 0 else 10**9)

    stream = Endless()
    with pytest.raises(PositionError):
        read_bounded(stream)
    assert stream.read_sizes == [MAX_BYTES + 1]


def test_cli_on_an_endless_input_stops_at_the_limit():
    result = run("referee", "/dev/zero")
    assert result.returncode == 2 and b"1 MB" in result.stderr
    result = run("referee", "-", stdin=b"\0" * (MAX_BYTES + 10))
    assert result.returncode == 2


def test_json_output_survives_an_ascii_terminal(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{" + SMALL.replace('"KS"', '"JK"') + ', "move": {"action": "discard", "card": "JK"}}')
    result = run("referee", str(path), "--json", env={"PYTHONIOENCODING": "ascii"})
    assert result.returncode == 1, result.stderr
    assert json.loads(result.stdout)["legal"] is False


# -- output that can lie --------------------------------------------------------------------------


def test_option_names_cannot_break_lines_or_steer_a_terminal(tmp_path):
    path = tmp_path / "p.json"
    name = 'x\n{"legal": true}\x1b[2K\x1b[32m\u202e'
    path.write_text("{" + SMALL + ", " + json.dumps("options") + ": " + json.dumps({name: 1}) + "}")
    result = run("referee", str(path))
    err = result.stderr.decode()
    assert result.returncode == 2
    assert err.count("\n") == 1 and "\x1b" not in err and "\u202e" not in err
    assert "\\x1b" in err


def test_error_lines_stay_short():
    error = refused("{" + SMALL + ', "variant": "' + "v" * 100_000 + '"}')
    assert len(input_error(error)) < 400


def test_printable_escapes_and_shortens():
    assert printable("a\nb\x1b") == "a\\x0ab\\x1b"
    assert printable("\u2028") == "\\u2028"
    long = printable("x" * 50 + "tail.json", 20)
    assert len(long) == 19 and long.endswith("json")


@pytest.mark.parametrize("text", ["Kſ", "K\u00a0S", "\u2003KS", "KS\u3000", "Ks\u200b"])
def test_look_alike_and_unicode_padded_cards_are_not_cards(text):
    with pytest.raises(CardError):
        Card.parse(text)


def test_the_format_s_own_forms_still_read():
    assert Card.parse("10h") is Card.parse("T♥") is Card.parse("10H")
    assert Card.parse("jk") is Card.parse("★")


def test_duplicate_keys_are_refused():
    error = refused('{"format": "canasta-position/1", "players": 2, "players": 5, "hands": [[], 3], "stock": 10}')
    assert error.field == "players" and "twice" in error.template
    error = refused("{" + SMALL + ', "move": {"action": "draw", "action": "discard"}}')
    assert error.field == "action"


def test_extra_copies_in_the_discard_pile_are_blamed_on_it():
    error = refused("{" + SMALL + ', "discard": ["KS", "KS"]}')
    assert error.field == "discard"


def test_a_stock_list_overflowing_the_deck_is_blamed_on_the_stock():
    stock = [f"{r}{s}" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split() for s in "SHDC"] * 2 + ["JK"] * 4
    text = '{"format": "canasta-position/1", "players": 2, "hands": [[], 3], "stock": ' + json.dumps(stock) + "}"
    error = refused(text)
    assert error.field == "stock"


def test_a_document_without_too_long_numbers_is_not_walked_again(monkeypatch):
    """Where a too long number stands is looked for only when one was met: a good document is parsed once."""
    from tutor.rules import strict_json

    def walked(*_args):
        raise AssertionError("walked a document without a too long number")

    monkeypatch.setattr(strict_json, "_place_of_too_long", walked)
    assert strict_json.strict_json('{"a": [1, 2.5, {"b": -123456789012}]}') == {"a": [1, 2.5, {"b": -123456789012}]}
    monkeypatch.undo()
    with pytest.raises(PositionError) as refused:
        strict_json.strict_json('{"a": [1, {"b": 1234567890123}]}')
    assert refused.value.field == "a[1].b"
