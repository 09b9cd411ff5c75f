"""Moves of several melds at the table: set aside, look, ask, take back, play, by keyboard, buttons and drag."""

import json

import pytest
from PySide6.QtCore import QPointF, Qt, QUrl
from PySide6.QtGui import QDragMoveEvent, QDropEvent

from tutor.gui.cards.painter import cards_mime
from tutor.rules.cards import Card
from tutor.rules.notation import read_position

#: each rule system's opening that no single meld reaches: the player draws, sets the melds aside one by one,
#: plays them as one move and discards
OPENINGS = {
    "classic": (
        ["KS", "KD", "KC", "QH", "QD", "QC", "5S", "6H", "8C", "9D", "4D"],
        [["KS", "KD", "KC"], ["QH", "QD", "QC"]],
    ),
    "samba": (
        ["10S", "10D", "10C", "JH", "JD", "JC", "5S", "6H", "8C", "9D", "KH", "QS", "4D", "7C", "7D"],
        [["10S", "10D", "10C"], ["JH", "JD", "JC"]],
    ),
    "strict": (["KS", "KD", "KC", "QH", "QD", "QC", "5S", "6H", "8C", "9D", "4D"], [["KS", "KD", "KC"], ["QH", "QD", "QC"]]),
    "modern-american": (
        ["AS", "AD", "AC", "AH", "KS", "KD", "KC", "QH", "QD", "QC", "6H"],
        [["AS", "AD", "AC", "AH"], ["KS", "KD", "KC"], ["QH", "QD", "QC"]],
    ),
}


def _table(window, qtbot, variant, hand, phase=None):
    n = len(hand)
    data = {
        "format": "canasta-position/1",
        "variant": variant,
        "players": 4,
        "hands": [hand, n, n, n],
        "stock": 40,
        "discard": ["5C", "8H", "4S"],
        "melds": [[], []],
    }
    if phase:
        data["phase"] = phase
    window.dispute.show_loaded(read_position(json.dumps(data)))
    window.resize(1280, 800)
    window.show()
    return window.table


def _select(table, texts):
    indexes = []
    for card in (Card.parse(t) for t in texts):
        indexes.append(next(i for i, c in enumerate(table.hand.cards) if c is card and i not in indexes))
    table.hand.set_selected(indexes)


def _press(button, key):
    """A button as its key reaches it (a window shortcut: the real keyboard is checked under Xvfb)."""
    assert button.shortcut().toString() == key and button.isVisible() and button.isEnabled()
    button.click()


def _melds(position, team=0):
    return [[c.text for c in meld.cards] for meld in position.melds[team]]


@pytest.mark.parametrize("variant", sorted(OPENINGS))
def test_a_full_opening_turn_of_several_melds_through_the_window(window, qtbot, variant):
    hand, melds = OPENINGS[variant]
    table = _table(window, qtbot, variant, hand)
    _press(table.buttons["draw"], "D")
    assert table.position.phase == "play"
    drawn = len(table.hand.cards)  # the card drawn from an unknown stock shows face down
    for meld in melds:
        _select(table, meld)
        _press(table.buttons["aside"], "S")
    assert len(table.draft) == len(melds) and table.draft_view.isVisible()
    assert len(table.hand.cards) == drawn - sum(map(len, melds))  # the cards set aside leave the hand row
    assert table.undo_stack.count() == 1  # nothing played yet
    _press(table.draft_view.play_button, "Return")
    assert window.panel.verdict.legal, window.panel.body.toPlainText()
    assert sorted(map(sorted, _melds(table.position))) == sorted(map(sorted, melds))
    assert not table.draft and table.draft_view.isHidden()
    _select(table, [table.hand.cards[0].text])
    _press(table.buttons["discard"], "X")  # the turn is over
    assert window.panel.verdict.legal and table.position.turn == 1


def test_one_meld_at_a_time_is_refused_where_the_move_of_two_is_legal(window, qtbot):
    hand, melds = OPENINGS["samba"]
    table = _table(window, qtbot, "samba", hand, phase="play")
    _select(table, melds[0])
    table.do_meld()
    assert window.panel.verdict.codes == ["initial-meld-too-low"]


def test_asking_the_referee_first_changes_nothing(window, qtbot):
    hand, melds = OPENINGS["samba"]
    table = _table(window, qtbot, "samba", hand, phase="play")
    before = table.position
    _select(table, melds[0])
    table.do_set_aside()
    table.draft_view.ask_button.click()
    assert window.panel.headline.text() == "✗ Would be refused"
    assert "initial-meld-too-low" in window.panel.verdict.codes
    _select(table, melds[1])
    table.do_set_aside()
    table.draft_view.ask_button.click()
    assert window.panel.headline.text() == "✓ Would be legal"
    assert "nothing has changed" in window.panel.body.toPlainText()
    assert table.position is before and table.undo_stack.count() == 0 and len(table.draft) == 2
    assert window.panel.rule_toggle.isVisible()  # a ruling asked about shows its rule too


def test_parts_go_back_one_by_one_with_their_button_and_backspace(window, qtbot):
    hand, melds = OPENINGS["modern-american"]
    table = _table(window, qtbot, "modern-american", hand, phase="play")
    for meld in melds:
        _select(table, meld)
        table.do_set_aside()
    table.draft_view.part_boxes[0].back.click()  # the aces go back
    assert [[c.text for c in p.cards] for p in table.draft.parts] == melds[1:]
    assert sum(c is not None and c.text == "AS" for c in table.hand.cards) == 1
    table.setFocus()
    qtbot.keyClick(table, Qt.Key_Backspace)  # the last part goes back
    assert [[c.text for c in p.cards] for p in table.draft.parts] == melds[1:2]
    table.draft_view.clear_button.click()
    assert not table.draft and table.draft_view.isHidden() and len(table.hand.cards) == len(hand)


def _drop(widget, pos, texts):
    mime = cards_mime([Card.parse(t) for t in texts])
    widget.event(QDragMoveEvent(QPointF(pos).toPoint(), Qt.MoveAction, mime, Qt.LeftButton, Qt.NoModifier))
    drop = QDropEvent(QPointF(pos), Qt.MoveAction, mime, Qt.LeftButton, Qt.NoModifier)
    widget.event(drop)
    return drop.isAccepted()


def test_a_move_is_built_by_dragging_cards(window, qtbot):
    hand, melds = OPENINGS["samba"]
    table = _table(window, qtbot, "samba", hand, phase="play")
    table._hand_drag_started()  # a drag begins: the place to set cards aside shows
    view = table.draft_view
    assert view.isVisible() and not view.play_button.isVisible()
    assert _drop(view, QPointF(10, 10), melds[0][:2])
    table.hand.dragEnded.emit()
    assert [[c.text for c in p.cards] for p in table.draft.parts] == [melds[0][:2]]
    # onto the part: the card joins it; onto the side's melds while a move is built: a new part
    box = view.part_boxes[0]
    assert _drop(view, QPointF(box.geometry().center()), melds[0][2:])
    melds_view = table.meld_views[0]
    assert _drop(melds_view, QPointF(melds_view.rect().center()), melds[1])
    assert [[c.text for c in p.cards] for p in table.draft.parts] == melds
    assert table.undo_stack.count() == 0
    view.play_button.click()
    assert window.panel.verdict.legal and len(table.position.melds[0]) == 2


def test_the_pile_is_taken_with_a_pair_and_more_melds_set_aside(window, qtbot):
    hand = ["KS", "KD", "QH", "QD", "QC", "5S", "6H", "8C", "9D", "4D", "7C"]
    data = {
        "format": "canasta-position/1",
        "variant": "classic",
        "players": 4,
        "hands": [hand, 11, 11, 11],
        "stock": 40,
        "discard": ["5C", "8H", "KH"],
        "melds": [[], []],
    }
    window.dispute.show_loaded(read_position(json.dumps(data)))
    table = window.table
    _select(table, ["KS", "KD"])
    table.do_take_pile()
    assert window.panel.verdict.codes == ["initial-meld-too-low"]  # 30 points with the king from the pile
    assert "take the pile: K♠ K♦ · Q♥ Q♦ Q♣" in window.panel.body.toPlainText()  # offered whole
    for part in (["KS", "KD"], ["QH", "QD", "QC"]):
        _select(table, part)
        table.do_set_aside()
    assert table.draft_view.summary.text() == "Your move: take the pile: K♠ K♦ · Q♥ Q♦ Q♣"
    table.do_take_pile()
    assert window.panel.verdict.legal and sorted(m.size for m in table.position.melds[0]) == [3, 3]


def test_a_refused_mix_of_ranks_offers_the_two_melds_and_one_click_lays_them_out(window, qtbot):
    hand, melds = OPENINGS["samba"]
    table = _table(window, qtbot, "samba", hand, phase="play")
    _select(table, melds[0] + melds[1])
    table.do_meld()
    panel = window.panel
    assert not panel.verdict.legal
    assert "meld: 10♠ 10♦ 10♣ · J♥ J♦ J♣" in panel.body.toPlainText()
    panel.body.anchorClicked.emit(QUrl("play:0"))
    assert [[c.text for c in p.cards] for p in table.draft.parts] == melds
    table.play_draft()
    assert panel.verdict.legal


def test_the_move_built_follows_the_language(window, qtbot):
    from tutor import i18n

    hand, melds = OPENINGS["classic"]
    table = _table(window, qtbot, "classic", hand, phase="play")
    _select(table, melds[0])
    table.do_set_aside()
    window.language_actions["de"].trigger()
    try:
        assert table.draft_view.summary.text().startswith("Dein Zug: melden: K♠")
        assert table.draft_view.part_boxes[0].caption.text() == "Neue Meldung"
        assert table.buttons["aside"].text() == "Bereitlegen"
    finally:
        i18n.set_language("en")
