"""Every refusal and every reason the referee gives, worded in every language with the parameters real play gives
them (and their counts set to 1 and to several): no placeholder left unfilled, no Python value shown, and the
numbers agree with their nouns ("1 remain", "1 bleiben" and "1 cartes" were written)."""

from __future__ import annotations

import random
import re

import pytest

from tutor import i18n
from tutor.rules.bot import Bot
from tutor.rules.deal import deal
from tutor.rules.moves import Addition, Discard, Draw, GoOut, MeldMove, TakePile
from tutor.rules.presets import PRESETS
from tutor.rules.reasons import Reason, ReasonCode, legal_reasons
from tutor.rules.referee import MoveInputError, apply, check
from tutor.rules.variants import Ruleset
from tutor.rules.violations import Code, Violation
from tutor.words.explain import explain, reason_text

#: the refusals and reasons random play seldom reaches, with the parameters the referee gives them
RARE_VIOLATIONS = [
    Violation(Code.NOT_YOUR_TURN, "turn-order", (), {"seat": 2, "turn": 0}),
    Violation(Code.PILE_CARD_NOT_YET_TAKEN, "pile-top-first", (), {"card": "9H"}),
    Violation(Code.STOCK_EMPTY, "stock-end", (), {}),
    Violation(Code.STOCK_EMPTY, "stock-end", (), {"must_take": True}),
    Violation(Code.PILE_TOP_TO_CANASTA, "pile_onto_canasta", (), {"card": "KD"}),
    Violation(Code.PILE_TOP_UNMATCHED, "pile_onto_existing_meld", (), {"card": "KD", "reason": "onto-meld"}),
    Violation(Code.PARTNER_REFUSED, "partner_answer_binds", (), {}),
    Violation(Code.PARTNER_NOT_ASKED, "partner_permission_required", (), {}),
    Violation(Code.MELD_NOT_CLEAN, "initial_clean_meld", (), {}),
    Violation(Code.GO_OUT_UNFINISHED_MELD, "go_out_blocked_by_unfinished", (), {}),
    Violation(Code.WILD_MELD_UNFINISHED, "wild_meld_blocks_wilds", (), {}),
    Violation(Code.GO_OUT_ASKED_BEFORE, "go_out_asks", (), {"own": True}),
    Violation(Code.GO_OUT_ASKED_BEFORE, "go_out_asks", (), {"own": False}),
    Violation(Code.SPECIAL_HAND_AFTER_MELD, "special_hands", (), {"hand": "pairs"}),
    Violation(Code.SPECIAL_HAND_UNKNOWN, "special_hands", (), {"cards": 14}),
    Violation(Code.SEAT_SITTING_OUT, "six_players_pair_sits_out", (), {"seat": 2, "turn": 0}),
    Violation(Code.GO_OUT_ASKED_TOO_LATE, "go_out_ask_moment", (), {"took_pile": False}),
    Violation(Code.GO_OUT_ASKED_TOO_LATE, "go_out_ask_moment", (), {"took_pile": True}),
    Violation(Code.GO_OUT_NEEDS_CANASTA, "go_out_natural_and_mixed", (), {"need": 2, "have": 2, "natural": True}),
    Violation(
        Code.GO_OUT_NEEDS_CANASTA, "go_out_natural_and_mixed", (), {"need": 2, "have": 2, "natural": True, "alone": True}
    ),
    Violation(Code.MUST_KEEP_CARD, "go_out_natural_and_mixed", (), {"need": 2, "have": 2, "natural": True, "left": 1}),
    Violation(
        Code.MUST_KEEP_CARD,
        "go_out_natural_and_mixed",
        (),
        {"need": 2, "have": 2, "natural": True, "left": 1, "alone": True},
    ),
    Violation(Code.INITIAL_MELD_TOO_LOW, "initial_minimums", (), {"need": 50, "have": 30, "score": 0, "one_meld": True}),
]
RARE_REASONS = [
    Reason(ReasonCode.CONCEALED_WAIVER, "concealed_waives_minimum", {"have": 35, "need": 90}),
    Reason(ReasonCode.DISCARDED_LAST, "go-out-empty", {"card": "7C"}),
    Reason(ReasonCode.LAST_DISCARD, "stop-cards", {"card": "3C", "wild": False}),
    Reason(ReasonCode.LAST_DISCARD, "go_out_wild_discard", {"card": "2D", "wild": True}),
    Reason(ReasonCode.HAND_ENDED, "red_three_last_card", {}),
    Reason(ReasonCode.OPENING_CANASTA, "initial_canasta_suffices", {"have": 45, "need": 90}),
    Reason(ReasonCode.PARTNER_ADVICE, "partner_answer_binds", {}),
    Reason(ReasonCode.PILE_BLOCKED, "pile_wild_blocks", {"card": "2C", "count": 2}),
    Reason(ReasonCode.PILE_DUTY, "stock_end_must_take", {"card": "KD"}),
    Reason(ReasonCode.SPECIAL_HAND, "special_hands", {"hand": "pairs", "value": 1000}),
    Reason(ReasonCode.THREE_NOT_REPLACED, "red_three_last_card", {"count": 1}),
    Reason(ReasonCode.THREES_LAID_OUT, "threes_laid_out", {"count": 1, "replaced": False}),
    Reason(ReasonCode.PILE_THREE_NOT_REPLACED, "pile_red_three_replaced", {"count": 1}),
    Reason(ReasonCode.PILE_THREE_NOT_REPLACED, "pile_red_three_replaced", {"count": 1, "alone": True}),
    *(
        Reason(ReasonCode.PARTNER_ASKED, "go_out_ask_moment", {"moment": moment, "answer": answer})
        for moment in ("after-drawing", "after-pile", "after-melding")
        for answer in ("yes", "no")
    ),
    Reason(ReasonCode.PARTNER_AGREED, "partner_answer_binds", {"binds": True}),
    Reason(ReasonCode.PARTNER_AGREED, "partner_answer_binds", {"binds": False}),
    Reason(ReasonCode.PILE_FROZEN_BY_DISCARD, "pile_freezers", {"card": "2C"}),
    Reason(ReasonCode.OPENING_PILE_TOP, "initial_pile_top_counts", {"card": "KD", "counts": False, "taken": 3}),
    Reason(ReasonCode.OPENING_PILE_TOP, "initial_pile_top_counts", {"card": "KD", "counts": True, "taken": 0}),
    Reason(ReasonCode.THREES_FROM_PILE, "threes_laid_out", {"count": 1, "red": False}),
    *(
        Reason(
            ReasonCode.WILD_CARDS_WITHIN_LIMIT,
            "max_wilds",
            {"meld": {"rank": "K", "size": 5}, "naturals": 3, "wilds": 2, "max": limit, "outnumber": outnumber},
        )
        for limit in (None, 1, 3)
        for outnumber in (True, False)
    ),
]
#: parameters that count things, worded with a noun that must agree with them
COUNTS = ("count", "left", "stock", "added", "naturals", "wilds", "max", "size", "copies")

#: a number and a noun that disagree, by language (the upper end of a range, "3 to {max} cards", takes the plural)
DISAGREEING = {
    "en": re.compile(
        r"(?<!to )\b1 (?:cards|threes|canastas|melds|remain|players|twos|jokers)\b"
        r"|\b(?:[02-9]|\d\d+) (?:card|three|canasta|remains)\b"
    ),
    "de": re.compile(r"(?<!bis )\b1 (?:Karten|Canastas|Meldungen|bleiben)\b|\b(?:[02-9]|\d\d+) (?:Karte|Meldung|bleibt)\b"),
    "fr": re.compile(
        r"(?<!à )\b1 (?:cartes|canastas|combinaisons|restent)\b|\b(?:[02-9]|\d\d+) (?:carte|combinaison|reste)\b(?!s)"
    ),
}
#: what a person must never read: a placeholder left as it was, or a Python value
UNFILLED = re.compile(r"[{}]|%\(|%s|\bNone\b|\bTrue\b|\bFalse\b|Card\.parse|Rank\.|Suit\.|<[a-z]")


def _attempts(position, rng):
    hand = position.hands[position.turn]
    if not hand:
        return []
    tries = [Draw(), Discard(rng.choice(hand)), TakePile(with_=tuple(rng.sample(hand, min(2, len(hand)))))]
    for size in (3, 4):
        if len(hand) >= size:
            tries.append(MeldMove(melds=(tuple(rng.sample(hand, size)),)))
            tries.append(GoOut(melds=(tuple(rng.sample(hand, size)),), discard=rng.choice(hand)))
    for team, melds in enumerate(position.melds):
        if melds:
            tries.append(MeldMove(add=(Addition(rng.randrange(len(melds)), (rng.choice(hand),), team),)))
    return tries


def _played():
    """Refusals of random attempts and reasons of the bots' moves, in every system and player count."""
    rng, violations, reasons = random.Random(3), {}, {}
    bot = Bot(rng)
    for variant in PRESETS:
        for players in (2, 3, 4, 6):
            try:
                ruleset = Ruleset.build(variant, players)
            except ValueError:
                continue  # a count the system does not seat
            for _game in range(3):
                position = deal(ruleset, rng)
                for _turn in range(300):
                    if position.ended:
                        break
                    for move in bot.turn(position):
                        for attempt in _attempts(position, rng):
                            try:
                                verdict = check(position, attempt)
                            except MoveInputError:
                                continue
                            for v in verdict.violations:
                                violations.setdefault((v.code, tuple(sorted(v.params))), v)
                        after = apply(position, move)
                        for r in legal_reasons(position, move, after):
                            reasons.setdefault((r.code, tuple(sorted(r.params))), r)
                        position = after
    return list(violations.values()) + RARE_VIOLATIONS, list(reasons.values()) + RARE_REASONS


VIOLATIONS, REASONS = _played()


def _with_counts(params: dict, number: int) -> dict:
    return {k: number if k in COUNTS and isinstance(v, int) and not isinstance(v, bool) else v for k, v in params.items()}


def test_every_refusal_and_reason_is_reached():
    assert {v.code for v in VIOLATIONS} == set(Code)
    assert {r.code for r in REASONS} == set(ReasonCode)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_refusal_and_reason_reads_whole_in_every_language(lang):
    i18n.set_language(lang)
    try:
        faults = []
        for number in (None, 1, 2):
            for v in VIOLATIONS:
                shown = v if number is None else Violation(v.code, v.rule, v.citations, _with_counts(v.params, number))
                faults += [
                    (v.code.value, text)
                    for text in [explain(shown)]
                    if UNFILLED.search(text) or DISAGREEING[lang].search(text)
                ]
            for r in REASONS:
                shown = r if number is None else Reason(r.code, r.rule, _with_counts(r.params, number))
                faults += [
                    (r.code.value, text)
                    for text in [reason_text(shown)]
                    if UNFILLED.search(text) or DISAGREEING[lang].search(text)
                ]
        assert not faults, faults[:8]
    finally:
        i18n.set_language("en")
