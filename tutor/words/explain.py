"""Words for the referee's codes: explanations, rule names, sources, in the current language.

The referee returns codes and numbers; this module, at the edge, turns them
into sentences at display time, so a language switch re-renders them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from .. import i18n
from ..i18n import N_, _, format_number, ngettext
from ..rules.cards import Card, Rank, Suit
from ..rules.errors import InputError
from ..rules.moves import Addition, Discard, GoOut, MeldMove, TakePile
from ..rules.presets import FR_TURN as TAKEN_BACK
from ..rules.presets import ByPlayers
from ..rules.reasons import ReasonCode, meld_shape
from ..rules.rulebook import sources_of
from ..rules.special_hands import WINS_THE_GAME
from ..rules.violations import MISMELD_CODES, Code, Violation
from . import rule_words
from .cards import SUIT_NAMES, card_label, cards_text, rank_label
from .files import os_reason
from .rule_words import rule_title
from .seats import player_name, side_label
from .sources import citation_short
from .systems import VARIANT_NAMES, variant_name

ACTION_NAMES = {
    "draw": N_("draw"),
    "take-pile": N_("take the pile"),
    "meld": N_("meld"),
    "discard": N_("discard"),
    "go-out": N_("go out"),
}


def _card(text: str | None) -> str:
    if not text:
        return ""
    return card_label(Card.parse(text))


def rule_reference(violation: Violation) -> str:
    """The rule and its sources, e.g. ``Frozen pile (canasta.ch, “…”; règle-fr, “…”)``; for an option the table
    set itself, its value too, and the sources of that reading (or that none has it)."""
    return rule_with_sources(violation.rule, violation.citations, violation.params, violation.follows)


def reason_reference(reason, ruleset) -> str:
    """The rule a reason for allowing a move rests on, with the sources of the rule system in play."""
    citations, follows = sources_of(reason.rule, ruleset)
    return rule_with_sources(reason.rule, citations, {}, follows)


def rule_with_sources(rule: str, citations, params: dict, follows: str = "") -> str:
    """:func:`rule_reference` of a rule with these citations, for a refusal or for a reason a move was allowed
    (``follows``: the system in play, where it has the rule from Classic Canasta)."""
    title = rule_title(rule)
    if "table_choice" in params:
        title = _("{rule}: {value}, as this table plays it").format(
            rule=title, value=value_words(params["table_choice"], rule)
        )
        if not citations:
            return _("{rule} (a house rule no source document has)").format(rule=title)
    if not citations:
        return title
    sources = _("; ").join(citation_short(c) for c in citations)
    if follows:  # a rule the system in play has from Classic Canasta
        return _("{rule} (Classic Canasta's rule, which {system} follows: {sources})").format(
            rule=title, system=variant_name(follows), sources=sources
        )
    return _("{rule} ({sources})").format(rule=title, sources=sources)


def other_reading_line(reading) -> str:
    """One of the sources' other readings (tutor.rules.readings.OtherReading) and how it would rule."""
    choice = _reading_words(reading)
    return (
        _("{reading}: the move would be legal.") if reading.legal else _("{reading}: the move would be refused.")
    ).format(reading=choice)


def _reading_words(reading) -> str:
    choice = _("{rule}: {value}").format(rule=rule_title(reading.option), value=value_words(reading.value, reading.option))
    if reading.citations:
        sources = _("; ").join(citation_short(c) for c in reading.citations)
        if reading.follows:  # the system in play has the option from Classic Canasta: so are its readings
            sources = _("a reading of Classic Canasta, whose rule {system} follows: {sources}").format(
                system=variant_name(reading.follows), sources=sources
            )
        choice = _("{rule} ({sources})").format(rule=choice, sources=sources)
    return choice


def combined_reading_line(combined) -> str:
    """Two readings that together make the move legal (tutor.rules.readings.CombinedReading)."""
    first, second = combined.readings
    return _("Under two readings together, the move would be legal: {first}, and {second}.").format(
        first=_reading_words(first), second=_reading_words(second)
    )


def profiles_line(names: Sequence[str]) -> str:
    """The table's profiles that play a reading named in a ruling."""
    quoted = [_("“{name}”").format(name=name) for name in names]
    return ngettext("Your profile {names} plays it.", "Your profiles {names} play it.", len(names)).format(
        names=", ".join(quoted)
    )


def one_of(choices: tuple) -> str:
    """``2, 3, 4 or 6``: choices of which one is meant, in the current language."""
    words = [format_number(c) if isinstance(c, int) else str(c) for c in choices]
    if len(words) < 2:
        return "".join(words)
    return _("{first} or {last}").format(first=", ".join(words[:-1]), last=words[-1])


def input_error(error: InputError) -> str:
    """An input error in the current language, prefixed with the field it concerns.

    Field names and parameters can come from the file itself, so each is made printable and
    short: the result is always one line that cannot move the cursor or pose as a verdict.
    """
    params = {k: printable(v) if isinstance(v, str) else v for k, v in error.params.items()}
    for key, value in params.items():
        if isinstance(value, tuple):  # the choices there are: "2, 3, 4 or 6"
            params[key] = one_of(value)
        elif isinstance(value, OSError):  # why a file could not be read, in words (an input is read, not written)
            params[key] = os_reason(value, reading=True)
    if error.params.get("variant") in VARIANT_NAMES:
        params["variant"] = variant_name(error.params["variant"])
    message = _(error.template).format(**params)
    field = printable(error.field, 160)
    return _("{field}: {message}").format(field=field, message=message) if field else message


def move_summary(move, pos=None) -> str:
    """A move as a short line: what it does and its cards, a group for each meld ("take the pile: K♠ K♥ ·
    J♥ J♦ J♣"). Given the position, a lay-off says onto which meld ("add 2♣ to the K meld (4 cards)")."""
    additions: tuple[Addition, ...] = getattr(move, "add", ())

    def meld_named(index: int, team: int | None = None) -> str | None:
        """Meld ``index`` of ``team`` (the mover's, if None) in words, given the position."""
        if pos is None:
            return None
        melds = pos.melds[pos.team() if team is None else team]
        return meld_words(meld_shape(melds[index])) if 0 <= index < len(melds) else None

    def target(addition: Addition) -> str | None:
        return meld_named(addition.to, addition.team)

    if isinstance(move, MeldMove) and not move.melds and len(additions) == 1 and target(additions[0]):
        return _("add {cards} to {meld}").format(cards=cards_text(additions[0].cards), meld=target(additions[0]))
    groups = [cards_text(move.with_)] if isinstance(move, TakePile) and move.with_ else []
    if isinstance(move, TakePile) and move.to is not None:  # the top card goes onto a meld of the side
        top = card_label(pos.discard[-1]) if pos is not None and pos.discard else _("the top card")
        groups.append(_("{cards} onto {meld}").format(cards=top, meld=meld_named(move.to) or _("a meld")))
    groups += [cards_text(meld) for meld in getattr(move, "melds", ())]
    for addition in additions:
        meld = target(addition)
        cards = cards_text(addition.cards)
        groups.append(_("{cards} onto {meld}").format(cards=cards, meld=meld) if meld else cards)
    if isinstance(move, Discard):
        groups.append(card_label(move.card))
    if isinstance(move, GoOut) and move.discard is not None:
        groups.append(_("discard {card}").format(card=card_label(move.discard)) if groups else card_label(move.discard))
    action = _(ACTION_NAMES[move.action])
    if isinstance(move, MeldMove) and not move.melds:  # only lay-offs: said as such, not as a new meld
        action = _("lay off")
    if isinstance(move, GoOut) and move.permission is not None:  # asking is part of the move, and may decide it
        action = (
            _("go out, the partner having said yes") if move.permission == "yes" else _("go out, the partner having said no")
        )
    if not groups:
        return action
    return _("{action}: {cards}").format(action=action, cards=" · ".join(groups))


def option_value(value, option: str | None = None) -> str:
    """An option's value as a person reads it: yes/no, a number in the language's form, a choice in words."""
    words = rule_words.choice_words(option, value) if option is not None else None
    if words is not None:
        return words
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None:
        return _("none")
    if isinstance(value, int):
        return format_number(value)
    return str(value)


def value_words(value: Any, option: str | None = None) -> str:
    """An option value in words: yes/no, numbers in the language's form, choices as ``explain`` words them."""
    if isinstance(value, ByPlayers):
        parts = [
            _("{players} players: {value}").format(players=option_value(n), value=value_words(v, option))
            for n, v in sorted(value.values.items())
        ]
        return _("; ").join(parts)
    if isinstance(value, str):
        return option_value(value, option)
    if isinstance(value, Mapping):  # a table's own figure for each special hand
        if not value:
            return _("as the list in force scores them")
        return _("; ").join(
            _("{hand}: {points}").format(hand=special_hand_name(hand), points=format_number(points))
            for hand, points in value.items()
        )
    if isinstance(value, (tuple, list)) and value and all(isinstance(v, (tuple, list)) for v in value):
        bands = list(value)
        return _("; ").join(
            _minimum_words(low, minimum, bands[i + 1][0] if i + 1 < len(bands) else None)
            for i, (low, minimum) in enumerate(bands)
        )
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


def set_aside_message(item) -> str:
    """What to tell the user about an unreadable file of theirs (a ``storage.SetAside``) kept under a new name,
    and why, where the reader said."""
    reason = getattr(item, "reason", None)
    if reason is not None:
        return _("{path} could not be read ({reason}); it was kept as {backup} and a new one will be started.").format(
            path=printable(str(item.path), 200), reason=input_error(reason), backup=printable(item.backup.name, 200)
        )
    return _("{path} could not be read; it was kept as {backup} and a new one will be started.").format(
        path=printable(str(item.path), 200), backup=printable(item.backup.name, 200)
    )


def printable(text: str, limit: int = 80) -> str:
    """``text`` with control, format and line-separator characters escaped, shortened in the middle to ``limit``."""
    out = []
    for ch in text:
        if unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) in ("Zl", "Zp"):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    result = "".join(out)
    if len(result) <= limit:
        return result
    # Keep both ends: a path's file name and a value's start say the most.
    half = (limit - 1) // 2
    return result[:half] + "…" + result[-half:]


def _player(seat, params: dict) -> str:
    """A seat named as the screen that shows the words names it (``seat_name`` given to explain or reason_text:
    "Left opponent" at a practice table), else "Player 2"."""
    if not isinstance(seat, int):
        return str(seat)
    named = params.get(_SEAT_NAME)
    return named(seat) if named is not None else player_name(seat)


#: the key under which explain and reason_text hand their ``seat_name`` to the messages
_SEAT_NAME = "_seat_name"


def _wrong_phase(p: dict) -> str:
    if p.get("phase") == "ended":
        return _("The hand is over: no more moves can be made.")
    if p.get("phase") == "draw":
        return _("First draw from the stock or take the pile; only then may you {action}.").format(
            action=_(ACTION_NAMES.get(p.get("action", ""), ""))
        )
    return _("You have already drawn this turn: now meld, or end your turn with a discard.")


def _frozen(p: dict) -> str:
    card = _card(p.get("card"))
    reason = p.get("reason")
    if reason == "not-melded":
        if p.get("alone"):
            return _(
                "You have not melded yet, so the pile is frozen for you: only a natural pair from your hand that "
                "matches the {card} may take it."
            ).format(card=card)
        return _(
            "Your side has not melded yet, so the pile is frozen for you: only a natural pair "
            "from your hand that matches the {card} may take it."
        ).format(card=card)
    if reason == "black-three":
        return _(
            "A black three ({freezer}) in the pile locks it until someone takes it: only a natural "
            "pair from your hand that matches the {card} may take it."
        ).format(card=card, freezer=_card(p.get("freezer")))
    if reason == "red-three":
        return _(
            "The pile is frozen by a red three ({freezer}) in it: only a natural pair from your "
            "hand that matches the {card} may take it."
        ).format(card=card, freezer=_card(p.get("freezer")))
    return _(
        "The pile is frozen by a wild card ({freezer}) in it: only a natural pair from your hand "
        "that matches the {card} may take it."
    ).format(card=card, freezer=_card(p.get("freezer")))


def _too_many_wilds(p: dict) -> str:
    if p.get("max") == 0:
        return _("No wild card may join this meld under these rules.")
    return ngettext(
        "A meld may hold at most {max} wild card; this one would have {have}.",
        "A meld may hold at most {max} wild cards; this one would have {have}.",
        p["max"],
    ).format(max=p["max"], have=p["have"])


def _threes(p: dict) -> str:
    if p.get("going_out") and p.get("max"):
        return _(
            "When going out, black threes may be melded only as a group of 3 to {max} cards, without wild cards."
        ).format(max=p["max"])
    return _("Threes cannot be melded; black threes only when going out, without wild cards.")


MESSAGES: dict[Code, Callable[[dict], str]] = {
    Code.NOT_YOUR_TURN: lambda p: _("It is {turn}'s turn, not {seat}'s.").format(
        turn=_player(p.get("turn"), p), seat=_player(p.get("seat"), p)
    ),
    Code.WRONG_PHASE: _wrong_phase,
    Code.CARD_NOT_IN_HAND: lambda p: _("The {card} is not in your hand.").format(card=_card(p["card"])),
    Code.PILE_CARD_NOT_YET_TAKEN: lambda p: _(
        "The {card} is still buried in the pile: only the top card may be used to take the pile; the "
        "rest comes into your hand afterwards."
    ).format(card=_card(p["card"])),
    Code.STOCK_EMPTY: lambda p: (
        _(
            "The stock is empty: there is nothing left to draw. These rules make you take the pile: it is not frozen "
            "and its top card fits one of your side's melds."
        )
        if p.get("must_take")
        else _(
            "The stock is empty: there is nothing left to draw. Take the pile if you can; "
            "otherwise the hand ends here and is scored without a bonus for going out."
        )
    ),
    Code.PILE_EMPTY: lambda p: _("The discard pile is empty: there is nothing to take."),
    Code.PILE_TOP_WILD: lambda p: _(
        "A wild card ({card}) lies on top of the pile: it blocks the pile for the next player."
    ).format(card=_card(p["card"])),
    Code.PILE_TOP_BLACK_THREE: lambda p: _(
        "A black three ({card}) lies on top of the pile: it blocks the pile for the next player."
    ).format(card=_card(p["card"])),
    Code.PILE_FROZEN: _frozen,
    Code.PILE_NEEDS_NATURAL_PAIR: lambda p: _(
        "Under these rules only a natural pair from your hand that matches the {card} may take the pile."
    ).format(card=_card(p["card"])),
    Code.PILE_TOP_UNMATCHED: lambda p: (
        _("A three ({card}) lies on top of the pile: no meld can take it, so the pile is blocked.")
        if p.get("reason") == "three"
        else _(
            "These rules do not let the {card} from the pile go onto a meld already on the table: it must start a new "
            "meld with a natural pair of its rank from your hand."
        )
        if p.get("reason") == "onto-meld"
        else _("The {card} on top of the pile does not make a valid meld with the cards you named.")
    ).format(card=_card(p["card"])),
    Code.PILE_SINGLE_CARD: lambda p: _("With a single card in your hand you may not take a pile that holds only one card."),
    Code.PILE_TOP_TO_CANASTA: lambda p: _(
        "Under these rules the pile may not be taken to add the {card} to a finished canasta, unless with a "
        "natural pair from your hand."
    ).format(card=_card(p["card"])),
    Code.MELD_TOO_SMALL: lambda p: ngettext(
        "A meld needs at least three cards; this one has {size}.",
        "A meld needs at least three cards; this one has {size}.",
        p["size"],
    ).format(size=p["size"]),
    Code.MELD_MIXED_RANKS: lambda p: (
        _("The natural cards of a meld must all have the same rank, or be a run of one suit.")
        if p.get("runs")
        else _("The natural cards of a meld must all have the same rank.")
    ),
    Code.MELD_BAD_SEQUENCE: lambda p: _(
        "A sequence is 3 to {max} consecutive natural cards of one suit, without wild cards or threes."
    ).format(max=p.get("max", 7)),
    Code.MELD_TOO_FEW_NATURALS: lambda p: (
        ngettext(
            "After the opening a wild card may join only a meld of at least {need} natural card; this one has {have}.",
            "After the opening a wild card may join only a meld of at least {need} natural cards; this one has {have}.",
            p["need"],
        )
        if p.get("wild_entry")
        else ngettext(
            "A meld needs at least {need} natural card; this one has {have}.",
            "A meld needs at least {need} natural cards; this one has {have}.",
            p["need"],
        )
    ).format(need=p["need"], have=p["have"]),
    Code.MELD_TOO_MANY_WILDS: _too_many_wilds,
    Code.MELD_ALL_WILD: lambda p: _("A meld of wild cards only is not allowed under these rules."),
    Code.MELD_THREES: _threes,
    Code.MELD_OPPONENT: lambda p: _("You may not lay cards on the other side's melds."),
    Code.CANASTA_NO_WILD: lambda p: _("Under these rules no wild card may be added to a finished canasta."),
    Code.MELD_TOO_LARGE: lambda p: ngettext(
        "This meld may have at most {max} card; it would have {size}.",
        "This meld may have at most {max} cards; it would have {size}.",
        p["max"],
    ).format(max=p["max"], size=p["size"]),
    Code.INITIAL_MELD_TOO_LOW: lambda p: (
        (
            _("Your first meld must count at least {need} points (your score is {score}); these cards count only {have}.")
            if p.get("alone")
            else _(
                "Your side's first meld must count at least {need} points (its score is {score}); these cards count "
                "only {have}."
            )
        ).format(need=format_number(p["need"]), have=format_number(p["have"]), score=format_number(p["score"]))
        + (
            " "
            + _("Going out in one turn does not spare the minimum under these rules ({rule}: no).").format(
                rule=rule_title(p["no_waiver"])
            )
            if p.get("no_waiver")
            else ""
        )
        + (
            " "
            + _(
                "The {card} taken from the pile does not count towards it: under these rules the pile's top card "
                "never counts for the initial meld."
            ).format(card=_card(p["top_left_out"]))
            if p.get("top_left_out")
            else ""
        )
        + (
            " " + _("At this table one meld alone must reach it: {have} is the count of the best meld, not of all of them.")
            if p.get("one_meld")
            else ""
        ).format(have=format_number(p["have"]))
    ),
    Code.GO_OUT_NEEDS_CANASTA: lambda p: (
        _no_natural_canasta(p)
        if p.get("natural")
        else ngettext(
            "To go out you need {need} canasta; you have {have}.",
            "To go out you need {need} canastas; you have {have}.",
            p["need"],
        )
        if p.get("alone")
        else ngettext(
            "To go out your side needs {need} canasta; it has {have}.",
            "To go out your side needs {need} canastas; it has {have}.",
            p["need"],
        )
    ).format(need=p["need"], have=p["have"]),
    Code.GO_OUT_NOT_EMPTY: lambda p: ngettext(
        "Going out must empty your hand, but {left} card would remain.",
        "Going out must empty your hand, but {left} cards would remain.",
        p["left"],
    ).format(**p),
    Code.GO_OUT_MUST_DISCARD: lambda p: _("Under these rules you can only go out with a final discard."),
    Code.MUST_KEEP_CARD: lambda p: (
        _no_natural_canasta(p, keep=True)
        if p.get("natural")
        else ngettext(
            "You have {have} of the {need} canasta needed to go out, so you must keep at least one card after your discard.",
            "You have {have} of the {need} canastas needed to go out, so you must keep at least one card after your "
            "discard.",
            p["need"],
        )
        if p.get("alone")
        else ngettext(
            "Your side has {have} of the {need} canasta needed to go out, so you must keep at least one card "
            "after your discard.",
            "Your side has {have} of the {need} canastas needed to go out, so you must keep at least one card "
            "after your discard.",
            p["need"],
        )
    ).format(need=p["need"], have=p["have"]),
    Code.PARTNER_REFUSED: lambda p: _("Your partner answered no, and the answer binds: you may not go out."),
    Code.GO_OUT_ASKED_BEFORE: lambda p: (
        _(
            "You have already asked your partner this hand, and a player may ask only once per hand. You may still "
            "go out without asking."
        )
        if p.get("own")
        else _(
            "Your side has already asked this hand, and a side may ask only once per hand. You may still go out "
            "without asking."
        )
    ),
    Code.GO_OUT_ASKED_TOO_LATE: lambda p: (
        _(
            "You asked your partner after melding more than the pile's top card this turn: the question may be "
            "asked only straight after taking the pile, before any further meld."
        )
        if p.get("took_pile")
        else _(
            "You asked your partner after melding this turn: the question may be asked only straight after "
            "drawing, before any meld. You may still go out without asking."
        )
    ),
    Code.PARTNER_NOT_ASKED: lambda p: _("Under these rules you must ask your partner before going out."),
    Code.MELD_NOT_CLEAN: lambda p: _(
        "The initial meld must include a clean meld: three or more natural cards of one rank, without wild cards."
    ),
    Code.DISCARD_NOT_ALLOWED: lambda p: _discard_not_allowed(p),
    Code.MELD_DEAD_RANK: lambda p: (
        _(
            "A canasta of wild cards is already complete, so wild melds are dead: no side may start or extend "
            "one. Mixed and natural melds still take wild cards."
        )
        if p.get("wild")
        else _(
            "A canasta of this rank is already complete, so the rank is dead: no side may meld it or take the pile with it."
        )
    ),
    Code.SPECIAL_HAND_AFTER_MELD: lambda p: (
        _(
            "These cards make the special hand {hand}; but a special hand takes the place of the initial meld, and "
            "you have melded already, so it cannot end the hand now."
        )
        if p.get("alone")
        else _(
            "These cards make the special hand {hand}; but a special hand takes the place of the initial meld, and "
            "your side has melded already, so it cannot end the hand now."
        )
    ).format(hand=special_hand_described(p["hand"])),
    Code.SPECIAL_HAND_UNKNOWN: lambda p: _(
        "Shown all at once, these {cards} cards are none of the special hands of these rules, so they cannot "
        "end the hand; a side that has not melded goes out only with a special hand or after melding."
    ).format(cards=p["cards"]),
    Code.GO_OUT_UNFINISHED_MELD: lambda p: (
        _("You still have an unfinished meld of aces, sevens or wild cards, so you may not go out.")
        if p.get("alone")
        else _("Your side still has an unfinished meld of aces, sevens or wild cards, so it may not go out.")
    ),
    Code.SEAT_SITTING_OUT: lambda p: _(
        "{seat} sits out this hand: at this table six players play as three pairs, and one pair sits out each "
        "hand in turn. Only the two pairs at the table play; it is {turn}'s turn."
    ).format(seat=_player(p.get("seat"), p), turn=_player(p.get("turn"), p)),
    Code.WILD_MELD_UNFINISHED: lambda p: (
        _("You have an unfinished meld of wild cards: until it is a canasta, wild cards may go into no other meld.")
        if p.get("alone")
        else _(
            "Your side has an unfinished meld of wild cards: until it is a canasta, wild cards may go into no other meld."
        )
    ),
}


def _no_natural_canasta(p: dict, keep: bool = False) -> str:
    """The canastas to go out are there, but none is natural where the table asks for one
    (``go_out_natural_and_mixed``); formatted with ``need`` and ``have`` by the caller."""
    if keep:
        if p.get("alone"):
            return _(
                "You have {have} canastas, but none is natural, and this table asks for a natural one to go out: you "
                "must keep at least one card after your discard."
            )
        return _(
            "Your side has {have} canastas, but none is natural, and this table asks for a natural one to go out: "
            "you must keep at least one card after your discard."
        )
    if p.get("alone"):
        return _("To go out you need a natural canasta among your {need} canastas; you have none.")
    return _("To go out your side needs a natural canasta among its {need} canastas; it has none.")


def _discard_not_allowed(p: dict) -> str:
    reason = p.get("reason")
    if reason == "red-three-last":
        return _("The stock ended on a red three: you may still meld, but no discard may follow.")
    if reason == "three":
        return _("Threes may never be discarded under these rules.")
    if reason == "wild":
        return _("A wild card may only be discarded to go out, or when your hand holds nothing else.")
    if reason == "wild-going-out":
        return _("At this table the going-out discard may not be a wild card.")
    if reason == "empty-pile":
        return _("A seven, a wild card, an ace or a card of a dead rank may not be discarded onto an empty pile.")
    return _("This card may not be discarded under these rules.")


#: the moves that lay cards on the table: a refusal of one of them says what happens to the cards
_LAYING_ACTIONS = frozenset({"take-pile", "meld", "go-out"})


def at_the_table(
    violations: list[Violation],
    action: str,
    has_alternatives: bool,
    taken_back: bool = True,
    variant: str = "classic",
    mismeld_penalty: int = 0,
) -> list[str]:
    """What happens at a real table after a refused move (``action``: the move's kind), as sentences: a refused
    play is taken back and cards laid legally stay down (``taken_back``: say so; a Classic source's procedure,
    named as such in another ``variant``; at a Modern American table, that no source at hand gives the CLA's
    mismeld penalty); a mismeld's penalty where the table charges one (``mismeld_penalty``, a house rule); where
    no card of the hand may be discarded, the Canasta League of America's take-back."""
    notes = []
    if taken_back and action in _LAYING_ACTIONS:
        source = citation_short(TAKEN_BACK)
        if variant != "classic":  # no other system's documents say it: Classic's source, said to be Classic's
            source = _("as in Classic Canasta: {source}").format(source=source)
        notes.append(
            _(
                "At the table, a refused play is taken back: its cards return to the hand and the turn "
                "goes on. What was laid legally stays down for good; no card goes back into a hand, not even "
                "a wild card ({source}). The sources set no penalty for a refused play."
            ).format(source=source)
        )
        mismeld = any(v.code in MISMELD_CODES for v in violations)
        if mismeld and mismeld_penalty:  # the table's own penalty: said, and left to the score sheet
            notes.append(
                ngettext(
                    "At this table a mismeld (a refused meld, a wrong special hand) costs the side {points} point. "
                    "No written rule sets it: it is a house rule. The referee does not count it in the hand's score: "
                    "write it on the score sheet.",
                    "At this table a mismeld (a refused meld, a wrong special hand) costs the side {points} points. "
                    "No written rule sets it: it is a house rule. The referee does not count it in the hand's score: "
                    "write it on the score sheet.",
                    mismeld_penalty,
                ).format(points=format_number(mismeld_penalty))
            )
        elif variant == "modern-american":  # what the CLA charges for a mismeld is asked; no source at hand says it
            notes.append(
                _(
                    "What the Canasta League of America charges for a mismeld (a refused meld, a wrong special "
                    "hand) is not in the sources this referee cites, so it charges nothing; a table that plays a "
                    "penalty keeps it on its own score sheet."
                )
            )
    no_discard = any(v.code is Code.DISCARD_NOT_ALLOWED and v.params.get("reason") == "empty-pile" for v in violations)
    if no_discard and not has_alternatives:
        notes.append(
            _(
                "None of the cards in your hand may be discarded here. The Canasta League of America has "
                "the player take a card back from the side's melds, even from a canasta, and discard a card "
                "that may be discarded."
            )
        )
    return notes


def hand_over_line(pile_declined: bool, scored: bool) -> str:
    """A draw from an empty stock that ends the hand (``tutor.rules.alternatives.HandOver``): unless the pile is
    taken (``pile_declined``), or because it cannot be; ``scored``: the hand's scores follow the line."""
    if pile_declined:
        return _("Unless you take the pile, the hand is over and is scored without a bonus for going out.")
    if not scored:
        return _(
            "The pile cannot be taken either: the hand is over. It is scored without a bonus for going out, "
            "once every hand's cards are known."
        )
    return _("The pile cannot be taken either: the hand is over. It is scored without a bonus for going out:")


def side_score_lines(teams, scores, seat_name: Callable[[int], str]) -> list[str]:
    """Each side's score of a hand, one line each: "Side 1: You & Partner — this hand: 120 — new score: 120"."""
    names = [seat_name(seat) for seat in range(max(seat for team in teams for seat in team) + 1)]
    return [
        _("Side {n}: {players}").format(n=index + 1, players=side_label(teams[index], names))
        + " — "
        + _("this hand: {points} — new score: {score}").format(
            points=format_number(score.total), score=format_number(score.new_score)
        )
        for index, score in enumerate(scores)
    ]


def explain(violation: Violation, seat_name: Callable[[int], str] | None = None) -> str:
    """The explanation of one violation in the current language; ``seat_name`` names the seats as the screen
    showing it does (by default "Player 2")."""
    params = violation.params if seat_name is None else {**violation.params, _SEAT_NAME: seat_name}
    return elided(MESSAGES[violation.code](params))


#: French elides the article before an ace's vowel: "le A♦" is "l’A♦", "au A♦" "à l’A♦", "du A♦" "de l’A♦";
#: and a queen (dame) is feminine: "le D♥" is "la D♥", "au D♥" "à la D♥", "du D♥" "de la D♥"
_FRENCH_ARTICLES = {
    ("le", "A"): "l’",
    ("au", "A"): "à l’",
    ("du", "A"): "de l’",
    ("le", "D"): "la ",
    ("au", "D"): "à la ",
    ("du", "D"): "de la ",
}


@cache
def _article_before_card() -> re.Pattern[str]:
    """Compiled when first needed, not at the start: only French rulings use it."""
    return re.compile(r"\b(Le|le|Au|au|Du|du) ([AD][♠♥♦♣])")


def _french_article(match: re.Match[str]) -> str:
    article, card = match[1], match[2]
    words = _FRENCH_ARTICLES[article.lower(), card[0]]
    return (words[0].upper() + words[1:] if article[0].isupper() else words) + card


def elided(text: str) -> str:
    """``text`` with the elisions its language makes before a card's name (French only)."""
    if i18n.language() != "fr":
        return text
    return _article_before_card().sub(_french_article, text)


# -- why a legal move is legal ---------------------------------------------------------------------

_CANASTA_KIND_WORDS = {
    "natural": N_("natural"),
    "natural-concealed": N_("natural"),
    "natural-aces": N_("natural"),
    "natural-sevens": N_("natural"),
    "mixed": N_("mixed"),
    "mixed-aces": N_("mixed"),
    "sequence": N_("a sequence"),
    "wild-jokers": N_("wild cards only"),
    "wild-twos": N_("wild cards only"),
    "wild-mixed": N_("wild cards only"),
}


_RANK_BY_SYMBOL = {rank.symbol: rank for rank in Rank}


#: Modern American's special hands (tutor/rules/special_hands.py): the name players call each by, and its shape
SPECIAL_HANDS = {
    "straight": (N_("Straight"), N_("one card of every rank and a joker")),
    "pairs": (N_("Pairs"), N_("seven natural pairs")),
    "garbage": (N_("Garbage"), N_("two natural groups of four and two of three")),
    "triples": (N_("Triples"), N_("four natural triples and a wild pair")),
    "quads": (N_("Quads"), N_("three natural groups of four and a wild pair")),
    "wild-pairs": (N_("Wild Pairs"), N_("six natural pairs with aces and sevens, and a wild pair")),
    "miami-pairs": (N_("Miami Pairs"), N_("five natural pairs with aces and sevens, two twos and two jokers")),
    "zip-code": (N_("Zip Code"), N_("natural groups of two, two, three, three and four")),
    "blast-off": (N_("Blast Off"), N_("natural groups of five, four, three and two")),
    "dream-plus-4": (N_("Dream Hand Plus 4"), N_("two natural groups of five and four wild cards")),
    "dream-plus-5": (N_("Dream Hand Plus 5"), N_("natural groups of five and four, and five wild cards")),
}


def special_hand_name(hand: str) -> str:
    """The hand's name, for a label or a score sheet's row: "Quads"."""
    return _(SPECIAL_HANDS[hand][0])


def special_hand_described(hand: str) -> str:
    """The hand's name with its shape, for a sentence: "Quads (three natural groups of four and a wild pair)"."""
    name, shape = SPECIAL_HANDS[hand]
    return _("{name} ({shape})").format(name=_(name), shape=_(shape))


def meld_words(meld: dict | None) -> str:
    """A meld as ``tutor.rules.reasons`` describes it: "the K meld (4 cards)"."""
    if not meld:
        return _("your meld")
    count = ngettext("{n} card", "{n} cards", meld["size"]).format(n=meld["size"])
    if "rank" in meld:
        return _("the {rank} meld ({count})").format(rank=rank_label(_RANK_BY_SYMBOL[meld["rank"]]), count=count)
    if "suit" in meld:
        return _("the {suit} sequence ({count})").format(suit=_(SUIT_NAMES[Suit(meld["suit"])]), count=count)
    if meld.get("black_threes"):
        return _("the meld of black threes ({count})").format(count=count)
    return _("the meld of wild cards ({count})").format(count=count)


def _cards(texts) -> str:
    return " ".join(_card(t) for t in texts)


REASON_MESSAGES: dict[ReasonCode, Callable[[dict], str]] = {
    ReasonCode.DREW: lambda p: (
        ngettext("You drew {count} card from the stock;", "You drew {count} cards from the stock;", p["count"]).format(
            count=p["count"]
        )
        + " "
        + ngettext("{stock} remains.", "{stock} remain.", p["stock"]).format(stock=format_number(p["stock"]))
    ),
    ReasonCode.TALON_JOINED: lambda p: ngettext(
        "The {count} bonus card set aside for you (your talon) joined your hand.",
        "The {count} bonus cards set aside for you (your talon) joined your hand.",
        p["count"],
    ).format(count=p["count"]),
    ReasonCode.PILE_NOT_FROZEN: lambda p: (
        (
            _("The pile is not frozen: you have melded and no card in it freezes it.")
            if p.get("alone")
            else _("The pile is not frozen: your side has melded and no card in it freezes it.")
        )
        if p["melded"]
        else _("The pile is not frozen: no card in it freezes it.")
    ),
    ReasonCode.PILE_FROZEN_PAIR: lambda p: (
        _(
            "The pile is frozen by the {freezer} in it, and you took it with a natural pair matching the {card} "
            "from your hand, as a frozen pile requires."
        )
        if p["reason"] != "not-melded" and p.get("by")
        else _("The pile is frozen, and you took it with a natural pair matching the {card}, as a frozen pile requires.")
        if p["reason"] != "not-melded"
        else _(
            "You have not melded, so the pile is frozen for you; you took it with a natural pair matching the {card}, "
            "as that requires."
        )
        if p.get("alone")
        else _(
            "Your side has not melded, so the pile is frozen for it; you took it with a "
            "natural pair matching the {card}, as that requires."
        )
    ).format(card=_card(p["card"]), freezer=_card(p.get("by"))),
    ReasonCode.PILE_NATURAL_AND_WILD: lambda p: _(
        "The pile is not frozen, so one card matching the {card} and a wild card from your hand are enough; "
        "a frozen pile would need a natural pair."
    ).format(card=_card(p["card"])),
    ReasonCode.PILE_NATURAL_PAIR: lambda p: _(
        "Under these rules the pile is taken only with a natural pair matching the {card} from your hand, as you did."
    ).format(card=_card(p["card"])),
    ReasonCode.PILE_TOP_MELDED: lambda p: _(
        "The {card} on top of the pile goes into a meld with {cards} from your hand."
    ).format(card=_card(p["card"]), cards=_cards(p["with"])),
    ReasonCode.PILE_TOP_LAID_OFF: lambda p: _("The {card} on top of the pile goes onto {meld}.").format(
        card=_card(p["card"]), meld=meld_words(p["meld"])
    ),
    ReasonCode.PILE_TAKEN: lambda p: ngettext(
        "You took the pile: {count} card.", "You took the pile: {count} cards.", p["count"]
    ).format(count=p["count"]),
    ReasonCode.PILE_DUTY: lambda p: (
        _("The stock is used up, and these rules make you take a pile whose top card, {card}, fits one of your melds.")
        if p.get("alone")
        else _(
            "The stock is used up, and these rules make you take a pile whose top card, {card}, fits one of your "
            "side's melds."
        )
    ).format(card=_card(p["card"])),
    ReasonCode.TALON_SET_ASIDE: lambda p: (
        ngettext(
            "You opened from the hand: {count} bonus card is set aside for your next turn.",
            "You opened from the hand: {count} bonus cards are set aside for your next turn.",
            p["count"],
        )
        if p.get("alone")
        else ngettext(
            "Your side opened from the hand: {count} bonus card is set aside for your next turn.",
            "Your side opened from the hand: {count} bonus cards are set aside for your next turn.",
            p["count"],
        )
    ).format(count=p["count"]),
    # when the question was asked; the answer is said by partner-agreed or partner-advice
    ReasonCode.PARTNER_ASKED: lambda p: {
        "after-drawing": _("You asked your partner straight after drawing, before any meld."),
        "after-pile": _("You asked your partner straight after taking the pile, before any further meld."),
        "after-melding": _(
            "You asked your partner after melding this turn, which this table allows: the question may come at any "
            "time in the turn."
        ),
    }[p["moment"]],
    ReasonCode.PARTNER_ADVICE: lambda p: _("Your partner said no, but at this table a partner's answer is advice only."),
    ReasonCode.PARTNER_AGREED: lambda p: (
        _("You asked your partner, who said yes: at this table the answer binds.")
        if p["binds"]
        else _("You asked your partner, who said yes; at this table the answer is advice only.")
    ),
    ReasonCode.LAST_DISCARD: lambda p: (
        _("Your last card, the {card}, may be discarded to go out: these rules let a wild card end the hand.")
        if p.get("wild")
        else _("Your last card, the {card}, may be discarded to go out: a black three may end the hand.")
    ).format(card=_card(p["card"])),
    ReasonCode.BLACK_THREE_STOPS: lambda p: _(
        "A black three on the pile stops the next player: {next} may not take the pile and draws from the stock."
    ).format(next=_player(p["next"], p)),
    ReasonCode.PILE_FROZEN_BY_DISCARD: lambda p: _(
        "The {card} you discarded freezes the pile: from now on it is taken only with a natural pair matching its top card."
    ).format(card=_card(p["card"])),
    ReasonCode.OPENING_PILE_TOP: lambda p: _opening_pile_top(p),
    ReasonCode.THREES_FROM_PILE: lambda p: _threes_from_pile(p),
    ReasonCode.WILD_CARDS_WITHIN_LIMIT: lambda p: _wild_limit(p),
    ReasonCode.PILE_BLOCKED: lambda p: ngettext(
        "At this table a wild card in the pile blocks what lies below it: {card} stays in the pile ({count} card).",
        "At this table a wild card in the pile blocks what lies below it: {card} and the cards below it stay in "
        "the pile ({count} cards).",
        p["count"],
    ).format(card=_card(p["card"]), count=p["count"]),
    ReasonCode.INITIAL_MELD: lambda p: (
        _("Initial meld: {have} points, at least the {need} you need at a score of {score}.")
        if p.get("alone")
        else _("Initial meld: {have} points, at least the {need} your side needs at a score of {score}.")
    ).format(have=format_number(p["have"]), need=format_number(p["need"]), score=format_number(p["score"])),
    ReasonCode.CONCEALED_WAIVER: lambda p: _(
        "Going out concealed: no minimum applies (the cards count {have}; otherwise {need} would be needed)."
    ).format(have=format_number(p["have"]), need=format_number(p["need"])),
    ReasonCode.OPENING_CANASTA: lambda p: (
        _("A canasta opens for you whatever it counts ({have}; the minimum is {need}).")
        if p.get("alone")
        else _("A canasta opens your side whatever it counts ({have}; the minimum is {need}).")
    ).format(have=format_number(p["have"]), need=format_number(p["need"])),
    ReasonCode.MELD_LAID: lambda p: (
        _("New meld: {meld}.")
        if p["meld"] and p["meld"].get("black_threes")
        else _("New meld: {meld}, {naturals} and {wilds}.")
    ).format(
        meld=meld_words(p["meld"]),
        naturals=ngettext("{n} natural card", "{n} natural cards", p["naturals"]).format(n=p["naturals"]),
        wilds=ngettext("{n} wild card", "{n} wild cards", p["wilds"]).format(n=p["wilds"]),
    ),
    ReasonCode.LAID_OFF: lambda p: ngettext(
        "{added} card laid off: {meld} now.", "{added} cards laid off: {meld} now.", p["added"]
    ).format(added=p["added"], meld=meld_words(p["meld"])),
    ReasonCode.CANASTA_COMPLETED: lambda p: _("Canasta completed: {meld}, {kind}.").format(
        meld=meld_words(p["meld"]), kind=_(_CANASTA_KIND_WORDS.get(p["kind"], "mixed"))
    ),
    ReasonCode.DISCARDED: lambda p: _("You discarded the {card}; it is {next}'s turn.").format(
        card=_card(p["card"]), next=_player(p["next"], p)
    ),
    ReasonCode.DISCARDED_LAST: lambda p: _("You discarded the {card}, your last card.").format(card=_card(p["card"])),
    ReasonCode.THREE_NOT_REPLACED: lambda p: (
        ngettext(
            "{count} three laid out in front of you. The stock is empty, so nothing replaces it: you may still "
            "meld and lay off, but not discard.",
            "{count} threes laid out in front of you. The stock is empty, so nothing replaces the last: you may "
            "still meld and lay off, but not discard.",
            p["count"],
        )
        if p.get("alone")
        else ngettext(
            "{count} three laid out in front of your side. The stock is empty, so nothing replaces it: you may still "
            "meld and lay off, but not discard.",
            "{count} threes laid out in front of your side. The stock is empty, so nothing replaces the last: you may "
            "still meld and lay off, but not discard.",
            p["count"],
        )
    ).format(count=p["count"]),
    ReasonCode.PILE_THREE_NOT_REPLACED: lambda p: (
        ngettext(
            "{count} red three came with the pile: it is laid out in front of you without a replacement "
            "card, as this table plays.",
            "{count} red threes came with the pile: they are laid out in front of you without "
            "replacement cards, as this table plays.",
            p["count"],
        )
        if p.get("alone")
        else ngettext(
            "{count} red three came with the pile: it is laid out in front of your side without a replacement "
            "card, as this table plays.",
            "{count} red threes came with the pile: they are laid out in front of your side without "
            "replacement cards, as this table plays.",
            p["count"],
        )
    ).format(count=p["count"]),
    ReasonCode.SPECIAL_HAND: lambda p: (
        _("You showed a special hand, {hand}: it scores {value} and wins the game at once.")
        if p["hand"] in WINS_THE_GAME
        else _("You showed a special hand, {hand}: it ends the hand and scores {value} for you.")
        if p.get("alone")
        else _("You showed a special hand, {hand}: it ends the hand and scores {value} for your side.")
    ).format(hand=special_hand_described(p["hand"]), value=format_number(p["value"])),
    ReasonCode.THREES_LAID_OUT: lambda p: (
        (
            ngettext("{count} three laid out in front of you.", "{count} threes laid out in front of you.", p["count"])
            if p.get("alone")
            else ngettext(
                "{count} three laid out in front of your side.", "{count} threes laid out in front of your side.", p["count"]
            )
        )
        if p.get("replaced") is False
        else ngettext(
            "{count} three laid out in front of you and replaced.",
            "{count} threes laid out in front of you and replaced.",
            p["count"],
        )
        if p.get("alone")
        else ngettext(
            "{count} three laid out in front of your side and replaced.",
            "{count} threes laid out in front of your side and replaced.",
            p["count"],
        )
    ).format(count=p["count"]),
    ReasonCode.HAND_ENDED: lambda p: _("The stock ended on a three: the hand is over."),
    ReasonCode.WENT_OUT: lambda p: _went_out(p),
}


def _opening_pile_top(p: dict) -> str:
    """What of the pile counts toward the initial meld's minimum: its top card (or not), never the cards below."""
    card = _card(p["card"])
    if not p["counts"]:
        return _(
            "At this table the {card} from the pile does not count toward the minimum: only the cards from your hand do."
        ).format(card=card)
    if not p["taken"]:
        return _("The {card} from the pile counts toward the minimum.").format(card=card)
    return ngettext(
        "The {card} from the pile counts toward the minimum; the {count} other card taken with the pile does not.",
        "The {card} from the pile counts toward the minimum; the {count} other cards taken with the pile do not.",
        p["taken"],
    ).format(card=card, count=p["taken"])


def _threes_from_pile(p: dict) -> str:
    """The red threes (or, where they are laid out too, black threes) that came with the pile."""
    count, alone = p["count"], p.get("alone")
    if p.get("red"):
        line = (
            ngettext(
                "{count} red three came with the pile: it is laid out in front of you, and a card from the stock "
                "replaces it.",
                "{count} red threes came with the pile: they are laid out in front of you, and cards from the stock "
                "replace them.",
                count,
            )
            if alone
            else ngettext(
                "{count} red three came with the pile: it is laid out in front of your side, and a card from the "
                "stock replaces it.",
                "{count} red threes came with the pile: they are laid out in front of your side, and cards from the "
                "stock replace them.",
                count,
            )
        )
    else:
        line = (
            ngettext(
                "{count} three came with the pile: it is laid out in front of you, and a card from the stock replaces it.",
                "{count} threes came with the pile: they are laid out in front of you, and cards from the stock "
                "replace them.",
                count,
            )
            if alone
            else ngettext(
                "{count} three came with the pile: it is laid out in front of your side, and a card from the stock "
                "replaces it.",
                "{count} threes came with the pile: they are laid out in front of your side, and cards from the "
                "stock replace them.",
                count,
            )
        )
    return line.format(count=count)


def _wild_limit(p: dict) -> str:
    """A meld's wild cards against the limits these rules set."""
    # the meld is the one the line before names (a new meld, or the meld laid off onto)
    cards = _("{wilds} with {naturals}").format(
        wilds=ngettext("{n} wild card", "{n} wild cards", p["wilds"]).format(n=p["wilds"]),
        naturals=ngettext("{n} natural card", "{n} natural cards", p["naturals"]).format(n=p["naturals"]),
    )
    limit, outnumber = p["max"], p["outnumber"]
    if limit is not None and outnumber:
        line = ngettext(
            "{cards}: a meld may hold up to {max} wild card, and more natural than wild cards.",
            "{cards}: a meld may hold up to {max} wild cards, and more natural than wild cards.",
            limit,
        )
    elif limit is not None:
        line = ngettext(
            "{cards}: a meld may hold up to {max} wild card.", "{cards}: a meld may hold up to {max} wild cards.", limit
        )
    elif outnumber:
        line = _("{cards}: a meld must hold more natural than wild cards.")
    else:
        line = _("{cards}: these rules set no limit on wild cards in a meld.")
    return line.format(cards=cards, max=limit)


def _went_out(p: dict) -> str:
    """Gone out, concealed or not, by a player alone or for a side, with the canastas it had."""
    have = p["have"]
    if p.get("alone"):
        said = (
            ngettext(
                "You went out concealed with {have} canasta ({need} needed).",
                "You went out concealed with {have} canastas ({need} needed).",
                have,
            )
            if p["concealed"]
            else ngettext(
                "You went out with {have} canasta ({need} needed).",
                "You went out with {have} canastas ({need} needed).",
                have,
            )
        )
    else:
        said = (
            ngettext(
                "You went out concealed; your side has {have} canasta ({need} needed).",
                "You went out concealed; your side has {have} canastas ({need} needed).",
                have,
            )
            if p["concealed"]
            else ngettext(
                "You went out; your side has {have} canasta ({need} needed).",
                "You went out; your side has {have} canastas ({need} needed).",
                have,
            )
        )
    return said.format(have=have, need=p["need"])


def reason_text(reason, seat_name: Callable[[int], str] | None = None) -> str:
    """One reason a legal move was accepted, in the current language (``seat_name``: as for explain)."""
    params = reason.params if seat_name is None else {**reason.params, _SEAT_NAME: seat_name}
    return elided(REASON_MESSAGES[reason.code](params))


# -- a hand's score, itemised ------------------------------------------------------------------------

#: how score_hand's itemised bonuses are grouped on a score sheet: (item name prefix, row label)
SCORE_SHEET_GROUPS = (
    ("canasta-", N_("Canasta bonuses")),
    ("red-threes", N_("Red threes")),
    ("black-threes", N_("Black threes")),
    ("going-out", N_("Going out")),
    ("perfect-cut", N_("Perfect cut")),
    ("mismeld", N_("Mismelds")),
    ("special-hand-", N_("Special hand")),
    ("", N_("Penalties")),
)


def _score_sheet_lines(scores: list) -> list[tuple[str, str, list[int]]]:
    """(kind, label, one figure per side) for each row of a hand's score sheet, from score_hand's breakdown.

    Bonus items are summed by kind; a kind no side scored is left out."""

    def group(what: str) -> str:
        return next(prefix for prefix, _label in SCORE_SHEET_GROUPS if what.startswith(prefix))

    lines: list[tuple[str, str, list[int]]] = [("melded", _("Melded cards"), [s.melded for s in scores])]
    for prefix, label in SCORE_SHEET_GROUPS:
        figures = [sum(points for what, _n, points in s.items if group(what) == prefix) for s in scores]
        if any(figures) or prefix in ("canasta-", "red-threes", "going-out"):
            shown = [what[len(prefix) :] for s in scores for what, _n, _p in s.items if what.startswith(prefix)]
            if prefix == "special-hand-" and shown:  # the hand's name, not only that there was one
                name = _("{label}: {hand}").format(label=_(label), hand=special_hand_name(shown[0]))
                lines.append((prefix, name, figures))
            else:
                lines.append((prefix, _(label), figures))
    lines.append(("in-hand", _("Cards left in hand"), [s.in_hand for s in scores]))
    lines.append(("total", _("Hand total"), [s.total for s in scores]))
    lines.append(("previous", _("Score before the hand"), [s.previous for s in scores]))
    lines.append(("new", _("New score"), [s.new_score for s in scores]))
    return lines


def score_sheet_rows(scores: list) -> list[tuple[str, list[int]]]:
    """The rows of a hand's score sheet, each (label, one figure per side)."""
    return [(label, figures) for _kind, label, figures in _score_sheet_lines(scores)]


#: what each row of a score sheet counts, for a learner reading a sheet for the first time (a guided hand)
SCORE_SHEET_NOTES = {
    "melded": N_("the value of every card the side laid on the table"),
    "canasta-": N_("a bonus for each canasta: more for a natural one than for a mixed one"),
    "red-threes": N_("the red threes laid out: a bonus, or a minus where the side falls short of what the system asks"),
    "black-threes": N_("the black threes, where the rule system counts them"),
    "going-out": N_("the bonus of the side that went out"),
    "perfect-cut": N_("the bonus for cutting exactly the cards that were dealt"),
    "mismeld": N_("the table's penalty for each mismeld"),
    "special-hand-": N_("the bonus for the special hand laid down"),
    "": N_("what unfinished melds or cards held back cost"),
    "in-hand": N_("the cards still held, taken off"),
    "total": N_("everything above, added up"),
    "previous": N_("the side's total before this hand"),
    "new": N_("the total the next hand starts from: it also sets the next initial meld's minimum"),
}


def score_sheet_notes(scores: list) -> list[str]:
    """One line per row of the score sheet (``score_sheet_rows``, same order): the row's name and what it counts."""
    return [
        _("{row}: {meaning}").format(row=label, meaning=_(SCORE_SHEET_NOTES[kind]))
        for kind, label, _figures in _score_sheet_lines(scores)
    ]
