"""Hostile inputs through the command line as a user runs it: each variation of a position goes to a random
command (``referee``, ``score``) with a random set of its flags and language, read from standard input, and
must end with an exit status (0, 1 or 2) and, for 2, one line of error; never a traceback.

tests/robustness/test_fuzz.py runs a sample; ``python tests/benchmarks/fuzz_reader.py --commands N`` a long run.
"""

from __future__ import annotations

import contextlib
import functools
import io
import random
import sys

from tests.support.fuzzing import text_variation
from tutor import cli

REFEREE_FLAGS = ("--json", "--hints", "--compare", "--explain")
LANGUAGES = ("de", "fr", "en")


def random_command(rng: random.Random) -> list[str]:
    """A command line reading standard input: the command, some of its flags, a language."""
    if rng.random() < 0.75:
        flags = [flag for flag in REFEREE_FLAGS if rng.random() < 0.3]
        args = ["referee", "-", *flags]
    else:
        args = ["score", "-", *(["--json"] if rng.random() < 0.5 else [])]
    return [*args, "--lang", rng.choice(LANGUAGES)]


def run_command(args: list[str], raw: bytes) -> tuple[int, str, str]:
    """``canasta-tutor ARGS < raw`` in this process: (exit status, output, errors)."""
    out, err = io.StringIO(), io.StringIO()
    stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(args)
    finally:
        sys.stdin = stdin
    return status, out.getvalue(), err.getvalue()


def command_input(rng: random.Random) -> tuple[list[str], bytes]:
    """A command line and the hostile input it reads."""
    return random_command(rng), text_variation(rng)


def check_command(args: list[str], raw: bytes) -> str:
    """One hostile input through one command line: "exit N" when it ended as the contract says; anything
    else raises (an AssertionError for a broken contract, or whatever escaped)."""
    status, _out, err = run_command(args, raw)
    assert status in (0, 1, 2), (args, status)
    if status == 2:
        assert err.count("\n") == 1 and err.startswith(("error: ", "Fehler: ", "erreur")), (args, err[:300])
    return f"exit {status}"


@contextlib.contextmanager
def parser_built_once():
    """Build the argument parser once for a long run (it is the same for every input)."""
    original = cli.build_parser
    cli.build_parser = functools.cache(original)
    try:
        yield
    finally:
        cli.build_parser = original
