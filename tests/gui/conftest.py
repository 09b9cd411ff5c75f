import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Settings and progress go to a temporary directory; every test starts in English."""
    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(tmp_path / "home"))
    from tutor import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


POSITION = {
    "format": "canasta-position/1",
    "variant": "classic",
    "players": 4,
    "hands": [["KS", "KH", "9C", "9D", "9S", "7C", "7H", "7S", "JK", "5D", "4C"], 11, 11, 11],
    "stock": 45,
    "discard": ["5C", "2C", "8H", "KD"],
    "melds": [[], []],
    "red_threes": [[], []],
    "scores": [0, 0],
}


@pytest.fixture
def position_data():
    import copy

    return copy.deepcopy(POSITION)


@pytest.fixture
def window(qtbot, tmp_path):
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    win = MainWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(win)
    return win
