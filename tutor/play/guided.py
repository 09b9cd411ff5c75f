"""Guided whole hands: one prepared deal per rule system, played from the deal to the score sheet with the
learner at the bottom and the computer in the other seats. At each of the learner's turns the coach names the
rules that decide what is possible in that position, with its figures (``coach_lines``); at the end the score
sheet says what each line counts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _, format_number, ngettext
from ..rules.hints import meld_hints, pile_takes
from ..rules.referee import TALON_FIRST_SIDE, TALON_LATER_SIDE, TALON_MIN_STOCK
from ..rules.variants import CARD_POINTS
from ..words.cards import card_label, cards_text
from ..words.explain import move_summary

if TYPE_CHECKING:
    from ..rules.state import Position

#: per rule system, the prepared deal: (players, the deal's seed); the same cards every time
DEALS: dict[str, tuple[int, int]] = {
    "classic": (4, 1001),
    "samba": (4, 2002),
    "modern-american": (4, 3003),
    "strict": (2, 4004),
}

#: the coach's words at each of the learner's turns: the hand, then ``coach_lines`` of the position (one a line)
COACH = N_("Coach, hand {hand}:\n{advice}")


def deal_of(variant: str) -> tuple[int, int]:
    """(players, seed) of the guided hand of ``variant``."""
    return DEALS[variant]


def coach_lines(pos: Position) -> list[str]:
    """What decides the learner's turn in ``pos``, with this position's figures, in the current language: how
    many cards a draw brings, whether and how the pile may be taken (and the cards of the hand that would take
    it), the side's opening minimum against what its hand can lay, the bonus cards an opening would earn, the
    canastas going out needs. Each point is read from the referee's own knowledge, never restated."""
    rs = pos.ruleset
    team, alone = pos.team(), pos.plays_alone()
    lines = [
        ngettext(
            "A draw brings {count} card from the stock ({stock} left).",
            "A draw brings {count} cards from the stock ({stock} left).",
            rs.draw_count,
        ).format(count=rs.draw_count, stock=pos.stock_size)
    ]
    lines.extend(_pile_lines(pos))
    if not pos.has_melded(team):
        lines.extend(_opening_lines(pos))
    else:
        have = pos.canastas(team)
        lines.append(
            ngettext(
                "Going out needs {needed} canasta; you have {have}.",
                "Going out needs {needed} canastas; you have {have}.",
                rs.canastas_to_go_out,
            ).format(needed=rs.canastas_to_go_out, have=have)
            if alone
            else ngettext(
                "Going out needs {needed} canasta; your side has {have}.",
                "Going out needs {needed} canastas; your side has {have}.",
                rs.canastas_to_go_out,
            ).format(needed=rs.canastas_to_go_out, have=have)
        )
    return lines


def _pile_lines(pos: Position) -> list[str]:
    """Whether the pile may be taken now, by which rule, and with which cards of the hand."""
    top = pos.top
    if top is None:
        return [_("The pile is empty: draw from the stock.")]
    if (top.is_wild or top.is_three) and not pos.talon_size(pos.turn):
        return [_("The {top} on top blocks the pile for you: draw from the stock.").format(top=card_label(top))]
    rs, team = pos.ruleset, pos.team()
    reason = pos.frozen_as_players_say(team)  # none where every take needs a natural pair anyway
    freezer = pos.pile_freezer()
    named = {"top": card_label(top), "freezer": card_label(freezer) if freezer is not None else ""}
    locks = rs.pile_freezers == "wild-black-three"  # the strict version speaks of a lock, not a freeze
    if reason in ("wild", "red-three", "black-three") and locks:
        rule = _(
            "The {freezer} in the pile locks it: you may take it only with a natural pair from your hand that "
            "matches the {top}."
        )
    elif reason in ("wild", "red-three"):
        rule = _(
            "The pile is frozen by the {freezer}: you may take it only with a natural pair from your hand that "
            "matches the {top}."
        )
    elif reason == "not-melded" and pos.plays_alone():
        rule = _(
            "You have not opened, so the pile is frozen for you: only a natural pair from your hand that matches "
            "the {top} takes it."
        )
    elif reason == "not-melded":
        rule = _(
            "Your side has not opened, so the pile is frozen for you: only a natural pair from your hand that "
            "matches the {top} takes it."
        )
    elif rs.pile_natural_pair_always:
        rule = _("Under these rules the pile is taken only with a natural pair from your hand that matches the {top}.")
    else:
        rule = _("The pile is not frozen; the {top} lies on top.")
    lines = [rule.format(**named)]
    same = [card for card in pos.hands[pos.turn] if card.is_natural and card.rank is top.rank]
    if same:
        lines.append(_("You hold {cards}.").format(cards=cards_text(same)))
    else:
        lines.append(_("You hold no card of that rank."))
    takes = pile_takes(pos)
    if takes:
        lines.append(_("So you may take it, for instance: {move}.").format(move=move_summary(takes[0], pos)))
    else:
        lines.append(_("So you cannot take the pile now: draw from the stock."))
    return lines


def _opening_lines(pos: Position) -> list[str]:
    """The side's first meld: the minimum at its score, what the hand can lay towards it, the bonus cards."""
    rs, team, alone = pos.ruleset, pos.team(), pos.plays_alone()
    need, score = pos.initial_minimum(team), pos.scores[team]
    named = {"need": format_number(need), "score": format_number(score)}
    if rs.initial_in_one_meld:
        rule = (
            _("You have not opened: with a score of {score}, one meld alone must count {need}.")
            if alone
            else _("Your side has not opened: with a score of {score}, one meld alone must count {need}.")
        )
    else:
        rule = (
            _("You have not opened: with a score of {score}, your first melds must count {need} together.")
            if alone
            else _("Your side has not opened: with a score of {score}, its first melds must count {need} together.")
        )
    lines = [rule.format(**named)]
    if rs.initial_clean_meld:
        lines.append(_("One of them must be clean: natural cards only."))
    points = CARD_POINTS[rs.card_values]
    openings = [move for move in meld_hints(pos) if move.melds and not move.add]
    best = max(openings, key=lambda move: sum(points[c] for meld in move.melds for c in meld), default=None)
    if best is not None:
        cards = [card for meld in best.melds for card in meld]
        lines.append(
            _("From your hand {cards} make {points}: enough to open.").format(
                cards=cards_text(cards), points=format_number(sum(points[c] for c in cards))
            )
        )
    else:
        lines.append(_("No meld from your hand alone reaches it yet."))
    if rs.opening_talon:
        if pos.stock_size >= TALON_MIN_STOCK:
            others_opened = any(melds for side, melds in enumerate(pos.melds) if side != team)
            count = TALON_LATER_SIDE if others_opened else TALON_FIRST_SIDE
            lines.append(
                _(
                    "Opening from your hand now, not with the pile, sets {count} bonus cards aside for you: they "
                    "join your hand at your next turn."
                ).format(count=count)
            )
        else:
            lines.append(_("The turn card has been drawn: an opening no longer earns bonus cards."))
    return lines
