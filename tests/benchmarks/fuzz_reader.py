"""Feed many hostile inputs to the reader, the referee and the scorer, or (``--commands``) to the command line
with every command and flag; print what came out and any traceback.

    python tests/benchmarks/fuzz_reader.py [--commands] [COUNT] [SEED]

Exits 1 if any input ended in something other than a ruling or an input error (for the command line: an exit
status of 0, 1 or 2 with, for 2, one line of error).
"""

from __future__ import annotations

import collections
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.robustness.command_fuzz import check_command, command_input, parser_built_once  # noqa: E402
from tests.support.fuzzing import check_input, text_variation  # noqa: E402


def main() -> int:
    argv = sys.argv[1:]
    commands = "--commands" in argv
    numbers = [a for a in argv if a != "--commands"]
    count = int(numbers[0]) if numbers else 100_000
    rng = random.Random(int(numbers[1]) if len(numbers) > 1 else 1)
    outcomes: collections.Counter = collections.Counter()
    failures: collections.Counter = collections.Counter()
    examples: dict[str, str] = {}
    start = time.perf_counter()
    with parser_built_once():
        for _ in range(count):
            args, raw = command_input(rng) if commands else ([], text_variation(rng))
            try:
                outcomes[check_command(args, raw) if commands else check_input(raw)] += 1
            except Exception as exc:  # the point of the run: anything that escapes is a finding
                key = "".join(traceback.format_exception_only(type(exc), exc)).strip()[:200]
                failures[key] += 1
                examples.setdefault(key, f"{' '.join(args)} < {raw[:300]!r}\n{traceback.format_exc()[-600:]}")
    elapsed = time.perf_counter() - start
    print(f"{count:,} inputs in {elapsed:.1f} s ({count / elapsed:,.0f}/s)")
    for outcome, n in outcomes.most_common():
        print(f"  {outcome:12} {n:8,}")
    print(f"  tracebacks   {sum(failures.values()):8,}")
    for key, n in failures.most_common(10):
        print(f"\n{n} × {key}\n  {examples[key]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
