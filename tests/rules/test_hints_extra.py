"""Hints list the ways to take the pile that need wild cards to reach the opening minimum."""

from tests.support.hint_oracle import shape
from tutor.rules.cards import parse_cards
from tutor.rules.hints import pile_takes
from tutor.rules.notation import read_position
from tutor.rules.referee import check


def test_a_pair_and_two_wild_cards_open_with_the_pile():
    """The example of issue 13: 7♣ 7♦ 2♣ 2♦ on a 7♣ makes 55, enough to open with 50."""
    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 2,
            "scores": [0, 0],
            "stock": 40,
            "hands": [["7C", "7D", "2C", "2D", "2H", "2S", "8C", "10S", "KC", "AS", "JD"], 11],
            "discard": ["4H", "7C"],
        }
    )
    takes = pile_takes(loaded.position)
    assert shape(parse_cards(["7C", "7D", "2C", "2D"])) in [shape(take.with_) for take in takes]
    assert all(check(loaded.position, take).legal for take in takes)


def test_every_legal_way_to_take_the_pile_is_hinted_and_no_hint_is_refused():
    """Against a brute-force search through the referee: every set of up to four cards from the hand that
    takes the pile on its own is among the hints (by shape: how many naturals, twos and jokers; cards no
    rule tells apart are one hint), each shape once, on positions from real games."""
    import itertools
    import random

    from tutor.rules.bot import mid_hand
    from tutor.rules.moves import TakePile
    from tutor.rules.state import DRAW
    from tutor.rules.variants import Ruleset

    rng = random.Random(11)
    for variant in ("classic", "samba", "strict", "modern-american"):
        rs = Ruleset.build(variant, 4)
        checked = 0
        while checked < 12:
            pos = mid_hand(rs, rng, rng.randrange(0, 30))
            if pos.phase != DRAW or not pos.discard:
                continue
            checked += 1
            hints = pile_takes(pos)
            assert all(check(pos, take).legal for take in hints)
            hinted = [shape(take.with_) for take in hints if not take.melds]
            assert len(hinted) == len(set(hinted)), "a shape is hinted twice"
            hand = pos.hands[pos.turn]
            for size in range(5):
                for combo in {
                    tuple(sorted(c.text for c in cards)): cards for cards in itertools.combinations(hand, size)
                }.values():
                    if check(pos, TakePile(with_=combo)).legal:
                        assert shape(combo) in hinted, (variant, combo)
