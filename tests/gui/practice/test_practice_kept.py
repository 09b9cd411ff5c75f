"""A practice game survives a restart: kept after every move, continued from the welcome screen."""

import json

from tutor.gui.lessons.view import welcome_html
from tutor.play import practice_store
from tutor.play.practice_game import HUMAN_SEAT


def _play_a_turn(window):
    table = window.table
    table.do_draw()
    hand = table.position.hands[HUMAN_SEAT]
    table.discard_cards([hand[0]])


def test_a_game_left_is_continued_after_a_restart_where_it_was(window, qtbot, tmp_path):
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    session = window.practice_session
    session.delay_ms = 0
    session.new_game("samba", 4, seed=7)
    _play_a_turn(window)
    before = window.table.position
    assert practice_store.summary() == practice_store.Summary("samba", 4, 1, tuple(before.scores))
    window.close()

    again = MainWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(again)
    assert "Continue your practice game: Samba, hand 1" in again.lessons.lesson_text.toPlainText()
    again.welcome_action("continue")
    assert again.mode == "practice"
    kept = again.table.position
    assert kept.hands == before.hands and kept.discard == before.discard and kept.turn == HUMAN_SEAT
    assert again.practice_session.game.hand_number == 1 and again.practice_session.game.variant == "samba"


def test_between_hands_the_next_hand_is_dealt_with_the_totals(window):
    practice_store.save("classic", 4, 3, [1250, 800])  # left with the score sheet of hand 2 open
    assert window.practice_session.continue_game()
    session = window.practice_session
    assert session.game.hand_number == 3 and window.table.position.scores == [1250, 800]


def test_a_broken_kept_game_is_set_aside_and_not_offered(window, tmp_path):
    path = practice_store.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {
                "format": "canasta-practice/1",
                "variant": "classic",
                "players": 4,
                "hand": 1,
                "scores": [0, 0],
                "position": {"format": "canasta-position/1", "hands": "x"},
            }
        )
    )
    assert practice_store.summary() is not None  # the summary looks whole …
    infos = []
    window.show_info = infos.append
    assert not window.practice_session.continue_game()  # … the position is not: set aside, and said so
    assert not path.exists() and path.with_name(path.name + ".bad").exists()
    assert practice_store.summary() is None and "practice-game.json" in infos[-1]
    assert "Continue your practice game" not in welcome_html("", "")


def test_a_finished_game_is_forgotten(window):
    session = window.practice_session
    session.delay_ms = 0
    session.new_game("classic", 2, seed=3)
    assert practice_store.summary() is not None
    session.game.game_over = True
    session.game.last_scores = []
    table = window.table
    ended = table.position.successor()
    ended.phase = "ended"
    table.set_position(ended, keep_history=True)
    session.keep()
    assert practice_store.summary() is None
