"""Hints list the ways to take the pile that need wild cards to reach the opening minimum."""

from tutor.rules.hints import pile_takes
from tutor.rules.notation import read_position
from tutor.rules.referee import check


def test_a_pair_and_two_wild_cards_open_with_the_pile():
    """The example of issue 13: 7♣ 7♦ 2♣ 2♦ on a 7♣ makes 55, enough to open with 50."""
    loaded = read_position({"format": "canasta-position/1", "players": 2, "scores": [0, 0], "stock": 40,
                            "hands": [["7C", "7D", "2C", "2D", "2H", "2S", "8C", "10S", "KC", "AS", "JD"], 11],
                            "discard": ["4H", "7C"]})
    takes = pile_takes(loaded.position)
    assert ["7C", "7D", "2C", "2D"] in [[c.text for c in take.with_] for take in takes]
    assert all(check(loaded.position, take).legal for take in takes)
