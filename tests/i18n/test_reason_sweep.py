"""Every reason a ruling gives, in every language, with representative figures: each placeholder filled, and a
number that agrees with its noun ("1 card remains", "2 cards"), whatever the counts."""

from __future__ import annotations

import itertools
import re

import pytest

from tutor import i18n
from tutor.rules.reasons import Reason, ReasonCode
from tutor.words.explain import reason_text

KING_MELD = {"rank": "K", "size": 4}
#: each code's parameters; a list gives the values to try (every combination is rendered)
PARAMS: dict[ReasonCode, dict] = {
    ReasonCode.BLACK_THREE_STOPS: {"card": "3S", "next": 1},
    ReasonCode.CANASTA_COMPLETED: {"meld": {"rank": "K", "size": 7}, "kind": ["natural", "mixed"], "size": 7},
    ReasonCode.CONCEALED_WAIVER: {"have": 45, "need": 90},
    ReasonCode.DISCARDED: {"card": "KD", "next": 1},
    ReasonCode.DISCARDED_LAST: {"card": "KD"},
    ReasonCode.DREW: {"count": [1, 2], "stock": [0, 1, 2]},
    ReasonCode.HAND_ENDED: {},
    ReasonCode.INITIAL_MELD: {"have": 55, "need": 50, "score": [0, 1500]},
    ReasonCode.LAID_OFF: {"meld": KING_MELD, "added": [1, 2]},
    ReasonCode.MELD_LAID: {"meld": [KING_MELD, {"black_threes": True, "size": 3}], "naturals": [1, 3], "wilds": [0, 1, 2]},
    ReasonCode.OPENING_CANASTA: {"have": 35, "need": 120},
    ReasonCode.OPENING_PILE_TOP: {"card": "KD", "counts": [True, False], "taken": [0, 1, 2]},
    ReasonCode.PARTNER_ADVICE: {},
    ReasonCode.PARTNER_AGREED: {"binds": [True, False]},
    ReasonCode.PILE_BLOCKED: {"card": "2C", "count": [1, 2]},
    ReasonCode.PILE_DUTY: {"card": "KD"},
    ReasonCode.PILE_FROZEN_BY_DISCARD: {"card": "2C"},
    ReasonCode.PILE_FROZEN_PAIR: {"card": "KD", "reason": ["wild", "red-three", "not-melded"], "by": ["2C", None]},
    ReasonCode.PILE_NATURAL_AND_WILD: {"card": "KD"},
    ReasonCode.PILE_NATURAL_PAIR: {"card": "KD"},
    ReasonCode.PILE_NOT_FROZEN: {"melded": [True, False]},
    ReasonCode.PILE_TAKEN: {"count": [1, 2]},
    ReasonCode.PILE_TOP_LAID_OFF: {"card": "KD", "meld": KING_MELD},
    ReasonCode.PILE_TOP_MELDED: {"card": "KD", "with": [["KS", "KH"]], "pair": True},
    ReasonCode.SPECIAL_HAND: {"hand": ["straight", "pairs"], "value": 2500},
    ReasonCode.TALON_JOINED: {"count": [1, 2]},
    ReasonCode.TALON_SET_ASIDE: {"count": [1, 2]},
    ReasonCode.THREE_NOT_REPLACED: {"count": [1, 2]},
    ReasonCode.THREES_FROM_PILE: {"count": [1, 2], "red": [True, False]},
    ReasonCode.THREES_LAID_OUT: {"count": [1, 2], "replaced": [True, False]},
    ReasonCode.WENT_OUT: {"have": [1, 2], "need": [1, 2], "concealed": [True, False]},
    ReasonCode.WILD_CARDS_WITHIN_LIMIT: {
        "meld": KING_MELD,
        "naturals": [1, 3],
        "wilds": [1, 2],
        "max": [None, 1, 3],
        "outnumber": [True, False],
    },
}
#: a number that does not agree with its noun, by language: "1 cards", "2 card", "1 remain", "1 Karten" …
DISAGREEING = {
    "en": re.compile(
        r"\b1 (?:\w+ )?(?:cards|threes|canastas)\b|\b1 remain\b|\b(?:0|[2-9]) (?:\w+ )?(?:card|three|canasta)\b(?!s)"
        r"|\b(?:0|[2-9]) remains\b"
    ),
    "de": re.compile(r"\b1 (?:\w+ )?Karten\b|\b1 bleiben\b|\b(?:0|[2-9]) (?:\w+ )?Karte\b(?!n)|\b(?:0|[2-9]) bleibt\b"),
    "fr": re.compile(r"\b1 (?:\w+ )?cartes\b|\b(?:[2-9]) (?:\w+ )?carte\b(?!s)"),
}


def renderings(code: ReasonCode):
    params = PARAMS[code]
    names = list(params)
    choices = [value if isinstance(value, list) else [value] for value in params.values()]
    for values in itertools.product(*choices, [False, True]):
        chosen = dict(zip(names, values[:-1], strict=True))
        if values[-1]:
            chosen["alone"] = True
        yield Reason(code, "rule", chosen)


def test_the_sweep_covers_every_reason_code():
    assert set(PARAMS) == set(ReasonCode)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_reason_is_worded_whole_with_numbers_that_agree(language):
    i18n.set_language(language)
    try:
        for code in ReasonCode:
            for reason in renderings(code):
                line = reason_text(reason)
                assert line.strip() and not re.search(r"[{}]", line), (code, reason.params, line)
                assert not DISAGREEING[language].search(line), (code, reason.params, line)
    finally:
        i18n.set_language("en")
