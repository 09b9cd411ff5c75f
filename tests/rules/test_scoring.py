"""Scoring a finished hand."""

import pytest

from tests.conftest import position
from tutor.rules.scoring import game_over, red_threes_value, score_hand, winners
from tutor.rules.variants import Ruleset

NATURAL = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]  # 70 + 500
MIXED = ["9S", "9H", "9D", "9C", "9S", "2H", "JK"]  # 120 + 300


def finished(**fields):
    base = dict(hands=[[], [], [], []], went_out=0)
    base.update(fields)
    return score_hand(position(**base).position)


class TestCanastas:
    def test_natural_and_mixed(self):
        """canasta.ch, “Wertung und Abrechnung”: natural canasta 500, mixed 300, going out 100."""
        team = finished(melds=[[NATURAL, MIXED], []])[0]
        assert team.melded == 70 + (50 + 20 + 50)  # seven kings; five nines, a two and a joker
        assert team.bonuses == 500 + 300 + 100

    def test_concealed_bonus(self):
        """canasta.ch: going out concealed (Handcanasta) scores 200 instead of 100."""
        team = finished(melds=[[NATURAL], []], concealed=True)[0]
        assert team.bonuses == 500 + 200

    def test_handcanasta_500_option(self):
        """canasta.ch, “Variationen”: Handcanasta worth 500."""
        assert finished(melds=[[NATURAL], []], concealed=True, options={"concealed_bonus": 500})[0].bonuses == 1000

    def test_ace_canasta_option(self):
        """canasta.ch, “Variationen”: natural ace canasta 1000."""
        aces = ["AS", "AH", "AD", "AC", "AS", "AH", "AD"]
        team = finished(melds=[[aces], []], options={"natural_ace_canasta_bonus": 1000})[0]
        assert team.bonuses == 1000 + 100

    def test_concealed_natural_canasta_700_option(self):
        """règle-fr (reader comment): 700 for a natural canasta gone out concealed."""
        team = finished(melds=[[NATURAL], []], concealed=True, options={"concealed_natural_canasta_bonus": 700})[0]
        assert team.bonuses == 700 + 200


class TestHands:
    def test_cards_in_hand_subtract(self):
        """canasta.ch: cards left in the hands count against the side."""
        teams = finished(melds=[[NATURAL], [["8S", "8H", "8D"]]], hands=[[], ["AS", "7D"], [], ["JK"]])
        assert teams[1].in_hand == -(20 + 5 + 50) and teams[1].melded == 30
        assert teams[1].total == 30 - 75

    def test_red_three_in_hand(self):
        """canasta.ch: a red three still held at the end costs 500."""
        assert finished(melds=[[NATURAL], []], hands=[[], ["3H"], [], []])[1].in_hand == -500


class TestRedThrees:
    @pytest.mark.parametrize("count, value", [(1, 100), (2, 200), (3, 300), (4, 800)])
    def test_scale(self, count, value):
        """canasta.ch; règle-fr “7. Les trois rouges”: 100 each, all four 800."""
        assert red_threes_value(count, Ruleset.build("classic", 4)) == value

    @pytest.mark.parametrize("count, value", [(5, 1000), (6, 1200)])
    def test_six_players(self, count, value):
        """règle-fr, “1. Introduction”: six players, five red threes 1000, six 1200."""
        assert red_threes_value(count, Ruleset.build("classic", 6)) == value

    def test_negative_without_meld(self):
        """canasta.ch: red threes of a side that never melded count against it."""
        teams = finished(melds=[[NATURAL], []], red_threes=[["3H"], ["3D", "3H"]])
        assert teams[0].bonuses == 500 + 100 + 100
        assert teams[1].bonuses == -200 and teams[1].melded == 0


class TestSpecExample:
    def test_total_and_new_score(self):
        teams = finished(melds=[[NATURAL, MIXED], []], scores=[1200, 0], hands=[[], ["5S"], ["7H", "4C"], []])
        team = teams[0]
        assert team.total == team.melded + team.bonuses + team.in_hand
        assert team.new_score == 1200 + team.total
        assert teams[0].in_hand == -(5 + 5)


class TestGameEnd:
    def test_five_thousand(self):
        """canasta.ch: the game ends when a side reaches 5000; the higher score wins."""
        rs = Ruleset.build("classic", 4)
        assert not game_over([4990, 3000], rs)
        assert winners([5100, 5300], rs) == [1]

    def test_six_players_target(self):
        """règle-fr, “1. Introduction”: six players play to 7500."""
        rs = Ruleset.build("classic", 6)
        assert not game_over([5100, 0, 0], rs) and game_over([7500, 0, 0], rs)

    def test_stock_ran_out_no_going_out_bonus(self):
        """canasta.ch, “Wenn der Talon ausgeht”: scored as usual but without a going-out bonus."""
        assert finished(melds=[[NATURAL], []], went_out=None)[0].bonuses == 500
