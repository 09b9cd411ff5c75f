"""The green felt the cards lie on: the table's background, and the table's place while the table is being built."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QWidget

from ..theme import TABLE

FELT = QColor(TABLE["felt"])
#: text and lines drawn on the felt
INK = QColor(TABLE["felt_ink"])


class Felt(QFrame):
    """A frame filled with the felt, its text in the felt's ink."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), FELT)
        palette.setColor(self.foregroundRole(), INK)
        self.setPalette(palette)
