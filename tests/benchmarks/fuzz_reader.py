"""Feed many hostile inputs to the reader, the referee and the scorer; print what came out and any traceback.

    python tests/benchmarks/fuzz_reader.py [COUNT] [SEED]

Exits 1 if any input ended in something other than a ruling or an input error.
"""

from __future__ import annotations

import collections
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor.rules.fuzzing import check_input, text_variation  # noqa: E402


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    outcomes: collections.Counter = collections.Counter()
    failures: collections.Counter = collections.Counter()
    examples: dict[str, bytes] = {}
    start = time.perf_counter()
    for _ in range(count):
        raw = text_variation(rng)
        try:
            outcomes[check_input(raw)] += 1
        except Exception as exc:  # the point of the run: anything that escapes is a finding
            key = "".join(traceback.format_exception_only(type(exc), exc)).strip()[:200]
            failures[key] += 1
            examples.setdefault(key, raw)
    elapsed = time.perf_counter() - start
    print(f"{count:,} inputs in {elapsed:.1f} s ({count / elapsed:,.0f}/s)")
    for outcome, n in outcomes.most_common():
        print(f"  {outcome:12} {n:8,}")
    print(f"  tracebacks   {sum(failures.values()):8,}")
    for key, n in failures.most_common(10):
        print(f"\n{n} × {key}\n  e.g. {examples[key][:300]!r}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
