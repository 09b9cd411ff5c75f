"""Seats are named as people name them: from the learner's chair, or "Player 1 … n"; never 0-based numbers."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tutor import i18n
from tutor.rules.notation import read_position
from tutor.words.seats import around, seat_names

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_names_from_the_learner_s_chair_have_no_numbers(lang, players):
    i18n.set_language(lang)
    try:
        for learner in range(players):
            names = seat_names(players, learner)
            assert len(set(names)) == players
            assert not any(re.search(r"\d", name) for name in names)
        assert seat_names(players, None) == [seat_names(players, None)[0].replace("1", str(n + 1)) for n in range(players)]
    finally:
        i18n.set_language("en")


def test_partners_sit_across_and_play_goes_to_the_left():
    assert seat_names(4, 1) == ["Right opponent", "You", "Left opponent", "Partner"]
    assert around(4, 0) == ["bottom", "left", "top", "right"]
    assert seat_names(6, 0)[3] == "Partner"  # règle-fr: six players, partners facing each other


def test_the_table_names_seats_from_the_learner_s_chair(qtbot, position_data):
    from tutor.gui.main_window import MainWindow

    window = MainWindow(progress=None)
    qtbot.addWidget(window)
    loaded = read_position(position_data)
    window.table.set_position(loaded.position)
    window.set_perspective(2, loaded.position.players)
    labels = [label.text() for label, _row in window.table.other_rows if label.isVisibleTo(window.table)]
    # the others in the order they play after you; the seat to move is marked
    assert [label.split(":")[0].removeprefix("▶ ") for label in labels] == ["Left opponent", "Partner", "Right opponent"]
    assert labels[1].startswith("▶ ")  # seat 0 is to move: your partner
    assert window.table.hand_label.text().startswith("Your hand")
    assert all("seat" not in label.lower() for label in labels)


def test_command_line_text_names_players_from_one(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(
        '{"format": "canasta-position/1", "players": 4, "turn": 2, "hands": [11, 11, ["KS"], 11], '
        '"stock": 40, "move": {"action": "draw"}}'
    )
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", str(path), "--lang", "en"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    assert "Player 3 to play" in out and "seat" not in out.lower()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_others_sit_around_the_felt_as_seen_from_your_chair(window, qtbot, players):
    """Partner across at the top, the next player on the left, the one before you on the right
    (play goes to the left); with six, three at the top and one on each side (règle-fr)."""
    import random

    from tutor.rules.deal import deal
    from tutor.rules.variants import Ruleset

    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    table = window.table
    window.show_mode("practice")
    table.set_position(deal(Ruleset.build("classic", players), random.Random(players)))
    window.set_perspective(0, players)
    qtbot.wait(10)

    def centre(place):
        box = table.seat_boxes[place]
        assert box.isVisible(), place
        return box.mapTo(table, box.rect().center())

    felt = table.sides_scroll.mapTo(table, table.sides_scroll.rect().center())
    places = around(players, 0)
    assert table.seat_order == places[1:]
    for seat, place in enumerate(places[1:], start=1):
        point = centre(place)
        if "left" in place:
            assert point.x() < felt.x()
        if "right" in place:
            assert point.x() > felt.x()
        if place.startswith("top"):
            assert point.y() < table.pile.mapTo(table, table.pile.rect().topLeft()).y()
        label = table.seat_boxes[place].label.text()
        assert label.removeprefix("▶ ").startswith(table.seat_name(seat))
    hidden = [place for place, box in table.seat_boxes.items() if not box.isVisible()]
    assert len(hidden) == len(table.seat_boxes) - (players - 1)


def test_the_card_just_drawn_is_marked_in_your_hand(window):
    from collections import Counter

    window.practice_session.delay_ms = 0
    window.practice_session.new_game(seed=3)
    table = window.table
    before = Counter(table.position.hands[0])
    table.do_draw()
    new = list((Counter(table.position.hands[0]) - before).elements())
    assert new  # the draw brought a card (threes are laid out and replaced)
    marked = [table.hand.cards[i] for i in table.hand._marked]
    assert sorted(marked, key=lambda c: c.sort_key) == sorted(new, key=lambda c: c.sort_key)
    assert "just drawn" in table.hand_label.text()
    table.discard_cards([table.position.hands[0][0]])  # the next move: nothing is new any more
    assert not table.hand._marked


def test_a_special_hand_that_ended_the_hand_lies_face_up(window):
    """The learner sees another seat's special hand, not its backs, once it has ended the hand."""
    from tutor.rules.notation import read_position

    straight = ["AS", "2C", "3H", "4D", "5S", "6S", "7C", "8H", "9D", "10S", "JS", "QC", "KH", "JK"]
    loaded = read_position(
        {
            "format": "canasta-position/1",
            "variant": "modern-american",
            "players": 4,
            "turn": 1,
            "phase": "play",
            "hands": [["5C", "6D", "9S"], straight, ["5D"], ["6H"]],
            "stock": 30,
            "discard": ["4C"],
            "melds": [[], []],
            "went_out": 1,
            "special_hand": "straight",
        }
    )
    window.dispute.show_loaded(loaded)
    window.set_perspective(0, 4)
    window.table.set_position(loaded.position)
    box = next(box for box in window.table.seat_boxes.values() if "Straight" in box.label.text())
    assert box.place == "left"  # a side seat, the narrowest
    shown = box.row.cards + box.second_row.cards  # in two rows, so that every card can be read
    assert [c.text for c in shown] == [c.text for c in loaded.position.hands[1]]
    for row in (box.row, box.second_row):
        row.resize(row.sizeHint())
        assert row.card_rect(1).left() - row.card_rect(0).left() >= 0.4 * row.card_width()  # its index shows
        assert row.card_rect(len(row.cards) - 1).right() <= box.width()
