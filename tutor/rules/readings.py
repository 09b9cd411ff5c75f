"""The sources' other readings that would rule a move differently.

Where the sources disagree, a rule option carries the other readings as alternatives (tutor/rules/presets.py).
For a ruling, each of those readings is tried in turn, all else kept: the ones under which the move would be
legal where it is refused, or refused where it is legal, are what a table arguing about the move needs to know
("under pagat's reading this would be legal").
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .choices import Standing, standing
from .errors import InputError
from .moves import Move
from .presets import ByPlayers, preset_settings
from .referee import Replay, play
from .rulebook import inherits_option, preset_value
from .sources import Citation
from .state import Position
from .variants import OPTION_SPECS, Ruleset, jsonable


def _at_count(value: Any, players: int) -> Any:
    """A reading's value at the table's number of players (some readings are for some counts only)."""
    return value[players] if isinstance(value, ByPlayers) else value


@dataclass(frozen=True)
class OtherReading:
    """Another reading of one option, with its sources, and whether the moves would be legal under it."""

    option: str
    value: Any
    citations: tuple[Citation, ...]
    #: whether the moves would be legal under this reading
    legal: bool
    #: the rule system in play where it has the option, and so this reading, from Classic Canasta ("" else)
    follows: str = ""


def other_readings(pos: Position, moves: Sequence[Move], legal: bool | None = None) -> list[OtherReading]:
    """The sources' other readings of an option, one at a time, under which ``moves`` rule otherwise
    (``legal``: the moves' ruling under the position's own rules, if already known)."""
    rs = pos.ruleset
    if legal is None:
        legal = play(pos, moves).legal
    kept = {name: jsonable(getattr(rs, name)) for name in rs.overridden}
    found = []
    for option, value, citations in _readings_at(rs):
        ruling = _ruling_under(pos, moves, {**kept, option: jsonable(value)})
        if ruling is not None and ruling.legal != legal:
            follows = rs.variant if inherits_option(rs.variant, option) else ""
            found.append(OtherReading(option, value, citations, ruling.legal, follows))
    return found


def _readings_at(rs: Ruleset) -> Iterator[tuple[str, Any, tuple[Citation, ...]]]:
    """Each other reading of each option at this table, as (option, value, citations): the presets' alternatives
    at its number of players, and the preset's own value where the table chose another."""
    for option, setting in preset_settings(rs.variant).items():
        readings = [(_at_count(a.value, rs.players), a.citations) for a in setting.alternatives]
        if option in rs.overridden:  # the table chose another value: the preset's own is a reading too
            readings.append((preset_value(setting, rs), setting.citations_at(rs.players)))
        for value, citations in readings:
            if jsonable(value) != jsonable(getattr(rs, option)):
                yield option, value, citations


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


@dataclass(frozen=True)
class CombinedReading:
    """Readings of two options that together make a refused move legal where neither alone does (a table that
    plays both: say, the pile onto no meld but the top card onto a sequence)."""

    readings: tuple[OtherReading, ...]


def combined_readings(pos: Position, moves: Sequence[Move], limit: int = 3) -> list[CombinedReading]:
    """For refused ``moves`` that no single other reading makes legal: pairs of readings that do. The first of
    each pair is a reading that changes why the moves are refused (the next rule in the way); the second is any
    other option's reading, tried with it. Empty for legal moves, or where one reading is enough."""
    base = play(pos, moves)
    if base.legal:
        return []
    rs = pos.ruleset
    kept = {name: jsonable(getattr(rs, name)) for name in rs.overridden}
    refused_for = (base.step, base.verdict.violations[0].code, base.verdict.violations[0].rule)
    tried: list[tuple[OtherReading, bool]] = []  # each reading, and whether it changes why the moves are refused
    for option, value, citations in _readings_at(rs):
        ruling = _ruling_under(pos, moves, {**kept, option: jsonable(value)})
        if ruling is None:
            continue
        if ruling.legal:
            return []  # one reading is enough: other_readings names it
        blocking = ruling.verdict.violations[0]
        changes = (ruling.step, blocking.code, blocking.rule) != refused_for
        follows = rs.variant if inherits_option(rs.variant, option) else ""
        tried.append((OtherReading(option, value, citations, True, follows), changes))
    found: list[CombinedReading] = []
    seen: set[frozenset] = set()
    for first, changes in tried:
        if not changes:
            continue
        for second, _changes in tried:
            pair = frozenset({(first.option, repr(first.value)), (second.option, repr(second.value))})
            if second.option == first.option or pair in seen:
                continue
            seen.add(pair)
            overrides = {**kept, first.option: jsonable(first.value), second.option: jsonable(second.value)}
            ruling = _ruling_under(pos, moves, overrides)
            if ruling is not None and ruling.legal:
                found.append(CombinedReading((first, second)))
                if len(found) >= limit:
                    return found
    return found


def _ruling_under(pos: Position, moves: Sequence[Move], overrides: dict[str, Any]) -> Replay | None:
    """The moves' ruling under the position's rules with ``overrides``; None where they do not fit the table."""
    try:
        other = pos.successor()  # shares the lists: the referee changes none of them
        other.ruleset = Ruleset.build(pos.ruleset.variant, pos.ruleset.players, overrides)
        return play(other, moves)
    except (ValueError, InputError):  # a reading that does not fit this table or position
        return None
