"""Self-play over every rule system and every player count it allows: whole hands played by the bots.

Two invariants: every card of the packs is accounted for exactly once (hands, stock, pile, melds,
threes laid out, talons), and nothing raises. A few hands per combination with fixed seeds keep it fast.
"""

import random
from collections import Counter

import pytest

from tutor.rules.bot import Bot, play_hand
from tutor.rules.cards import CARDS
from tutor.rules.deal import deal
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
    places = [
        *pos.hands,
        pos.stock,
        pos.discard,
        *pos.red_threes,
        *pos.black_threes,
        *pos.talon,
        *[m.cards for team in pos.melds for m in team],
    ]
    return Counter(card for place in places for card in place)


def test_every_preset_and_player_count_is_covered():
    assert ("modern-american", 4) in COMBINATIONS and ("classic", 6) in COMBINATIONS
    modern = {players for variant, players in COMBINATIONS if variant == "modern-american"}
    assert modern == {2, 3, 4, 6}  # Preset.players: no five-player game in any source
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


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_the_bot_knows_when_a_turn_can_end_as_the_referee_does(variant):
    # The bot's shortcut (two cards or more and no discard restrictions: any card can go) must agree with
    # asking the referee about every discard, on the positions of whole played hands and cut-down hands.
    from tests.support.hint_oracle import varied_positions
    from tutor.rules.moves import Discard, GoOut
    from tutor.rules.state import PLAY

    def referee_says(pos) -> bool:
        if pos.phase != PLAY or not pos.hands[pos.turn]:
            return True
        hand = pos.hands[pos.turn]
        moves = [Discard(card) for card in hand] + ([GoOut(discard=hand[0])] if len(hand) == 1 else [])
        return any(rule_on(pos, move)[1] is not None for move in moves)

    rng = random.Random(11)
    checked = 0
    for n, pos in enumerate(varied_positions(variant, rng)):
        if n == 300:
            break
        for _move, after in Bot(rng).play_turn(pos)[:-1]:  # the positions a turn passes through before its end
            assert Bot._can_end_turn(after) == referee_says(after)
            checked += 1
        probe = pos.copy()  # the hand as it is, to be ended now, sometimes after a red three ended the stock
        probe.phase, probe.no_discard = PLAY, rng.random() < 0.1
        assert Bot._can_end_turn(probe) == referee_says(probe), [c.text for c in probe.hands[probe.turn]]
        checked += 1
    assert checked > 300
