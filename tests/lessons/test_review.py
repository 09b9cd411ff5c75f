"""Review that brings mistakes back: a Leitner schedule in the progress file, played over simulated days."""

import json

from hypothesis import given
from hypothesis import strategies as st

from tutor.lessons import review
from tutor.lessons.progress import Progress


def test_a_mistake_comes_back_spaced_and_leaves_after_the_longest_wait(tmp_path):
    progress = Progress(tmp_path / "progress.json")
    progress.missed("frozen-pile-1", today=10)
    assert progress.due(today=10) == [] and progress.due(today=11) == ["frozen-pile-1"]
    progress.answered_right("frozen-pile-1", today=10)  # redone in the lesson the same day: not due, no step up
    assert progress.review["frozen-pile-1"] == {"box": 0, "due": 11}
    progress.answered_right("frozen-pile-1", today=11)
    assert progress.due(today=13) == [] and progress.due(today=14) == ["frozen-pile-1"]
    again = Progress(tmp_path / "progress.json")  # a restart keeps the queue
    assert again.due(today=14) == ["frozen-pile-1"]
    again.answered_right("frozen-pile-1", today=14)
    assert again.due(today=20) == [] and again.due(today=21) == ["frozen-pile-1"]
    again.answered_right("frozen-pile-1", today=21)
    assert again.due(today=1000) == [] and Progress(tmp_path / "progress.json").review == {}


def test_a_wrong_answer_in_the_last_box_starts_over(tmp_path):
    progress = Progress(tmp_path / "progress.json")
    progress.missed("a-turn-1", today=1)
    for day in (2, 5):
        progress.answered_right("a-turn-1", today=day)
    assert progress.review["a-turn-1"]["box"] == 2
    progress.missed("a-turn-1", today=12)
    assert progress.review["a-turn-1"] == {"box": 0, "due": 13}


def test_every_day_answering_right_does_not_empty_the_queue_early():
    """A learner who opens the review every day and answers everything right: the item leaves on the
    eleventh day, after three askings, never earlier."""
    queue: dict = {}
    review.missed(queue, "x", today=0)
    askings = []
    for day in range(1, 30):
        if review.due(queue, day):
            askings.append(day)
            review.answered(queue, "x", True, day)
        else:
            review.answered(queue, "x", True, day)  # the same exercise redone in its lesson: no effect
        if not queue:
            break
    assert askings == [1, 4, 11] and not queue


def test_two_copies_of_the_app_keep_both_queues(tmp_path):
    path = tmp_path / "progress.json"
    one, two = Progress(path), Progress(path)
    one.missed("a-turn-1", today=5)
    two.missed("scoring-2", today=5)
    assert sorted(Progress(path).due(today=6)) == ["a-turn-1", "scoring-2"]


def test_an_earlier_queue_is_read_in_its_box(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"version": 1, "results": {}, "review": {"x": {"box": 3, "right": 1, "due": 8}}}))
    progress = Progress(path)
    assert not progress.recovered and progress.review == {"x": {"box": 2, "due": 8}}


def test_an_exercise_that_left_the_queue_in_one_copy_is_not_brought_back_by_the_other(tmp_path):
    """Answered right in its last box in one window, the exercise leaves the queue; the other window, which still
    holds it as it was, saves something else: the exercise stays out. Had the other window missed it again, it
    would stay in."""
    path = tmp_path / "progress.json"
    last_box = {"box": len(review.INTERVALS) - 1, "due": 10}
    path.write_text(json.dumps({"version": 1, "results": {}, "review": {"a-turn-1": last_box, "scoring-2": last_box}}))
    one, two = Progress(path), Progress(path)
    one.answered_right("a-turn-1", today=10)
    two.missed("melds-3", today=10)
    assert Progress(path).review.keys() == {"scoring-2", "melds-3"}
    three, four = Progress(path), Progress(path)
    three.answered_right("scoring-2", today=11)
    four.missed("scoring-2", today=11)  # missed in the other window: it stays to be asked again
    assert "scoring-2" in Progress(path).review


def test_a_broken_queue_sets_the_file_aside(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"version": 1, "results": {}, "review": {"x": {"box": 9, "due": 1}}}))
    progress = Progress(path)
    assert progress.recovered and progress.review == {}


def test_the_last_sitting_of_each_system_is_kept(tmp_path):
    path = tmp_path / "progress.json"
    Progress(path).sat("samba", ["q1", "q2"])
    assert Progress(path).last_sitting("samba") == ["q1", "q2"] and Progress(path).last_sitting("strict") == []


@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.booleans(), st.integers(0, 9)), max_size=60))
def test_an_item_leaves_only_after_three_askings_and_a_week(answers):
    """Whatever the answers and the days between them, an item leaves the queue only after it was answered right
    when due three times in a row, the last at least seven days after the one before and eleven after the mistake."""
    queue: dict = {}
    day = 1
    history: dict[str, list[tuple[int, bool, bool]]] = {}  # per item: (day, right, due) since its last mistake
    for item, right, gap in answers:
        day += gap
        was_due = review.is_due(queue, item, day)
        in_queue = item in queue
        review.answered(queue, item, right, day)
        assert review.checked(queue) == queue
        if not right:
            history[item] = [(day, False, was_due)]
        elif in_queue and was_due:
            history[item].append((day, True, True))
        if in_queue and item not in queue:
            mistake_day = history[item][0][0]
            counted = [d for d, ok, due in history[item][1:] if ok and due]
            assert len(counted) >= 3 and counted[-1] - mistake_day >= 11 and counted[-1] - counted[-2] >= 7
            del history[item]
