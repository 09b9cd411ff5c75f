"""Render a German lesson step of the strict version to a PNG (the README's lesson step screenshot): card
pictures in the text, a quiz with its choices, the move in question named in the referee's column.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/lesson_step_screenshot.py   (from the repository root)
"""

from __future__ import annotations

from shooting import OUT, settle, window_in


def main() -> None:
    app, window = window_in("de")
    window.open_lesson("strict-version", "strict-wilds")
    settle(app)
    window.grab().save(str(OUT / "lesson-step-de.png"))
    print("lesson-step-de.png")


if __name__ == "__main__":
    main()
