"""The course: loading, the course check (the CI gate) and the CLI's JSON report."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.lessons.check import PLAN, check_course, run_check
from tutor.lessons.course import CourseError, load_course

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"


def test_course_check_passes(capsys):
    """The CI gate: every lesson in every language, every exercise sound."""
    assert run_check(as_json=False) == 0, capsys.readouterr().out


def test_course_follows_the_plan():
    course = load_course(LESSONS)
    assert [c.id for c in course.chapters] == list(PLAN)
    for chapter in course.chapters:
        assert [lesson.id for lesson in chapter.lessons] == list(PLAN[chapter.id])
        assert chapter.lessons[-1].exercises[-1].kind == "quiz"
        assert chapter.title("de") and chapter.title("fr") and chapter.title("en")
    assert len(course.lessons) == 19
    assert len(course.exercises) >= 48


def test_english_lessons_have_title_and_planned_steps():
    course = load_course(LESSONS)
    for lesson in course.lessons:
        assert lesson.title("en")
        steps = PLAN[lesson.chapter][lesson.id]
        assert [s for s, _ in lesson.steps("en")] == steps
        assert all(heading for _, heading in lesson.steps("en"))
        words = len(lesson.markdown("en").split())
        assert 250 <= words <= 600, (lesson.id, words)
        assert "*(" in lesson.markdown("en")


def test_exercise_texts_in_three_languages():
    course = load_course(LESSONS)
    for ex in course.exercises:
        for lang in ("de", "fr", "en"):
            assert ex.text("task", lang)
            assert ex.text("success", lang)


def test_lesson_metadata_and_lookup():
    course = load_course(LESSONS)
    lesson = course.lesson("frozen-pile")
    assert lesson.chapter == "the-pile"
    assert "canasta.ch" in lesson.sources
    ex = course.exercise("frozen-pile-1")
    assert ex.lesson == "frozen-pile" and ex.step in lesson.step_ids("en")
    assert ex.goal == "take-pile" and ex.mistake["code"] == "pile-frozen"


@pytest.fixture
def course_copy(tmp_path):
    root = tmp_path / "lessons"
    shutil.copytree(LESSONS, root)
    return root


def test_malformed_exercise_file_names_file(course_copy):
    bad = course_copy / "exercises" / "a-turn.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(CourseError) as info:
        load_course(course_copy)
    assert "a-turn.json" in str(info.value) and "not valid JSON" in str(info.value)
    report = check_course(course_copy)
    assert report["problems"] and "a-turn.json" in report["problems"][0]


def test_missing_exercise_field_is_reported(course_copy):
    path = course_copy / "exercises" / "a-turn.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["exercises"][0]["kind"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CourseError, match="a-turn.json.*kind"):
        load_course(course_copy)


def test_check_finds_wrong_quiz_answer_missing_language_and_bad_steps(course_copy):
    path = course_copy / "exercises" / "canastas.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["exercises"][-1]["answer"] = "canasta-no-wild"
    path.write_text(json.dumps(data), encoding="utf-8")
    (course_copy / "fr" / "samba.md").unlink()
    md = course_copy / "de" / "a-turn.md"
    md.write_text(md.read_text(encoding="utf-8").replace("{#meld}", "{#melden}"), encoding="utf-8")
    problems = "\n".join(check_course(course_copy)["problems"])
    assert "canastas-3" in problems and "referee says legal" in problems
    assert "fr/samba.md: missing" in problems
    assert "de/a-turn.md: steps" in problems


def test_check_finds_a_wrong_mistake_code_and_a_failing_solution(course_copy):
    path = course_copy / "exercises" / "frozen-pile.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["exercises"][0]["mistake"]["code"] = "pile-top-wild"
    data["exercises"][0]["solution"] = [{"action": "draw"}]
    path.write_text(json.dumps(data), encoding="utf-8")
    problems = "\n".join(check_course(course_copy)["problems"])
    assert "frozen-pile-1: mistake refused with pile-frozen, expected pile-top-wild" in problems
    assert "frozen-pile-1: solution does not reach the goal take-pile" in problems


def test_cli_json_shape():
    result = subprocess.run([sys.executable, "-m", "tutor", "lessons", "--check", "--json"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    report = json.loads(result.stdout)
    assert set(report) == {"lessons", "problems"}
    assert isinstance(report["problems"], list)
    assert result.returncode == (0 if not report["problems"] else 1)
    assert len(report["lessons"]) == 19
    for entry in report["lessons"]:
        assert set(entry) == {"id", "title", "languages", "variants", "exercises", "rules", "sources"}
        assert set(entry["title"]) == {"de", "fr", "en"}
        assert isinstance(entry["exercises"], int) and entry["exercises"] >= 1
        for key in ("languages", "variants", "rules", "sources"):
            assert isinstance(entry[key], list)
    assert sum(e["exercises"] for e in report["lessons"]) >= 48
