"""A position saved in the middle of a turn rules exactly as the unsaved one (docs/position-extensions.md)."""

from __future__ import annotations

import pytest

from tests.conftest import position
from tutor.rules.cards import parse_cards
from tutor.rules.moves import Discard, GoOut, MeldMove
from tutor.rules.notation import PositionError, read_position, write_position
from tutor.rules.referee import check, play
from tutor.rules.scoring import ScoringError, score_hand

KINGS = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]


def reloaded(pos):
    return read_position(write_position(pos)).position


def test_open_and_go_out_in_one_turn_scores_the_same_when_saved_between():
    """canasta.ch, “Handcanasta”: going out without earlier melds is concealed, also across a saved file."""
    loaded = position(players=2, phase="play", hands=[KINGS + ["5S", "5H", "5D", "9C"], ["4S", "JD"]])
    opening = MeldMove(melds=(tuple(parse_cards(KINGS)),))
    going_out = GoOut(melds=(tuple(parse_cards(["5S", "5H", "5D"])),), discard=parse_cards(["9C"])[0])
    unsaved = play(loaded.position, [opening, going_out])
    assert unsaved.legal and unsaved.position.concealed
    halfway = play(loaded.position, [opening]).position
    saved = play(reloaded(halfway), [going_out])
    assert saved.legal and saved.position.concealed
    assert [t.total for t in score_hand(saved.position)] == [t.total for t in score_hand(unsaved.position)]


def test_a_refused_discard_stays_refused_after_saving():
    """canasta.ch, “Wenn der Talon (Stock) ausgeht”: a red three as the last stock card ends the discarding."""
    loaded = position(
        players=2,
        hands=[["KS", "KH", "KD", "5C"], 5],
        stock=["3H"],
        discard=["9C"],
        melds=[[["QS", "QH", "QD"]], []],
        options={"red_three_last_card": "may-meld"},
        move={"action": "draw"},
    )
    drawn = play(loaded.position, loaded.moves).position
    discard = Discard(card=parse_cards(["5C"])[0])
    assert not check(drawn, discard).legal
    again = reloaded(drawn)
    assert write_position(drawn)["turn_state"] == {"no_discard": True}
    assert check(again, discard).codes == check(drawn, discard).codes


def test_the_partner_s_meld_does_not_spoil_a_concealed_going_out_per_player():
    """canasta.ch, “Handcanasta”; règle-fr, “8. La sortie”: judged per player, the partner may have opened."""
    melds = [[["QS", "QH", "QD"]], []]
    fields = dict(
        players=4,
        phase="play",
        hands=[KINGS + ["5S", "5H", "5D", "9C"], 11, 11, 11],
        melds=melds,
        melded_seats=[2],
        move={"action": "go-out", "melds": [KINGS, ["5S", "5H", "5D"]], "discard": "9C"},
    )
    per_player = play(position(**fields).position, position(**fields).moves)
    assert per_player.legal and per_player.position.concealed
    per_side = position(**fields, options={"concealed_judged_by": "side"})
    ruling = play(per_side.position, per_side.moves)
    assert ruling.legal and not ruling.position.concealed


def test_samba_going_out_concealed_still_needs_the_minimum():
    """Wikipedia Samba: going out concealed does not change the initial-meld minimum."""
    fields = dict(
        variant="samba",
        players=4,
        phase="play",
        scores=[3000, 0],
        hands=[["5S", "5H", "5D", "5C", "5S", "5H", "5D", "6S", "6H", "6D", "6C", "6S", "6H", "6D", "9C"], 15, 15, 15],
        move={
            "action": "go-out",
            "melds": [["5S", "5H", "5D", "5C", "5S", "5H", "5D"], ["6S", "6H", "6D", "6C", "6S", "6H", "6D"]],
            "discard": "9C",
        },
    )
    samba = position(**fields)
    assert "initial-meld-too-low" in play(samba.position, samba.moves).verdict.codes
    waived = position(**fields, options={"concealed_waives_minimum": True})
    assert play(waived.position, waived.moves).legal


def test_melding_black_threes_before_the_last_discard_writes_a_readable_position():
    """canasta.ch, “Rote und schwarze Dreier”: black threes are melded when going out."""
    c1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
    loaded = position(
        players=2,
        phase="play",
        hands=[["3S", "3C", "3S", "8D"], 9],
        melds=[[c1], []],
        move={"action": "meld", "melds": [["3S", "3C", "3S"]]},
    )
    ruling = play(loaded.position, loaded.moves)
    assert ruling.legal
    again = reloaded(ruling.position)
    assert check(again, Discard(card=parse_cards(["8D"])[0])).legal


def test_black_threes_elsewhere_stay_refused():
    with pytest.raises(PositionError, match="ended"):
        position(players=2, hands=[["KS", "8D"], 9], melds=[[], [["3S", "3C", "3S"]]])


def test_a_finished_hand_with_black_threes_melded_is_scored():
    """verschärft, “Das Zählen”: black threes laid out count +5 each."""
    c1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
    c2 = ["8S", "8H", "8D", "8C", "8S", "8H", "8D"]
    loaded = position(variant="strict", players=2, hands=[[], ["KS"]], went_out=0, melds=[[c1, c2, ["3S", "3C", "3S"]], []])
    team0, _ = score_hand(loaded.position)
    assert team0.melded == 7 * 10 + 7 * 5 + 3 * 5  # nines 10, eights 5 in this version, black threes 5


def test_a_seat_that_went_out_with_cards_left_is_refused():
    c1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
    with pytest.raises(ScoringError) as info:
        score_hand(
            position(
                players=2, hands=[["4S", "5D", "6H", "7C"], []], went_out=0, melds=[[["KS", "KH", "KD"]], [c1]]
            ).position
        )
    assert info.value.field == "hands[0]"


def test_going_out_without_a_canasta_is_refused_in_scoring():
    with pytest.raises(ScoringError) as info:
        score_hand(position(players=2, hands=[[], ["5D"]], went_out=0, melds=[[["KS", "KH", "KD"]], []]).position)
    assert info.value.field == "went_out"


def test_a_special_hand_needs_its_cards():
    """Modern American special hands are fourteen cards shown at once."""
    with pytest.raises(ScoringError):
        score_hand(
            position(
                variant="modern-american", players=4, hands=[["AS", "KD"], [], [], []], went_out=0, special_hand="straight"
            ).position
        )


@pytest.mark.parametrize("turn_state", [{"opened": True}, {"took_pile": True}, {"melded": True}])
def test_turn_state_needs_a_turn_in_progress_and_a_meld(turn_state):
    with pytest.raises(PositionError):
        position(players=2, phase="draw", hands=[["KS"], 5], melds=[[["QS", "QH", "QD"]], []], turn_state=turn_state)
    with pytest.raises(PositionError):
        position(players=2, phase="play", hands=[["KS"], 5], turn_state=turn_state)


SEVENS = ["7S", "7H", "7D", "7C", "7S", "7H", "7D"]
#: seat 0 opens by taking the pile (A♦ with A♠ A♥, nothing else), discards; seat 1 draws and discards; seat 0
#: draws 5♦ and lays everything down at once
PILE_THEN_ALL_DOWN = dict(
    players=2,
    turn=0,
    phase="draw",
    hands=[["AS", "AH", "9C", "4C", *SEVENS], ["6C", "8C"]],
    stock=["5D", "JC"],
    discard=["5C", "5H", "AD"],
    melds=[[], []],
    moves=[
        {"action": "take-pile", "with": ["AS", "AH"]},
        {"action": "discard", "card": "9C"},
        {"action": "draw"},
        {"action": "discard", "card": "6C"},
        {"action": "draw"},
        {"action": "go-out", "melds": [SEVENS, ["5C", "5H", "5D"]], "discard": "4C"},
    ],
)


def test_a_player_who_opened_by_taking_the_pile_has_melded():
    """canasta.ch, “Handcanasta”: concealed means no meld in earlier turns; taking the pile lays a meld."""
    loaded = position(**PILE_THEN_ALL_DOWN)
    ruling = play(loaded.position, loaded.moves)
    assert ruling.legal and ruling.position.went_out == 0
    assert not ruling.position.concealed
    for step in range(1, len(loaded.moves)):  # saved after any of the moves, the same
        halfway = play(loaded.position, loaded.moves[:step]).position
        again = play(reloaded(halfway), loaded.moves[step:])
        assert again.legal and not again.position.concealed, step


def test_taking_the_pile_in_the_turn_that_goes_out_is_still_concealed_unless_the_table_says_otherwise():
    """canasta.ch, “Handcanasta”: no melds in earlier turns; pagat-style: the concealed hand follows a stock draw."""
    fields = dict(
        players=2,
        turn=0,
        phase="draw",
        hands=[["KS", "KH", "4C", "5S", "5H", *SEVENS], 9],
        stock=30,
        discard=["5C", "KD"],
        melds=[[], []],
        moves=[
            {"action": "take-pile", "with": ["KS", "KH"], "melds": [SEVENS]},
            {"action": "go-out", "melds": [["5S", "5H", "5C"]], "discard": "4C"},
        ],
    )
    loaded = position(**fields)
    ruling = play(loaded.position, loaded.moves)
    assert ruling.legal and ruling.position.concealed
    strict = position(**fields, options={"concealed_after_pile_take": False})
    ruling = play(strict.position, strict.moves)
    assert ruling.legal and not ruling.position.concealed
