"""Counting drills: the learner counts a finished hand and the scorer checks it.

The expected numbers always come from :func:`tutor.rules.scoring.score_hand`;
an exercise holds only the finished hand. A drill asks for each side's hand
total (``"totals"``) or for the parts of it (``"parts"``): melded cards,
canasta bonuses, threes laid out, going out, cards left in hand, and the
penalties some rule systems add (only where the hand has any).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..i18n import N_
from ..rules.notation import read_position
from ..rules.scoring import TeamScore, score_hand
from .course import Exercise

#: The parts of a side's hand total, in the order they are asked, with their names.
PARTS: dict[str, str] = {
    "melded": N_("Melded cards"),
    "canastas": N_("Canasta bonuses"),
    "threes": N_("Red threes"),
    "going_out": N_("Going out"),
    "in_hand": N_("Cards left in hand"),
    "penalties": N_("Penalties"),
}
TOTAL = "total"
TOTAL_NAME = N_("Hand total")


def _part_of(item: str) -> str:
    if item.startswith("canasta-"):
        return "canastas"
    if item.startswith(("red-threes", "black-threes")):
        return "threes"
    if item.startswith("going-out"):
        return "going_out"
    if item.startswith("special-hand-"):
        return "canastas"
    return "penalties"


def parts_of(score: TeamScore) -> dict[str, int]:
    """A side's score split into :data:`PARTS` (every part present, 0 where nothing scored)."""
    parts = dict.fromkeys(PARTS, 0)
    parts["melded"] = score.melded
    parts["in_hand"] = score.in_hand
    for what, _count, points in score.items:
        parts[_part_of(what)] += points
    return parts


@dataclass(frozen=True)
class Expected:
    """What the learner should enter for one side."""

    side: int
    parts: dict[str, int]
    total: int


def expected(exercise: Exercise) -> list[Expected]:
    """The scorer's numbers for every side of the drill's finished hand."""
    loaded = read_position({k: v for k, v in exercise.position.items() if k not in ("move", "moves")})
    return [Expected(side, parts_of(score), score.total) for side, score in enumerate(score_hand(loaded.position))]


def fields(exercise: Exercise) -> list[tuple[int, str]]:
    """The entries the drill asks for, as (side, part) pairs; part is :data:`TOTAL` for totals.

    A parts drill leaves out penalties where no side has any, so the form stays short.
    """
    sides = expected(exercise)
    if exercise.ask == "totals":
        return [(e.side, TOTAL) for e in sides]
    asked = [p for p in PARTS if p != "penalties" or any(e.parts["penalties"] for e in sides)]
    return [(e.side, part) for e in sides for part in asked]


@dataclass(frozen=True)
class CountResult:
    #: the (side, part) entries that are off; empty when every entry is right
    wrong: tuple[tuple[int, str], ...]
    #: the (side, part) entries left empty or not a whole number
    missing: tuple[tuple[int, str], ...]

    @property
    def correct(self) -> bool:
        return not self.wrong and not self.missing


def parse_number(text: str) -> int | None:
    """A whole number as a learner types it: ``-15``, ``−15``, ``1 255``, ``1'255``, ``1.255``; None otherwise."""
    cleaned = text.strip().replace("\u2212", "-").replace("\u2009", "").replace("\u202f", "")
    cleaned = cleaned.replace("\u00a0", "").replace(" ", "").replace("'", "").replace("’", "")
    cleaned = cleaned.replace(".", "").replace(",", "")
    cleaned = cleaned.removeprefix("+")
    body = cleaned.removeprefix("-")
    if not body.isdigit() or not body.isascii():
        return None
    return int(cleaned)


def check(exercise: Exercise, answers: Mapping[tuple[int, str], int | str | None]) -> CountResult:
    """Compare the learner's entries with the scorer; text entries are parsed with :func:`parse_number`."""
    by_side = {e.side: e for e in expected(exercise)}
    wrong, missing = [], []
    for side, part in fields(exercise):
        given = answers.get((side, part))
        if isinstance(given, str):
            given = parse_number(given)
        if given is None or isinstance(given, bool):
            missing.append((side, part))
            continue
        truth = by_side[side].total if part == TOTAL else by_side[side].parts[part]
        if given != truth:
            wrong.append((side, part))
    return CountResult(tuple(wrong), tuple(missing))
