"""The hint properties on a long run: the hints against the referee.

    python tests/benchmarks/hint_property.py [POSITIONS_PER_SYSTEM]   (default 20000)

For every rule system and player count, POSITIONS_PER_SYSTEM small positions from real games (split over
the player counts), their meld and lay-off hints against a brute-force search through the referee; then a
tenth as many hands of 1 to 40 cards under randomly drawn meld and pile rules, where the hints, the ways to
take the pile and the bot's melds (all judged from one reading of the hand) must be what the referee
accepts when every candidate is put to it. Prints per system the positions checked, the hints listed, any
mismatch and the time. Exit status 1 if anything mismatched.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.support import hint_oracle as oracle  # noqa: E402
from tutor.rules.hints import meld_hints, meld_options, pile_takes  # noqa: E402
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
            for n, pos in enumerate(oracle.small_positions(Ruleset.build(variant, players), rng)):
                if n == share:
                    break
                missing, extra, refused = oracle.compare(pos)
                listed = len(meld_hints(pos))
                checked += 1
                with_hints += bool(listed)
                hints += listed
                if missing or extra or refused:
                    bad += 1
                    print(
                        f"  mismatch in {variant}, {players} players: hand "
                        f"{[c.text for c in pos.hands[pos.turn]]}: missing {missing}, extra {extra}, refused {refused}"
                    )
        failures += bad
        print(
            f"{variant:16s} {checked:6d} positions  {with_hints:6d} with hints  {hints:7d} hints  "
            f"{bad} mismatches  {time.perf_counter() - start:6.1f} s"
        )
        failures += varied_hands(variant, per_system // 10)
    return 1 if failures else 0


def varied_hands(variant: str, count: int) -> int:
    start = time.perf_counter()
    rng = random.Random(count)
    listed = bad = 0
    for n, pos in enumerate(oracle.varied_positions(variant, rng)):
        if n == count:
            break
        pairs = (
            (meld_hints(pos), oracle.referee_meld_hints(pos)),
            (pile_takes(pos), oracle.referee_pile_takes(pos)),
            (meld_options(pos), oracle.referee_meld_options(pos)),
        )
        listed += sum(len(judged) for judged, _ruled in pairs)
        if any(judged != ruled for judged, ruled in pairs):
            bad += 1
            print(
                f"  mismatch in {variant}: hand {[c.text for c in pos.hands[pos.turn]]}, top {pos.discard[-1:]}, "
                f"options {sorted(pos.ruleset.overridden)}"
            )
    print(
        f"{variant:16s} {count:6d} hands of 1 to 40 cards, drawn rules  {listed:7d} hints and takes  "
        f"{bad} mismatches  {time.perf_counter() - start:6.1f} s"
    )
    return bad


if __name__ == "__main__":
    sys.exit(main())
