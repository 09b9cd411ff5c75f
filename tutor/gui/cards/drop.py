"""Cards dragged from the hand onto a widget: the drop target shared by the table's parts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

from .painter import cards_from_mime

if TYPE_CHECKING:
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtWidgets import QWidget as _Widget  # the widget this is mixed into

    from ...rules.cards import Card
else:
    _Widget = object

#: where a drop lands, as a subclass names it
Target = TypeVar("Target")


class CardDropTarget(Generic[Target], _Widget):
    """Drag-and-drop of hand cards onto a widget: highlight the target under the cursor, hand the drop on.

    A subclass says where a drop would land (``_drop_target``: a target, or None where nothing is
    accepted) and what a drop there does (``_dropped``); ``drop_hover`` is the target highlighted now.
    """

    drop_hover: Target | None = None

    def _drop_target(self, event: QDragMoveEvent | QDropEvent) -> Target | None:
        raise NotImplementedError

    def _dropped(self, target: Target, cards: list[Card]) -> None:
        raise NotImplementedError

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        self.dragMoveEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        target = self._drop_target(event)
        event.setAccepted(target is not None)
        if target is not None:
            event.acceptProposedAction()
        if target != self.drop_hover:
            self.drop_hover = target
            self.update()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802
        self.drop_hover = None
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        target = self._drop_target(event)
        self.drop_hover = None
        self.update()
        if target is None:
            event.ignore()
            return
        event.acceptProposedAction()
        cards = cards_from_mime(event.mimeData())
        assert cards is not None, "a drop has a target only when it carries cards"
        self._dropped(target, cards)
