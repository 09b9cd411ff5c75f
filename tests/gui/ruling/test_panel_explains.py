"""The referee panel explains every ruling: why a legal move is legal, what would have been legal instead
of a refused one (one click plays it), and the rule cards behind either."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from tests.support.positions import TAKE_TO_OPEN
from tutor.rules.cards import parse_cards
from tutor.rules.moves import TakePile
from tutor.rules.notation import read_position

ROOT = Path(__file__).resolve().parents[3]


def test_a_legal_move_is_explained_with_its_numbers_and_rules(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.dispute.show_loaded(read_position(json.dumps(TAKE_TO_OPEN)))
    window.table.attempt(TakePile(with_=tuple(parse_cards(["7C", "7D", "2C", "2D"]))))
    panel = window.panel
    text = panel.body.toPlainText()
    assert "Legal" in panel.headline.text()
    assert "Initial meld: 55 points" in text and "You took the pile: 2 cards." in text
    assert not panel.rule_toggle.isHidden()  # the rule is reachable from a legal verdict too
    panel.body.setFixedHeight(120)  # a short panel: the rule cards open below the fold
    panel.rule_toggle.setChecked(True)
    text = panel.body.toPlainText()
    assert "Initial meld minimum" in text or "Sources:" in text
    assert "initial_minimums" not in text  # no option ids
    scroll = panel.body.verticalScrollBar()
    assert scroll.maximum() > 0 and scroll.value() > 0  # brought into sight


def test_a_refusal_offers_the_nearest_legal_moves_and_one_click_lays_one_out_to_play(window):
    data = json.loads((ROOT / "resources" / "positions" / "frozen-pile-refused.canasta.json").read_text())
    data.pop("move", None)
    window.dispute.show_loaded(read_position(json.dumps(data)))
    table, panel = window.table, window.panel
    verdict = table.attempt(TakePile(with_=tuple(parse_cards(["KS", "JK"]))))
    assert verdict is not None and not verdict.legal
    assert panel.alternatives, "a refused take offers legal ones"
    text = panel.body.toPlainText()
    assert "What would have been legal" in text
    before = table.position
    offered = panel.alternatives[0]
    panel.body.anchorClicked.emit(QUrl("play:0"))
    assert table.position is before and table.draft  # laid out, not yet played
    assert table.draft_move() == offered
    assert not table.draft_view.isHidden()
    table.draft_view.play_button.click()
    assert table.position is not before  # played
    assert not table.draft and table.draft_view.isHidden()
    assert panel.verdict is not None and panel.verdict.legal
    assert panel.alternatives == []  # the offer belonged to the refused move


def test_the_offer_follows_the_language(window):
    from tutor import i18n

    data = json.loads((ROOT / "resources" / "positions" / "frozen-pile-refused.canasta.json").read_text())
    data.pop("move", None)
    window.dispute.show_loaded(read_position(json.dumps(data)))
    window.table.attempt(TakePile(with_=tuple(parse_cards(["KS", "JK"]))))
    window.language_actions["fr"].trigger()
    try:
        assert "Ce qui aurait été permis" in window.panel.body.toPlainText()
    finally:
        window.language_actions["en"].trigger()
        i18n.set_language("en")


def test_the_comparison_reads_without_sideways_scrolling_or_internal_names(window, qtbot):
    """Four systems on one page at 1280×800 in German: each verdict, why, the rule with its sources,
    the deciding rule's value in words in each system; no option ids, nothing English."""
    from tutor import i18n

    data = {
        "format": "canasta-position/1",
        "players": 4,
        "turn": 0,
        "scores": [0, 0],
        "hands": [["7C", "2C", "8C", "10S", "KC", "AS", "JD", "4H", "5H", "6H", "9S"], 11, 11, 11],
        "melds": [[["7D", "7H", "7S"]], []],
        "discard": ["5D", "7S"],
        "stock": 40,
    }
    window.resize(1280, 800)
    window.language_actions["de"].trigger()
    try:
        window.dispute.show_loaded(read_position(json.dumps(data)))
        window.table.attempt(TakePile(with_=tuple(parse_cards(["7C", "2C"]))))
        dialog = window.compare_systems()
        qtbot.waitExposed(dialog)
        assert dialog.width() <= 1280
        assert dialog.view.horizontalScrollBar().maximum() == 0
        text = dialog.view.toPlainText()
        for word in ("Samba", "Klassisches Canasta", "erlaubt", "Regel:", "canasta.ch"):
            assert word in text
        assert "pile_natural_and_wild" not in text and "True" not in text and "refused" not in text
        dialog.close()
    finally:
        window.language_actions["en"].trigger()
        i18n.set_language("en")


def test_a_quiz_names_the_player_not_a_seat_number(window):
    import re

    from tutor import i18n

    for lang, lesson, step in (("fr", "modern-american", "mac-wild-limit"), ("de", "going-out", "asking-partner")):
        window.language_actions[lang].trigger()
        try:
            assert window.open_lesson(lesson, step)
            text = window.panel.body.toPlainText()
            assert text and not re.search(r"\b(seat|place|Platz|Sitz)\s*\d", text, re.IGNORECASE), text
            assert re.search(r"\((Vous|Du|You)\)", text), text
        finally:
            window.language_actions["en"].trigger()
            i18n.set_language("en")


#: refusals of different kinds, each tried on the table: (position, move); every one must offer its rule card
REFUSALS = {
    "pile-frozen": ("frozen-pile-refused.canasta.json", None),
    "meld-too-small": (
        {
            "format": "canasta-position/1",
            "players": 2,
            "phase": "play",
            "hands": [["KS", "KH", "5C"], 9],
            "stock": 40,
            "melds": [[["QS", "QH", "QD"]], []],
        },
        {"action": "meld", "melds": [["KS", "KH"]]},
    ),
    "initial-meld-too-low": (
        {"format": "canasta-position/1", "players": 2, "phase": "play", "hands": [["KS", "KH", "KD", "5C"], 9], "stock": 40},
        {"action": "meld", "melds": [["KS", "KH", "KD"]]},
    ),
    "go-out-needs-canasta": (
        {
            "format": "canasta-position/1",
            "players": 2,
            "phase": "play",
            "hands": [["KS", "KH", "KD", "5C"], 9],
            "stock": 40,
            "melds": [[["QS", "QH", "QD"]], []],
        },
        {"action": "go-out", "melds": [["KS", "KH", "KD"]], "discard": "5C"},
    ),
    "wrong-phase": (
        {"format": "canasta-position/1", "players": 2, "hands": [["KS", "5C"], 9], "stock": 40, "discard": ["4C"]},
        {"action": "discard", "card": "5C"},
    ),
    "stock-empty": (
        {"format": "canasta-position/1", "players": 2, "hands": [["KS", "5C"], 9], "stock": 0, "discard": ["4C"]},
        {"action": "draw"},
    ),
}


@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_every_refusal_offers_its_rule_card(window, code):
    position, move = REFUSALS[code]
    data = (
        json.loads((ROOT / "resources" / "positions" / position).read_text())
        if isinstance(position, str)
        else dict(position)
    )
    if move is not None:
        data["move"] = move
    loaded = read_position(json.dumps(data))
    data.pop("move", None)
    window.dispute.show_loaded(read_position(json.dumps(data)))
    verdict = window.table.attempt(loaded.moves[0])
    panel = window.panel
    assert verdict is not None and verdict.codes[0] == code
    assert "Refused" in panel.headline.text()
    assert not panel.rule_toggle.isHidden(), code
    panel.rule_toggle.setChecked(True)
    assert "Sources" in panel.body.toPlainText() or "In force" in panel.body.toPlainText()


def test_a_ruling_in_a_lesson_takes_the_room_the_step_spares_and_the_next_step_takes_it_back(window, qtbot):
    window.resize(1280, 800)
    window.show()
    assert window.open_lesson("melds-and-wild-cards", "own-side")  # a short step: room to spare below it
    qtbot.waitUntil(lambda: window.exercise is not None and window.panel.isHidden())
    exercise = window.exercise
    qtbot.wait(50)  # the step's height follows its text once it is laid out
    step = window.lessons.step_view
    step_top, step_height = step.y(), step.height()
    next_button = window.lessons.next_button
    qtbot.waitUntil(lambda: next_button.isVisible())
    next_at = next_button.mapTo(window, next_button.rect().topLeft())
    loaded = read_position(dict(exercise.position, moves=exercise.mistake["moves"]))
    window.table.attempt(loaded.moves[0])  # the mistake to spot: the referee refuses it
    qtbot.waitUntil(lambda: window.panel.isVisible())
    qtbot.wait(20)
    assert "Refused" in window.panel.headline.text()
    # the step and the exercise stay where they were: the referee took only the room below them
    assert (step.y(), step.height()) == (step_top, step_height)
    assert next_button.mapTo(window, next_button.rect().topLeft()) == next_at
    assert window.lessons.step_view.previous_step()  # another step: the referee gives the room back
    qtbot.waitUntil(lambda: window.panel.isHidden())


def test_the_panel_keeps_a_whole_round_of_the_other_players_moves_at_six_players(window):
    from tutor.rules.moves import Draw
    from tutor.rules.violations import Verdict

    panel = window.panel
    for seat in range(25):  # five bots, five moves each
        panel.add_comment(1 + seat % 5, Draw(), Verdict())
    assert len(panel.comments) == 25


def test_another_players_lay_off_names_the_meld_it_went_onto(window):
    from tutor.rules.moves import Addition, MeldMove
    from tutor.rules.violations import Verdict

    played_in = read_position(
        json.dumps(
            {**TAKE_TO_OPEN, "turn": 1, "phase": "play", "melds": [[], [["KS", "KH", "KD"]]], "hands": [11, ["KC"], 11, 11]}
        )
    ).position
    window.panel.add_comment(1, MeldMove(add=(Addition(to=0, cards=tuple(parse_cards(["KC"]))),)), Verdict(), played_in)
    assert "add K♣ to the K meld (3 cards)" in window.panel.body.toPlainText()


def test_a_shorter_ruling_in_a_lesson_leaves_no_empty_room_under_the_referee(window, qtbot, monkeypatch):
    window.resize(1280, 800)
    window.show()
    assert window.open_lesson("samba", "samba-ranks")  # a short step: room to spare below it
    qtbot.waitUntil(lambda: window.exercise is not None and window.panel.isHidden())
    qtbot.wait(50)
    exercise = window.exercise
    mistake = read_position(dict(exercise.position, moves=exercise.mistake["moves"])).moves[0]
    monkeypatch.setattr(window, "_panel_wanted", lambda: 10_000)  # a long ruling: all the room there is
    window.table.attempt(mistake)
    qtbot.waitUntil(lambda: window.panel.isVisible())
    qtbot.wait(30)
    room = window.panel.height()
    shorter = window.panel.minimumSizeHint().height() + 20
    assert shorter < room
    monkeypatch.setattr(window, "_panel_wanted", lambda: shorter)  # then a shorter one: the panel fits it
    window.table.attempt(mistake)
    qtbot.waitUntil(lambda: window.panel.height() == shorter)
    assert window.lessons.spare_height() > 0  # the room it gave back lies below the exercise, not under the referee
