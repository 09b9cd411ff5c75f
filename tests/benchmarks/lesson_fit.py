"""Which lesson steps read whole beside their open exercise, per language, at a window size (1280×800 by default).

Run by hand:  QT_QPA_PLATFORM=offscreen python tests/benchmarks/lesson_fit.py [de|fr|en] [WIDTHxHEIGHT]

Prints every step whose text still scrolls (by how much, what it would need, the exercise's height) and the count,
then each counting drill's meld cards: their height (shrunk where every side would not show whole at the size the table
gives them), and whether the sides' column still scrolls.
tests/gui/lessons/test_lesson_screen.py holds every step of the course, in each language, to reading whole at 1280×800.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CANASTA_TUTOR_HOME", tempfile.mkdtemp())

from tutor import i18n  # noqa: E402
from tutor.gui.app import ensure_app  # noqa: E402
from tutor.gui.main_window import MainWindow  # noqa: E402
from tutor.lessons.progress import Progress  # noqa: E402


def main(lang: str = "de", size: str = "1280x800") -> None:
    app = ensure_app()
    width, height = (int(n) for n in size.split("x"))
    i18n.set_language(lang)
    window = MainWindow(progress=Progress(Path(tempfile.mkdtemp()) / "progress.json"))
    window.resize(width, height)
    window.show()

    def settle(rounds: int = 40) -> None:
        for _ in range(rounds):
            app.processEvents()

    settle(80)
    scrolling = total = 0
    for lesson in window.course.lessons:
        for step_id in lesson.step_ids():
            window.open_lesson(lesson.id, step_id)
            settle()
            step = window.lessons.step_view
            total += 1
            over = step.text.verticalScrollBar().maximum()
            if over:
                scrolling += 1
                print(
                    f"{lesson.id}/{step_id}: scrolls {over} px (the step needs {step.content_height()} px, "
                    f"has {step.height()}; the exercise takes {window.lessons.exercise_bar.height()})"
                )
    print(f"{lang} at {size}: {total - scrolling} of {total} steps read whole beside their exercise")
    table = window.table
    for lesson in window.course.lessons:
        for exercise in (ex for ex in lesson.exercises if ex.kind == "count"):
            window.open_lesson(lesson.id, exercise.step)
            window.exercise_session.load(exercise)
            settle()
            heights = sorted({view.card_height for view in table.meld_views if view.isVisible()})
            over = table.sides_scroll.verticalScrollBar().maximum()
            print(
                f"counting drill {exercise.id}: meld cards {heights} px" + (f", the sides scroll {over} px" if over else "")
            )


if __name__ == "__main__":
    main(*sys.argv[1:])
