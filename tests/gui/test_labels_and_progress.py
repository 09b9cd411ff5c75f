"""Plural card counts, quiz answer labels, resetting the course progress, and live re-translation."""

import gettext
import re

from PySide6.QtWidgets import QMessageBox

from tutor import i18n
from tutor.rules.cards import Card
from tutor.rules.notation import read_position
from tutor.rules.violations import Code


class Shouting(gettext.NullTranslations):
    """A stand-in catalog: every message upper-cased outside its {placeholders}, plurals included."""

    @staticmethod
    def _upper(message):
        return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", lambda m: m.group(0).upper(), message)

    def gettext(self, message):
        return self._upper(message)

    def ngettext(self, singular, plural, n):
        return self._upper(singular if n == 1 else plural)


def _switch_to_shouting(window, monkeypatch):
    monkeypatch.setattr(i18n, "_translations", i18n._translations)
    monkeypatch.setitem(i18n._cache, "fr", Shouting())
    window.language_actions["fr"].trigger()


def test_card_counts_are_plural_aware(window, position_data):
    from tutor.words.captions import pile_caption, stock_caption

    position_data["hands"] = [["KS"], 1, 5, 11]
    window.dispute.show_loaded(read_position(position_data))
    table = window.table
    labels = [label.text() for label, row in table.other_rows if label.isVisibleTo(table)]
    # a dispute position: nobody is "you", the seat to move is at the bottom, the others follow in turn
    assert labels == ["Player 2: 1 card face down", "Player 3: 5 cards face down", "Player 4: 11 cards face down"]
    assert table.hand_label.text() == "▶ Hand of Player 1: 1 card"  # the seat to move, at the bottom
    assert not any(ch.isdigit() and f"seat {ch}" in label.lower() for label in labels for ch in "0123")
    assert stock_caption(1) == "Stock: 1 card" and stock_caption(45) == "Stock: 45 cards"
    assert pile_caption(1) == "Pile: 1 card"
    assert pile_caption(3, frozen=True) == "Frozen pile: 3 cards"  # not "3 cards frozen", as if the cards were
    editor = window.dispute.open_editor()
    assert editor.place_name(("hand", 1)) == "Player 2: 1 card"
    assert editor.place_name(("hand", 0)) == "Player 1 (to move): 1 card"
    editor.reject()


def test_moving_side_label_is_one_sentence(window, position_data):
    window.dispute.show_loaded(read_position(position_data))
    moving, other = (label.text() for label in window.table.side_labels[:2])
    assert moving.startswith("▶ Side 1: Player 1 & Player 3 · ") and moving.endswith(" — moving side")
    assert "moving side" not in other


def test_every_violation_code_has_a_quiz_label():
    from tutor.gui.lessons.session import CHOICE_LABELS, choice_text

    assert {code.value for code in Code} <= set(CHOICE_LABELS)
    # no ✓ or ✗ on a choice: a learner would read them as the answer
    assert choice_text("legal") == "Legal"
    assert choice_text("pile-frozen") == "Pile frozen"
    assert choice_text("some-future-code") == "some-future-code"


def test_reset_progress_asks_and_clears_the_marks(window, monkeypatch):
    if window.course is None or not window.course.lessons:
        import pytest

        pytest.skip("no course yet")
    lesson = next(l for l in window.course.lessons if l.exercises)
    for exercise in lesson.exercises:
        window.progress.record(exercise.id, 1.0)
    window.lessons.fill_tree()

    def mark():
        items = [
            window.lessons.tree.topLevelItem(c).child(l)
            for c in range(window.lessons.tree.topLevelItemCount())
            for l in range(window.lessons.tree.topLevelItem(c).childCount())
        ]
        item = next(i for i in items if i.data(0, 0x0100) == lesson.id)  # Qt.UserRole
        return item.text(0)[0]

    assert mark() == "✓"
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.No)
    window.act_reset_progress.trigger()
    assert asked and mark() == "✓" and window.progress.results  # "No" keeps everything
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    window.act_reset_progress.trigger()
    assert mark() == "○"
    assert window.progress.results == {}
    from tutor.lessons.progress import Progress

    assert Progress(window.progress.path).results == {}  # the reset is saved


def test_language_switch_retranslates_the_new_widgets(window, monkeypatch, position_data):
    from tutor.gui.lessons.session import choice_text

    position_data["hands"] = [["KS"], 1, 5, 11]
    window.dispute.show_loaded(read_position(position_data))
    editor = window.dispute.open_editor()
    editor.choose(("hand", 1))
    editor.pick(Card.parse("KS"))
    assert not editor.pick(Card.parse("KS"))  # a refusal message is on show
    english_message = editor.message_label.text()
    _switch_to_shouting(window, monkeypatch)
    assert window.act_edit_position.text() == "&EDIT POSITION…"
    assert window.act_reset_progress.text() == "RESET LESSON PRO&GRESS…"
    assert editor.windowTitle() == "EDIT POSITION"
    assert editor.apply_button.text() == "&APPLY TO THE TABLE"
    assert editor.variant_label.text() == "&RULE SYSTEM:"
    assert editor.places.topLevelItem(2).text(0) == "PLAYER 3: 5 CARDS"
    assert editor.message_label.text() == english_message.upper()  # the refusal, said again
    table = window.table
    assert table.hand_label.text() == "▶ HAND OF PLAYER 1: 1 CARD"
    assert table.other_rows[0][0].text() == "PLAYER 2: 1 CARD FACE DOWN"
    assert table.side_labels[0].text().endswith(" — MOVING SIDE")
    assert choice_text("pile-frozen") == "PILE FROZEN"
    editor.reject()


def test_editor_refusal_is_worded_again_after_a_language_switch(window, monkeypatch, position_data):
    window.dispute.show_loaded(read_position(position_data))
    editor = window.dispute.open_editor()
    editor.choose(("side", 0))
    editor.new_meld()
    editor.pick(Card.parse("QS"))
    assert not editor.apply()
    _switch_to_shouting(window, monkeypatch)
    # the field stays as the format names it; the words around it are the new language's
    assert editor.message_label.text() == (
        "THIS POSITION IS IMPOSSIBLE (MELD 1: 1 CARD): melds[0][0]: A MELD ON THE TABLE HAS AT LEAST THREE CARDS"
    )
    editor.reject()


def test_an_open_lesson_gets_the_height_the_referee_can_spare(window, qtbot):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_lesson("frozen-pile")
    qtbot.waitUntil(lambda: window.panel.isHidden())  # the referee has nothing to say before a move is tried
    qtbot.waitUntil(lambda: window.lessons.text_box.height() > 600)  # the step and its exercise take the column
    assert window.table.height() > 600  # the table keeps the full height of the window


def test_a_player_alone_is_to_play_not_a_moving_side(window, position_data):
    two = {**position_data, "players": 2, "hands": [["KS", "KH", "5C"], 11], "melds": [[], []]}
    two.pop("scores", None)
    window.dispute.show_loaded(read_position(two))
    moving = window.table.side_labels[0].text()
    assert moving.startswith("▶ Player 1 · ") and moving.endswith(" — to play"), moving


def test_every_menu_gives_each_entry_a_key_of_its_own_in_every_language(window):
    # a letter two entries share only moves between them; the lists of systems and languages have no keys
    def key(text: str) -> str | None:
        found = re.search(r"&([^&])", text)
        return found.group(1).lower() if found else None

    menus = [window.menu_file, window.menu_edit, window.menu_game, window.menu_view, window.menu_help]
    for lang in i18n.LANGUAGES:
        window.switch_language(lang)
        for menu in menus:
            keys = [key(action.text()) for action in menu.actions() if not action.isSeparator()]
            assert None not in keys and len(set(keys)) == len(keys), (lang, menu.title(), keys)
        titles = [key(menu.title()) for menu in [*menus, window.menu_language]]
        assert None not in titles and len(set(titles)) == len(titles), (lang, titles)
    window.switch_language("en")
