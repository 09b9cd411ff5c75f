"""In a lesson the learner's own cards stay theirs and face up: a card drawn from the stock is a real card."""

from __future__ import annotations

import dataclasses

from tutor.rules.notation import read_position


def _draw_exercise(window):
    for lesson in window.course.lessons:
        for ex in lesson.exercises:
            pos = read_position(ex.position).position
            if getattr(ex, "kind", "play") == "play" and pos.phase == "draw" and pos.stock_hidden:
                return lesson, ex
    raise AssertionError("the course has no exercise that starts with a draw from a face-down stock")


def _draw_in_a_lesson(window):
    """Open the first exercise that starts with a draw from a face-down stock and draw: (the table, the learner's
    seat, the learner's hand before the draw)."""
    lesson, exercise = _draw_exercise(window)
    window.open_lesson(lesson.id)
    window.exercise_session.load(exercise)
    table = window.table
    learner = table.position.turn
    before = list(table.position.hands[learner])
    table.do_draw()
    return table, learner, before


def test_drawing_in_a_lesson_gives_a_face_up_card(window):
    table, learner, before = _draw_in_a_lesson(window)
    after = table.position
    assert after.hidden[learner] == 0
    assert len(after.hands[learner]) > len(before)
    assert None not in table.hand.cards  # every card in the learner's hand is shown face up


def test_every_solution_still_solves_its_exercise_with_the_stock_revealed():
    from tutor.lessons.course import load_course
    from tutor.lessons.goals import judge
    from tutor.play.exercise_stock import revealed_stock

    for lesson in load_course().lessons:
        for ex in lesson.exercises:
            if ex.kind not in ("play", "spot") or not ex.solution:
                continue
            played = dataclasses.replace(ex, position=revealed_stock(ex.position, ex.id))
            assert judge(played, ex.solution).success, ex.id


def test_revealed_stock_uses_only_unseen_cards():
    from collections import Counter

    from tutor.play.exercise_stock import revealed_stock
    from tutor.rules.cards import CARDS

    data = {
        "format": "canasta-position/1",
        "variant": "classic",
        "players": 4,
        "hands": [["KS", "KH", "JK"], 3, 3, 3],
        "stock": 40,
        "discard": ["5C"],
        "melds": [[], []],
        "red_threes": [[], []],
        "scores": [0, 0],
    }
    shown = revealed_stock(data, "x")
    pos = read_position(shown).position
    assert pos.stock_hidden == 0 and len(pos.stock) == 40
    seen = Counter(pos.all_cards())
    assert all(seen[c] <= pos.ruleset.copies(c) for c in CARDS)
    assert revealed_stock(data, "x") == shown  # the same exercise always gets the same stock


def test_the_card_just_drawn_is_marked_and_the_mark_goes_with_the_next_move(window, monkeypatch):
    marked = []
    real = window.table.set_drawn
    monkeypatch.setattr(window.table, "set_drawn", lambda cards: (marked.append(cards), real(cards)))
    table, learner, before = _draw_in_a_lesson(window)
    new = list(table.position.hands[learner])
    for card in before:
        new.remove(card)
    assert marked[-1] == new and new
    table.hand.set_selected([0])
    table.do_discard()
    assert marked[-1] == []
