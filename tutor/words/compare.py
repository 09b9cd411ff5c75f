"""The same move under every rule system, and the rule that makes the difference."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.errors import InputError
from ..rules.notation import PositionError, read_position
from ..rules.presets import PRESETS
from ..rules.referee import MoveInputError, play
from ..rules.rulebook import citations_for
from ..rules.sources import Citation
from ..rules.variants import OPTION_SPECS, Ruleset
from ..rules.violations import Violation


@dataclass
class PresetRuling:
    variant: str
    legal: bool
    step: int | None = None
    violations: tuple[Violation, ...] = ()
    #: why the position is not playable under this system (worded at the edge, in the current language)
    error: InputError | None = None
    #: where this system refuses and another allows: the deciding option's value in each system
    difference: dict[str, Any] | None = field(default=None)
    #: the sources of each of those values, by system (the reading the position chose, where it chose one)
    difference_sources: dict[str, tuple[Citation, ...]] = field(default_factory=dict)
    #: the table's profile this row rules under (its system and house rules), None for a rule system's row
    profile: str | None = None
    #: the rules this row ruled under (a rule's statement is worded as they have it); None where not playable
    ruleset: Ruleset | None = None


def compare_presets(data: dict, profiles: tuple = ()) -> list[PresetRuling]:
    """Rule on a position's moves (``data``, as the format has it) under each preset, with the position's own
    option overrides (the table's choices) kept in every one; then under each of ``profiles`` (a table's
    rules: name, system and options, ``tutor.play.profiles.Profile``)."""
    results = []
    rulesets: dict[str, Ruleset] = {}
    for variant in PRESETS:
        try:
            other = read_position(dict(data, variant=variant))
            ruling = play(other.position, other.moves)
        except (PositionError, MoveInputError) as exc:
            results.append(PresetRuling(variant, False, error=exc))
            continue
        rulesets[variant] = other.position.ruleset
        results.append(
            PresetRuling(variant, ruling.legal, ruling.step, ruling.verdict.violations, ruleset=rulesets[variant])
        )
    allowed = [r.variant for r in results if r.legal and not r.error]
    for r in results:
        if r.error or r.legal or not allowed:
            continue
        rule = r.violations[0].rule
        if rule in OPTION_SPECS:
            systems = [r.variant, *allowed]
            r.difference = {"rule": rule, "values": {v: rulesets[v].options()[rule] for v in systems}}
            r.difference_sources = {v: citations_for(rule, rulesets[v]) for v in systems}
    for name, variant, options in profiles:
        try:
            other = read_position(dict(data, variant=variant, options=options))
            ruling = play(other.position, other.moves)
        except (PositionError, MoveInputError) as exc:
            results.append(PresetRuling(variant, False, error=exc, profile=name))
            continue
        ruled = PresetRuling(variant, ruling.legal, ruling.step, ruling.verdict.violations, profile=name)
        ruled.ruleset = other.position.ruleset
        results.append(ruled)
    return results


def exit_status(results: list[PresetRuling]) -> str:
    """What the comparison says as a whole: "legal" under every system that could rule, "refused" under
    one at least, or "none" when no system could rule on the position."""
    ruled = [r for r in results if not r.error]
    if not ruled:
        return "none"
    return "legal" if all(r.legal for r in ruled) else "refused"
