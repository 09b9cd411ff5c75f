"""The referee and the app against yardsticks measured in the same run, with the issue's targets.

    pip install -e '.[bench]'
    QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_peers.py [--baseline COMMIT] [--quick]

Prints, each with its ratio and whether the target holds:
- one verdict per question kind (draw, take the pile, a new meld, laying off onto a meld, discard, go out) next
  to python-chess's ``Board.is_legal`` (target: at most 1.2× its median);
- whole self-played hands per second for every rule system and player count, next to the same
  figure of ``--baseline`` (a commit, default the one before this work; target: at least 3×);
- hints on a 40-card hand: every way to take the pile (target: under 0.2 ms; the issue's table measures
  "all pile takes (hints)"), and, with no target, the complete hints the Hints button shows (the pile
  takes and every distinct meld and lay-off, over a hundred moves to build);
- app start to the first painted window next to a bare PySide6 window (targets 1.4×, 1.8× with a
  lesson open) and a language switch of the whole window (target: 40 ms), from the two other scripts.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.support.timing import median_call  # noqa: E402
from tutor.rules.bot import deal, mid_hand  # noqa: E402
from tutor.rules.hints import hints, meld_options, pile_takes  # noqa: E402
from tutor.rules.moves import Discard, Draw, GoOut, MeldMove, TakePile  # noqa: E402
from tutor.rules.presets import PRESETS  # noqa: E402
from tutor.rules.referee import check, rule_on  # noqa: E402
from tutor.rules.state import ENDED, PLAY  # noqa: E402
from tutor.rules.variants import Ruleset  # noqa: E402

BASELINE = "01b4180"
KINDS = {Draw: "draw", TakePile: "take the pile", MeldMove: "meld", Discard: "discard", GoOut: "go out"}
#: a verdict's target, as a multiple of python-chess's ``Board.is_legal``
VERDICT_TARGET = 1.2


def kind_of(move) -> str:
    """The question a move asks: a meld move that only adds cards to melds on the table is laying off."""
    return "lay off" if isinstance(move, MeldMove) and not move.melds else KINDS[type(move)]


def verdict_cases(per_kind: int, seed: int = 1) -> dict[str, list]:
    """(position, move) pairs from self-played classic hands, by question kind, legal and refused alike."""
    rng = random.Random(seed)
    rs = Ruleset.build("classic", 4)
    cases: dict[str, list] = {kind: [] for kind in (*KINDS.values(), "lay off")}
    while min(len(c) for c in cases.values()) < per_kind:
        pos = mid_hand(rs, rng, rng.randrange(5, 40))
        if pos.phase == ENDED:
            continue
        hand = pos.hands[pos.turn]
        for move in (Draw(), *pile_takes(pos)[:2], TakePile(with_=tuple(hand[:2]))):
            cases[kind_of(move)].append((pos, move))
        drawn = rule_on(pos, Draw())[1]  # melds, discards and going out are asked after drawing
        if drawn is None or drawn.phase != PLAY:
            continue
        hand = drawn.hands[drawn.turn]
        options = meld_options(drawn)
        moves = [
            Discard(hand[0]),
            GoOut(discard=hand[-1]),
            *([m for m in options if m.melds][:2] or [MeldMove(melds=(tuple(hand[:3]),))]),
            *[m for m in options if not m.melds][:2],
        ]
        for move in moves:
            cases[kind_of(move)].append((drawn, move))
    return {kind: c[:per_kind] for kind, c in cases.items()}


def chess_calls(count: int = 300, seed: int = 2) -> list:
    """``Board.is_legal`` on pseudo-legal moves of positions from random games."""
    import chess

    rng = random.Random(seed)
    calls = []
    while len(calls) < count:
        board = chess.Board()
        for _ in range(rng.randrange(4, 40)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        candidates = list(board.pseudo_legal_moves)
        if candidates:
            move = rng.choice(candidates)
            calls.append(lambda b=board, m=move: b.is_legal(m))
    return calls


#: whole self-played hands per second of CPU time for each rule system and player count, of the tree in argv[1]
SELFPLAY_RATES = """
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
from tutor.rules.bot import play_hand
from tutor.rules.variants import Ruleset
hands = int(sys.argv[2])
rates = {}
for system in json.loads(sys.argv[3]):
    rs, rng = Ruleset.build(system[0], system[1]), random.Random(7)
    start = time.process_time()
    for _ in range(hands):
        play_hand(rs, rng)
    rates[f"{system[0]} {system[1]}"] = hands / (time.process_time() - start)
print(json.dumps(rates))
"""


def unpacked(commit: str) -> Path:
    """The ``tutor`` package of ``commit``, unpacked from git into a temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="canasta-baseline-"))
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "tutor"], capture_output=True, check=True)
    archive_path = folder / "tree.tar"
    archive_path.write_bytes(archive.stdout)
    with tarfile.open(archive_path) as tar:
        tar.extractall(folder, filter="data")
    return folder


def selfplay_rates(
    commit: str, systems: list[tuple[str, int]], hands: int, rounds: int
) -> tuple[dict[str, float], dict[str, float]]:
    """Median self-play rates (this tree, ``commit``), each tree in its own fresh processes, taking turns
    round by round so that a busy moment of the machine hits both alike."""
    trees = {"now": ROOT, "then": unpacked(commit)}
    samples: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
    for _round in range(rounds):
        for name, tree in trees.items():
            out = subprocess.run(
                [sys.executable, "-c", SELFPLAY_RATES, str(tree), str(hands), json.dumps(systems)],
                capture_output=True,
                text=True,
                check=True,
            )
            for key, rate in json.loads(out.stdout).items():
                samples[name].setdefault(key, []).append(rate)
    medians = {name: {key: statistics.median(v) for key, v in by_key.items()} for name, by_key in samples.items()}
    return medians["now"], medians["then"]


def forty_card_positions(seed: int = 4) -> list:
    """Classic two-player deals whose player to move holds 40 cards, in the draw phase."""
    rng = random.Random(seed)
    positions = []
    rs = Ruleset.build("classic", 2)
    while len(positions) < 20:
        pos = deal(rs, rng)
        seat = pos.turn
        extra = [pos.stock.pop() for _ in range(25)]
        pos.hands[seat] = pos.hands[seat] + [c for c in extra if not c.is_red_three][: 40 - len(pos.hands[seat])]
        if len(pos.hands[seat]) == 40:
            positions.append(pos)
    return positions


def verdict(value: float, target: float, higher_is_better: bool = False) -> str:
    met = value >= target if higher_is_better else value <= target
    return "target met" if met else "target NOT met"


def main() -> None:
    quick = "--quick" in sys.argv
    baseline = sys.argv[sys.argv.index("--baseline") + 1] if "--baseline" in sys.argv else BASELINE
    cases = verdict_cases(60 if quick else 200)
    chess = chess_calls()
    verdicts = {kind: [lambda p=p, m=m: check(p, m) for p, m in pairs] for kind, pairs in cases.items()}
    # Rounds of python-chess and every question kind in turn; the ratio of each round, so that the machine
    # speeding up or slowing down between two measurements does not move the ratio; the median round.
    rounds: list[dict[str, float]] = []
    for _round in range(3 if quick else 7):
        chess_median = median_call(chess)
        rounds.append(
            {"chess": chess_median} | {kind: median_call(calls) / chess_median for kind, calls in verdicts.items()}
        )
    print(
        f"python-chess Board.is_legal: median {statistics.median(r['chess'] for r in rounds) * 1e6:.1f} µs "
        f"({len(rounds)} rounds, each question kind measured in turn with it)"
    )
    for kind in cases:
        ratio = statistics.median(r[kind] for r in rounds)
        median = statistics.median(r[kind] * r["chess"] for r in rounds)
        print(
            f"  verdict, {kind:<14} median {median * 1e6:6.1f} µs   {ratio:4.2f}× chess   "
            f"{verdict(ratio, VERDICT_TARGET)} (≤ {VERDICT_TARGET}×)"
        )

    systems = [(v, n) for v, preset in PRESETS.items() for n in preset.players]
    now, then = selfplay_rates(baseline, systems, hands=10 if quick else 120, rounds=2 if quick else 5)
    print(f"self-play, whole hands per second of CPU time, medians of fresh processes (now vs {baseline}):")
    for variant, players in systems:
        key = f"{variant} {players}"
        ratio = now[key] / then[key]
        print(
            f"  {variant:<16} {players} players  {now[key]:7.1f}/s   was {then[key]:7.1f}/s   "
            f"{ratio:4.2f}×   {verdict(ratio, 3.0, higher_is_better=True)} (≥ 3×)"
        )

    positions = forty_card_positions()
    takes = median_call([lambda p=p: pile_takes(p) for p in positions], repeat=5)
    print(
        f"hints on a 40-card hand, every way to take the pile: median {takes * 1000:.3f} ms   "
        f"{verdict(takes, 0.0002)} (< 0.2 ms)"
    )
    complete = median_call([lambda p=p: hints(p) for p in positions], repeat=5)
    shown = statistics.mean(len(takes) + len(melds) for takes, melds in map(hints, positions))
    print(
        f"hints on a 40-card hand, complete (the pile takes and every meld and lay-off, {shown:.0f} hints on "
        f"average): median {complete * 1000:.3f} ms   (no target: the 0.2 ms above is for the pile takes)"
    )

    if quick:
        return
    for script in ("bench_startup.py", "bench_language_switch.py"):
        out = subprocess.run(
            [sys.executable, str(ROOT / "tests" / "benchmarks" / script)],
            capture_output=True,
            text=True,
            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        print(out.stdout.strip())
    print("targets: app ≤ 1.4× the bare window, with a lesson ≤ 1.8×; language switch ≤ 40 ms")


if __name__ == "__main__":
    main()
