"""The hint property on a long run: meld and lay-off hints against a brute-force search through the referee.

    python tests/benchmarks/hint_property.py [POSITIONS_PER_SYSTEM]   (default 20000)

For every rule system and player count, POSITIONS_PER_SYSTEM small positions from real games (split over
the player counts); prints per system the positions checked, how many had hints, the hints listed, any
mismatch (legal moves missing, shapes listed that are not legal, hints the referee refuses) and the time.
Exit status 1 if anything mismatched.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor.rules.hint_oracle import compare, small_positions  # noqa: E402
from tutor.rules.hints import meld_hints  # noqa: E402
from tutor.rules.presets import PRESETS  # noqa: E402
from tutor.rules.variants import Ruleset  # noqa: E402


def main() -> int:
    per_system = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    failures = 0
    for variant in sorted(PRESETS):
        counts = PRESETS[variant].players
        start = time.perf_counter()
        checked = with_hints = hints = bad = 0
        for players in counts:
            rng = random.Random(players)
            share = per_system // len(counts)
            for n, pos in enumerate(small_positions(Ruleset.build(variant, players), rng)):
                if n == share:
                    break
                missing, extra, refused = compare(pos)
                listed = len(meld_hints(pos))
                checked += 1
                with_hints += bool(listed)
                hints += listed
                if missing or extra or refused:
                    bad += 1
                    print(f"  mismatch in {variant}, {players} players: hand "
                          f"{[c.text for c in pos.hands[pos.turn]]}: missing {missing}, extra {extra}, refused {refused}")
        failures += bad
        print(f"{variant:16s} {checked:6d} positions  {with_hints:6d} with hints  {hints:7d} hints  "
              f"{bad} mismatches  {time.perf_counter() - start:6.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
