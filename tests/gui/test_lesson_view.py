"""The lesson text: rendered with the Markdown extensions the lessons use, the same as Markdown Extra would."""

from __future__ import annotations

import markdown

from tutor.gui.lesson_render import markdown_to_html
from tutor.lessons.course import load_course


def test_every_lesson_renders_as_with_markdown_extra():
    # a lesson that starts using another Extra feature (footnotes, fenced code…) shows up here
    for lesson in load_course().lessons:
        for lang in ("de", "fr", "en"):
            source = lesson.markdown(lang)
            assert markdown_to_html(source) == markdown.markdown(source, extensions=["extra", "sane_lists"]), \
                (lesson.id, lang)
