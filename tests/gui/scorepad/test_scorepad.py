"""The score pad window: a hand entered from the keyboard, edit and undo, resume, exports, languages."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt

from tutor import i18n
from tutor.gui.scorepad.window import ScorePadWindow
from tutor.scorepad import Game, GameStore


def pad(qtbot, tmp_path, variant="samba", players=4, options=None, folder="games") -> ScorePadWindow:
    store = GameStore(tmp_path / folder)
    window = ScorePadWindow(store)
    qtbot.addWidget(window)
    window.start_game(Game.new(variant, players, names=["Anna", "Ben", "Cleo", "Dirk"][:players], options=options))
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def type_hand(qtbot, window, melded, canastas, went_out=None):
    for entry, points, count in zip(window.entries, melded, canastas):
        entry.melded.setValue(points)
        entry.canastas["natural"].setValue(count)
    if went_out is not None:
        window.entries[went_out].went_out.setChecked(True)
    window.entries[0].melded.setFocus()
    qtbot.keyClick(window.entries[0].melded, Qt.Key_Return)


def test_a_hand_entered_with_the_keyboard_is_scored(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    assert len(window.game.hands) == 1
    ours, theirs = window.game.scores(0)
    assert ours.total == 400 + 2 * 500 + 200 and theirs.total == 150
    assert window.history.rowCount() == 1
    assert window.history.item(0, 1).text() == "1,600"


def test_an_impossible_hand_is_refused_with_its_reason(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [1, 0], went_out=0)  # Samba: going out takes two canastas
    assert not window.game.hands
    assert "too few canastas to go out: 1 of the 2 needed" in window.error.text()


def test_edit_and_undo(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    type_hand(qtbot, window, [100, 90], [0, 0])
    window.edit_hand(1)
    assert window.entries[0].melded.value() == 100
    window.entries[0].melded.setValue(120)
    window.entries[0].melded.setFocus()
    qtbot.keyClick(window.entries[0].melded, Qt.Key_Return)
    assert window.game.scores(1)[0].melded == 120 and len(window.game.hands) == 2
    window.undo_hand()
    assert len(window.game.hands) == 1


def test_games_resume_after_a_restart(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    again = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(again)
    assert again.game.id == window.game.id and again.game.totals() == window.game.totals()


def test_exports(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    window.export_csv(tmp_path / "game.csv")
    rows = list(csv.reader((tmp_path / "game.csv").open()))
    assert rows[1][1] == "Anna & Cleo"
    window.export_pdf(tmp_path / "game.pdf")
    assert (tmp_path / "game.pdf").read_bytes().startswith(b"%PDF")


def test_german_numbers_and_texts(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    try:
        i18n.set_language("de")
        assert window.windowTitle() == "Punkteblock"
        assert window.history.item(0, 1).text() == "1.600"
    finally:
        i18n.set_language("en")


def test_the_new_game_dialog_makes_the_game_asked_for(qtbot):
    from tutor.gui.scorepad.new_game import NewScoredGameDialog

    dialog = NewScoredGameDialog()
    qtbot.addWidget(dialog)
    dialog.system.setCurrentIndex(dialog.system.findData("samba"))
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    dialog.names[0].setText("Anna")
    dialog.side_names[1].setText("Die anderen")
    dialog.target.setValue(12000)
    game = dialog.game()
    assert (game.variant, game.players, game.names[0], game.team_names, game.target) == (
        "samba",
        4,
        "Anna",
        ["", "Die anderen"],
        12000,
    )


def test_the_new_game_dialog_makes_a_game_of_every_system_and_count(qtbot):
    """The strict version is played alone: four to six players are as many sides, and name none (it crashed)."""
    from tutor.gui.scorepad.new_game import NewScoredGameDialog
    from tutor.rules.presets import PRESETS

    dialog = NewScoredGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    for variant, preset in PRESETS.items():
        dialog.system.setCurrentIndex(dialog.system.findData(variant))
        for players in preset.players:
            dialog.players.setCurrentIndex(dialog.players.findData(players))
            game = dialog.game()
            assert (game.variant, game.players, len(game.team_names)) == (variant, players, len(game.teams))
            named = [edit for edit in dialog.side_names if edit.isVisible()]
            assert len(named) == (len(game.teams) if len(game.teams) < players else 0), (variant, players)
            assert sum(edit.isVisible() for edit in dialog.names) == players


def test_a_side_counted_from_its_cards_with_the_card_picker(qtbot, tmp_path):
    from tutor.gui.scorepad.card_entry import CardEntryDialog
    from tutor.rules.cards import Card

    window = pad(qtbot, tmp_path, variant="classic", players=2)
    dialog = CardEntryDialog(window.game, 0, window)
    qtbot.addWidget(dialog)
    for code in ["KS", "KH", "KD", "KC", "KS", "KH", "KD"]:
        dialog.add_card(Card.parse(code))
    dialog.new_meld()
    for code in ["5S", "5H", "2C"]:
        dialog.add_card(Card.parse(code))
    dialog.target.setCurrentIndex(dialog.target.findData(None))
    for code in ["4S", "JK"]:
        dialog.add_card(Card.parse(code))
    dialog.accept_cards()
    parts = dialog.parts
    assert parts.melded == 7 * 10 + 5 + 5 + 20 and parts.canastas == {"natural": 1} and parts.in_hand == 5 + 50
    entry = window.entries[0]
    entry.show_parts(parts)
    assert entry.melded.value() == 100 and entry.canastas["natural"].value() == 1 and entry.in_hand.value() == 55


def test_cards_that_make_no_meld_are_refused_with_the_reason(qtbot, tmp_path):
    from tutor.gui.scorepad.card_entry import CardEntryDialog
    from tutor.rules.cards import Card

    window = pad(qtbot, tmp_path, variant="classic", players=2)
    dialog = CardEntryDialog(window.game, 0, window)
    qtbot.addWidget(dialog)
    for code in ["KS", "QH"]:
        dialog.add_card(Card.parse(code))
    dialog.accept_cards()
    assert dialog.parts is None and dialog.error.text()


def test_the_winners_verb_agrees_with_the_players_who_won(qtbot, tmp_path):
    from tutor import i18n
    from tutor.rules.scoring import SideParts

    i18n.set_language("de")
    window = pad(qtbot, tmp_path, variant="classic")
    window.game.target = 100
    window.game.add_hand([SideParts(melded=300, canastas={"natural": 1}, went_out=True), SideParts()])
    window.refresh()
    assert window.status.text() == "Spielende: Anna & Cleo haben gewonnen."
    two = pad(qtbot, tmp_path / "two", variant="classic", players=2)
    two.game.target = 100
    two.game.add_hand([SideParts(melded=300, canastas={"natural": 1}, went_out=True), SideParts()])
    two.refresh()
    assert two.status.text() == "Spielende: Anna hat gewonnen."


def test_the_empty_pad_names_every_button(qtbot, tmp_path):
    window = ScorePadWindow(GameStore(tmp_path / "none"))
    qtbot.addWidget(window)
    window.show()
    from PySide6.QtWidgets import QPushButton

    assert all(button.text() for button in window.findChildren(QPushButton) if button.isVisible())


# -- what a card player reported: the empty pad, headings, a finished game, Tab, refusals, exports ----------


def test_the_empty_pad_says_what_to_do_and_shows_no_empty_tables(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog, QPushButton

    from tutor.gui.scorepad.new_game import NewScoredGameDialog

    window = ScorePadWindow(GameStore(tmp_path / "none"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for empty in (window.history, window.breakdown_table, window.game_box, window.totals_frame, window.add_button):
        assert not empty.isVisible()
    assert window.welcome_text.isVisible() and "rule system" in window.welcome_text.text()
    assert window.start_button.isVisible() and window.start_button.text() == "New game…"
    assert window.start_button.font().pointSizeF() > window.font().pointSizeF()  # prominent
    assert all(button.isEnabled() for button in window.findChildren(QPushButton) if button.isVisible())
    monkeypatch.setattr(NewScoredGameDialog, "exec", lambda dialog: QDialog.Accepted)
    qtbot.mouseClick(window.start_button, Qt.LeftButton)
    assert window.game is not None
    assert window.history.isVisible() and window.entries[0].isVisible() and not window.welcome_text.isVisible()


def _headings_fit(window) -> None:
    """Every line of every column heading fits its column, and its tooltip gives the whole heading."""
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.processEvents()
    for table in (window.history, window.breakdown_table):
        header = table.horizontalHeader()
        metrics = header.fontMetrics()
        for column in range(table.columnCount()):
            item = table.horizontalHeaderItem(column)
            lines = item.data(Qt.DisplayRole).split("\n")
            assert all(metrics.horizontalAdvance(line) <= header.sectionSize(column) - 8 for line in lines), lines
            assert header.height() >= len(lines) * metrics.lineSpacing()
            assert window.side_name(column // 2 if table is window.history else column) in item.toolTip()


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_column_headings_fit_in_german_and_french_at_full_and_least_size(qtbot, tmp_path, lang):
    i18n.set_language(lang)
    window = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(window)
    window.start_game(Game.new("samba", 4))  # no names: "Spieler 1 & Spieler 3"
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    _headings_fit(window)
    side = window.side_name(0)
    history = window.history.horizontalHeaderItem(0)
    assert history.data(Qt.DisplayRole).split("\n")[0] == side  # whole at 1280 × 800
    assert history.toolTip() == i18n._("{side}: hand").format(side=side)
    window.resize(window.minimumSizeHint())
    _headings_fit(window)
    # cut to the column, the sides' default names still tell the sides apart ("Spieler 1 & …" did not)
    shown = {window.history.horizontalHeaderItem(column).data(Qt.DisplayRole).split("\n")[0] for column in (0, 2)}
    assert len(shown) == 2, shown


def test_the_entry_form_closes_once_a_side_has_won(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    window.game.target = 1000
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    assert window.game.is_over()
    assert not window.add_button.isEnabled()
    assert not any(
        field.isEnabled()
        for entry in window.entries
        for field in (entry.melded, entry.in_hand, entry.went_out, entry.concealed, *entry.canastas.values())
    )
    assert window.over_hint.isVisible()
    window.entries[0].melded.setValue(90)  # even a value set, and Enter pressed, adds nothing
    qtbot.keyClick(window.history, Qt.Key_Return)
    window.commit_hand()
    assert len(window.game.hands) == 1
    window.edit_hand(0)  # a past hand can still be corrected
    assert window.add_button.isEnabled() and window.entries[0].melded.isEnabled()
    window.entries[1].melded.setValue(160)
    window.commit_hand()
    assert window.game.scores(0)[1].melded == 160 and len(window.game.hands) == 1
    assert not window.add_button.isEnabled()


def _tab_through(qtbot, window, start, count) -> list:
    from PySide6.QtWidgets import QApplication

    start.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is start)
    reached = [start]
    for _ in range(count):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        reached.append(QApplication.focusWidget())
    return reached


def _reading_order(entry) -> list:
    return [
        entry.cards_button,  # above the form, beside the side's name
        entry.melded,
        *entry.canastas.values(),
        entry.red_threes,
        *([entry.black_threes] if entry.black_threes is not None else []),
        entry.in_hand,
        entry.went_out,
        entry.concealed,
        *([entry.special] if entry.special is not None else []),
    ]


@pytest.mark.parametrize("variant", ["samba", "modern-american"])
def test_tab_goes_through_every_field_of_side_1_then_side_2(qtbot, tmp_path, variant):
    window = pad(qtbot, tmp_path, variant=variant)
    qtbot.waitUntil(window.isActiveWindow)
    expected = _reading_order(window.entries[0]) + _reading_order(window.entries[1]) + [window.add_button]
    assert _tab_through(qtbot, window, window.entries[0].cards_button, len(expected) - 1) == expected
    window.entries[0].went_out.setChecked(True)  # a ticked box changes nothing in the order
    assert _tab_through(qtbot, window, window.entries[0].cards_button, len(expected) - 1) == expected
    window.entries[1].went_out.setChecked(True)
    assert not window.entries[0].went_out.isChecked()  # still only one side goes out


def test_concealed_and_a_special_hand_go_with_going_out(qtbot, tmp_path):
    window = pad(qtbot, tmp_path, variant="modern-american")
    ours, theirs = window.entries
    ours.concealed.setChecked(True)
    assert ours.went_out.isChecked()
    theirs.special.setCurrentIndex(1)
    assert theirs.went_out.isChecked() and not ours.went_out.isChecked() and not ours.concealed.isChecked()
    theirs.went_out.setChecked(False)
    assert theirs.special.currentData() is None


def test_every_special_hand_of_the_table_is_offered_by_its_name(qtbot, tmp_path):
    """The CLA's whole list (a table's house rule) offers all eleven hands, named as the referee names them."""
    window = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(window)
    window.start_game(
        Game.new("modern-american", 4, names=["Anna", "Ben", "Cleo", "Dirk"], options={"special_hands": "cla-all"})
    )
    special = window.entries[0].special
    names = [special.itemText(i) for i in range(1, special.count())]
    assert len(names) == 11 and {"Straight", "Pairs", "Wild Pairs", "Dream Hand Plus 5"} <= set(names)
    i18n.set_language("fr")
    assert special.itemText(2) == "Paires" and special.itemText(1) == "Suite"


def test_a_refusal_names_the_side_and_the_field_as_the_form_does(qtbot, tmp_path):
    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [0, 1], went_out=1)  # Samba: going out takes two canastas
    assert not window.game.hands
    assert window.error.text() == "Ben & Dirk, Went out: too few canastas to go out: 1 of the 2 needed"
    assert window.focusWidget() is window.entries[1].went_out  # the cursor goes to the field
    assert window.field_words("hands[3][1].canastas") == "Hand 4, Ben & Dirk, Canastas"
    assert window.field_words("red_threes") == "Red threes laid out"
    window.game.team_names = ["", "Die anderen"]
    i18n.set_language("de")
    assert window.field_words("sides[1].melded") == "Die anderen, Gemeldete Karten (Punkte)"
    assert window.field_words("sides[0].in_hand") == "Anna & Cleo, Karten auf der Hand (Punkte)"


def test_exports_suggest_a_file_name(qtbot, tmp_path, monkeypatch):
    from datetime import date
    from pathlib import Path

    from PySide6.QtWidgets import QFileDialog

    window = pad(qtbot, tmp_path)
    offered = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda parent, caption, where, kinds: (offered.append(where), ("", ""))[1]
    )
    window.ask_export_csv()
    window.ask_export_pdf()
    today = date.today().isoformat()
    assert [Path(where).name for where in offered] == [f"canasta-scores-{today}.csv", f"canasta-scores-{today}.pdf"]
    window.game.title = "Club night: 3/4"
    window.ask_export_csv()
    assert Path(offered[-1]).name == "Club night- 3-4.csv"


def test_each_export_writes_the_file_chosen_and_says_where_it_went(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    chosen = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, caption, where, kinds: (chosen.pop(), ""))
    for button, name, start in ((window.csv_button, "club.csv", b"Hand,"), (window.pdf_button, "club.pdf", b"%PDF")):
        chosen.append("")  # cancelled: nothing written, nothing said
        button.click()
        assert not (tmp_path / name).exists() and window.statusBar().currentMessage() == ""
        chosen.append(str(tmp_path / name))
        button.click()
        assert (tmp_path / name).read_bytes().startswith(start)
        assert window.statusBar().currentMessage() == f"Saved to {tmp_path / name}"
        window.statusBar().clearMessage()


def test_a_closed_pad_no_longer_follows_the_language_or_the_colours(qtbot, tmp_path, monkeypatch):
    from tutor.gui import theme

    followed = []
    translate = ScorePadWindow.translate_ui
    monkeypatch.setattr(ScorePadWindow, "translate_ui", lambda self, *args: (followed.append(self), translate(self))[1])
    window = pad(qtbot, tmp_path)
    try:
        i18n.set_language("de")
        theme.apply("dark")
        assert followed.count(window) >= 3  # built, then each change
        assert window.windowTitle() == "Punkteblock" and theme.DARK["error"] in window.error.styleSheet()
        window.close()
        followed.clear()
        i18n.set_language("fr")
        theme.apply("light")
        assert followed == []  # the closed window is not redrawn, nor kept alive by the signals
        assert window.windowTitle() == "Punkteblock" and theme.DARK["error"] in window.error.styleSheet()
    finally:
        theme.apply("system")


def test_the_score_sheet_gives_the_date_rules_target_and_each_hands_parts(qtbot, tmp_path):
    from datetime import date

    from babel.dates import format_date

    from tutor.i18n import format_number

    window = pad(qtbot, tmp_path)
    type_hand(qtbot, window, [400, 150], [2, 0], went_out=0)
    window.entries[1].in_hand.setValue(45)
    type_hand(qtbot, window, [100, 90], [0, 0])
    html = window.sheet_html()
    assert format_date(date.today(), "long", locale="en") in html  # the day it was played (saved)
    for label in ("Date", "Rule system", "Target", "Melded", "Bonuses", "In hand"):
        assert f">{label}<" in html
    assert ">Samba<" in html and f">{format_number(window.game.target)}<" in html
    for scores in window.game.scored():
        row = "".join(
            f"<td align='right'>{format_number(figure)}</td>"
            for s in scores[:1]
            for figure in (s.melded, s.bonuses, s.in_hand, s.total)
        )
        assert row in html
    assert ">-45<" in html  # their cards left in hand, in hand 2
    window.export_pdf(tmp_path / "game.pdf")
    assert (tmp_path / "game.pdf").read_bytes().startswith(b"%PDF")


def test_a_perfect_cut_is_entered_where_the_table_gives_a_bonus_for_it(qtbot, tmp_path):
    """The field shows only under rules that give the bonus; its points go to the cutter's side."""
    assert pad(qtbot, tmp_path, "modern-american").entries[0].perfect_cuts is None
    window = pad(qtbot, tmp_path, "modern-american", options={"perfect_cut_bonus": 100}, folder="bonus")
    entry = window.entries[1]
    assert entry.perfect_cuts is not None and entry.perfect_cuts in entry.fields()
    entry.perfect_cuts.setValue(1)
    entry.melded.setValue(50)
    window.commit_hand()
    assert window.game.scores(0)[1].total == -50 + 100  # no canasta: the melded cards count against
    assert ("perfect-cut", 1, 100) in window.game.scores(0)[1].items
    window.edit_hand(0)
    assert window.entries[1].perfect_cuts.value() == 1


def test_mismelds_are_entered_where_the_table_charges_for_them(qtbot, tmp_path):
    """A table's own penalty for a mismeld (a house rule): the field shows only where it is charged, the points
    go against the side, and the hand is kept and read again with them."""
    assert pad(qtbot, tmp_path, "modern-american").entries[0].mismelds is None
    window = pad(qtbot, tmp_path, "modern-american", options={"mismeld_penalty": 100}, folder="mismelds")
    entry = window.entries[0]
    assert entry.mismelds is not None and entry.mismelds in entry.fields()
    entry.mismelds.setValue(2)
    entry.melded.setValue(50)
    window.commit_hand()
    assert window.game.scores(0)[0].total == -50 - 200
    assert ("mismeld", 2, -200) in window.game.scores(0)[0].items
    window.edit_hand(0)
    assert window.entries[0].mismelds.value() == 2
    [kept] = [game for game in window.store.games() if game.id == window.game.id]
    assert kept.scores(0)[0].total == -250  # read back from its file


@pytest.mark.parametrize(
    "lang, header, name",
    [
        ("en", ["Hand", "Side", "Melded", "Bonuses", "In hand", "Hand score", "Total"], "canasta-scores"),
        ("de", ["Runde", "Partei", "Gemeldet", "Prämien", "In der Hand", "Punkte der Runde", "Gesamt"], "canasta-punkte"),
        ("fr", ["Donne", "Équipe", "Cartes posées", "Primes", "En main", "Points de la donne", "Total"], "canasta-points"),
    ],
)
def test_the_csv_export_speaks_the_readers_language(qtbot, tmp_path, monkeypatch, lang, header, name):
    import csv
    from datetime import date
    from pathlib import Path

    from PySide6.QtWidgets import QFileDialog

    from tutor import i18n
    from tutor.rules.scoring import SideParts
    from tutor.scorepad.game import CSV_COLUMNS

    i18n.set_language(lang)
    window = pad(qtbot, tmp_path, "classic", 2)
    window.game.add_hand([SideParts(melded=50, in_hand=30), SideParts(melded=120, canastas={"natural": 1}, went_out=True)])
    offered = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda parent, caption, where, kinds: (offered.append(where), ("", ""))[1]
    )
    window.ask_export_csv()
    assert Path(offered[0]).name == f"{name}-{date.today().isoformat()}.csv"
    window.export_csv(tmp_path / "game.csv")
    with (tmp_path / "game.csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == header and len(rows) == 3
    # for programs the columns keep their stable names, whatever the language
    assert next(csv.reader(window.game.to_csv(str).splitlines())) == list(CSV_COLUMNS)
