"""Reading a position file next to ``json.loads`` of the same text, measured in the same run.

    python tests/benchmarks/bench_reading.py [--quick]

Prints, for the example positions that ship with the app and for positions of self-played hands of every rule
system (as the app saves them), the median time of ``read_position`` on a file's text and of ``json.loads`` on
the same text, their ratio and whether the target holds (at most 10×). It also prints the share of the time spent
looking for the place of a too long number after every successful parse (``strict_json._place_of_too_long``),
and the ratio without it, so that the figure can be read with and without that walk.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tutor.rules import strict_json  # noqa: E402
from tutor.rules.bot import mid_hand  # noqa: E402
from tutor.rules.notation import read_position, write_position  # noqa: E402
from tutor.rules.presets import PRESETS  # noqa: E402
from tutor.rules.variants import Ruleset  # noqa: E402

TARGET = 10.0


def shipped() -> list[str]:
    return [path.read_text(encoding="utf-8") for path in sorted((ROOT / "resources" / "positions").glob("*.json"))]


def self_played(per_system: int, seed: int = 5) -> list[str]:
    """Positions of self-played hands, a few turns to well into the hand, as the app writes them."""
    rng = random.Random(seed)
    texts = []
    for variant, preset in PRESETS.items():
        for players in preset.players:
            rs = Ruleset.build(variant, players)
            for _ in range(per_system):
                pos = mid_hand(rs, rng, rng.randrange(2, 40))
                texts.append(json.dumps(write_position(pos), ensure_ascii=False, indent=1))
    return texts


def median_call(calls: list, repeat: int) -> float:
    """The median over ``calls`` of one call's time, each over ``repeat`` calls after an untimed first pass."""
    for call in calls:
        call()
    timings = []
    for call in calls:
        start = time.perf_counter()
        for _ in range(repeat):
            call()
        timings.append((time.perf_counter() - start) / repeat)
    return statistics.median(timings)


def measure(name: str, texts: list[str], rounds: int, repeat: int) -> None:
    """Rounds of ``json.loads`` and the reader in turn; each round's ratio, so that the machine speeding up or
    slowing down between the two does not move it; the median round."""
    ratios, walks, loads_times, read_times = [], [], [], []
    parsed = [json.loads(text) for text in texts]
    for _round in range(rounds):
        loads = median_call([lambda t=t: json.loads(t) for t in texts], repeat)
        read = median_call([lambda t=t: read_position(t) for t in texts], repeat)
        walk = median_call([lambda d=d: strict_json._place_of_too_long(d) for d in parsed], repeat)
        ratios.append(read / loads)
        walks.append(walk / loads)
        loads_times.append(loads)
        read_times.append(read)
    ratio, walk = statistics.median(ratios), statistics.median(walks)
    size = statistics.median(len(text.encode("utf-8")) for text in texts)
    print(
        f"  {name:<28} {len(texts):3d} files, median {size / 1000:4.1f} kB: json.loads "
        f"{statistics.median(loads_times) * 1e6:6.1f} µs, read_position {statistics.median(read_times) * 1e6:7.1f} µs "
        f"= {ratio:5.2f}×   {'target met' if ratio <= TARGET else 'target NOT met'} (≤ {TARGET:g}×)"
    )
    print(
        f"  {'':<28} of which the walk for a too long number's place {walk:4.2f}×; "
        f"without it {ratio - walk:5.2f}×   {'target met' if ratio - walk <= TARGET else 'target NOT met'}"
    )


def main() -> None:
    quick = "--quick" in sys.argv
    rounds, repeat = (3, 20) if quick else (7, 100)
    print("reading a position file (read_position on its text) next to json.loads of the same text:")
    measure("shipped example positions", shipped(), rounds, repeat)
    measure("self-played positions", self_played(2 if quick else 6), rounds, repeat)


if __name__ == "__main__":
    main()
