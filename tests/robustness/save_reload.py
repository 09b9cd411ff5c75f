"""The property a saved position must keep: read back, it rules exactly as before it was saved.

Games are played by the bots under a random rule system, player count and choice of rule options (each
option the presets list another reading for takes it now and then). At every position reached, the
position is written to the format and read back, and the hand's remaining moves (the bots' own, then the
hints a person could ask for) are ruled on from both: same verdicts, same positions after, same scores.
tests/robustness/test_save_reload.py runs a sample; tests/benchmarks/save_reload_property.py a long run.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from tutor.rules.bot import Bot
from tutor.rules.deal import deal
from tutor.rules.hints import hints
from tutor.rules.notation import read_position, write_position
from tutor.rules.presets import PRESETS, preset_settings
from tutor.rules.referee import play, rule_on
from tutor.rules.scoring import score_hand
from tutor.rules.state import ENDED
from tutor.rules.variants import Ruleset

#: how many of the hand's later moves are ruled on again from each saved position
LATER_MOVES = 12


def random_ruleset(rng: random.Random) -> Ruleset:
    """A rule system and player count its preset allows, with some options set to another source's reading."""
    variant = rng.choice(list(PRESETS))
    players = rng.choice(PRESETS[variant].players)
    overrides: dict[str, Any] = {}
    if rng.random() < 0.25:  # the rules as the preset has them
        return Ruleset.build(variant, players)
    for name, setting in preset_settings(variant).items():
        if setting.alternatives and rng.random() < 0.3:
            overrides[name] = rng.choice(setting.alternatives).value
    try:
        return Ruleset.build(variant, players, overrides)
    except ValueError:  # a reading that does not go with this player count (e.g. teams)
        return Ruleset.build(variant, players)


def game(ruleset: Ruleset, rng: random.Random, max_turns: int = 400) -> list:
    """The moves of one hand played by bots, from the deal: [(position before, move), …]."""
    pos = deal(ruleset, rng)
    bot = Bot(rng)
    steps = []
    for _ in range(max_turns):
        if pos.phase == ENDED:
            break
        turn = bot.play_turn(pos)
        if not turn:
            break
        for move, after in turn:
            steps.append((pos, move))
            pos = after
    return steps


def outcome(pos, moves) -> tuple:
    """What a person sees of ruling on ``moves`` from ``pos``: each verdict, the position after, the scores."""
    ruling = play(pos, moves)
    after = ruling.position
    scored = None
    if ruling.legal and after.phase == ENDED:
        scored = [(t.melded, t.bonuses, t.in_hand, t.total) for t in score_hand(after)]
    return (
        ruling.legal,
        ruling.step,
        tuple(ruling.verdict.codes),
        write_position(after) if ruling.legal else None,
        after.concealed,
        scored,
    )


def differences(ruleset: Ruleset, rng: random.Random, counter: list[int] | None = None) -> Iterator[str]:
    """Every way one hand's saved positions rule differently from the unsaved ones (none, if all is well);
    ``counter[0]`` counts the positions checked."""
    steps = game(ruleset, rng)
    for index, (pos, _move) in enumerate(steps):
        if counter is not None:
            counter[0] += 1
        saved = read_position(write_position(pos)).position
        later = [move for _pos, move in steps[index : index + LATER_MOVES]]
        chosen = {name: getattr(ruleset, name) for name in sorted(ruleset.overridden)}
        where = f"{ruleset.variant}, {ruleset.players} players, options {chosen}, move {index}"
        if outcome(pos, later) != outcome(saved, later):
            yield f"{where}: the hand's next moves {later} rule differently after saving"
        takes, melds = hints(pos)
        if (takes, melds) != hints(saved):
            yield f"{where}: the hints differ after saving"
        for move in [*takes[:4], *melds[:4]]:
            verdict, after = rule_on(pos, move)
            again, after_again = rule_on(saved, move)
            if verdict.codes != again.codes or (after is not None and write_position(after) != write_position(after_again)):
                yield f"{where}: {move} rules differently after saving"
