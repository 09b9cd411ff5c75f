"""What a ruling's commentary costs next to its verdict, for refused and legal moves.

    python tests/benchmarks/bench_commentary.py [--quick]

A ruling's commentary (``tutor.play.commentary``) is what the referee panel shows with a verdict: the reasons,
the nearest legal moves with what makes each work, the other readings and the deciding rules, the rules behind
it. Prints the median time of the whole of it (each part asked for, as the panel does) and of the parts shown
without the other readings, for the moves of self-played hands that the referee refuses and accepts, with the
median verdict on the same moves.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.support.timing import median_call  # noqa: E402
from tutor.play.commentary import Commentary  # noqa: E402
from tutor.play.ruling import Ruling  # noqa: E402
from tutor.rules.bot import mid_hand  # noqa: E402
from tutor.rules.hints import meld_options, pile_takes  # noqa: E402
from tutor.rules.moves import Discard, Draw, GoOut, MeldMove, TakePile  # noqa: E402
from tutor.rules.presets import PRESETS  # noqa: E402
from tutor.rules.referee import check, rule_on  # noqa: E402
from tutor.rules.state import ENDED, PLAY  # noqa: E402
from tutor.rules.variants import Ruleset  # noqa: E402


def rulings(count: int, seed: int = 3) -> tuple[list[Ruling], list[Ruling]]:
    """(refused, legal) rulings on moves of self-played hands of every rule system."""
    rng = random.Random(seed)
    systems = [(variant, players) for variant, preset in PRESETS.items() for players in preset.players]
    refused: list[Ruling] = []
    legal: list[Ruling] = []
    while len(refused) < count or len(legal) < count:
        variant, players = rng.choice(systems)
        pos = mid_hand(Ruleset.build(variant, players), rng, rng.randrange(3, 30))
        if pos.phase == ENDED:
            continue
        hand = pos.hands[pos.turn]
        moves: list = [Draw(), *pile_takes(pos)[:1], TakePile(with_=tuple(hand[:2]))]
        drawn = rule_on(pos, Draw())[1]
        if drawn is not None and drawn.phase == PLAY:
            hand = drawn.hands[drawn.turn]
            moves += [(drawn, m) for m in (Discard(hand[0]), GoOut(discard=hand[-1]), *meld_options(drawn)[:1])]
            moves.append((drawn, MeldMove(melds=(tuple(hand[:3]),))))
        for entry in moves:
            before, move = entry if isinstance(entry, tuple) else (pos, entry)
            verdict, after = rule_on(before, move)
            (legal if verdict.legal else refused).append(Ruling(before, move, verdict, after, before.turn))
    return refused[:count], legal[:count]


def shown(ruling: Ruling) -> None:
    """Everything the panel shows of a ruling."""
    commentary = Commentary.of(ruling)
    commentary.reasons, commentary.offers, commentary.deciding, commentary.rules, commentary.table_notes()


def shown_without_readings(ruling: Ruling) -> None:
    commentary = Commentary.of(ruling)
    commentary.reasons, commentary.offers, commentary.rules, commentary.table_notes()


def main() -> None:
    quick = "--quick" in sys.argv
    refused, legal = rulings(40 if quick else 150)
    repeat = 3 if quick else 10
    for name, group in (("refused", refused), ("legal", legal)):
        verdict = median_call([lambda r=r: check(r.before, r.move) for r in group], repeat * 20)
        whole = median_call([lambda r=r: shown(r) for r in group], repeat)
        part = median_call([lambda r=r: shown_without_readings(r) for r in group], repeat)
        print(
            f"{name:<8} moves ({len(group)}): verdict {verdict * 1e6:6.1f} µs; commentary as the panel shows it "
            f"{whole * 1000:6.3f} ms ({whole / verdict:5.0f}× the verdict), without the other readings "
            f"{part * 1000:6.3f} ms"
        )


if __name__ == "__main__":
    main()
