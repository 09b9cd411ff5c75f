"""Modern American Canasta: black threes laid out, the talon, the wild-meld rule, special hands.

Each rule names its source: docs/rules/modern-american.md, which cites pagat.com (“P”), the Canasta
League of America (“CLA”) and Canasta Junction; the presets cite them through tutor/rules/sources.py.
"""

import json

import pytest

from tests.conftest import codes, position, rule
from tutor import i18n
from tutor.rules.cards import parse_cards
from tutor.rules.notation import PositionError, dumps, read_position
from tutor.rules.presets import preset_settings
from tutor.rules.scoring import score_hand
from tutor.rules.special_hands import groups, recognise
from tutor.words.explain import explain

MAC = "modern-american"
NINES = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
KINGS = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]


def mac(**fields):
    return rule(variant=MAC, **fields)


def texts(cards):
    return [c.text for c in cards]


class TestOptionsCiteTheirSources:
    @pytest.mark.parametrize(
        "option, sources",
        [
            ("threes_laid_out", {"pagat.com", "canastaleague.org"}),
            ("opening_talon", {"pagat.com", "canastaleague.org", "canastajunction.com"}),
            ("wild_meld_blocks_wilds", {"pagat.com", "canastaleague.org", "canastajunction.com"}),
        ],
    )
    def test_modern_american_options_cited(self, option, sources):
        assert sources <= {c.source for c in preset_settings(MAC)[option].citations}

    def test_special_hand_lists_are_an_option_with_both_sources(self):
        """docs §6.6: the CLA list and the pagat list disagree, so both are cited and CLA is the default."""
        setting = preset_settings(MAC)["special_hands"]
        assert setting.value == "cla"
        # at four players; the other counts no source seats
        assert {c.source for c in setting.citations_at(4)} == {"canastaleague.org"}
        assert [(a.value, {c.source for c in a.citations}) for a in setting.alternatives][:2] == [
            ("cla-all", {"canastaleague.org"}),
            ("pagat", {"pagat.com"}),
        ]

    @pytest.mark.parametrize("variant", ["classic", "samba", "strict"])
    def test_off_in_the_other_systems(self, variant):
        settings = preset_settings(variant)
        assert settings["threes_laid_out"].value == "red"
        assert settings["opening_talon"].value is False
        assert settings["wild_meld_blocks_wilds"].value is False
        assert settings["special_hands"].value == "none"


class TestBlackThreesLaidOut:
    """CLA and P (docs §1.4): red and black threes alike are laid out and replaced from the stock."""

    def test_drawn_black_three_laid_out_and_replaced(self):
        result = mac(hands=[["5S", "6S"], 13, 13, 13], stock=["KS", "4D", "3C"], move={"action": "draw"})
        assert result.legal
        after = result.position
        assert texts(after.black_threes[0]) == ["3C"] and after.red_threes[0] == []
        assert texts(after.hands[0]) == ["5S", "6S", "4D"]  # the replacement, not the three
        assert after.stock_size == 1

    @pytest.mark.parametrize("three", ["3C", "3H"])
    def test_three_as_last_stock_card_ends_the_hand_in_the_hand(self, three):
        """CLA and P (docs §1.5): a three drawn as the last card ends the hand and stays in the hand (−5)."""
        result = mac(
            hands=[["5S", "6S"], ["8C"], ["4D"], ["9C"]],
            stock=[three],
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "draw"},
        )
        after = result.position
        assert result.legal and after.phase == "ended" and after.went_out is None
        assert texts(after.hands[0]) == ["5S", "6S", three]
        assert after.black_threes[0] == [] and after.red_threes[0] == []
        assert score_hand(after)[0].in_hand == -(5 + 5 + 5 + 5)  # 5S 6S, the three at 5, the partner's 4D

    def test_classic_keeps_a_drawn_black_three(self):
        """canasta.ch, “Rote und schwarze Dreier”: black threes are stop cards, kept in the hand."""
        result = rule(hands=[["5S", "6S"], 11, 11, 11], stock=["KS", "4D", "3C"], move={"action": "draw"})
        assert texts(result.position.hands[0]) == ["5S", "6S", "3C"]
        assert result.position.black_threes == [[], []]

    def test_black_three_from_the_pile_laid_out(self):
        hand = ["KS", "KH", "5S", "6S"]
        result = mac(
            hands=[hand, 13, 13, 13],
            stock=["8D", "7D", "6D", "5D"],
            discard=["3S", "4C", "KD"],
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "take-pile", "with": ["KS", "KH"]},
        )
        assert result.legal
        assert texts(result.position.black_threes[0]) == ["3S"]
        assert "5D" in texts(result.position.hands[0])  # the replacement from the stock

    def test_extension_field_round_trip(self):
        loaded = position(variant=MAC, hands=[["5S"], 13, 13, 13], black_threes=[["3S", "3C"], []])
        data = json.loads(dumps(loaded.position))
        assert data["black_threes"] == [["3S", "3C"], []]
        assert data["red_threes"] == [[], []]

    @pytest.mark.parametrize(
        "fields, where",
        [
            ({"black_threes": [["3H"], []]}, "black_threes[0][0]"),
            ({"variant": "classic", "black_threes": [["3S"], []]}, "black_threes[0][0]"),
            ({"black_threes": [["3S"]]}, "black_threes"),
        ],
    )
    def test_extension_field_validated(self, fields, where):
        with pytest.raises(PositionError) as caught:
            position(**{"variant": MAC, "hands": [["5S"], 13, 13, 13], **fields})
        assert caught.value.field == where

    def test_scored_per_colour_by_the_threes_table(self):
        """CLA and P (docs §6.3, §6.5): 100/300/500/1000 per colour; plus with two canastas, nothing with
        one, minus with none."""
        loaded = position(
            variant=MAC,
            players=4,
            hands=[[], [], [], []],
            went_out=0,
            melds=[[NINES, KINGS], [["QS", "QH", "QD"]]],
            red_threes=[["3H"], ["3D", "3H"]],
            black_threes=[["3S", "3C", "3S"], ["3C"]],
        )
        team0, team1 = score_hand(loaded.position)
        items0 = {what: points for what, _n, points in team0.items}
        assert items0["red-threes"] == 100 and items0["black-threes"] == 500
        items1 = {what: points for what, _n, points in team1.items}
        assert items1["red-threes-unmet"] == -300 and items1["black-threes-unmet"] == -100

    def test_one_canasta_voids_both_colours(self):
        loaded = position(
            variant=MAC,
            hands=[[], [], [], []],
            went_out=None,
            melds=[[NINES], []],
            red_threes=[["3H"], []],
            black_threes=[["3S", "3C"], []],
        )
        team0, _ = score_hand(loaded.position)
        assert ("black-threes-void", 2, 0) in team0.items and ("red-threes-void", 1, 0) in team0.items

    def test_three_left_in_hand_costs_five(self):
        """CLA and P (docs §1.1): a three still in hand at the end counts 5, red or black."""
        loaded = position(variant=MAC, hands=[[], ["3H", "3S"], [], []], went_out=0, melds=[[NINES, KINGS], []])
        assert score_hand(loaded.position)[1].in_hand == -10


HAND = ["AS", "AH", "AD", "KS", "KH", "KD", "QS", "QH", "QD", "JS", "JH", "JD", "5S", "6C"]
OPENING = [
    {"action": "meld", "melds": [["AS", "AH", "AD"], ["KS", "KH", "KD"], ["QS", "QH", "QD"], ["JS", "JH", "JD"]]},
    {"action": "discard", "card": "5S"},
]
STOCK = ["4C", "4D", "4H", "4S", "5C", "5D", "5H", "6H", "6D", "9S", "9H", "9C"]  # top last


class TestTalon:
    """docs §4.4 (CJ-talon, HON, CLA, P): the opener from the hand takes 4 cards (3 if the other side has
    opened) after discarding, while the stock holds at least 9; they join the hand at the next turn."""

    def test_four_cards_after_the_discard(self):
        result = mac(hands=[HAND, 13, 13, 13], phase="play", stock=STOCK, discard=["8C"], moves=OPENING)
        assert result.legal
        after = result.position
        assert texts(after.talon[0]) == ["9C", "9H", "9S", "6D"]
        assert after.stock_size == len(STOCK) - 4 and texts(after.hands[0]) == ["6C"]
        assert after.turn == 1

    def test_three_when_the_other_side_has_opened(self):
        result = mac(
            hands=[HAND, 13, 13, 13],
            phase="play",
            stock=STOCK,
            discard=["8C"],
            melds=[[], [["10S", "10H", "10D"]]],
            moves=OPENING,
        )
        assert texts(result.position.talon[0]) == ["9C", "9H", "9S"]

    def test_none_after_the_turn_card(self):
        result = mac(hands=[HAND, 13, 13, 13], phase="play", stock=STOCK[:8], discard=["8C"], moves=OPENING)
        assert result.legal and result.position.talon_size(0) == 0 and result.position.stock_size == 8

    def test_none_when_opening_by_taking_the_pile(self):
        hand = ["8S", "8H", "AS", "AH", "AD", "KS", "KH", "KD", "QS", "QH", "QD", "JS", "JH", "JD", "5S", "6C"]
        result = mac(
            hands=[hand, 13, 13, 13],
            stock=STOCK,
            discard=["4C", "8D"],
            moves=[
                {
                    "action": "take-pile",
                    "with": ["8S", "8H"],
                    "melds": [["AS", "AH", "AD"], ["KS", "KH", "KD"], ["QS", "QH", "QD"], ["JS", "JH", "JD"]],
                },
                {"action": "discard", "card": "5S"},
            ],
        )
        assert result.legal and result.position.talon_size(0) == 0

    def test_none_when_the_side_had_already_opened(self):
        result = mac(
            hands=[["KS", "KH", "KD", "5S", "6C"], 13, 13, 13],
            phase="play",
            stock=STOCK,
            discard=["8C"],
            melds=[[["QS", "QH", "QD"]], []],
            moves=[{"action": "meld", "melds": [["KS", "KH", "KD"]]}, {"action": "discard", "card": "5S"}],
        )
        assert result.legal and result.position.talon_size(0) == 0

    def test_classic_gives_no_talon(self):
        hand = ["KS", "KH", "KD", "QS", "QH", "QD", "5S", "6C"]
        result = rule(
            hands=[hand, 11, 11, 11],
            phase="play",
            stock=STOCK,
            discard=["8C"],
            moves=[
                {"action": "meld", "melds": [["KS", "KH", "KD"], ["QS", "QH", "QD"]]},
                {"action": "discard", "card": "5S"},
            ],
        )
        assert result.legal and result.position.talon_size(0) == 0

    def test_joins_the_hand_at_the_next_turn(self):
        result = mac(
            hands=[["6C"], 13, 13, 13],
            stock=STOCK,
            melds=[[["AS", "AH", "AD"]], []],
            talon=[["9C", "3S", "7H", "JK"], 0, 0, 0],
            move={"action": "draw"},
        )
        assert result.legal
        after = result.position
        assert after.talon_size(0) == 0
        # the black three in the talon is laid out and replaced, then the turn's card is drawn
        assert texts(after.black_threes[0]) == ["3S"]
        assert texts(after.hands[0]) == ["6C", "9C", "7H", "JK", "9C", "9H"]

    def test_talon_cards_may_take_the_pile(self):
        result = mac(
            hands=[["6C", "QS"], 13, 13, 13],
            stock=STOCK,
            discard=["4C", "QD"],
            melds=[[["AS", "AH", "AD"]], []],
            talon=[["QH", "5S", "7H", "8H"], 0, 0, 0],
            move={"action": "take-pile", "with": ["QS", "QH"]},
        )
        assert result.legal

    def test_position_field_round_trip(self):
        loaded = position(variant=MAC, hands=[["5S"], 13, 13, 13], talon=[0, ["KS", "4D", "9H"], 0, 4])
        text = dumps(loaded.position)
        assert json.loads(text)["talon"] == [0, ["KS", "4D", "9H"], 0, 4]
        assert dumps(read_position(text).position) == text
        assert loaded.position.card_total() == 1 + 39 + 40 + 3 + 4

    def test_untaken_talon_not_scored(self):
        """docs §6.4 left it open; the tutor's choice (docs §8): a talon not yet joined to the hand is not
        counted as cards in hand."""
        with_talon = position(
            variant=MAC,
            hands=[[], ["5S"], [], []],
            went_out=0,
            melds=[[NINES, KINGS], []],
            talon=[0, 0, 0, ["QS", "AH", "JK"]],
        )
        without = position(variant=MAC, hands=[[], ["5S"], [], []], went_out=0, melds=[[NINES, KINGS], []])
        assert score_hand(with_talon.position) == score_hand(without.position)
        assert score_hand(with_talon.position)[1].in_hand == -5


WILD_MELD = ["2C", "2D", "JK"]
FIVE_KINGS = ["KS", "KH", "KD", "KC", "KS"]


class TestUnfinishedWildMeld:
    """CC, CJ-wild, CLA, P (docs §2.5): while the side's wild meld is unfinished, wild cards go nowhere else."""

    def wild(self, melds, move, **options):
        return codes(
            variant=MAC,
            hands=[["2H", "2S", "KC", "5S", "6S", "7C"], 13, 13, 13],
            phase="play",
            discard=["4C"],
            melds=[melds, []],
            move=move,
            options=options,
        )

    def test_wild_card_onto_another_meld_refused(self):
        assert self.wild([WILD_MELD, FIVE_KINGS], {"action": "meld", "add": [{"to": 1, "cards": ["2H"]}]}) == [
            "wild-meld-unfinished"
        ]

    def test_wild_card_onto_the_wild_meld_allowed(self):
        assert self.wild([WILD_MELD, FIVE_KINGS], {"action": "meld", "add": [{"to": 0, "cards": ["2H"]}]}) == []

    def test_natural_card_elsewhere_allowed(self):
        assert self.wild([WILD_MELD, FIVE_KINGS], {"action": "meld", "add": [{"to": 1, "cards": ["KC"]}]}) == []

    def test_allowed_once_the_wild_meld_is_a_canasta(self):
        wild_canasta = ["2C", "2D", "JK", "2H", "JK", "2S", "2D"]
        hand = ["2H", "KC", "5S", "6S", "7C"]
        assert (
            codes(
                variant=MAC,
                hands=[hand, 13, 13, 13],
                phase="play",
                discard=["4C"],
                melds=[[wild_canasta, FIVE_KINGS], []],
                move={"action": "meld", "add": [{"to": 1, "cards": ["2H"]}]},
            )
            == []
        )

    def test_new_wild_meld_and_wild_card_elsewhere_in_one_move_refused(self):
        move = {"action": "meld", "melds": [["2H", "2S", "JK"]], "add": [{"to": 0, "cards": ["2C"]}]}
        assert codes(
            variant=MAC,
            hands=[["2H", "2S", "JK", "2C", "5S", "6S"], 13, 13, 13],
            phase="play",
            discard=["4C"],
            melds=[[FIVE_KINGS], []],
            move=move,
        ) == ["wild-meld-unfinished"]

    def test_option_off_allows_it(self):
        assert (
            self.wild(
                [WILD_MELD, FIVE_KINGS],
                {"action": "meld", "add": [{"to": 1, "cards": ["2H"]}]},
                wild_meld_blocks_wilds=False,
            )
            == []
        )

    def test_violation_names_the_option_and_its_sources(self):
        result = mac(
            hands=[["2H", "5S", "6S"], 13, 13, 13],
            phase="play",
            discard=["4C"],
            melds=[[WILD_MELD, FIVE_KINGS], []],
            move={"action": "meld", "add": [{"to": 1, "cards": ["2H"]}]},
        )
        violation = result.verdict.violations[0]
        assert violation.rule == "wild_meld_blocks_wilds"
        assert {c.source for c in violation.citations} >= {"pagat.com", "canastaleague.org"}


PAIRS = ["4S", "4H", "5S", "5H", "6S", "6H", "8S", "8H", "9S", "9H", "QS", "QH", "AS", "AH"]
STRAIGHT = ["AS", "2C", "3H", "4D", "5S", "6S", "7C", "8H", "9D", "10S", "JS", "QC", "KH", "JK"]
GARBAGE = ["4S", "4H", "4D", "4C", "9S", "9H", "9D", "9C", "QS", "QH", "QD", "KS", "KH", "KD"]
TRIPLES = ["4S", "4H", "4D", "9S", "9H", "9D", "QS", "QH", "QD", "KS", "KH", "KD", "2C", "JK"]
QUADS = ["4S", "4H", "4D", "4C", "9S", "9H", "9D", "9C", "QS", "QH", "QD", "QC", "2C", "2D"]


def show(cards):
    """The go-out move that shows a hand as its groups, with no discard."""
    name = recognise(parse_cards(cards), "cla") or "pairs"
    return {"action": "go-out", "melds": [texts(g) for g in groups(parse_cards(cards), name)]}


class TestSpecialHands:
    """CLA (default) and P (docs §6.6): a side that has not melded shows all 14 cards at once, no discard."""

    def special(self, hand, **fields):
        return mac(**{"hands": [hand, [], [], []], "phase": "play", "discard": ["7D"], "move": show(hand), **fields})

    @pytest.mark.parametrize(
        "hand, name, value",
        [
            (PAIRS, "pairs", 2500),
            (STRAIGHT, "straight", 3000),
            (GARBAGE, "garbage", 3000),
            (TRIPLES, "triples", 3500),
            (QUADS, "quads", 3500),
        ],
    )
    def test_cla_hands_recognised_and_scored(self, hand, name, value):
        result = self.special(hand, melds=[[], [["10S", "10H", "10D"]]])
        assert result.legal
        after = result.position
        assert after.ended and after.went_out == 0 and after.special_hand == name
        team0, team1 = score_hand(after)
        assert (team0.total, team0.items) == (value, ((f"special-hand-{name}", 1, value),))
        assert team1.melded == -30 and team1.total == -30  # the other side scores normally: no canasta

    def test_pagat_list_values_garbage_2000(self):
        """pagat.com (docs §6.6, CONFLICT): Garbage is worth 2000, not the CLA's 3000."""
        result = self.special(GARBAGE, options={"special_hands": "pagat"})
        assert result.legal and score_hand(result.position)[0].total == 2000

    def test_pagat_list_has_no_triples(self):
        assert self.special(TRIPLES, options={"special_hands": "pagat"}).verdict.codes == ["special-hand-unknown"]

    def test_only_a_side_that_has_not_melded(self):
        """A special hand is shown instead of the initial meld: after it, the refusal says so (it used to say a
        final discard was missing, which was not the rule that decided)."""
        ruling = self.special(PAIRS, melds=[[["10S", "10H", "10D"]], []])
        assert ruling.verdict.codes == ["special-hand-after-meld"]
        i18n.set_language("en")
        assert "your side has melded already" in explain(ruling.verdict.violations[0])

    def test_seven_pairs_need_seven_ranks(self):
        hand = ["4S", "4H", "4D", "4C", "6S", "6H", "8S", "8H", "9S", "9H", "QS", "QH", "AS", "AH"]
        assert recognise(parse_cards(hand), "cla") is None
        assert self.special(hand).verdict.codes == ["special-hand-unknown"]

    def test_the_whole_hand_must_be_shown(self):
        move = show(PAIRS)
        move["melds"] = move["melds"][:-1]
        assert self.special(PAIRS, move=move).verdict.codes == ["go-out-not-empty"]

    def test_off_in_classic(self):
        assert codes(hands=[PAIRS, 11, 11, 11], phase="play", discard=["7D"], move=show(PAIRS)) == ["meld-too-small"]

    def test_finished_special_hand_round_trip(self):
        after = self.special(PAIRS).position
        data = json.loads(dumps(after))
        assert data["special_hand"] == "pairs" and data["went_out"] == 0
        assert score_hand(read_position(data).position)[0].total == 2500

    @pytest.mark.parametrize(
        "fields, where",
        [
            ({"went_out": 0, "special_hand": "royal"}, "special_hand"),
            ({"special_hand": "pairs"}, "special_hand"),
            ({"variant": "classic", "went_out": 0, "special_hand": "pairs"}, "special_hand"),
        ],
    )
    def test_field_validated(self, fields, where):
        with pytest.raises(PositionError) as caught:
            position(**{"variant": MAC, "hands": [PAIRS, 13, 13, 13], **fields})
        assert caught.value.field == where
