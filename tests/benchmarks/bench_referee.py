"""Measures the referee: median time of one verdict on mid-game positions, and self-played hands per second.

Run by hand:  python tests/benchmarks/bench_referee.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor.rules.bot import mid_hand, play_hand  # noqa: E402
from tutor.rules.hints import meld_options, pile_takes  # noqa: E402
from tutor.rules.moves import Discard, Draw  # noqa: E402
from tutor.rules.referee import check  # noqa: E402
from tutor.rules.state import ENDED  # noqa: E402
from tutor.rules.variants import Ruleset  # noqa: E402


def mid_game_cases(count: int, seed: int = 1) -> list:
    """(position, move) pairs from self-played hands, 10 to 30 turns in."""
    rng = random.Random(seed)
    rs = Ruleset.build("classic", 4)
    cases = []
    while len(cases) < count:
        pos = mid_hand(rs, rng, rng.randrange(10, 30))
        if pos.phase == ENDED:
            continue
        moves = [Draw(), *pile_takes(pos)] + ([Discard(pos.hands[pos.turn][0])] if pos.hands[pos.turn] else [])
        for move in moves + meld_options(pos)[:2]:
            cases.append((pos, move))
    return cases[:count]


def time_verdicts(cases: list, repeat: int = 200) -> list[float]:
    timings = []
    for pos, move in cases:
        start = time.perf_counter()
        for _ in range(repeat):
            check(pos, move)
        timings.append((time.perf_counter() - start) / repeat)
    return timings


def hands_per_second(hands: int = 200, players: int = 4, seed: int = 3) -> float:
    rng = random.Random(seed)
    rs = Ruleset.build("classic", players)
    start = time.perf_counter()
    for _ in range(hands):
        play_hand(rs, rng)
    return hands / (time.perf_counter() - start)


def main() -> None:
    cases = mid_game_cases(300)
    timings = time_verdicts(cases)
    print(f"verdicts measured: {len(timings)} mid-game (position, move) pairs")
    print(
        f"median verdict: {statistics.median(timings) * 1e6:.1f} µs"
        f" (p90 {statistics.quantiles(timings, n=10)[-1] * 1e6:.1f} µs)"
    )
    print(f"self-play, 4 players: {hands_per_second():.1f} hands per second")


if __name__ == "__main__":
    main()
