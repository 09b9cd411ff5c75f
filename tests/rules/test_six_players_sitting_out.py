"""Modern American at six players as real tables play it: three pairs, one pair sitting out each hand in turn
(``six_players_pair_sits_out``, a reading of a count no source seats). The pair sitting out is dealt nothing,
the turn passes it by, a move of one of its seats is refused with why, its total is kept, and the next hand the
next pair sits out. A position where nobody sits out rules exactly as today."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.rules.test_properties import SETTINGS, mid_game, random_move
from tests.support.cli import referee
from tests.support.positions import SIX_PAIR_SITTING_OUT
from tutor.play.commentary import Commentary
from tutor.play.practice_game import PracticeGame
from tutor.rules.bot import Bot
from tutor.rules.cards import Card
from tutor.rules.choices import applies, choices, standing
from tutor.rules.deal import deal, pair_sitting_out
from tutor.rules.moves import Discard, Draw
from tutor.rules.notation import PositionError, dumps, read_position, write_position
from tutor.rules.referee import MoveInputError, rule_on
from tutor.rules.scoring import score_hand
from tutor.rules.variants import Ruleset
from tutor.words.explain import explain, rule_reference
from tutor.words.rulecards import standing_text

MAC = "modern-american"
SITS_OUT = {"six_players_pair_sits_out": True}
RULES = Ruleset.build(MAC, 6, SITS_OUT)


def test_a_reading_of_six_players_beside_three_pairs_all_playing():
    assert [c.value for c in choices(MAC, 6, "six_players_pair_sits_out")] == [False, True]
    assert standing(MAC, 6, "six_players_pair_sits_out", True).kind == "house-variation"
    # no source seats six: the three pairs all playing is the four-player rule carried over, said as no written rule
    default = standing_text(standing(MAC, 6, "six_players_pair_sits_out", False))
    assert default == "No written rule: a house variation tables play"
    assert applies(Ruleset.build(MAC, 6), "six_players_pair_sits_out")
    assert not any(applies(Ruleset.build(MAC, n), "six_players_pair_sits_out") for n in (2, 3, 4))


def test_the_pair_sitting_out_turns_round_hand_by_hand():
    assert [pair_sitting_out(RULES, n) for n in range(1, 5)] == [(2, 5), (0, 3), (1, 4), (2, 5)]
    assert pair_sitting_out(Ruleset.build(MAC, 6), 1) == ()  # three pairs all playing: nobody sits out


@pytest.mark.parametrize("first", range(6))
def test_the_deal_gives_the_pair_sitting_out_no_cards(first):
    pos = deal(RULES, random.Random(first), None, first, (2, 5))
    assert [pos.hand_size(seat) for seat in range(6)] == [13, 13, 0, 13, 13, 0]
    assert pos.sitting_out == {2, 5} and pos.turn not in (2, 5)
    assert pos.turn == (first if first not in (2, 5) else (first + 1) % 6)
    read_position(write_position(pos))  # the deal is a position the format reads back


def test_the_turn_passes_the_pair_sitting_out_by():
    loaded = read_position({**SIX_PAIR_SITTING_OUT, "move": {"action": "discard", "card": "6D"}})
    _verdict, after = rule_on(loaded.position, loaded.moves[0])
    assert after.turn == 1
    one = read_position({**SIX_PAIR_SITTING_OUT, "turn": 1, "hands": [13, ["KS", "KH", "5C", "6D"], 0, 13, 13, 0]}).position
    assert rule_on(one, Discard(Card.parse("6D")))[1].turn == 3
    four = read_position({**SIX_PAIR_SITTING_OUT, "turn": 4, "hands": [13, 13, 0, 13, ["KS", "KH", "5C", "6D"], 0]}).position
    assert rule_on(four, Discard(Card.parse("6D")))[1].turn == 0  # past seat 5, which sits out, to seat 0


def test_a_move_of_a_seat_sitting_out_is_refused_with_why_the_rule_and_its_standing():
    loaded = read_position({**SIX_PAIR_SITTING_OUT, "phase": "draw", "move": {"action": "draw", "seat": 2}})
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    assert not commentary.legal
    [violation] = commentary.violations
    assert violation.code.value == "seat-sitting-out"
    assert "Player 3 sits out this hand" in explain(violation) and "one pair sits out each hand" in explain(violation)
    assert rule_reference(violation).startswith("Six players: one pair sits out each hand")
    [deciding] = [d for d in commentary.deciding if d.option == "six_players_pair_sits_out"]
    assert deciding.standing.kind == "house-variation"
    assert standing_text(deciding.standing) == "A house variation, listed by players' groups"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"options": {}}, "sitting_out"),  # every player plays every hand
        ({"sitting_out": [2, 4]}, "sitting_out"),  # not a pair
        ({"sitting_out": [0, 3]}, "hands[0]"),  # seat 0 holds cards
        ({"sitting_out": [2, 5], "hands": [["KS", "KH", "5C", "6D"], 13, 2, 13, 13, 0]}, "hands[2]"),
        ({"sitting_out": [2, 5], "melds": [[], [], [["9S", "9H", "9D"]]]}, "sitting_out"),
        (
            {"players": 4, "hands": [["KS"], 0, 13, 0], "melds": [[], []], "scores": [0, 0], "sitting_out": [1, 3]},
            "sitting_out",
        ),
    ],
)
def test_a_position_that_cannot_be_so_is_refused_naming_the_field(change, field):
    with pytest.raises(PositionError) as caught:
        read_position({**SIX_PAIR_SITTING_OUT, **change})
    assert caught.value.field == field


def test_the_pair_sitting_out_scores_nothing_and_keeps_its_total():
    ended = {
        **SIX_PAIR_SITTING_OUT,
        "hands": [[], ["5C"], 0, ["6D"], [], 0],
        "melds": [
            [["KS", "KH", "KD", "KC", "KS", "KH", "KD"], ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]],
            [["9S", "9H", "9D"]],
            [],
        ],
        "scores": [1200, 800, 2500],
        "went_out": 0,
    }
    scores = score_hand(read_position(ended).position)
    assert scores[2].total == 0 and scores[2].new_score == 2500
    assert scores[0].total > 0 and scores[1].new_score != 800


def test_a_practice_game_of_six_sits_each_pair_out_in_turn():
    game = PracticeGame(MAC, 6, seed=4)
    bot = Bot(random.Random(2))
    for pair in [(2, 5), (0, 3), (1, 4)]:
        position = game.deal(SITS_OUT)
        assert position.sitting_out == set(pair)
        assert all(position.hand_size(seat) == 0 for seat in pair)
        before = list(game.totals) or [0, 0, 0]
        game.play(position)
        for _turn in range(600):
            if position.ended or (position.phase == "draw" and position.stock_size == 0):
                break
            assert position.turn not in pair
            for _move, after in bot.play_turn(position):
                position = after
        if game.score(position):
            sat = position.team(pair[0])
            assert game.totals[sat] == before[sat]  # its total is kept, untouched by the hand
        else:
            pytest.skip("a bot hand that does not end")


def test_the_command_line_refuses_the_move_of_a_seat_sitting_out():
    data = {**SIX_PAIR_SITTING_OUT, "phase": "draw", "move": {"action": "draw", "seat": 5}}
    done = referee(data, "--json", "--lang", "en")
    assert done.returncode == 1, done.stderr
    out = json.loads(done.stdout)
    assert out["violations"][0]["code"] == "seat-sitting-out"
    assert "Player 6 sits out this hand" in out["violations"][0]["message"]


def _without_options(pos) -> dict:
    data = json.loads(dumps(pos))
    data.pop("options")
    return data


@SETTINGS
@given(st.integers(0, 10**9))
def test_nobody_sitting_out_rules_exactly_as_today(seed):
    """With the reading chosen but no pair sitting out in the position, every move rules as without it."""
    pos, rng = mid_game(seed, 6, MAC)
    data = write_position(pos)
    plain = read_position(data).position
    chosen = read_position({**data, "options": {**data["options"], **SITS_OUT}}).position
    assert chosen.sitting_out == frozenset()
    for _ in range(6):
        move = rng.choice([random_move(plain, rng), Draw(seat=rng.randrange(6))])
        outcomes = []
        for position in (plain, chosen):
            try:
                verdict, after = rule_on(position, move)
            except MoveInputError as exc:
                outcomes.append(("input", str(exc)))
                continue
            outcomes.append((verdict.codes, [v.params for v in verdict.violations], after and _without_options(after)))
        assert outcomes[0] == outcomes[1]
        if outcomes[0][0] != "input" and outcomes[0][2] is not None:
            plain = rule_on(plain, move)[1]
            chosen = rule_on(chosen, move)[1]


def test_a_share_code_and_the_kept_practice_game_keep_the_pair_sitting_out(tmp_path, monkeypatch):
    from tutor.play import practice_store
    from tutor.play.share import decode, encode

    loaded = read_position({**SIX_PAIR_SITTING_OUT, "phase": "draw", "move": {"action": "draw"}})
    again = decode(encode(loaded.position, loaded.moves))
    assert again.position.sitting_out == {2, 5}
    seen = decode(encode(loaded.position, loaded.moves, viewer=0)).position
    assert seen.sitting_out == {2, 5} and seen.hand_size(2) == 0
    game = PracticeGame(MAC, 6, seed=9)
    position = game.deal(SITS_OUT)
    game.keep(position)
    _kept_game, kept_position = PracticeGame.kept()
    assert kept_position is not None and kept_position.sitting_out == position.sitting_out
    practice_store.forget()
