"""The same move under every rule system, and the rule that makes the difference."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .rules.errors import InputError
from .rules.notation import LoadedPosition, PositionError, read_position
from .rules.presets import PRESETS
from .rules.referee import MoveInputError, play
from .rules.variants import OPTION_SPECS, Ruleset
from .rules.violations import Violation


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


def compare_presets(loaded: LoadedPosition, data: dict) -> list[PresetRuling]:
    """Rule on the position's moves under each preset (the position's own option overrides dropped)."""
    results = []
    for variant in PRESETS:
        attempt = dict(data, variant=variant, options={})
        try:
            other = read_position(attempt)
            ruling = play(other.position, other.moves)
        except (PositionError, MoveInputError) as exc:
            results.append(PresetRuling(variant, False, error=exc))
            continue
        results.append(PresetRuling(variant, ruling.legal, ruling.step, ruling.verdict.violations))
    allowed = [r.variant for r in results if r.legal and not r.error]
    for r in results:
        if r.error or r.legal or not allowed:
            continue
        rule = r.violations[0].rule
        if rule in OPTION_SPECS:
            players = loaded.position.players
            values = {v: _option_value(v, players, rule) for v in [r.variant, *allowed]}
            r.difference = {"rule": rule, "values": values}
    return results


def _option_value(variant: str, players: int, option: str) -> Any:
    try:
        return Ruleset.build(variant, players).options()[option]
    except Exception:  # a preset not made for this number of players
        return None
