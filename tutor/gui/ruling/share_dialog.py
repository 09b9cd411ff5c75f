"""Share a ruling: its code to copy into a chat or an e-mail, and the same code as a QR picture to show or save.

Whoever pastes the code into the app (Ctrl+V) or gives it to ``canasta-tutor referee --code`` sees the same
position, rules and move, and the same ruling (tutor.play.share).
"""

from __future__ import annotations

import io
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QPixmap, QTextOption
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import _
from ...play.share import qr, write_qr
from ..errors import cannot_save
from ..screen import fit_to_screen


class ShareDialog(QDialog):
    def __init__(self, code: str, summary: str, from_seat: bool = False, parent: QWidget | None = None):
        """``from_seat``: the code holds only what the sharer's seat sees (the other hands as their number of
        cards); otherwise every hand of the position, as it was set up."""
        super().__init__(parent)
        self.code = code
        self.setWindowTitle(_("Share this ruling"))
        root = QVBoxLayout(self)
        intro = QLabel(
            _(
                "Send the code in a chat or an e-mail, or let someone scan the picture: pasted into "
                "Canasta Tutor (Ctrl+V), it opens this position with its rules and move, and the same "
                "ruling."
            )
        )
        intro.setWordWrap(True)
        root.addWidget(intro)
        self.summary = QLabel(summary)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        root.addWidget(self.summary)
        self.privacy = QLabel(
            _(
                "Shared from your seat: the code shows your hand and the table; of the other hands only how many "
                "cards they hold. Whoever opens it sees the table from your chair."
            )
            if from_seat
            else _("Every hand is shared: the position was set up with all hands known, and the code holds them all.")
        )
        self.privacy.setWordWrap(True)
        self.privacy.setTextFormat(Qt.TextFormat.PlainText)
        root.addWidget(self.privacy)
        body = QHBoxLayout()
        self.text = QPlainTextEdit(code)
        self.text.setReadOnly(True)
        self.text.setAccessibleName(_("Code of the ruling"))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setWordWrapMode(QTextOption.WrapMode.WrapAnywhere)  # a code has no spaces to break at
        body.addWidget(self.text, 1)
        self.picture = QLabel()
        self.picture.setAccessibleName(_("QR picture of the code"))
        self.picture.setPixmap(self._pixmap())
        body.addWidget(self.picture)
        root.addLayout(body, 1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        root.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(_("&Copy the code"))
        self.copy_button.clicked.connect(self.copy)
        self.save_button = QPushButton(_("&Save the picture…"))
        self.save_button.clicked.connect(self.save_dialog)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(_("Close"))
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)
        fit_to_screen(self, QSize(860, 460))

    def _pixmap(self) -> QPixmap:
        buffer = io.BytesIO()
        qr(self.code).save(buffer, kind="png", scale=4, border=4)
        pixmap = QPixmap()
        pixmap.loadFromData(buffer.getvalue(), "PNG")
        return pixmap

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.code)
        self.message.setText(_("The code is copied: paste it where you want to send it."))

    def save_dialog(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(self, _("Save the picture"), "ruling.png", _("Pictures (*.png *.svg)"))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        if path.suffix.lower() not in (".png", ".svg"):
            path = path.with_suffix(".png")
        try:
            write_qr(self.code, path)
        except OSError as exc:
            self.message.setText(cannot_save(exc, path))
            return False
        self.message.setText(_("Saved {name}").format(name=path.name))
        return True
