"""Rule cards: each rule in plain words, its sources, and each rule system's reading.

The card is data; ``render_text`` lays it out for the command line.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_, _, ngettext
from ..rules.presets import PRESETS, preset_settings
from ..rules.rulebook import FIXED_RULES, citations_for
from ..rules.variants import OPTION_SPECS, Ruleset, jsonable
from .explain import explain, input_error, rule_reference, rule_title, value_words
from .sources import citation_full, citation_short, source_names
from .systems import variant_name

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
    # the options: what each is about, whatever its value (the card shows the value in force and each reading)
    "packs": N_("How many packs of 52 cards are shuffled together for the game."),
    "jokers_per_pack": N_("How many jokers each pack brings into the game."),
    "hand_size": N_("How many cards each player is dealt at the start of a hand."),
    "draw_count": N_("How many cards a player takes from the stock when not taking the discard pile."),
    "card_values": N_("What each card counts when melds are totalled and when cards are left in a "
                      "hand."),
    "cut_joker_to_cutter": N_("Whether a joker at the bottom of the cut goes to the player who cut."),
    "partnerships": N_("Whether four or six players play as partners (five as three against two), or everyone "
                       "for themselves."),
    "deal_threes_replaced_by": N_("Who replaces the threes a player is dealt: the player, or the "
                                  "dealer at once."),
    "upcard": N_("How the discard pile starts: with a card turned up from the stock, and which cards "
                 "must be covered by another."),
    "threes_laid_out": N_("Which threes are put face up in front of the side as soon as they are "
                          "drawn, and replaced."),
    "min_naturals": N_("How many natural cards a meld needs at least."),
    "max_wilds": N_("How many wild cards a meld may hold at most."),
    "naturals_outnumber_wilds": N_("Whether a meld must always hold more natural cards than wild "
                                   "cards."),
    "wild_melds": N_("Whether a meld may consist of wild cards only."),
    "melds_per_rank": N_("Whether a side keeps one meld per rank, or may start a second meld of a "
                         "rank."),
    "sequences": N_("Whether runs of consecutive cards of one suit may be melded."),
    "sequence_max": N_("How long a run of one suit may grow."),
    "wild_onto_canasta": N_("Whether wild cards may still be added to a finished canasta."),
    "black_three_meld_max": N_("How many black threes a player may meld when going out."),
    "sevens_no_wilds": N_("Whether a meld of sevens must be made of natural sevens only."),
    "pile_aces_stay_natural": N_("Whether aces taken with the pile for the initial meld must stay natural, "
                                 "without wild cards."),
    "aces_wilds_initial_only": N_("Whether wild cards may go into a meld of aces only as part of the "
                                  "initial meld."),
    "meld_max_size": N_("How many cards a meld may hold at most."),
    "wilds_need_five_naturals": N_("Whether, after the initial meld, a wild card may join a meld only"
                                   " once it has five natural cards."),
    "dead_ranks": N_("Whether a rank is closed to both sides once a canasta of it is complete."),
    "wild_meld_blocks_wilds": N_("Whether a side with an unfinished meld of wild cards must put its "
                                 "wild cards there before anywhere else."),
    "pile_natural_and_wild": N_("Whether the discard pile may be taken with one natural card matching"
                                " the top card plus a wild card."),
    "pile_onto_existing_meld": N_("Whether the discard pile may be taken by adding its top card to a "
                                  "meld the side already has."),
    "pile_natural_pair_always": N_("Whether taking the discard pile always needs a natural pair from "
                                   "the hand matching the top card."),
    "pile_onto_canasta": N_("Whether the top card of the discard pile may go onto a finished canasta "
                            "to take the pile."),
    "pile_frozen_before_initial": N_("Whether the discard pile is frozen for a side until it has made"
                                     " its initial meld."),
    "pile_freezers": N_("Which cards freeze the discard pile when they are in it, so that only a "
                        "natural pair from the hand can take it."),
    "pile_single_card_rule": N_("Whether a player holding a single card may take a discard pile of a "
                                "single card."),
    "initial_minimums": N_("How many points a side's first meld of a hand must count, depending on "
                           "the side's score."),
    "initial_pile_top_counts": N_("Whether the top card of the discard pile counts towards the "
                                  "initial meld's minimum."),
    "initial_canasta_suffices": N_("Whether a canasta laid from the hand opens a side whatever it counts, also "
                                   "when the player keeps cards and does not go out."),
    "initial_clean_meld_wild_counts": N_("Whether a meld of wild cards may stand in for the clean meld the "
                                         "initial meld needs."),
    "initial_clean_meld": N_("Whether the initial meld must include a meld of natural cards only."),
    "concealed_partner_threshold": N_("Whether going out concealed needs the partner to have made the"
                                      " initial meld's count."),
    "concealed_waives_minimum": N_("Whether a player going out concealed, in one turn from the hand, "
                                   "is spared the initial meld's minimum."),
    "concealed_judged_by": N_("Whether going out counts as concealed when the player has laid nothing"
                              " before, or only when the whole side has laid nothing."),
    "concealed_after_pile_take": N_("Whether going out still counts as concealed when the player took the "
                                    "discard pile in that same turn."),
    "opening_talon": N_("Whether a player who opens from the hand receives extra cards set aside from"
                        " the stock."),
    "canastas_to_go_out": N_("How many canastas a side needs before one of its players may go out."),
    "go_out_discard_required": N_("Whether going out must end with a discard, or may also end by "
                                  "melding the last cards."),
    "partner_permission_required": N_("Whether a player must ask the partner before going out, and "
                                      "then follow the answer."),
    "go_out_onto_opponents": N_("Whether a player going out may lay cards on the opponents' melds."),
    "partner_answer_binds": N_("Whether a partner's “no” to going out binds the player, or is only advice."),
    "go_out_asks": N_("How often in one hand a player may ask the partner for leave to go out: as often as "
                      "they like, once for each player, or once for the whole side."),
    "go_out_wild_discard": N_("Whether the last discard of a player going out may be a wild card."),
    "pile_wild_blocks": N_("Whether a wild card lying in the discard pile keeps the cards below it from being "
                           "taken: whoever takes the pile then takes only the cards above the wild card."),
    "special_hand_courtesy": N_("Whether a player may still show a special hand on the first turn after the "
                                "partner made the side's initial meld."),
    "untaken_talon_counts": N_("What a talon that was set aside but not yet joined to the hand costs when the "
                               "hand ends: nothing, its threes, or all its cards."),
    "perfect_cut_bonus": N_("What the cutter's side earns for lifting exactly the cards the deal needs."),
    "go_out_blocked_by_unfinished": N_("Whether an unfinished meld of sevens, natural aces or wild "
                                       "cards keeps a side from going out."),
    "discard_restrictions": N_("Which cards may not be discarded, or not onto an empty discard pile."),
    "wild_discard_judged": N_("When it is judged whether a hand holds nothing but wild cards, which lets a wild "
                              "card be discarded without going out: once the draw is made, before the turn's "
                              "melds, or at the discard."),
    "stock_end_must_take": N_("Whether, once the stock is used up, a player must take a pile that is not frozen "
                              "when its top card fits one of the side's melds, or may decline it and so end "
                              "the hand."),
    "red_three_last_card": N_("What happens when the last card of the stock is a three that would be "
                              "laid out."),
    "special_hands": N_("Which special hands a player who has not melded may show at once to go out, "
                        "and what they score."),
    "natural_canasta_bonus": N_("What a canasta of natural cards only earns on top of its cards."),
    "mixed_canasta_bonus": N_("What a canasta with one or more wild cards earns on top of its cards."),
    "natural_ace_canasta_bonus": N_("What a canasta of natural aces earns."),
    "mixed_ace_canasta_bonus": N_("What a canasta of aces with wild cards earns."),
    "sevens_canasta_bonus": N_("What a canasta of sevens earns."),
    "wild_canasta_jokers_bonus": N_("What a canasta made of jokers only earns."),
    "wild_canasta_twos_bonus": N_("What a canasta made of twos only earns."),
    "wild_canasta_mixed_bonus": N_("What a canasta of jokers and twos together earns."),
    "sequence_canasta_bonus": N_("What a complete run of seven cards of one suit earns."),
    "concealed_natural_canasta_bonus": N_("What a canasta of natural cards earns when it is laid down"
                                          " while going out concealed."),
    "unfinished_sevens_penalty": N_("What a side loses when the hand ends with its meld of sevens "
                                    "unfinished."),
    "unfinished_aces_penalty": N_("What a side loses when the hand ends with its meld of aces "
                                  "unfinished."),
    "unfinished_wild_penalty": N_("What a side loses when the hand ends with its meld of wild cards "
                                  "unfinished."),
    "held_aces_sevens_penalty": N_("What a player loses for holding three or more aces or sevens when"
                                   " the hand ends."),
    "go_out_bonus": N_("What a side earns when one of its players goes out."),
    "concealed_bonus": N_("What going out concealed earns instead of the usual going-out bonus."),
    "red_three_bonus": N_("What each red three laid out earns, and what all four together earn."),
    "red_threes_scale": N_("How the value of the red threes grows with their number."),
    "red_threes_condition": N_("When a side's red threes count for it, and when they count against "
                               "it."),
    "red_three_in_hand_penalty": N_("What a red three still in a hand counts against its side when "
                                    "the hand ends."),
    "black_threes_in_hand": N_("What black threes left in a hand count when the hand ends."),
    "no_canasta_melds_negative": N_("Whether a side without a canasta at the end of the hand has its "
                                    "melds counted against it."),
    "concealed_doubles_negatives": N_("Whether going out concealed doubles what the opponents lose "
                                      "for the cards left in their hands."),
    "target_score": N_("How many points a side needs to win the game."),
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


def rule_card(rule_id: str, ruleset: Ruleset) -> RuleCard:
    title = rule_title(rule_id)
    statement = _(STATEMENTS[rule_id]) if rule_id in STATEMENTS else ""
    sources = tuple(citation_full(c) for c in citations_for(rule_id, ruleset))
    if rule_id in FIXED_RULES or rule_id not in OPTION_SPECS:
        return RuleCard(rule_id, title, statement, sources)
    readings = []
    for variant in PRESETS:
        setting = preset_settings(variant).get(rule_id)
        if setting is None:
            continue
        readings.append(Reading(variant_name(variant), value_words(setting.value, rule_id),
                                tuple(citation_full(c) for c in setting.citations)))
        for alternative in setting.alternatives:
            readings.append(Reading(_("other reading"), value_words(alternative.value, rule_id),
                                    tuple(citation_full(c) for c in alternative.citations)))
    in_force = value_words(ruleset.in_force(rule_id), rule_id)
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
    "go-out": ("go-out-empty", "partner_answer_binds"),
}


def rules_involved(verdict_rules: list[str], actions: list[str]) -> list[str]:
    """The violations' rules if there are any, else the rules of the moves' kinds; each once, in order."""
    rules = verdict_rules or [rule for action in actions for rule in MOVE_RULES.get(action, ())]
    return list(dict.fromkeys(rules))


# -- a table's choices (tutor.rules.choices) ---------------------------------------------------------------

GROUP_TITLES = {
    "dealing": N_("Dealing"), "pile": N_("Taking the pile"), "melds": N_("Melds and wild cards"),
    "opening": N_("The first meld"), "going-out": N_("Going out"), "threes": N_("Threes"),
    "stock-end": N_("The end of the stock"), "scoring": N_("Scoring"),
}


def standing_text(standing) -> str:
    """Where a choice stands among the sources, in a line (a ``tutor.rules.choices.Standing``)."""
    if standing.kind == "agreed":
        return _("What the sources say ({sources})").format(sources=source_names(standing.sources))
    if standing.kind == "disputed":
        own = {c.source for c in standing.sources}
        sources, against = source_names(standing.sources), source_names(standing.against)
        if {c.source for c in standing.against} <= own:  # one document reads it two ways
            return ngettext("What {sources} says ({against} also reads it otherwise)",
                            "What {sources} say ({against} also reads it otherwise)", len(own)).format(
                sources=sources, against=against)
        return ngettext("What {sources} says, against {against}", "What {sources} say, against {against}",
                        len(own)).format(sources=sources, against=against)
    if standing.kind == "house-variation":
        return _("A house variation {sources} lists").format(sources=source_names(standing.sources))
    return _("A house rule no source document has")


def deciding_line(rule) -> str:
    """An option a ruling depends on (a ``tutor.rules.readings.DecidingRule``): the choice in force and where it
    stands, e.g. "Taking the pile onto a meld: no — A house variation canasta.ch lists"."""
    return _("{rule}: {value} — {standing}").format(rule=rule_title(rule.option),
                                                   value=value_words(rule.value, rule.option),
                                                   standing=standing_text(rule.standing))



def otherwise_line(rule) -> str:
    """How the ruling would go under the other reading of a deciding option, and where that reading stands."""
    reading = rule.otherwise
    line = (_("Under the other reading, {value}, the move would be legal.") if reading.legal
            else _("Under the other reading, {value}, the move would be refused.")).format(
        value=value_words(reading.value, reading.option))
    return _("{line} ({where})").format(line=line, where=standing_text(rule.otherwise_standing))


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
            statement = _(STATEMENTS[r.violations[0].rule]) if r.violations[0].rule in STATEMENTS else ""
        deciding = ""
        if r.difference:
            option = r.difference["rule"]
            values = []
            for variant, value in r.difference["values"].items():
                where = _("; ").join(citation_short(c) for c in r.difference_sources.get(variant, ()))
                line = _("{system}: {value}").format(system=variant_name(variant), value=value_words(value, option))
                values.append(_("{line} ({sources})").format(line=line, sources=where) if where else line)
            deciding = _("Deciding rule: {rule}. {values}").format(rule=rule_title(option),
                                                                  values=_("; ").join(values))
        rows.append(ComparisonRow(name, r.legal, verdict, why, rule, statement, deciding))
    return rows


# -- the rule systems side by side ---------------------------------------------------------------------------

#: the rules a player compares first between two systems, in the order a hand is played
SIDE_BY_SIDE = ("packs", "jokers_per_pack", "hand_size", "draw_count", "threes_laid_out", "upcard",
                "initial_minimums", "max_wilds", "melds_per_rank", "sequences", "wild_melds",
                "pile_natural_pair_always", "pile_onto_existing_meld", "canastas_to_go_out", "go_out_bonus",
                "concealed_bonus", "natural_canasta_bonus", "mixed_canasta_bonus", "red_three_bonus",
                "red_threes_scale", "target_score")


def systems_side_by_side(players: int = 4) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """(the systems' names, rows of (rule title, its value in each system)) for a table of ``players``."""
    systems = [variant for variant in PRESETS if players in PRESETS[variant].players]
    rulesets = [Ruleset.build(variant, players) for variant in systems]
    rows = [(rule_title(option), [value_words(jsonable(rs.in_force(option)), option) for rs in rulesets])
            for option in SIDE_BY_SIDE]
    return [variant_name(variant) for variant in systems], rows
