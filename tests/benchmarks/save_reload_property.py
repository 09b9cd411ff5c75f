"""Save and reload positions from many random games under random rules, and rule on the hand's next moves and
the hints from both (tests/robustness/save_reload.py): print how many positions and later moves were checked
and every difference.

    python tests/benchmarks/save_reload_property.py [POSITIONS] [SEED]

Exits 1 if a saved position ruled differently from the unsaved one.
"""

from __future__ import annotations

import collections
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.robustness.save_reload import LATER_MOVES, differences, random_ruleset  # noqa: E402


def main() -> int:
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    checked = hands = 0
    found: list[str] = []
    systems: collections.Counter = collections.Counter()
    start = time.perf_counter()
    while checked < target:
        ruleset = random_ruleset(rng)
        counter = [0]
        found.extend(differences(ruleset, rng, counter))
        checked += counter[0]
        hands += 1
        systems[(ruleset.variant, ruleset.players, bool(ruleset.overridden))] += 1
    elapsed = time.perf_counter() - start
    print(
        f"{checked:,} positions from {hands:,} hands saved and reloaded in {elapsed:.0f} s; "
        f"up to {LATER_MOVES} later moves and the hints ruled on from each"
    )
    print(
        f"  rule systems and player counts: {len({(v, p) for v, p, _o in systems})}, "
        f"hands with options changed: {sum(n for (_v, _p, o), n in systems.items() if o):,}"
    )
    print(f"  differences: {len(found)}")
    for line in found[:10]:
        print("  " + line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
