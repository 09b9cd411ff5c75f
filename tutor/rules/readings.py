"""The sources' other readings that would rule a move differently.

Where the sources disagree, a rule option carries the other readings as alternatives (tutor/rules/presets.py).
For a ruling, each of those readings is tried in turn, all else kept: the ones under which the move would be
legal where it is refused, or refused where it is legal, are what a table arguing about the move needs to know
("under pagat's reading this would be legal").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .choices import Standing, standing
from .errors import InputError
from .moves import Move
from .presets import preset_settings
from .referee import play
from .rulebook import preset_value
from .sources import Citation
from .state import Position
from .variants import OPTION_SPECS, Ruleset, jsonable


@dataclass(frozen=True)
class OtherReading:
    option: str
    value: Any
    citations: tuple[Citation, ...]
    #: whether the moves would be legal under this reading
    legal: bool


def other_readings(pos: Position, moves: Sequence[Move], legal: bool | None = None) -> list[OtherReading]:
    """The sources' other readings of an option, one at a time, under which ``moves`` rule otherwise
    (``legal``: the moves' ruling under the position's own rules, if already known)."""
    rs = pos.ruleset
    if legal is None:
        legal = play(pos, moves).legal
    kept = {name: jsonable(getattr(rs, name)) for name in rs.overridden}
    found = []
    for option, setting in preset_settings(rs.variant).items():
        default = preset_value(setting, rs)
        readings = [(a.value, a.citations) for a in setting.alternatives]
        if option in rs.overridden:  # the table chose another value: the preset's own is a reading too
            readings.append((default, setting.citations_at(rs.players)))
        for value, citations in readings:
            if jsonable(value) == jsonable(getattr(rs, option)):
                continue
            try:
                other = pos.successor()  # shares the lists: the referee changes none of them
                other.ruleset = Ruleset.build(rs.variant, rs.players, {**kept, option: jsonable(value)})
                other_legal = play(other, moves).legal
            except (ValueError, InputError):  # a reading that does not fit this table or position
                continue
            if other_legal != legal:
                found.append(OtherReading(option, value, citations, other_legal))
    return found


@dataclass(frozen=True)
class DecidingRule:
    """An option a ruling depends on: the value the table plays, where that value stands among the sources, and
    the other reading (if any) under which the move would rule otherwise."""

    option: str
    value: Any
    standing: Standing
    otherwise: OtherReading | None = None
    #: where the other reading stands
    otherwise_standing: Standing | None = None


def deciding_rules(pos: Position, verdict_rules: Sequence[str], readings: Sequence[OtherReading]) -> list[DecidingRule]:
    """The options a ruling depends on: the option rules the verdict names (``verdict_rules``), and each option
    whose other reading (``readings``, from :func:`other_readings`) would rule the move otherwise. Each once."""
    rs = pos.ruleset
    found: dict[str, DecidingRule] = {}

    def deciding(option: str, otherwise: OtherReading | None) -> DecidingRule:
        value = jsonable(getattr(rs, option))
        other = standing(rs.variant, rs.players, option, otherwise.value) if otherwise is not None else None
        return DecidingRule(option, value, standing(rs.variant, rs.players, option, value), otherwise, other)

    for reading in readings:
        found.setdefault(reading.option, deciding(reading.option, reading))
    for rule in verdict_rules:
        if rule in OPTION_SPECS and rule not in found:
            found[rule] = deciding(rule, None)
    return list(found.values())
