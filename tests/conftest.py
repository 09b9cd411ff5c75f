"""Shared helpers: build positions in the format, rule on their moves."""

from __future__ import annotations

import sys

import pytest

from tutor.rules.notation import read_position
from tutor.rules.referee import play

#: a hand that side 1 ended by going out: a natural canasta of kings against three nines and two cards in hand
FINISHED = {
    "format": "canasta-position/1",
    "players": 2,
    "hands": [[], ["7S", "8D"]],
    "stock": 30,
    "melds": [[["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], [["9S", "9H", "9D"]]],
    "scores": [100, 0],
    "went_out": 0,
    "concealed": False,
}

BASE = {"format": "canasta-position/1", "players": 4, "hands": [[], 11, 11, 11], "stock": 40}


def position(**fields):
    """A position built from the format's fields, over a small default table."""
    data = dict(BASE)
    data.update(fields)
    return read_position(data)


def rule(**fields):
    """The referee's ruling on the moves of a position given by its fields."""
    loaded = position(**fields)
    return play(loaded.position, loaded.moves)


def codes(**fields) -> list[str]:
    return rule(**fields).verdict.codes


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """Never read or write the real user's settings and progress; start with no file reported as set aside, and
    in English whatever language the test before switched to."""
    from tutor import i18n, storage

    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(tmp_path / "home"))
    storage.set_aside_files.clear()
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _closed_windows_deleted():
    """pytest-qt closes a test's windows but only asks Qt to delete them later, which happens when an event loop
    next runs: in the next test that waits. A test that never waits (the share-code tests open two main windows
    each) so leaves its windows to the next, which then spends its short waits destroying a dozen main windows,
    and its own timers (a window's work after its first paint) fire too late. Each test's windows go with it."""
    yield
    qt = sys.modules.get("PySide6.QtCore")  # no Qt loaded: no window to delete
    if qt is not None and qt.QCoreApplication.instance() is not None:
        qt.QCoreApplication.sendPostedEvents(None, qt.QEvent.Type.DeferredDelete.value)
