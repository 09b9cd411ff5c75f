"""Rulings a player would dispute, and words that mislead: the last card a three, the table's own option
choices, black threes, plurals, a red three on top, the last discard, long numbers, special hands."""

from __future__ import annotations

import pytest

from tests.conftest import position
from tutor import i18n
from tutor.rules.cards import parse_cards
from tutor.rules.moves import Discard, GoOut
from tutor.rules.notation import PositionError, read_position, write_position
from tutor.rules.reasons import legal_reasons
from tutor.rules.referee import check, play
from tutor.words.explain import explain, input_error, reason_text, rule_reference

SEVEN_NINES = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _last_card_three():
    """canasta.ch, “Wenn der Talon (Stock) ausgeht”, read as "may meld": the red three is the stock's last card."""
    loaded = position(
        players=2,
        hands=[["KS", "KH", "KD", "5C"], 5],
        stock=["3H"],
        discard=["9C"],
        melds=[[SEVEN_NINES], []],
        options={"red_three_last_card": "may-meld"},
        move={"action": "draw"},
    )
    return loaded, play(loaded.position, loaded.moves).position


def test_going_out_with_a_final_discard_is_refused_when_no_discard_is_allowed():
    _loaded, drawn = _last_card_three()
    going_out = GoOut(melds=(tuple(parse_cards(["KS", "KH", "KD"])),), discard=parse_cards(["5C"])[0])
    assert check(drawn, going_out).codes == ["discard-not-allowed"]
    assert check(drawn, Discard(card=parse_cards(["5C"])[0])).codes == ["discard-not-allowed"]
    saved = read_position(write_position(drawn)).position
    assert saved.no_discard and check(saved, going_out).codes == ["discard-not-allowed"]
    # melding down is still allowed: the K meld, then 5♣ stays in the hand
    assert play(drawn, [GoOut(melds=(tuple(parse_cards(["KS", "KH", "KD"])),))]).verdict.codes == ["go-out-not-empty"]


def test_a_three_drawn_as_the_last_card_is_not_said_to_be_replaced():
    loaded, drawn = _last_card_three()
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], drawn)]
    assert not any("replaced" in w for w in words)
    assert any("nothing replaces it" in w and "not discard" in w for w in words)


def test_the_last_discard_does_not_name_a_next_player():
    loaded = position(
        players=2, phase="play", hands=[["5C"], 9], melds=[[SEVEN_NINES], []], move={"action": "discard", "card": "5C"}
    )
    after = play(loaded.position, loaded.moves).position
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], after)]
    assert after.ended and "your last card" in words[0] and "turn" not in words[0]


def test_a_meld_of_black_threes_is_called_so():
    loaded = position(
        players=2,
        phase="play",
        hands=[["3S", "3C", "3S", "8D"], 9],
        melds=[[SEVEN_NINES], []],
        move={"action": "go-out", "melds": [["3S", "3C", "3S"]], "discard": "8D"},
    )
    after = play(loaded.position, loaded.moves).position
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], after)]
    assert "New meld: the meld of black threes (3 cards)." in words
    assert not any("wild cards" in w for w in words)


def test_counts_of_natural_and_wild_cards_agree_with_their_number():
    loaded = position(
        players=2,
        phase="play",
        hands=[["KS", "KH", "2C", "8D", "7D"], 9],
        melds=[[SEVEN_NINES], []],
        move={"action": "meld", "melds": [["KS", "KH", "2C"]]},
    )
    after = play(loaded.position, loaded.moves).position
    [laid] = [r for r in legal_reasons(loaded.position, loaded.moves[0], after) if r.code == "meld-laid"]
    assert reason_text(laid) == "New meld: the K meld (3 cards), 2 natural cards and 1 wild card."
    i18n.set_language("de")
    assert "1 wilde Karte." in reason_text(laid) and "2 natürliche Karten" in reason_text(laid)


def test_a_red_three_on_top_blocks_the_pile_in_words():
    loaded = position(
        players=2, hands=[["KS", "KH", "5D"], 9], discard=["9C", "3H"], move={"action": "take-pile", "with": ["KS", "KH"]}
    )
    [violation] = play(loaded.position, loaded.moves).verdict.violations
    assert "blocked" in explain(violation) and "valid meld" not in explain(violation)


def test_a_table_choice_is_named_with_its_value_not_the_defaults_sources():
    loaded = position(
        players=4,
        hands=[["2C", "7H", "8H"], 11, 11, 11],
        discard=["5D", "KD"],
        melds=[[["KS", "KH", "KC", "KC", "KS", "KH", "2D"]], []],
        options={"pile_onto_canasta": False},
        move={"action": "take-pile", "with": [], "to": 0},
    )
    [violation] = play(loaded.position, loaded.moves).verdict.violations
    reference = rule_reference(violation)
    assert "Taking the pile onto a canasta: no, as this table plays it" in reference
    assert "canasta.ch" not in reference  # canasta.ch allows it: it is not the source of this choice


def test_another_sources_reading_cites_that_source():
    loaded = position(
        players=4,
        hands=[["KS", "9C", "9H", "5C"], 11, 11, 11],
        discard=["4C", "KD"],
        melds=[[["KS", "KH", "KC"]], []],
        options={"pile_onto_existing_meld": False},
        move={"action": "take-pile", "with": [], "to": 0},
    )
    [violation] = play(loaded.position, loaded.moves).verdict.violations
    reference = rule_reference(violation)
    assert "as this table plays it" in reference and "canasta.ch" in reference


def test_a_minimum_refusal_names_the_option_that_withholds_the_concealed_waiver():
    fields = dict(
        players=2,
        phase="play",
        hands=[["5S", "5H", "5D", "5C", "5S", "5H", "5D", "9C"], 9],
        melds=[[], []],
        scores=[3000, 0],
        move={"action": "go-out", "melds": [["5S", "5H", "5D", "5C", "5S", "5H", "5D"]], "discard": "9C"},
    )
    assert play(position(**fields).position, position(**fields).moves).legal  # concealed: no minimum
    loaded = position(**fields, options={"concealed_waives_minimum": False})
    [violation] = play(loaded.position, loaded.moves).verdict.violations
    assert violation.code.value == "initial-meld-too-low"
    assert "does not spare the minimum under these rules (Going out concealed waives the initial-meld minimum: no)" in (
        explain(violation)
    )


def test_a_number_too_long_names_its_field():
    with pytest.raises(PositionError) as info:
        read_position('{"format": "canasta-position/1", "players": 2, "hands": [[], 9], "stock": 1234567890123456}')
    assert info.value.field == "stock" and input_error(info.value).startswith("stock: ")


def test_a_special_hand_under_rules_without_any_says_so():
    with pytest.raises(PositionError) as info:
        position(players=2, hands=[[], ["5D"]], went_out=0, melds=[[SEVEN_NINES], []], special_hand="x")
    assert "these rules have no special hands" in input_error(info.value)
    assert "null" not in input_error(info.value).split(":", 1)[1].replace("must be null", "")


def test_french_never_puts_le_before_an_ace():
    loaded = position(players=2, phase="play", hands=[["AD", "5C"], 9], move={"action": "discard", "card": "AD"})
    after = play(loaded.position, loaded.moves).position
    i18n.set_language("fr")
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], after)]
    assert words[0].startswith("Vous avez défaussé la carte A♦") and "le A" not in words[0]


def test_the_score_command_itemises_the_bonuses_and_names_a_special_hand(capsys):
    from tutor import cli
    from tutor.rules.notation import dumps

    finished = position(
        players=2,
        hands=[[], ["5D", "KS"]],
        went_out=0,
        concealed=False,
        red_threes=[["3H"], []],
        melds=[[SEVEN_NINES, ["KH", "KD", "2C"]], []],
    )
    import io
    import sys

    sys_stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(dumps(finished.position).encode()))
    try:
        assert cli.main(["score", "-", "--lang", "en"]) == 0
    finally:
        sys.stdin = sys_stdin
    out = capsys.readouterr().out
    assert "  Canasta bonuses: 500" in out and "  Red threes: 100" in out and "  Going out: 100" in out


def test_a_refused_opening_is_offered_its_nearest_legal_version_before_any_discard():
    from tutor.rules.alternatives import nearest_legal
    from tutor.rules.moves import MeldMove

    loaded = position(
        players=2,
        phase="play",
        hands=[["KS", "KH", "KD", "QS", "QH", "QD", "5C", "9H"], 9],
        melds=[[], []],
        move={"action": "meld", "melds": [["KS", "KH", "KD"]]},
    )
    assert play(loaded.position, loaded.moves).verdict.codes == ["initial-meld-too-low"]
    first = nearest_legal(loaded.position, loaded.moves[0])[0]
    assert isinstance(first, MeldMove) and [len(m) for m in first.melds] == [3, 3]  # the kings and the queens: 60


def test_a_meld_refused_for_its_wild_card_is_offered_without_it():
    """Modern American: after the opening, a wild card joins no meld of fewer than five naturals."""
    from tutor.rules.alternatives import nearest_legal

    loaded = position(
        variant="modern-american",
        players=4,
        phase="play",
        hands=[["QS", "QH", "QD", "2C", "5C", "9H"], 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[[["KS", "KH", "KD"], ["AS", "AH", "AC"], ["JS", "JH", "JC"], ["10S", "10H", "10C"]], []],
        move={"action": "meld", "melds": [["QS", "QH", "QD", "2C"]]},
    )
    assert not play(loaded.position, loaded.moves).legal
    first = nearest_legal(loaded.position, loaded.moves[0])[0]
    assert [c.text for c in first.melds[0]] == ["QS", "QH", "QD"]


def test_a_lay_off_is_named_as_one_also_without_its_meld():
    from tutor.rules.moves import Addition, MeldMove
    from tutor.words.explain import move_summary

    both = MeldMove(add=(Addition(to=0, cards=tuple(parse_cards(["KS"]))), Addition(to=1, cards=tuple(parse_cards(["2C"])))))
    assert move_summary(both) == "lay off: K♠ · 2♣"


def test_the_strict_red_threes_rule_reads_both_ways():
    """verschärft, “Das Zählen”: “Zu jedem roten Dreier muss ein Canasta vorliegen” — each three with its own
    canasta (the referee's reading), or all against the player until every one has one (an option)."""
    from tutor.rules.scoring import score_hand

    canasta = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]
    # the hand ended with the stock: player 1 holds two red threes and one canasta
    fields = dict(
        variant="strict",
        players=2,
        hands=[["6C"], ["5D"]],
        went_out=None,
        concealed=False,
        melds=[[canasta, ["8S", "8H", "8D"]], []],
        red_threes=[["3H", "3D"], []],
    )
    each = {what: points for what, _n, points in score_hand(position(**fields).position)[0].items}
    assert each["red-threes"] == 100 and each["red-threes-unmet"] == -100
    loaded = position(**fields, options={"red_threes_condition": "canasta-for-all"})
    for_all = {what: points for what, _n, points in score_hand(loaded.position)[0].items}
    assert for_all == {**{k: v for k, v in for_all.items() if not k.startswith("red-threes")}, "red-threes-unmet": -200}


def test_the_canastas_to_go_out_have_one_home_and_the_rule_card_shows_what_the_referee_asks():
    from tutor.rules.variants import Ruleset
    from tutor.words.rulecards import rule_card

    rs = Ruleset.build("classic", 2, {"canastas_to_go_out": 0})
    assert rs.canastas_needed == 1 and rule_card("canastas_to_go_out", rs).in_force == "1"


def test_a_bad_sequence_names_the_longest_sequence_of_the_rules():
    loaded = position(
        variant="samba",
        players=4,
        phase="play",
        hands=[["4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "KD", "KC"], 15, 15, 15],
        melds=[[["QS", "QH", "QD"]], []],
        move={"action": "meld", "melds": [["4S", "5S", "6S", "JS"]]},
    )  # a gap: no sequence
    [violation] = play(loaded.position, loaded.moves).verdict.violations
    assert violation.code.value == "meld-bad-sequence" and "3 to 7 consecutive" in explain(violation)


def test_a_mixed_meld_in_samba_is_told_that_runs_are_melds_too():
    from tutor.rules.moves import MeldMove
    from tutor.rules.referee import rule_on
    from tutor.words.explain import explain

    for variant, runs in (("samba", True), ("classic", False)):
        loaded = read_position(
            {
                "format": "canasta-position/1",
                "variant": variant,
                "players": 2,
                "phase": "play",
                "hands": [["5H", "6H", "KC", "9S", "9D"], 9],
                "stock": 40,
                "discard": ["4C"],
            }
        )
        verdict, _after = rule_on(loaded.position, MeldMove(melds=(tuple(parse_cards(["5H", "6H", "KC"])),)))
        assert verdict.codes == ["meld-mixed-ranks"]
        assert ("run of one suit" in explain(verdict.violations[0])) is runs


def test_modern_americans_rule_of_five_is_named_as_the_rule_for_wild_cards():
    from tutor.rules.moves import MeldMove
    from tutor.rules.referee import rule_on
    from tutor.words.explain import explain

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "variant": "modern-american",
            "players": 4,
            "phase": "play",
            "hands": [["KS", "KH", "KD", "2C", "5C", "6D", "AS", "AH"], 11, 11, 11],
            "stock": 40,
            "discard": ["4C"],
            "melds": [[["9S", "9H", "9D", "9C", "9S"]], []],
        }
    )
    verdict, _after = rule_on(loaded.position, MeldMove(melds=(tuple(parse_cards(["KS", "KH", "KD", "2C"])),)))
    assert explain(verdict.violations[0]) == (
        "After the opening a wild card may join only a meld of at least 5 natural cards; this one has 3."
    )


def test_taking_the_pile_onto_a_meld_says_which_card_goes_onto_which():
    # the hints listed a bare "take the pile" for the top card laid onto the side's meld
    from tutor.rules.moves import TakePile
    from tutor.words.explain import move_summary

    loaded = position(discard=["4D", "7S"], melds=[[["7H", "7D", "7C"]], []])
    take = TakePile(to=0)
    assert move_summary(take, loaded.position) == "take the pile: 7♠ onto the 7 meld (3 cards)"
    assert move_summary(take) == "take the pile: the top card onto a meld"  # whose side: not known without the position


@pytest.mark.parametrize(
    ("players", "hands"), [(2, [["KS", "KH", "KD", "5C", "9D"], 13]), (4, [["KS", "KH", "KD", "5C", "9D"], 13, 13, 13])]
)
def test_a_player_alone_is_spoken_to_and_a_partnership_as_a_side(players, hands):
    alone = players == 2  # at two, each player is a side of one
    short = position(players=players, phase="play", hands=hands, move={"action": "meld", "melds": [["KS", "KH", "KD"]]})
    [violation] = play(short.position, short.moves).verdict.violations
    assert violation.params.get("alone", False) is alone
    said = explain(violation)
    assert said.startswith("Your first meld" if alone else "Your side's first meld"), said
    opening = position(
        players=players,
        phase="play",
        hands=[["KS", "KH", "KD", "JK", "9D", "5C", "4H"], *hands[1:]],
        move={"action": "meld", "melds": [["KS", "KH", "KD", "JK"]]},
    )
    before = opening.position
    after = play(before, opening.moves).position
    words = [reason_text(reason) for reason in legal_reasons(before, opening.moves[0], after)]
    initial = next(text for text in words if text.startswith("Initial meld"))
    assert ("you need" in initial) is alone and ("your side needs" in initial) is not alone, initial
    out = position(
        players=players,
        phase="play",
        hands=[["9C", "9D", "2S"], *hands[1:]],
        melds=[[["QS", "QH", "QD"]], []],
        move={"action": "go-out", "melds": [["9C", "9D", "2S"]]},
    )
    [violation] = play(out.position, out.moves).verdict.violations
    assert explain(violation).startswith("To go out you need" if alone else "To go out your side needs")


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "2, 3, 4 or 6 players"), ("de", "2, 3, 4 oder 6 Spieler"), ("fr", "2, 3, 4 ou 6 joueurs")]
)
def test_a_player_count_the_rules_do_not_seat_is_told_the_counts_they_do(lang, said):
    from tutor.rules.variants import OptionError, Ruleset

    i18n.set_language(lang)
    with pytest.raises(OptionError) as refused:
        Ruleset.build("modern-american", 5)
    assert said in input_error(refused.value)


def test_drawing_a_red_three_as_the_stocks_last_card_is_a_card_drawn():
    # it is laid out and nothing replaces it: the draw still took one card from the stock
    loaded, after = _last_card_three()
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], after)]
    assert words[0] == "You drew 1 card from the stock; 0 remain.", words


def test_french_gives_a_queen_the_feminine_article_and_names_who_plays_next_without_one():
    loaded = position(players=2, phase="play", hands=[["QH", "5C"], 9], move={"action": "discard", "card": "QH"})
    after = play(loaded.position, loaded.moves).position
    i18n.set_language("fr")
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], after)]
    assert words[0].startswith("Vous avez défaussé la carte D♥\u202f;") and "le D" not in words[0], words[0]
    assert "c’est à Joueur 2 de jouer." in words[0]  # a name, as a player is called at the table


def test_a_red_three_drawn_as_the_stocks_last_card_is_not_said_to_be_replaced():
    from tutor.rules.moves import Draw
    from tutor.rules.reasons import legal_reasons
    from tutor.rules.referee import apply
    from tutor.words.explain import reason_text

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 2,
            "hands": [["KS", "KH", "5D", "7C"], 4],
            "stock": ["3H"],
            "discard": ["9C"],
        }
    )
    before = loaded.position
    after = apply(before, Draw())
    assert after.stock_size == 0 and after.ended
    said = " ".join(reason_text(r) for r in legal_reasons(before, Draw(), after))
    assert "three laid out" in said and "replaced" not in said and "the hand is over" in said


def test_going_out_on_a_black_three_says_the_black_three_may_end_the_hand():
    """Players argue whether a black three may be the last discard: the legal ruling answers that very point."""
    from tutor.rules.moves import GoOut
    from tutor.rules.referee import apply

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 4,
            "phase": "play",
            "hands": [["3C"], 11, 11, 11],
            "stock": 50,
            "discard": ["5D"],
            "melds": [[["QH", "QC", "QS", "QD", "QH", "QC", "QS"], ["9S", "9H", "9D"]], []],
        }
    )
    move = GoOut(discard=parse_cards(["3C"])[0])
    said = [reason_text(r) for r in legal_reasons(loaded.position, move, apply(loaded.position, move))]
    assert any("the 3♣, may be discarded to go out: a black three may end the hand" in line for line in said)
