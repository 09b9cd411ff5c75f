"""The lessons' and cheat sheets' Markdown rendered ahead: complete, in step with the lessons, and what the app
shows; a text not rendered ahead is rendered when shown."""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from tutor import i18n
from tutor.gui.lessons import render as lesson_render
from tutor.gui.lessons.render import PRERENDERED, markdown_to_html, sheet_html, step_html
from tutor.lessons.cheatsheets import VARIANTS, load_sheet
from tutor.lessons.course import load_course

from ..scripts import load_script


def _renderer():
    return load_script(PRERENDERED / "render_lessons.py")


def test_the_rendered_files_are_the_lessons_as_they_are_now(qapp):
    # after a change to a lesson: QT_QPA_PLATFORM=offscreen python resources/lesson_html/render_lessons.py
    expected = _renderer().rendered_files()
    on_disk = {path: path.read_text(encoding="utf-8") for path in PRERENDERED.glob("*.json")}
    assert sorted(on_disk) == sorted(expected)
    for path, contents in expected.items():
        assert on_disk[path] == contents, f"{path.name} is behind the lessons"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_lesson_step_and_cheat_sheet_shows_without_rendering_markdown(qapp, monkeypatch, lang):
    def no_rendering(source: str) -> str:
        raise AssertionError(f"rendered when shown: {source[:80]!r}")

    monkeypatch.setattr(lesson_render, "render_markdown", no_rendering)
    i18n.set_language(lang)
    try:
        for lesson in load_course().lessons:
            text = lesson.text(lang)
            for step in text.steps:
                assert html.escape(step.heading) in step_html(step, sources_open=True)
            if text.intro:
                lesson_render.markdown_html(text.intro)
        for variant in VARIANTS:
            sheet_html(load_sheet(variant, lang))
    finally:
        i18n.set_language("en")


def test_a_text_not_rendered_ahead_is_rendered_when_shown(qapp):
    assert markdown_to_html("A *new* line, written after the files were made.") == (
        "<p>A <em>new</em> line, written after the files were made.</p>"
    )


def test_a_damaged_file_only_costs_the_lookup(qapp, tmp_path, monkeypatch):
    source = "Some **bold** text."
    monkeypatch.setattr(lesson_render, "PRERENDERED", tmp_path)
    Path(lesson_render.prerendered_file(source)).write_text("{not json", encoding="utf-8")
    lesson_render._prerendered.cache_clear()
    try:
        assert markdown_to_html(source) == "<p>Some <strong>bold</strong> text.</p>"
    finally:
        lesson_render._prerendered.cache_clear()
