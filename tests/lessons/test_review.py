"""Review that brings mistakes back: a Leitner queue in the progress file, asked again in the app."""

import json

from hypothesis import given
from hypothesis import strategies as st

from tutor.lessons import review
from tutor.lessons.progress import Progress


def test_a_missed_exercise_comes_back_until_answered_right_twice(tmp_path):
    progress = Progress(tmp_path / "progress.json")
    progress.missed("frozen-pile-1", today=10)
    assert progress.due(today=10) == ["frozen-pile-1"]
    progress.answered_right("frozen-pile-1", today=10)
    assert progress.due(today=10) == [] and progress.due(today=11) == ["frozen-pile-1"]
    again = Progress(tmp_path / "progress.json")  # a restart keeps the queue
    assert again.due(today=11) == ["frozen-pile-1"]
    again.missed("frozen-pile-1", today=11)  # wrong again: back to the start, not straight away
    assert again.due(today=11) == [] and again.due(today=12) == ["frozen-pile-1"]
    again.answered_right("frozen-pile-1", today=12)
    again.answered_right("frozen-pile-1", today=13)
    assert again.due(today=100) == [] and Progress(tmp_path / "progress.json").review == {}


def test_two_copies_of_the_app_keep_both_queues(tmp_path):
    path = tmp_path / "progress.json"
    one, two = Progress(path), Progress(path)
    one.missed("a-turn-1", today=5)
    two.missed("scoring-2", today=5)
    assert sorted(Progress(path).due(today=5)) == ["a-turn-1", "scoring-2"]


def test_an_exercise_that_left_the_queue_in_one_copy_is_not_brought_back_by_the_other(tmp_path):
    """Answered right twice in one window, the exercise leaves the queue; the other window, which still holds it as
    it was, saves something else: the exercise stays out. Had the other window missed it again, it would stay in."""
    path = tmp_path / "progress.json"
    Progress(path).missed("a-turn-1", today=5)
    one, two = Progress(path), Progress(path)
    one.answered_right("a-turn-1", today=5)
    one.answered_right("a-turn-1", today=6)
    two.missed("scoring-2", today=7)
    assert Progress(path).review.keys() == {"scoring-2"}
    three, four = Progress(path), Progress(path)
    three.answered_right("scoring-2", today=7)
    three.answered_right("scoring-2", today=8)
    four.missed("scoring-2", today=9)  # asked again and missed in the other window: it stays to be asked
    assert "scoring-2" in Progress(path).review


def test_a_broken_queue_sets_the_file_aside(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"version": 1, "results": {}, "review": {"x": {"box": 9, "right": 0, "due": 1}}}))
    progress = Progress(path)
    assert progress.recovered and progress.review == {}


@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.booleans()), max_size=40))
def test_the_queue_keeps_its_shape_and_intervals_grow(answers):
    queue: dict = {}
    day = 1
    for exercise, right in answers:
        if exercise not in queue and not right:
            review.missed(queue, exercise, day)
        else:
            review.answered(queue, exercise, right, day)
        assert review.SHAPE.check(queue) == queue
        day += 1
    for entry in queue.values():
        assert entry["right"] < review.RIGHT_TO_LEAVE
