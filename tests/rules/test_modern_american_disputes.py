"""Modern American rulings its players dispute (docs/rules/modern-american.md), each as the notes record it."""

from __future__ import annotations

from tests.conftest import position
from tutor.rules.referee import play
from tutor.words.explain import explain

MAC = "modern-american"
OPENED = [["KS", "KH", "KD", "2C"], ["AS", "AH", "AC", "2D"], ["QS", "QH", "QD"], ["JS", "JH", "JC"]]


def mac(**fields):
    loaded = position(variant=MAC, players=4, **fields)
    return play(loaded.position, loaded.moves)


def test_natural_cards_may_join_a_meld_that_holds_a_wild_card():
    """docs §2.3, §2.4: the rule of five and the aces rule limit when *wild cards* may enter a meld."""
    table = dict(
        turn=0,
        phase="play",
        hands=[["KC", "AD", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13, 13],
        stock=40,
        discard=["4C"],
        melds=[OPENED, []],
    )
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
    fields = dict(
        turn=0, phase="draw", hands=[hand, 13, 13, 13], stock=40, discard=["4C", "KD"], melds=[[], []], scores=[0, 0]
    )
    ruling = mac(
        **fields, move={"action": "take-pile", "with": ["KS", "KH"], "melds": [["AS", "AH", "AD", "JK"], ["QS", "QH", "QD"]]}
    )
    assert ruling.legal
    short = mac(
        **fields, move={"action": "take-pile", "with": ["KS", "KH"], "melds": [["AS", "AH", "AD"], ["QS", "QH", "QD"]]}
    )
    [violation] = short.verdict.violations
    assert violation.code.value == "initial-meld-too-low" and violation.params["have"] == 20 + 60 + 30
    assert "taken from the pile does not count" in explain(violation)


WILD_CANASTA = ["2S", "2H", "2S", "2H", "JK", "JK", "2C"]


def test_a_complete_wild_canasta_makes_wild_melds_dead():
    """docs §2.6 read for wild cards: once a wild canasta is complete no wild meld is started; other melds
    still take wild cards."""
    table = dict(
        turn=0,
        phase="play",
        hands=[["2D", "JK", "JK", "8S", "8H", "8D", "9C", "JD"], 13, 13, 13],
        stock=20,
        discard=["4C"],
        melds=[OPENED, [WILD_CANASTA]],
    )
    ruling = mac(**table, move={"action": "meld", "melds": [["2D", "JK", "JK"]]})
    assert ruling.verdict.codes == ["meld-dead-rank"]
    assert "wild melds are dead" in explain(ruling.verdict.violations[0])
    assert mac(**table, move={"action": "meld", "melds": [["8S", "8H", "8D"]]}).legal


def test_a_dead_rank_takes_no_lay_off_and_says_so_before_the_rule_of_five():
    """docs §2.6: neither side may start or extend a meld of a dead rank."""
    queens = ["QS", "QH", "QD", "QC", "QD", "2S", "2H"]  # the other side's canasta: queens are dead
    table = dict(
        turn=0,
        phase="play",
        hands=[["QC", "2D", "5S", "6S", "7H", "8D", "9C", "JD"], 13, 13, 13],
        stock=20,
        discard=["4C"],
        melds=[[OPENED[0], ["QS", "QH", "JK"]], [queens]],
    )
    natural = mac(**table, move={"action": "meld", "add": [{"to": 1, "cards": ["QC"]}]})
    assert natural.verdict.codes == ["meld-dead-rank"]
    wild = mac(**table, move={"action": "meld", "add": [{"to": 1, "cards": ["2D"]}]})
    assert wild.verdict.codes == ["meld-dead-rank"]  # the dead rank, not the rule of five
    off = mac(
        **table, options={"wilds_need_five_naturals": False}, move={"action": "meld", "add": [{"to": 1, "cards": ["QC"]}]}
    )
    assert off.verdict.codes == ["meld-dead-rank"]  # also with the rule of five off


def test_a_table_these_rules_could_not_have_made_is_an_input_error():
    """An eight-card meld, or a canasta with more wild cards than the rules allow, is no position to rule on
    or to score (docs §2.1: melds stop at seven cards; §2.2: at most two wild cards)."""
    import pytest

    from tutor.rules.notation import PositionError
    from tutor.words.explain import input_error

    eight = ["KS", "KH", "KD", "KC", "KS", "KH", "KD", "KC"]
    with pytest.raises(PositionError) as info:
        position(variant=MAC, players=4, hands=[[], 13, 13, 13], went_out=0, melds=[[eight], []])
    assert info.value.field == "melds[0][0]" and "at most 7" in input_error(info.value)
    wild = ["QS", "QH", "QD", "QC", "2S", "2H", "JK"]
    with pytest.raises(PositionError) as info:
        position(variant=MAC, players=4, hands=[["5C"], 13, 13, 13], melds=[[wild], []])
    assert info.value.field == "melds[0][0]" and "4 natural and 3 wild cards" in input_error(info.value)


def test_aces_taken_with_the_pile_for_the_opening_stay_natural():
    """docs §2.4 (Canasta Junction): aces picked up for the initial meld take no wild card."""
    hand = ["AS", "AH", "JK", "KS", "KH", "KD", "QS", "QH", "QD", "JS", "JH", "JC", "5C"]
    fields = dict(turn=0, phase="draw", hands=[hand, 13, 13, 13], stock=40, discard=["4C", "AD"], melds=[[], []])
    melds = [["KS", "KH", "KD"], ["QS", "QH", "QD"], ["JS", "JH", "JC"]]
    assert mac(**fields, move={"action": "take-pile", "with": ["AS", "AH"], "melds": melds}).legal
    wild = mac(**fields, move={"action": "take-pile", "with": ["AS", "AH", "JK"], "melds": melds})
    assert wild.verdict.codes == ["meld-too-many-wilds"] and wild.verdict.violations[0].rule == "pile_aces_stay_natural"


def test_an_opener_whose_talon_follows_may_meld_down_to_the_last_card_and_discard_it():
    """docs §4.4: the talon refills the hand, so the keep-two-cards rule does not apply before it."""
    hand = ["AS", "AH", "AD", "KS", "KH", "KD", "JK", "QS", "QH", "QD", "5C"]
    fields = dict(
        turn=0,
        phase="play",
        hands=[hand, 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[[], []],
        moves=[
            {"action": "meld", "melds": [["AS", "AH", "AD"], ["KS", "KH", "KD", "JK"], ["QS", "QH", "QD"]]},
            {"action": "discard", "card": "5C"},
        ],
    )
    ruling = mac(**fields)
    assert ruling.legal and not ruling.position.ended
    assert ruling.position.hand_size(0) == 0 and ruling.position.talon_size(0) == 4 and ruling.position.turn == 1
    no_talon = mac(**fields, options={"opening_talon": False})
    assert no_talon.verdict.codes == ["must-keep-card"]


def test_a_canasta_opens_whatever_it_counts_only_when_laid_from_the_hand():
    """canasta.ch's variations (the splash): the canasta comes from the hand; the pile's top card does not
    complete it."""
    fives = ["5S", "5H", "5D", "5C", "5S", "5H"]
    fields = dict(
        players=2,
        turn=0,
        phase="draw",
        hands=[[*fives, "5D", "9C", "8H"], 9],
        stock=30,
        discard=["4C", "5C"],
        melds=[[], []],
        scores=[3000, 0],
        options={"initial_canasta_suffices": True},
    )
    loaded = position(**fields, move={"action": "take-pile", "with": fives})
    assert play(loaded.position, loaded.moves).verdict.codes == ["initial-meld-too-low"]
    from_hand = position(**dict(fields, phase="play"), move={"action": "meld", "melds": [[*fives, "5D"]]})
    assert play(from_hand.position, from_hand.moves).legal


STRAIGHT = ["AS", "2C", "3H", "4D", "5S", "6S", "7C", "8H", "9D", "10S", "JS", "QC", "KH", "JK"]


def test_a_special_hand_is_named_with_its_value_and_a_wrong_one_says_why():
    """docs §6.6: a side that has not melded shows fourteen cards at once; the list in force names the hands."""
    from tutor.rules.reasons import legal_reasons
    from tutor.words.explain import reason_text

    fields = dict(turn=0, phase="play", hands=[STRAIGHT, 13, 13, 13], stock=30, discard=["4C"], melds=[[], []])
    loaded = position(variant=MAC, players=4, **fields, move={"action": "go-out", "melds": [STRAIGHT]})
    ruling = play(loaded.position, loaded.moves)
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], ruling.position)]
    assert words == [
        "You showed a special hand, Straight (one card of every rank and a joker): it ends the hand "
        "and scores 3,000 for your side."
    ]
    almost = [*STRAIGHT[:-1], "KS"]  # a second king instead of the joker
    wrong = mac(**dict(fields, hands=[almost, 13, 13, 13]), move={"action": "go-out", "melds": [almost]})
    assert wrong.verdict.codes == ["special-hand-unknown"]
    assert "none of the special hands" in explain(wrong.verdict.violations[0])


def test_the_talon_joining_the_hand_has_its_own_words_not_a_draw():
    """docs §4.4: the bonus cards join the hand at the start of the next turn; only one card is drawn."""
    from tutor import i18n
    from tutor.rules.reasons import legal_reasons
    from tutor.words.explain import reason_text

    loaded = position(
        variant=MAC,
        players=4,
        turn=0,
        phase="draw",
        hands=[["5S", "6S"], 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[[["KS", "KH", "KD"]], []],
        talon=[["9S", "9H", "8D", "7C"], 0, 0, 0],
        move={"action": "draw"},
    )
    after = play(loaded.position, loaded.moves).position
    reasons = legal_reasons(loaded.position, loaded.moves[0], after)
    assert [reason_text(r) for r in reasons] == [
        "The 4 bonus cards set aside for you (your talon) joined your hand.",
        "You drew 1 card from the stock; 29 remain.",
    ]
    i18n.set_language("de")
    try:
        assert "Bonuskarten" in reason_text(reasons[0]) and "Talon" not in reason_text(reasons[0])
    finally:
        i18n.set_language("en")


def test_the_score_sheet_names_the_special_hand():
    from tutor.rules.scoring import score_hand
    from tutor.words.explain import score_sheet_rows

    loaded = position(
        variant=MAC,
        players=4,
        hands=[STRAIGHT, ["5C"], ["6C"], ["8C"]],
        stock=30,
        discard=["4C"],
        melds=[[], []],
        went_out=0,
        special_hand="straight",
    )
    rows = dict(score_sheet_rows(score_hand(loaded.position)))
    assert rows["Special hand: Straight"][0] == 3000


def test_a_wild_card_discard_is_judged_on_the_hand_before_the_turns_melds_by_default():
    """docs §7.1: a wild card is discarded only to go out or from a hand of nothing but wild cards; the groups
    judge that before the turn's melds (meld the last sevens, then throw a wild card: not allowed)."""
    fields = dict(
        turn=0,
        phase="play",
        hands=[["7S", "7H", "7D", "2C", "JK"], 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[OPENED, []],
        moves=[{"action": "meld", "melds": [["7S", "7H", "7D"]]}, {"action": "discard", "card": "2C"}],
    )
    ruling = mac(**fields)
    assert ruling.step == 1 and ruling.verdict.codes == ["discard-not-allowed"]
    assert mac(**fields, options={"wild_discard_judged": "at-discard"}).legal
    # saved after the meld, the same
    from tutor.rules.notation import read_position, write_position

    loaded = position(variant=MAC, players=4, **fields)
    halfway = play(loaded.position, loaded.moves[:1]).position
    again = read_position(write_position(halfway)).position
    assert play(again, loaded.moves[1:]).verdict.codes == ["discard-not-allowed"]
    only_wilds = mac(**dict(fields, hands=[["2C", "JK", "2D"], 13, 13, 13], moves=[{"action": "discard", "card": "2C"}]))
    assert only_wilds.legal


def test_a_wild_meld_as_the_clean_part_of_the_opening_is_pagats_reading():
    """docs §4.2, CONFLICT: the CLA asks for a clean triple; pagat also accepts a meld of wild cards."""
    hand = ["JK", "JK", "2C", "2D", "2H", "KS", "KH", "AS", "AH", "JS", "5C", "6C", "8D"]
    fields = dict(
        turn=0,
        phase="play",
        hands=[hand, 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[[], []],
        move={"action": "meld", "melds": [["JK", "JK", "2C", "2D", "2H"]]},
    )  # 160 in wild cards
    assert mac(**fields).verdict.codes == ["meld-not-clean"]
    assert mac(**fields, options={"initial_clean_meld_wild_counts": True}).legal


def test_the_cla_whole_list_of_special_hands_is_an_option():
    """docs §6.6: the CLA also lists Wild Pairs, Miami Pairs, Zip Code, Blast Off and the Dream Hands."""

    from tutor.rules.cards import parse_cards
    from tutor.rules.special_hands import recognise, value

    hands = {
        "zip-code": ["5S", "5H", "6S", "6H", "8S", "8H", "8D", "9S", "9H", "9D", "KS", "KH", "KD", "KC"],
        "blast-off": ["5S", "5H", "6S", "6H", "6D", "8S", "8H", "8D", "8C", "KS", "KH", "KD", "KC", "KS"],
        "wild-pairs": ["AS", "AH", "7S", "7H", "5S", "5H", "6S", "6H", "8S", "8H", "KS", "KH", "2C", "JK"],
        "miami-pairs": ["AS", "AH", "7S", "7H", "5S", "5H", "6S", "6H", "8S", "8H", "2C", "2D", "JK", "JK"],
        "dream-plus-4": ["5S", "5H", "5D", "5C", "5S", "KS", "KH", "KD", "KC", "KS", "2C", "2D", "JK", "JK"],
        "dream-plus-5": ["5S", "5H", "5D", "5C", "KS", "KH", "KD", "KC", "KS", "2C", "2D", "2H", "JK", "JK"],
    }
    for name, cards in hands.items():
        assert recognise(parse_cards(cards), "cla-all") == name, name
        assert recognise(parse_cards(cards), "cla") is None, name
    assert value("dream-plus-4", "cla-all") == 8500
    zip_code = hands["zip-code"]
    fields = dict(
        turn=0,
        phase="play",
        hands=[zip_code, 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[[], []],
        move={"action": "go-out", "melds": [zip_code]},
    )
    assert mac(**fields).verdict.codes == ["special-hand-unknown"]
    assert mac(**fields, options={"special_hands": "cla-all"}).legal
