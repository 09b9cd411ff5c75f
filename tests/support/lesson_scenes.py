"""Lesson screens several GUI tests look at."""

from __future__ import annotations


def refuse_the_frozen_pile_exercise(window) -> None:
    """Lesson 9's first exercise played wrong (the pile taken with a king and a wild card), and the hint asked for."""
    from tutor.rules.cards import parse_cards
    from tutor.rules.moves import TakePile

    assert window.open_lesson("frozen-pile")
    lesson = window.lessons.find("frozen-pile")
    window.exercise_session.load(next(ex for ex in lesson.exercises if ex.id == "frozen-pile-1"))
    window.table.attempt(TakePile(with_=tuple(parse_cards(["KS", "2D"]))))
    window.lessons.hint_button.click()
