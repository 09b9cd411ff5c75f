"""Readings Modern American tables use, each an option with its source: the ruling under the preset's reading,
the ruling under the other one, and the other reading named in the ruling (``other_readings``)."""

from __future__ import annotations

import pytest

from tests.conftest import position
from tutor import i18n
from tutor.rules.choices import standing
from tutor.rules.notation import PositionError, write_position
from tutor.rules.readings import other_readings
from tutor.rules.reasons import legal_reasons
from tutor.rules.referee import play
from tutor.rules.scoring import game_over, hand_won_outright, score_hand, winners
from tutor.words.explain import explain, reason_text

MAC = "modern-american"
OPENED = [["KS", "KH", "KD", "2C"], ["AS", "AH", "AC", "2D"], ["QS", "QH", "QD"], ["JS", "JH", "JC"]]
C1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
C2 = ["8S", "8H", "8D", "8C", "8S", "8H", "8D"]
STRAIGHT = ["AS", "2C", "3H", "4D", "5S", "6S", "7C", "8H", "9D", "10S", "JS", "QC", "KH", "JK"]


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")


def mac(players=4, **fields):
    loaded = position(variant=MAC, players=players, **fields)
    return loaded, play(loaded.position, loaded.moves)


def readings_of(loaded, ruling) -> dict[str, object]:
    return {r.option: r.value for r in other_readings(loaded.position, loaded.moves, ruling.legal)}


GOING_OUT = dict(
    turn=0, phase="play", hands=[["4S", "4H", "4D", "5S"], 13, 13, 13], stock=30, discard=["6C"], melds=[[C1, C2], []]
)
GO_OUT = {"action": "go-out", "melds": [["4S", "4H", "4D"]], "discard": "5S"}


def test_the_partners_no_binds_and_advice_only_is_the_other_reading():
    loaded, ruling = mac(**GOING_OUT, move={**GO_OUT, "permission": "no"})
    assert ruling.verdict.codes == ["partner-refused"]
    assert ruling.verdict.violations[0].rule == "partner_answer_binds"
    assert readings_of(loaded, ruling) == {"partner_answer_binds": False}
    advice, ruling = mac(**GOING_OUT, move={**GO_OUT, "permission": "no"}, options={"partner_answer_binds": False})
    assert ruling.legal
    words = [reason_text(r) for r in legal_reasons(advice.position, advice.moves[0], ruling.position)]
    assert words[:2] == [
        "You asked your partner straight after drawing, before any meld.",
        "Your partner said no, but at this table a partner's answer is advice only.",
    ]
    assert standing(MAC, 4, "partner_answer_binds", False).kind == "house-variation"


def test_asking_to_go_out_is_allowed_once_per_hand():
    """pagat: once per hand; read per player by default, per side as the other reading; never in Classic."""
    asked_before = dict(GOING_OUT, go_out_asked=[0])
    loaded, ruling = mac(**asked_before, move={**GO_OUT, "permission": "yes"})
    assert ruling.verdict.codes == ["go-out-asked-before"]
    assert "already asked your partner this hand" in explain(ruling.verdict.violations[0])
    # going out without asking again is still allowed
    assert mac(**asked_before, move=GO_OUT)[1].legal
    # the partner asked, not this player: once per player lets this one ask; once per side does not
    partner_asked = dict(GOING_OUT, go_out_asked=[2])
    loaded, ruling = mac(**partner_asked, move={**GO_OUT, "permission": "yes"})
    assert ruling.legal and readings_of(loaded, ruling) == {"go_out_asks": "once-per-side"}
    _, per_side = mac(**partner_asked, move={**GO_OUT, "permission": "yes"}, options={"go_out_asks": "once-per-side"})
    assert per_side.verdict.codes == ["go-out-asked-before"]
    assert "Your side has already asked" in explain(per_side.verdict.violations[0])
    _, classic = mac(**asked_before, move={**GO_OUT, "permission": "yes"}, options={"go_out_asks": "unlimited"})
    assert classic.legal


def test_a_wild_card_may_be_the_going_out_discard_unless_the_table_says_no():
    fields = dict(GOING_OUT, hands=[["4S", "4H", "4D", "JK"], 13, 13, 13])
    move = {"action": "go-out", "melds": [["4S", "4H", "4D"]], "discard": "JK"}
    loaded, ruling = mac(**fields, move=move)
    assert ruling.legal and readings_of(loaded, ruling)["go_out_wild_discard"] is False
    _, strict = mac(**fields, move=move, options={"go_out_wild_discard": False})
    assert strict.verdict.codes == ["discard-not-allowed"]
    assert explain(strict.verdict.violations[0]) == "At this table the going-out discard may not be a wild card."


def test_a_wild_card_in_the_pile_blocks_the_cards_below_it_under_the_groups_reading():
    """Canasta Junction: a wild card in the pile does not freeze it; some groups let it block what lies below."""
    pile = ["4C", "5D", "JK", "6H", "KD"]
    fields = dict(
        turn=1,
        phase="draw",
        hands=[13, ["KS", "KH", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13],
        stock=30,
        discard=pile,
        melds=[[], OPENED],
    )
    take = {"action": "take-pile", "with": ["KS", "KH"]}
    loaded, whole = mac(**fields, move=take)
    assert whole.legal and len(whole.position.hands[1]) == 8 - 2 + 4
    _, blocked = mac(**fields, move=take, options={"pile_wild_blocks": True})
    assert blocked.legal
    assert [c.text for c in blocked.position.discard] == ["4C", "5D", "JK"]
    assert len(blocked.position.hands[1]) == 8 - 2 + 1  # only the 6♥ above the joker
    loaded_blocked = position(variant=MAC, players=4, **fields, move=take, options={"pile_wild_blocks": True})
    words = [reason_text(r) for r in legal_reasons(loaded_blocked.position, take_move(loaded_blocked), blocked.position)]
    assert "You took the pile: 2 cards." in words
    assert any("blocks what lies below it" in w and "3 cards" in w for w in words)


def take_move(loaded):
    return loaded.moves[0]


def _ended(**extra):
    hands = [[], ["5C"], ["6C"], ["8C"]]
    return dict(turn=0, hands=hands, stock=30, discard=["4C"], melds=[[C1, C2], []], went_out=0, **extra)


def test_an_untaken_talon_counts_as_the_table_reads_it():
    ended = _ended(talon=[[], ["3C", "KS", "AS"], [], []])
    loaded = position(variant=MAC, players=4, **ended)
    # 5♣ and 8♣ in hand, and the 3♣ stuck in the talon counts 5 as a three held does (pagat.com)
    assert score_hand(loaded.position)[1].in_hand == -20
    nothing = position(variant=MAC, players=4, **ended, options={"untaken_talon_counts": "nothing"})
    assert score_hand(nothing.position)[1].in_hand == -15
    hundred = position(variant=MAC, players=4, **ended, options={"untaken_talon_counts": "threes-100"})
    assert score_hand(hundred.position)[1].in_hand == -(15 + 100)
    everything = position(variant=MAC, players=4, **ended, options={"untaken_talon_counts": "all"})
    assert score_hand(everything.position)[1].in_hand == -(15 + 5 + 10 + 20)
    unknown = position(variant=MAC, players=4, **_ended(talon=[0, 3, 0, 0]), options={"untaken_talon_counts": "all"})
    with pytest.raises(Exception, match="talon"):
        score_hand(unknown.position)


def test_a_perfect_cut_earns_the_bonus_the_table_gives_it():
    ended = _ended(perfect_cut=[1])
    plain = score_hand(position(variant=MAC, players=4, **ended).position)
    bonus = score_hand(position(variant=MAC, players=4, **ended, options={"perfect_cut_bonus": 100}).position)
    assert bonus[1].total == plain[1].total + 100 and bonus[0].total == plain[0].total
    assert ("perfect-cut", 1, 100) in bonus[1].items
    assert standing(MAC, 4, "perfect_cut_bonus", 100).kind == "house-variation"


def test_a_special_hand_on_the_turn_after_the_partner_opened_is_the_honors_courtesy():
    fields = dict(
        turn=2,
        phase="play",
        hands=[13, 13, STRAIGHT, 13],
        stock=30,
        discard=["4C"],
        melds=[[["QS", "QH", "QD"], ["JS", "JH", "JC"], ["KS", "KH", "KD", "2C"]], []],
        melded_seats=[0],
        courtesy_seats=[2],
    )
    move = {"action": "go-out", "melds": [STRAIGHT]}
    loaded, ruling = mac(**fields, move=move)
    assert not ruling.legal and readings_of(loaded, ruling) == {"special_hand_courtesy": True}
    _, courtesy = mac(**fields, move=move, options={"special_hand_courtesy": True})
    assert courtesy.legal and courtesy.position.special_hand == "straight"
    # the courtesy lasts one turn: a seat that is not listed has had its turn
    _, late = mac(**dict(fields, courtesy_seats=[]), move=move, options={"special_hand_courtesy": True})
    assert not late.legal


def test_the_referee_keeps_track_of_the_courtesy_turn():
    """Seat 0 opens and discards; seat 2 (its partner) holds the courtesy until its own turn ends."""
    options = {"special_hand_courtesy": True}
    hand = ["QS", "QH", "QD", "JS", "JH", "JC", "KS", "KH", "KD", "AS", "AH", "AD", "5S", "6S"]
    loaded, ruling = mac(
        turn=0,
        phase="play",
        hands=[hand, 13, 13, 13],
        stock=40,
        discard=[],
        melds=[[], []],
        options=options,
        moves=[
            {"action": "meld", "melds": [["QS", "QH", "QD"], ["JS", "JH", "JC"], ["KS", "KH", "KD"], ["AS", "AH", "AD"]]},
            {"action": "discard", "card": "5S"},
        ],
    )
    assert ruling.legal and ruling.position.courtesy_seats == {2}
    saved = write_position(ruling.position)
    assert saved["courtesy_seats"] == [2]
    saved["hands"][1] = ["5S"]  # the seat to move's hand, known
    assert position(**saved).position.courtesy_seats == {2}


def test_a_dream_hand_wins_the_game_at_once():
    dream = ["5S", "5H", "5D", "5C", "5S", "KS", "KH", "KD", "KC", "KS", "2C", "2D", "JK", "JK"]
    loaded = position(
        variant=MAC,
        players=4,
        hands=[dream, ["5C"], ["6C"], ["8C"]],
        stock=30,
        discard=["4C"],
        melds=[[], [C1]],
        went_out=0,
        special_hand="dream-plus-4",
        scores=[-2000, 8000],
        options={"special_hands": "cla-all"},
    )
    teams = score_hand(loaded.position)
    totals = [t.new_score for t in teams]
    assert totals[0] < totals[1]  # behind on points, and still the winner
    outright = hand_won_outright(loaded.position)
    assert outright == 0 and game_over(totals, loaded.position.ruleset, outright)
    assert winners(totals, loaded.position.ruleset, outright) == [0]
    # an ordinary special hand does not end the game
    straight = position(
        variant=MAC,
        players=4,
        hands=[STRAIGHT, ["5C"], ["6C"], ["8C"]],
        stock=30,
        discard=["4C"],
        melds=[[], []],
        went_out=0,
        special_hand="straight",
    )
    assert hand_won_outright(straight.position) is None


@pytest.mark.parametrize(
    "name, value", [("go_out_asked", [0, 0]), ("perfect_cut", [4]), ("courtesy_seats", [1]), ("go_out_asked", "0")]
)
def test_the_new_fields_are_read_strictly(name, value):
    with pytest.raises(PositionError) as caught:
        position(
            variant=MAC, players=4, hands=[["5S"], 13, 13, 13], stock=40, melds=[[["QS", "QH", "QD"]], []], **{name: value}
        )
    assert caught.value.field.startswith(name)


def test_the_splash_is_pagats_reading_and_a_refused_opening_names_it():
    """pagat: a complete canasta laid from the hand opens whatever it counts; the CLA has no such exception."""
    hand = ["5S", "5H", "5D", "5C", "5S", "5H", "5D", "6S", "7H", "8D", "9C", "JD", "QS", "KH"]
    fields = dict(turn=0, phase="play", hands=[hand, 13, 13, 13], stock=40, discard=[], melds=[[], []])
    move = {"action": "meld", "melds": [["5S", "5H", "5D", "5C", "5S", "5H", "5D"]]}
    loaded, ruling = mac(**fields, move=move)
    assert ruling.verdict.codes == ["initial-meld-too-low"]
    [reading] = [r for r in other_readings(loaded.position, loaded.moves, False) if r.option == "initial_canasta_suffices"]
    assert reading.legal and [c.source for c in reading.citations] == ["pagat.com"]
    assert mac(**fields, move=move, options={"initial_canasta_suffices": True})[1].legal


def test_a_player_alone_is_never_told_about_a_partner():
    """Two players: a permission on a go-out means nothing, and the fields that need a partner are refused."""
    two = dict(turn=0, phase="play", hands=[["4S", "4H", "4D", "5S"], 13], stock=30, discard=["6C"], melds=[[C1, C2], []])
    loaded, ruling = mac(players=2, **two, move={**GO_OUT, "permission": "no"})
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], ruling.position)]
    assert ruling.legal and not any("partner" in w for w in words)
    for field in ("go_out_asked", "courtesy_seats"):
        with pytest.raises(PositionError) as caught:
            position(variant=MAC, players=2, **two, **{field: [0]})
        assert caught.value.field == f"{field}[0]"


def test_a_legal_ruling_names_the_tables_own_choice_it_rests_on():
    """With a wild card blocking the pile, the take is legal either way: the ruling still says which reading
    the table plays and where it stands, so the dispute over 3 cards or 6 is answered."""
    import json

    from tests.support.cli import referee

    data = dict(
        format="canasta-position/1",
        variant=MAC,
        players=4,
        turn=1,
        phase="draw",
        hands=[13, ["KS", "KH", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13],
        stock=30,
        discard=["4C", "5D", "JK", "6H", "KD"],
        melds=[[], OPENED],
        options={"pile_wild_blocks": True},
        move={"action": "take-pile", "with": ["KS", "KH"]},
    )
    out = referee(data, "--json").stdout
    deciding = json.loads(out)["deciding_rules"]
    assert [rule["option"] for rule in deciding] == ["pile_wild_blocks"]


def test_one_player_cuts_for_a_deal():
    with pytest.raises(PositionError) as caught:
        position(variant=MAC, players=4, **_ended(perfect_cut=[0, 1]))
    assert caught.value.field == "perfect_cut[1]"


def test_a_pile_take_speaks_of_the_natural_pair_not_of_a_frozen_pile():
    fields = dict(
        turn=1,
        phase="draw",
        hands=[13, ["KS", "KH", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13],
        stock=30,
        discard=["4C", "KD"],
        melds=[[], OPENED],
        move={"action": "take-pile", "with": ["KS", "KH"]},
    )
    loaded, ruling = mac(**fields)
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], ruling.position)]
    assert words[0] == (
        "Under these rules the pile is taken only with a natural pair matching the K♦ from your hand, as you did."
    )
    assert not any("frozen" in w for w in words)


def test_where_a_reading_stands_names_each_document_on_one_side():
    from tutor.words.rulecards import standing_text

    line = standing_text(standing(MAC, 4, "special_hands", "cla"))
    assert "canastaleague.org" not in line.split("against")[-1]
    assert standing_text(standing(MAC, 4, "partner_answer_binds", False)) == ("A house variation, listed by players' groups")
