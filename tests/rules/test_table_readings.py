"""The readings real tables play (issue: every table's reading): the rulings that were wrong, and each new
option with the ruling under the preset's reading, under the other one, and the other reading named."""

from __future__ import annotations

import pytest

from tests.conftest import position
from tutor import i18n
from tutor.rules.readings import other_readings
from tutor.rules.reasons import legal_reasons
from tutor.rules.referee import play
from tutor.words.explain import explain, reason_text

MAC = "modern-american"


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")


def ruled(**fields):
    loaded = position(**fields)
    return loaded, play(loaded.position, loaded.moves)


def readings_of(loaded, ruling) -> dict[str, object]:
    return {r.option: r.value for r in other_readings(loaded.position, loaded.moves, ruling.legal)}


# -- the wrong rulings ----------------------------------------------------------------------------------------


def test_three_natural_cards_from_the_hand_that_take_the_pile_are_the_clean_triple():
    """Modern American: the top card does not count toward the clean triple, but the three queens from the
    hand are one by themselves, and a natural top card joining them does not spoil them."""
    hand = ["QS", "QH", "QC", "JS", "JH", "JK", "10S", "10H", "2C", "AS", "AH", "AD", "5C"]
    fields = dict(
        variant=MAC, turn=0, phase="draw", hands=[hand, 13, 13, 13], stock=40, discard=["4C", "QD"], melds=[[], []]
    )
    takes = {"action": "take-pile", "with": ["QS", "QH", "QC"], "melds": [["JS", "JH", "JK"], ["10S", "10H", "2C"]]}
    loaded, ruling = ruled(**fields, move=takes)  # 30 from the hand's queens, 70 and 40: 140 of 125
    assert ruling.legal, ruling.verdict.codes
    # two queens from the hand are no clean triple: the top card may not make the third
    pair = {**takes, "with": ["QS", "QH"]}
    loaded, ruling = ruled(**fields, move=pair)
    assert ruling.verdict.codes == ["meld-not-clean"]
    # a wild card with the queens spoils them
    wild = {**takes, "with": ["QS", "QH", "QC", "2C"], "melds": [["JS", "JH", "JK"], ["10S", "10H", "2D"]]}
    loaded, ruling = ruled(**dict(fields, hands=[[*hand[:-1], "2D"], 13, 13, 13]), move=wild)
    assert ruling.verdict.codes == ["meld-not-clean"]


def test_a_wild_canasta_from_the_hand_is_a_splash_under_the_one_option():
    """pagat.com's Splash: a natural or wild canasta laid from the hand opens whatever it counts; the one option
    initial_canasta_suffices says so, the wild canasta standing in for the clean triple."""
    wild = ["2C", "2D", "2H", "2S", "2C", "2D", "2H"]  # 140, short of the 180 at 6000
    fields = dict(
        variant=MAC,
        players=4,
        turn=0,
        phase="play",
        hands=[[*wild, "5C", "6D", "8H", "9S", "10C", "KD"], 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[[], []],
        scores=[6000, 0],
        move={"action": "meld", "melds": [wild]},
    )
    loaded, ruling = ruled(**fields)
    assert ruling.verdict.codes == ["initial-meld-too-low"]
    assert readings_of(loaded, ruling) == {"initial_canasta_suffices": True}
    loaded, ruling = ruled(**fields, options={"initial_canasta_suffices": True})
    assert ruling.legal, ruling.verdict.codes
    # a mixed canasta is no splash: it opens no minimum's worth without a clean triple
    mixed = ["KS", "KH", "KD", "KC", "KS", "2C", "JK"]
    mixed_hand = [[*mixed, "5C", "6D", "8H", "9S", "10C", "QD"], 13, 13, 13]
    loaded, ruling = ruled(
        **dict(fields, hands=mixed_hand, move={"action": "meld", "melds": [mixed]}),
        options={"initial_canasta_suffices": True},
    )
    assert ruling.verdict.codes == ["meld-not-clean"]


# a Classic side with a canasta; seat 0 holds three nines and two cards to go out with
ASKING = dict(
    turn=0,
    phase="play",
    hands=[["9S", "9H", "9D", "5C", "6D"], 11, 11, 11],
    stock=40,
    discard=["4C"],
    melds=[[["KS", "KH", "KD", "KC", "KS", "KH", "KD"], ["QS", "QH", "QD"]], []],
)
MELD_NINES = {"action": "meld", "melds": [["9S", "9H", "9D"]]}


def test_asking_the_partner_after_melding_is_too_late_under_pagat_style():
    """pagat-style: the question only straight after drawing or taking the pile, before any further meld."""
    hand = ["9S", "9H", "9D", "QC", "6D"]
    table = dict(ASKING, hands=[hand, 11, 11, 11])
    go_out = {"action": "go-out", "add": [{"to": 1, "cards": ["QC"]}], "discard": "6D", "permission": "yes"}
    loaded, ruling = ruled(**table, moves=[MELD_NINES, go_out])
    assert ruling.verdict.codes == ["go-out-asked-too-late"]
    [violation] = ruling.verdict.violations
    assert violation.rule == "go_out_ask_moment"
    assert "after melding this turn" in explain(violation)
    assert readings_of(loaded, ruling) == {"go_out_ask_moment": "any-time"}
    # the same question straight after drawing, the nines melded while going out: accepted, and it says when
    asked_first = {**go_out, "melds": [["9S", "9H", "9D"]]}
    loaded, ruling = ruled(**table, move=asked_first)
    assert ruling.legal, ruling.verdict.codes
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], ruling.position)]
    assert "You asked your partner straight after drawing, before any meld, and the answer was yes." in words
    # going out after melding without asking is no question at all
    loaded, ruling = ruled(**table, moves=[MELD_NINES, {k: v for k, v in go_out.items() if k != "permission"}])
    assert ruling.legal
    # règle-fr and canasta.ch set no moment: the other reading accepts it and says when the question came
    loaded, ruling = ruled(**table, moves=[MELD_NINES, go_out], options={"go_out_ask_moment": "any-time"})
    assert ruling.legal
    melded, gone_out = ruling.positions[-2:]
    words = [reason_text(r) for r in legal_reasons(melded, loaded.moves[1], gone_out)]
    assert any("after melding this turn, which this table allows" in w for w in words)


def test_the_moment_of_the_question_survives_a_save_after_taking_the_pile():
    """turn_state's melded_after_pile: a pile taken alone still lets the player ask; further melds do not."""
    from tutor.rules.notation import read_position, write_position

    hand = ["7S", "7H", "9S", "9H", "9D", "5C", "6D"]
    table = dict(ASKING, phase="draw", hands=[hand, 11, 11, 11], discard=["4C", "7D"])
    take = {"action": "take-pile", "with": ["7S", "7H"]}
    take_and_meld = {**take, "melds": [["9S", "9H", "9D"]]}
    for move, too_late in ((take, False), (take_and_meld, True)):
        loaded, ruling = ruled(**table, move=move)
        assert ruling.legal, ruling.verdict.codes
        after = ruling.position
        saved = write_position(after)
        assert saved["turn_state"].get("melded_after_pile", False) is too_late
        reread = read_position(saved).position
        assert reread.melded_after_drawing is too_late
