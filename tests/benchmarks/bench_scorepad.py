"""Measures the score pad with a very long game: opening it, adding a hand and taking it back.

Run by hand:  QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_scorepad.py [hands] [rounds]

A game of 10,000 hands (by default) is opened in the score pad window offscreen, from memory: its file would
pass the 1 MB every user file is read up to (some 2,000 hands), so reading it back is timed apart, as the
reader's check of every field of every hand. A game of 1,000 hands then goes the whole way, from its file in
the pad's folder. Each figure is the median of the rounds; adding and taking back include saving the game.
Before the running totals were kept, opening, adding and taking back took 117 s for 1,000 hands.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CANASTA_TUTOR_HOME", tempfile.mkdtemp())

from tutor import i18n  # noqa: E402
from tutor.gui.app import ensure_app  # noqa: E402
from tutor.gui.scorepad.window import ScorePadWindow  # noqa: E402
from tutor.rules.scoring import SideParts  # noqa: E402
from tutor.scorepad import Game, GameStore  # noqa: E402
from tutor.scorepad.game import MAX_TARGET  # noqa: E402

#: hands of a few shapes whose scores cancel out every three hands, so that the game never reaches its target
#: and a hand can always be added (a finished game takes no more hands)
SHAPES = [
    [SideParts(melded=300, canastas={"natural": 1}, went_out=True), SideParts(in_hand=300)],  # +900, -300
    [SideParts(in_hand=900), SideParts(melded=200, canastas={"mixed": 1}, went_out=True)],  # -900, +600
    [SideParts(melded=40, in_hand=40), SideParts(in_hand=300)],  # 0, -300
]


class GivenGames(GameStore):
    """A store that starts with games given in memory (and saves them into its folder as usual)."""

    def __init__(self, folder: Path, games: list[Game]):
        super().__init__(folder)
        self.given = games

    def games(self) -> list[Game]:
        return list(self.given)


def long_game(hands: int) -> Game:
    game = Game.new("classic", 4, names=["Ann", "Ben", "Cleo", "Dan"], target=MAX_TARGET)
    for i in range(hands):
        game.add_hand([SideParts(**vars(side)) for side in SHAPES[i % len(SHAPES)]])
    return game


def timed(action) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def open_add_undo(app, make_store) -> tuple[float, float, float]:
    """Seconds to open the window (until it is painted), to add a hand and to take it back."""
    window = None

    def open_window():
        nonlocal window
        window = ScorePadWindow(make_store())
        window.show()
        app.processEvents()

    def add():
        window.entries[0].melded.setValue(40)
        window.commit_hand()
        app.processEvents()

    def undo():
        window.undo_hand()
        app.processEvents()

    figures = timed(open_window), timed(add), timed(undo)
    window.close()
    window.deleteLater()
    app.processEvents()
    return figures


def report(label: str, rounds: list[tuple[float, ...]], names: tuple[str, ...]) -> None:
    medians = [statistics.median(column) for column in zip(*rounds)]
    print(f"{label}: " + ", ".join(f"{name} {seconds * 1000:.0f} ms" for name, seconds in zip(names, medians)))


def main(hands: int = 10_000, rounds: int = 3) -> None:
    app = ensure_app()
    i18n.set_language("en")
    app.processEvents()
    game_built = timed(lambda: long_game(hands))
    game = long_game(hands)
    print(f"{hands:,} hands built with add_hand (each checked): {game_built * 1000:.0f} ms")
    data = json.loads(json.dumps(game.to_json()))
    report(
        f"{hands:,} hands read back by Game.from_json",
        [(timed(lambda: Game.from_json(data)),) for _ in range(rounds)],
        ("read",),
    )
    with tempfile.TemporaryDirectory() as folder:
        report(
            f"{hands:,} hands in the score pad window",
            [open_add_undo(app, lambda: GivenGames(Path(folder), [long_game(hands)])) for _ in range(rounds)],
            ("open", "add a hand", "take it back"),
        )
    with tempfile.TemporaryDirectory() as folder:
        short = long_game(1_000)
        GameStore(Path(folder)).save(short)
        size = (Path(folder) / f"{short.id}.json").stat().st_size
        report(
            f"1,000 hands from their file ({size / 1e6:.2f} MB)",
            [open_add_undo(app, lambda: GameStore(Path(folder))) for _ in range(rounds)],
            ("open", "add a hand", "take it back"),
        )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
