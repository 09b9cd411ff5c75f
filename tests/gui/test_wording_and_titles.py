"""What a player reads whole and rightly worded: titles, boxes and examples not cut off, the words that fit the
table (no sides when each plays alone), a confirmation where a file went, and the open file in the title."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QFileDialog

from tutor import i18n

FROZEN = Path(__file__).resolve().parents[2] / "resources" / "positions" / "frozen-pile-refused.canasta.json"


def test_the_profile_name_dialog_is_wide_enough_for_its_whole_title(window, qtbot):
    i18n.set_language("de")
    QApplication.instance().setApplicationDisplayName("Canasta Tutor")
    dialog = window.open_rules_dialog()
    asking = dialog.name_dialog(i18n._("Save the rules as a profile"), "Donnerstagsrunde")
    qtbot.addWidget(asking)
    asking.show()
    qtbot.waitExposed(asking)
    title = f"{asking.windowTitle()} — Canasta Tutor"
    assert asking.windowTitle() == "Die Regeln als Profil speichern"
    bold = QFont(asking.font())
    bold.setBold(True)
    assert asking.width() >= QFontMetrics(bold).horizontalAdvance(title) + 100  # the title bar's icon and buttons
    assert asking.textValue() == "Donnerstagsrunde"


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_profile_box_shows_the_whole_name_of_the_profile_in_use(window, qtbot, lang):
    from tutor.play import profiles

    i18n.set_language(lang)
    book = profiles.load_book()
    book.add(profiles.Profile("Donnerstagsrunde", "classic", {"pile_onto_existing_meld": False}))
    book.set_default("Donnerstagsrunde")
    profiles.save_book(book)
    window.resize(1280, 800)
    window.show()
    dialog = window.open_rules_dialog()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    box = dialog.profile_box
    assert "Donnerstagsrunde (" in box.currentText()  # "(an diesem Tisch verwendet)", "(utilisé à cette table)"
    text = box.fontMetrics().horizontalAdvance(box.currentText())
    assert box.width() >= box.sizeHint().width() and box.width() > text, (box.width(), text)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_game_of_players_alone_ends_when_a_player_reaches_the_target(window, lang):
    from tutor.gui.dialogs import NewGameDialog

    i18n.set_language(lang)
    side = {"en": "side", "de": "Partei", "fr": "équipe"}[lang]
    player = {"en": "player", "de": "Spieler", "fr": "joueur"}[lang]
    alone = NewGameDialog(window, "samba", 3)
    assert alone.players() == 3
    assert player in alone.target_label.text() and side not in alone.target_label.text(), alone.target_label.text()
    partners = NewGameDialog(window, "samba", 4)
    assert side in partners.target_label.text(), partners.target_label.text()
    for dialog in (alone, partners):
        dialog.deleteLater()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_score_pad_says_where_its_export_was_saved(qtbot, tmp_path, monkeypatch, lang):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad import Game, GameStore

    i18n.set_language(lang)
    window = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(window)
    window.start_game(Game.new("classic", 4, names=["Anna", "Ben", "Cleo", "Dirk"]))
    for suffix, export in ((".csv", window.ask_export_csv), (".pdf", window.ask_export_pdf)):
        target = tmp_path / f"scores{suffix}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, target=target, **_k: (str(target), ""))
        export()
        assert target.exists()
        said = window.statusBar().currentMessage()
        assert str(target) in said and said != str(target), said  # a sentence naming the file


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_editor_shows_its_whole_example_at_its_least_size(window, qtbot, lang):
    i18n.set_language(lang)
    window.show()
    editor = window.dispute.open_editor()
    qtbot.waitExposed(editor)
    editor.resize(editor.minimumSizeHint())
    qtbot.wait(30)
    typed = editor.typed
    example = typed.fontMetrics().horizontalAdvance(typed.placeholderText())
    room = typed.contentsRect().width() - typed.textMargins().left() - typed.textMargins().right()
    assert room >= example + 20, (room, example)  # and the clear button beside it


def test_the_window_title_names_the_position_file_and_marks_changes(window, qtbot, tmp_path):
    from tutor.rules.moves import Draw

    data = json.loads(FROZEN.read_text())
    data.pop("move", None)
    path = tmp_path / "frozen-pile-refused.canasta.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.show()
    assert window.windowTitle() == "Canasta Tutor"
    assert window.dispute.open_file(path)
    assert window.windowTitle() == "frozen-pile-refused.canasta.json[*] — Canasta Tutor"
    assert not window.isWindowModified()
    window.table.attempt(Draw())  # a legal move: the table no longer shows what the file holds
    assert window.isWindowModified()
    saved = tmp_path / "after-the-draw.canasta.json"
    assert window.dispute.save_file(saved)
    assert window.windowTitle().startswith("after-the-draw.canasta.json") and not window.isWindowModified()
    window.table.undo_stack.undo()
    assert window.isWindowModified()
    window.practice_session.delay_ms = 0
    window.practice_session.new_game("classic", 4, seed=1)  # another mode: no file on the table
    assert window.windowTitle() == "Canasta Tutor" and not window.isWindowModified()
    assert window.dispute.open_text(path.read_text(encoding="utf-8"))  # a position pasted has no file
    assert window.windowTitle() == "Canasta Tutor"
