"""The course: loading, the course check (the CI gate) and the CLI's JSON report."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.lessons.check import PLAN, check_course, run_check
from tutor.lessons.course import CourseError, load_course
from tutor.lessons.markup import MAX_STEP_WORDS

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
        assert chapter.title("de") and chapter.title("fr") and chapter.title("en")
    assert len(course.lessons) == 19
    assert len(course.exercises) >= 48


def rewritten_lessons(course):
    """Lessons already in short steps (the course check lists the others as work still to do)."""
    report = {lesson["id"]: lesson["rewritten"] for lesson in check_course(LESSONS)["lessons"]}
    return [lesson for lesson in course.lessons if report[lesson.id]]


def test_the_check_lists_lessons_not_yet_in_short_steps_as_pending():
    report = check_course(LESSONS)
    waiting = [lesson["id"] for lesson in report["lessons"] if not lesson["rewritten"]]
    assert all(any(lesson_id in item for item in report["pending"]) for lesson_id in waiting)
    assert len(waiting) < 19


def test_lessons_are_short_steps_with_sources_lines_and_exercises():
    course = load_course(LESSONS)
    for lesson in rewritten_lessons(course):
        for lang in ("de", "fr", "en"):
            text = lesson.text(lang)
            assert text.title
            assert [s.id for s in text.steps] == lesson.step_ids("en")
            for step in text.steps:
                assert step.heading and step.words <= MAX_STEP_WORDS, (lang, lesson.id, step.id, step.words)
                assert step.sources, (lang, lesson.id, step.id)  # every claim keeps its citation
                assert "*(" not in step.body, (lang, lesson.id, step.id)  # no citations in the running text
                assert lesson.step_exercises(step.id), (lesson.id, step.id)


def test_exercise_texts_in_three_languages():
    course = load_course(LESSONS)
    for ex in [ex for lesson in rewritten_lessons(course) for ex in lesson.exercises]:
        for lang in ("de", "fr", "en"):
            assert ex.text("task", lang)
            assert ex.text("success", lang)
            assert ex.text("hint", lang), ex.id
            for choice in ex.choices:
                assert ex.why_text(choice, lang), (ex.id, choice)


def test_lesson_metadata_and_lookup():
    course = load_course(LESSONS)
    lesson = course.lesson("frozen-pile")
    assert lesson.chapter == "the-pile"
    assert "canasta.ch" in lesson.sources
    first = lesson.exercises[0]
    ex = course.exercise(first.id)
    assert ex is first and ex.lesson == "frozen-pile" and ex.step in lesson.step_ids("en")
    assert ex in lesson.step_exercises(ex.step)
    with pytest.raises(KeyError):
        course.exercise("no-such-exercise")


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


def _first(course_root, predicate):
    """(lesson id, index, exercise data) of the first exercise in the course copy that matches."""
    for path in sorted((course_root / "exercises").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, ex in enumerate(data["exercises"]):
            if predicate(ex):
                return path, data, i
    raise AssertionError("no such exercise")


def test_check_finds_wrong_quiz_answer_missing_language_and_bad_steps(course_copy):
    path, data, i = _first(course_copy, lambda ex: ex["kind"] == "quiz")
    quiz = data["exercises"][i]
    quiz["answer"] = next(c for c in quiz["choices"] if c != quiz["answer"])
    path.write_text(json.dumps(data), encoding="utf-8")
    (course_copy / "fr" / "samba.md").unlink()
    md = course_copy / "de" / "a-turn.md"
    first_step = load_course(course_copy).lesson("a-turn").step_ids("en")[0]
    md.write_text(md.read_text(encoding="utf-8").replace("{#" + first_step + "}", "{#renamed}"), encoding="utf-8")
    problems = "\n".join(check_course(course_copy)["problems"])
    assert f"{quiz['id']}: quiz answer {quiz['answer']} but the referee says" in problems
    assert "lessons/fr/samba.md: missing" in problems
    assert "lessons/de/a-turn.md: steps renamed" in problems


def test_check_finds_a_wrong_mistake_code_and_a_failing_solution(course_copy):
    path, data, i = _first(course_copy, lambda ex: ex["kind"] == "play" and ex.get("mistake"))
    ex = data["exercises"][i]
    real = ex["mistake"]["code"]
    other = "pile-top-wild" if real != "pile-top-wild" else "pile-frozen"
    ex["mistake"]["code"] = other
    ex["solution"] = ex["mistake"]["moves"]  # a refused solution
    path.write_text(json.dumps(data), encoding="utf-8")
    problems = "\n".join(check_course(course_copy)["problems"])
    assert f"{ex['id']}: mistake refused with {real}, expected {other}" in problems
    assert f"{ex['id']}: solution refused at move" in problems


def test_cli_json_shape():
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "lessons", "--check", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    report = json.loads(result.stdout)
    assert set(report) == {"lessons", "totals", "problems", "pending"}
    assert isinstance(report["problems"], list)
    assert result.returncode == (0 if not report["problems"] else 1)
    assert len(report["lessons"]) == 19
    steps = 0
    for entry in report["lessons"]:
        assert set(entry) == {
            "id",
            "chapter",
            "title",
            "languages",
            "variants",
            "exercises",
            "kinds",
            "count_drills",
            "rules",
            "sources",
            "rewritten",
            "steps",
        }
        assert set(entry["title"]) == {"de", "fr", "en"}
        assert isinstance(entry["exercises"], int) and entry["exercises"] >= 1
        assert sum(entry["kinds"].values()) == entry["exercises"]
        for key in ("languages", "variants", "rules", "sources", "steps"):
            assert isinstance(entry[key], list)
        for step in entry["steps"]:
            assert set(step) == {
                "id",
                "heading",
                "words",
                "exercises",
                "rules",
                "exercise_rules",
                "exercise_rules_by_system",
                "sources_line",
                "card_rows",
            }
            assert set(step["words"]) == {"de", "fr", "en"}
            assert all(n is None or isinstance(n, int) for n in step["words"].values())
            assert step["words"]["en"] is not None  # the English lesson defines the steps
            assert isinstance(step["exercises"], list) and isinstance(step["rules"], list)
            steps += 1
    totals = report["totals"]
    assert totals["lessons"] == 19 and totals["steps"] == steps
    assert totals["exercises"] == sum(e["exercises"] for e in report["lessons"]) >= 48
    assert totals["steps_without_exercise"] == sum(not s["exercises"] for e in report["lessons"] for s in e["steps"])
    assert set(totals["words"]) == {"de", "fr", "en"}


def _step_lesson(root: Path, body: str, exercises: list[dict]) -> None:
    (root / "course.json").write_text(
        json.dumps({"chapters": [{"id": "c", "title": {"de": "K", "fr": "C", "en": "C"}, "lessons": ["tiny"]}]}),
        encoding="utf-8",
    )
    for lang in ("de", "fr", "en"):
        (root / lang).mkdir(parents=True, exist_ok=True)
        (root / lang / "tiny.md").write_text(body, encoding="utf-8")
    (root / "exercises").mkdir(exist_ok=True)
    (root / "exercises" / "tiny.json").write_text(json.dumps({"lesson": "tiny", "exercises": exercises}), encoding="utf-8")


def test_check_fails_on_a_long_step_and_a_step_without_exercise(tmp_path):
    words = " ".join(["word"] * 151)
    body = (
        f"# Tiny\n\n## Long {{#long}}\n\n{words} [[8H 8C]]\n\n§ canasta.ch, “x”\n\n"
        "## Empty {#empty}\n\nShort.\n\n§ canasta.ch, “y”\n"
    )
    texts = {"de": "Ja.", "fr": "Oui.", "en": "Yes."}
    quiz = {
        "id": "tiny-1",
        "step": "long",
        "kind": "quiz",
        "task": texts,
        "hint": texts,
        "success": texts,
        "choices": ["legal", "not-your-turn"],
        "answer": "not-your-turn",
        "why": {"legal": texts},
        "position": {
            "format": "canasta-position/1",
            "players": 2,
            "turn": 0,
            "hands": [[], 11],
            "stock": 40,
            "move": {"seat": 1, "action": "draw"},
        },
    }
    _step_lesson(tmp_path, body, [quiz])
    report = check_course(tmp_path)
    problems = "\n".join(report["problems"])
    assert "step long has 151 words, at most 150" in problems
    assert "tiny: step empty has no exercise" in problems
    assert "why not-your-turn is missing in de, fr, en" in problems
    [lesson] = report["lessons"]
    assert [s["id"] for s in lesson["steps"]] == ["long", "empty"]
    assert lesson["steps"][0]["words"] == {"de": 151, "fr": 151, "en": 151}
    assert lesson["steps"][0]["card_rows"] == 1 and lesson["steps"][0]["sources_line"]
    assert lesson["steps"][0]["rules"] == ["turn-order"]
    assert report["totals"]["steps_without_exercise"] == 1


def test_every_exercised_rule_point_has_at_least_two_exercises():
    per_rule = check_course(LESSONS)["totals"]["exercises_per_rule"]
    assert len(per_rule) >= 29
    thin = {rule: n for rule, n in per_rule.items() if n < 2}
    assert not thin, thin


def test_the_check_reads_every_cheat_sheet(course_copy):
    (course_copy / "cheatsheets" / "fr" / "samba.md").unlink()
    (course_copy / "cheatsheets" / "de" / "strict.md").write_text("# Nothing\n", encoding="utf-8")
    problems = "\n".join(check_course(course_copy)["problems"])
    assert "fr/samba.md" in problems and "missing" in problems
    assert "de/strict.md" in problems


def test_the_check_counts_the_exercises_of_each_rule_point_per_rule_system():
    by_system = check_course(LESSONS)["totals"]["exercises_per_rule_by_system"]
    assert set(by_system) == {"classic", "samba", "modern-american", "strict"}
    assert by_system["samba"].get("max_wilds", 0) >= 1  # the Samba dispute drills its two wild cards
    pooled = check_course(LESSONS)["totals"]["exercises_per_rule"]
    for rule, n in pooled.items():
        assert sum(counts.get(rule, 0) for counts in by_system.values()) == n


def test_a_rule_point_drilled_once_in_a_system_is_a_problem(course_copy):
    import json as _json

    path = course_copy / "exercises" / "samba.json"
    data = _json.loads(path.read_text(encoding="utf-8"))
    data["exercises"] = [ex for ex in data["exercises"] if ex["id"] != "samba-12"]  # one of meld-size's two
    path.write_text(_json.dumps(data, ensure_ascii=False), encoding="utf-8")
    problems = check_course(course_copy)["problems"]
    assert any("meld-size has one exercise" in p and "Samba" in p for p in problems)


def test_a_legal_quiz_drills_the_rule_options_its_reasons_name():
    """The per-system count credits a quiz whose move is legal with the options that decided it (a Samba draw
    drills drawing two cards, a talon set aside the talon); a refused one only with the rule its refusal names."""
    from tutor.lessons.check import _check_exercise
    from tutor.lessons.course import DEFAULT_ROOT, load_course

    course = load_course(DEFAULT_ROOT)
    exercises = {ex.id: ex for lesson in course.lessons for ex in lesson.exercises}
    assert _check_exercise(exercises["samba-15"]) == (["draw_count"], [])
    assert _check_exercise(exercises["modern-american-24"]) == (["opening_talon"], [])
    assert _check_exercise(exercises["modern-american-22"]) == (["wild_meld_blocks_wilds"], [])


def _kind_of_move(move: dict) -> tuple:
    """What a move does, whatever its cards: its action, and for a meld whether it lays new melds or adds."""
    return move.get("action"), bool(move.get("melds")), bool(move.get("add"))


def test_lesson_3_never_quizzes_the_move_just_played():
    """A turn, step by step: a quiz that follows a play exercise asks about another kind of move than the one the
    learner has just made (not to ask what the learner has just done)."""
    course = load_course(LESSONS)
    lesson = course.chapters[0].lessons[2]
    assert lesson.id == "a-turn"
    exercises = lesson.exercises_in_step_order()
    followed = 0
    for before, after in zip(exercises, exercises[1:]):
        if before.kind == "play" and after.kind == "quiz":
            followed += 1
            assert _kind_of_move(before.solution[0]) != _kind_of_move(after.position["move"]), (before.id, after.id)
    assert followed >= 3
