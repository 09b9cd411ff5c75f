"""Rules that are the same in every system, with their sources.

Rule options carry their own citations per preset (``Ruleset.citations``);
this table covers the fixed rules a violation can point to. The words for
each rule live at the edge (``tutor.words.explain``), keyed by these ids.

A rule is cited from the documents of the system in play: Classic's fixed rules from its three documents
(``FIXED_RULES``), another system's from its own where they state it (``OWN_FIXED_RULES``). Where they do not,
the system plays Classic Canasta's rule (:func:`follows_classic`), and says so: Samba's article states that the
Official Canasta Laws apply wherever it changes nothing (``FOLLOWS_CLASSIC``), the other documents do not say.

>>> rs = Ruleset.build("samba", 4)
>>> [c.source for c in citations_for("meld-size", rs)], follows_classic("meld-size", rs)
(['Wikipedia Samba'], True)
>>> follows_classic("sequences", rs), follows_classic("pile_onto_existing_meld", rs)
(False, True)
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
    CLA_MELDS,
    CLA_OUT,
    CLA_THREES,
    FR_BLACK,
    FR_INTRO,
    FR_OUT,
    FR_PILE,
    FR_TURN,
    MAC,
    OWN_VALUES,
    PG_MELDS,
    PG_OUT,
    PG_PILE,
    PG_STOCK,
    PRESETS,
    SAMBA,
    V_HEAD,
    V_OUT,
    V_SCORE,
    V_TURN,
    ByPlayers,
    Setting,
    preset_settings,
)
from .sources import PLAYERS_GROUPS, Citation, cite
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

#: the fixed rules another system's own documents state, with where (a rule not listed: see FOLLOWS_CLASSIC)
OWN_FIXED_RULES: dict[str, dict[str, tuple[Citation, ...]]] = {
    "classic": FIXED_RULES,
    "samba": {
        # "Die Spieler ziehen zwei Karten und legen eine Karte ab", and no draw after taking the pile
        "turn-phases": (SAMBA,),
        # "Eine wilde Karte oder eine Drei darf nie in einer Sequenz verwendet werden"; black threes going out
        "threes": (SAMBA,),
        # melds of a rank, and sequences of one suit besides them
        "meld-same-rank": (SAMBA,),
    },
    "strict": {
        # two options each turn, draw two or take the whole pile; the turn ends with a discard
        "turn-phases": (V_TURN,),
        "pile-whole": (V_TURN,),
        # "Die aufgenommene Karte muss mit den passenden … ausgelegt werden"
        "pile-top-meld": (V_TURN,),
        # "Gesammelt werden gleiche Werte"
        "meld-same-rank": (V_HEAD,),
        # seven cards of a rank, wild cards allowed; the natural ("echter") and mixed ("unechter") canasta
        "canasta-kinds": (V_HEAD, V_SCORE),
        # "durch das Ablegen aller seiner Karten"
        "go-out-empty": (V_OUT,),
    },
    "modern-american": {
        "meld-size": (MAC, CLA_MELDS),
        "meld-same-rank": (MAC, CLA_MELDS),
        "threes": (MAC, CLA_THREES),
        "canasta-kinds": (MAC, CLA_MELDS),
        "go-out-empty": (MAC, CLA_OUT),
        "stock-end": (
            cite("pagat.com", "Modern American Canasta", "a player who must draw from an empty stock ends the hand"),
        ),
    },
}

#: the documents each rule system is written in: a rule of the system cites only these (or, where the system has
#: the rule from Classic Canasta and none of them says so, Classic's: ``follows_classic``). The page in the manner
#: of pagat.com describes Modern American Canasta beside Classic, on the rules both share.
SYSTEM_DOCUMENTS: dict[str, frozenset[str]] = {
    "classic": frozenset({"canasta.ch", "règle-fr", "pagat-style"}),
    "samba": frozenset({"Wikipedia Samba"}),
    "strict": frozenset({"verschärft"}),
    "modern-american": frozenset(
        {"pagat.com", "canastaleague.org", "canastajunction.com", "honorsbridgeclub.org", PLAYERS_GROUPS, "pagat-style"}
    ),
}

#: where a system's own document says that it plays Classic Canasta's rules wherever it says nothing else
FOLLOWS_CLASSIC: dict[str, Citation] = {
    "samba": cite(
        "Wikipedia Samba",
        "Spielregeln nach den Official Canasta Laws",
        "the rules of the four-handed game as the Official Canasta Laws set them down apply, with the changes listed",
    ),
}


def inherits_option(variant: str, option: str) -> bool:
    """Whether the preset of ``variant`` has ``option`` from Classic Canasta's, with Classic's sources."""
    return variant != "classic" and option not in PRESETS[variant].settings


def _system_sources(variant: str) -> dict[str, tuple[tuple[Citation, ...] | None, str]]:
    """For each fixed rule, and each option ``variant`` has from Classic Canasta: its citations in that system
    (None: the preset's, which depend on the number of players) and the system's id where it has the rule from
    Classic ("" else). The other options are cited by the preset, in ``Ruleset.citations``."""
    follows = FOLLOWS_CLASSIC.get(variant)
    own = OWN_FIXED_RULES.get(variant, {})
    classic = "" if variant == "classic" else variant
    found: dict[str, tuple[tuple[Citation, ...] | None, str]] = {}
    for rule, cited in FIXED_RULES.items():
        if rule in own:
            found[rule] = (own[rule], "")
        else:
            found[rule] = ((follows,) if follows is not None else cited, classic)
    for option in OPTION_SPECS:
        if inherits_option(variant, option):
            found[option] = ((follows,) if follows is not None else None, variant)
    return found


#: per system, how each rule that does not depend on a table's choice is cited (asked at every refusal); a system's
#: worked out at its first refusal, not when the rules are imported at the start
_SYSTEM_SOURCES: dict[str, dict[str, tuple[tuple[Citation, ...] | None, str]]] = {}


def sources_of(rule: str, ruleset: Ruleset) -> tuple[tuple[Citation, ...], str]:
    """The sources of a fixed rule, or of a rule option's value in force, always from the documents of the system in
    play; and the system's id where it has the rule from Classic Canasta ("" else). A rule option's sources are the
    preset's, or where the position overrides it, those of the reading it chose (none for a choice no source
    makes). A rule the system has from Classic cites its own document's statement that it follows Classic's rules
    where it has one (Samba's), else Classic's sources."""
    if rule in ruleset.overridden:  # the table's own choice: its reading's sources
        return _reading_citations(rule, ruleset), ""
    system = _SYSTEM_SOURCES.get(ruleset.variant)
    if system is None:
        system = _SYSTEM_SOURCES[ruleset.variant] = _system_sources(ruleset.variant)
    found = system.get(rule)
    if found is None:
        return ruleset.citations.get(rule, ()), ""
    cited, follows = found
    return (ruleset.citations.get(rule, ()) if cited is None else cited), follows


def citations_for(rule: str, ruleset: Ruleset) -> tuple[Citation, ...]:
    """The sources of a rule in the system in play (:func:`sources_of`)."""
    return sources_of(rule, ruleset)[0]


def follows_classic(rule: str, ruleset: Ruleset) -> bool:
    """Whether the system in play has ``rule`` from Classic Canasta rather than from its own documents: a fixed
    rule they do not state, or an option its preset does not set (the position's own choice of a value is the
    table's, not Classic's)."""
    return bool(sources_of(rule, ruleset)[1])


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
