"""Cards and melds a screen reader can move through: each one an accessible child of the row it lies in.

Qt sees a painted row of cards as one widget. A widget that paints several items says so by offering
``accessible_items()`` (how many), ``accessible_item_name(i)``, ``accessible_item_rect(i)`` (in its own
coordinates), ``accessible_item_selected(i)`` and ``accessible_item_focused(i)``; the factory installed here
gives each item an interface with a list item's role, its name, its place and its state, and the widget tells
the screen reader when the focus or the selection moves (``announce_focus``, ``announce_selection``).
"""

from __future__ import annotations

from typing import Protocol, cast

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget


class PaintedItems(Protocol):
    """What a widget that paints several items offers (see above)."""

    def accessible_items(self) -> int: ...
    def accessible_item_name(self, index: int) -> str: ...
    def accessible_item_rect(self, index: int) -> QRectF: ...
    def accessible_item_selected(self, index: int) -> bool: ...
    def accessible_item_focused(self, index: int) -> bool: ...


def _items(widget: QWidget | None) -> PaintedItems:
    """``widget`` as the items it paints: only widgets that offer them get these interfaces."""
    return cast(PaintedItems, widget)


class ItemAccessible(QAccessibleInterface):
    """One painted item of a widget (a card of the hand, a meld)."""

    def __init__(self, owner: QWidget, index: int):
        super().__init__()
        self.owner, self.index = owner, index

    def isValid(self) -> bool:  # noqa: N802 - Qt's names throughout
        return self.index < _items(self.owner).accessible_items()

    def object(self):
        return None

    def window(self):
        return self.owner.window().windowHandle()

    def parent(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self.owner)

    def child(self, _index: int):
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, _child) -> int:  # noqa: N802
        return -1

    def childAt(self, _x: int, _y: int):  # noqa: N802
        return None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and self.isValid():
            return _items(self.owner).accessible_item_name(self.index)
        return ""

    def setText(self, _kind, _text) -> None:  # noqa: N802
        pass

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        local = _items(self.owner).accessible_item_rect(self.index).toAlignedRect()
        return QRect(self.owner.mapToGlobal(local.topLeft()), local.size())

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.selectable = state.focusable = self.owner.focusPolicy() != self.owner.focusPolicy().NoFocus
        if self.isValid():
            state.selected = _items(self.owner).accessible_item_selected(self.index)
            state.focused = self.owner.hasFocus() and _items(self.owner).accessible_item_focused(self.index)
        return state


class ItemsAccessible(QAccessibleWidget):
    """A widget of painted items, as a list whose children are the items."""

    def __init__(self, widget: QWidget):
        super().__init__(widget, QAccessible.Role.List)
        self.items: list[ItemAccessible] = []  # kept: Qt holds on to the interfaces it was given

    def _item(self, index: int) -> ItemAccessible:
        while len(self.items) <= index:
            self.items.append(ItemAccessible(self.widget(), len(self.items)))
        return self.items[index]

    def childCount(self) -> int:  # noqa: N802
        return _items(self.widget()).accessible_items()

    # Qt takes a null pointer here (no such child); PySide6's stubs do not say so
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._item(index) if 0 <= index < self.childCount() else None

    def indexOfChild(self, child) -> int:  # noqa: N802
        return next((i for i, item in enumerate(self.items) if item is child and i < self.childCount()), -1)

    # as for child: None when no item has the focus
    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        widget = _items(self.widget())
        for index in range(self.childCount()):
            if widget.accessible_item_focused(index):
                return self._item(index)
        return None


#: the interface of each widget that offers items, made once: Qt keeps them by identity
_INTERFACES: dict[int, ItemsAccessible] = {}


def _factory(_class_name: str, obj) -> QAccessibleInterface | None:
    if not hasattr(obj, "accessible_items"):
        return None
    key = id(obj)
    interface = _INTERFACES.get(key)
    if interface is None:
        interface = _INTERFACES[key] = ItemsAccessible(obj)
        obj.destroyed.connect(lambda *_args: _INTERFACES.pop(key, None))
    return interface


_installed = False


def install() -> None:
    """Let Qt ask this module for the interfaces of widgets that offer items (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announce_focus(widget: QWidget, index: int) -> None:
    """The focus moved to item ``index``: a screen reader says which."""
    if QAccessible.isActive() and 0 <= index < _items(widget).accessible_items():
        event = QAccessibleEvent(widget, QAccessible.Event.Focus)
        event.setChild(index)
        QAccessible.updateAccessibility(event)


def announce_selection(widget: QWidget, index: int) -> None:
    """Item ``index`` was selected or let go."""
    if QAccessible.isActive() and 0 <= index < _items(widget).accessible_items():
        event = QAccessibleEvent(widget, QAccessible.Event.SelectionWithin)
        event.setChild(index)
        QAccessible.updateAccessibility(event)
