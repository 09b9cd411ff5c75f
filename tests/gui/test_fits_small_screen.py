"""Every window and dialog fits a 1366×768 screen (less a 40-pixel task bar and the title bar; the main window and
the score pad a 1280×800 one too), its main buttons whole and in sight, in German and French (the longest words)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QDialog, QDialogButtonBox, QWidget

from tests.support.hands import ended_hand
from tutor import i18n
from tutor.gui.screen import TITLE_BAR

#: a 1366×768 laptop screen less a task bar
SCREEN = QRect(0, 0, 1366, 728)
#: and a 1280×800 one
SCREEN_1280 = QRect(0, 0, 1280, 760)
FROZEN = Path(__file__).resolve().parents[2] / "resources" / "positions" / "frozen-pile-refused.canasta.json"


@pytest.fixture
def small_screen(monkeypatch, request):
    """The screen's free area: SCREEN, or the one a test names (``indirect`` parametrisation)."""
    screen = getattr(request, "param", SCREEN)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(screen))
    return screen


@pytest.fixture
def main_window(small_screen, qtbot, tmp_path):
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    window = MainWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(window)
    window.practice_session.delay_ms = 0
    window.show()
    qtbot.waitExposed(window)
    return window


def in_scroll_area(widget: QWidget, top: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def clipped_by(widget: QWidget, top: QWidget) -> QWidget | None:
    """The first of ``widget``'s parents up to ``top`` that cuts part of it off; None if it is whole."""
    rect = widget.rect()
    child: QWidget = widget
    while child is not top:
        parent = child.parentWidget()
        assert parent is not None
        rect = rect.translated(child.pos())
        if not parent.rect().contains(rect):
            return parent
        child = parent
    return None


def assert_fits(top: QWidget, main: list[QWidget], qtbot) -> None:
    top.show()
    qtbot.waitExposed(top)
    qtbot.wait(30)  # the layouts take in what was shown
    room = top.screen().availableGeometry().adjusted(0, TITLE_BAR, 0, 0)
    name = type(top).__name__
    least = top.minimumSizeHint()
    assert least.width() <= room.width() and least.height() <= room.height(), (name, least)
    assert top.width() <= room.width() and top.height() <= room.height(), (name, top.size())
    for button in main:
        assert button.isVisible(), (name, button.text() if isinstance(button, QAbstractButton) else button)
    buttons = [b for b in top.findChildren(QAbstractButton) if b.isVisible() and not in_scroll_area(b, top)]
    cut = {b.text() or b.objectName() or type(b).__name__: clipped_by(b, top) for b in [*main, *buttons]}
    assert not {text: type(by).__name__ for text, by in cut.items() if by is not None}, name


def dialog_buttons(dialog: QWidget) -> list[QWidget]:
    return [b for box in dialog.findChildren(QDialogButtonBox) for b in box.buttons()]


LANGUAGES = ["de", "fr"]


@pytest.mark.parametrize("small_screen", [SCREEN, SCREEN_1280], indirect=True, ids=["1366x768", "1280x800"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_main_window_fits_in_every_mode(main_window, qtbot, lang):
    from tutor.rules.notation import read_position

    window = main_window
    i18n.set_language(lang)
    assert_fits(window, [], qtbot)  # the welcome screen
    assert window.open_lesson("frozen-pile")
    qtbot.wait(30)
    assert_fits(window, [*window.table.buttons.values(), window.lessons.hint_button], qtbot)
    for players in (2, 4, 6):
        window.practice_session.new_game("classic", players, seed=5)
        assert_fits(window, list(window.table.buttons.values()), qtbot)
    window.dispute.show_loaded(read_position(FROZEN.read_text()))
    assert_fits(window, list(window.table.buttons.values()), qtbot)


def _pad(tmp_path, players: int, variant: str = "classic"):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad import Game, GameStore

    window = ScorePadWindow(GameStore(tmp_path / f"games-{players}"))
    names = ["Annemarie", "Bernhard", "Clementine", "Dietrich", "Evangeline", "Friedhelm"][:players]
    window.start_game(Game.new(variant, players, names=names))
    for entry, points in zip(window.entries, (300, 250, 120)):
        entry.melded.setValue(points)
        entry.canastas["natural"].setValue(1)
    window.entries[1].went_out.setChecked(True)
    window.commit_hand()
    return window


def _pad_buttons(window) -> list[QWidget]:
    """The score pad's main buttons: to add (or save) a hand, take one back, count a side's cards, start a game."""
    return [
        window.add_button,
        window.undo_button,
        *(entry.cards_button for entry in window.entries),
        window.new_button,
        window.csv_button,
    ]


def assert_title_whole(window) -> None:
    """The game's title is shown whole, its tooltip empty, wherever its row has the room for it."""
    box = window.game_box
    assert box.shown_text() == box.currentText(), (box.width(), box.currentText(), box.shown_text())
    assert box.toolTip() == ""


@pytest.mark.parametrize("small_screen", [SCREEN, SCREEN_1280], indirect=True, ids=["1366x768", "1280x800"])
@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_the_score_pad_fits_with_its_buttons_in_sight(small_screen, qtbot, tmp_path, lang):
    """At the size it opens in and at its least size, the pad's main buttons are in sight without scrolling (each
    side's "Count from the cards…" was below the fold at the least size, under forms that scroll) and the game's
    title is whole (it was cut after two dozen characters, "Klassisches Canasta: Spieler 1, Spiel…")."""
    from tutor.gui.scorepad.window import CHANGED_ELSEWHERE, ScorePadWindow
    from tutor.scorepad import GameStore

    i18n.set_language(lang)
    empty = ScorePadWindow(GameStore(tmp_path / "none"))
    qtbot.addWidget(empty)
    assert_fits(empty, [empty.start_button], qtbot)
    for players, variant in ((2, "classic"), (3, "samba"), (4, "modern-american"), (6, "classic")):
        window = _pad(tmp_path, players, variant)
        qtbot.addWidget(window)
        window.show_notice(i18n._(CHANGED_ELSEWHERE))  # the longest notice above the game
        assert_fits(window, _pad_buttons(window), qtbot)
        assert_title_whole(window)
        window.resize(1, 1)  # its least size
        qtbot.wait(30)
        assert window.size() == window.minimumSize(), (players, variant)
        assert_fits(window, _pad_buttons(window), qtbot)
        assert_title_whole(window)
        scroll = window.entry_area.verticalScrollBar()
        scroll.setValue(scroll.maximum())  # down to the forms' last field: the buttons stay where they were
        qtbot.wait(10)
        assert_fits(window, _pad_buttons(window), qtbot)
        window.edit_hand(0)  # correcting a hand: the same buttons
        assert_fits(window, _pad_buttons(window), qtbot)
        window.close()


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_a_title_too_long_for_the_pad_loses_its_middle_and_is_whole_in_its_tooltip(small_screen, qtbot, tmp_path, lang):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad import Game, GameStore

    i18n.set_language(lang)
    window = ScorePadWindow(GameStore(tmp_path / "long"))
    qtbot.addWidget(window)
    names = [f"{name} von und zu Hohenlohe-Schillingsfürst" for name in ("Annemarie", "Bernhard", "Clementine", "Dietrich")]
    window.start_game(Game.new("classic", 4, names=names))
    window.show()
    qtbot.waitExposed(window)
    window.resize(1, 1)
    qtbot.wait(30)
    box = window.game_box
    whole, shown = box.currentText(), box.shown_text()
    assert box.fontMetrics().horizontalAdvance(whole) > box.width()  # it cannot fit
    assert "…" in shown and shown != whole
    start, end = shown.split("…")
    assert whole.startswith(start) and whole.endswith(end) and start and end  # the middle is left out, not the end
    assert box.toolTip() == whole
    assert box.width() >= window.centralWidget().width() - 30  # the title's own row, the window's width
    assert_fits(window, _pad_buttons(window), qtbot)


def _practice_sheet(parent):
    from tutor.gui.dialogs import ScoreSheetDialog

    position, scores = ended_hand("classic", 6)
    return ScoreSheetDialog(parent, position, scores, 1, False, 0)


def _hand_history(window):
    from tutor.gui.dispute.hand_history_dialog import HandHistoryDialog

    editor = window.dispute.open_editor()
    return HandHistoryDialog(editor, editor.draft)


def _card_entry(tmp_path, qtbot):
    from tutor.gui.scorepad.card_entry import CardEntryDialog

    pad = _pad(tmp_path, 4)
    qtbot.addWidget(pad)
    return CardEntryDialog(pad.game, 0, pad)


def _new_scored_game(_window):
    from tutor.gui.scorepad.new_game import NewScoredGameDialog

    return NewScoredGameDialog()


def _crash(window):
    from tutor.gui.crash_dialog import CrashDialog

    return CrashDialog("Traceback (most recent call last):\n" + "  File 'x.py', line 1\n" * 60, True, window)


def _score_calculator(window):
    from tutor.gui.dialogs import score_calculator_dialog

    return score_calculator_dialog(window, ended_hand("classic", 6)[1])


DIALOGS: dict[str, Callable] = {
    "rules": lambda window, _tmp, _qtbot: window.open_rules_dialog(),
    "editor": lambda window, _tmp, _qtbot: window.dispute.open_editor(),
    "hand history": lambda window, _tmp, _qtbot: _hand_history(window),
    "cheat sheet": lambda window, _tmp, _qtbot: window.show_cheat_sheet("classic"),
    "glossary": lambda window, _tmp, _qtbot: window.show_glossary(),
    "systems": lambda window, _tmp, _qtbot: window.show_systems(),
    "compare": lambda window, _tmp, _qtbot: window.compare_systems(),
    "share": lambda window, _tmp, _qtbot: window.share_ruling(),
    "new practice game": lambda window, _tmp, _qtbot: (
        window.practice_session.ask_new_game() or window.practice_session.new_game_dialog
    ),
    "new scored game": lambda window, _tmp, _qtbot: _new_scored_game(window),
    "card entry": lambda _window, tmp, qtbot: _card_entry(tmp, qtbot),
    "practice score sheet": lambda window, _tmp, _qtbot: _practice_sheet(window),
    "crash": lambda window, _tmp, _qtbot: _crash(window),
    "score calculator": lambda window, _tmp, _qtbot: _score_calculator(window),
    "profile name": lambda window, _tmp, _qtbot: window.open_rules_dialog().name_dialog(
        i18n._("Save the rules as a profile"), "Donnerstagsrunde"
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", list(DIALOGS))
def test_every_dialog_fits_with_its_buttons_in_sight(main_window, qtbot, tmp_path, lang, which):
    from tutor.rules.cards import parse_cards
    from tutor.rules.moves import TakePile
    from tutor.rules.notation import read_position

    i18n.set_language(lang)
    data = json.loads(FROZEN.read_text())
    data.pop("move", None)
    main_window.dispute.show_loaded(read_position(json.dumps(data)))
    main_window.table.attempt(TakePile(with_=tuple(parse_cards(["KS", "JK"]))))  # a ruling to compare and share
    dialog = DIALOGS[which](main_window, tmp_path, qtbot)
    assert isinstance(dialog, QDialog), which
    if dialog.parent() is None:
        qtbot.addWidget(dialog)
    dialog.show()  # some make their buttons when first shown (QInputDialog)
    qtbot.waitExposed(dialog)
    main = dialog_buttons(dialog)
    assert main, which
    assert_fits(dialog, main, qtbot)


def test_a_window_keeps_to_the_screen_it_opens_on(small_screen, qtbot):
    """The helper every window opens through: never larger than the free screen, never smaller than its minimum."""
    from PySide6.QtCore import QSize

    from tutor.gui.screen import fit_to_screen

    widget = QWidget()
    qtbot.addWidget(widget)
    widget.setMinimumSize(300, 200)
    fit_to_screen(widget, QSize(1280, 800))
    assert widget.size() == QSize(1280, SCREEN.height() - TITLE_BAR)
    fit_to_screen(widget, QSize(400, 300))
    assert widget.size() == QSize(400, 300)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_reference_window_shrinks_no_further_than_it_reads(main_window, qtbot, lang):
    """The cheat sheet and the glossary dragged as small as they go keep their controls whole and a few lines of
    text: they shrank to 111×151 pixels, a search field reading "e…" over one line."""
    i18n.set_language(lang)
    for dialog in (main_window.show_cheat_sheet(), main_window.show_glossary()):
        assert dialog is not None
        qtbot.waitExposed(dialog)
        dialog.resize(1, 1)
        qtbot.wait(20)
        assert dialog.width() >= 640 and dialog.height() >= 340, (dialog.objectName(), dialog.size())
        assert dialog.text.height() >= 4 * dialog.text.fontMetrics().lineSpacing()
        field = getattr(dialog, "filter", None)
        if field is not None:
            assert field.width() >= field.sizeHint().width()
        dialog.close()


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_the_hands_keys_are_said_whole_in_the_narrowest_window(main_window, qtbot, lang):
    """The status line says which keys work on the hand when the keyboard reaches it; at the window's least width
    (a practice game for two is the narrowest) the end of it, the moves' keys, was cut off in German and French."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QSizeGrip

    from tutor.rules.notation import read_position

    window = main_window
    i18n.set_language(lang)
    shown = {
        "lesson": lambda: window.open_lesson("frozen-pile"),
        "practice for two": lambda: window.practice_session.new_game("classic", 2, seed=5),
        "practice for four": lambda: window.practice_session.new_game("classic", 4, seed=5),
        "dispute": lambda: window.dispute.show_loaded(read_position(FROZEN.read_text())),
    }
    for mode, show in shown.items():
        show()
        qtbot.wait(30)
        window.resize(window.minimumSizeHint())
        qtbot.wait(30)
        window.statusBar().clearMessage()
        before = window.table.buttons["draw"]
        before.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.keyClick(before, Qt.Key.Key_Backtab)  # back into the hand, by the keyboard
        assert window.table.hand.hasFocus(), mode
        bar = window.statusBar()
        said = bar.currentMessage()
        assert "←" in said and said.endswith("O"), (mode, said)  # down to the last move's key
        # Qt writes the message from 6 pixels in to 12 short of the right edge, or to the size grip
        grip = bar.findChild(QSizeGrip)
        right = min(bar.width() - 12, grip.x() if grip is not None and grip.isVisible() else bar.width())
        assert bar.fontMetrics().horizontalAdvance(said) <= right - 6, (mode, window.width(), said)
        assert bar.toolTip() == ""  # no need of the whole in a tooltip


def test_a_status_message_too_long_for_the_line_is_whole_in_its_tooltip(main_window, qtbot):
    window = main_window
    window.resize(window.minimumSizeHint())
    qtbot.wait(30)
    long = " ".join(["The result could not be saved:"] * 12)
    window.show_status(long)
    assert window.statusBar().toolTip() == long
    window.show_status("Saved")
    assert window.statusBar().toolTip() == ""
