"""A table's penalty for a mismeld (Modern American): no document at hand says what a refused meld or a wrong
special hand costs, so the referee charges none by default and says so; a table that charges one (a house rule,
``mismeld_penalty``) hears the penalty in the ruling, which leaves it to the score sheet."""

from __future__ import annotations

import json

import pytest

from tests.conftest import position
from tests.support.cli import referee
from tutor import i18n
from tutor.play.commentary import Commentary
from tutor.rules.choices import choices, standing
from tutor.rules.notation import write_position
from tutor.rules.scoring import score_hand
from tutor.words.rulecards import standing_text

MAC = "modern-american"
TABLE = dict(variant=MAC, players=4, turn=0, phase="play", hands=[["KS", "KH", "5C", "6D"], 13, 13, 13], stock=40)
REFUSED_MELD = dict(TABLE, discard=["4C"], melds=[[], []], move={"action": "meld", "melds": [["KS", "KH"]]})
#: the side of seats 0 and 2 went out with two canastas; the other side holds a card each
ENDED = dict(
    TABLE,
    hands=[[], ["5C"], [], ["6D"]],
    discard=["4C"],
    melds=[[["KS", "KH", "KD", "KC", "KS", "KH", "KD"], ["QS", "QH", "QD", "QC", "QS", "QH", "QD"]], []],
    went_out=0,
)


def _notes(**fields) -> list[str]:
    loaded = position(**fields)
    return Commentary.of_moves(loaded.position, loaded.moves).table_notes()


def test_no_penalty_by_default_and_its_standing_is_no_written_rule():
    assert [c.value for c in choices(MAC, 4, "mismeld_penalty")] == [0, 100]
    for value in (0, 100):
        said = standing_text(standing(MAC, 4, "mismeld_penalty", value))
        assert said == "No written rule: a house variation tables play"
    notes = _notes(**REFUSED_MELD)
    assert any("charges nothing" in note for note in notes)
    assert not any("At this table a mismeld" in note for note in notes)


def test_a_refused_meld_under_the_tables_penalty_says_it_in_words():
    notes = _notes(**REFUSED_MELD, options={"mismeld_penalty": 100})
    [said] = [note for note in notes if "At this table a mismeld" in note]
    assert "costs the side 100 points" in said and "house rule" in said and "score sheet" in said
    assert not any("charges nothing" in note for note in notes)  # the table's penalty replaces "none"


def test_a_wrong_special_hand_is_a_mismeld_too():
    hand = ["KS", "KH", "QS", "QH", "JS", "JH", "10S", "10H", "9S", "9H", "8S", "8H", "7S", "5C"]
    fields = dict(TABLE, hands=[hand, 13, 13, 13], discard=["4C"], melds=[[], []])
    move = {"action": "go-out", "melds": [hand[:-1]], "discard": "5C"}
    loaded = position(**fields, move=move, options={"mismeld_penalty": 250})
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    assert not commentary.legal
    assert any("costs the side 250 points" in note for note in commentary.table_notes()), commentary.violations


def test_a_refusal_that_is_no_meld_charges_nothing():
    """Discarding a card the rules forbid is no mismeld: no penalty is said."""
    fields = dict(TABLE, discard=[], melds=[[], []], move={"action": "discard", "card": "5C"})
    hand = ["KS", "KH", "2C", "6D"]
    fields["hands"] = [hand, 13, 13, 13]
    fields["move"] = {"action": "discard", "card": "2C"}
    notes = _notes(**fields, options={"mismeld_penalty": 100})
    assert not any("mismeld" in note for note in notes)


def test_the_hands_score_leaves_the_penalty_to_the_score_sheet():
    plain = score_hand(position(**ENDED).position)
    charged = score_hand(position(**ENDED, options={"mismeld_penalty": 100}).position)
    assert [t.total for t in plain] == [t.total for t in charged]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_penalty_is_said_in_every_language(lang):
    i18n.set_language(lang)
    try:
        [said] = [n for n in _notes(**REFUSED_MELD, options={"mismeld_penalty": 100}) if "100" in n]
    finally:
        i18n.set_language("en")
    assert "mismeld" not in said and "At this table" not in said


def test_the_command_line_says_the_penalty_and_the_option_is_refused_out_of_range():
    data = {"format": "canasta-position/1", **REFUSED_MELD, "options": {"mismeld_penalty": 100}}
    done = referee(data, "--json", "--lang", "en")
    assert done.returncode == 1
    assert any("costs the side 100 points" in note for note in json.loads(done.stdout)["at_the_table"])
    data["options"] = {"mismeld_penalty": -5}
    done = referee(data, "--lang", "en")
    assert done.returncode == 2 and "mismeld_penalty" in done.stderr


def test_the_mismelds_a_position_lists_are_counted_where_the_table_charges_them():
    ended = dict(ENDED, mismelds=[0, 2])
    free = score_hand(position(**ended).position)
    charged = score_hand(position(**ended, options={"mismeld_penalty": 100}).position)
    assert charged[0].total == free[0].total
    assert charged[1].total == free[1].total - 200
    assert ("mismeld", 2, -200) in charged[1].items
    data = write_position(position(**ended, options={"mismeld_penalty": 100}).position)
    assert data["mismelds"] == [0, 2]


def test_a_score_pad_hand_counts_the_mismelds_and_a_game_without_them_reads_as_before():
    from tutor.rules.scoring import SideParts, score_from_parts
    from tutor.rules.variants import Ruleset
    from tutor.scorepad.game import _side_json

    rs = Ruleset.build(MAC, 4, {"mismeld_penalty": 100})
    side = SideParts(melded=300, canastas={"natural": 2}, went_out=True, mismelds=1)
    assert (
        score_from_parts(rs, side).total
        == score_from_parts(rs, SideParts(melded=300, canastas={"natural": 2}, went_out=True)).total - 100
    )
    assert "mismelds" not in _side_json(SideParts(melded=10))  # an older pad reads the file as before
    assert _side_json(side)["mismelds"] == 1
