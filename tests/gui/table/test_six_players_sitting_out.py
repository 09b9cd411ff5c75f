"""Six players with one pair sitting out each hand, through the window: chosen in the rules panel, dealt in a
practice game, set up in the position editor, and shown at the table as a seat sitting out, not an empty hand."""

from __future__ import annotations

import json

from tests.support.positions import SIX_PAIR_SITTING_OUT
from tutor.play import profiles

MAC = "modern-american"


def _choose_in_the_rules_panel(window) -> None:
    dialog = window.open_rules_dialog()
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(MAC))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(4))
    assert "six_players_pair_sits_out" not in dialog.combos  # only six players sit a pair out
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(6))
    combo = dialog.combos["six_players_pair_sits_out"]
    combo.setCurrentIndex(combo.findData(True))
    assert dialog.options == {"six_players_pair_sits_out": True}
    assert dialog.standings["six_players_pair_sits_out"].text() == "A house variation, listed by players' groups"
    assert dialog.save_as("Six at the club")
    dialog.use_at_table()
    assert profiles.load_book().active().options == {"six_players_pair_sits_out": True}
    dialog.reject()


def test_a_practice_game_of_six_sits_a_pair_out_and_the_table_says_so(window, qtbot):
    _choose_in_the_rules_panel(window)
    window.practice_session.delay_ms = 0
    window.practice_session.new_game(MAC, 6, seed=3)
    pos = window.table.position
    assert pos.sitting_out == {2, 5}
    captions = [label.text() for label, _row in window.table.other_rows]
    sitting = [c for c in captions if "sits out this hand" in c]
    assert len(sitting) == 2 and all("card" not in c for c in sitting)  # a seat sitting out, not "0 cards"
    side_labels = [label.text() for label in window.table.side_labels if label.isVisibleTo(window.table)]
    assert sum("sits out this hand" in text for text in side_labels) == 1


def test_the_editor_sets_the_pair_sitting_out_and_the_table_shows_it(window, qtbot):
    _choose_in_the_rules_panel(window)
    window.set_perspective(None, 6)
    editor = window.dispute.open_editor()
    editor.players_combo.setCurrentIndex(editor.players_combo.findData(6))
    assert editor.sitting_out_combo.isVisibleTo(editor)
    editor.sitting_out_combo.setCurrentIndex(editor.sitting_out_combo.findData(1))  # the pair of seats 2 and 5
    assert editor.draft.sitting_out == {1, 4}
    names = [editor.places.topLevelItem(i).text(0) for i in range(6)]
    assert names[1] == "Player 2: sits out this hand" and names[4] == "Player 5: sits out this hand"
    editor.choose(("hand", 1))
    from tutor.rules.cards import Card

    assert not editor.pick(Card.parse("KS"))  # a seat sitting out holds no cards
    editor.draft.hands[0] = [Card.parse(c) for c in ("KS", "KH", "5C")]
    assert editor.apply(), editor.message and editor.message()
    pos = window.table.position
    assert pos.sitting_out == {1, 4}
    captions = [label.text() for label, _row in window.table.other_rows]
    assert sum("sits out this hand" in c for c in captions) == 2


def test_a_position_file_with_a_pair_sitting_out_opens_at_the_table(window, tmp_path):
    data = {**SIX_PAIR_SITTING_OUT, "phase": "draw"}
    path = tmp_path / "six.canasta.json"
    path.write_text(json.dumps(data))
    assert window.dispute.open_file(path)
    assert window.table.position.sitting_out == {2, 5}
    captions = [label.text() for label, _row in window.table.other_rows]
    assert [c for c in captions if "sits out" in c] == ["Player 3: sits out this hand", "Player 6: sits out this hand"]


def test_the_learner_hears_when_their_pair_sits_a_hand_out(window, qtbot):
    _choose_in_the_rules_panel(window)
    session = window.practice_session
    session.delay_ms = 0
    session.new_game(MAC, 6, seed=5)
    session.game.hand_number = 1  # the next hand is the second: the learner's pair sits it out
    session.delay_ms = 60_000  # the bots' moves are shown one by one: the hand has just been dealt
    session.deal_hand()
    assert session.game.hand_number == 2
    assert "you and your partner sit this hand out" in window.statusBar().currentMessage()
    assert window.table.hand_label.text().startswith("You sit out this hand")
    assert window.table.position.turn not in (0, 3)
    session.stop_replay()
