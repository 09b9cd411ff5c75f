"""A ruling answers the point players argue about, for a legal move too: what froze the pile and whether the pair
came from the hand, what of the pile counts toward the opening, the wild-card limits, what a black three or a wild
card discarded does, the red three that comes with the pile; one plain sentence each, with its figures."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.robustness.save_reload import game, random_ruleset
from tutor import i18n
from tutor.rules.melds import RANK
from tutor.rules.moves import Discard, MeldMove, TakePile
from tutor.rules.notation import read_position
from tutor.rules.reasons import ReasonCode, legal_reasons
from tutor.rules.referee import rule_on
from tutor.words.explain import reason_text

BASE = {"format": "canasta-position/1", "players": 4, "stock": 40, "scores": [0, 0]}


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def reasons_of(data: dict) -> list:
    loaded = read_position(json.dumps({**BASE, **data}))
    verdict, after = rule_on(loaded.position, loaded.moves[0])
    assert verdict.legal, verdict
    return legal_reasons(loaded.position, loaded.moves[0], after)


def words(reasons) -> list[str]:
    return [reason_text(r) for r in reasons]


def test_a_frozen_pile_taken_names_the_card_that_froze_it_and_the_pair_from_the_hand():
    said = words(
        reasons_of(
            {
                "hands": [["KS", "KH", "5D", "6D", "7D", "8D", "9D", "JD", "QD", "4C", "4H"], 11, 11, 11],
                "discard": ["5C", "2C", "8H", "KD"],
                "melds": [[["8S", "8H", "8D"]], []],
                "move": {"action": "take-pile", "with": ["KS", "KH"]},
            }
        )
    )
    assert (
        "The pile is frozen by the 2♣ in it, and you took it with a natural pair matching the K♦ from your hand, "
        "as a frozen pile requires." in said
    )


def test_an_open_pile_taken_with_one_card_and_a_wild_card_says_that_is_enough_there():
    reasons = reasons_of(
        {
            "hands": [["KS", "2H", "5D", "6D", "7D", "8D", "9D", "JD", "QD", "4C", "4H"], 11, 11, 11],
            "discard": ["5C", "8H", "KD"],
            "melds": [[["8S", "8H", "8D"]], []],
            "move": {"action": "take-pile", "with": ["KS", "2H"]},
        }
    )
    codes = [r.code for r in reasons]
    assert ReasonCode.PILE_NOT_FROZEN in codes and ReasonCode.PILE_NATURAL_AND_WILD in codes
    assert "a frozen pile would need a natural pair" in " ".join(words(reasons))


@pytest.mark.parametrize(
    ("variant", "counts"),
    [("classic", True), ("modern-american", False)],
)
def test_an_opening_from_the_pile_says_whether_its_top_card_counts_toward_the_minimum(variant, counts):
    data = {
        "variant": variant,
        "hands": [["KS", "KH", "AS", "AH", "AD", "2C", "9D", "JD", "QD", "4C", "4H"], 11, 11, 11],
        "discard": ["5C", "8H", "KD"],
        "melds": [[], []],
        "move": {"action": "take-pile", "with": ["KS", "KH"], "melds": [["AS", "AH", "AD", "2C"]]},
    }
    if variant == "modern-american":
        data["hands"] = [data["hands"][0] + ["AC", "JK"], 13, 13, 13]
        # the opening needs a clean meld and 125 points there, the K♦ from the pile not counted
        data["hands"][0] += ["JS", "JH", "QS", "QH"]
        data["move"]["melds"] = [["AS", "AH", "AD", "AC"], ["JD", "JS", "JH", "2C"], ["QD", "QS", "QH", "JK"]]
        data["talon"] = [0, 0, 0, 0]
    reasons = reasons_of(data)
    [top] = [r for r in reasons if r.code is ReasonCode.OPENING_PILE_TOP]
    assert top.params["counts"] is counts and top.params["card"] == "KD" and top.params["taken"] == 2
    line = reason_text(top)
    assert "K♦" in line and ("does not count" in line) is not counts
    assert ReasonCode.INITIAL_MELD in [r.code for r in reasons]  # the count itself stays said, with its numbers


def test_a_meld_with_wild_cards_names_the_limits_it_keeps_with_its_figures():
    reasons = reasons_of(
        {
            "phase": "play",
            "hands": [["7C", "7H", "7S", "JK", "2D", "5D", "6D", "8D", "9D", "4C", "4H", "QD"], 11, 11, 11],
            "discard": ["5C"],
            "melds": [[["8S", "8H", "8D"]], []],
            "move": {"action": "meld", "melds": [["7C", "7H", "7S", "JK", "2D"]]},
        }
    )
    [limit] = [r for r in reasons if r.code is ReasonCode.WILD_CARDS_WITHIN_LIMIT]
    assert reason_text(limit) == "2 wild cards with 3 natural cards: a meld may hold up to 3 wild cards."


def test_a_discarded_black_three_stops_the_next_player_and_a_wild_card_freezes_the_pile():
    hand = ["3S", "2D", "KS", "KH", "9C", "9D"]
    data = {"phase": "play", "hands": [hand, 11, 11, 11], "discard": ["5C", "8H"], "melds": [[["8S", "8H", "8D"]], []]}
    stops = words(reasons_of({**data, "move": {"action": "discard", "card": "3S"}}))
    assert any("stops the next player: Player 2 may not take the pile" in line for line in stops)
    freezes = words(reasons_of({**data, "move": {"action": "discard", "card": "2D"}}))
    assert any(line.startswith("The 2♦ you discarded freezes the pile") for line in freezes)
    plain = [r.code for r in reasons_of({**data, "move": {"action": "discard", "card": "KS"}})]
    assert ReasonCode.BLACK_THREE_STOPS not in plain and ReasonCode.PILE_FROZEN_BY_DISCARD not in plain


def test_the_red_three_that_comes_with_the_pile_is_said_once():
    reasons = reasons_of(
        {
            "hands": [["KS", "KH", "5D", "6D", "7D", "8D", "9D", "JD", "QD", "4C", "4H"], 11, 11, 11],
            "discard": ["5C", "3H", "8H", "KD"],
            "melds": [[["8S", "8H", "8D"]], []],
            "move": {"action": "take-pile", "with": ["KS", "KH"]},
        }
    )
    codes = [r.code for r in reasons]
    assert codes.count(ReasonCode.THREES_FROM_PILE) == 1 and ReasonCode.THREES_LAID_OUT not in codes
    assert "1 red three came with the pile" in " ".join(words(reasons))


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_every_legal_take_and_wild_meld_answers_its_point_in_every_language(seed):
    """Over random hands of every rule system: a pile taken says whether and why it was frozen, every meld of one
    rank with wild cards says the limits it keeps, and each such sentence is worded whole in de, fr and en."""
    rng = random.Random(seed)
    for before, move in game(random_ruleset(rng), rng, max_turns=rng.randrange(10, 80)):
        verdict, after = rule_on(before, move)
        if after is None or not isinstance(move, (TakePile, MeldMove, Discard)):
            continue
        reasons = legal_reasons(before, move, after)
        codes = {r.code for r in reasons}
        if isinstance(move, TakePile):
            assert codes & {ReasonCode.PILE_NOT_FROZEN, ReasonCode.PILE_FROZEN_PAIR, ReasonCode.PILE_NATURAL_PAIR}
        if isinstance(move, MeldMove):
            team = before.team()
            was = len(before.melds[team])
            new = [m for m in after.melds[team][was:] if m.kind == RANK and m.wilds]
            limits = [r for r in reasons if r.code is ReasonCode.WILD_CARDS_WITHIN_LIMIT]
            assert len(limits) >= len(new)
        for reason in reasons:
            for language in ("de", "fr", "en"):
                i18n.set_language(language)
                line = reason_text(reason)
                assert line.strip() and "{" not in line and "}" not in line, (language, reason)
        i18n.set_language("en")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_the_rule_behind_a_new_meld_fits_its_kind(seed):
    """A run of one suit rests on the rule of sequences, a meld of wild cards on the rule that allows them: never
    on "cards of one rank", which the meld does not keep."""
    rng = random.Random(seed)
    fitting = {"sequence": {"sequences"}, "wild": {"wild_melds"}, "black-threes": {"black_three_meld_max"}}
    fitting["rank"] = {"meld-same-rank", "melds_per_rank"}
    for before, move in game(random_ruleset(rng), rng, max_turns=rng.randrange(10, 120)):
        verdict, after = rule_on(before, move)
        if after is None or not isinstance(move, MeldMove):
            continue
        team = before.team()
        new = after.melds[team][len(before.melds[team]) :]
        laid = [r for r in legal_reasons(before, move, after) if r.code is ReasonCode.MELD_LAID]
        for meld, reason in zip(new, laid, strict=True):
            assert reason.rule in fitting[meld.kind], (meld, reason)


def test_an_accepted_samba_run_shows_the_rule_of_sequences():
    from tutor.play.commentary import Commentary

    loaded = read_position(
        json.dumps(
            {
                **BASE,
                "variant": "samba",
                "phase": "play",
                "hands": [["4H", "5H", "6H", "9D", "9C", "KS", "QD", "JD", "8C", "7C", "5S", "4S", "10D"], 15, 15, 15],
                "discard": ["5C"],
                "melds": [[["8S", "8H", "8D"]], []],
                "move": {"action": "meld", "melds": [["4H", "5H", "6H"]]},
            }
        )
    )
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    assert commentary.legal and commentary.rules == ("sequences",)
