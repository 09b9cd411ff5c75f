"""The words of every rule, one entry per rule id: its title, what it says, and its choices in words.

The ids are the referee's (``tutor.rules.rulebook`` for the fixed rules, ``tutor.rules.variants`` for the
options); ``tutor.words.explain`` and ``tutor.words.rulecards`` read these, and the rules panel too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..i18n import N_, _


@dataclass(frozen=True)
class RuleWords:
    """A rule's words, each marked for translation and translated where shown."""

    title: str
    #: what the rule says, in a sentence or two
    statement: str
    #: an option's values in words, where a bare value would not read (``None`` included)
    choices: Mapping[Any, str] = field(default_factory=dict)


#: the bonuses whose ``None`` means "no bonus of its own"
_OWN_BONUS_OPTIONAL = (
    "concealed_natural_canasta_bonus",
    "mixed_ace_canasta_bonus",
    "natural_ace_canasta_bonus",
    "sequence_canasta_bonus",
    "sevens_canasta_bonus",
    "wild_canasta_jokers_bonus",
    "wild_canasta_mixed_bonus",
    "wild_canasta_twos_bonus",
)

RULES: dict[str, RuleWords] = {
    "turn-order": RuleWords(
        N_("Turn order"), N_("Players take turns one after the other, in order round the table; nobody plays out of turn.")
    ),
    "turn-phases": RuleWords(
        N_("The parts of a turn"),
        N_(
            "A turn has three parts in this order: take cards (from the stock or the pile), meld if you wish, then "
            "discard one card."
        ),
    ),
    "own-cards": RuleWords(
        N_("Playing from your own hand"), N_("You can only meld and discard cards that are in your own hand.")
    ),
    "stop-cards": RuleWords(
        N_("Stop cards on the pile"),
        N_("A black three, a joker or a two on top of the pile stops the next player from taking it."),
    ),
    "pile-whole": RuleWords(
        N_("Taking the whole pile"), N_("Whoever takes the discard pile takes all of it, not just some cards.")
    ),
    "pile-top-meld": RuleWords(
        N_("The top card must be melded at once"),
        N_("The top card of the pile you take must go straight into a meld with cards from your hand."),
    ),
    "pile-top-first": RuleWords(
        N_("Only the top card helps to take the pile"),
        N_("Only the top card of the pile may be used to qualify for taking it; the cards below come afterwards."),
    ),
    "stock-end": RuleWords(
        N_("When the stock runs out"),
        N_("Once the stock is used up, play goes on only while each player can use the discard; then the hand ends."),
    ),
    "meld-size": RuleWords(N_("A meld has at least three cards"), N_("A new meld needs at least three cards.")),
    "meld-same-rank": RuleWords(
        N_("Melds are cards of one rank"),
        N_("All natural cards of a meld have the same rank; wild cards stand in for that rank."),
    ),
    "threes": RuleWords(
        N_("Threes are not melded"),
        N_(
            "Threes cannot be melded like other ranks: red threes are laid out on their own, black threes only "
            "when going out."
        ),
    ),
    "own-melds": RuleWords(N_("Only your own side's melds"), N_("You may add cards only to melds of your own side.")),
    "canasta-kinds": RuleWords(
        N_("Natural and mixed canastas"),
        N_("A canasta is a meld of seven cards: natural with no wild card, mixed with at least one."),
    ),
    "go-out-empty": RuleWords(
        N_("Going out empties the hand"),
        N_("Going out means playing every card in your hand, with at most one discard at the end."),
    ),
    "keep-a-card": RuleWords(
        N_("Keeping a card"),
        N_("You may not meld your last card unless you go out; otherwise keep at least one card to discard."),
    ),
    "packs": RuleWords(N_("Number of packs"), N_("How many packs of 52 cards are shuffled together for the game.")),
    "jokers_per_pack": RuleWords(N_("Jokers per pack"), N_("How many jokers each pack brings into the game.")),
    "hand_size": RuleWords(N_("Cards dealt"), N_("How many cards each player is dealt at the start of a hand.")),
    "draw_count": RuleWords(
        N_("Cards drawn from the stock"),
        N_("How many cards a player takes from the stock when not taking the discard pile."),
    ),
    "card_values": RuleWords(
        N_("Card values"),
        N_("What each card counts when melds are totalled and when cards are left in a hand."),
        {
            "classic": N_("the classic card values"),
            "strict": N_("the strict version's card values"),
        },
    ),
    "cut_joker_to_cutter": RuleWords(
        N_("A joker under the cut goes to the cutter"),
        N_("Whether a joker at the bottom of the cut goes to the player who cut."),
    ),
    "deal_threes_replaced_by": RuleWords(
        N_("Who replaces threes dealt"),
        N_("Who replaces the threes a player is dealt: the player, or the dealer at once."),
        {
            "player": N_("by the player"),
            "dealer": N_("by the dealer"),
        },
    ),
    "partnerships": RuleWords(
        N_("Playing in partnerships"),
        N_("Whether four or six players play as partners (five as three against two), or everyone for themselves."),
    ),
    "upcard": RuleWords(
        N_("The first card of the discard pile"),
        N_("How the discard pile starts: with a card turned up from the stock, and which cards must be covered by another."),
        {
            "cover-wild-red-three": N_("a wild card or red three turned up is covered"),
            "cover-wild": N_("a wild card turned up is covered"),
            "none": N_("no rule for the card turned up"),
        },
    ),
    "min_naturals": RuleWords(N_("Natural cards in a meld"), N_("How many natural cards a meld needs at least.")),
    "max_wilds": RuleWords(
        N_("Wild cards in a meld"),
        N_("How many wild cards a meld may hold at most."),
        {
            None: N_("no limit"),
        },
    ),
    "naturals_outnumber_wilds": RuleWords(
        N_("Natural cards outnumber wild cards"), N_("Whether a meld must always hold more natural cards than wild cards.")
    ),
    "wild_melds": RuleWords(N_("Melds of wild cards only"), N_("Whether a meld may consist of wild cards only.")),
    "melds_per_rank": RuleWords(
        N_("Melds of the same rank"),
        N_("Whether a side keeps one meld per rank, or may start a second meld of a rank."),
        {
            "one": N_("one meld per rank"),
            "several": N_("several melds per rank"),
            "several-after-canasta": N_("a second meld of a rank once the first is a canasta"),
        },
    ),
    "sequences": RuleWords(N_("Sequences"), N_("Whether runs of consecutive cards of one suit may be melded.")),
    "sequence_max": RuleWords(N_("Length of a sequence"), N_("How long a run of one suit may grow.")),
    "wild_onto_canasta": RuleWords(
        N_("Wild cards on a canasta"), N_("Whether wild cards may still be added to a finished canasta.")
    ),
    "black_three_meld_max": RuleWords(
        N_("Black threes when going out"),
        N_("How many black threes a player may meld when going out."),
        {
            None: N_("no limit"),
        },
    ),
    "sevens_no_wilds": RuleWords(
        N_("Sevens without wild cards"), N_("Whether a meld of sevens must be made of natural sevens only.")
    ),
    "aces_wilds_initial_only": RuleWords(
        N_("Wild cards in aces"), N_("Whether wild cards may go into a meld of aces only as part of the initial meld.")
    ),
    "pile_aces_stay_natural": RuleWords(
        N_("Aces from the pile stay natural"),
        N_("Whether aces taken with the pile for the initial meld must stay natural, without wild cards."),
    ),
    "meld_max_size": RuleWords(
        N_("Maximum meld size"),
        N_("How many cards a meld may hold at most."),
        {
            None: N_("no limit"),
        },
    ),
    "wilds_need_five_naturals": RuleWords(
        N_("Rule of five"),
        N_("Whether, after the initial meld, a wild card may join a meld only once it has five natural cards."),
    ),
    "dead_ranks": RuleWords(
        N_("Dead ranks"), N_("Whether a rank is closed to both sides once a canasta of it is complete.")
    ),
    "wild_meld_blocks_wilds": RuleWords(
        N_("An unfinished wild meld keeps the wild cards"),
        N_("Whether a side with an unfinished meld of wild cards must put its wild cards there before anywhere else."),
    ),
    "pile_natural_and_wild": RuleWords(
        N_("Taking the pile with a natural card and a wild card"),
        N_("Whether the discard pile may be taken with one natural card matching the top card plus a wild card."),
    ),
    "pile_onto_existing_meld": RuleWords(
        N_("Taking the pile onto an existing meld"),
        N_("Whether the discard pile may be taken by adding its top card to a meld the side already has."),
    ),
    "pile_natural_pair_always": RuleWords(
        N_("The pile needs a natural pair"),
        N_("Whether taking the discard pile always needs a natural pair from the hand matching the top card."),
    ),
    "pile_onto_canasta": RuleWords(
        N_("Taking the pile onto a canasta"),
        N_("Whether the top card of the discard pile may go onto a finished canasta to take the pile."),
    ),
    "pile_frozen_before_initial": RuleWords(
        N_("Frozen pile before the initial meld"),
        N_("Whether the discard pile is frozen for a side until it has made its initial meld."),
    ),
    "pile_freezers": RuleWords(
        N_("Frozen pile"),
        N_(
            "Which cards freeze the discard pile when they are in it, so that only a natural pair from the hand can take it."
        ),
        {
            "wild-red-three": N_("wild cards and red threes"),
            "wild-black-three": N_("wild cards and black threes"),
        },
    ),
    "pile_single_card_rule": RuleWords(
        N_("One card in hand, one card in the pile"),
        N_("Whether a player holding a single card may take a discard pile of a single card."),
    ),
    "initial_minimums": RuleWords(
        N_("Minimum count of the initial meld"),
        N_("How many points a side's first meld of a hand must count, depending on the side's score."),
    ),
    "initial_pile_top_counts": RuleWords(
        N_("The top card counts for the initial meld"),
        N_("Whether the top card of the discard pile counts towards the initial meld's minimum."),
    ),
    "initial_canasta_suffices": RuleWords(
        N_("A canasta laid from the hand opens whatever it counts"),
        N_(
            "Whether a canasta laid from the hand opens a side whatever it counts, also when the player keeps "
            "cards and does not go out; where the opening needs a clean meld, a wild canasta stands in for it."
        ),
    ),
    "talon_opener_melds_down": RuleWords(
        N_("An opener whose bonus cards follow may meld down to one card"),
        N_(
            "Whether a player who opens from the hand and will get bonus cards may meld down to the last card and "
            "discard it, or must keep a card to discard and one to hold as without bonus cards."
        ),
    ),
    "initial_in_one_meld": RuleWords(
        N_("The minimum in one meld"),
        N_(
            "Whether the initial meld's minimum must be reached by one meld alone, or by all the melds laid in the "
            "turn together."
        ),
    ),
    "initial_clean_meld": RuleWords(
        N_("The initial meld needs a clean meld"), N_("Whether the initial meld must include a meld of natural cards only.")
    ),
    "initial_clean_meld_wild_counts": RuleWords(
        N_("A wild meld as the clean part of the initial meld"),
        N_("Whether a meld of wild cards may stand in for the clean meld the initial meld needs."),
    ),
    "concealed_partner_threshold": RuleWords(
        N_("Going out concealed: the partner's threshold"),
        N_("Whether going out concealed needs the partner to have made the initial meld's count."),
    ),
    "concealed_waives_minimum": RuleWords(
        N_("Going out concealed waives the initial-meld minimum"),
        N_("Whether a player going out concealed, in one turn from the hand, is spared the initial meld's minimum."),
    ),
    "concealed_judged_by": RuleWords(
        N_("Going out concealed: judged by the player or by the side"),
        N_(
            "Whether going out counts as concealed when the player has laid nothing before, or only when the whole "
            "side has laid nothing."
        ),
        {
            "player": N_("by the player"),
            "side": N_("by the side"),
        },
    ),
    "concealed_after_pile_take": RuleWords(
        N_("Going out concealed after taking the pile in the same turn"),
        N_("Whether going out still counts as concealed when the player took the discard pile in that same turn."),
    ),
    "opening_talon": RuleWords(
        N_("Bonus cards for the initial meld (talon)"),
        N_("Whether a player who opens from the hand receives extra cards set aside from the stock."),
    ),
    "canastas_to_go_out": RuleWords(
        N_("Canastas needed to go out"), N_("How many canastas a side needs before one of its players may go out.")
    ),
    "go_out_discard_required": RuleWords(
        N_("A final discard to go out"),
        N_("Whether going out must end with a discard, or may also end by melding the last cards."),
    ),
    "partner_permission_required": RuleWords(
        N_("Asking the partner is obligatory"),
        N_("Whether a player must ask the partner before going out, and then follow the answer."),
    ),
    "black_threes_melded": RuleWords(
        N_("When black threes may be melded"),
        N_("Whether a meld of black threes may be laid only in the turn a player goes out, or at any time."),
        {"going-out": N_("only when going out"), "any-time": N_("at any time")},
    ),
    "go_out_natural_and_mixed": RuleWords(
        N_("A natural and a mixed canasta to go out"),
        N_(
            "Whether going out takes a natural canasta and a mixed one at least, instead of the number of canastas "
            "alone; a second natural canasta does for the mixed one."
        ),
    ),
    "go_out_ask_moment": RuleWords(
        N_("When the partner may be asked to go out"),
        N_(
            "When a player may ask the partner “may I go out?”: only straight after drawing or taking the pile, "
            "before any further meld, or at any time in the turn."
        ),
        {
            "after-drawing": N_("straight after drawing or taking the pile, before any further meld"),
            "any-time": N_("at any time in the turn"),
        },
    ),
    "go_out_onto_opponents": RuleWords(
        N_("Laying off on the opponents when going out"),
        N_("Whether a player going out may lay cards on the opponents' melds."),
    ),
    "partner_answer_binds": RuleWords(
        N_("The partner's answer binds"), N_("Whether a partner's “no” to going out binds the player, or is only advice.")
    ),
    "go_out_asks": RuleWords(
        N_("How often a player may ask to go out"),
        N_(
            "How often in one hand a player may ask the partner for leave to go out: as often as they like, once "
            "for each player, or once for the whole side."
        ),
        {
            "unlimited": N_("as often as the player likes"),
            "once-per-player": N_("once per hand for each player"),
            "once-per-side": N_("once per hand for the whole side"),
        },
    ),
    "go_out_wild_discard": RuleWords(
        N_("A wild card as the going-out discard"), N_("Whether the last discard of a player going out may be a wild card.")
    ),
    "pile_wild_blocks": RuleWords(
        N_("A wild card in the pile blocks the cards below it"),
        N_(
            "Whether a wild card lying in the discard pile keeps the cards below it from being taken: whoever "
            "takes the pile then takes only the cards above the wild card."
        ),
    ),
    "wild_freeze_lasts": RuleWords(
        N_("How long a wild card freezes the pile"),
        N_(
            "Whether a wild card in the discard pile freezes it until the pile is taken, or only for the one turn "
            "after the next discard covers it."
        ),
        {
            "until-taken": N_("until the pile is taken"),
            "one-turn": N_("for one turn, while a single discard covers it"),
        },
    ),
    "pile_sequence_exempt": RuleWords(
        N_("The top card may extend a sequence"),
        N_(
            "Where the pile may not be taken onto a meld already on the table, whether its top card may still "
            "extend one of the side's sequences."
        ),
    ),
    "pile_red_three_replaced": RuleWords(
        N_("A red three from the pile is replaced"),
        N_(
            "Whether a red three that comes with a taken pile is replaced by a card from the stock once it is laid "
            "out, as a red three drawn is."
        ),
    ),
    "unfinished_meld_penalty": RuleWords(
        N_("Penalty for an unfinished meld"),
        N_(
            "What every meld still short of a canasta at the end of the hand costs its side (a canasta or a "
            "sequence not completed), besides the penalties for particular melds."
        ),
    ),
    "six_players_pair_sits_out": RuleWords(
        N_("Six players: one pair sits out each hand"),
        N_(
            "Whether six players play as three pairs that all play every hand, or one pair sits out each hand "
            "in turn while the other two pairs play as four; the next hand the next pair sits out, and each pair "
            "keeps its own score over the game."
        ),
    ),
    "mismeld_penalty": RuleWords(
        N_("Penalty for a mismeld"),
        N_(
            "What a mismeld costs its side: a meld the referee refuses (too few points to open, cards that make no "
            "meld) or a wrong special hand. The referee takes the play back and says the penalty; the hand's score "
            "leaves it to the score sheet."
        ),
        {0: N_("none")},
    ),
    "tie_broken_by_going_out": RuleWords(
        N_("A tie at the target goes to the side that went out"),
        N_(
            "Whether an exact tie at the top once the target is reached is won by the side that went out in the "
            "last hand, instead of by both sides."
        ),
    ),
    "zip_code_wild": RuleWords(
        N_("A Zip Code may hold a wild card"),
        N_(
            "Whether the Zip Code of the Canasta League's whole list (groups of two, two, three, three and four) "
            "may hold one wild card in place of a natural card."
        ),
    ),
    "special_hand_values": RuleWords(
        N_("The table's own special-hand values"),
        N_(
            "What each special hand scores at this table, where the table scores a hand otherwise than the list in "
            "force; a hand not named scores as the list says."
        ),
    ),
    "special_hand_courtesy": RuleWords(
        N_("A special hand on the turn after the partner opened"),
        N_(
            "Whether a player may still show a special hand on the first turn after the partner made the side's "
            "initial meld."
        ),
    ),
    "untaken_talon_counts": RuleWords(
        N_("A talon not yet taken when the hand ends"),
        N_(
            "What a talon that was set aside but not yet joined to the hand costs when the hand ends: nothing, its "
            "threes as cards in hand or 100 each, or all its cards."
        ),
        {
            "nothing": N_("it counts nothing"),
            "threes": N_("its threes count against the side"),
            "threes-100": N_("each of its threes costs the side 100"),
            "all": N_("its cards count against the side, as cards in hand"),
        },
    ),
    "perfect_cut_bonus": RuleWords(
        N_("Bonus for a perfect cut"), N_("What the cutter's side earns for lifting exactly the cards the deal needs.")
    ),
    "go_out_blocked_by_unfinished": RuleWords(
        N_("Unfinished special melds block going out"),
        N_("Whether an unfinished meld of sevens, natural aces or wild cards keeps a side from going out."),
    ),
    "discard_restrictions": RuleWords(
        N_("Cards that may not be discarded"),
        N_("Which cards may not be discarded, or not onto an empty discard pile."),
        {
            "none": N_("no restrictions"),
            "modern-american": N_("the Modern American restrictions"),
        },
    ),
    "red_three_last_card": RuleWords(
        N_("A three as the last card of the stock"),
        N_("What happens when the last card of the stock is a three that would be laid out."),
        {
            "ends": N_("the hand ends at once"),
            "may-meld": N_("the player may still meld, but not discard"),
            "ends-kept-in-hand": N_("the hand ends, the three stays in the hand"),
        },
    ),
    "stock_end_must_take": RuleWords(
        N_("Taking the pile is a duty once the stock is used up"),
        N_(
            "Whether, once the stock is used up, a player must take a pile that is not frozen when its top card "
            "fits one of the side's melds, or may decline it and so end the hand."
        ),
    ),
    "wild_discard_judged": RuleWords(
        N_("Discarding a wild card from a hand of wild cards: when it is judged"),
        N_(
            "When it is judged whether a hand holds nothing but wild cards, which lets a wild card be discarded "
            "without going out: once the draw is made, before the turn's melds, or at the discard."
        ),
        {
            "after-drawing": N_("once the draw is made, before the turn's melds"),
            "at-discard": N_("at the discard"),
        },
    ),
    "special_hands": RuleWords(
        N_("Special hands"),
        N_("Which special hands a player who has not melded may show at once to go out, and what they score."),
        {
            "none": N_("no special hands"),
            "pagat": N_("the pagat.com list"),
            "cla": N_("the Canasta League of America list"),
            "cla-all": N_("the Canasta League of America's whole list, Zip Code and Dream Hands too"),
        },
    ),
    "threes_laid_out": RuleWords(
        N_("Threes laid out"),
        N_("Which threes are put face up in front of the side as soon as they are drawn, and replaced."),
        {
            "red": N_("red threes only"),
            "red-and-black": N_("red and black threes"),
        },
    ),
    "natural_canasta_bonus": RuleWords(
        N_("Natural canasta bonus"), N_("What a canasta of natural cards only earns on top of its cards.")
    ),
    "mixed_canasta_bonus": RuleWords(
        N_("Mixed canasta bonus"), N_("What a canasta with one or more wild cards earns on top of its cards.")
    ),
    "natural_ace_canasta_bonus": RuleWords(N_("Natural ace canasta bonus"), N_("What a canasta of natural aces earns.")),
    "mixed_ace_canasta_bonus": RuleWords(N_("Mixed ace canasta bonus"), N_("What a canasta of aces with wild cards earns.")),
    "sevens_canasta_bonus": RuleWords(N_("Sevens canasta bonus"), N_("What a canasta of sevens earns.")),
    "wild_canasta_jokers_bonus": RuleWords(N_("Canasta of jokers"), N_("What a canasta made of jokers only earns.")),
    "wild_canasta_twos_bonus": RuleWords(N_("Canasta of twos"), N_("What a canasta made of twos only earns.")),
    "wild_canasta_mixed_bonus": RuleWords(N_("Mixed wild canasta"), N_("What a canasta of jokers and twos together earns.")),
    "sequence_canasta_bonus": RuleWords(
        N_("Sequence canasta bonus"), N_("What a complete run of seven cards of one suit earns.")
    ),
    "concealed_natural_canasta_bonus": RuleWords(
        N_("Concealed natural canasta"),
        N_("What a canasta of natural cards earns when it is laid down while going out concealed."),
    ),
    "unfinished_sevens_penalty": RuleWords(
        N_("Unfinished meld of sevens"), N_("What a side loses when the hand ends with its meld of sevens unfinished.")
    ),
    "unfinished_aces_penalty": RuleWords(
        N_("Unfinished meld of aces"), N_("What a side loses when the hand ends with its meld of aces unfinished.")
    ),
    "unfinished_wild_penalty": RuleWords(
        N_("Unfinished wild meld"), N_("What a side loses when the hand ends with its meld of wild cards unfinished.")
    ),
    "held_aces_sevens_penalty": RuleWords(
        N_("Three aces or sevens held"),
        N_("What a player loses for holding three or more aces or sevens when the hand ends."),
    ),
    "go_out_bonus": RuleWords(N_("Going-out bonus"), N_("What a side earns when one of its players goes out.")),
    "concealed_bonus": RuleWords(
        N_("Going out concealed"), N_("What going out concealed earns instead of the usual going-out bonus.")
    ),
    "red_three_bonus": RuleWords(
        N_("Red three bonus"), N_("What each red three laid out earns, and what all four together earn.")
    ),
    "red_threes_scale": RuleWords(
        N_("Scale of the red threes"),
        N_("How the value of the red threes grows with their number."),
        {
            "double-from-four": N_("100 each, doubled for all four"),
            "full-set": N_("100 each, 1,000 for the full set"),
            "progressive": N_("progressive: 100, 200, 400 …"),
            "modern-american": N_("100, 300, 500, 1,000"),
        },
    ),
    "red_threes_condition": RuleWords(
        N_("When red threes count"),
        N_("When a side's red threes count for it, and when they count against it."),
        {
            "melded": N_("count for a side that has melded"),
            "two-canastas": N_("count for a side with two canastas"),
            "canasta-each": N_("each needs a canasta"),
            "canasta-for-all": N_("all count against the side unless each has a canasta"),
            "by-canastas": N_("by the number of canastas"),
        },
    ),
    "red_three_in_hand_penalty": RuleWords(
        N_("Red three left in hand"), N_("What a red three still in a hand counts against its side when the hand ends.")
    ),
    "black_threes_in_hand": RuleWords(
        N_("Black threes left in hand"),
        N_("What black threes left in a hand count when the hand ends."),
        {
            "card-value": N_("their card value"),
            "progressive": N_("progressive, like red threes"),
        },
    ),
    "no_canasta_melds_negative": RuleWords(
        N_("No canasta: melds count against you"),
        N_("Whether a side without a canasta at the end of the hand has its melds counted against it."),
    ),
    "concealed_doubles_negatives": RuleWords(
        N_("Going out concealed doubles the opponents' minus points"),
        N_("Whether going out concealed doubles what the opponents lose for the cards left in their hands."),
    ),
    "target_score": RuleWords(N_("Game target"), N_("How many points a side needs to win the game.")),
}
for _bonus in _OWN_BONUS_OPTIONAL:
    RULES[_bonus] = RuleWords(
        RULES[_bonus].title, RULES[_bonus].statement, {**RULES[_bonus].choices, None: N_("no bonus of its own")}
    )


def rule_title(rule: str) -> str:
    """A rule's title in the current language; the id itself for a rule without words."""
    words = RULES.get(rule)
    return _(words.title) if words is not None else rule


#: what a fixed rule says where the rule set in play widens it (``rule: (option, value, words)``): a card never
#: states the narrower rule to a move the wider one allows (a sequence under "melds are cards of one rank")
WIDER_STATEMENTS: dict[str, tuple[str, Any, str]] = {
    "meld-same-rank": (
        "sequences",
        True,
        N_(
            "All natural cards of a meld have the same rank, wild cards standing in for that rank; or the meld is a "
            "sequence: three or more cards of one suit in a row, without wild cards or threes."
        ),
    ),
    "threes": (
        "threes_laid_out",
        "red-and-black",
        N_("Threes are never melded like other ranks: red and black threes alike are laid out on their own."),
    ),
    "pile-whole": (
        "pile_wild_blocks",
        True,
        N_(
            "Whoever takes the discard pile takes every card above the topmost wild card in it (all of it where it "
            "holds none); that wild card and the cards below it stay."
        ),
    ),
    "pile-top-meld": (
        "pile_onto_existing_meld",
        True,
        N_(
            "The top card of the pile you take must go straight into a meld: a new one with cards from your hand, or "
            "one of your side's melds on the table."
        ),
    ),
}


def rule_statement(rule: str, ruleset: Any = None) -> str:
    """What a rule says, in the current language; empty for a rule without words. Given the rule set in play
    (a ``tutor.rules.variants.Ruleset``), as it says it there (:data:`WIDER_STATEMENTS`)."""
    wider = WIDER_STATEMENTS.get(rule)
    if wider is not None and ruleset is not None and getattr(ruleset, wider[0]) == wider[1]:
        return _(wider[2])
    words = RULES.get(rule)
    return _(words.statement) if words is not None else ""


def choice_words(option: str, value: Any) -> str | None:
    """An option value's words in the current language, where the value has some."""
    words = RULES.get(option)
    found = words.choices.get(value) if words is not None else None
    return _(found) if found is not None else None
