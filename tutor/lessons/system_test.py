"""The readiness test ("Test yourself"): ten questions of one rule system from its own bank (``lessons/test-bank/``),
none of them shown in a lesson, drawn across the system's rule points and never the same sitting twice in a row;
answered without the lesson, a hint, the cheat sheet or the glossary. Eight right or more, and the learner is
ready to referee a game under that system; the verdict names the rule points missed and the lessons that teach
them, and the questions missed come back in the review.

>>> from .course import load_course
>>> course = load_course()
>>> test = SystemTest.draw(course.questions["samba"], "samba", last=(), rng=random.Random(1))
>>> len(test.questions), len({q.rule for q in test.questions}) == min(10, len(rule_points(course.questions["samba"])))
(10, True)
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from .course import Exercise

QUESTIONS = 10
#: right answers out of ``QUESTIONS`` to be ready to referee a game
READY_AT = 8


def rule_points(bank: Sequence[Exercise]) -> dict[str, list[Exercise]]:
    """The bank's questions by the rule point each tests, in the bank's order."""
    points: dict[str, list[Exercise]] = {}
    for question in bank:
        points.setdefault(question.rule or "", []).append(question)
    return points


def draw(bank: Sequence[Exercise], last: Collection[str], rng: random.Random) -> list[Exercise]:
    """``QUESTIONS`` questions across the rule points: one of each point in a random order of the points, then a
    second round, and so on; within a point, those not asked in the ``last`` sitting first. The draw is never the
    last sitting again (a bank of more than ``QUESTIONS`` questions always has another)."""
    last = set(last)
    rounds: list[list[Exercise]] = []
    for questions in rule_points(bank).values():
        fresh = [q for q in questions if q.id not in last]
        known = [q for q in questions if q.id in last]
        rng.shuffle(fresh)
        rng.shuffle(known)
        for depth, question in enumerate(fresh + known):
            while len(rounds) <= depth:
                rounds.append([])
            rounds[depth].append(question)
    order: list[Exercise] = []
    for round_ in rounds:
        rng.shuffle(round_)
        # in each round the questions not asked last time come first, so that a short last round takes them
        order.extend(sorted(round_, key=lambda q: q.id in last))
    drawn = order[:QUESTIONS]
    if {q.id for q in drawn} == last and len(order) > QUESTIONS:
        drawn[-1] = order[QUESTIONS]
    rng.shuffle(drawn)
    return drawn


class SystemTest:
    """One sitting of the test: the questions drawn, and the first answer given to each."""

    def __init__(self, variant: str, questions: list[Exercise]):
        self.variant = variant
        self.questions = questions
        #: question id → answered right at the first answer
        self.answers: dict[str, bool] = {}

    @classmethod
    def draw(cls, bank: Sequence[Exercise], variant: str, last: Collection[str], rng: random.Random) -> SystemTest:
        return cls(variant, draw(bank, last, rng))

    def answer(self, question_id: str, right: bool) -> None:
        """The first answer to a question counts; trying again does not change it."""
        if any(q.id == question_id for q in self.questions):
            self.answers.setdefault(question_id, right)

    def next_question(self) -> Exercise | None:
        return next((q for q in self.questions if q.id not in self.answers), None)

    @property
    def right(self) -> int:
        return sum(self.answers.values())

    @property
    def ready(self) -> bool:
        return self.right >= min(READY_AT, len(self.questions))

    def missed(self) -> list[Exercise]:
        return [q for q in self.questions if self.answers.get(q.id) is False]

    def points_missed(self) -> list[str]:
        """The rule points of the questions answered wrongly, each once."""
        return list(dict.fromkeys(q.rule or "" for q in self.missed()))

    def lessons_to_revisit(self) -> list[str]:
        """The lessons that teach the questions answered wrongly, each once."""
        return list(dict.fromkeys(q.lesson for q in self.missed()))
