"""Samba, Modern American, the strict version, house options, and comparing the systems."""

import json

import pytest

from tests.conftest import codes, position, rule
from tutor.rules.notation import PositionError
from tutor.rules.presets import PRESETS, preset_settings
from tutor.rules.scoring import red_threes_value, score_hand
from tutor.rules.sources import SOURCES
from tutor.rules.variants import OPTION_SPECS, Ruleset
from tutor.words.compare import compare_presets


class TestPresetsAsData:
    @pytest.mark.parametrize("variant", sorted(PRESETS))
    def test_every_option_set_and_cited(self, variant):
        settings = preset_settings(variant)
        assert set(settings) == set(OPTION_SPECS)
        for name, setting in settings.items():
            assert setting.citations, f"{variant}.{name} cites no source"
            assert all(c.source in SOURCES for c in setting.citations)

    def test_conflicts_are_options_with_both_sources(self):
        """canasta.ch vs règle-fr on canastas to go out: an option, both cited."""
        setting = preset_settings("classic")["canastas_to_go_out"]
        sources = {c.source for c in setting.citations} | {c.source for a in setting.alternatives for c in a.citations}
        assert {"canasta.ch", "règle-fr"} <= sources

    def test_unknown_option_is_input_error(self):
        with pytest.raises(PositionError):
            position(hands=[["KS"], 11, 11, 11], options={"no_such_rule": 1})


class TestSamba:
    HAND = ["5H", "6H", "7H", "KS", "KH", "QS", "QH", "QD", "2C", "JK", "4S", "9S", "9D", "AS", "AD"]

    def samba(self, **fields):
        return codes(
            variant="samba",
            **{"hands": [self.HAND, 15, 15, 15], "phase": "play", "melds": [[["9H", "9C", "9S"]], []], **fields},
        )

    def test_sequence(self):
        """Wikipedia Samba: sequences of three or more consecutive cards of one suit."""
        assert self.samba(move={"action": "meld", "melds": [["5H", "6H", "7H"]]}) == []

    def test_sequence_with_wild(self):
        assert self.samba(move={"action": "meld", "melds": [["5H", "6H", "2C"]]}) == ["meld-bad-sequence"]

    def test_two_wilds_at_most(self):
        """Wikipedia Samba: no more than two wild cards in a meld."""
        assert self.samba(move={"action": "meld", "melds": [["QS", "QH", "QD", "2C", "JK", "2C"]]}) in (
            ["card-not-in-hand"],
            ["meld-too-many-wilds"],
        )
        hand = ["QS", "QH", "QD", "2C", "JK", "2H", "4S", "9S"]
        assert codes(
            variant="samba",
            hands=[hand, 15, 15, 15],
            phase="play",
            melds=[[["9H", "9C", "9S"]], []],
            move={"action": "meld", "melds": [["QS", "QH", "QD", "2C", "JK", "2H"]]},
        ) == ["meld-too-many-wilds"]

    def test_no_wild_onto_canasta(self):
        """Wikipedia Samba: no wild card may be added to a canasta."""
        canasta = [["9H", "9C", "9S", "9D", "9H", "9C", "9S"]]
        add_two = {"action": "meld", "add": [{"to": 0, "cards": ["2C"]}]}
        assert self.samba(melds=[canasta, []], move=add_two) == ["canasta-no-wild"]

    def test_pile_not_with_natural_and_wild(self):
        """Wikipedia Samba: the pile is never taken with one natural card and a wild card."""
        assert self.samba(phase="draw", discard=["5C", "KD"], move={"action": "take-pile", "with": ["KS", "2C"]}) == [
            "pile-needs-natural-pair"
        ]

    def test_pile_not_onto_canasta(self):
        canasta = [["9H", "9C", "9S", "9D", "9H", "9C", "9S"]]
        assert self.samba(
            phase="draw", melds=[canasta, []], discard=["5C", "9D"], move={"action": "take-pile", "to": 0}
        ) == ["pile-top-to-canasta"]

    def test_two_canastas_to_go_out(self):
        canasta = [["9H", "9C", "9S", "9D", "9H", "9C", "9S"]]
        assert codes(
            variant="samba",
            hands=[["KS", "KH", "KD"], 15, 15, 15],
            phase="play",
            melds=[canasta, []],
            move={"action": "go-out", "melds": [["KS", "KH", "KD"]]},
        ) == ["go-out-needs-canasta"]

    def test_scoring(self):
        """Wikipedia Samba: going out 200, sequence canasta 1500, red threes count with two canastas."""
        seq = ["4H", "5H", "6H", "7H", "8H", "9H", "10H"]
        kings = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
        loaded = position(
            variant="samba", hands=[[], [], [], []], went_out=0, melds=[[seq, kings], []], red_threes=[["3H"], ["3D"]]
        )
        team0, team1 = score_hand(loaded.position)
        assert team0.bonuses == 1500 + 500 + 200 + 100
        assert team1.bonuses == -100
        assert red_threes_value(6, Ruleset.build("samba", 4)) == 1000

    def test_minimum_150_from_7000(self):
        assert Ruleset.build("samba", 4).initial_minimum(7000) == 150


class TestModernAmerican:
    def mac(self, hand, **fields):
        return codes(variant="modern-american", **{"hands": [hand, 13, 13, 13], **fields})

    def test_pile_needs_natural_pair_always(self):
        """pagat.com, Modern American: only a natural pair from the hand takes the pile."""
        assert self.mac(
            ["KS", "2C", "5S", "6S"],
            discard=["7C", "KD"],
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "take-pile", "to": None, "with": ["KS", "2C"]},
        ) == ["pile-needs-natural-pair"]

    def test_no_wild_in_sevens(self):
        assert self.mac(
            ["7S", "7H", "7D", "2C", "5S", "6S"],
            phase="play",
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "meld", "melds": [["7S", "7H", "7D", "2C"]]},
        ) == ["meld-too-many-wilds"]

    def test_rule_of_five(self):
        assert self.mac(
            ["KS", "KH", "KD", "2C", "5S", "6S"],
            phase="play",
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "meld", "melds": [["KS", "KH", "KD", "2C"]]},
        ) == ["meld-too-few-naturals"]

    def test_meld_never_past_seven(self):
        canasta = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
        assert self.mac(
            ["9C", "5S", "6S"],
            phase="play",
            melds=[[canasta], []],
            move={"action": "meld", "add": [{"to": 0, "cards": ["9C"]}]},
        ) == ["meld-too-large"]

    def test_dead_rank(self):
        canasta = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
        assert self.mac(
            ["5S", "5H", "5D", "6S"],
            discard=["4C", "9C"],
            melds=[[], [canasta]],
            move={"action": "take-pile", "with": ["5S", "5H"]},
        ) == ["meld-dead-rank"]

    def test_initial_minimum_and_clean_meld(self):
        hand = ["AS", "AH", "2C", "KS", "KH", "2D", "JK", "5S", "6S"]
        melds = [["AS", "AH", "2C"], ["KS", "KH", "2D", "JK"]]
        assert self.mac(hand, phase="play", move={"action": "meld", "melds": melds}) == [
            "meld-not-clean"
        ]  # 150 points, but no meld of three naturals
        hand = ["AS", "AH", "AD", "AC", "KS", "KH", "2D", "JK", "5S", "6S"]
        assert self.mac(hand, phase="play", move={"action": "meld", "melds": [["AS", "AH", "AD", "AC"]]}) == [
            "initial-meld-too-low"
        ]

    def test_threes_never_discarded(self):
        assert self.mac(
            ["3S", "5S", "6S"],
            phase="play",
            discard=["4C"],
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "discard", "card": "3S"},
        ) == ["discard-not-allowed"]

    def test_going_out_needs_discard_and_two_canastas(self):
        c1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
        c2 = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
        assert self.mac(
            ["4S", "4H", "4D"], phase="play", melds=[[c1, c2], []], move={"action": "go-out", "melds": [["4S", "4H", "4D"]]}
        ) == ["go-out-must-discard"]
        assert self.mac(
            ["4S", "4H", "4D", "5S"],
            phase="play",
            melds=[[c1], []],
            move={"action": "go-out", "melds": [["4S", "4H", "4D"]], "discard": "5S"},
        ) == ["go-out-needs-canasta"]

    def test_no_five_player_game(self):
        """Two, three, four or six players; no source seats five at this game."""
        with pytest.raises(PositionError):
            position(variant="modern-american", players=5, hands=[["KS"], 13, 13, 13, 13])
        assert position(variant="modern-american", players=2, hands=[["KS"], 13]).position.players == 2

    def test_scoring(self):
        sevens = ["7S", "7H", "7D", "7C", "7S", "7H", "7D"]
        kings = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
        loaded = position(
            variant="modern-american",
            hands=[[], [], [], []],
            went_out=0,
            melds=[[sevens, kings], [["AS", "AH", "AD"]]],
            red_threes=[["3H", "3D"], []],
        )
        team0, team1 = score_hand(loaded.position)
        assert team0.bonuses == 2500 + 500 + 100 + 300
        assert team1.melded == -60 and team1.bonuses == -2500


class TestStrict:
    def test_naturals_outnumber_wilds(self):
        """verschärft: natural cards must always outnumber wild cards."""
        assert codes(
            variant="strict",
            hands=[["KS", "KH", "2C", "2D", "5S", "6S"], 13, 13, 13],
            phase="play",
            melds=[[["9S", "9H", "9D"]], []],
            move={"action": "meld", "melds": [["KS", "KH", "2C", "2D"]]},
        ) == ["meld-too-few-naturals"]

    def test_black_three_locks_pile(self):
        """verschärft, “Ein Spielzug”: a black three discarded locks the pile until it is taken."""
        result = rule(
            variant="strict",
            hands=[["KS", "2C", "5S", "6S"], 13, 13, 13],
            discard=["3S", "7D", "KD"],
            melds=[[["KH", "KD", "KC"]], []],
            move={"action": "take-pile", "to": 0},
        )
        assert result.verdict.codes == ["pile-frozen"]
        assert result.verdict.violations[0].params["reason"] == "black-three"

    def test_going_out_needs_final_discard(self):
        c1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
        c2 = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
        assert codes(
            variant="strict",
            hands=[["4S", "4H", "4D"], 13, 13, 13],
            phase="play",
            melds=[[c1, c2], []],
            move={"action": "go-out", "melds": [["4S", "4H", "4D"]]},
        ) == ["go-out-must-discard"]

    def test_progressive_threes_and_doubling(self):
        """verschärft, “Das Zählen”: red threes 100/200/400 each needing a canasta; concealed doubles minus."""
        rs = Ruleset.build("strict", 4)
        assert [red_threes_value(n, rs) for n in (1, 2, 3, 4)] == [100, 200, 400, 800]
        c1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
        c2 = ["8S", "8H", "8D", "8C", "8S", "8H", "8D"]  # going out takes two canastas here
        loaded = position(
            variant="strict",
            hands=[[], ["5S", "3C", "3S"], [], []],
            went_out=0,
            concealed=True,
            melds=[[c1, c2], [["KS", "KH", "KD"]]],
            red_threes=[["3H", "3D"], ["3H"]],
        )
        team0, team1 = score_hand(loaded.position)
        assert team0.bonuses == 2 * 500 + 200 + 200  # two threes, each with a canasta: 100 + 200 progressive
        assert team1.bonuses == -2 * 100  # a three without a canasta counts against the side, doubled
        assert team1.melded == -2 * 30 and team1.in_hand == -2 * (5 + 200)


class TestCompare:
    def test_difference_named(self):
        data = {
            "format": "canasta-position/1",
            "players": 4,
            "hands": [["KS", "2C", "5S", "6S"], 11, 11, 11],
            "stock": 40,
            "discard": ["7C", "KD"],
            "melds": [[["9S", "9H", "9D"]], []],
            "move": {"action": "take-pile", "with": ["KS", "2C"]},
        }
        results = {r.variant: r for r in compare_presets(json.loads(json.dumps(data)))}
        assert results["classic"].legal
        assert not results["samba"].legal and results["samba"].difference["rule"] == "pile_natural_and_wild"
        assert (
            results["samba"].difference["values"] == {"samba": False, "classic": True, "strict": False}
            or results["samba"].difference["values"]["classic"] is True
        )
