"""A practice game against bots: dealing, the bots' turns, the hand's end."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..rules.presets import PRESETS
from ..rules.state import ENDED, Position
from ..rules.violations import Verdict

if TYPE_CHECKING:
    from .main_window import MainWindow

HUMAN_SEAT = 0


class PracticeSession:
    """The learner at seat 0, bots at the other seats."""

    def __init__(self, window: "MainWindow"):
        self.window = window
        self.active = False
        self.rng = random.Random()

    def new_hand(self, seed: int | None = None) -> None:
        from ..rules.bot import deal
        from ..rules.variants import Ruleset
        window = self.window
        table, panel = window.table, window.panel
        pos = table.position
        variant = pos.variant if pos is not None and pos.variant in PRESETS else "classic"
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else random.randrange(1 << 30)
        self.rng = random.Random(seed)
        position = deal(Ruleset.build(variant, 4), self.rng)
        window.leave_lesson()
        self.active = True
        table.autoplay = self.bots_play
        panel.clear()
        table.set_position(position)
        if position.turn != HUMAN_SEAT:
            steps = self.bots_play(position)
            if steps:
                table.set_position(steps[-1][3])
                for seat, move, verdict, _after in steps:
                    panel.add_comment(seat, move, verdict)
        panel.show_notice("New practice hand (deal {seed}): you are seat 0.", seed=seed)

    def stop(self) -> None:
        self.active = False
        self.window.table.autoplay = None

    def bots_play(self, position: Position) -> list[tuple[int, Any, Verdict, Position]]:
        """The bots' moves until it is the human's turn again (or the hand ends)."""
        from ..rules.bot import Bot
        from ..rules.referee import rule_on
        bot = Bot(self.rng)
        steps = []
        pos = position
        for _turn in range(12):
            if pos.phase == ENDED or pos.turn == HUMAN_SEAT:
                break
            seat = pos.turn
            moves = bot.turn(pos)
            if not moves:
                break
            for move in moves:
                verdict, after = rule_on(pos, move)
                if after is None:
                    break
                steps.append((seat, move, verdict, after))
                pos = after
            if pos.turn == seat and pos.phase != ENDED:
                break  # the bot is stuck: leave the position to the user
        return steps
