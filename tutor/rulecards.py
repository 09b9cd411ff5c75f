"""Rule cards: each rule in plain words, its sources, and each rule system's reading.

The card is data; ``render_text`` lays it out for the command line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .explain import option_value, rule_title, variant_name
from .i18n import N_, _, format_number
from .rules.presets import PRESETS, ByPlayers, preset_settings
from .rules.rulebook import FIXED_RULES, citations_for
from .rules.sources import SOURCES, Citation
from .rules.variants import OPTION_SPECS, Ruleset

STATEMENTS = {
    "turn-order": N_("Players take turns one after the other, to the left; nobody plays out of turn."),
    "turn-phases": N_("A turn has three parts in this order: take cards (from the stock or "
                      "the pile), meld if you wish, then discard one card."),
    "own-cards": N_("You can only meld and discard cards that are in your own hand."),
    "stop-cards": N_("A black three on top of the pile stops the next player from taking it."),
    "pile-whole": N_("Whoever takes the discard pile takes all of it, not just some cards."),
    "pile-top-meld": N_("The top card of the pile you take must go straight into a meld with cards from your hand."),
    "pile-top-first": N_("Only the top card of the pile may be used to qualify for taking it; "
                         "the cards below come afterwards."),
    "stock-end": N_("Once the stock is used up, play goes on only while each player can "
                    "use the discard; then the hand ends."),
    "meld-size": N_("A new meld needs at least three cards."),
    "meld-same-rank": N_("All natural cards of a meld have the same rank; wild cards stand in for that rank."),
    "threes": N_("Threes cannot be melded like other ranks: red threes are laid out on "
                 "their own, black threes only when going out."),
    "own-melds": N_("You may add cards only to melds of your own side."),
    "canasta-kinds": N_("A canasta is a meld of seven cards: natural with no wild card, mixed with at least one."),
    "go-out-empty": N_("Going out means playing every card in your hand, with at most one discard at the end."),
    "keep-a-card": N_("You may not meld your last card unless you go out; otherwise keep at "
                      "least one card to discard."),
    "partner-answer": N_("Before going out you may ask your partner; the answer decides whether you may go out."),
}

@dataclass(frozen=True)
class Reading:
    """One source's reading of an option: the value in words and where it is written."""

    label: str
    value: str
    sources: tuple[str, ...]


@dataclass(frozen=True)
class RuleCard:
    rule: str
    title: str
    statement: str
    sources: tuple[str, ...]
    in_force: str = ""
    readings: tuple[Reading, ...] = ()


def source_text(citation: Citation) -> str:
    """The document's full title and the section, e.g. ``La règle de la canasta en détail, “8. La sortie”``."""
    document = SOURCES[citation.source]
    return _("{source}, “{section}”").format(source=document.title, section=citation.section)


def value_words(value: Any, option: str | None = None) -> str:
    """An option value in words: yes/no, numbers in the language's form, choices as ``explain`` words them."""
    if isinstance(value, ByPlayers):
        parts = [_("{players} players: {value}").format(players=option_value(n), value=value_words(v, option))
                 for n, v in sorted(value.values.items())]
        return _("; ").join(parts)
    if isinstance(value, str):
        return option_value(value, option)
    if isinstance(value, (tuple, list)) and value and all(isinstance(v, (tuple, list)) for v in value):
        bands = list(value)
        return _("; ").join(_minimum_words(low, minimum, bands[i + 1][0] if i + 1 < len(bands) else None)
                            for i, (low, minimum) in enumerate(bands))
    if isinstance(value, (tuple, list)):
        return ", ".join(value_words(v, option) for v in value)
    return option_value(value, option)


def _minimum_words(low: int | None, minimum: int, below: int | None) -> str:
    """One step of the initial-meld table: from which score on (the first step: below which), how many
    points are needed."""
    if low is None:
        if below is None:
            return format_number(minimum)
        return _("below {score}: {points}").format(score=format_number(below), points=format_number(minimum))
    return _("from {score}: {points}").format(score=format_number(low), points=format_number(minimum))


def rule_card(rule_id: str, ruleset: Ruleset) -> RuleCard:
    title = rule_title(rule_id)
    statement = _(STATEMENTS[rule_id]) if rule_id in STATEMENTS else ""
    sources = tuple(source_text(c) for c in citations_for(rule_id, ruleset))
    if rule_id in FIXED_RULES or rule_id not in OPTION_SPECS:
        return RuleCard(rule_id, title, statement, sources)
    readings = []
    for variant in PRESETS:
        setting = preset_settings(variant).get(rule_id)
        if setting is None:
            continue
        readings.append(Reading(variant_name(variant), value_words(setting.value, rule_id),
                                tuple(source_text(c) for c in setting.citations)))
        for alternative in setting.alternatives:
            readings.append(Reading(_("other reading"), value_words(alternative.value, rule_id),
                                    tuple(source_text(c) for c in alternative.citations)))
    in_force = value_words(getattr(ruleset, rule_id), rule_id)
    return RuleCard(rule_id, title, statement, sources, in_force, tuple(readings))


def render_text(card: RuleCard) -> str:
    lines = [card.title]
    if card.statement:
        lines.append("  " + card.statement)
    if card.in_force:
        lines.append("  " + _("In force: {value}").format(value=card.in_force))
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
    "go-out": ("go-out-empty", "partner-answer"),
}


def rules_involved(verdict_rules: list[str], actions: list[str]) -> list[str]:
    """The violations' rules if there are any, else the rules of the moves' kinds; each once, in order."""
    rules = verdict_rules or [rule for action in actions for rule in MOVE_RULES.get(action, ())]
    return list(dict.fromkeys(rules))
