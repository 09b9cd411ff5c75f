"""Waiting in window tests for what a test needs, not for a fixed time that a loaded machine can outlast."""

from __future__ import annotations


def wait_until_usable(window, qtbot) -> None:
    """Until the main window is usable (``MainWindow.when_usable``): the lesson list, the play area and a lesson's
    exercise, built after the first paint, are there."""
    usable: list[bool] = []
    window.when_usable(lambda: usable.append(True))
    qtbot.waitUntil(lambda: bool(usable))
