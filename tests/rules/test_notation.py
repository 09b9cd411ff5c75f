"""The position format: validation of untrusted input, and writing."""

import json

import pytest

from tests.conftest import BASE
from tutor.rules.notation import MAX_BYTES, PositionError, dumps, read_position


def error(data) -> PositionError:
    with pytest.raises(PositionError) as info:
        read_position(data)
    return info.value


def with_(**fields):
    data = dict(BASE, hands=[["KS"], 11, 11, 11])
    data.update(fields)
    return data


class TestRefused:
    def test_broken_json(self):
        assert "not valid JSON" in str(error('{"format": '))

    def test_not_an_object(self):
        assert "JSON object" in str(error("[1, 2]"))

    def test_missing_format(self):
        assert error({"hands": [[]], "stock": 1}).field == "format"

    def test_unknown_card(self):
        exc = error(with_(hands=[["KS", "ZZ"], 11, 11, 11]))
        assert exc.field == "hands[0][1]" and "ZZ" in str(exc)

    def test_per_seat_and_per_team_lengths_say_which(self):
        """The error names what the entries count: seats for hands and talons, teams for scores."""
        talon = error(with_(variant="modern-american", hands=[["KS"], 13, 13, 13], talon=[0, 0]))
        assert talon.field == "talon" and talon.detail == "must have 4 entries, one per seat"
        scores = error(with_(scores=[0]))
        assert scores.field == "scores" and scores.detail == "must have 2 entries, one per team"

    def test_too_many_copies(self):
        """Two packs hold two kings of spades."""
        exc = error(with_(hands=[["KS", "KS"], 11, 11, 11], discard=["KS"]))
        assert "3 copies of KS" in str(exc)

    def test_too_many_cards(self):
        assert "the deck has only 108" in str(error(with_(stock=100)))

    def test_mover_hand_must_be_list(self):
        assert error(with_(hands=[5, 11, 11, 11])).field == "hands[0]"

    def test_wrong_number_of_hands(self):
        assert error(with_(hands=[["KS"], 11])).field == "hands"

    def test_unknown_variant(self):
        assert error(with_(variant="bridge")).field == "variant"

    def test_unknown_option(self):
        assert error(with_(options={"jokers_everywhere": True})).field == "options.jokers_everywhere"

    def test_option_of_wrong_type(self):
        assert error(with_(options={"canastas_to_go_out": "two"})).field == "options.canastas_to_go_out"

    def test_bad_teams(self):
        assert error(with_(teams=[[0, 1], [1, 2, 3]])).field == "teams"

    def test_boolean_is_not_a_number(self):
        assert error(with_(turn=True)).field == "turn"

    def test_invalid_table_meld(self):
        assert error(with_(melds=[[["KS", "QS", "JS"]], []])).field == "melds[0][0]"

    def test_move_naming_impossible_card(self):
        """Both kings of spades already lie in melds: no hand can hold one."""
        data = with_(
            phase="play",
            hands=[["5S"], 11, 11, 11],
            melds=[[["KS", "KS", "KH"]], []],
            move={"action": "discard", "card": "KS"},
        )
        assert error(data).field == "move.card"

    def test_unknown_action(self):
        assert error(with_(move={"action": "steal"})).field == "move.action"

    def test_deep_nesting(self):
        deep = "[" * 5000 + "]" * 5000
        assert "nested" in str(error('{"format": "canasta-position/1", "hands": ' + deep + "}"))

    def test_huge_file(self):
        assert "larger" in str(error(b" " * (MAX_BYTES + 1)))

    def test_not_utf8(self):
        assert "UTF-8" in str(error(b'{"format": "\xff"}'))


class TestRoundTrip:
    def test_write_then_read(self):
        data = with_(
            variant="classic",
            hands=[["KS", "10H", "JK"], 11, 11, 11],
            discard=["9C", "KD"],
            melds=[[["8S", "8H", "8D"]], []],
            red_threes=[[], ["3H"]],
            scores=[0, 1200],
            options={"canastas_to_go_out": 2},
        )
        first = read_position(data).position
        text = dumps(first)
        second = read_position(text).position
        assert json.loads(dumps(second)) == json.loads(text)
        assert json.loads(text)["options"] == {"canastas_to_go_out": 2}
        assert json.loads(text)["hands"][0] == ["KS", "10H", "JK"]

    def test_symbols_written_as_ascii(self):
        text = dumps(read_position(with_(hands=[["K♠", "T♦", "★"], 11, 11, 11])).position)
        assert json.loads(text)["hands"][0] == ["KS", "10D", "JK"]
