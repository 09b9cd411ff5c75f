"""Feed hostile inputs to the reader of every kind of file the app reads (settings, progress, the practice game,
profiles, imported rules files, score-pad games, share codes, pasted positions, position files); print how many
were tried, loaded and refused, and every exception that escaped with an example.

    python tests/benchmarks/fuzz_files.py [COUNT] [SEED]

Each input is a valid file of its kind changed the way a damaged disk, an older or newer version or a hostile
sender would (values of every JSON shape in any field, bytes cut or not UTF-8, files past the reader's limit); it
is written where the app looks for it, in a folder of its own. A reader must load it or refuse it with the
reader's one error, setting a file of the user's aside (tests/support/file_kinds.py). Exits 1 if anything else
happened.
"""

from __future__ import annotations

import collections
import logging
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> int:
    argv = sys.argv[1:]
    count = int(argv[0]) if argv else 100_000
    rng = random.Random(int(argv[1]) if len(argv) > 1 else 1)
    home = tempfile.mkdtemp(prefix="canasta-fuzz-files-")
    os.environ["CANASTA_TUTOR_HOME"] = home
    logging.disable(logging.WARNING)  # the score pad logs each file it sets aside

    from tests.support.file_kinds import hostile, kinds

    every = kinds()
    outcomes: collections.Counter = collections.Counter()
    failures: collections.Counter = collections.Counter()
    examples: dict[str, str] = {}
    start = time.perf_counter()
    for n in range(count):
        if n and n % 100_000 == 0:  # a long run says how far it is
            print(f"  … {n:,} inputs, {sum(failures.values()):,} exceptions escaped so far", flush=True)
        kind = every[n % len(every)]
        raw = hostile(kind, rng)
        try:
            outcomes[kind.name, kind.read(raw)] += 1
        except Exception as exc:  # the point of the run: anything that escapes is a finding
            key = f"{kind.name}: " + "".join(traceback.format_exception_only(type(exc), exc)).strip()[:200]
            failures[key] += 1
            examples.setdefault(key, f"{raw[:300]!r}\n{traceback.format_exc()[-800:]}")
    elapsed = time.perf_counter() - start
    shutil.rmtree(home, ignore_errors=True)
    print(f"{count:,} inputs in {elapsed:.1f} s ({count / elapsed:,.0f}/s), {len(every)} kinds of file")
    for kind in every:
        loaded, refused = outcomes[kind.name, "loaded"], outcomes[kind.name, "refused"]
        print(f"  {kind.name:16} loaded {loaded:8,}  refused {refused:8,}")
    print(f"  exceptions escaped {sum(failures.values()):,}")
    for key, n in failures.most_common(10):
        print(f"\n{n} × {key}\n  {examples[key]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
