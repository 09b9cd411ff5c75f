"""Taking the discard pile in Classic Canasta."""

from tests.conftest import codes, rule

MELDED = [[["9S", "9H", "9D"]], []]  # the moving side (team 0) has melded


def take(hand, discard, table=MELDED, **move):
    move = {"action": "take-pile", **move}
    return codes(hands=[hand, 11, 11, 11], discard=discard, melds=table, move=move)


class TestStopCards:
    def test_wild_on_top(self):
        """canasta.ch, “Funktion von Sperrkarten”: a joker or two on top may never be taken."""
        assert take(["2C", "2H", "5S"], ["7D", "2S"], **{"with": ["2C", "2H"]}) == ["pile-top-wild"]

    def test_black_three_on_top(self):
        """règle-fr, “4. Les trois noirs”: a black three on top blocks the next player."""
        assert take(["3C", "3S", "5S"], ["7D", "3S"], **{"with": ["3C", "3S"]}) == ["pile-top-black-three"]

    def test_empty_pile(self):
        assert take(["KS", "KH"], [], **{"with": ["KS", "KH"]}) == ["pile-empty"]


class TestUnfrozen:
    def test_natural_pair(self):
        """canasta.ch, “Karten vom Abwurfstapel ziehen”: two matching naturals take the pile."""
        assert take(["KS", "KH", "5S"], ["7D", "KD"], **{"with": ["KS", "KH"]}) == []

    def test_natural_and_wild(self):
        """canasta.ch / règle-fr “3. Prise du rebut”: one matching natural plus a wild card suffices."""
        assert take(["KS", "2H", "5S"], ["7D", "KD"], **{"with": ["KS", "2H"]}) == []

    def test_existing_meld_implied(self):
        """pagat-style: a side's existing meld of the top card's rank takes the pile."""
        assert take(["5S", "6S"], ["7D", "9C"]) == []

    def test_existing_meld_named(self):
        assert take(["5S", "6S"], ["7D", "9C"], to=0) == []

    def test_no_meld_no_cards(self):
        assert take(["5S", "6S"], ["7D", "KC"]) == ["pile-top-unmatched"]

    def test_unmatched_cards(self):
        """The top card must make a valid meld with the named cards."""
        assert take(["QS", "QH", "5S"], ["7D", "KC"], **{"with": ["QS", "QH"]}) == ["pile-top-unmatched"]

    def test_named_meld_of_other_rank(self):
        assert take(["5S", "6S"], ["7D", "KC"], to=0) == ["pile-top-unmatched"]

    def test_too_many_wilds(self):
        """canasta.ch: at most three wild cards in a meld, also when taking the pile."""
        hand = ["KS", "2H", "2S", "2D", "JK", "5S"]
        assert take(hand, ["7D", "KD"], **{"with": ["KS", "2H", "2S", "2D", "JK"]}) == ["meld-too-many-wilds"]

    def test_card_not_in_hand(self):
        assert take(["KS", "5S"], ["7D", "KD"], **{"with": ["KS", "KH"]}) == ["card-not-in-hand"]


class TestFrozen:
    def test_wild_in_pile_refuses_natural_and_wild(self):
        """canasta.ch, “Abwurfstapel einfrieren”: a frozen pile needs a natural pair from the hand."""
        result = rule(
            hands=[["KS", "2C", "5S"], 11, 11, 11],
            discard=["7D", "2H", "KD"],
            melds=MELDED,
            move={"action": "take-pile", "with": ["KS", "2C"]},
        )
        violation = result.verdict.violations[0]
        assert violation.code.value == "pile-frozen"
        assert violation.params["reason"] == "wild" and violation.params["freezer"] == "2H"
        assert any(c.source == "canasta.ch" for c in violation.citations)

    def test_wild_in_pile_refuses_existing_meld(self):
        """canasta.ch: an existing meld does not take a frozen pile."""
        assert take(["5S", "6S"], ["7D", "2H", "9C"]) == ["pile-frozen"]

    def test_wild_in_pile_natural_pair_takes(self):
        assert take(["KS", "KH", "5S"], ["7D", "2H", "KD"], **{"with": ["KS", "KH"]}) == []

    def test_natural_pair_onto_existing_meld_when_frozen(self):
        """pagat-style: with a natural pair, the frozen pile may join the side's existing meld."""
        assert take(["9C", "9S", "5S"], ["7D", "2H", "9D"], to=0, **{"with": ["9C", "9S"]}) == []

    def test_red_three_upcard_freezes(self):
        """canasta.ch: a red three turned up at the start freezes the pile too."""
        assert take(["KS", "2C", "5S"], ["3H", "KD"], **{"with": ["KS", "2C"]}) == ["pile-frozen"]

    def test_frozen_before_initial_meld(self):
        """règle-fr, “5. Le rebut gelé”: the pile is frozen for a side that has not melded."""
        result = rule(
            hands=[["KS", "2C", "QS", "QH", "QD"], 11, 11, 11],
            discard=["7D", "KD"],
            move={"action": "take-pile", "with": ["KS", "2C"], "melds": [["QS", "QH", "QD"]]},
        )
        assert result.verdict.codes == ["pile-frozen"]
        assert result.verdict.violations[0].params["reason"] == "not-melded"

    def test_unfrozen_after_taking(self):
        """canasta.ch: once the pile is taken, the new pile is no longer frozen."""
        assert take(["KS", "2C", "5S", "6S"], ["KD"], **{"with": ["KS", "2C"]}) == []


class TestTopCardFirst:
    def test_buried_card_cannot_help(self):
        """règle-fr, “3. Prise du rebut”: a five buried in the pile cannot help take the five on top."""
        assert take(["5S", "2C", "KS"], ["5H", "7D", "5D"], **{"with": ["5S", "5H"]}) == ["pile-card-not-yet-taken"]

    def test_buried_card_in_other_meld(self):
        """pagat-style: only the top card counts; buried cards join after the pile is taken."""
        result = take(
            ["KS", "KH", "QS", "QH"],
            ["QD", "7D", "KD"],
            table=[[], []],
            **{"with": ["KS", "KH"], "melds": [["QS", "QH", "QD"]]},
        )
        assert result == ["pile-card-not-yet-taken"]


class TestSingleCard:
    def test_one_card_one_card_pile(self):
        """canasta.ch: holding one card, a player may not take a pile of a single card."""
        assert take(["5S"], ["9C"]) == ["pile-single-card"]

    def test_one_card_bigger_pile(self):
        assert take(["5S"], ["7D", "9C"]) == []


class TestTurnAndPhase:
    def test_not_your_turn(self):
        assert take(["KS", "KH"], ["KD"], seat=2, **{"with": ["KS", "KH"]}) == ["not-your-turn"]

    def test_taking_after_drawing(self):
        result = codes(
            hands=[["KS", "KH", "5S"], 11, 11, 11],
            discard=["KD"],
            melds=MELDED,
            phase="play",
            move={"action": "take-pile", "with": ["KS", "KH"]},
        )
        assert result == ["wrong-phase"]


class TestAfterTaking:
    def test_pile_goes_to_hand_and_top_to_meld(self):
        loaded = rule(
            hands=[["KS", "KH", "5S"], 11, 11, 11],
            discard=["7D", "4C", "KD"],
            melds=MELDED,
            move={"action": "take-pile", "with": ["KS", "KH"]},
        )
        after = loaded.position
        assert sorted(c.text for c in after.hands[0]) == ["4C", "5S", "7D"]
        assert after.discard == [] and after.phase == "play"
        assert sorted(c.text for c in after.melds[0][1].cards) == ["KD", "KH", "KS"]

    def test_red_three_in_pile_laid_out_and_replaced(self):
        """règle-fr, “7. Les trois rouges”: a red three taken with the pile is laid out and replaced."""
        loaded = rule(
            hands=[["KS", "KH", "5S"], 11, 11, 11],
            discard=["3D", "7D", "KD"],
            melds=MELDED,
            stock=["6C", "8C"],
            move={"action": "take-pile", "with": ["KS", "KH"]},
        )
        after = loaded.position
        assert [c.text for c in after.red_threes[0]] == ["3D"]
        assert sorted(c.text for c in after.hands[0]) == ["5S", "7D", "8C"]
        assert [c.text for c in after.stock] == ["6C"]

    def test_same_rank_merges(self):
        """canasta.ch, “Melden von Sätzen”: a side's cards of one rank join one meld."""
        loaded = rule(
            hands=[["9C", "9S", "5S"], 11, 11, 11],
            discard=["7D", "9D"],
            melds=MELDED,
            move={"action": "take-pile", "with": ["9C", "9S"]},
        )
        assert len(loaded.position.melds[0]) == 1 and loaded.position.melds[0][0].size == 6
