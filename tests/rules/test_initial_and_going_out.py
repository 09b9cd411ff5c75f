"""The initial meld, going out and the end of the stock in Classic Canasta."""

import pytest

from tests.conftest import codes, rule


def first_meld(hand, melds, score=0, **extra):
    return codes(hands=[hand, 11, 11, 11], phase="play", scores=[score, 0], move={"action": "meld", "melds": melds}, **extra)


class TestInitialMinimum:
    @pytest.mark.parametrize("score, need", [(-20, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120)])
    def test_table(self, score, need):
        """canasta.ch, “Eröffnungsbedingungen”; règle-fr, “6. L'ouverture”: 15 / 50 / 90 / 120."""
        result = rule(
            hands=[["KS", "KH", "KD", "5S", "6S"], 11, 11, 11],
            phase="play",
            scores=[score, 0],
            move={"action": "meld", "melds": [["KS", "KH", "KD"]]},
        )
        if need <= 30:
            assert result.legal
        else:
            violation = result.verdict.violations[0]
            assert violation.code.value == "initial-meld-too-low"
            assert violation.params == {"need": need, "have": 30, "score": score}

    def test_several_melds_together(self):
        """pagat-style: several melds laid at once count together."""
        hand = ["KS", "KH", "KD", "QS", "QH", "2C", "5S", "6S"]
        assert first_meld(hand, [["KS", "KH", "KD"], ["QS", "QH", "2C"]]) == []

    def test_pile_top_counts(self):
        """canasta.ch: the card taken from the pile counts toward the initial minimum."""
        result = codes(
            hands=[["KS", "KH", "QS", "QH", "2C", "5S"], 11, 11, 11],
            discard=["7D", "KD"],
            move={"action": "take-pile", "with": ["KS", "KH"], "melds": [["QS", "QH", "2C"]]},
        )
        assert result == []  # 30 + 40 = 70 ≥ 50

    def test_pile_top_too_low(self):
        result = rule(
            hands=[["KS", "KH", "5S", "6S"], 11, 11, 11],
            discard=["7D", "KD"],
            move={"action": "take-pile", "with": ["KS", "KH"]},
        )
        assert result.verdict.codes == ["initial-meld-too-low"]
        assert result.verdict.violations[0].params["have"] == 30

    def test_bonuses_do_not_count(self):
        """règle-fr, “6. L'ouverture”: a canasta's bonus does not count; its seven fives count 35."""
        hand = ["5S", "5H", "5D", "5C", "5S", "5H", "5D", "KS", "QS"]
        assert first_meld(hand, [["5S", "5H", "5D", "5C", "5S", "5H", "5D"]]) == ["initial-meld-too-low"]

    def test_canasta_suffices_option(self):
        """règle-fr (reader comment): a canasta laid opens regardless of the count, as a house rule."""
        hand = ["5S", "5H", "5D", "5C", "5S", "5H", "5D", "KS", "QS"]
        assert (
            first_meld(hand, [["5S", "5H", "5D", "5C", "5S", "5H", "5D"]], options={"initial_canasta_suffices": True}) == []
        )

    def test_partner_opened_no_minimum(self):
        """pagat-style: the minimum applies to the side; once the partner has melded, melding is free."""
        assert (
            codes(
                hands=[["4S", "4H", "4D", "5S", "6S"], 11, 11, 11],
                phase="play",
                melds=[[["9S", "9H", "9D"]], []],
                move={"action": "meld", "melds": [["4S", "4H", "4D"]]},
            )
            == []
        )


CANASTA = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]


class TestGoingOut:
    def test_needs_canasta(self):
        """canasta.ch, “Einfaches Ausgehen”: going out needs at least one canasta."""
        result = codes(
            hands=[["KS", "KH", "KD", "5S"], 11, 11, 11],
            phase="play",
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]], "discard": "5S"},
        )
        assert result == ["go-out-needs-canasta"]

    def test_with_canasta_and_discard(self):
        result = rule(
            hands=[["KS", "KH", "KD", "5S"], 11, 11, 11],
            phase="play",
            melds=[[CANASTA], []],
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]], "discard": "5S"},
        )
        assert result.legal and result.position.went_out == 0 and result.position.phase == "ended"

    def test_without_final_discard(self):
        """canasta.ch: a final discard is not required."""
        assert (
            codes(
                hands=[["KS", "KH", "KD"], 11, 11, 11],
                phase="play",
                melds=[[CANASTA], []],
                move={"action": "go-out", "melds": [["KS", "KH", "KD"]], "discard": None},
            )
            == []
        )

    def test_final_discard_option(self):
        """règle-fr (reader comment): a final discard required, as a house rule."""
        assert codes(
            hands=[["KS", "KH", "KD"], 11, 11, 11],
            phase="play",
            melds=[[CANASTA], []],
            options={"go_out_discard_required": True},
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]]},
        ) == ["go-out-must-discard"]

    def test_not_empty(self):
        assert codes(
            hands=[["KS", "KH", "KD", "5S", "6S"], 11, 11, 11],
            phase="play",
            melds=[[CANASTA], []],
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]], "discard": "5S"},
        ) == ["go-out-not-empty"]

    def test_complete_canasta_and_go_out_same_turn(self):
        """pagat-style: completing the required canasta and going out on one turn is legal."""
        assert (
            codes(
                hands=[["9C", "KS", "KH", "KD"], 11, 11, 11],
                phase="play",
                melds=[[CANASTA[:6]], []],
                move={"action": "go-out", "add": [{"to": 0, "cards": ["9C"]}], "melds": [["KS", "KH", "KD"]]},
            )
            == []
        )

    def test_partner_refused(self):
        """pagat-style: the partner's answer binds."""
        assert codes(
            hands=[["KS", "KH", "KD"], 11, 11, 11],
            phase="play",
            melds=[[CANASTA], []],
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]], "permission": "no"},
        ) == ["partner-refused"]

    def test_permission_required_option(self):
        """règle-fr, “8. La sortie”: in partnerships the partner must be asked."""
        assert codes(
            hands=[["KS", "KH", "KD"], 11, 11, 11],
            phase="play",
            melds=[[CANASTA], []],
            options={"partner_permission_required": True},
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]]},
        ) == ["partner-not-asked"]

    def test_black_threes_when_going_out(self):
        """canasta.ch: three or four black threes may be melded when going out."""
        assert (
            codes(
                hands=[["3S", "3C", "3S", "5S"], 11, 11, 11],
                phase="play",
                melds=[[CANASTA], []],
                move={"action": "go-out", "melds": [["3S", "3C", "3S"]], "discard": "5S"},
            )
            == []
        )

    def test_black_threes_with_wild_refused(self):
        """règle-fr, “4. Les trois noirs”: no wild card in a meld of black threes."""
        assert codes(
            hands=[["3S", "3C", "2S", "5S"], 11, 11, 11],
            phase="play",
            melds=[[CANASTA], []],
            move={"action": "go-out", "melds": [["3S", "3C", "2S"]], "discard": "5S"},
        ) == ["meld-threes"]

    def test_six_players_need_two(self):
        """règle-fr, “1. Introduction”: six players need two canastas."""
        result = codes(
            players=6,
            hands=[["KS", "KH", "KD"], 13, 13, 13, 13, 13],
            phase="play",
            melds=[[CANASTA], [], []],
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]]},
        )
        assert result == ["go-out-needs-canasta"]

    def test_two_canastas_option(self):
        """règle-fr: four players need two canastas — the option canastas_to_go_out."""
        assert codes(
            hands=[["KS", "KH", "KD"], 11, 11, 11],
            phase="play",
            melds=[[CANASTA], []],
            options={"canastas_to_go_out": 2},
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]]},
        ) == ["go-out-needs-canasta"]


class TestKeepACard:
    def test_meld_all_but_one_without_canasta(self):
        """pagat-style: without a canasta, melding all cards but one is going out illegally."""
        assert codes(
            hands=[["KS", "KH", "KD", "5S"], 11, 11, 11],
            phase="play",
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "meld", "melds": [["KS", "KH", "KD"]]},
        ) == ["must-keep-card"]

    def test_discard_last_card_without_canasta(self):
        assert codes(
            hands=[["5S"], 11, 11, 11],
            phase="play",
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "discard", "card": "5S"},
        ) == ["must-keep-card"]

    def test_discard_last_card_with_canasta_goes_out(self):
        result = rule(
            hands=[["5S"], 11, 11, 11], phase="play", melds=[[CANASTA], []], move={"action": "discard", "card": "5S"}
        )
        assert result.legal and result.position.went_out == 0


class TestConcealed:
    def test_no_minimum(self):
        """canasta.ch, “Handcanasta”: going out concealed needs a canasta but no minimum count."""
        hand = ["5S", "5H", "5D", "5C", "5S", "5H", "5D", "4S", "4H", "4D", "6C"]
        result = rule(
            hands=[hand, 11, 11, 11],
            phase="play",
            scores=[3000, 0],
            move={"action": "go-out", "melds": [hand[:7], hand[7:10]], "discard": "6C"},
        )
        assert result.legal and result.position.concealed

    def test_needs_canasta(self):
        hand = ["5S", "5H", "5D", "4S", "4H", "4D", "6C"]
        assert codes(
            hands=[hand, 11, 11, 11],
            phase="play",
            move={"action": "go-out", "melds": [hand[:3], hand[3:6]], "discard": "6C"},
        ) == ["go-out-needs-canasta"]

    def test_partner_threshold_option(self):
        """règle-fr, “8. La sortie”: if the partner has not opened, the concealed go-out meets the minimum."""
        hand = ["5S", "5H", "5D", "5C", "5S", "5H", "5D", "4S", "4H", "4D", "6C"]
        assert codes(
            hands=[hand, 11, 11, 11],
            phase="play",
            scores=[3000, 0],
            options={"concealed_partner_threshold": True},
            move={"action": "go-out", "melds": [hand[:7], hand[7:10]], "discard": "6C"},
        ) == ["initial-meld-too-low"]


class TestStock:
    def test_draw_lays_out_red_three(self):
        """canasta.ch, “Rote und schwarze Dreier”: a red three drawn is laid out and replaced."""
        result = rule(hands=[["5S"], 11, 11, 11], stock=["7C", "3H"], move={"action": "draw"})
        after = result.position
        assert [c.text for c in after.red_threes[0]] == ["3H"] and [c.text for c in after.hands[0]] == ["5S", "7C"]

    def test_empty_stock(self):
        """pagat-style: a player who would draw from an empty stock cannot: the hand ends."""
        assert codes(hands=[["5S"], 11, 11, 11], stock=0, move={"action": "draw"}) == ["stock-empty"]

    def test_red_three_last_card_ends(self):
        """pagat-style, règle-fr: a red three as the last stock card ends the hand at once."""
        result = rule(hands=[["5S", "6S"], 11, 11, 11], stock=["3D"], move={"action": "draw"})
        assert result.position.phase == "ended" and result.position.went_out is None

    def test_red_three_last_card_may_meld_option(self):
        """canasta.ch, “Wenn der Talon ausgeht”: the player may still meld but not discard."""
        result = rule(
            hands=[["5S", "6S"], 11, 11, 11],
            stock=["3D"],
            options={"red_three_last_card": "may-meld"},
            moves=[{"action": "draw"}, {"action": "discard", "card": "5S"}],
        )
        assert result.verdict.codes == ["discard-not-allowed"] and result.step == 1

    def test_samba_draws_two(self):
        """Wikipedia Samba: players draw two cards."""
        result = rule(variant="samba", hands=[["5S"], 15, 15, 15], stock=["7C", "8C", "9C"], move={"action": "draw"})
        assert sorted(c.text for c in result.position.hands[0]) == ["5S", "8C", "9C"]
