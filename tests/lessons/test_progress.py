"""The progress store: best results, resume, reset, atomic writes and corrupt files."""

import json
import os
from pathlib import Path

import pytest

from tutor.lessons.course import load_course
from tutor.lessons.progress import FIRST_TRY, WITH_HELP, Progress, default_path, score_for

LESSONS = Path(__file__).resolve().parents[2] / "lessons"


@pytest.fixture(scope="module")
def course():
    return load_course(LESSONS)


def test_round_trip_keeps_the_best(tmp_path):
    path = tmp_path / "progress.json"
    store = Progress(path)
    store.record("a-turn-1", WITH_HELP)
    store.record("a-turn-2", FIRST_TRY)
    store.record("a-turn-2", WITH_HELP)  # a worse result never replaces a better one
    again = Progress(path)
    assert again.result("a-turn-1") == 0.5
    assert again.result("a-turn-2") == 1.0
    assert again.result("a-turn-3") is None
    again.record("a-turn-1", FIRST_TRY)
    assert Progress(path).result("a-turn-1") == 1.0


def test_score_for():
    assert score_for(True) == 1.0
    assert score_for(True, hint_used=True) == 0.5
    assert score_for(False, mistakes=2) == 0.5


def test_default_path_beside_settings(monkeypatch, tmp_path):
    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(tmp_path))
    assert default_path() == tmp_path / "progress.json"
    Progress().record("a-turn-1", 1.0)
    assert (tmp_path / "progress.json").is_file()


def test_first_unfinished_and_fraction(tmp_path, course):
    store = Progress(tmp_path / "p.json")
    first = course.lessons[0]
    assert store.first_unfinished(course) == (first.id, first.exercises[0].id)
    for ex in first.exercises:
        store.record(ex.id, 1.0)
    assert store.lesson_fraction(first) == 1.0
    second = course.lessons[1]
    store.record(second.exercises[0].id, 0.5)
    assert store.lesson_fraction(second) == pytest.approx(1 / len(second.exercises))
    # resume skips what is done, also after reloading
    expected = (second.id, second.exercises[1].id)
    assert Progress(tmp_path / "p.json").first_unfinished(course) == expected
    for ex in course.exercises:
        store.record(ex.id, 1.0)
    assert store.first_unfinished(course) is None


def test_reset(tmp_path, course):
    store = Progress(tmp_path / "p.json")
    store.record("a-turn-1", 1.0)
    store.reset()
    assert Progress(tmp_path / "p.json").results == {}
    assert store.first_unfinished(course) == (course.lessons[0].id, course.exercises[0].id)


def test_crash_during_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "progress.json"
    store = Progress(path)
    store.record("a-turn-1", 1.0)
    before = path.read_text(encoding="utf-8")

    def crash(*args, **kwargs):
        raise OSError("disk unplugged")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        store.record("a-turn-2", 1.0)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == before
    assert json.loads(before)["results"] == {"a-turn-1": 1.0}
    assert [p.name for p in tmp_path.iterdir()] == ["progress.json"]  # no temporary file left behind
    assert Progress(path).result("a-turn-2") is None


@pytest.mark.parametrize("content", ["{broken", "[1, 2]", '{"results": {"a": "x"}}', '{"results": 5}'])
def test_corrupt_file_is_put_aside(tmp_path, content):
    path = tmp_path / "progress.json"
    path.write_text(content, encoding="utf-8")
    store = Progress(path)
    assert store.results == {} and store.recovered
    assert (tmp_path / "progress.json.bad").read_text(encoding="utf-8") == content
    store.record("a-turn-1", 1.0)
    assert Progress(path).result("a-turn-1") == 1.0


def test_resume_where_the_learner_left_off(tmp_path, course):
    path = tmp_path / "p.json"
    store = Progress(path)
    first = course.lessons[0]
    assert store.resume(course) == (first.id, first.exercises[0].step)
    lesson = course.lessons[3]
    step = lesson.step_ids("en")[-1]
    store.visit(lesson.id, step)
    assert Progress(path).resume(course) == (lesson.id, step)  # survives a restart
    store.visit("no-such-lesson", "nowhere")
    assert Progress(path).resume(course) == (first.id, first.exercises[0].step)  # a stale place is ignored


def test_chapter_and_course_fractions(tmp_path, course):
    store = Progress(tmp_path / "p.json")
    chapter = course.chapters[0]
    assert store.chapter_fraction(chapter) == 0.0 and store.course_fraction(course) == 0.0
    lesson = chapter.lessons[0]
    for ex in lesson.exercises:
        store.record(ex.id, 1.0)
    in_chapter = sum(len(l.exercises) for l in chapter.lessons)
    assert store.chapter_fraction(chapter) == pytest.approx(len(lesson.exercises) / in_chapter)
    assert store.course_fraction(course) == pytest.approx(len(lesson.exercises) / len(course.exercises))
    assert store.chapter_fraction(course.chapters[1]) == 0.0
    step = lesson.exercises[0].step
    assert store.step_fraction(lesson, step) == 1.0


@pytest.mark.parametrize("last", ['"x"', '{"lesson": 1, "step": "a"}', '{"lesson": "a"}'])
def test_a_bad_last_place_puts_the_file_aside(tmp_path, last):
    path = tmp_path / "progress.json"
    path.write_text('{"results": {}, "last": ' + last + "}", encoding="utf-8")
    store = Progress(path)
    assert store.recovered and store.last is None


def test_two_copies_of_the_app_keep_each_others_results(tmp_path):
    """Two windows open at once: each save merges what the other wrote since (the best result of each)."""
    path = tmp_path / "progress.json"
    first, second = Progress(path), Progress(path)
    first.record("frozen-pile-1", 1.0)
    second.record("red-threes-1", 0.5)
    second.record("frozen-pile-1", 0.5)
    first.visit("frozen-pile", "what-freezes")
    again = Progress(path)
    assert again.results == {"frozen-pile-1": 1.0, "red-threes-1": 0.5}
    assert again.last == ("frozen-pile", "what-freezes")


def test_a_reset_is_not_undone_by_the_other_copys_results(tmp_path):
    path = tmp_path / "progress.json"
    first, second = Progress(path), Progress(path)
    second.record("red-threes-1", 1.0)
    first.reset()
    assert Progress(path).results == {}


def test_a_reset_in_one_copy_is_not_undone_by_the_other_copys_next_save(tmp_path):
    """The other copy still holds the results from before the reset; its next save must not bring them back (a
    merge alone would: it keeps the best result of each exercise)."""
    path = tmp_path / "progress.json"
    first, second = Progress(path), Progress(path)
    second.record("red-threes-1", 1.0)
    second.missed("frozen-pile-1", today=100)
    first.reset()
    second.record("melds-1", 0.5)  # the other copy goes on and saves
    again = Progress(path)
    assert "red-threes-1" not in again.results and again.review == {}
    assert again.generation == 1
    first.record("frozen-pile-2", 1.0)  # and the copy that reset keeps what the other saved since
    assert set(Progress(path).results) <= {"melds-1", "frozen-pile-2"} and "frozen-pile-2" in Progress(path).results


def test_two_resets_in_two_copies_count_as_two(tmp_path):
    path = tmp_path / "progress.json"
    first, second = Progress(path), Progress(path)
    first.reset()
    second.record("a", 1.0)
    second.reset()
    assert Progress(path).generation == 2 and Progress(path).results == {}


def test_an_unreadable_file_written_meanwhile_is_kept_aside(tmp_path):
    path = tmp_path / "progress.json"
    progress = Progress(path)
    path.write_text("{not json", encoding="utf-8")
    progress.record("frozen-pile-1", 1.0)
    assert Progress(path).results == {"frozen-pile-1": 1.0}
    assert (tmp_path / "progress.json.bad").read_text(encoding="utf-8") == "{not json"
