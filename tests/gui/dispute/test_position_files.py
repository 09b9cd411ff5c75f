"""Position files carry the double extension the desktop knows (``*.canasta.json``): the shipped examples, the
save dialog's filter and default name, and a name typed without an extension."""

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from tutor.play.loading import POSITION_SUFFIX
from tutor.resources import MIME_INFO, POSITIONS

ROOT = Path(__file__).resolve().parents[2]


def test_every_shipped_position_has_the_position_extension():
    shipped = sorted(path.name for path in POSITIONS.iterdir() if path.suffix == ".json")
    assert len(shipped) == 5
    assert all(name.endswith(POSITION_SUFFIX) for name in shipped), shipped
    assert f'pattern="*{POSITION_SUFFIX}"' in MIME_INFO.read_text(encoding="utf-8")


def test_the_save_dialog_offers_and_gives_the_position_extension(window, position_data, tmp_path, monkeypatch):
    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(json.dumps(position_data)))
    asked = []
    typed = tmp_path / "our dispute"  # typed without an extension
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        lambda parent, caption, where, kinds: (asked.append((where, kinds)), (str(typed), ""))[1],
    )
    window.dispute.save_dialog()
    ((offered, kinds),) = asked
    assert offered.endswith("position.canasta.json")
    assert "*.canasta.json" in kinds
    saved = tmp_path / "our dispute.canasta.json"
    assert json.loads(saved.read_text(encoding="utf-8"))["format"] == "canasta-position/1"

    asked.clear()
    window.dispute.save_dialog()  # again: the file just saved is offered, its name kept
    assert asked[0][0] == str(saved)


def test_a_file_of_the_old_extension_is_offered_under_the_new_one(window, tmp_path, monkeypatch):
    old = tmp_path / "dispute.json"
    old.write_text((POSITIONS / "frozen-pile.canasta.json").read_text(encoding="utf-8"), encoding="utf-8")
    assert window.dispute.open_file(old)
    asked = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda parent, caption, where, kinds: (asked.append(where), ("", ""))[1]
    )
    window.dispute.save_dialog()
    assert asked == [str(tmp_path / "dispute.canasta.json")]


def test_the_open_dialog_lists_position_files(window, monkeypatch):
    asked = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda parent, caption, where, kinds: (asked.append(kinds), ("", ""))[1]
    )
    window.dispute.open_dialog()
    assert "*.canasta.json" in asked[0]


def test_a_file_macos_hands_the_running_app_is_opened(window, qapp):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFileOpenEvent

    from tutor.gui.app import FileOpenHandler

    handler = FileOpenHandler(window)
    shipped = POSITIONS / "frozen-pile.canasta.json"
    assert handler.eventFilter(qapp, QFileOpenEvent(str(shipped)))
    assert window.dispute.current_file == shipped
    assert not handler.eventFilter(qapp, QEvent(QEvent.Type.KeyPress))  # every other event goes on


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_position_that_cannot_be_read_says_why_in_the_persons_words(window, tmp_path, lang):
    """A folder chosen as a position, or a path through a file: the reason in words, not the system's English."""
    from tutor import i18n

    folder = tmp_path / "a folder.canasta.json"
    folder.mkdir()
    blocker = tmp_path / "notes.txt"
    blocker.write_text("mine")
    i18n.set_language(lang)
    try:
        for path, reason in (
            (folder, {"de": "es ist ein Ordner, keine Datei", "fr": "c’est un dossier, pas un fichier"}),
            (blocker / "x.canasta.json", {"de": "ein Teil des Pfads ist eine Datei", "fr": "une partie de son chemin"}),
        ):
            assert not window.dispute.open_file(path)
            said = window.last_error
            assert path.name in said and reason[lang] in said, said
            assert "directory" not in said.lower() and "Errno" not in said
            window.error_box.close()
    finally:
        i18n.set_language("en")
