"""The app as a screen reader finds it at the root of its accessibility tree: its name, what it is for and its
windows. Installed once the main window is usable (MainWindow.when_usable): QAccessible's Python types, with
some two hundred enum members, are built then rather than before the first frame."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QApplication, QWidget

from ..i18n import _


class ApplicationAccessible(QAccessibleObject):
    """The app as a screen reader finds it at the root of its tree: its name, what it is for (Qt's own says the
    Python interpreter's path) and its open windows."""

    def __init__(self, app: QApplication):
        super().__init__(app)

    @staticmethod
    def _windows() -> list[QWidget]:
        return [widget for widget in QApplication.topLevelWidgets() if widget.isVisible()]

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return QApplication.applicationDisplayName()
        if kind == QAccessible.Text.Description:
            return _("Learn Canasta, and settle disputes at the table with a referee that explains its rulings")
        return ""

    def setText(self, _kind, _text) -> None:  # noqa: N802 - Qt's names throughout
        pass

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Application

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def window(self):
        return None

    def parent(self):
        return None

    def childCount(self) -> int:  # noqa: N802
        return len(self._windows())

    def child(self, index: int):
        windows = self._windows()
        return QAccessible.queryAccessibleInterface(windows[index]) if 0 <= index < len(windows) else None

    def indexOfChild(self, child) -> int:  # noqa: N802
        shown = child.object() if child is not None else None
        return next((i for i, widget in enumerate(self._windows()) if widget is shown), -1)

    def childAt(self, _x: int, _y: int):  # noqa: N802
        return None

    def focusChild(self):  # noqa: N802
        focused = QApplication.focusWidget()
        return QAccessible.queryAccessibleInterface(focused) if focused is not None else None


#: the app's interface, made once (Qt keeps it by identity), and whether Qt asks for it here yet
_application_accessible: list[ApplicationAccessible] = []
_factory_installed: list[bool] = []


def _application_interface(_class_name: str, obj) -> QAccessibleInterface | None:
    if not isinstance(obj, QApplication) or obj is not QApplication.instance():
        return None
    if not _application_accessible:
        _application_accessible.append(ApplicationAccessible(obj))
    return _application_accessible[0]


def install() -> None:
    """From now on Qt asks here for the app's interface. One Qt made before (a screen reader was already
    listening) is dropped, so that the next question reaches the factory."""
    if _factory_installed:
        return
    QAccessible.installFactory(_application_interface)
    _factory_installed.append(True)
    app = QApplication.instance()
    made = QAccessible.queryAccessibleInterface(app) if app is not None else None
    if made is not None and not (_application_accessible and made is _application_accessible[0]):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))
