"""Modern American rulings its players dispute (docs/rules/modern-american.md), each as the notes record it."""

from __future__ import annotations

from tests.conftest import position
from tutor.explain import explain
from tutor.rules.referee import play

MAC = "modern-american"
OPENED = [["KS", "KH", "KD", "2C"], ["AS", "AH", "AC", "2D"], ["QS", "QH", "QD"], ["JS", "JH", "JC"]]


def mac(**fields):
    loaded = position(variant=MAC, players=4, **fields)
    return play(loaded.position, loaded.moves)


def test_natural_cards_may_join_a_meld_that_holds_a_wild_card():
    """docs §2.3, §2.4: the rule of five and the aces rule limit when *wild cards* may enter a meld."""
    table = dict(turn=0, phase="play", hands=[["KC", "AD", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13, 13],
                 stock=40, discard=["4C"], melds=[OPENED, []])
    assert mac(**table, move={"action": "meld", "add": [{"to": 0, "cards": ["KC"]}]}).legal
    assert mac(**table, move={"action": "meld", "add": [{"to": 1, "cards": ["AD"]}]}).legal
    # a wild card still may not: four kings are fewer than five naturals, aces stay as the opening left them
    hand = [["2H", "JK", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13, 13]
    wild = mac(**dict(table, hands=hand), move={"action": "meld", "add": [{"to": 0, "cards": ["2H"]}]})
    assert wild.verdict.codes == ["meld-too-few-naturals"]
    aces = mac(**dict(table, hands=hand), move={"action": "meld", "add": [{"to": 1, "cards": ["JK"]}]})
    assert aces.verdict.codes == ["meld-too-many-wilds"]


def test_the_cards_from_the_hand_count_when_the_pile_opens_the_side():
    """docs §3.3 (P, CLA): only the top card of the pile is left out of the opening count."""
    # K♠ K♥ with the K♦ on top: 20 from the hand, which count
    hand = ["KS", "KH", "AS", "AH", "AD", "JK", "QS", "QH", "QD", "5C", "6C", "8C", "9C"]
    fields = dict(turn=0, phase="draw", hands=[hand, 13, 13, 13], stock=40, discard=["4C", "KD"], melds=[[], []],
                  scores=[0, 0])
    ruling = mac(**fields, move={"action": "take-pile", "with": ["KS", "KH"],
                                 "melds": [["AS", "AH", "AD", "JK"], ["QS", "QH", "QD"]]})
    assert ruling.legal
    short = mac(**fields, move={"action": "take-pile", "with": ["KS", "KH"],
                                "melds": [["AS", "AH", "AD"], ["QS", "QH", "QD"]]})
    [violation] = short.verdict.violations
    assert violation.code.value == "initial-meld-too-low" and violation.params["have"] == 20 + 60 + 30
    assert "taken from the pile does not count" in explain(violation)


WILD_CANASTA = ["2S", "2H", "2S", "2H", "JK", "JK", "2C"]


def test_a_complete_wild_canasta_makes_wild_melds_dead():
    """docs §2.6 read for wild cards: once a wild canasta is complete no wild meld is started; other melds
    still take wild cards."""
    table = dict(turn=0, phase="play", hands=[["2D", "JK", "JK", "8S", "8H", "8D", "9C", "JD"], 13, 13, 13],
                 stock=20, discard=["4C"], melds=[OPENED, [WILD_CANASTA]])
    ruling = mac(**table, move={"action": "meld", "melds": [["2D", "JK", "JK"]]})
    assert ruling.verdict.codes == ["meld-dead-rank"]
    assert "wild melds are dead" in explain(ruling.verdict.violations[0])
    assert mac(**table, move={"action": "meld", "melds": [["8S", "8H", "8D"]]}).legal


def test_a_dead_rank_takes_no_lay_off_and_says_so_before_the_rule_of_five():
    """docs §2.6: neither side may start or extend a meld of a dead rank."""
    queens = ["QS", "QH", "QD", "QC", "2S", "2H", "JK"]  # the other side's canasta: queens are dead
    table = dict(turn=0, phase="play", hands=[["QC", "2D", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13, 13],
                 stock=20, discard=["4C"], melds=[[OPENED[0], OPENED[2]], [queens]])
    natural = mac(**table, move={"action": "meld", "add": [{"to": 1, "cards": ["QC"]}]})
    assert natural.verdict.codes == ["meld-dead-rank"]
    wild = mac(**table, move={"action": "meld", "add": [{"to": 1, "cards": ["2D"]}]})
    assert wild.verdict.codes == ["meld-dead-rank"]  # the dead rank, not the rule of five
    off = mac(**table, options={"wilds_need_five_naturals": False},
              move={"action": "meld", "add": [{"to": 1, "cards": ["QC"]}]})
    assert off.verdict.codes == ["meld-dead-rank"]  # also with the rule of five off
