"""Judging a learner's attempt: play the moves through the referee and test the exercise's goal.

Goals are small predicates over the position before and after the moves; a
goal name maps to one predicate or a combination of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ..rules.moves import Draw, MeldMove, Move, TakePile
from ..rules.notation import read_position
from ..rules.referee import play
from ..rules.state import DRAW, ENDED, PLAY, Position
from ..rules.violations import Verdict
from .course import Exercise


@dataclass(frozen=True)
class Feedback:
    """What the referee says of an attempt at an exercise: success, or the refused move and where it stands."""

    success: bool
    #: the referee's verdict on the refused move, or None when every move was legal
    refused: Verdict | None
    #: index of the refused move (None when all were legal)
    step: int | None
    #: the position after the legal moves
    position: Position


@dataclass(frozen=True)
class Attempt:
    """The moves a learner made on an exercise's table, with the positions before and after."""

    before: Position
    after: Position
    moves: tuple[Move, ...]

    @property
    def mover(self) -> int:
        return self.before.turn

    @property
    def side(self) -> int:
        return self.before.team(self.before.turn)


Predicate = Callable[[Attempt], bool]


def took_pile(a: Attempt) -> bool:
    return any(isinstance(m, TakePile) for m in a.moves)


def drew(a: Attempt) -> bool:
    return any(isinstance(m, Draw) for m in a.moves)


def phase_draw_to_play(a: Attempt) -> bool:
    return a.before.phase == DRAW and a.after.phase in (PLAY, ENDED)


def melded(a: Attempt) -> bool:
    """The side has more melds, or its melds grew."""
    before, after = a.before.melds[a.side], a.after.melds[a.side]
    if len(after) > len(before):
        return True
    return sum(m.size for m in after) > sum(m.size for m in before)


def opened(a: Attempt) -> bool:
    return not a.before.melds[a.side] and bool(a.after.melds[a.side])


def more_canastas(a: Attempt) -> bool:
    return a.after.canastas(a.side) > a.before.canastas(a.side)


def went_out(a: Attempt) -> bool:
    return a.after.phase == ENDED and a.after.went_out == a.mover


def turn_passed(a: Attempt) -> bool:
    return a.after.phase == ENDED or (a.after.turn != a.mover and a.after.phase == DRAW)


def melded_from_pile(a: Attempt) -> bool:
    """After taking the pile, a later meld uses a card the hand could not have supplied: one from the pile."""
    takes = [i for i, m in enumerate(a.moves) if isinstance(m, TakePile)]
    if not takes:
        return False
    take = a.moves[takes[0]]
    assert isinstance(take, TakePile)
    hand = Counter(a.before.hands[a.mover])
    hand.subtract(take.with_)
    for meld in take.melds:
        hand.subtract(meld)
    named: Counter = Counter()
    for move in a.moves[takes[0] + 1 :]:
        if isinstance(move, MeldMove):
            for meld in move.melds:
                named.update(meld)
            for addition in move.add:
                named.update(addition.cards)
    return any(count > hand[card] for card, count in named.items())


def all_of(*preds: Predicate) -> Predicate:
    return lambda a: all(p(a) for p in preds)


GOALS: dict[str, Predicate] = {
    "take-pile": took_pile,
    "meld": melded,
    "meld-from-pile": melded_from_pile,
    "initial-meld": opened,
    "canasta": more_canastas,
    "go-out": went_out,
    "discard": turn_passed,
    "draw": all_of(drew, phase_draw_to_play),
}


def _moves_data(exercise: Exercise, moves: list[dict]) -> dict:
    data = {k: v for k, v in exercise.position.items() if k not in ("move", "moves")}
    data["moves"] = list(moves)
    return data


def judge(exercise: Exercise, moves: list[dict]) -> Feedback:
    """Play ``moves`` from the exercise's position and say whether they reach its goal.

    For a ``spot`` exercise success means the attempt is refused with the mistake's code.
    Raises :class:`tutor.rules.notation.PositionError` when a move is malformed.
    """
    loaded = read_position(_moves_data(exercise, moves))
    ruling = play(loaded.position, loaded.moves)
    refused = None if ruling.legal else ruling.verdict
    if exercise.kind == "spot":
        code = (exercise.mistake or {}).get("code")
        success = refused is not None and code in refused.codes
        return Feedback(success, refused, ruling.step, ruling.position)
    if refused is not None or not exercise.goal:
        return Feedback(False, refused, ruling.step, ruling.position)
    attempt = Attempt(loaded.position, ruling.position, loaded.moves)
    predicate = GOALS.get(exercise.goal)
    success = bool(predicate and predicate(attempt))
    return Feedback(success, None, None, ruling.position)


def verdict_of_quiz(exercise: Exercise) -> str:
    """The referee's ruling on a quiz position's ``move``: ``"legal"`` or the main violation code."""
    loaded = read_position(exercise.position)
    ruling = play(loaded.position, loaded.moves)
    return "legal" if ruling.legal else ruling.verdict.codes[0]
