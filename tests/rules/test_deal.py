"""The deal: the cut, threes dealt, the upcard — as each rule system's source describes it."""

import random
from collections import Counter

import pytest

from tutor.rules.cards import CARDS, JOKER, Card
from tutor.rules.deal import deal, deal_deck, dealer_and_cutter
from tutor.rules.presets import PRESETS
from tutor.rules.variants import Ruleset


def full_deck(rs: Ruleset) -> list[Card]:
    return [c for c in CARDS for _ in range(rs.copies(c))]


def stacked(rs: Ruleset, dealt_first: list[str]) -> list[Card]:
    """A deck (top card last) whose top cards, in dealing order, are ``dealt_first``."""
    top = [Card.parse(t) for t in dealt_first]
    rest = Counter(full_deck(rs)) - Counter(top)
    return sorted(rest.elements(), key=lambda c: c.sort_key) + top[::-1]


def fillers(count: int) -> list[str]:
    """Plain cards (no wild card, no three) for the dealt part of a stacked deck."""
    plain = [rank + suit for rank in ("4", "5", "6", "7", "8", "9", "10", "J", "Q") for suit in "SHDC"]
    assert count <= len(plain)
    return plain[:count]


def census(pos) -> Counter:
    cards = Counter(pos.all_cards())
    assert not any(pos.hidden) and not pos.stock_hidden
    return cards


class TestStrictDeal:
    """verschärft, “Das Geben”."""

    def test_joker_under_the_cut_goes_to_the_cutter(self):
        """The player on the dealer's left cuts; a joker at the bottom of the lifted part is his."""
        rs = Ruleset.build("strict", 4)
        deck = full_deck(rs)
        deck.remove(JOKER)
        cut = 100
        deck.insert(len(deck) - cut + 1, JOKER)  # the bottom card of the top ``cut`` cards
        assert deck[-cut] is JOKER
        pos = deal_deck(rs, deck, cut)
        dealer, cutter = dealer_and_cutter(4)
        assert (dealer, cutter) == (3, 2)
        assert pos.hands[cutter][0] is JOKER
        assert all(len(hand) == 13 for hand in pos.hands)  # the joker is one of the cutter's cards
        assert census(pos) == Counter(full_deck(rs))

    def test_cut_joker_stays_in_the_deck_in_classic(self):
        """canasta.ch, “Kartenverteilung (Deal)”: the cut gives no card."""
        rs = Ruleset.build("classic", 4)
        deck = full_deck(rs)
        deck.remove(JOKER)
        deck.insert(len(deck) - 50 + 1, JOKER)
        pos = deal_deck(rs, deck, 50)
        assert pos.stock[0] is JOKER  # the lifted part went under the rest
        assert all(len(hand) == 11 for hand in pos.hands)

    def test_two_players_the_other_player_cuts(self):
        assert dealer_and_cutter(2) == (1, 0)

    def test_red_three_dealt_is_replaced_by_the_dealer_at_once(self):
        """The dealer gives the replacement during the deal, so the upcard comes one card later."""
        rs = Ruleset.build("strict", 2)
        dealt = ["3H", *fillers(26), "KS", "AD"]
        pos = deal_deck(rs, stacked(rs, dealt))
        assert [c.text for c in pos.red_threes[0]] == ["3H"]
        assert [len(h) for h in pos.hands] == [13, 13]
        assert [c.text for c in pos.discard] == ["KS"]
        assert pos.stock[-1].text == "AD"

    def test_classic_player_replaces_after_the_upcard(self):
        """canasta.ch, “Rote und schwarze Dreier”: the player lays the three out and draws from the stock."""
        rs = Ruleset.build("classic", 2)
        dealt = ["3H", *fillers(29), "KS", "AD"]  # 30 cards dealt, then the upcard, then the replacement
        pos = deal_deck(rs, stacked(rs, dealt))
        assert [c.text for c in pos.red_threes[0]] == ["3H"]
        assert [c.text for c in pos.discard] == ["KS"]
        assert "AD" in [c.text for c in pos.hands[0]] and len(pos.hands[0]) == 15

    def test_upcard_covered_only_by_wild_cards(self):
        """A joker or a two as the first card is covered; a red three is not."""
        rs = Ruleset.build("strict", 2)
        pos = deal_deck(rs, stacked(rs, [*fillers(26), "2C", "3D", "KS"]))
        assert [c.text for c in pos.discard] == ["2C", "3D"]
        classic = Ruleset.build("classic", 2)
        pos = deal_deck(classic, stacked(classic, [*fillers(30), "2C", "3D", "KS"]))
        assert [c.text for c in pos.discard] == ["2C", "3D", "KS"]

    @pytest.mark.parametrize("players", PRESETS["strict"].players)
    def test_seeded_deals_conserve_cards(self, players):
        rs = Ruleset.build("strict", players)
        rng = random.Random(players)
        cutter = dealer_and_cutter(players)[1]
        cut_jokers = 0
        for _ in range(30):
            pos = deal(rs, rng)
            assert census(pos) == Counter(full_deck(rs))
            assert all(len(hand) == 13 for hand in pos.hands)
            assert not any(c.is_red_three for hand in pos.hands for c in hand)
            cut_jokers += pos.hands[cutter][0] is JOKER
        assert cut_jokers  # jokers are common in so many packs: the cut does give some


class TestModernAmericanDeal:
    def test_no_upcard_and_threes_of_both_colours_laid_out(self):
        """pagat.com, Modern American (docs §1.2, §1.4): no upcard; every three is laid out and replaced."""
        rs = Ruleset.build("modern-american", 4)
        rng = random.Random(3)
        black = 0
        for _ in range(20):
            pos = deal(rs, rng)
            assert pos.discard == []
            assert all(len(hand) == 13 and not any(c.is_three for c in hand) for hand in pos.hands)
            assert census(pos) == Counter(full_deck(rs))
            black += sum(len(t) for t in pos.black_threes)
        assert black
