"""Rule cards: each rule in plain words, its sources, and each rule system's reading.

The card is data; ``render_text`` lays it out for the command line.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from ..i18n import N_, _, ngettext
from ..rules.choices import applies_in
from ..rules.presets import PRESETS, ByPlayers, preset_settings
from ..rules.rulebook import FIXED_RULES, FOLLOWS_CLASSIC, citations_for, follows_classic, inherits_option
from ..rules.sources import TABLES
from ..rules.variants import OPTION_SPECS, Ruleset, jsonable
from .explain import explain, input_error, rule_reference, value_words
from .rule_words import rule_statement, rule_title
from .sources import citation_full, citation_short, source_names
from .systems import variant_name


@dataclass(frozen=True)
class Reading:
    """One source's reading of an option: the value in words and where it is written."""

    label: str
    value: str
    sources: tuple[str, ...]


@dataclass(frozen=True)
class RuleCard:
    """A rule as a card beside a ruling: its title, the rule in plain words, its sources and the readings of it."""

    rule: str
    title: str
    statement: str
    sources: tuple[str, ...]
    in_force: str = ""
    readings: tuple[Reading, ...] = ()
    #: where the system in play has the rule from Classic Canasta: says so (empty else)
    follows: str = ""


def follows_line(rule_id: str, ruleset: Ruleset) -> str:
    """That the system in play has the rule from Classic Canasta, where it has (empty else): as its own document
    says (Samba's), or with Classic's sources, which its own documents do not replace."""
    if not follows_classic(rule_id, ruleset):
        return ""
    system = variant_name(ruleset.variant)
    if ruleset.variant in FOLLOWS_CLASSIC:
        says = _(
            "The rules of {system} say that Classic Canasta's apply wherever they change nothing: this rule is one of them."
        )
        return says.format(system=system)
    silent = _("The rules of {system} do not state this rule: Classic Canasta's applies, with Classic's sources.")
    return silent.format(system=system)


def rule_card(rule_id: str, ruleset: Ruleset) -> RuleCard:
    title = rule_title(rule_id)
    statement = rule_statement(rule_id, ruleset)
    sources = tuple(citation_full(c) for c in citations_for(rule_id, ruleset))
    follows = follows_line(rule_id, ruleset)
    if rule_id in FIXED_RULES or rule_id not in OPTION_SPECS:
        return RuleCard(rule_id, title, statement, sources, follows=follows)
    readings = []
    for variant in PRESETS:
        setting = preset_settings(variant).get(rule_id)
        if setting is None or not applies_in(variant, rule_id):  # nobody asks a partner where everyone plays alone
            continue
        if inherits_option(variant, rule_id):  # Classic's rule and readings, listed under Classic once
            said = FOLLOWS_CLASSIC.get(variant)
            where = citation_full(said) if said is not None else _("Classic Canasta's rule")
            words = _system_value_words(setting.value, rule_id, PRESETS[variant].players)
            readings.append(Reading(variant_name(variant), words, (where,)))
            continue
        readings.append(
            Reading(
                variant_name(variant),
                _system_value_words(setting.value, rule_id, PRESETS[variant].players),
                tuple(citation_full(c) for c in setting.citations),
            )
        )
        for alternative in setting.alternatives:
            readings.append(
                Reading(
                    _("other reading"),
                    _reading_value_words(alternative.value, setting.value, rule_id, PRESETS[variant].players),
                    tuple(citation_full(c) for c in alternative.citations),
                )
            )
    in_force = value_words(ruleset.in_force(rule_id), rule_id)
    return RuleCard(rule_id, title, statement, sources, in_force, tuple(readings), follows)


def _system_value_words(value, rule_id: str, counts: tuple[int, ...]) -> str:
    """A system's own value in words; one that depends on the player count names only the counts the system
    seats (Modern American seats no five), and one that is the same at every such count is said once."""
    if not isinstance(value, ByPlayers):
        return value_words(value, rule_id)
    at = {n: value[n] for n in counts}
    if len({repr(v) for v in at.values()}) == 1:
        return value_words(at[counts[0]], rule_id)
    return value_words(ByPlayers(at), rule_id)


def _reading_value_words(value, system_value, rule_id: str, counts: tuple[int, ...]) -> str:
    """A reading in words; one given for some player counts (two players draw two) names only the counts the
    system seats where it differs from the system's value."""
    if not isinstance(value, ByPlayers):
        return value_words(value, rule_id)
    at = {n: value[n] for n in counts}
    differs = {
        n: v for n, v in at.items() if v != (system_value[n] if isinstance(system_value, ByPlayers) else system_value)
    }
    return value_words(ByPlayers(differs or at), rule_id)


def render_text(card: RuleCard) -> str:
    lines = [card.title]
    if card.statement:
        lines.append("  " + card.statement)
    if card.in_force:
        lines.append("  " + _("In force: {value}").format(value=card.in_force))
    if card.follows:
        lines.append("  " + card.follows)
    if card.sources:
        lines.append("  " + _("Sources:"))
        lines.extend("    " + s for s in card.sources)
    if card.readings:
        lines.append("  " + _("Readings:"))
        for reading in card.readings:
            where = _("; ").join(reading.sources)
            line = _("{label}: {value}").format(label=reading.label, value=reading.value)
            lines.append("    " + (f"{line} ({where})" if where else line))
    return "\n".join(lines)


# The rules that decide each kind of move, shown when a legal move is explained.
MOVE_RULES = {
    "draw": ("turn-order", "turn-phases", "draw_count", "stock-end"),
    "take-pile": ("pile-whole", "pile-top-meld", "pile-top-first", "stop-cards"),
    "meld": ("meld-size", "meld-same-rank", "threes", "own-melds", "keep-a-card"),
    "discard": ("turn-phases", "own-cards"),
    "go-out": ("go-out-empty", "partner_answer_binds"),
}


def rules_involved(verdict_rules: list[str], actions: list[str]) -> list[str]:
    """The violations' rules if there are any, else the rules of the moves' kinds; each once, in order."""
    rules = verdict_rules or [rule for action in actions for rule in MOVE_RULES.get(action, ())]
    return list(dict.fromkeys(rules))


# -- a table's choices (tutor.rules.choices) ---------------------------------------------------------------

GROUP_TITLES = {
    "dealing": N_("Dealing"),
    "pile": N_("Taking the pile"),
    "melds": N_("Melds and wild cards"),
    "opening": N_("The first meld"),
    "going-out": N_("Going out"),
    "threes": N_("Threes"),
    "stock-end": N_("The end of the stock"),
    "scoring": N_("Scoring"),
}


def standing_text(standing) -> str:
    """Where a choice stands among the sources, in a line (a ``tutor.rules.choices.Standing``); where the system
    in play has the option from Classic Canasta (``standing.follows``), that these are Classic's sources."""
    classic = bool(standing.follows)
    if standing.kind == "agreed":
        if classic:
            return _("Classic Canasta's rule ({sources})").format(sources=source_names(standing.sources))
        return _("What the sources say ({sources})").format(sources=source_names(standing.sources))
    if standing.kind == "disputed":
        own = {c.source for c in standing.sources}
        # a document that gives both readings is named on this side only
        others = [c for c in standing.against if c.source not in own]
        sources, against = source_names(standing.sources), source_names(others or standing.against)
        if not others:  # one document reads it two ways
            if classic:
                return _("Classic Canasta's rule: {sources}, also read otherwise by {against}").format(
                    sources=sources, against=against
                )
            return ngettext(
                "What {sources} says ({against} also reads it otherwise)",
                "What {sources} say ({against} also reads it otherwise)",
                len(own),
            ).format(sources=sources, against=against)
        if classic:
            return _("Classic Canasta's rule: {sources}, against {against}").format(sources=sources, against=against)
        return ngettext("What {sources} says, against {against}", "What {sources} say, against {against}", len(own)).format(
            sources=sources, against=against
        )
    if standing.kind == "house-variation":
        if all(c.source == TABLES for c in standing.sources):
            return _("No written rule: a house variation tables play")
        if classic:
            return _("A house variation of Classic Canasta, listed by {sources}").format(
                sources=source_names(standing.sources)
            )
        return _("A house variation, listed by {sources}").format(sources=source_names(standing.sources))
    if standing.kind == "other-system":
        return _("Not this system's rule but the rule of {system} ({sources})").format(
            system=variant_name(standing.system), sources=source_names(standing.sources)
        )
    return _("A house rule no source document has")


def _folded(text: str) -> str:
    """Lower case without accents, so "écart", "Ecart" and "ecart" meet."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def option_words(option: str, values: Iterable) -> str:
    """What a table would say of an option, in the current language and folded for a search: its title, what it
    decides, and each of its choices (``values``) in words."""
    texts = [rule_title(option), rule_statement(option), *(value_words(value, option) for value in values)]
    return _folded(" ".join(texts))


def find_options(query: str, candidates: dict[str, str]) -> list[str]:
    """The options whose words (``candidates``: option → :func:`option_words`) hold the most of the query's
    words, each word met anywhere in them ("drei" finds "Dreier"); none for an empty query or no word met."""
    words = [w for w in re.findall(r"\w+", _folded(query)) if len(w) > 1]
    if not words:
        return []
    met = {option: sum(word in text for word in words) for option, text in candidates.items()}
    best = max(met.values(), default=0)
    return [option for option, count in met.items() if best and count == best]


def deciding_line(rule) -> str:
    """An option a ruling depends on (a ``tutor.rules.readings.DecidingRule``): the choice in force and where it
    stands, e.g. "Taking the pile onto a meld: no — A house variation, listed by canasta.ch"."""
    return _("{rule}: {value} — {standing}").format(
        rule=rule_title(rule.option), value=value_words(rule.value, rule.option), standing=standing_text(rule.standing)
    )


def otherwise_line(rule) -> str:
    """How the ruling would go under the other reading of a deciding option, and where that reading stands."""
    reading = rule.otherwise
    line = (
        _("Under the other reading, {value}, the move would be legal.")
        if reading.legal
        else _("Under the other reading, {value}, the move would be refused.")
    ).format(value=value_words(reading.value, reading.option))
    return _("{line} — {where}").format(line=line, where=standing_text(rule.otherwise_standing))


# -- the same move under every rule system ---------------------------------------------------------


@dataclass(frozen=True)
class ComparisonRow:
    """One rule system's ruling on the compared move, worded for people (the app's table and the CLI)."""

    system: str
    legal: bool | None  # None: the position cannot be played under this system
    verdict: str
    why: str = ""
    rule: str = ""
    #: the broken rule in plain words (its rule card's statement)
    statement: str = ""
    deciding: str = ""


def comparison_rows(results) -> list[ComparisonRow]:
    """``tutor.words.compare.compare_presets`` results in words: the verdict, why, the rule with its sources and,
    where systems disagree, the deciding rule's value in each system with the source of each value."""
    rows = []
    for r in results:
        name = variant_name(r.variant)
        if r.profile is not None:  # the table's own rules
            name = _("{system} · {rules}").format(system=name, rules=r.profile)
        if r.error:
            rows.append(ComparisonRow(name, None, _("not playable here"), input_error(r.error)))
            continue
        verdict = _("legal") if r.legal else _("refused")
        why = explain(r.violations[0]) if r.violations else ""
        rule = rule_reference(r.violations[0]) if r.violations else ""
        statement = ""
        if r.violations:
            statement = rule_statement(r.violations[0].rule, r.ruleset)
        deciding = ""
        if r.difference:
            option = r.difference["rule"]
            values = []
            for variant, value in r.difference["values"].items():
                where = _("; ").join(citation_short(c) for c in r.difference_sources.get(variant, ()))
                line = _("{system}: {value}").format(system=variant_name(variant), value=value_words(value, option))
                values.append(_("{line} ({sources})").format(line=line, sources=where) if where else line)
            deciding = _("Deciding rule: {rule}. {values}").format(rule=rule_title(option), values=_("; ").join(values))
        rows.append(ComparisonRow(name, r.legal, verdict, why, rule, statement, deciding))
    return rows


# -- the rule systems side by side ---------------------------------------------------------------------------

#: the rules a player compares first between two systems, in the order a hand is played
SIDE_BY_SIDE = (
    "packs",
    "jokers_per_pack",
    "hand_size",
    "draw_count",
    "threes_laid_out",
    "upcard",
    "initial_minimums",
    "max_wilds",
    "melds_per_rank",
    "sequences",
    "wild_melds",
    "pile_natural_pair_always",
    "pile_onto_existing_meld",
    "canastas_to_go_out",
    "go_out_bonus",
    "concealed_bonus",
    "natural_canasta_bonus",
    "mixed_canasta_bonus",
    "red_three_bonus",
    "red_threes_scale",
    "target_score",
)


def systems_side_by_side(players: int = 4) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """(the systems' names, rows of (rule title, its value in each system)) for a table of ``players``."""
    systems = [variant for variant in PRESETS if players in PRESETS[variant].players]
    rulesets = [Ruleset.build(variant, players) for variant in systems]
    rows = [
        (rule_title(option), [value_words(jsonable(rs.in_force(option)), option) for rs in rulesets])
        for option in SIDE_BY_SIDE
    ]
    return [variant_name(variant) for variant in systems], rows
