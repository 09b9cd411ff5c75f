"""Complete hints: on 2,000 small positions of every rule system, the meld and lay-off hints are exactly the
legal single melds and lay-offs a brute-force search through the referee finds (by shape), none refused;
on 300 hands of 1 to 40 cards per rule system under randomly drawn meld and pile rules, the hints and the
ways to take the pile (judged from one reading of the hand, some left out in advance) are exactly the ones
the referee accepts when every candidate is put to it, and so are the bot's melds."""

from __future__ import annotations

import random

import pytest

from tests.support.hint_oracle import (
    compare,
    referee_meld_hints,
    referee_meld_options,
    referee_pile_takes,
    small_positions,
    varied_positions,
)
from tutor.rules.hints import hints as hints_button
from tutor.rules.hints import meld_hints, meld_options, pile_takes, pile_takes_ruled
from tutor.rules.notation import read_position
from tutor.rules.presets import PRESETS
from tutor.rules.variants import Ruleset
from tutor.words.explain import move_summary

POSITIONS = 2000


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_meld_hints_match_a_brute_force_search(variant):
    rng = random.Random(sorted(PRESETS).index(variant))
    players = max(PRESETS[variant].players)
    checked = with_hints = 0
    for pos in small_positions(Ruleset.build(variant, players), rng):
        if checked == POSITIONS:
            break
        checked += 1
        missing, extra, refused = compare(pos)
        assert not missing and not extra and not refused, (
            variant,
            [c.text for c in pos.hands[pos.turn]],
            missing,
            extra,
            refused,
        )
        with_hints += bool(meld_hints(pos))
    assert with_hints > POSITIONS // 20  # the positions do exercise the hints


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_hints_on_varied_hands_are_what_the_referee_accepts(variant):
    rng = random.Random(100 + sorted(PRESETS).index(variant))
    hinted = takes = 0
    for checked, pos in enumerate(varied_positions(variant, rng)):
        if checked == 300:
            break
        hand = [c.text for c in pos.hands[pos.turn]]
        hints = meld_hints(pos)
        assert hints == referee_meld_hints(pos), (variant, pos.ruleset, hand)
        hinted += len(hints)
        ways = pile_takes(pos)
        assert ways == referee_pile_takes(pos), (variant, pos.ruleset, hand, pos.discard[-1:])
        assert [m for m, _after in pile_takes_ruled(pos)] == ways
        assert hints_button(pos) == (ways, hints)  # both lists from one reading of the hand
        assert meld_options(pos) == referee_meld_options(pos), (variant, pos.ruleset, hand)
        takes += len(ways)
    assert hinted > 300 and takes > 30  # the hands do have hints


def test_a_lay_off_says_onto_which_meld():
    from tutor import i18n

    i18n.set_language("en")
    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 4,
            "phase": "play",
            "scores": [500, 0],
            "hands": [["KS", "2C", "9D", "4H"], 11, 11, 11],
            "stock": 40,
            "discard": ["5D"],
            "melds": [[["KD", "KH", "KC"], ["8S", "8D", "8C", "8H"]], []],
        }
    )
    texts = [move_summary(m, loaded.position) for m in meld_hints(loaded.position)]
    assert "add K♠ to the K meld (3 cards)" in texts
    assert "add 2♣ to the 8 meld (4 cards)" in texts
    assert len(texts) == len(set(texts))  # each hint once


def test_a_talon_that_ends_the_hand_lets_every_take_through():
    # Modern American: a red three joining from the talon draws the stock's last card, another red three, and
    # the hand ends before the take is looked at; the referee accepts the move, so the hints list it too.
    from tutor.rules.bot import deal
    from tutor.rules.cards import parse_cards
    from tutor.rules.melds import Meld
    from tutor.rules.moves import TakePile

    pos = deal(Ruleset.build("modern-american", 4), random.Random(1)).copy()
    pos.talon[pos.turn] = parse_cards(["3H"])
    pos.stock = parse_cards(["3D"])
    pos.discard.append(*parse_cards(["4C"]))
    pos.melds[pos.team()].append(Meld(parse_cards(["10C", "10D", "10H"])))
    assert TakePile(to=0) in pile_takes(pos)
    assert pile_takes(pos) == referee_pile_takes(pos)


@pytest.mark.parametrize(
    "table, move",
    [
        ([["KD", "KC", "KH", "KS", "KD"]], {"add": [{"to": 0, "cards": ["KS", "KH"]}]}),  # two kings onto five
        ([["KD", "KC", "KH", "KD"]], {"melds": [["KS", "KH", "KC"]]}),  # three kings joining four
    ],
)
def test_the_bot_may_meld_down_to_one_card_when_that_makes_its_canasta(table, move):
    # The move leaves one card, which only a side with a canasta may do: the move makes the canasta.
    hand = ["KS", "KH", "9D"] if "add" in move else ["KS", "KH", "KC", "9D"]
    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 4,
            "phase": "play",
            "scores": [0, 0],
            "hands": [hand, 11, 11, 11],
            "stock": 40,
            "discard": ["5D"],
            "melds": [table, []],
            "move": {"action": "meld", **move},
        }
    )
    assert loaded.moves[0] in meld_options(loaded.position)
    assert meld_options(loaded.position) == referee_meld_options(loaded.position)
