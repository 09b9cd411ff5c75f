"""Self-play over every rule system and every player count it allows: whole hands played by the bots.

Two invariants: every card of the packs is accounted for exactly once (hands, stock, pile, melds,
threes laid out, talons), and nothing raises. A few hands per combination with fixed seeds keep it fast.
"""

import random
from collections import Counter

import pytest

from tutor.rules.bot import Bot, deal, play_hand
from tutor.rules.cards import CARDS
from tutor.rules.presets import PRESETS
from tutor.rules.referee import rule_on
from tutor.rules.scoring import score_hand
from tutor.rules.state import DRAW, ENDED
from tutor.rules.variants import Ruleset

HANDS_PER_COMBINATION = 3
COMBINATIONS = [(variant, players) for variant, preset in PRESETS.items() for players in preset.players]


def packs(rs: Ruleset) -> Counter:
    return Counter({card: rs.copies(card) for card in CARDS})


def accounted(pos) -> Counter:
    """Every card in the position, each place counted once (Position.all_cards covers them all)."""
    assert not any(pos.hidden) and not pos.stock_hidden and not any(pos.talon_hidden)
    places = [*pos.hands, pos.stock, pos.discard, *pos.red_threes, *pos.black_threes, *pos.talon,
              *[m.cards for team in pos.melds for m in team]]
    return Counter(card for place in places for card in place)


def test_every_preset_and_player_count_is_covered():
    assert ("modern-american", 4) in COMBINATIONS and ("classic", 6) in COMBINATIONS
    assert ("modern-american", 2) not in COMBINATIONS  # Preset.players: four only
    for variant, players in COMBINATIONS:
        Ruleset.build(variant, players)


@pytest.mark.parametrize("variant, players", COMBINATIONS)
def test_whole_hands_conserve_cards(variant, players):
    rs = Ruleset.build(variant, players)
    rng = random.Random(f"{variant}/{players}")
    for _ in range(HANDS_PER_COMBINATION):
        result = play_hand(rs, rng)
        pos = result.position
        assert accounted(pos) == packs(rs)
        assert result.turns > 0
        # a whole hand: someone went out, or the stock ran out with the pile out of reach
        assert pos.phase == ENDED or (pos.phase == DRAW and pos.stock_size == 0)
        if pos.phase == ENDED:
            assert len(score_hand(pos)) == len(pos.teams)


def test_modern_american_bots_meet_the_new_rules():
    """Stepping move by move: cards are conserved after every move, and the talon and the black threes
    come up in the bots' play, so self-play exercises them."""
    rs = Ruleset.build("modern-american", 4)
    rng = random.Random(11)
    seen = Counter()
    for _ in range(4):
        pos, bot = deal(rs, rng), Bot(rng)
        for _turn in range(400):
            if pos.phase == ENDED or (pos.phase == DRAW and pos.stock_size == 0):
                break
            moves = bot.turn(pos)
            assert moves
            for move in moves:
                verdict, after = rule_on(pos, move)
                assert after is not None, verdict
                talon_before = sum(pos.talon_size(s) for s in range(4))
                pos = after
                assert accounted(pos) == packs(rs)
                seen["talon"] += sum(pos.talon_size(s) for s in range(4)) > talon_before
        seen["black threes"] += sum(len(t) for t in pos.black_threes)
    assert seen["talon"] and seen["black threes"]
