"""Practice at the table: a hand of every rule system through the window, with a bot choosing the learner's
moves as clicks would; the score sheet after each hand; the bots' replies shown and skipped; the new-game
dialog. Whole games in every system and player count are played without a window in tests/play."""

from __future__ import annotations

import random

import pytest

from tutor.rules.cards import sorted_cards
from tutor.rules.presets import PRESETS


def learner_turn(window, bot) -> None:
    """The learner's whole turn, chosen by a bot and played through the table like clicks would."""
    table = window.table
    for move in bot.turn(table.position):
        verdict = table.attempt(move)
        assert verdict is not None and verdict.legal, verdict


@pytest.mark.parametrize("variant", list(PRESETS))
def test_a_whole_hand_and_the_next_through_the_window(window, variant):
    """Every rule system through the window: the learner's turns played as clicks would, the bots' replies, the
    score sheet when the hand ends, and the next hand dealt from its totals (whole games: tests/play)."""
    from tutor.play.practice_game import HUMAN_SEAT, hand_is_over
    from tutor.rules.bot import Bot

    session = window.practice_session
    session.delay_ms = 0
    session.new_game(variant, 4, seed=11)
    game, table = session.game, window.table
    assert table.position.players == 4 and table.position.variant == variant and game.hand_number == 1
    bot = Bot(random.Random(5))
    for _turn in range(400):
        if hand_is_over(table.position):
            break
        assert table.position.turn == HUMAN_SEAT  # the bots have played: it is the learner's turn
        learner_turn(window, bot)
    else:
        pytest.fail("the hand does not end")
    sheet = game.last_scores
    assert sheet is not None and session.score_sheet is not None
    assert game.totals == [s.new_score for s in sheet]
    assert game.scores == table.position.scores  # the scores before this hand
    if game.game_over:  # a special hand can end the game with its first hand
        assert not window.act_next_hand.isEnabled()
        return
    assert window.act_next_hand.isEnabled()
    before = game.totals
    window.act_next_hand.trigger()
    pos = table.position
    assert game.hand_number == 2 and pos.scores == before  # the next hand's minimums follow from the scores
    assert all(pos.initial_minimum(t) == pos.ruleset.initial_minimum(before[t]) for t in range(len(before)))


def test_score_sheet_shows_the_parts_of_each_side(window):
    from tutor.rules.notation import read_position
    from tutor.rules.scoring import score_hand
    from tutor.words.explain import score_sheet_rows

    data = {
        "format": "canasta-position/1",
        "variant": "classic",
        "players": 4,
        "hands": [[], ["5C", "JK"], [], ["4S"]],
        "stock": 40,
        "discard": ["9H"],
        "melds": [[["KS", "KH", "KC", "KD", "KS", "KH", "KC"], ["8S", "8H", "2C"]], [["6S", "6H", "6C"]]],
        "red_threes": [["3H"], []],
        "scores": [1200, 300],
        "went_out": 0,
    }
    pos = read_position(data).position
    scores = score_hand(pos)
    rows = dict(score_sheet_rows(scores))
    assert rows["Melded cards"] == [s.melded for s in scores]
    assert rows["Canasta bonuses"][0] == 500 and rows["Canasta bonuses"][1] == 0
    assert rows["Red threes"][0] == 100
    assert rows["Going out"] == [100, 0]
    assert rows["Cards left in hand"] == [0, scores[1].in_hand] and scores[1].in_hand < 0
    assert rows["New score"] == [s.new_score for s in scores]
    total = rows["Melded cards"][0] + rows["Canasta bonuses"][0] + rows["Red threes"][0] + rows["Going out"][0]
    assert rows["Hand total"][0] == total


def test_new_game_dialog_offers_the_player_counts_of_each_system(window, qtbot):
    from tutor.gui.dialogs import NewGameDialog

    dialog = NewGameDialog(window, "modern-american", 5)  # no five-player Modern American: four instead
    qtbot.addWidget(dialog)
    assert dialog.players() == 4
    assert [dialog.players_box.itemData(i) for i in range(dialog.players_box.count())] == [2, 3, 4, 6]
    dialog.system_box.setCurrentIndex(dialog.system_box.findData("classic"))
    counts = [dialog.players_box.itemData(i) for i in range(dialog.players_box.count())]
    assert counts == list(PRESETS["classic"].players)
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(6))
    window.practice_session.delay_ms = 0
    dialog.accepted.connect(lambda: window.practice_session.new_game(dialog.variant(), dialog.players()))
    dialog.accept()
    assert window.table.position.players == 6 and window.table.position.variant == "classic"


def _learner_draws_and_discards(window):
    table = window.table
    table.do_draw()
    hand = table.position.hands[0]
    single = sorted(hand, key=lambda c: (c.is_wild, c.sort_key))[0]
    table.hand.set_selected([table.hand.cards.index(single)])
    table.do_discard()


def _keep_the_learner_at_the_bottom(window, monkeypatch) -> None:
    """The bots' moves are shown one by one only on a table that keeps the learner at the bottom; stand in
    for one where the table has no such setting."""
    if not hasattr(window.table, "set_perspective"):
        monkeypatch.setattr(window.table, "set_perspective", lambda *args: None, raising=False)


def _bots_moves_showing(window, monkeypatch, delay_ms: int):
    """A classic four-player game in which the learner has just discarded and the bots' replies are being
    shown one by one, ``delay_ms`` apart; the practice session."""
    _keep_the_learner_at_the_bottom(window, monkeypatch)
    session = window.practice_session
    session.delay_ms = delay_ms
    session.new_game("classic", 4, seed=7)
    session.skip_replay()
    _learner_draws_and_discards(window)
    assert session.replaying
    return session


def test_bots_play_one_after_another_then_your_hand_is_back_face_up(window, qtbot, monkeypatch):
    session = window.practice_session
    _keep_the_learner_at_the_bottom(window, monkeypatch)
    session.delay_ms = 5
    session.new_game("classic", 4, seed=7)
    qtbot.waitUntil(lambda: not session.replaying)
    assert window.table.position.turn == 0
    _learner_draws_and_discards(window)
    shown = []
    window.table.positionChanged.connect(lambda pos: shown.append(pos.turn))
    qtbot.waitUntil(lambda: not session.replaying, timeout=5000)
    assert len(shown) >= 3  # the bots' moves appeared one after another
    assert shown == sorted(shown[:-1]) + shown[-1:]  # seat after seat, then back to you
    pos = window.table.position
    assert pos.turn == 0 or pos.ended
    if not pos.ended:
        assert None not in window.table.hand.cards  # your own cards, face up
        assert sorted_cards(window.table.hand.cards) == sorted_cards(pos.hands[0])


def test_undo_during_the_bots_replay_returns_to_your_move(window, qtbot, monkeypatch):
    session = _bots_moves_showing(window, monkeypatch, 200)
    window.act_undo.trigger()
    assert not session.replaying and not window.act_skip.isEnabled()
    pos = window.table.position
    assert pos.turn == 0 and pos.phase == "play"  # back before your discard, the bots' moves gone


def test_undoing_the_last_move_of_a_hand_takes_its_score_back(window):
    from tutor.play.practice_game import hand_is_over
    from tutor.rules.bot import Bot

    session = window.practice_session
    session.delay_ms = 0
    session.new_game("classic", 2, seed=3)
    bot = Bot(random.Random(1))
    table = window.table
    for _turn in range(400):
        if hand_is_over(table.position):
            break
        learner_turn(window, bot)
    game = session.game
    assert game.last_scores is not None
    assert window.act_undo.isEnabled()  # your last move, with the bots' replies that ended the hand
    window.act_undo.trigger()
    assert game.last_scores is None and not game.game_over
    assert game.totals == game.scores == table.position.scores
    assert session.score_sheet is None and not window.act_next_hand.isEnabled()


@pytest.mark.parametrize("variant", list(PRESETS))
def test_undo_then_redo_at_the_end_of_a_hand_scores_it_again(window, variant):
    """Taking back the move that ended a hand and playing it again by Redo leaves the game as the move did: the
    score sheet, the totals after the hand and the next hand offered (it once stranded the game at 0)."""
    from tutor.play.practice_game import hand_is_over
    from tutor.rules.bot import Bot

    session = window.practice_session
    session.delay_ms = 0
    session.new_game(variant, 4, seed=11)
    bot, table, game = Bot(random.Random(5)), window.table, session.game
    for _turn in range(400):
        if hand_is_over(table.position):
            break
        learner_turn(window, bot)
    ended_totals, over = game.totals, game.game_over
    assert game.last_scores is not None
    window.act_undo.trigger()
    assert game.last_scores is None and not window.act_next_hand.isEnabled()
    window.act_redo.trigger()
    assert hand_is_over(table.position)
    assert game.last_scores is not None and session.score_sheet is not None
    assert game.totals == ended_totals == [side.new_score for side in game.last_scores]
    assert game.game_over == over and window.act_next_hand.isEnabled() == (not over)
    if not over:
        window.act_next_hand.trigger()
        assert game.hand_number == 2 and table.position.scores == ended_totals


def test_a_click_on_the_table_during_the_bots_moves_shows_the_rest_first(window, qtbot, monkeypatch):
    from PySide6.QtCore import Qt

    session = _bots_moves_showing(window, monkeypatch, 500)
    window.show()
    qtbot.mouseClick(window.panel, Qt.LeftButton)  # a click beside the table leaves the bots' moves be
    assert session.replaying
    qtbot.mouseClick(window.table.buttons["draw"], Qt.LeftButton)
    assert not session.replaying
    pos = window.table.position
    assert pos.ended or (pos.turn == 0 and pos.phase == "play")  # your draw met your own turn


def test_closing_the_window_during_the_bots_moves_ends_their_showing(window, monkeypatch):
    session = _bots_moves_showing(window, monkeypatch, 500)
    window.close()
    assert not session.replaying and not session._timer.isActive()


def test_an_open_score_sheet_follows_a_language_switch(window):
    from tutor import i18n
    from tutor.play.practice_game import hand_is_over
    from tutor.rules.bot import Bot

    session = window.practice_session
    session.delay_ms = 0
    session.new_game("classic", 2, seed=3)
    bot = Bot(random.Random(1))
    for _turn in range(400):
        if hand_is_over(window.table.position):
            break
        learner_turn(window, bot)
    assert session.score_sheet.windowTitle() == "Score sheet"
    i18n.set_language("de")
    assert session.score_sheet.windowTitle() == "Punkteblatt"
    assert session.score_sheet.next_button.text() in ("Nächste Runde", "Neues Spiel")


def test_the_panel_drops_the_last_refusal_when_the_hand_is_over(window, qtbot):
    import random

    from tests.gui.practice.test_practice_memory import play_hand_out
    from tutor.rules.bot import Bot
    from tutor.rules.moves import Draw

    session = window.practice_session
    session.delay_ms = 0
    session.new_game("classic", 4, seed=11)
    bot = Bot(random.Random(5))
    window.table.attempt(Draw())  # the learner's own draw is fine; make a refused move after it
    refused = window.table.attempt(Draw())
    assert refused is not None and not refused.legal and "Refused" in window.panel.headline.text()
    play_hand_out(window, bot)
    panel = window.panel
    assert panel.verdict is None and panel.headline.isHidden()
    assert "Hand 1 is over." in panel.body.toPlainText()


def test_a_new_game_asks_before_leaving_the_game_in_progress(window, monkeypatch):
    from tutor.gui import dialogs
    from tutor.rules.moves import Draw

    asked = []
    monkeypatch.setattr(dialogs, "confirm_leave_game", lambda parent: asked.append(True) or False)
    session = window.practice_session
    session.delay_ms = 0
    session.new_game("classic", 4, seed=11)
    session.ask_new_game()  # nothing played yet: nothing to lose, no question
    assert not asked
    window.practice_session.new_game_dialog.reject()
    window.table.attempt(Draw())
    before = window.table.position
    session.ask_new_game()
    assert asked and window.table.position is before  # "No": the game goes on as it was


def test_the_referee_names_the_seats_as_the_table_does(window):
    from tutor.rules.moves import Discard, Draw

    session = window.practice_session
    session.delay_ms = 10_000  # the bots wait: the panel still shows the learner's discard
    session.new_game("classic", 4, seed=11)
    table = window.table
    assert table.attempt(Draw()).legal
    card = table.position.hands[table.position.turn][0]
    assert table.attempt(Discard(card)).legal
    text = window.panel.body.toPlainText()
    assert table.seat_name(1) in text and "Player 2" not in text
    session.stop_replay()


def test_the_score_sheet_shows_every_row_down_to_the_new_score(window, qtbot):
    # the sheet's height was guessed before its rows were laid out, and cut the new score in half
    from tests.support.hands import ended_hand
    from tutor.gui.dialogs import ScoreSheetDialog

    position, scores = ended_hand("samba", 4)
    sheet = ScoreSheetDialog(window, position, scores, 1, False, 0)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    assert sheet.table.verticalScrollBar().maximum() == 0


def test_the_score_sheet_of_a_hand_the_bots_end_follows_their_moves_at_once_when_skipped(window, monkeypatch):
    # the hand's end found while the bots' moves are still being shown: the sheet waits for them, and comes at
    # once when the learner skips them (it used to come seconds later, on a timer set for the whole replay)
    session = _bots_moves_showing(window, monkeypatch, delay_ms=60_000)
    shown = []
    monkeypatch.setattr(session, "_show_sheet", lambda final: shown.append(final))
    monkeypatch.setattr(session.game, "score", lambda final: True)
    session._check_hand_over()
    assert shown == []
    session.skip_replay()
    assert shown == [window.table.position]


def test_the_score_sheet_names_players_alone_as_the_table_does(qapp):
    # the strict version is played alone: "Side 2" would not say which opponent
    from tutor.play.practice_game import PracticeGame
    from tutor.words.seats import side_title

    alone = PracticeGame("strict", 4, seed=1).deal()
    assert [side_title(alone, t, 0) for t in range(4)] == ["You", "Left opponent", "Opponent across", "Right opponent"]
    partners = PracticeGame("classic", 4, seed=1).deal()
    assert [side_title(partners, t, 0) for t in range(2)] == ["Your side", "Side 2"]
