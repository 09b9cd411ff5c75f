"""The score pad's files: written only inside its folder, exported safely for spreadsheets, shared safely with
another copy of the app, and a long game costs one pass over its hands."""

from __future__ import annotations

import csv
import io
import json
import os
import time

import pytest

from tutor import storage
from tutor.rules.scoring import SideParts
from tutor.scorepad import Game, GameStore
from tutor.scorepad import game as game_module
from tutor.scorepad.game import GameChanged, ScorePadError, spreadsheet_text


def hand(melded: int = 100) -> list[SideParts]:
    return [SideParts(melded=melded), SideParts(melded=50, in_hand=20)]


# -- 10: an id never makes a path ---------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["../../x", "/tmp/escaped", "..", "a/b", "ABCDEF012345", "0123456789ab\n"])
def test_an_id_from_a_file_never_becomes_a_path(tmp_path, game_id):
    folder = tmp_path / "scorepad"
    folder.mkdir()
    data = Game.new("classic", 2).to_json()
    data["id"] = game_id
    (folder / "0123456789ab.json").write_text(json.dumps(data))
    store = GameStore(folder)
    assert store.games() == []
    assert (folder / "0123456789ab.json.bad").exists()
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["0123456789ab.json.bad", "scorepad"]


@pytest.mark.parametrize("game_id", ["../../x", "/tmp/escaped", "", "0123456789abc"])
def test_a_game_with_a_bad_id_is_never_saved(tmp_path, game_id):
    game = Game.new("classic", 2)
    game.id = game_id
    with pytest.raises(ValueError):
        GameStore(tmp_path / "scorepad").save(game)
    assert not any(tmp_path.rglob("*.json"))


def test_new_games_get_ids_the_reader_takes(tmp_path):
    store = GameStore(tmp_path)
    games = [Game.new("classic", 2) for _ in range(20)]
    for game in games:
        store.save(game)
    assert sorted(game.id for game in GameStore(tmp_path).games()) == sorted(game.id for game in games)


# -- 11: CSV for spreadsheets ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, cell",
    [
        ('=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'),
        ("+1+1", "'+1+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1+1", "' =1+1"),
        ("\r=1+1", "' =1+1"),
        (" =1", "' =1"),
        ("Ann\nBen", "Ann Ben"),
        ("Ann\x07\x1b[31m", "Ann  [31m"),
        ("Ann\u2028Ben", "Ann Ben"),
        ("Ann & Ben", "Ann & Ben"),
        ("Zoë-Marie", "Zoë-Marie"),
        ("Ann\u202egpj.exe", "Anngpj.exe"),
        ("\u2066=1+1\u2069", "'=1+1"),
        ("\u200fBen\u061c", "Ben"),
    ],
)
def test_the_csv_export_is_safe_in_a_spreadsheet(name, cell):
    game = Game.new("classic", 2)
    game.add_hand([SideParts(melded=50, in_hand=300), SideParts(melded=100, canastas={"natural": 1}, went_out=True)])
    rows = list(csv.reader(io.StringIO(game.to_csv(lambda team: name if team == 0 else "Them"), newline="")))
    assert len(rows) == 3 and rows[1][1] == cell and rows[2][1] == "Them"
    assert int(rows[1][-1]) == game.totals()[0] < 0  # a negative score stays a number
    assert all(ch.isprintable() for row in rows for value in row for ch in value)


def test_spreadsheet_text_leaves_ordinary_names_alone():
    assert spreadsheet_text("Anna & Cleo") == "Anna & Cleo"
    assert spreadsheet_text("") == ""


def test_the_window_exports_safe_csv(qtbot, tmp_path):
    from tutor.gui.scorepad.window import ScorePadWindow

    window = ScorePadWindow(GameStore(tmp_path / "games"))
    qtbot.addWidget(window)
    window.start_game(Game.new("classic", 2, names=["=cmd|' /C calc'!A0", "Ben"]))
    window.game.add_hand(hand())
    window.export_csv(tmp_path / "game.csv")
    with (tmp_path / "game.csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[1][1] == "'=cmd|' /C calc'!A0" and rows[2][1] == "Ben"


# -- 12: one pass over the hands -------------------------------------------------------------------------


@pytest.fixture
def scorings(monkeypatch):
    """Counts the sides scored."""
    calls = []
    real = game_module.score_from_parts

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(game_module, "score_from_parts", counting)
    return calls


def test_a_long_game_is_scored_once_per_hand(scorings):
    game = Game.new("classic", 2, target=100_000)
    for _ in range(300):
        game.add_hand(hand(5))
    assert game.totals() == [1500, 300 * 30] and game.scores(150)[0].previous == 750
    game.to_csv(str)
    game.winners()
    assert len(scorings) == 2 * 300
    game.replace_hand(299, hand(10))
    game.undo_hand()
    game.add_hand(hand(5))
    assert game.totals() == [1500, 300 * 30] and len(scorings) == 2 * 301


def test_the_window_scores_each_hand_once_and_adds_one_row(qtbot, tmp_path, scorings):
    from tutor.gui.scorepad.window import ScorePadWindow

    game = Game.new("classic", 2, target=100_000)
    for _ in range(300):
        game.add_hand(hand(5))
    GameStore(tmp_path).save(game)
    scorings.clear()
    window = ScorePadWindow(GameStore(tmp_path))
    qtbot.addWidget(window)
    assert window.history.rowCount() == 300 and len(scorings) == 2 * 300
    first_row = window.history.item(0, 1)
    window.entries[0].melded.setValue(5)
    window.commit_hand()
    window.undo_hand()
    assert len(scorings) == 2 * 301 and window.history.rowCount() == 300
    assert window.history.item(0, 1) is first_row  # kept, not made again
    assert "New score: 5" in window.history.item(0, 1).toolTip()


# -- 13: two copies of the app ------------------------------------------------------------------------


def test_a_second_writer_never_overwrites_the_hands_of_the_first(tmp_path):
    GameStore(tmp_path).save(Game.new("classic", 2))
    ours, theirs = GameStore(tmp_path), GameStore(tmp_path)
    [mine], [other] = ours.games(), theirs.games()
    other.add_hand(hand(300))
    theirs.save(other)
    mine.add_hand(hand(100))
    with pytest.raises(GameChanged) as info:
        ours.save(mine)
    assert info.value.game.hands == other.hands
    [on_disk] = GameStore(tmp_path).games()
    assert on_disk.hands == other.hands
    # The game as the other copy saved it can be carried on.
    info.value.game.add_hand(hand(100))
    ours.save(info.value.game)
    assert len(GameStore(tmp_path).games()[0].hands) == 2
    other.add_hand(hand(20))
    with pytest.raises(GameChanged):
        theirs.save(other)


def test_taking_back_a_hand_the_other_copy_has_is_refused(tmp_path):
    game = Game.new("classic", 2)
    game.add_hand(hand())
    GameStore(tmp_path).save(game)
    ours, theirs = GameStore(tmp_path), GameStore(tmp_path)
    [mine], [other] = ours.games(), theirs.games()
    other.add_hand(hand(50))
    theirs.save(other)
    mine.undo_hand()
    with pytest.raises(GameChanged):
        ours.save(mine)
    assert len(GameStore(tmp_path).games()[0].hands) == 2


def test_a_file_rewritten_with_nothing_new_is_simply_saved_over(tmp_path):
    store = GameStore(tmp_path)
    game = Game.new("classic", 2)
    game.add_hand(hand())
    store.save(game)
    # Another copy writes the same game its own way (an older version's layout, say).
    store.path(game).write_text(json.dumps(game.to_json()))
    game.add_hand(hand(60))
    store.save(game)
    assert len(GameStore(tmp_path).games()[0].hands) == 2


def test_a_file_made_unreadable_meanwhile_is_kept_and_the_game_saved(tmp_path):
    store = GameStore(tmp_path)
    game = Game.new("classic", 2)
    store.save(game)
    store.path(game).write_text("{garbage")
    game.add_hand(hand())
    store.save(game)
    assert (tmp_path / f"{game.id}.json.bad").read_text() == "{garbage"
    assert len(GameStore(tmp_path).games()[0].hands) == 1


def test_two_windows_on_one_folder_lose_no_hand(qtbot, tmp_path):
    from tutor.gui.scorepad.window import CHANGED_ELSEWHERE, ScorePadWindow

    GameStore(tmp_path).save(Game.new("classic", 2, names=["Ann", "Ben"]))
    first, second = ScorePadWindow(GameStore(tmp_path)), ScorePadWindow(GameStore(tmp_path))
    qtbot.addWidget(first)
    qtbot.addWidget(second)

    def enter(window, melded):
        window.entries[0].melded.setValue(melded)
        window.commit_hand()

    enter(first, 300)
    enter(second, 120)  # refused: the first window's hand is not in this one
    assert second.notice.text() == CHANGED_ELSEWHERE and second.notice.isVisibleTo(second)
    assert [h[0].melded for h in second.game.hands] == [300]
    assert second.entries[0].melded.value() == 120  # the hand waits to be added again
    second.commit_hand()
    assert not second.notice.isVisibleTo(second)
    assert [h[0].melded for h in GameStore(tmp_path).games()[0].hands] == [300, 120]
    first.undo_hand()  # refused too: it would take back a hand this window has not seen
    assert first.notice.text() == CHANGED_ELSEWHERE
    assert [h[0].melded for h in first.game.hands] == [300, 120]
    first.undo_hand()
    assert [h[0].melded for h in GameStore(tmp_path).games()[0].hands] == [300]


def test_an_edit_refused_waits_in_the_fields_to_be_saved_again(qtbot, tmp_path):
    from tutor.gui.scorepad.window import ScorePadWindow

    game = Game.new("classic", 2)
    game.add_hand(hand(300))
    GameStore(tmp_path).save(game)
    first, second = ScorePadWindow(GameStore(tmp_path)), ScorePadWindow(GameStore(tmp_path))
    qtbot.addWidget(first)
    qtbot.addWidget(second)
    first.entries[0].melded.setValue(40)
    first.commit_hand()
    second.edit_hand(0)
    second.entries[0].melded.setValue(310)
    second.commit_hand()
    assert second.editing == 0 and second.entries[0].melded.value() == 310
    second.commit_hand()
    assert [h[0].melded for h in GameStore(tmp_path).games()[0].hands] == [310, 40]


def test_stale_temporaries_in_the_pads_folder_are_swept_when_it_opens(tmp_path):
    store = GameStore(tmp_path)
    store.save(Game.new("classic", 2))
    stale, fresh = tmp_path / ".0123456789ab.json.x1.tmp", tmp_path / ".0123456789ab.json.x2.tmp"
    other = tmp_path / "notes.tmp"
    for path in (stale, fresh, other):
        path.write_text("{")
    old = time.time() - storage.STALE_SECONDS - 5
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    assert len(GameStore(tmp_path).games()) == 1
    assert not stale.exists() and fresh.exists() and other.exists()


# -- what the pad writes it reads back ----------------------------------------------------------------------


def _largest_hand(game: Game) -> list[SideParts]:
    """A hand of the most the pad's fields hold, for every side (the largest a saved hand can be)."""
    from tutor.rules.scoring import UNFINISHED_KINDS, canasta_kinds
    from tutor.scorepad.game import MAX_CANASTAS, MAX_POINTS

    sides = []
    for index in range(len(game.teams)):
        sides.append(
            SideParts(
                melded=MAX_POINTS,
                canastas={kind: MAX_CANASTAS for kind in canasta_kinds(game.ruleset)},
                red_threes=0,
                in_hand=MAX_POINTS,
                went_out=index == 0,
                unfinished={kind: MAX_CANASTAS for kind in UNFINISHED_KINDS},
            )
        )
    return sides


def test_a_game_of_the_most_hands_of_the_largest_kind_is_read_back(tmp_path):
    """Past 1 MB the pad once wrote games it then set aside as too large: every game it can write is read."""
    from tutor.scorepad.game import GAME_MAX_BYTES, MAX_HANDS

    game = Game.new("classic", 6, names=["Ä" * 100] * 6, target=100_000)
    game.title = "\u00e9" * 100
    hand = _largest_hand(game)
    game.check(hand)  # a hand the pad would take
    game.hands = [list(hand) for _ in range(MAX_HANDS)]
    store = GameStore(tmp_path)
    store.save(game)
    size = store.path(game).stat().st_size
    assert 1_000_000 < size < GAME_MAX_BYTES
    (again,) = GameStore(tmp_path).games()
    assert len(again.hands) == MAX_HANDS and not storage.set_aside_files


def test_the_pad_refuses_a_hand_past_its_most_with_a_reason():
    from tutor.scorepad.game import MAX_HANDS

    game = Game.new("classic", 2, target=100_000)
    hand = [SideParts(melded=50), SideParts(melded=50)]
    game.hands = [list(hand) for _ in range(MAX_HANDS)]
    with pytest.raises(ScorePadError) as refused:
        game.add_hand(hand)
    assert "start a new game" in str(refused.value) and len(game.hands) == MAX_HANDS
