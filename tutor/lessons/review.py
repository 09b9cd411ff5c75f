"""Review that brings mistakes back: a Leitner schedule for the exercises and test questions a learner got wrong.

A wrong answer puts the item into the first box, due the next day. Only an answer given when the item is due
counts: right, it moves up a box and is due after that box's interval (1, 3, then 7 days); right in the last box,
after the longest wait, it leaves the queue. An item therefore leaves at the earliest three askings and eleven
days after the mistake. A right answer given before the item is due (the same exercise redone in its lesson)
changes nothing; a wrong answer at any time sends it back to the first box. Days are counted from 1 January 1970
by the learner's own clock and time zone, so the schedule survives restarts.

>>> queue = {}
>>> missed(queue, "frozen-pile-1", today=100)
>>> due(queue, today=100), due(queue, today=101)
([], ['frozen-pile-1'])
>>> answered(queue, "frozen-pile-1", right=True, today=100)  # not due yet: it does not count
>>> queue["frozen-pile-1"]
{'box': 0, 'due': 101}
>>> for day in (101, 104, 111):
...     answered(queue, "frozen-pile-1", right=True, today=day)
>>> queue
{}
"""

from __future__ import annotations

import time

from ..reading import MapOf, Optional, Record, Whole

#: days until an item is asked again after it entered each box (the first box: the day after the mistake)
INTERVALS = (1, 3, 7)


def today() -> int:
    """Today's number (the datetime module would cost the first paint a millisecond)."""
    now = time.time()
    return int((now + time.localtime(now).tm_gmtoff) // 86400)


def missed(queue: dict, item_id: str, today: int) -> None:
    """``item_id`` was answered wrongly (due or not, in the queue or not): back to the first box, due the next
    day, so that it is not asked again while its explanation is still on screen."""
    queue[item_id] = {"box": 0, "due": today + INTERVALS[0]}


def is_due(queue: dict, item_id: str, today: int) -> bool:
    entry = queue.get(item_id)
    return entry is not None and entry["due"] <= today


def answered(queue: dict, item_id: str, right: bool, today: int) -> None:
    """An item was answered. Wrong: back to the first box. Right: it moves up only if it was due; right in the
    last box, it leaves the queue. An item not in the queue stays out of it when answered right."""
    if not right:
        missed(queue, item_id, today)
        return
    if not is_due(queue, item_id, today):
        return
    box = queue[item_id]["box"] + 1
    if box >= len(INTERVALS):
        del queue[item_id]
        return
    queue[item_id] = {"box": box, "due": today + INTERVALS[box]}


def due(queue: dict, today: int) -> list[str]:
    """The items to ask again now, the longest waiting first."""
    return sorted((eid for eid, entry in queue.items() if entry["due"] <= today), key=lambda e: (queue[e]["due"], e))


#: the queue's shape in a progress file (tutor.reading): each item's box and the day it is due; an entry of the
#: earlier schedule also has a count of right answers and may stand in the box after the last (see :func:`checked`)
SHAPE = MapOf(
    Record(
        {"box": Whole(0, len(INTERVALS)), "right": Optional(Whole(0, 10**6)), "due": Whole(1, 10**7 - 1)},
        closed=True,
    ),
    100_000,
)


def checked(data) -> dict:
    """The queue as a progress file holds it, held to :data:`SHAPE` (``tutor.reading.UnreadableFile`` if it is not
    one); an entry of the earlier schedule is read as the box it was in."""
    return {
        eid: {"box": min(entry["box"], len(INTERVALS) - 1), "due": entry["due"]}
        for eid, entry in SHAPE.check(data, "review").items()
    }


def merged(ours: dict, theirs: dict, base: dict | None = None) -> dict:
    """Two copies' queues as one: an item in both stays at the earlier box and due date of the two; one in only
    one of them stays too, unless the other copy took it out (it left the queue there) and this one has not
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
