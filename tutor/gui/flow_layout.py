"""A row of widgets that wraps onto further rows when the width runs out, as words do in a line of text."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class _ItemLayout(QLayout):
    """A layout that keeps its items in a list, as QLayout asks for them, with a gap between them and no margins;
    the subclass places them."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None


class FlowLayout(_ItemLayout):
    """Left to right, a new row when the next widget would not fit. It asks for one row's width and height
    when it has room (``sizeHint``), and needs only its widest widget's width (``minimumSize``): its height
    follows from the width it gets (``heightForWidth``)."""

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def sizeHint(self) -> QSize:  # noqa: N802
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + self._gap * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._shown():  # each widget at its wanted size: a button's text is never cut
            size = size.expandedTo(item.sizeHint())
        return self._with_margins(size)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    # -- placing -------------------------------------------------------------------------------------------

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]  # a hidden widget takes no place

    def _with_margins(self, size: QSize) -> QSize:
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, place: bool) -> int:
        """Lay the items out in ``rect`` (or only measure, without ``place``); the height they take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, row_height = area.x(), area.y(), 0
        for item in self._shown():
            size = item.sizeHint()
            if x > area.x() and x + size.width() > area.right() + 1:  # no room left in this row
                x, y, row_height = area.x(), y + row_height + self._gap, 0
            if place:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + self._gap
            row_height = max(row_height, size.height())
        return y + row_height - rect.y() + margins.bottom()


class FieldAndButtons(_ItemLayout):
    """A wide field and its buttons: on one row, the buttons at the right and the field taking the rest, where the
    field's whole content (its ``sizeHint``) fits beside them; else the field on a row of its own, as wide as the
    row, above the buttons. The first item added is the field."""

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def _buttons(self) -> list[QLayoutItem]:
        return [item for item in self._items[1:] if not item.isEmpty()]

    def _buttons_width(self) -> int:
        buttons = self._buttons()
        return sum(item.sizeHint().width() for item in buttons) + self._gap * max(0, len(buttons) - 1)

    def _row_heights(self) -> tuple[int, int]:
        """The field's row and the buttons' row, each as tall as what is in it."""
        field = self._items[0].sizeHint().height() if self._items else 0
        return field, max((item.sizeHint().height() for item in self._buttons()), default=0)

    def _one_row(self, width: int) -> bool:
        if not self._items:
            return True
        margins = self.contentsMargins()
        room = width - margins.left() - margins.right()
        return self._items[0].sizeHint().width() + self._gap + self._buttons_width() <= room

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        field, buttons = self._row_heights()
        margins = self.contentsMargins()
        height = max(field, buttons) if self._one_row(width) else field + self._gap + buttons
        return height + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:  # noqa: N802
        field = self._items[0].sizeHint().width() if self._items else 0
        margins = self.contentsMargins()
        width = field + self._gap + self._buttons_width() + margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:  # noqa: N802
        """Two rows, each at its least: the field at its own least width, the buttons whole."""
        field = self._items[0].minimumSize().width() if self._items else 0
        margins = self.contentsMargins()
        field_height, buttons_height = self._row_heights()
        return QSize(
            max(field, self._buttons_width()) + margins.left() + margins.right(),
            field_height + self._gap + buttons_height + margins.top() + margins.bottom(),
        )

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        if not self._items:
            return
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        field, buttons = self._row_heights()
        one_row = self._one_row(rect.width())
        row_height = max(field, buttons) if one_row else buttons
        top = area.y() + (0 if one_row else field + self._gap)
        x = area.right() + 1
        for item in reversed(self._buttons()):  # from the right
            size = item.sizeHint()
            x -= size.width()
            item.setGeometry(QRect(x, top + (row_height - size.height()) // 2, size.width(), size.height()))
            x -= self._gap
        field_width = (x - area.x()) if one_row else area.width()
        field_top = area.y() + ((row_height - field) // 2 if one_row else 0)
        self._items[0].setGeometry(QRect(area.x(), field_top, max(field_width, 0), field))
