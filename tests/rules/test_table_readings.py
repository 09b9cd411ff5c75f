"""The readings real tables play (issue: every table's reading): the rulings that were wrong, and each new
option with the ruling under the preset's reading, under the other one, and the other reading named."""

from __future__ import annotations

import pytest

from tests.conftest import position
from tutor import i18n
from tutor.rules.readings import other_readings
from tutor.rules.reasons import legal_reasons
from tutor.rules.referee import play
from tutor.words.explain import explain, reason_text

MAC = "modern-american"


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")


def ruled(**fields):
    loaded = position(**fields)
    return loaded, play(loaded.position, loaded.moves)


def readings_of(loaded, ruling) -> dict[str, object]:
    return {r.option: r.value for r in other_readings(loaded.position, loaded.moves, ruling.legal)}


# -- the wrong rulings ----------------------------------------------------------------------------------------


def test_three_natural_cards_from_the_hand_that_take_the_pile_are_the_clean_triple():
    """Modern American: the top card does not count toward the clean triple, but the three queens from the
    hand are one by themselves, and a natural top card joining them does not spoil them."""
    hand = ["QS", "QH", "QC", "JS", "JH", "JK", "10S", "10H", "2C", "AS", "AH", "AD", "5C"]
    fields = dict(
        variant=MAC, turn=0, phase="draw", hands=[hand, 13, 13, 13], stock=40, discard=["4C", "QD"], melds=[[], []]
    )
    takes = {"action": "take-pile", "with": ["QS", "QH", "QC"], "melds": [["JS", "JH", "JK"], ["10S", "10H", "2C"]]}
    loaded, ruling = ruled(**fields, move=takes)  # 30 from the hand's queens, 70 and 40: 140 of 125
    assert ruling.legal, ruling.verdict.codes
    # two queens from the hand are no clean triple: the top card may not make the third
    pair = {**takes, "with": ["QS", "QH"]}
    loaded, ruling = ruled(**fields, move=pair)
    assert ruling.verdict.codes == ["meld-not-clean"]
    # a wild card with the queens spoils them
    wild = {**takes, "with": ["QS", "QH", "QC", "2C"], "melds": [["JS", "JH", "JK"], ["10S", "10H", "2D"]]}
    loaded, ruling = ruled(**dict(fields, hands=[[*hand[:-1], "2D"], 13, 13, 13]), move=wild)
    assert ruling.verdict.codes == ["meld-not-clean"]


def test_a_wild_canasta_from_the_hand_is_a_splash_under_the_one_option():
    """pagat.com's Splash: a natural or wild canasta laid from the hand opens whatever it counts; the one option
    initial_canasta_suffices says so, the wild canasta standing in for the clean triple."""
    wild = ["2C", "2D", "2H", "2S", "2C", "2D", "2H"]  # 140, short of the 180 at 6000
    fields = dict(
        variant=MAC,
        players=4,
        turn=0,
        phase="play",
        hands=[[*wild, "5C", "6D", "8H", "9S", "10C", "KD"], 13, 13, 13],
        stock=30,
        discard=["4C"],
        melds=[[], []],
        scores=[6000, 0],
        move={"action": "meld", "melds": [wild]},
    )
    loaded, ruling = ruled(**fields)
    assert ruling.verdict.codes == ["initial-meld-too-low"]
    assert readings_of(loaded, ruling) == {"initial_canasta_suffices": True}
    loaded, ruling = ruled(**fields, options={"initial_canasta_suffices": True})
    assert ruling.legal, ruling.verdict.codes
    # a mixed canasta is no splash: it opens no minimum's worth without a clean triple
    mixed = ["KS", "KH", "KD", "KC", "KS", "2C", "JK"]
    mixed_hand = [[*mixed, "5C", "6D", "8H", "9S", "10C", "QD"], 13, 13, 13]
    loaded, ruling = ruled(
        **dict(fields, hands=mixed_hand, move={"action": "meld", "melds": [mixed]}),
        options={"initial_canasta_suffices": True},
    )
    assert ruling.verdict.codes == ["meld-not-clean"]


# a Classic side with a canasta; seat 0 holds three nines and two cards to go out with
ASKING = dict(
    turn=0,
    phase="play",
    hands=[["9S", "9H", "9D", "5C", "6D"], 11, 11, 11],
    stock=40,
    discard=["4C"],
    melds=[[["KS", "KH", "KD", "KC", "KS", "KH", "KD"], ["QS", "QH", "QD"]], []],
)
MELD_NINES = {"action": "meld", "melds": [["9S", "9H", "9D"]]}


def test_asking_the_partner_after_melding_is_too_late_under_pagat_style():
    """pagat-style: the question only straight after drawing or taking the pile, before any further meld."""
    hand = ["9S", "9H", "9D", "QC", "6D"]
    table = dict(ASKING, hands=[hand, 11, 11, 11])
    go_out = {"action": "go-out", "add": [{"to": 1, "cards": ["QC"]}], "discard": "6D", "permission": "yes"}
    loaded, ruling = ruled(**table, moves=[MELD_NINES, go_out])
    assert ruling.verdict.codes == ["go-out-asked-too-late"]
    [violation] = ruling.verdict.violations
    assert violation.rule == "go_out_ask_moment"
    assert "after melding this turn" in explain(violation)
    assert readings_of(loaded, ruling) == {"go_out_ask_moment": "any-time"}
    # the same question straight after drawing, the nines melded while going out: accepted, and it says when
    asked_first = {**go_out, "melds": [["9S", "9H", "9D"]]}
    loaded, ruling = ruled(**table, move=asked_first)
    assert ruling.legal, ruling.verdict.codes
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], ruling.position)]
    assert "You asked your partner straight after drawing, before any meld." in words
    assert "You asked your partner, who said yes: at this table the answer binds." in words
    # going out after melding without asking is no question at all
    loaded, ruling = ruled(**table, moves=[MELD_NINES, {k: v for k, v in go_out.items() if k != "permission"}])
    assert ruling.legal
    # règle-fr and canasta.ch set no moment: the other reading accepts it and says when the question came
    loaded, ruling = ruled(**table, moves=[MELD_NINES, go_out], options={"go_out_ask_moment": "any-time"})
    assert ruling.legal
    melded, gone_out = ruling.positions[-2:]
    words = [reason_text(r) for r in legal_reasons(melded, loaded.moves[1], gone_out)]
    assert any("after melding this turn, which this table allows" in w for w in words)


def test_the_moment_of_the_question_survives_a_save_after_taking_the_pile():
    """turn_state's melded_after_pile: a pile taken alone still lets the player ask; further melds do not."""
    from tutor.rules.notation import read_position, write_position

    hand = ["7S", "7H", "9S", "9H", "9D", "5C", "6D"]
    table = dict(ASKING, phase="draw", hands=[hand, 11, 11, 11], discard=["4C", "7D"])
    take = {"action": "take-pile", "with": ["7S", "7H"]}
    take_and_meld = {**take, "melds": [["9S", "9H", "9D"]]}
    for move, too_late in ((take, False), (take_and_meld, True)):
        loaded, ruling = ruled(**table, move=move)
        assert ruling.legal, ruling.verdict.codes
        after = ruling.position
        saved = write_position(after)
        assert saved["turn_state"].get("melded_after_pile", False) is too_late
        reread = read_position(saved).position
        assert reread.melded_after_drawing is too_late


# -- readings tables play, as options ----------------------------------------------------------------------------

MELDED = [[["9S", "9H", "9D"]], []]


def test_a_wild_card_freezes_the_pile_for_one_turn_at_tables_that_play_so():
    """The sources freeze the pile until it is taken; a French online game's rules thaw it one turn after the
    wild card is covered. Either way the pile is frozen while a single discard covers the wild card."""
    deep = dict(hands=[["KS", "2C", "5S"], 11, 11, 11], discard=["4C", "2D", "6H", "KD"], melds=MELDED)
    move = {"action": "take-pile", "with": ["KS", "2C"]}
    loaded, ruling = ruled(**deep, move=move)
    assert ruling.verdict.codes == ["pile-frozen"]
    assert readings_of(loaded, ruling) == {"wild_freeze_lasts": "one-turn"}
    loaded, ruling = ruled(**deep, move=move, options={"wild_freeze_lasts": "one-turn"})
    assert ruling.legal, ruling.verdict.codes
    # covered by one discard only: frozen under both readings
    just_covered = dict(deep, discard=["4C", "6H", "2D", "KD"])
    loaded, ruling = ruled(**just_covered, move=move, options={"wild_freeze_lasts": "one-turn"})
    assert ruling.verdict.codes == ["pile-frozen"]
    # the red three that freezes the pile is no wild card: it freezes it as long as ever
    red = dict(deep, discard=["3H", "4C", "6H", "KD"])
    loaded, ruling = ruled(**red, move=move, options={"wild_freeze_lasts": "one-turn"})
    assert ruling.verdict.codes == ["pile-frozen"]


def test_a_red_three_from_the_pile_is_laid_out_without_replacement_at_tables_that_play_so():
    """règle-fr, “7. Les trois rouges”: replaced; German rule sheets: laid out, not replaced (house variation)."""
    table = dict(hands=[["KS", "KH", "5S"], 11, 11, 11], discard=["3D", "7D", "KD"], melds=MELDED, stock=["6C", "8C"])
    move = {"action": "take-pile", "with": ["KS", "KH"]}
    loaded, ruling = ruled(**table, move=move, options={"pile_red_three_replaced": False})
    assert ruling.legal
    after = ruling.position
    assert [c.text for c in after.red_threes[0]] == ["3D"]
    assert sorted(c.text for c in after.hands[0]) == ["5S", "7D"]
    assert [c.text for c in after.stock] == ["6C", "8C"]
    words = [reason_text(r) for r in legal_reasons(loaded.position, loaded.moves[0], after)]
    assert (
        "1 red three came with the pile: it is laid out in front of your side without a replacement card, as this table "
        "plays." in words
    )
    from tutor.rules.choices import standing

    assert standing("classic", 4, "pile_red_three_replaced", False).kind == "house-variation"
    # the hand left short by the three decides whether the take empties it: one card left, no canasta
    short = dict(table, discard=["3D", "KD"])
    loaded, ruling = ruled(**short, move=move, options={"pile_red_three_replaced": False})
    assert ruling.verdict.codes == ["must-keep-card"]
    assert readings_of(loaded, ruling) == {"pile_red_three_replaced": True}
    loaded, ruling = ruled(**short, move=move)
    assert ruling.legal


SAMBA_SEQUENCE = [["5H", "6H", "7H"], ["KS", "KH", "KD"]]


def test_samba_tables_may_forbid_the_pile_onto_a_meld_but_let_the_top_card_extend_a_sequence():
    """canasta.ch's Samba page, as tables play it: the pile onto an existing unfinished meld is forbidden, but the
    top card may extend a sequence. One option is not enough: the ruling names the two together."""
    table = dict(
        variant="samba", hands=[["4C", "9S", "JD"], 15, 15, 15], stock=40, discard=["5C", "8H"], melds=[SAMBA_SEQUENCE, []]
    )
    move = {"action": "take-pile", "to": 0}
    forbid = {"pile_onto_existing_meld": False}
    loaded, ruling = ruled(**table, move=move, options=forbid)
    assert ruling.verdict.codes == ["pile-top-unmatched"]
    assert readings_of(loaded, ruling) == {"pile_onto_existing_meld": True, "pile_sequence_exempt": True}
    loaded, ruling = ruled(**table, move=move, options={**forbid, "pile_sequence_exempt": True})
    assert ruling.legal, ruling.verdict.codes
    # onto the kings it stays forbidden
    kings = dict(table, discard=["5C", "KC"])
    loaded, ruling = ruled(**kings, move={"action": "take-pile", "to": 1}, options={**forbid, "pile_sequence_exempt": True})
    assert ruling.verdict.codes == ["pile-top-unmatched"]


def test_a_samba_club_charges_every_unfinished_canasta_and_samba():
    """A Samba club's −1,000 for every meld left short of a canasta (house variation); Wikipedia has none."""
    from tutor.rules.scoring import score_hand

    natural = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
    fields = dict(
        variant="samba",
        hands=[[], ["4C"], [], ["5D"]],
        stock=40,
        melds=[
            [natural, ["JS", "JH", "JD", "JC", "JS", "JH", "JD"], ["5H", "6H", "7H"], ["QS", "QH", "QD"]],
            [["8S", "8H", "8D"]],
        ],
        went_out=0,
    )
    plain = score_hand(position(**fields).position)
    club = score_hand(position(**fields, options={"unfinished_meld_penalty": 1000}).position)
    assert club[0].total == plain[0].total - 2 * 1000
    assert club[1].total == plain[1].total - 1000
    assert [i for i in club[1].items if i[0] == "unfinished-meld"] == [("unfinished-meld", 1, -1000)]


def test_an_exact_tie_at_the_target_goes_to_the_side_that_went_out_at_tables_that_break_it():
    """No source breaks a tie: both sides win; tables that break it give it to the side that went out."""
    from tutor.rules.scoring import winners
    from tutor.rules.variants import Ruleset

    plain = Ruleset.build("classic", 4)
    breaks = Ruleset.build("classic", 4, {"tie_broken_by_going_out": True})
    assert winners([5100, 5100], plain, went_out=1) == [0, 1]
    assert winners([5100, 5100], breaks, went_out=1) == [1]
    assert winners([5100, 5100], breaks, went_out=None) == [0, 1]  # the stock ran out: nobody to break it
    assert winners([5200, 5100], breaks, went_out=1) == [0]


def test_the_score_command_breaks_the_tie_for_the_side_that_went_out(tmp_path):
    import json
    import subprocess
    import sys

    natural = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
    data = {
        "format": "canasta-position/1",
        "players": 4,
        "hands": [[], ["4C"], [], []],
        "stock": 40,
        "melds": [[natural], [["QS", "QH", "QD", "QC", "QS", "QH", "QD"]]],
        "scores": [4330, 4435],  # 570 + 100 going out against 570 - 5: 5000 and 5000
        "went_out": 0,
        "options": {"tie_broken_by_going_out": True},
    }
    path = tmp_path / "tie.canasta.json"
    path.write_text(json.dumps(data))
    out = subprocess.run([sys.executable, "-m", "tutor", "score", str(path), "--json"], capture_output=True, text=True)
    result = json.loads(out.stdout)
    assert [t["new_score"] for t in result["teams"]] == [5000, 5000]
    assert result["winners"] == [0]
    text = subprocess.run(
        [sys.executable, "-m", "tutor", "score", str(path), "--lang", "en"], capture_output=True, text=True
    )
    assert "the sides are level, and side 1 wins it for going out, as this table breaks a tie" in text.stdout


def test_two_or_three_players_need_a_natural_and_a_mixed_canasta_at_tables_that_play_the_older_german_rule():
    """canasta.ch and pagat-style: one canasta at any count; an older German rule (no written rule here): two or
    three players need a natural and a mixed one, a second natural doing for the mixed."""
    natural = ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]
    mixed = ["QS", "QH", "QD", "QC", "QS", "2C", "JK"]
    table = dict(players=2, turn=0, phase="play", hands=[["8S", "8H", "8D", "5C"], 15], stock=40, discard=["4C"])
    go_out = {"action": "go-out", "melds": [["8S", "8H", "8D"]], "discard": "5C"}
    older = {"go_out_natural_and_mixed": True}
    loaded, ruling = ruled(**table, melds=[[natural], []], move=go_out)
    assert ruling.legal
    loaded, ruling = ruled(**table, melds=[[natural], []], move=go_out, options=older)
    assert ruling.verdict.codes == ["go-out-needs-canasta"]
    [violation] = ruling.verdict.violations
    assert violation.rule == "go_out_natural_and_mixed"
    assert explain(violation) == "To go out you need 2 canastas; you have 1."
    assert readings_of(loaded, ruling) == {"go_out_natural_and_mixed": False}
    loaded, ruling = ruled(
        **table, melds=[[mixed, ["JS", "JH", "JD", "JC", "JS", "2D", "2H"]], []], move=go_out, options=older
    )
    assert ruling.verdict.codes == ["go-out-needs-canasta"]
    assert (
        explain(ruling.verdict.violations[0]) == "To go out you need a natural canasta among your 2 canastas; you have none."
    )
    loaded, ruling = ruled(**table, melds=[[natural, mixed], []], move=go_out, options=older)
    assert ruling.legal
    # the option's reading is offered at two and three players only
    from tutor.rules.choices import choices

    assert [c.value for c in choices("classic", 3, "go_out_natural_and_mixed")] == [False, True]
    assert [c.value for c in choices("classic", 4, "go_out_natural_and_mixed")] == [False]
    # a meld that would empty the hand without the natural canasta keeps a card, and says why
    loaded, ruling = ruled(
        **dict(table, hands=[["8S", "8H", "8D", "5C"], 15]),
        melds=[[mixed, ["JS", "JH", "JD", "JC", "JS", "2D", "2H"]], []],
        move={"action": "meld", "melds": [["8S", "8H", "8D"]]},
        options=older,
    )
    assert ruling.verdict.codes == ["must-keep-card"]
    assert "none is natural" in explain(ruling.verdict.violations[0])


# -- found by the table that plays it ------------------------------------------------------------------------


def test_where_one_reading_is_not_enough_the_ruling_names_the_two_together():
    """A pile frozen by a wild card deep in it, taken onto a meld at a table that forbids the pile onto a meld:
    neither thawing the wild card after one turn nor the pile onto a meld alone makes it legal; both do."""
    from tutor.rules.readings import combined_readings
    from tutor.words.explain import combined_reading_line

    table = dict(
        hands=[["5S", "6H", "8C"], 11, 11, 11],
        discard=["4C", "2D", "6D", "KH"],
        melds=[[["KS", "KD", "KC"]], []],
        options={"pile_onto_existing_meld": False},
    )
    loaded, ruling = ruled(**table, move={"action": "take-pile", "to": 0})
    assert ruling.verdict.codes == ["pile-frozen"]
    assert readings_of(loaded, ruling) == {}
    [pair] = combined_readings(loaded.position, loaded.moves)
    assert {(r.option, r.value) for r in pair.readings} == {
        ("wild_freeze_lasts", "one-turn"),
        ("pile_onto_existing_meld", True),
    }
    words = combined_reading_line(pair)
    assert words.startswith("Under two readings together, the move would be legal: ")
    assert "How long a wild card freezes the pile: for one turn, while a single discard covers it" in words
    # one reading is enough where it is: then no pair is named
    loaded, ruling = ruled(**dict(table, options={}), move={"action": "take-pile", "to": 0})
    assert combined_readings(loaded.position, loaded.moves) == []


def test_the_profile_that_plays_a_reading_is_named():
    from tutor.play.profiles import Profile, ProfileBook, profiles_playing
    from tutor.words.explain import profiles_line

    book = ProfileBook(
        [
            Profile("Sunday at Oma's", "classic", {"wild_freeze_lasts": "one-turn", "pile_onto_existing_meld": True}),
            Profile("Club", "classic", {"wild_freeze_lasts": "one-turn"}),
            Profile("Samba night", "samba", {"wild_freeze_lasts": "one-turn"}),
        ]
    )
    assert profiles_playing(book, "classic", {"wild_freeze_lasts": "one-turn"}) == ["Sunday at Oma's", "Club"]
    both = {"wild_freeze_lasts": "one-turn", "pile_onto_existing_meld": True}
    assert profiles_playing(book, "classic", both) == ["Sunday at Oma's"]
    assert profiles_line(["Sunday at Oma's"]) == "Your profile “Sunday at Oma's” plays it."


def test_the_strict_minimum_am_stueck_is_one_turn_or_one_meld():
    """verschärft, “Ein Spielzug”: “Die Punktzahl muss am Stück ausgelegt, darf nicht gesplittet werden” — read as
    one turn (several melds together) by default, as one meld by the other reading."""
    hand = ["5S", "5H", "5D", "9S", "9H", "9D", "KS", "KH", "KD", "4C", "6C", "7D", "JC"]
    table = dict(variant="strict", players=2, turn=0, phase="play", hands=[hand, 13], stock=60, discard=["4D"])
    move = {"action": "meld", "melds": [["5S", "5H", "5D"], ["9S", "9H", "9D"], ["KS", "KH", "KD"]]}  # 15 + 30 + 30
    loaded, ruling = ruled(**table, melds=[[], []], move=move)
    assert ruling.legal, ruling.verdict.codes
    loaded, ruling = ruled(**table, melds=[[], []], move=move, options={"initial_in_one_meld": True})
    assert ruling.verdict.codes == ["initial-meld-too-low"]
    words = explain(ruling.verdict.violations[0])
    assert "these cards count only 30" in words and "one meld alone must reach it" in words
    assert readings_of(loaded, ruling) == {"initial_in_one_meld": False}
    # one meld of 50 or more opens under both readings
    big = {"action": "meld", "melds": [["KS", "KH", "KD", "2C", "2D"]]}  # 30 + 40
    wild_hand = [*hand[:-2], "2C", "2D"]
    loaded, ruling = ruled(
        **dict(table, hands=[wild_hand, 13]), melds=[[], []], move=big, options={"initial_in_one_meld": True}
    )
    assert ruling.legal, ruling.verdict.codes
    from tutor.rules.choices import standing

    assert standing("strict", 2, "initial_in_one_meld", True).kind == "disputed"


def test_when_black_threes_may_be_melded_in_the_strict_version_is_a_choice():
    """verschärft, “Das Zählen”: black threes laid out count 5 each; when they may be laid the text does not say.
    The referee reads it as the classic game does (going out); the other reading lets them be melded any time."""
    hand = ["3C", "3S", "3C", "9S", "9H", "9D", "KS", "KH", "7D"]
    table = dict(variant="strict", players=2, turn=0, phase="play", hands=[hand, 13], stock=60, discard=["4D"])
    opened = [[["QS", "QH", "QD", "QC", "QS"], ["JS", "JH", "JD"]], []]
    move = {"action": "meld", "melds": [["3C", "3S", "3C"]]}
    loaded, ruling = ruled(**table, melds=opened, move=move)
    assert ruling.verdict.codes == ["meld-threes"]
    assert readings_of(loaded, ruling) == {"black_threes_melded": "any-time"}
    loaded, ruling = ruled(**table, melds=opened, move=move, options={"black_threes_melded": "any-time"})
    assert ruling.legal, ruling.verdict.codes
    from tutor.rules.choices import choices

    assert [c.value for c in choices("classic", 4, "black_threes_melded")] == ["going-out"]


C1 = ["9S", "9H", "9D", "9C", "9S", "9H", "9D"]


def test_modern_american_at_three_players_says_no_source_seats_three_and_offers_one_canasta():
    """The sources seat four; at three the four-player rule is carried over (no written rule), and tables that
    go out with one canasta choose that reading."""
    from tutor.rules.readings import deciding_rules
    from tutor.rules.sources import TABLES

    table = dict(
        variant=MAC,
        players=3,
        turn=0,
        phase="play",
        hands=[["4S", "4H", "4D", "5S"], 13, 13],
        stock=30,
        discard=["6C"],
        melds=[[C1], [], []],
    )
    go_out = {"action": "go-out", "melds": [["4S", "4H", "4D"]], "discard": "5S"}
    loaded, ruling = ruled(**table, move=go_out)
    [violation] = ruling.verdict.violations
    assert violation.code.value == "go-out-needs-canasta"
    assert {c.source for c in violation.citations} == {TABLES}  # not "what the sources say"
    assert readings_of(loaded, ruling) == {"canastas_to_go_out": 1}
    [rule] = [d for d in deciding_rules(loaded.position, ["canastas_to_go_out"], []) if d.option == "canastas_to_go_out"]
    assert rule.standing.kind == "house-variation"
    loaded, ruling = ruled(**table, move=go_out, options={"canastas_to_go_out": 1})
    assert ruling.legal


def test_modern_american_head_to_head_readings_are_offered_at_two_players_only():
    from tutor.rules.choices import choices

    assert [c.value for c in choices(MAC, 2, "hand_size")] == [13, 15]
    assert [c.value for c in choices(MAC, 2, "draw_count")] == [1, 2]
    assert "none" in [c.value for c in choices(MAC, 2, "special_hands")]
    assert [c.value for c in choices(MAC, 4, "hand_size")] == [13]
    assert "none" not in [c.value for c in choices(MAC, 4, "special_hands")]
    # two players drawing two
    table = dict(variant=MAC, players=2, turn=0, phase="draw", hands=[["5C"], 13], stock=["8D", "9C", "KS"], melds=[[], []])
    loaded, ruling = ruled(**table, move={"action": "draw"}, options={"draw_count": 2})
    assert sorted(c.text for c in ruling.position.hands[0]) == ["5C", "9C", "KS"]


def test_an_opener_whose_bonus_cards_follow_keeps_two_cards_at_tables_that_say_so():
    """Honors: unless a talon follows, the opener keeps a card to discard and one to hold; with a talon coming
    the referee lets the opener meld down to the last card. Some tables keep two cards all the same."""
    hand = ["AS", "AH", "AD", "KS", "KH", "KD", "JK", "QS", "QH", "QD", "5C"]
    table = dict(variant=MAC, turn=0, phase="play", hands=[hand, 13, 13, 13], stock=30, discard=["4C"], melds=[[], []])
    opening = {"action": "meld", "melds": [["AS", "AH", "AD"], ["KS", "KH", "KD", "JK"], ["QS", "QH", "QD"]]}
    loaded, ruling = ruled(**table, move=opening)
    assert ruling.legal
    assert readings_of(loaded, ruling) == {"talon_opener_melds_down": False}
    loaded, ruling = ruled(**table, move=opening, options={"talon_opener_melds_down": False})
    assert ruling.verdict.codes == ["must-keep-card"]


NEW_READINGS = {
    "go_out_ask_moment": "any-time",
    "wild_freeze_lasts": "one-turn",
    "pile_sequence_exempt": True,
    "pile_red_three_replaced": False,
    "unfinished_meld_penalty": 1000,
    "tie_broken_by_going_out": True,
    "go_out_natural_and_mixed": True,
    "initial_in_one_meld": True,
    "black_threes_melded": "any-time",
}


def test_the_new_readings_travel_in_share_codes_and_profiles_and_rule_the_same():
    """A position under every new reading, and a refusal that depends on one, survives a share code and a
    profile file unchanged."""
    from tutor.play.profiles import Profile, export_text, import_text
    from tutor.play.share import decode, encode

    loaded, ruling = ruled(
        hands=[["KS", "2C", "5S"], 11, 11, 11],
        discard=["4C", "2D", "6H", "KD"],
        melds=MELDED,
        move={"action": "take-pile", "with": ["KS", "2C"]},
        options=NEW_READINGS,
    )
    assert ruling.legal  # the wild card two discards deep no longer freezes the pile
    again = decode(encode(loaded.position, loaded.moves))
    assert {name: again.position.ruleset.options()[name] for name in NEW_READINGS} == NEW_READINGS
    assert play(again.position, again.moves).legal
    profile = import_text(export_text(Profile("Sunday at Oma's", "classic", NEW_READINGS)))
    assert profile.options == NEW_READINGS


def test_compare_keeps_the_tables_reading_under_every_system(tmp_path):
    import json
    import subprocess
    import sys

    data = {
        "format": "canasta-position/1",
        "players": 4,
        "hands": [["KS", "2C", "5S"], 11, 11, 11],
        "stock": 40,
        "discard": ["4C", "2D", "6H", "KD"],
        "melds": MELDED,
        "options": {"wild_freeze_lasts": "one-turn"},
        "move": {"action": "take-pile", "with": ["KS", "2C"]},
    }
    path = tmp_path / "thawed.canasta.json"
    path.write_text(json.dumps(data))
    run = [sys.executable, "-m", "tutor", "referee", str(path), "--compare", "--json"]
    out = json.loads(subprocess.run(run, capture_output=True, text=True, check=False).stdout)
    assert out["classic"]["legal"] is True
    del data["options"]
    path.write_text(json.dumps(data))
    out = json.loads(subprocess.run(run, capture_output=True, text=True, check=False).stdout)
    assert out["classic"]["legal"] is False and out["classic"]["violations"][0]["code"] == "pile-frozen"


def test_a_zip_code_with_a_wild_card_at_tables_that_allow_it():
    """The CLA's whole list: Zip Code is natural groups of 2-2-3-3-4; some tables let one wild card in."""
    zip_wild = ["4S", "4H", "5S", "5H", "6S", "6H", "6D", "7S", "7H", "7D", "8S", "8H", "8D", "JK"]  # JK as the 4th 8
    table = dict(variant=MAC, turn=0, phase="play", hands=[zip_wild, 13, 13, 13], stock=30, discard=["4C"], melds=[[], []])
    show = {"action": "go-out", "melds": [zip_wild]}
    loaded, ruling = ruled(**table, move=show, options={"special_hands": "cla-all"})
    assert ruling.verdict.codes == ["special-hand-unknown"]
    assert readings_of(loaded, ruling) == {"zip_code_wild": True}
    loaded, ruling = ruled(**table, move=show, options={"special_hands": "cla-all", "zip_code_wild": True})
    assert ruling.legal and ruling.position.special_hand == "zip-code"
    # two wild cards are no Zip Code at any table
    two = [*zip_wild[:-2], "JK", "2C"]
    loaded, ruling = ruled(
        **dict(table, hands=[two, 13, 13, 13]),
        move={"action": "go-out", "melds": [two]},
        options={"special_hands": "cla-all", "zip_code_wild": True},
    )
    assert not ruling.legal
