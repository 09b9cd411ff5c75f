import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

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
