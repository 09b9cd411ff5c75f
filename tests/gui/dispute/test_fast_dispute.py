"""A dispute set up in a few actions from the welcome page: typed cards, an empty table, a pasted position.

The frozen-pile dispute of docs/disputes.md is counted action by action here: a key, a line typed with
Enter, or a click each count as one.
"""

import json

from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox

from tutor.play.position_draft import DISCARD, PositionDraft
from tutor.rules.cards import Card
from tutor.words.cards import read_typed_cards


class Actions:
    """Counts what a person does."""

    def __init__(self, qtbot):
        self.qtbot, self.count = qtbot, 0

    def type_line(self, widget, text):
        widget.insert(text)  # typed (QTest types Latin-1 only: no suit symbols)
        self.qtbot.keyClick(widget, Qt.Key_Return)
        self.count += 1

    def key(self, widget, key):
        self.qtbot.keyClick(widget, key)
        self.count += 1

    def click(self, do):
        do()
        self.count += 1


def _item(editor, target):
    tree = editor.places
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    return next(item for item in items if item.data(0, Qt.UserRole) == target)


def test_the_frozen_pile_dispute_takes_eight_actions_from_the_welcome_page(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    me = Actions(qtbot)
    me.click(window.act_edit_position.trigger)  # Ctrl+E
    editor = window.dispute.editor
    assert editor.typed.hasFocus() or editor.focusWidget() is editor.typed
    me.type_line(editor.typed, "K♠ ★ 9♣ 9♦ 7♣ 7♥ 7♠ 5♦ Q♦ 4♣ K♥")
    assert len(editor.draft.hands[0]) == 11
    me.click(lambda: editor.places.setCurrentItem(_item(editor, DISCARD)))
    me.type_line(editor.typed, "5C 2C 8H KD")
    assert [c.text for c in editor.draft.discard] == ["5C", "2C", "8H", "KD"]
    me.key(editor.typed, Qt.Key_Return)  # an empty line: Enter applies
    assert not editor.isVisible(), editor.message_label.text()
    table = window.table
    assert table.position is not None and table.position.stock_size == 108 - 4 * 11 - 4
    for text in ("KS", "JK"):
        index = next(i for i, c in enumerate(table.hand.cards) if c is Card.parse(text))
        me.click(lambda i=index: table.hand.toggle(i))
    me.click(table.buttons["take"].click)  # T
    panel = window.panel
    assert panel.verdict.codes[0] == "pile-frozen"
    assert me.count <= 8, me.count
    panel.rule_toggle.click()  # the rule card is there for the refusal
    assert "Sources:" in panel.body.toPlainText()


def test_typed_cards_take_every_languages_letters_and_refuse_a_word_that_is_no_card(window, qtbot):
    from tutor import i18n

    assert [c.text for c in read_typed_cards("R♠ D♥ V♦ B♣ 10s td")] == ["KS", "QH", "JD", "JC", "10S", "10D"]
    editor = window.dispute.open_editor()
    i18n.set_language("de")
    try:
        editor.typed.insert("K♠ Q♥ zz")
        qtbot.keyClick(editor.typed, Qt.Key_Return)
        assert editor.draft.hands[0] == []  # all or none
        assert "„zz“" in editor.message_label.text() or "zz" in editor.message_label.text()
        assert editor.typed.text() == "K♠ Q♥ zz" and editor.isVisible()  # the line is kept to be corrected
    finally:
        i18n.set_language("en")


def test_typing_more_copies_than_the_packs_hold_places_none(window, qtbot):
    editor = window.dispute.open_editor()
    qtbot.keyClicks(editor.typed, "JK JK JK JK JK")  # two packs hold four jokers
    qtbot.keyClick(editor.typed, Qt.Key_Return)
    assert editor.draft.hands[0] == [] and "No copy of the Joker is left" in editor.message_label.text()


def test_the_table_is_emptied_and_the_stock_holds_the_rest(window, qtbot, monkeypatch):
    editor = window.dispute.open_editor()
    qtbot.keyClicks(editor.typed, "KS KH")
    qtbot.keyClick(editor.typed, Qt.Key_Return)
    assert "104 of 108" not in editor.total_label.text()
    assert editor.total_label.text() == "108 of 108 cards placed or counted"  # the stock takes what is left
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    editor.clear_button.click()
    assert editor.draft.hands[0]  # asked, and kept
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    editor.clear_button.click()
    assert editor.draft.hands[0] == [] and editor.draft.unknown == [0, 11, 11, 11]


def test_switching_rule_systems_deals_the_hidden_hands_again_and_counts_the_new_packs(window, qtbot):
    editor = window.dispute.open_editor()
    samba = editor.variant_combo.findData("samba")
    editor.variant_combo.setCurrentIndex(samba)
    assert editor.draft.unknown == [0, 15, 15, 15]
    assert editor.total_label.text() == "162 of 162 cards placed or counted"
    editor.variant_combo.setCurrentIndex(editor.variant_combo.findData("classic"))
    assert editor.draft.unknown == [0, 11, 11, 11]
    assert editor.total_label.text() == "108 of 108 cards placed or counted"


def test_the_empty_draft_reads_back_as_a_position():
    draft = PositionDraft.empty("modern-american", 4)
    draft.hands[0] = read_typed_cards("KS KH KD 7S 7H 7D 9C 9D 9H 5S 4C")
    loaded = draft.validate()
    dealt = 3 * draft.ruleset.hand_size  # the three other hands, face down
    assert loaded.position.stock_size == draft.stock_size() == draft.ruleset.deck_size - 11 - dealt


def _clipboard(window, text=None, url=None):
    mime = QMimeData()
    if text is not None:
        mime.setText(text)
    if url is not None:
        mime.setUrls([QUrl.fromLocalFile(str(url))])
    QApplication.clipboard().setMimeData(mime)


def test_a_position_pasted_as_text_or_file_opens_and_rubbish_is_refused(window, qtbot, tmp_path, position_data):
    errors = []
    window.show_error = errors.append
    _clipboard(window, text=json.dumps(position_data))
    assert window.paste_position()
    assert window.table.position.stock_size == position_data["stock"]
    path = tmp_path / "dispute.canasta.json"
    position_data["stock"] = 30
    path.write_text(json.dumps(position_data))
    _clipboard(window, url=path)
    assert window.paste_position() and window.table.position.stock_size == 30
    before = window.table.position
    _clipboard(window, text="hello")
    assert not window.paste_position()
    assert window.table.position is before and errors and "not a position" in errors[-1]
