"""Why a legal move is legal: the checks it passed, with their numbers, and what it set off.

The referee says only *whether* a move is legal; this module reads the position before and after
a legal move and names what a player would want confirmed ("initial meld 70 ≥ 50", "the pile is
not frozen", "canasta of kings completed: natural", "two red threes laid out and replaced").
Reasons are language-free, like violations: a code, the rule it rests on and its numbers; the
words are at the edge (``tutor.words.explain.reason_text``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .melds import BLACK_THREES, RANK, SEQUENCE, WILD
from .moves import Discard, Draw, GoOut, MeldMove, Move, TakePile
from .referee import MoveInputError, rule_on
from .state import Position
from .variants import CARD_POINTS


class ReasonCode(StrEnum):
    """Why a legal move was accepted: the stable codes of ``--json``'s ``reasons`` (docs/position-extensions.md),
    worded at the edge (``tutor.words.explain.REASON_MESSAGES``)."""

    BLACK_THREE_STOPS = "black-three-stops"
    CANASTA_COMPLETED = "canasta-completed"
    CONCEALED_WAIVER = "concealed-waiver"
    DISCARDED = "discarded"
    DISCARDED_LAST = "discarded-last"
    DREW = "drew"
    HAND_ENDED = "hand-ended"
    INITIAL_MELD = "initial-meld"
    LAID_OFF = "laid-off"
    LAST_DISCARD = "last-discard"
    MELD_LAID = "meld-laid"
    OPENING_CANASTA = "opening-canasta"
    OPENING_PILE_TOP = "opening-pile-top"
    PARTNER_ADVICE = "partner-advice"
    PARTNER_AGREED = "partner-agreed"
    PARTNER_ASKED = "partner-asked"
    PILE_BLOCKED = "pile-blocked"
    PILE_DUTY = "pile-duty"
    PILE_FROZEN_BY_DISCARD = "pile-frozen-by-discard"
    PILE_FROZEN_PAIR = "pile-frozen-pair"
    PILE_NATURAL_AND_WILD = "pile-natural-and-wild"
    PILE_NATURAL_PAIR = "pile-natural-pair"
    PILE_NOT_FROZEN = "pile-not-frozen"
    PILE_TAKEN = "pile-taken"
    PILE_TOP_LAID_OFF = "pile-top-laid-off"
    PILE_TOP_MELDED = "pile-top-melded"
    SPECIAL_HAND = "special-hand"
    TALON_JOINED = "talon-joined"
    TALON_SET_ASIDE = "talon-set-aside"
    THREE_NOT_REPLACED = "three-not-replaced"
    PILE_THREE_NOT_REPLACED = "pile-three-not-replaced"
    THREES_FROM_PILE = "threes-from-pile"
    THREES_LAID_OUT = "threes-laid-out"
    WENT_OUT = "went-out"
    WILD_CARDS_WITHIN_LIMIT = "wild-cards-within-limit"


#: the conditions a ruling names so that it answers the point players argue about (what froze the pile, what of
#: the pile counts toward the opening, the wild-card limits, what a black three or a wild card discarded does),
#: besides what the move did: a rule in force stated in passing, not the rule a move is about
CONDITIONS = frozenset(
    {
        ReasonCode.BLACK_THREE_STOPS,
        ReasonCode.LAST_DISCARD,
        ReasonCode.OPENING_PILE_TOP,
        ReasonCode.PARTNER_AGREED,
        ReasonCode.PILE_FROZEN_BY_DISCARD,
        ReasonCode.PILE_NATURAL_AND_WILD,
        ReasonCode.THREES_FROM_PILE,
        ReasonCode.WILD_CARDS_WITHIN_LIMIT,
    }
)


#: what comes with a legal move without deciding it (the pile stopped or frozen for the next player, a canasta
#: completed, the bonus cards that joined the hand as the turn began): said with the ruling, but no rule the
#: verdict rests on, so no rule card goes with it
AFTERMATH = frozenset(
    {
        ReasonCode.BLACK_THREE_STOPS,
        ReasonCode.CANASTA_COMPLETED,
        ReasonCode.PILE_FROZEN_BY_DISCARD,
        ReasonCode.TALON_JOINED,
    }
)


@dataclass(frozen=True)
class Reason:
    """One check a legal move passed, or one thing it set off: a code, the rule's id and the values its words name."""

    code: ReasonCode
    rule: str
    params: dict[str, Any] = field(default_factory=dict)


#: the reasons that tell at a glance why an offered move works, in order of preference
HEADLINE_CODES = (
    ReasonCode.INITIAL_MELD,
    ReasonCode.OPENING_CANASTA,
    ReasonCode.CONCEALED_WAIVER,
    ReasonCode.CANASTA_COMPLETED,
)


def headline(before: Position, move: Move) -> Reason | None:
    """The one reason worth showing beside a move offered instead of a refused one (its opening count,
    the natural pair a frozen pile asks for …), or None when it needs no saying."""
    try:
        after = rule_on(before, move)[1]
    except MoveInputError:
        return None
    if after is None:
        return None
    reasons = {r.code: r for r in legal_reasons(before, move, after)}
    return next((reasons[code] for code in HEADLINE_CODES if code in reasons), None)


def legal_reasons(before: Position, move: Move, after: Position) -> list[Reason]:
    """The reasons ``move`` (legal in ``before``, leading to ``after``) was accepted, in the order checked."""
    seat, team = before.turn, before.team()
    reasons: list[Reason] = []
    # Modern American: the bonus cards set aside for the seat join its hand as its turn starts
    talon = before.talon_size(seat) - after.talon_size(seat)
    if talon > 0:
        reasons.append(Reason(ReasonCode.TALON_JOINED, "opening_talon", {"count": talon}))
    if isinstance(move, Draw):  # every card taken from the stock, a three laid out and those replacing it too
        drawn = before.stock_size - after.stock_size
        reasons.append(Reason(ReasonCode.DREW, "draw_count", {"count": drawn, "stock": after.stock_size}))
    if isinstance(move, TakePile):
        reasons += _pile_reasons(before, move)
    if isinstance(move, GoOut) and move.permission is not None and before.partners(seat):
        # when the question was asked: it decides whether it could be asked at all (go_out_ask_moment)
        moment = "after-drawing"
        if before.melded_after_drawing:
            moment = "after-melding"
        elif before.took_pile_this_turn:
            moment = "after-pile"
        reasons.append(Reason(ReasonCode.PARTNER_ASKED, "go_out_ask_moment", {"moment": moment, "answer": move.permission}))
    # legal after a partner's no only where it is advice (a player alone has nobody to ask)
    if isinstance(move, GoOut) and move.permission == "no" and before.partners(seat):
        reasons.append(Reason(ReasonCode.PARTNER_ADVICE, "partner_answer_binds", {}))
    if isinstance(move, GoOut) and move.permission == "yes" and before.partners(seat):
        binds = before.ruleset.partner_answer_binds
        reasons.append(Reason(ReasonCode.PARTNER_AGREED, "partner_answer_binds", {"binds": binds}))
    if isinstance(move, (MeldMove, GoOut)):
        reasons += _table_reasons(before, after, team, {a.to for a in move.add if a.team in (None, team)})
    if isinstance(move, (TakePile, MeldMove, GoOut)):
        reasons += _opening_reasons(before, move, after)
        reasons += _canasta_reasons(before, after, team)
    if isinstance(move, Discard):
        if after.ended:
            reasons.append(Reason(ReasonCode.DISCARDED_LAST, "go-out-empty", {"card": move.card.text}))
        else:
            reasons.append(Reason(ReasonCode.DISCARDED, "turn-phases", {"card": move.card.text, "next": after.turn}))
            reasons += _discard_reasons(before, move, after)
        set_aside = after.talon_size(seat) - before.talon_size(seat)
        if set_aside > 0:
            reasons.append(Reason(ReasonCode.TALON_SET_ASIDE, "opening_talon", {"count": set_aside}))
    threes = (
        len(after.red_threes[team])
        + len(after.black_threes[team])
        - (len(before.red_threes[team]) + len(before.black_threes[team]))
    )
    if isinstance(move, TakePile):  # those that came with the pile are said on their own
        threes -= _threes_in_pile(before)
    if threes > 0 and after.no_discard and not before.no_discard:
        # the stock's last card was a three: nothing replaced it, and this turn ends without a discard
        reasons.append(Reason(ReasonCode.THREE_NOT_REPLACED, "red_three_last_card", {"count": threes}))
    elif threes > 0:
        # the stock's last card was a three and the hand ends on it: nothing replaced that one
        replaced = {} if after.stock_size or not after.ended or after.went_out is not None else {"replaced": False}
        reasons.append(Reason(ReasonCode.THREES_LAID_OUT, "threes_laid_out", {"count": threes, **replaced}))
    if after.ended and not before.ended:
        if after.went_out is None:
            reasons.append(Reason(ReasonCode.HAND_ENDED, "red_three_last_card", {}))
        elif after.special_hand is not None:
            rs, hand = before.ruleset, after.special_hand
            # a hand the table scores its own way rests on that choice, which the ruling then names
            rule = "special_hand_values" if hand in rs.special_hand_values else "special_hands"
            reasons.append(Reason(ReasonCode.SPECIAL_HAND, rule, {"hand": hand, "value": rs.special_hand_value(hand)}))
        else:
            reasons.append(
                Reason(
                    ReasonCode.WENT_OUT,
                    "canastas_to_go_out",
                    {"have": after.canastas(team), "need": before.ruleset.canastas_needed, "concealed": after.concealed},
                )
            )
            last = move.discard if isinstance(move, GoOut) else None
            if last is not None and (last.is_black_three or last.is_wild):
                # the card players argue about when it ends a hand: a black three, or a wild card
                rule = "go_out_wild_discard" if last.is_wild else "stop-cards"
                reasons.append(Reason(ReasonCode.LAST_DISCARD, rule, {"card": last.text, "wild": last.is_wild}))
    if before.plays_alone(team):
        for reason in reasons:
            reason.params["alone"] = True
    return reasons


def _discard_reasons(before: Position, move: Discard, after: Position) -> list[Reason]:
    """What a discard does to the pile for the next player: a black three stops it, a wild card freezes it."""
    card = move.card
    if card.is_black_three:
        return [Reason(ReasonCode.BLACK_THREE_STOPS, "stop-cards", {"card": card.text, "next": after.turn})]
    # where every take needs a natural pair (Modern American), "frozen" is no word of the game
    if card.is_wild and not before.ruleset.pile_natural_pair_always and before.pile_freezer() is None:
        return [Reason(ReasonCode.PILE_FROZEN_BY_DISCARD, "pile_freezers", {"card": card.text})]
    return []


def _pile_reasons(before: Position, move: TakePile) -> list[Reason]:
    team = before.team()
    top = before.discard[-1]
    pair = sum(1 for c in move.with_ if not c.is_wild and c.rank is top.rank) >= 2
    frozen = before.frozen_reason(team)
    reasons = []
    if before.ruleset.pile_natural_pair_always:  # no frozen or open pile here: always a natural pair
        reasons.append(Reason(ReasonCode.PILE_NATURAL_PAIR, "pile_natural_pair_always", {"card": top.text}))
    elif frozen is None:
        reasons.append(Reason(ReasonCode.PILE_NOT_FROZEN, "pile_freezers", {"melded": before.has_melded(team)}))
    else:
        rule = "pile_frozen_before_initial" if frozen == "not-melded" else "pile_freezers"
        freezer = before.pile_freezer()
        by = freezer.text if freezer is not None and frozen != "not-melded" else None
        reasons.append(Reason(ReasonCode.PILE_FROZEN_PAIR, rule, {"card": top.text, "reason": frozen, "by": by}))
    naturals = [c for c in move.with_ if not c.is_wild]
    one_and_wild = len(naturals) == 1 and naturals[0].rank is top.rank and len(move.with_) > 1
    if frozen is None and one_and_wild and not before.ruleset.pile_natural_pair_always:
        # the point argued at an open pile: one natural card and a wild card are enough
        reasons.append(Reason(ReasonCode.PILE_NATURAL_AND_WILD, "pile_natural_and_wild", {"card": top.text}))
    if move.with_:
        reasons.append(
            Reason(
                ReasonCode.PILE_TOP_MELDED,
                "pile-top-meld",
                {"card": top.text, "with": [c.text for c in move.with_], "pair": pair},
            )
        )
    else:
        target = before.melds[team][move.to] if move.to is not None and move.to < len(before.melds[team]) else None
        reasons.append(
            Reason(ReasonCode.PILE_TOP_LAID_OFF, "pile_onto_existing_meld", {"card": top.text, "meld": meld_shape(target)})
        )
    if before.stock_size == 0 and before.must_take_pile():
        reasons.append(Reason(ReasonCode.PILE_DUTY, "stock_end_must_take", {"card": top.text}))
    lying = before.pile_left_lying()
    reasons.append(Reason(ReasonCode.PILE_TAKEN, "pile-whole", {"count": len(before.discard) - lying}))
    threes = _threes_in_pile(before)
    if threes and not before.ruleset.pile_red_three_replaced:  # laid out without a replacement, as the table plays
        reasons.append(Reason(ReasonCode.PILE_THREE_NOT_REPLACED, "pile_red_three_replaced", {"count": threes}))
    elif threes:  # the red three (or, where laid out, the black three) that comes with the pile
        red = all(card.is_red_three for card in before.discard[lying:-1] if card.is_three)
        reasons.append(Reason(ReasonCode.THREES_FROM_PILE, "threes_laid_out", {"count": threes, "red": red}))
    if lying:
        reasons.append(
            Reason(ReasonCode.PILE_BLOCKED, "pile_wild_blocks", {"card": before.discard[lying - 1].text, "count": lying})
        )
    return reasons


def _threes_in_pile(before: Position) -> int:
    """The threes a take of the pile lays out (and replaces from the stock)."""
    return sum(1 for card in before.discard[before.pile_left_lying() : -1] if before.ruleset.laid_out(card))


def _opening_reasons(before: Position, move: TakePile | MeldMove | GoOut, after: Position) -> list[Reason]:
    """The initial meld's count against the minimum, when this move opened the side."""
    team = before.team()
    if before.has_melded(team) or not after.melds[team]:
        return []
    rs = before.ruleset
    points = CARD_POINTS[rs.card_values]
    have = sum(points[c] for meld in after.melds[team] for c in meld.cards)
    if isinstance(move, TakePile) and not rs.initial_pile_top_counts:
        have -= points[before.discard[-1]]
    need = before.initial_minimum(team)
    if isinstance(move, GoOut) and have < need:
        return [Reason(ReasonCode.CONCEALED_WAIVER, "concealed_waives_minimum", {"have": have, "need": need})]
    if have < need and rs.initial_canasta_suffices:
        reasons = [Reason(ReasonCode.OPENING_CANASTA, "initial_canasta_suffices", {"have": have, "need": need})]
    else:
        reasons = [
            Reason(ReasonCode.INITIAL_MELD, "initial_minimums", {"have": have, "need": need, "score": before.scores[team]})
        ]
    if isinstance(move, TakePile):  # what of the pile counts toward the minimum: the point argued at an opening
        top = before.discard[-1]
        taken = len(before.discard) - 1 - before.pile_left_lying()
        params = {"card": top.text, "counts": rs.initial_pile_top_counts, "taken": taken}
        reasons.append(Reason(ReasonCode.OPENING_PILE_TOP, "initial_pile_top_counts", params))
    return reasons


def _table_reasons(before: Position, after: Position, team: int, laid_onto: set[int]) -> list[Reason]:
    """Each new meld with its natural and wild cards, and each meld that grew: by a lay-off (``laid_onto``: the
    melds the move names), or by a new meld of its rank joining it where a side keeps one meld per rank."""
    was = before.melds[team]
    reasons = []
    melds = after.melds[team]
    for i, meld in enumerate(melds):
        if i >= len(was):
            # the rule that lets this meld lie as it does: a run of one suit, a meld of wild cards, a second meld of
            # a rank, black threes going out (a rule card that fits the meld, not "cards of one rank" for a run)
            if meld.kind == BLACK_THREES:
                rule = "black_three_meld_max"
            elif meld.kind == SEQUENCE:
                rule = "sequences"
            elif meld.kind == WILD:
                rule = "wild_melds"
            elif meld.kind == RANK and any(m.kind == RANK and m.rank is meld.rank for m in melds[:i]):
                rule = "melds_per_rank"
            else:
                rule = "meld-same-rank"
            reasons.append(
                Reason(
                    ReasonCode.MELD_LAID, rule, {"meld": meld_shape(meld), "naturals": meld.naturals, "wilds": meld.wilds}
                )
            )
            if meld.kind == RANK and meld.wilds:
                reasons.append(_wild_limit(before, meld))
        elif meld.size > was[i].size:
            rule = "own-melds" if i in laid_onto else "melds_per_rank"
            reasons.append(Reason(ReasonCode.LAID_OFF, rule, {"meld": meld_shape(meld), "added": meld.size - was[i].size}))
            if meld.kind == RANK and meld.wilds > was[i].wilds:
                reasons.append(_wild_limit(before, meld))
    return reasons


def _wild_limit(before: Position, meld) -> Reason:
    """A meld of one rank with wild cards, and the limits it keeps: at most so many wild cards, fewer wild than
    natural cards (the wild-card limits players argue about)."""
    rs = before.ruleset
    limit = rs.max_wilds
    rule = "max_wilds" if limit is not None or not rs.naturals_outnumber_wilds else "naturals_outnumber_wilds"
    params = {
        "meld": meld_shape(meld),
        "naturals": meld.naturals,
        "wilds": meld.wilds,
        "max": limit,
        "outnumber": rs.naturals_outnumber_wilds,
    }
    return Reason(ReasonCode.WILD_CARDS_WITHIN_LIMIT, rule, params)


def _canasta_reasons(before: Position, after: Position, team: int) -> list[Reason]:
    """Each canasta the move completed, with its kind."""
    from .scoring import canasta_kind

    was = before.melds[team]
    reasons = []
    for i, meld in enumerate(after.melds[team]):  # melds keep their places; new ones come last
        if meld.is_canasta and not (i < len(was) and was[i].is_canasta):
            reasons.append(
                Reason(
                    ReasonCode.CANASTA_COMPLETED,
                    "canasta-kinds",
                    {"meld": meld_shape(meld), "kind": canasta_kind(meld, before.ruleset), "size": meld.size},
                )
            )
    return reasons


def meld_shape(meld) -> dict[str, Any] | None:
    """A meld as the edge words it: its rank (or sequence suit) and size."""
    if meld is None:
        return None
    if meld.kind == RANK:
        return {"rank": meld.rank.symbol, "size": meld.size}
    if meld.kind == SEQUENCE:
        return {"suit": meld.suit.value, "size": meld.size}
    if meld.kind == BLACK_THREES:
        return {"black_threes": True, "size": meld.size}
    return {"wild": True, "size": meld.size}
