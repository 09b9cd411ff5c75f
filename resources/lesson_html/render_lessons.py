"""Render the lessons' and cheat sheets' Markdown ahead (run after changing a lesson, a cheat sheet, an option
name or a card label):

    QT_QPA_PLATFORM=offscreen python resources/lesson_html/render_lessons.py

The app looks each text up here by its exact Markdown (tutor/gui/lesson_render.py) and renders only the texts
it does not find, so a lesson opens without loading Markdown. tests/lessons/test_prerendered.py fails while
these files are behind the lessons.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from PySide6.QtGui import QGuiApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor.gui.lessons.render import PRERENDERED, prerendered_file, render_markdown, shipped_markdown  # noqa: E402


def rendered_files() -> dict[Path, str]:
    """Each file's contents: the HTML of its texts, by their Markdown, one text a line."""
    texts: dict[Path, dict[str, str]] = defaultdict(dict)
    for source in shipped_markdown():
        texts[prerendered_file(source)][source] = render_markdown(source)
    return {
        path: json.dumps(dict(sorted(by_source.items())), ensure_ascii=False, indent=0) + "\n"
        for path, by_source in texts.items()
    }


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # card pictures are measured with Qt
    files = rendered_files()
    for stale in PRERENDERED.glob("*.json"):
        if stale not in files:
            stale.unlink()
    for path, contents in sorted(files.items()):
        path.write_text(contents, encoding="utf-8")
    print(f"{sum(c.count(chr(10)) - 2 for c in files.values())} texts in {len(files)} files in {PRERENDERED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
