"""The end-of-system test: ten exercises of one rule system, those the learner has not met first, answered
without a hint; eight right or more, and the learner is ready to referee a game under that system.

>>> from .course import load_course
>>> test = SystemTest.draw(load_course(), "samba", seen=set(), rng=random.Random(1))
>>> len(test.exercises), all(ex.position.get("variant") == "samba" for ex in test.exercises)
(10, True)
"""

from __future__ import annotations

import random
from collections.abc import Collection

from .course import Course, Exercise

QUESTIONS = 10
#: right answers out of ``QUESTIONS`` to be ready to referee a game
READY_AT = 8


def pool(course: Course, variant: str) -> list[Exercise]:
    """Every exercise played under ``variant``."""
    return [ex for ex in course.exercises if ex.position.get("variant", "classic") == variant]


class SystemTest:
    """One sitting of the test: the exercises drawn, and the first answer given to each."""

    def __init__(self, variant: str, exercises: list[Exercise]):
        self.variant = variant
        self.exercises = exercises
        #: exercise id → answered right at the first answer
        self.answers: dict[str, bool] = {}

    @classmethod
    def draw(cls, course: Course, variant: str, seen: Collection[str], rng: random.Random) -> SystemTest:
        """``QUESTIONS`` exercises of the system, those not ``seen`` before first, in a random order."""
        fresh = [ex for ex in pool(course, variant) if ex.id not in seen]
        known = [ex for ex in pool(course, variant) if ex.id in seen]
        rng.shuffle(fresh)
        rng.shuffle(known)
        return cls(variant, (fresh + known)[:QUESTIONS])

    def answer(self, exercise_id: str, right: bool) -> None:
        """The first answer to a question counts; trying again does not change it."""
        if any(ex.id == exercise_id for ex in self.exercises):
            self.answers.setdefault(exercise_id, right)

    def next_question(self) -> Exercise | None:
        return next((ex for ex in self.exercises if ex.id not in self.answers), None)

    @property
    def right(self) -> int:
        return sum(self.answers.values())

    @property
    def ready(self) -> bool:
        return self.right >= min(READY_AT, len(self.exercises))

    def lessons_to_revisit(self) -> list[str]:
        """The lessons of the questions answered wrongly, each once, in the course's order of the test."""
        return list(dict.fromkeys(ex.lesson for ex in self.exercises if self.answers.get(ex.id) is False))
