"""Cards and their notation (position format, "Cards")."""

import pytest

from tutor.rules.cards import CARDS, JOKER, Card, CardError, Rank, Suit
from tutor.rules.variants import CARD_POINTS, Ruleset


class TestParsing:
    @pytest.mark.parametrize(
        "text, expected",
        [
            ("KS", "KS"),
            ("ks", "KS"),
            ("10h", "10H"),
            ("T♦", "10D"),
            ("t♦", "10D"),
            ("2C", "2C"),
            ("JK", "JK"),
            ("jk", "JK"),
            ("★", "JK"),
            ("A♠", "AS"),
            ("Q♣", "QC"),
            (" 9d ", "9D"),
        ],
    )
    def test_accepted_forms(self, text, expected):
        assert Card.parse(text).text == expected

    @pytest.mark.parametrize("text", ["", "1S", "11H", "KX", "K", "JKS", "ZZ", "10", 5, None, "KSS"])
    def test_rejected(self, text):
        with pytest.raises(CardError):
            Card.parse(text)

    def test_interned(self):
        assert Card.parse("kh") is Card.parse("K♥")

    def test_every_face_once(self):
        assert len(CARDS) == 53 and len(set(CARDS)) == 53


class TestKinds:
    def test_wild_cards_are_jokers_and_twos(self):
        """canasta.ch, “Echte und unechte Joker”: jokers and all twos are wild."""
        wild = {c.text for c in CARDS if c.is_wild}
        assert wild == {"2S", "2H", "2D", "2C", "JK"}

    def test_threes(self):
        """canasta.ch, “Rote und schwarze Dreier”: 3♥ 3♦ red, 3♠ 3♣ black."""
        assert Card.parse("3H").is_red_three and Card.parse("3D").is_red_three
        assert Card.parse("3S").is_black_three and Card.parse("3C").is_black_three
        assert not Card.parse("3S").is_natural

    def test_naturals_are_four_to_ace(self):
        assert {c.rank for c in CARDS if c.is_natural} == set(Rank) - {Rank.TWO, Rank.THREE, Rank.JOKER}


class TestValues:
    @pytest.mark.parametrize(
        "card, points",
        [
            ("JK", 50),
            ("2H", 20),
            ("AS", 20),
            ("KD", 10),
            ("8C", 10),
            ("7S", 5),
            ("4H", 5),
            ("3S", 5),
        ],
    )
    def test_classic_values(self, card, points):
        """canasta.ch, “Kartenwerte”; règle-fr, “9. La marque”: the same table."""
        assert CARD_POINTS["classic"][Card.parse(card)] == points

    def test_strict_eight_is_five(self):
        """verschärft, “Werte”: 4 to 8 count 5, 9 to king 10."""
        assert CARD_POINTS["strict"][Card.parse("8H")] == 5
        assert CARD_POINTS["strict"][Card.parse("9H")] == 10


class TestDeck:
    @pytest.mark.parametrize("players, size", [(2, 108), (3, 108), (4, 108), (5, 108), (6, 162)])
    def test_deck_size(self, players, size):
        """canasta.ch, “Spielkarten”: 108 cards, 162 with three packs and 6 jokers for six players."""
        assert Ruleset.build("classic", players).deck_size == size

    def test_copies(self):
        rs = Ruleset.build("classic", 4)
        assert rs.copies(JOKER) == 4 and rs.copies(Card.parse("KS")) == 2
        assert Ruleset.build("classic", 6).copies(JOKER) == 6

    def test_suits(self):
        assert Suit.HEARTS.is_red and not Suit.CLUBS.is_red
