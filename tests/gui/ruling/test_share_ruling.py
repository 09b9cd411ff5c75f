"""A ruling shared as a code and a QR picture reopens identically in another copy of the app."""

import json
import random

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import QApplication

from tutor.rules.cards import parse_cards
from tutor.rules.moves import TakePile
from tutor.rules.notation import read_position, write_position

FROZEN = json.loads(open("resources/positions/frozen-pile-refused.canasta.json", encoding="utf-8").read())


def test_a_ruling_travels_as_a_code_and_reopens_with_the_same_ruling(window, qtbot, tmp_path):
    from tutor.gui.main_window import MainWindow

    data = dict(FROZEN)
    data.pop("move")
    data["options"] = {"pile_onto_existing_meld": False}  # a house rule travels with the code
    window.dispute.show_loaded(read_position(json.dumps(data)))
    window.table.attempt(TakePile(with_=tuple(parse_cards(["KS", "JK"]))))
    shown = window.panel.body.toPlainText()
    dialog = window.share_ruling()
    code = dialog.code
    assert code.startswith("CT1-") and dialog.text.toPlainText() == code
    assert not dialog.picture.pixmap().isNull() and dialog.picture.pixmap().width() > 100
    assert "refused" in dialog.summary.text() and "house rules" in dialog.summary.text()
    assert dialog.save_to(tmp_path / "ruling.png") and (tmp_path / "ruling.png").read_bytes()[:4] == b"\x89PNG"
    assert dialog.save_to(tmp_path / "ruling.svg") and "<svg" in (tmp_path / "ruling.svg").read_text()
    dialog.copy()
    assert QApplication.clipboard().text() == code

    other = MainWindow(progress=None)  # another copy of the app: the code is pasted there
    qtbot.addWidget(other)
    mime = QMimeData()
    mime.setText(code)
    QApplication.clipboard().setMimeData(mime)
    assert other.paste_position()
    assert write_position(other.panel.ruling.before) == write_position(window.panel.ruling.before)
    assert other.panel.ruling.move == window.panel.ruling.move
    assert other.panel.body.toPlainText() == shown


def test_a_mistyped_code_pasted_is_refused_with_its_reason(window):
    errors = []
    window.show_error = errors.append
    QApplication.clipboard().setText("CT1-PDNFLEKBRPBDAEEF77-AAAAAAA")
    assert not window.paste_position()
    assert errors and "checksum" in errors[-1]


@pytest.mark.parametrize(("variant", "players"), [("classic", 4), ("samba", 3), ("modern-american", 4), ("strict", 2)])
def test_a_ruling_shared_from_a_practice_seat_stays_the_sharers(window, qtbot, variant, players):
    """Shared at a practice table, the code holds the sharer's hand and the table, the other hands only as their
    number of cards; reopened in another copy of the app it shows the table from the sharer's chair, and the
    ruling reads as it did ("You discarded …" still means the sharer)."""
    from tutor.gui.main_window import MainWindow
    from tutor.play.practice_game import HUMAN_SEAT
    from tutor.play.share import decode_shared
    from tutor.rules.bot import Bot

    session = window.practice_session
    session.delay_ms = 0
    session.new_game(variant, players, seed=4)
    table = window.table
    for move in Bot(random.Random(2)).turn(table.position):
        table.attempt(move)
    ruling = window.panel.ruling
    assert ruling.before.turn == HUMAN_SEAT and ruling.legal
    said = window.panel.body.toPlainText().split("\n")[:3]
    dialog = window.share_ruling()
    assert "Shared from your seat" in dialog.privacy.text()

    shared = decode_shared(dialog.code)
    assert shared.viewer == HUMAN_SEAT
    sent = shared.loaded.position
    assert sent.hands[HUMAN_SEAT] == ruling.before.hands[HUMAN_SEAT]
    for seat in range(players):
        if seat != HUMAN_SEAT:
            assert sent.hands[seat] == [] and sent.hand_size(seat) == ruling.before.hand_size(seat)
    assert sent.stock == [] and sent.stock_size == ruling.before.stock_size

    other = MainWindow(progress=None)
    qtbot.addWidget(other)
    QApplication.clipboard().setText(dialog.code)
    assert other.paste_position()
    assert other.table.learner == HUMAN_SEAT
    assert other.panel.ruling.legal == ruling.legal and other.panel.ruling.move == ruling.move
    assert other.panel.body.toPlainText().split("\n")[:3] == said
    for seat in range(players):  # no hidden card is shown face up
        if seat != HUMAN_SEAT:
            assert other.table.position.hands[seat] == []


def test_a_position_set_up_with_every_hand_shares_them_all_and_says_so(window):
    window.dispute.show_loaded(read_position(json.dumps(FROZEN)))
    dialog = window.share_ruling()
    assert "Every hand is shared" in dialog.privacy.text()
    from tutor.play.share import decode_shared

    shared = decode_shared(dialog.code)
    assert shared.viewer is None
    assert write_position(shared.loaded.position) == write_position(window.panel.ruling.before)


def test_a_move_by_another_seat_shows_only_the_cards_it_lays_open():
    """Shared from seat 0, an opponent's meld keeps the melded cards in its hand and the rest hidden."""
    from tutor.play.share import decode_shared, encode
    from tutor.rules.moves import MeldMove

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 2,
            "turn": 1,
            "phase": "play",
            "hands": [["4S", "5S"], ["KS", "KH", "KD", "9C", "9D", "7H"]],
            "stock": ["5C", "6C"],
            "discard": ["8D"],
            "melds": [[["QS", "QH", "QD"]], [["AS", "AH", "AD"]]],
        }
    )
    meld = MeldMove(melds=(tuple(parse_cards(["KS", "KH", "KD"])),))
    shared = decode_shared(encode(loaded.position, (meld,), viewer=0))
    sent = shared.loaded.position
    assert sent.hands[0] == loaded.position.hands[0]
    assert sorted(c.text for c in sent.hands[1]) == ["KD", "KH", "KS"] and sent.hand_size(1) == 6
    assert sent.stock == [] and sent.stock_size == 2


def test_a_share_dialog_closes_with_its_window(window, qtbot, position_data):
    """A dialog is a window of its own: left open, it went on showing the code of a window already closed."""
    from tutor.gui.ruling.share_dialog import ShareDialog

    def shown() -> list[ShareDialog]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, ShareDialog) and w.isVisible()]

    window.show()
    window.dispute.show_loaded(read_position(json.dumps(position_data)))
    dialog = window.share_ruling()
    qtbot.waitExposed(dialog)
    assert shown() == [dialog]
    window.close()
    assert not shown()


def test_the_reference_dialogs_close_with_their_window_and_the_score_pad_stays(window, qtbot):
    """The cheat sheet and the glossary belong to the window that opened them; the score pad is a tool of its own,
    perhaps with a hand half entered, and stays open."""
    window.show()
    qtbot.waitExposed(window)
    sheet, glossary = window.show_cheat_sheet(), window.show_glossary()
    window.open_score_pad()
    pad = window.score_pad
    assert sheet is not None and glossary is not None
    qtbot.waitExposed(glossary)
    assert sheet.isVisible() and glossary.isVisible() and pad.isVisible()
    window.close()
    assert not sheet.isVisible() and not glossary.isVisible()
    assert pad.isVisible()
    pad.close()  # deleted on close, as the menu opens it
