"""The lesson text: rendered with the Markdown extensions the lessons use, the same as Markdown Extra would."""

from __future__ import annotations

import markdown

from tutor.gui.lessons.render import markdown_to_html
from tutor.lessons.course import load_course


def test_every_lesson_and_cheat_sheet_renders_as_with_markdown_extra():
    # a text that starts using another Extra feature (footnotes, fenced code…) shows up here
    course = load_course()
    sources = [lesson.markdown(lang) for lesson in course.lessons for lang in ("de", "fr", "en")]
    sources += [path.read_text(encoding="utf-8") for path in sorted((course.root / "cheatsheets").rglob("*.md"))]
    assert len(sources) > 3 * len(course.lessons)
    for source in sources:
        assert markdown_to_html(source) == markdown.markdown(source, extensions=["extra", "sane_lists"]), source[:80]


def test_a_newcomer_opens_each_lesson_at_its_first_step(window):
    """Some lessons list their exercises out of step order: the lesson still opens where it begins."""
    for lesson in load_course().lessons:
        assert window.open_lesson(lesson.id)
        assert window.lessons.step_view.step_id == lesson.step_ids()[0], lesson.id


def test_the_lesson_list_numbers_the_lessons_as_they_refer_to_each_other(window):
    # the lessons send the learner to "lesson 9": the list must show which one that is
    window.lessons.load_navigator()
    tree = window.lessons.tree
    items = [
        tree.topLevelItem(c).child(i)
        for c in range(tree.topLevelItemCount())
        for i in range(tree.topLevelItem(c).childCount())
    ]
    lessons = load_course().lessons
    assert len(items) == len(lessons)
    for number, (item, lesson) in enumerate(zip(items, lessons), start=1):
        assert item.text(0) == f"○ {number}. {lesson.title('en')}"
