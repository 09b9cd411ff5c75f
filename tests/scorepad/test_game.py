"""The score pad's games: every rule system to its end, impossible hands refused, files kept."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tutor.rules.scoring import SideParts
from tutor.scorepad import Game, GameStore, ScorePadError


def winning_hand(game: Game) -> list[SideParts]:
    """Side 0 goes out with the canastas its rules require; the others are caught with cards."""
    rs = game.ruleset
    need = max(1, rs.canastas_to_go_out)
    out = SideParts(melded=100 * need, canastas={"natural": need}, went_out=True, red_threes=1)
    others = [SideParts(melded=60, in_hand=35) for _ in range(len(game.teams) - 1)]
    return [out, *others]


@pytest.mark.parametrize(
    "variant, players",
    [("classic", 2), ("classic", 4), ("classic", 6), ("samba", 4), ("modern-american", 4), ("strict", 2), ("strict", 4)],
)
def test_a_game_of_each_rule_system_is_played_to_its_end(variant, players):
    game = Game.new(variant, players)
    dealers = []
    while not game.is_over():
        dealers.append(game.dealer())
        game.add_hand(winning_hand(game))
        assert len(game.hands) < 100
    totals = game.totals()
    assert totals[0] >= game.target > max(totals[1:]) or totals[0] > max(totals[1:])
    assert game.winners() == [0]
    assert dealers[: players + 1] == [*range(players), 0][: len(dealers[: players + 1])]


def test_samba_red_threes_need_two_canastas():
    """Wikipedia Samba: red threes count for a side with two canastas, against it otherwise."""
    game = Game.new("samba", 4)
    game.add_hand(
        [
            SideParts(melded=300, canastas={"natural": 2}, went_out=True, red_threes=1),
            SideParts(melded=200, canastas={"mixed": 1}, red_threes=2),
        ]
    )
    ours, theirs = game.scores(0)
    assert ("red-threes", 1, 100) in ours.items
    assert ("red-threes-unmet", 2, -200) in theirs.items


def test_the_strict_version_doubles_the_minus_after_a_concealed_going_out():
    """verschärft, “Das Zählen”."""
    game = Game.new("strict", 2)
    game.add_hand(
        [SideParts(melded=200, canastas={"natural": 2}, went_out=True, concealed=True), SideParts(melded=40, in_hand=50)]
    )
    assert game.scores(0)[1].in_hand == -100


def test_next_minimums_follow_the_totals():
    game = Game.new("classic", 4)
    game.add_hand([SideParts(melded=1500, canastas={"natural": 2}, went_out=True), SideParts(melded=3000)])
    assert game.totals()[0] >= 1500 and game.totals()[1] == 3000
    assert game.next_minimums() == [90, 120]


@pytest.mark.parametrize(
    "hand, field",
    [
        ([SideParts(melded=50, went_out=True), SideParts()], "sides[0].went_out"),
        (
            [
                SideParts(melded=300, canastas={"natural": 1}, went_out=True),
                SideParts(melded=300, canastas={"natural": 1}, went_out=True),
            ],
            "sides[1].went_out",
        ),
        ([SideParts(melded=10, canastas={"natural": 1}), SideParts()], "sides[0].melded"),
        ([SideParts(concealed=True), SideParts()], "sides[0].concealed"),
        ([SideParts(melded=300, canastas={"sequence": 1}), SideParts()], "sides[0].canastas"),
        ([SideParts(red_threes=3), SideParts(red_threes=2)], "red_threes"),
        ([SideParts(black_threes=1), SideParts()], "sides[0].black_threes"),
        ([SideParts(in_hand=-5), SideParts()], "sides[0].in_hand"),
    ],
)
def test_impossible_hands_are_refused_with_the_reason(hand, field):
    game = Game.new("classic", 4)
    with pytest.raises(ScorePadError) as info:
        game.add_hand(hand)
    assert info.value.field == field
    assert not game.hands


def test_samba_going_out_needs_two_canastas():
    game = Game.new("samba", 4)
    with pytest.raises(ScorePadError, match="1 of the 2 needed"):
        game.add_hand([SideParts(melded=300, canastas={"natural": 1}, went_out=True), SideParts()])


def test_edit_and_undo_a_past_hand():
    game = Game.new("classic", 2)
    game.add_hand([SideParts(melded=100), SideParts(melded=50)])
    game.add_hand([SideParts(melded=30), SideParts(melded=20)])
    game.replace_hand(0, [SideParts(melded=10), SideParts(melded=50)])
    assert game.totals() == [40, 70]
    game.undo_hand()
    assert game.totals() == [10, 50] and game.dealer() == 1


def test_games_are_kept_and_resumed(tmp_path):
    store = GameStore(tmp_path)
    game = Game.new("samba", 4, names=list("ABCD"), team_names=["Us", "Them"], target=12000)
    game.add_hand([SideParts(melded=400, canastas={"sequence": 1, "natural": 1}, went_out=True), SideParts(melded=80)])
    store.save(game)
    (tmp_path / "broken.json").write_text("{")
    [again] = store.games()
    assert again.to_json() == game.to_json() and again.totals() == game.totals()
    assert (tmp_path / "broken.json.bad").exists()


def test_csv_export():
    game = Game.new("classic", 2)
    game.add_hand([SideParts(melded=100, canastas={"natural": 1}, went_out=True), SideParts(melded=50, in_hand=20)])
    rows = list(csv.reader(io.StringIO(game.to_csv(lambda team: f"side {team + 1}"))))
    assert rows[0][0] == "hand" and rows[1][:2] == ["1", "side 1"]
    assert int(rows[1][-1]) == game.totals()[0] and int(rows[2][-1]) == game.totals()[1]
    json.dumps(game.to_json())
