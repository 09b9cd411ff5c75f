"""Melds, wild cards, threes and canastas in Classic Canasta."""

import pytest

from tests.conftest import codes, rule

OPEN = [[["9S", "9H", "9D"]], [["8S", "8H", "8D"]]]  # both sides have melded


def meld(hand, melds=(), add=(), table=OPEN, **extra):
    move = {"action": "meld", "melds": list(melds), "add": list(add)}
    return codes(hands=[hand, 11, 11, 11], phase="play", melds=table, move=move, **extra)


class TestShape:
    def test_three_naturals(self):
        """canasta.ch, “Melden von Sätzen”: three or more cards of one rank."""
        assert meld(["KS", "KH", "KD", "5S", "6S"], [["KS", "KH", "KD"]]) == []

    def test_too_small(self):
        assert meld(["KS", "KH", "5S", "6S"], [["KS", "KH"]]) == ["meld-too-small"]

    def test_mixed_ranks(self):
        """canasta.ch: sequences cannot be melded in Classic."""
        assert meld(["4S", "5S", "6S", "7H", "8H"], [["4S", "5S", "6S"]]) == ["meld-mixed-ranks"]

    def test_two_naturals_one_wild(self):
        """canasta.ch, “Echte und unechte Joker”: a meld needs at least two naturals."""
        assert meld(["KS", "KH", "2C", "5S", "6S"], [["KS", "KH", "2C"]]) == []

    def test_one_natural_two_wilds(self):
        """règle-fr, “1. Introduction”: a king and two twos are not a meld."""
        assert meld(["KS", "2H", "2C", "5S", "6S"], [["KS", "2H", "2C"]]) == ["meld-too-few-naturals"]

    def test_four_wilds(self):
        """canasta.ch: no more than three wild cards."""
        hand = ["KS", "KH", "KD", "2H", "2C", "2S", "JK", "5S", "6S"]
        assert meld(hand, [["KS", "KH", "KD", "2H", "2C", "2S", "JK"]]) == ["meld-too-many-wilds"]

    def test_all_wild(self):
        """canasta.ch: melds of wild cards only are not allowed."""
        assert meld(["2H", "2C", "2S", "5S", "6S"], [["2H", "2C", "2S"]]) == ["meld-all-wild"]

    def test_all_wild_house_option(self):
        """canasta.ch, “Variationen”: wild melds allowed as a house rule."""
        assert meld(["2H", "2C", "2S", "5S", "6S"], [["2H", "2C", "2S"]], options={"wild_melds": True}) == []

    @pytest.mark.parametrize("cards", [["3S", "3C", "3S"], ["3H", "3D", "3H"], ["3S", "3C", "2H"]])
    def test_threes_not_melded(self, cards):
        """canasta.ch, “Rote und schwarze Dreier”: threes cannot be melded."""
        assert meld(cards + ["5S", "6S"], [cards]) == ["meld-threes"]


class TestSides:
    def test_add_to_own_meld(self):
        assert meld(["9C", "2H", "5S", "6S"], add=[{"to": 0, "cards": ["9C", "2H"]}]) == []

    def test_add_to_opponents_meld(self):
        """canasta.ch: no cards on the opponents' melds."""
        assert meld(["8C", "5S", "6S"], add=[{"to": 0, "cards": ["8C"], "team": 1}]) == ["meld-opponent"]

    def test_add_wrong_rank(self):
        assert meld(["KC", "5S", "6S"], add=[{"to": 0, "cards": ["KC"]}]) == ["meld-mixed-ranks"]

    @pytest.mark.parametrize("cards", [["3C"], ["9C", "3S"], ["3S", "9C"], ["2C", "3C"]])
    def test_add_a_three(self, cards):
        """A three laid onto a meld is refused as a three, wherever it stands among the cards."""
        assert meld(["9C", "2C", "3C", "3S", "5S", "6S"], add=[{"to": 0, "cards": cards}]) == ["meld-threes"]

    def test_add_fourth_wild(self):
        table = [[["9S", "9H", "9D", "2S", "2H", "JK"]], []]
        assert meld(["2C", "5S", "6S"], add=[{"to": 0, "cards": ["2C"]}], table=table) == ["meld-too-many-wilds"]

    def test_new_meld_of_existing_rank_merges(self):
        """canasta.ch: a new meld of a rank the side holds joins that meld."""
        loaded = rule(
            hands=[["9C", "9S", "2H", "5S", "6S"], 11, 11, 11],
            phase="play",
            melds=OPEN,
            move={"action": "meld", "melds": [["9C", "9S", "2H"]]},
        )
        assert loaded.legal and len(loaded.position.melds[0]) == 1 and loaded.position.melds[0][0].size == 6

    def test_several_melds_option(self):
        """canasta.ch, “Variationen”: several melds of one rank, as a house rule."""
        loaded = rule(
            hands=[["9C", "9S", "2H", "5S", "6S"], 11, 11, 11],
            phase="play",
            melds=OPEN,
            options={"melds_per_rank": "several"},
            move={"action": "meld", "melds": [["9C", "9S", "2H"]]},
        )
        assert loaded.legal and len(loaded.position.melds[0]) == 2


class TestCanastas:
    def test_natural_canasta(self):
        """canasta.ch, “Echte und unechte Canastas”: seven naturals make a natural canasta."""
        table = [[["9S", "9H", "9D", "9C", "9S", "9H"]], []]
        loaded = rule(
            hands=[["9D", "5S", "6S"], 11, 11, 11],
            phase="play",
            melds=table,
            move={"action": "meld", "add": [{"to": 0, "cards": ["9D"]}]},
        )
        canasta = loaded.position.melds[0][0]
        assert canasta.is_canasta and canasta.is_natural

    def test_wild_turns_natural_canasta_mixed(self):
        """canasta.ch: a wild card added to a natural canasta makes it mixed."""
        table = [[["9S", "9H", "9D", "9C", "9S", "9H", "9D"]], []]
        loaded = rule(
            hands=[["2D", "5S", "6S"], 11, 11, 11],
            phase="play",
            melds=table,
            move={"action": "meld", "add": [{"to": 0, "cards": ["2D"]}]},
        )
        assert loaded.legal and not loaded.position.melds[0][0].is_natural

    def test_mixed_canasta_at_most_three_wilds(self):
        """pagat-style: a canasta must contain at least four natural cards."""
        table = [[["9S", "9H", "9D", "9C", "2S", "2H", "JK"]], []]
        assert meld(["2C", "5S", "6S"], add=[{"to": 0, "cards": ["2C"]}], table=table) == ["meld-too-many-wilds"]


class TestPhase:
    def test_meld_before_drawing(self):
        result = codes(
            hands=[["KS", "KH", "KD", "5S"], 11, 11, 11], melds=OPEN, move={"action": "meld", "melds": [["KS", "KH", "KD"]]}
        )
        assert result == ["wrong-phase"]

    def test_discard_before_drawing(self):
        assert codes(hands=[["KS", "5S"], 11, 11, 11], move={"action": "discard", "card": "5S"}) == ["wrong-phase"]

    def test_draw_twice(self):
        result = codes(hands=[["KS", "5S"], 11, 11, 11], moves=[{"action": "draw"}, {"action": "draw"}])
        assert result == ["wrong-phase"]
        assert rule(hands=[["KS", "5S"], 11, 11, 11], moves=[{"action": "draw"}, {"action": "draw"}]).step == 1
