"""Fuzzing the reader, the referee and the command line: every input ends in a ruling or an input error.

A longer run: ``python tests/benchmarks/fuzz_reader.py`` (100,000 inputs).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.robustness.command_fuzz import check_command, command_input, parser_built_once
from tests.support.fuzzing import SEEDS, check_input, mutate, text_variation
from tutor import cli


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_mutated_positions_are_ruled_on_or_refused(rng):
    assert check_input(text_variation(rng)) in ("input-error", "legal", "refused", "scored")


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.binary(max_size=400))
def test_arbitrary_bytes_are_refused_cleanly(raw):
    assert check_input(raw) in ("input-error", "legal", "refused", "scored")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.sampled_from(SEEDS), st.sampled_from(sorted({k for seed in SEEDS for k in seed})), json_values)
def test_any_json_value_in_any_field(seed, field, value):
    data = dict(seed)
    data[field] = value
    assert check_input(data) in ("input-error", "legal", "refused", "scored")


# capsys is read (and so emptied) at the end of every example
@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.randoms(use_true_random=False),
    st.sampled_from(["referee", "score"]),
    st.sampled_from([[], ["--json"], ["--hints"], ["--compare"]]),
)
def test_the_command_line_exits_with_a_status_and_one_line_errors(tmp_path_factory, capsys, rng, command, flags):
    path = tmp_path_factory.mktemp("fuzz") / "p.json"
    path.write_bytes(text_variation(rng))
    json_only = ["--json"] if flags == ["--json"] else []
    args = [command, str(path), "--lang", "en"] + (flags if command == "referee" else json_only)
    status = cli.main(args)
    out, err = capsys.readouterr()
    assert status in (0, 1, 2)
    if status == 2:
        assert err.count("\n") == 1 and err.startswith("error: ")
        assert not any(ord(ch) < 32 and ch != "\n" for ch in err)


def test_the_mutator_changes_its_input():
    rng = random.Random(7)
    assert any(mutate(SEEDS[0], rng) != SEEDS[0] for _ in range(10))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_every_command_and_flag_ends_in_an_exit_status_on_hostile_input(rng):
    """tests/robustness/command_fuzz.py; the long run: python tests/benchmarks/fuzz_reader.py --commands."""
    args, raw = command_input(rng)
    with parser_built_once():
        assert check_command(args, raw).startswith("exit ")
