"""Rules that are the same in every system, with their sources.

Rule options carry their own citations per preset (``Ruleset.citations``);
this table covers the fixed rules a violation can point to. The words for
each rule live at the edge (``tutor.explain``), keyed by these ids.
"""

from __future__ import annotations

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
    PG_MELDS,
    PG_OUT,
    PG_PILE,
    PG_STOCK,
)
from .sources import Citation, cite
from .variants import Ruleset

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
    "partner-answer": (PG_OUT, FR_OUT),
}


def citations_for(rule: str, ruleset: Ruleset) -> tuple[Citation, ...]:
    """The sources of a fixed rule or of a rule option as the ruleset's preset sets it."""
    if rule in FIXED_RULES:
        return FIXED_RULES[rule]
    return ruleset.citations.get(rule, ())


def rule_ids() -> list[str]:
    """Every rule id a violation can name: the fixed rules and the options."""
    from .variants import OPTION_SPECS
    return list(FIXED_RULES) + list(OPTION_SPECS)
