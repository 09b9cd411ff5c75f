"""Rules that are the same in every system, with their sources.

Rule options carry their own citations per preset (``Ruleset.citations``);
this table covers the fixed rules a violation can point to. The words for
each rule live at the edge (``tutor.words.explain``), keyed by these ids.
"""

from __future__ import annotations

from typing import Any

from .presets import (
    CH_CANASTAS,
    CH_INITIAL,
    CH_MELDS,
    CH_OUT,
    CH_PILE,
    CH_STOCK,
    CH_THREES,
    CH_TURN,
    FR_BLACK,
    FR_INTRO,
    FR_OUT,
    FR_PILE,
    FR_TURN,
    OWN_VALUES,
    PG_MELDS,
    PG_OUT,
    PG_PILE,
    PG_STOCK,
    ByPlayers,
    Setting,
    preset_settings,
)
from .sources import Citation, cite
from .variants import OPTION_SPECS, Ruleset, jsonable

FIXED_RULES: dict[str, tuple[Citation, ...]] = {
    "turn-order": (CH_TURN, FR_TURN),
    "turn-phases": (CH_TURN, FR_TURN),
    "own-cards": (CH_TURN, FR_TURN),
    "stop-cards": (cite("canasta.ch", "Funktion von Sperrkarten"), FR_BLACK, PG_PILE),
    "pile-whole": (CH_PILE, FR_PILE, PG_PILE),
    "pile-top-meld": (CH_PILE, FR_PILE, PG_PILE),
    "pile-top-first": (FR_PILE, PG_PILE),
    "stock-end": (CH_STOCK, PG_STOCK),
    "meld-size": (CH_MELDS, FR_INTRO, PG_MELDS),
    "meld-same-rank": (CH_MELDS, FR_INTRO, PG_MELDS),
    "threes": (CH_THREES, FR_BLACK, PG_MELDS),
    "own-melds": (CH_INITIAL, PG_MELDS),
    "canasta-kinds": (CH_CANASTAS, PG_MELDS),
    "go-out-empty": (CH_OUT, FR_OUT, PG_OUT),
    "keep-a-card": (PG_OUT,),
}


def citations_for(rule: str, ruleset: Ruleset) -> tuple[Citation, ...]:
    """The sources of a fixed rule, or of a rule option's value in force: the preset's, or where the position
    overrides it, those of the reading it chose (none for a choice no source makes)."""
    if rule in FIXED_RULES:
        return FIXED_RULES[rule]
    if rule in ruleset.overridden:
        return _reading_citations(rule, ruleset)
    return ruleset.citations.get(rule, ())


def table_choice(rule: str, ruleset: Ruleset) -> Any:
    """The value of ``rule`` where the position sets it to something other than its preset's; else ``None``."""
    if rule not in ruleset.overridden:
        return None
    setting = preset_settings(ruleset.variant).get(rule)
    value = jsonable(getattr(ruleset, rule))
    if setting is not None and jsonable(preset_value(setting, ruleset)) == value:
        return None
    return value


def preset_value(setting: Setting, ruleset: Ruleset) -> Any:
    """A preset setting's value at the ruleset's number of players."""
    return setting.value[ruleset.players] if isinstance(setting.value, ByPlayers) else setting.value


def _reading_citations(rule: str, ruleset: Ruleset) -> tuple[Citation, ...]:
    setting = preset_settings(ruleset.variant).get(rule)
    if setting is None:
        return ()
    value = jsonable(getattr(ruleset, rule))
    if jsonable(preset_value(setting, ruleset)) == value:
        return setting.citations_at(ruleset.players)
    found = next((a.citations for a in setting.alternatives if jsonable(a.value) == value), ())
    if not found and rule in OWN_VALUES:  # a table's own figures: the tables that set them, no written rule
        return (OWN_VALUES[rule],)
    return found


def rule_ids() -> list[str]:
    """Every rule id a violation can name: the fixed rules and the options."""
    return list(FIXED_RULES) + list(OPTION_SPECS)
