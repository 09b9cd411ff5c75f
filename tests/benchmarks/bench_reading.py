"""Reading a position file next to ``json.loads`` of the same text, measured in the same run.

    python tests/benchmarks/bench_reading.py [--quick]

Prints, for the example positions that ship with the app and for positions of self-played hands of every rule
system (as the app saves them), the time of ``read_position`` on a file's text and of ``json.loads`` on the same
text (each the best of several runs, one right after the other), the median file's ratio and whether the target
holds (at most 10×). It also prints the share of reading the JSON within the limits (``strict_json``: nesting,
long numbers, duplicate names) and of building and checking the position from it.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import timeit
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


def best_time(call, number: int, repeat: int) -> float:
    """One call's time, the best of ``repeat`` runs of ``number`` calls: on a shared machine the best run is the
    one least disturbed by the others."""
    return min(timeit.repeat(call, number=number, repeat=repeat)) / number


def measure(name: str, texts: list[str], number: int, repeat: int) -> None:
    """Each file's ``json.loads`` and reading measured one right after the other, their ratio per file; the
    median file."""
    loads, reads, strict = [], [], []
    for text in texts:
        read_position(text)  # a first, untimed reading of each file
        loads.append(best_time(lambda t=text: json.loads(t), number, repeat))
        reads.append(best_time(lambda t=text: read_position(t), number, repeat))
        strict.append(best_time(lambda t=text: strict_json.strict_json(t), number, repeat))
    ratio = statistics.median(r / j for r, j in zip(reads, loads, strict=True))
    limits = statistics.median(s / j for s, j in zip(strict, loads, strict=True))
    building = statistics.median((r - s) / j for r, s, j in zip(reads, strict, loads, strict=True))
    size = statistics.median(len(text.encode("utf-8")) for text in texts)
    print(
        f"  {name:<28} {len(texts):3d} files, median {size / 1000:4.1f} kB: json.loads "
        f"{statistics.median(loads) * 1e6:6.1f} µs, read_position {statistics.median(reads) * 1e6:7.1f} µs "
        f"= {ratio:5.2f}×   {'target met' if ratio <= TARGET else 'target NOT met'} (≤ {TARGET:g}×)"
    )
    print(
        f"  {'':<28} of which reading the JSON within the limits {limits:5.2f}×, "
        f"building and checking the position {building:5.2f}×"
    )


def main() -> None:
    quick = "--quick" in sys.argv
    number, repeat = (10, 3) if quick else (20, 7)
    print("reading a position file (read_position on its text) next to json.loads of the same text:")
    measure("shipped example positions", shipped(), number, repeat)
    measure("self-played positions", self_played(2 if quick else 6), number, repeat)


if __name__ == "__main__":
    main()
