"""A table's choices: every rule option grouped as players think of them, its choices with their sources, and
where a choice stands among the sources.

A choice is the rule system's own value or another source's reading of the option (``presets.Alternative``).
Where it stands: what the sources agree on, what one source says against another, a house variation a source
lists (canasta.ch's "Variationen", the Samba article's "Ergänzungen", a reader's comment), another rule system's
rule (the strict version's draw of two, played at a Classic table), or a house rule no source has.

>>> standing("classic", 4, "pile_onto_existing_meld", False).kind
'house-variation'
>>> standing("classic", 4, "concealed_judged_by", "side").kind
'disputed'
>>> standing("classic", 4, "target_score", 4000).kind
'unsourced'
>>> standing("classic", 4, "draw_count", 2).kind, standing("classic", 4, "draw_count", 2).system
('other-system', 'samba')
>>> standing("modern-american", 4, "special_hand_values", {"garbage": 2500}).kind  # a table's own figures
'house-variation'
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .presets import OWN_VALUES, PRESETS, ByPlayers, preset_settings
from .rulebook import inherits_option
from .sources import UNWRITTEN, Citation
from .special_hands import SPECIAL_HAND_VALUES
from .variants import OPTION_SPECS, Ruleset, jsonable

#: the options as a player looks for them: how the cards are dealt, the pile, melds and wild cards, the opening,
#: going out, threes, the end of the stock, the score; each option in exactly one group
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "dealing",
        (
            "packs",
            "jokers_per_pack",
            "hand_size",
            "partnerships",
            "six_players_pair_sits_out",
            "draw_count",
            "cut_joker_to_cutter",
            "deal_threes_replaced_by",
            "upcard",
            "opening_talon",
            "talon_opener_melds_down",
        ),
    ),
    (
        "pile",
        (
            "pile_natural_and_wild",
            "pile_onto_existing_meld",
            "pile_natural_pair_always",
            "pile_onto_canasta",
            "pile_frozen_before_initial",
            "pile_freezers",
            "pile_single_card_rule",
            "pile_aces_stay_natural",
            "pile_wild_blocks",
            "wild_freeze_lasts",
            "pile_sequence_exempt",
        ),
    ),
    (
        "melds",
        (
            "min_naturals",
            "max_wilds",
            "naturals_outnumber_wilds",
            "wild_melds",
            "melds_per_rank",
            "sequences",
            "sequence_max",
            "wild_onto_canasta",
            "sevens_no_wilds",
            "aces_wilds_initial_only",
            "meld_max_size",
            "wilds_need_five_naturals",
            "dead_ranks",
            "wild_meld_blocks_wilds",
            "discard_restrictions",
            "wild_discard_judged",
        ),
    ),
    (
        "opening",
        (
            "initial_minimums",
            "initial_pile_top_counts",
            "initial_canasta_suffices",
            "initial_in_one_meld",
            "initial_clean_meld",
            "initial_clean_meld_wild_counts",
            "concealed_waives_minimum",
            "concealed_partner_threshold",
            "concealed_judged_by",
            "concealed_after_pile_take",
        ),
    ),
    (
        "going-out",
        (
            "canastas_to_go_out",
            "go_out_natural_and_mixed",
            "go_out_discard_required",
            "go_out_wild_discard",
            "partner_permission_required",
            "partner_answer_binds",
            "go_out_asks",
            "go_out_ask_moment",
            "go_out_onto_opponents",
            "go_out_blocked_by_unfinished",
            "special_hands",
            "special_hand_courtesy",
            "zip_code_wild",
            "special_hand_values",
        ),
    ),
    (
        "threes",
        (
            "threes_laid_out",
            "black_three_meld_max",
            "black_threes_melded",
            "red_three_bonus",
            "red_threes_scale",
            "red_threes_condition",
            "red_three_in_hand_penalty",
            "pile_red_three_replaced",
            "black_threes_in_hand",
        ),
    ),
    ("stock-end", ("red_three_last_card", "stock_end_must_take")),
    (
        "scoring",
        (
            "card_values",
            "natural_canasta_bonus",
            "mixed_canasta_bonus",
            "natural_ace_canasta_bonus",
            "mixed_ace_canasta_bonus",
            "sevens_canasta_bonus",
            "wild_canasta_jokers_bonus",
            "wild_canasta_twos_bonus",
            "wild_canasta_mixed_bonus",
            "sequence_canasta_bonus",
            "concealed_natural_canasta_bonus",
            "unfinished_sevens_penalty",
            "unfinished_aces_penalty",
            "unfinished_wild_penalty",
            "held_aces_sevens_penalty",
            "unfinished_meld_penalty",
            "mismeld_penalty",
            "go_out_bonus",
            "concealed_bonus",
            "no_canasta_melds_negative",
            "concealed_doubles_negatives",
            "untaken_talon_counts",
            "perfect_cut_bonus",
            "target_score",
            "tie_broken_by_going_out",
        ),
    ),
)

#: the sections in which a source lists variations players use, rather than its own rule
VARIATION_SECTIONS = frozenset(
    {
        ("canasta.ch", "Variationen zu einfaches Canasta"),
        ("Wikipedia Samba", "Ergänzungen"),
        ("règle-fr", "commentaire de jeff28"),
    }
)
#: sources that are lists of house readings as a whole
VARIATION_SOURCES = frozenset({"honorsbridgeclub.org", *UNWRITTEN})


def is_variation(citations: tuple[Citation, ...]) -> bool:
    """A reading only a source's list of variations (or a reader's comment) gives."""
    return bool(citations) and all(
        (c.source, c.section) in VARIATION_SECTIONS or c.source in VARIATION_SOURCES for c in citations
    )


class Choice(NamedTuple):
    """One value an option can take at a table, with the sources that give it."""

    value: Any
    citations: tuple[Citation, ...]
    #: the rule system's own value
    default: bool


class Standing(NamedTuple):
    """Where a choice stands: ``kind`` is "agreed" (every source given says so), "disputed" (its sources
    against others), "house-variation" (a source lists it as one), "other-system" (not a reading of this rule
    system's sources, but another system's rule: ``system``) or "unsourced" (no source has it)."""

    kind: str
    #: the sources that give the choice
    sources: tuple[Citation, ...]
    #: the sources that give another choice
    against: tuple[Citation, ...] = ()
    #: for "other-system": the rule system whose own rule it is
    system: str = ""
    #: the rule system in play where it has the option from Classic Canasta: the sources are Classic's ("" else)
    follows: str = ""


def _value(setting_value: Any, players: int) -> Any:
    return jsonable(setting_value[players] if isinstance(setting_value, ByPlayers) else setting_value)


def choices(variant: str, players: int, option: str) -> list[Choice]:
    """The option's choices at a table of ``players`` under ``variant``: the system's value first, then each
    other reading the sources give (each value once)."""
    setting = preset_settings(variant)[option]
    found = [Choice(_value(setting.value, players), setting.citations_at(players), True)]
    for alternative in setting.alternatives:
        value = _value(alternative.value, players)
        if all(value != choice.value for choice in found):
            found.append(Choice(value, alternative.citations, False))
    return found


def disputed(variant: str, players: int, option: str) -> bool:
    """The sources (or their lists of variations) give the option more than one value."""
    return len(choices(variant, players, option)) > 1


def standing(variant: str, players: int, option: str, value: Any) -> Standing:
    """Where ``value`` of ``option`` stands among the sources of ``variant`` (of Classic Canasta, where the system
    has the option from it: ``follows`` says so)."""
    found = _standing(variant, players, option, value)
    if inherits_option(variant, option) and found.kind != "other-system":
        return found._replace(follows=variant)
    return found


def _standing(variant: str, players: int, option: str, value: Any) -> Standing:
    value = jsonable(value)
    options = choices(variant, players, option)
    chosen = next((choice for choice in options if choice.value == value), None)
    if chosen is None and option in OWN_VALUES:  # a table's own figures: no source gives them, tables set them
        return Standing("house-variation", (OWN_VALUES[option],), tuple(c for choice in options for c in choice.citations))
    if chosen is None:
        against = tuple(c for choice in options for c in choice.citations)
        elsewhere = _other_system_giving(variant, players, option, value)
        if elsewhere is not None:
            system, citations = elsewhere
            return Standing("other-system", citations, against, system)
        return Standing("unsourced", (), against)
    others = tuple(c for choice in options if choice is not chosen for c in choice.citations)
    if is_variation(chosen.citations):
        return Standing("house-variation", chosen.citations, others)
    real_others = tuple(
        c for choice in options if choice is not chosen and not is_variation(choice.citations) for c in choice.citations
    )
    if real_others:
        return Standing("disputed", chosen.citations, real_others)
    return Standing("agreed", chosen.citations)


def _other_system_giving(variant: str, players: int, option: str, value: Any) -> tuple[str, tuple[Citation, ...]] | None:
    """The first other rule system whose own rule (not a variation it lists) gives ``option`` that value, with its
    sources; None where none does."""
    for other in PRESETS:
        if other == variant or option not in preset_settings(other):
            continue
        for choice in choices(other, players, option):
            if choice.default and choice.value == value and choice.citations and not is_variation(choice.citations):
                return other, choice.citations
    return None


#: the options about asking the partner, which only a table of partners plays
PARTNER_OPTIONS = frozenset({"partner_permission_required", "partner_answer_binds", "go_out_asks", "go_out_ask_moment"})
#: the options about special hands, which only a table that plays special hands has
SPECIAL_HAND_OPTIONS = frozenset({"special_hand_courtesy", "zip_code_wild", "special_hand_values"})
#: six players as three pairs, partners sitting apart
SIX_AS_THREE_PAIRS = ((0, 3), (1, 4), (2, 5))
#: the options about six players as three pairs, which only such a table has
SIX_PAIRS_OPTIONS = frozenset({"six_players_pair_sits_out"})
#: the options about the opener's talon, which only a table that deals one has
TALON_OPTIONS = frozenset({"talon_opener_melds_down", "untaken_talon_counts"})


def applies(rs: Ruleset, option: str) -> bool:
    """Whether ``option`` can change anything at a table of these rules: nobody asks a partner where everyone
    plays alone (the strict version, two or three players), no special-hand option matters where no special hand
    is played (nor the Zip Code's wild card where the list has no Zip Code), no talon option where no talon is
    dealt. The rules panel and the rule cards leave out what cannot apply."""
    if option in PARTNER_OPTIONS:
        return any(len(team) > 1 for team in rs.default_teams())
    if option in SPECIAL_HAND_OPTIONS:
        hands = SPECIAL_HAND_VALUES[rs.special_hands]
        return "zip-code" in hands if option == "zip_code_wild" else bool(hands)
    if option in TALON_OPTIONS:
        return rs.opening_talon
    if option in SIX_PAIRS_OPTIONS:
        return rs.players == 6 and rs.default_teams() == SIX_AS_THREE_PAIRS
    return True


def applies_at(variant: str, players: int, option: str, options: dict[str, Any] | None = None) -> bool:
    """Whether ``option`` can apply at a table of ``players`` under ``variant`` with ``options`` chosen, or once
    a table chooses a reading the sources give of a rule it depends on (the Zip Code's wild card under the CLA's
    whole list): what the rules panel shows."""
    if applies(Ruleset.build(variant, players, options), option):
        return True
    # a figure per special hand needs the hands to set; a choice can wait for the reading that brings it in
    return OPTION_SPECS[option].kind != "values" and _reachable(variant, option, players, options or {})


def applies_in(variant: str, option: str) -> bool:
    """Whether ``option`` can apply at some player count of ``variant``: what a rule card lists."""
    return any(applies_at(variant, players, option) for players in PRESETS[variant].players)


def _reachable(variant: str, option: str, players: int, chosen: dict[str, Any]) -> bool:
    """``option`` applies once one of the options it depends on, which the table has not ``chosen`` itself, takes
    another value the sources give."""
    depends = {"special_hands", "zip_code_wild"} if option in SPECIAL_HAND_OPTIONS else {"opening_talon", "partnerships"}
    for other in depends:
        if other not in preset_settings(variant) or other in chosen:
            continue
        for choice in choices(variant, players, other)[1:]:
            if applies(Ruleset.build(variant, players, {**chosen, other: choice.value}), option):
                return True
    return False


def group_of(option: str) -> str:
    return next(group for group, names in GROUPS if option in names)


def all_options() -> list[str]:
    return list(OPTION_SPECS)
