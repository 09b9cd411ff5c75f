"""Review that brings mistakes back: a Leitner schedule for the exercises a learner got wrong.

An exercise answered wrongly goes into the first box and is due at once. Answered right when asked again, it
moves up a box and is due after that box's interval; answered right twice, it leaves the queue. Answered wrongly
again, it goes back to the first box, due the next day. Days are counted from 1 January 1970 by the learner's
own clock and time zone, so the schedule survives restarts.

>>> queue = {}
>>> missed(queue, "frozen-pile-1", today=100)
>>> due(queue, today=100)
['frozen-pile-1']
>>> answered(queue, "frozen-pile-1", right=True, today=100)
>>> due(queue, today=100), due(queue, today=101)
([], ['frozen-pile-1'])
>>> answered(queue, "frozen-pile-1", right=True, today=101)
>>> queue
{}
"""

from __future__ import annotations

import time

from ..reading import MapOf, Record, Whole

#: days until an exercise is asked again, by the box it is in (the first box: at once)
INTERVALS = (0, 1, 3, 7)
#: right answers in review before an exercise leaves the queue
RIGHT_TO_LEAVE = 2


def today() -> int:
    """Today's number (the datetime module would cost the first paint a millisecond)."""
    now = time.time()
    return int((now + time.localtime(now).tm_gmtoff) // 86400)


def missed(queue: dict, exercise_id: str, today: int) -> None:
    """``exercise_id`` was answered wrongly: into the first box, due at once (the next day if it was being
    reviewed, so that it is not asked again straight away)."""
    entry = queue.get(exercise_id)
    queue[exercise_id] = {"box": 0, "right": 0, "due": today + (1 if entry is not None else INTERVALS[0])}


def answered(queue: dict, exercise_id: str, right: bool, today: int) -> None:
    """An exercise in the queue was answered (one not in it stays out)."""
    entry = queue.get(exercise_id)
    if entry is None:
        return
    if not right:
        missed(queue, exercise_id, today)
        return
    if entry["right"] + 1 >= RIGHT_TO_LEAVE:
        del queue[exercise_id]
        return
    box = min(entry["box"] + 1, len(INTERVALS) - 1)
    queue[exercise_id] = {"box": box, "right": entry["right"] + 1, "due": today + INTERVALS[box]}


def due(queue: dict, today: int) -> list[str]:
    """The exercises to ask again now, the longest waiting first."""
    return sorted((eid for eid, entry in queue.items() if entry["due"] <= today), key=lambda e: (queue[e]["due"], e))


#: the queue's shape in a progress file (tutor.reading): each exercise's box, right answers and day it is due
SHAPE = MapOf(
    Record(
        {"box": Whole(0, len(INTERVALS) - 1), "right": Whole(0, RIGHT_TO_LEAVE - 1), "due": Whole(1, 10**7 - 1)},
        closed=True,
    ),
    100_000,
)


def merged(ours: dict, theirs: dict, base: dict | None = None) -> dict:
    """Two copies' queues as one: an exercise in both stays at the earlier box and due date of the two; one in
    only one of them stays too, unless the other copy took it out (answered it right) and this one has not
    touched it since ``base``, the queue as the file held it when the two last agreed."""
    base = base or {}
    result = {}
    for eid in {**theirs, **ours}:
        mine, other = ours.get(eid), theirs.get(eid)
        if mine is not None and other is not None:
            result[eid] = min(mine, other, key=lambda e: (e["box"], e["due"]))
        elif mine is not None and mine != base.get(eid):  # new or changed here: it stays whatever the other did
            result[eid] = mine
        elif other is not None and other != base.get(eid):  # new or changed there
            result[eid] = other
        # else: one copy took it out and the other left it as it was: it stays out
    return result
