"""Your table's rules in the app: chosen in the rules panel, kept as a profile, used at every screen."""

import pytest

from tests.support.positions import take_pile_onto_meld
from tutor import i18n
from tutor.play import profiles


def test_a_house_rule_chosen_saved_and_used_at_the_table(window, qtbot, tmp_path):
    dialog = window.open_rules_dialog()
    assert dialog.profile is None and "The system's own rules" in dialog.profile_box.currentText()
    combo = dialog.combos["pile_onto_existing_meld"]
    combo.setCurrentIndex(combo.findData(False))
    assert dialog.options == {"pile_onto_existing_meld": False}
    assert "A house variation, listed by canasta.ch" in dialog.standings["pile_onto_existing_meld"].text()
    assert "Played otherwise than the system" in dialog.effects.text()
    assert dialog.save_as("Sunday at Oma's")
    dialog.use_at_table()
    assert profiles.load_book().active().options == {"pile_onto_existing_meld": False}

    window.practice_session.delay_ms = 0
    window.practice_session.new_game("classic", 4, seed=1)
    pos = window.table.position
    assert pos.ruleset.pile_onto_existing_meld is False
    assert window.table.variant_label.text() == "Classic Canasta · Sunday at Oma's"

    editor = window.dispute.open_editor()
    assert editor.draft.options == {"pile_onto_existing_meld": False}
    editor.reject()


def test_a_change_shows_what_it_changes(window):
    dialog = window.open_rules_dialog()
    combo = dialog.combos["canastas_to_go_out"]
    combo.setCurrentIndex(combo.findData(2))
    assert (
        "Canastas needed to go out: 2 (the system: 1)" in dialog.effects.text() or "(the system: 1)" in dialog.effects.text()
    )


def test_profiles_are_renamed_exported_imported_and_deleted(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    dialog = window.open_rules_dialog()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("samba"))
    combo = dialog.combos["wild_melds"]
    combo.setCurrentIndex(combo.findData(True))
    dialog.save_as("Club")
    dialog.rename("Club night")
    assert profiles.load_book().names() == ["Club night"]
    path = tmp_path / "club.canasta-rules.json"
    assert dialog.export_to(path)
    assert dialog.import_from(path)
    assert profiles.load_book().names() == ["Club night", "Club night (2)"]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.delete()
    assert profiles.load_book().names() == ["Club night"]
    broken = tmp_path / "broken.json"
    broken.write_text("{]")
    assert not dialog.import_from(broken) and "Cannot open broken.json" in dialog.message.text()


def test_the_score_pad_offers_the_profile_of_its_system(qtbot, tmp_path):
    book = profiles.ProfileBook()
    book.add(profiles.Profile("Club", "samba", {"target_score": 15000}))
    book.set_default("Club")
    profiles.save_book(book)
    from tutor.gui.scorepad.new_game import NewScoredGameDialog

    dialog = NewScoredGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.system.currentData() == "samba" and dialog.rules.currentData() == "Club"
    assert dialog.target.value() == 15000
    assert dialog.game().options == {"target_score": 15000}


def test_the_panel_speaks_every_language(window):
    dialog = window.open_rules_dialog()
    for lang, title in (("de", "Die Regeln eures Tisches"), ("fr", "Les règles de votre table")):
        i18n.set_language(lang)
        assert dialog.windowTitle() == title
        assert all("_" not in label.text() for label in dialog.findChildren(type(dialog.effects)))
    i18n.set_language("en")


def test_the_compare_view_rules_under_the_tables_profile_too(window):
    book = profiles.ProfileBook()
    book.add(profiles.Profile("Oma", "classic", {"pile_onto_existing_meld": False}))
    book.set_default("Oma")
    profiles.save_book(book)
    take_pile_onto_meld(window)
    dialog = window.compare_systems()
    rows = {row.system: row for row in dialog.rows}
    assert rows["Classic Canasta"].legal and rows["Classic Canasta · Oma"].legal is False


def test_a_broken_profiles_file_is_set_aside_and_said_so(window):
    path = profiles.book_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "canasta-profiles/1", "profiles": 3}')
    said = []
    window.show_info = said.append
    assert window.profiles.profiles == []
    assert said and "profiles.json" in said[-1] and path.with_name("profiles.json.bad").exists()


def test_the_score_pad_names_the_rules_a_game_is_scored_by(qtbot, tmp_path):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad import Game, GameStore

    book = profiles.ProfileBook()
    book.add(profiles.Profile("Club", "samba", {"target_score": 15000}))
    profiles.save_book(book)
    pad = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(pad)
    pad.start_game(Game.new("samba", 4, names=["A", "B", "C", "D"], options={"target_score": 15000}))
    assert pad.game_box.currentText().startswith("Samba · Club: A")
    pad.start_game(Game.new("samba", 4, names=["A", "B", "C", "D"], options={"target_score": 12000}))
    assert pad.game_box.currentText().startswith("Samba · house rules: A")


def test_the_rule_systems_side_by_side_follow_the_language(window):
    dialog = window.show_systems()
    text = dialog.text.toPlainText()
    assert "Cards dealt" in text and "Samba" in text and "Modern American Canasta" in text
    assert "no limit" in text and "none" not in text  # the strict version's wild cards are not "none"
    i18n.set_language("fr")
    assert "Cartes distribuées" in dialog.text.toPlainText()
    i18n.set_language("en")
    dialog.reject()


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_rules_dialog_fits_a_1024_pixel_screen(window, lang):
    """The profile's buttons wrap onto a second row rather than widen the dialog past a small screen."""
    from tutor import i18n

    i18n.set_language(lang)
    try:
        dialog = window.open_rules_dialog()
        assert dialog.minimumSizeHint().width() <= 1000, lang
        dialog.reject()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "words", "option"),
    [
        ("en", "red three from the pile replaced", "pile_red_three_replaced"),
        ("de", "roter Dreier vom Abwurfstapel ersetzt", "pile_red_three_replaced"),
        ("fr", "égalité", "tie_broken_by_going_out"),
        ("en", "when may I ask my partner", "go_out_ask_moment"),
    ],
)
def test_a_rule_is_found_by_what_it_does_in_the_tables_own_words(window, lang, words, option):
    """The search looks through every rule's title, what it decides and its choices, in the reader's language,
    and shows the rules all sources agree on too."""
    i18n.set_language(lang)
    try:
        dialog = window.open_rules_dialog()
        dialog.find_box.setText(words)
        assert option in dialog.found()
        assert option in dialog.standings  # shown, with where its choice stands
        assert len(dialog.standings) <= 6, sorted(dialog.standings)
        dialog.find_box.setText("xyzzy")
        assert dialog.found() == set() and not dialog.standings
        dialog.find_box.clear()
        assert dialog.found() is None and dialog.standings
        dialog.reject()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("option", "variant", "players"),
    [
        ("go_out_ask_moment", "classic", 4),
        ("wild_freeze_lasts", "classic", 4),
        ("pile_red_three_replaced", "classic", 4),
        ("tie_broken_by_going_out", "classic", 4),
        ("go_out_natural_and_mixed", "classic", 3),
        ("pile_sequence_exempt", "samba", 4),
        ("unfinished_meld_penalty", "samba", 4),
        ("initial_in_one_meld", "strict", 2),
        ("black_threes_melded", "strict", 2),
        ("zip_code_wild", "modern-american", 4),
        ("talon_opener_melds_down", "modern-american", 4),
        ("untaken_talon_counts", "modern-american", 4),
        ("hand_size", "modern-american", 2),
        ("canastas_to_go_out", "modern-american", 3),
        ("mismeld_penalty", "modern-american", 4),
    ],
)
def test_every_reading_tables_play_is_chosen_in_the_rules_panel(window, option, variant, players):
    """Each new reading is a choice at the table that meets it, without ticking "show all"."""
    dialog = window.open_rules_dialog()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(variant))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(players))
    combo = dialog.combos[option]
    assert combo.count() >= 2
    combo.setCurrentIndex(1)
    assert option in dialog.options
    dialog.reject()


def _shown(dialog) -> set[str]:
    return set(dialog.standings)


def test_the_table_sets_its_own_special_hand_values_in_the_panel(window, qtbot):
    """A figure per special hand of the list in force, shown without ticking "show all"; a figure set back to the
    list's value is the list's again; the standing says that no written rule gives a table's own figures."""
    from PySide6.QtWidgets import QSpinBox

    dialog = window.open_rules_dialog()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("modern-american"))
    assert "special_hand_values" in _shown(dialog)

    def spins():
        return {spin.accessibleName(): spin for spin in dialog.findChildren(QSpinBox) if spin.isVisibleTo(dialog)}

    garbage = spins()["The table's own special-hand values: Garbage"]
    assert garbage.value() == 3000 and len(spins()) == 5  # the CLA list: Straight, Pairs, Garbage, Triples, Quads
    garbage.setValue(2500)
    assert dialog.options == {"special_hand_values": {"garbage": 2500}}
    assert dialog.standings["special_hand_values"].text() == "No written rule: a house variation tables play"
    assert dialog.ruleset().special_hand_value("garbage") == 2500
    assert dialog.save_as("Club")
    assert profiles.load_book().get("Club").options == {"special_hand_values": {"garbage": 2500}}
    garbage = spins()["The table's own special-hand values: Garbage"]  # the panel is shown again after saving
    assert garbage.value() == 2500
    garbage.setValue(3000)
    assert dialog.options == {}
    dialog.reject()


def test_rules_that_cannot_apply_are_not_shown(window, qtbot):
    """Nobody asks a partner where everyone plays alone (the strict version, two players); no special-hand rule
    where no special hand is played; a reading that brings a rule in shows it."""
    dialog = window.open_rules_dialog()
    dialog.show_all.setChecked(True)
    assert {"go_out_ask_moment", "partner_answer_binds"} <= _shown(dialog)  # Classic, four players
    assert not {"special_hand_values", "special_hand_courtesy", "zip_code_wild"} & _shown(dialog)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("strict"))
    assert not {"go_out_ask_moment", "go_out_asks", "partner_answer_binds"} & _shown(dialog)
    dialog.find_box.setText("partner")
    assert "go_out_ask_moment" not in _shown(dialog)
    dialog.find_box.setText("")
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("classic"))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(2))
    assert "go_out_ask_moment" not in _shown(dialog)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("modern-american"))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(4))
    assert {"special_hand_values", "zip_code_wild", "talon_opener_melds_down"} <= _shown(dialog)
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(2))
    combo = dialog.combos["special_hands"]
    combo.setCurrentIndex(combo.findData("none"))  # a table without special hands (a reading at two players)
    qtbot.waitUntil(lambda: "special_hand_values" not in _shown(dialog))
    assert "special_hand_courtesy" not in _shown(dialog)
    dialog.reject()


def _count_only_readings() -> list[tuple[str, str, int, int]]:
    """Every reading a count offers that another count of the same system does not: (variant, option, the count
    that offers it, the count that does not)."""
    from tutor.rules.choices import GROUPS, choices
    from tutor.rules.presets import PRESETS

    found = []
    for variant, preset in PRESETS.items():
        for _group, names in GROUPS:
            for option in names:
                for here in preset.players:
                    for there in preset.players:
                        values_there = [c.value for c in choices(variant, there, option)]
                        if any(c.value not in values_there for c in choices(variant, here, option)[1:]):
                            found.append((variant, option, here, there))
    return found


def test_a_reading_of_one_count_is_kept_whole_at_another_count_and_back(window, qtbot):
    """A reading only one player count offers (15 cards head to head, no special hands at two) stays the table's
    choice, as chosen, when the count changes and back: never an empty value in the options or the rules."""
    readings = _count_only_readings()
    assert ("modern-american", "special_hands", 2, 4) in readings
    dialog = window.open_rules_dialog()
    dialog.show_all.setChecked(True)
    for variant, option, here, there in readings:
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(variant))
        dialog.options = {}
        dialog.players_box.setCurrentIndex(dialog.players_box.findData(here))
        dialog._fill()
        combo = dialog.combos[option]
        chosen = combo.itemData(combo.count() - 1)
        combo.setCurrentIndex(combo.count() - 1)
        assert dialog.options == {option: chosen}
        for players in (there, here):
            dialog.players_box.setCurrentIndex(dialog.players_box.findData(players))
            qtbot.wait(1)  # the refill a choice schedules
            assert dialog.options == {option: chosen}, (variant, option, players)
            assert dialog.combos[option].currentData() == chosen
            assert getattr(dialog.ruleset(), option) is not None or chosen is None
    dialog.reject()


def test_a_choice_of_a_rule_that_cannot_apply_at_another_count_is_kept(window, qtbot):
    """Asking the partner once per side (Modern American, four players): at three players, where everyone plays
    alone, the rule is not shown and changes nothing, and back at four the choice is still the table's."""
    dialog = window.open_rules_dialog()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("modern-american"))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(4))
    combo = dialog.combos["go_out_asks"]
    combo.setCurrentIndex(combo.findData("once-per-side"))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(3))
    qtbot.wait(1)
    assert "go_out_asks" not in dialog.combos and dialog.options == {"go_out_asks": "once-per-side"}
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(4))
    qtbot.wait(1)
    assert dialog.combos["go_out_asks"].currentData() == "once-per-side"
    assert dialog.options == {"go_out_asks": "once-per-side"}
    dialog.reject()
