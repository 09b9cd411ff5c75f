"""Cheat sheets: one page per rule system and language, ``lessons/cheatsheets/<lang>/<variant>.md``.

A sheet uses the lesson Markdown (card markup, "§" sources lines, option
names) with six fixed sections, so every system is summed up the same way.
"""

from __future__ import annotations

from pathlib import Path

from ..rules.errors import N_
from ..rules.systems import RULE_SYSTEMS
from .course import DEFAULT_ROOT, CourseError, read_course_text
from .markup import LessonText, MarkupError, parse_lesson

VARIANTS = RULE_SYSTEMS  # a cheat sheet for every rule system
SECTIONS = ("deal", "melds", "pile", "minimums", "going-out", "scoring")


def sheet_path(variant: str, lang: str, root: Path = DEFAULT_ROOT) -> Path:
    return Path(root) / "cheatsheets" / lang / f"{variant}.md"


def load_sheet(variant: str, lang: str, root: Path = DEFAULT_ROOT) -> LessonText:
    """The sheet parsed; raises :class:`CourseError` naming the file when it is missing or malformed."""
    path = sheet_path(variant, lang, root)
    text = read_course_text(path)
    try:
        sheet = parse_lesson(text)
    except MarkupError as exc:
        raise CourseError(path, exc.template, **exc.params) from None
    if [s.id for s in sheet.steps] != list(SECTIONS):
        raise CourseError(path, N_("sections must be {sections}"), sections=", ".join(SECTIONS))
    return sheet
