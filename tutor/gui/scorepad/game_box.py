"""The score pad's choice of game: the games kept, each by its title (its rule system and its players' names)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter


class GameBox(QComboBox):
    """As wide as the whole title of the game on screen where the window has the room; where it has not, the title
    loses its middle ("Klassisches Canasta: Annemarie, … Friedhelm"), never its end, and the tooltip has the whole.
    Its least width is some two dozen characters: a long title never widens the window."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(24)
        self.view().setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.currentTextChanged.connect(self._text_changed)
        # the games filled in with the box's signals blocked, a title translated: the model still says so
        for changed in (self.model().dataChanged, self.model().rowsInserted, self.model().rowsRemoved):
            changed.connect(self._text_changed)

    def _option(self) -> QStyleOptionComboBox:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return option

    def shown_text(self) -> str:
        """The title as the box shows it: whole if it fits, else with its middle left out."""
        room = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, self._option(), QStyle.SubControl.SC_ComboBoxEditField, self
        )
        # Qt writes the text a pixel in from either side of the field
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideMiddle, room.width() - 2)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Room for the whole title (Qt's own hint has room for the least width's two dozen characters)."""
        metrics = self.fontMetrics()
        text = QSize(metrics.horizontalAdvance(self.currentText()), max(metrics.height(), 14) + 2)
        whole = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, self._option(), text, self)
        least = super().sizeHint()
        return QSize(max(whole.width(), least.width()), least.height())

    def _text_changed(self, *_args) -> None:
        self.updateGeometry()
        self._tell_whole()

    def _tell_whole(self) -> None:
        shown = self.shown_text()
        self.setToolTip(self.currentText() if shown != self.currentText() else "")

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._tell_whole()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        option = self._option()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
