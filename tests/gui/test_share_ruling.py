"""A ruling shared as a code and a QR picture reopens identically in another copy of the app."""

import json

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
    window.set_loaded(read_position(json.dumps(data)))
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
