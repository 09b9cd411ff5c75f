"""Where a window opens: inside the part of its screen that is free (no task bar), below the title bar the
window manager adds, so that its bottom row of buttons is never off the screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QWidget

#: the height a window manager's title bar takes above a window (Qt knows it only once the window is shown)
TITLE_BAR = 32


def free_area(widget: QWidget) -> QRect:
    """The screen area a window's contents may take: the screen's available geometry less a title bar."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    available = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
    return available.adjusted(0, TITLE_BAR, 0, 0)


def window_geometry(available: QRect, minimum: QSize, wanted: QSize | None = None) -> QRect:
    """Where the window opens: the wanted size, but never larger than the available screen area (in the
    logical pixels a scale factor gives) nor smaller than the window's minimum, centred in that area."""
    wanted = wanted if wanted is not None else QSize(1280, 800)
    width = max(min(wanted.width(), available.width()), min(minimum.width(), available.width()))
    height = max(min(wanted.height(), available.height()), min(minimum.height(), available.height()))
    left = available.x() + (available.width() - width) // 2
    top = available.y() + (available.height() - height) // 2
    return QRect(left, top, width, height)


def fit_to_screen(window: QWidget, wanted: QSize) -> None:
    """Give a window or dialog the wanted size, cut down to its screen's free area (a dialog is then placed over
    its parent by Qt)."""
    window.resize(window_geometry(free_area(window), window.minimumSizeHint(), wanted).size())


#: what a title bar takes beside the title: the window's icon and its buttons (close, maximise, minimise)
TITLE_BAR_BUTTONS = 140


def title_width(window: QWidget) -> int:
    """How wide a small dialog must be for its title bar to show the whole title and the app's name the window
    manager adds ("Die Regeln als Profil speichern — Canasta Tutor"), rather than "Die Reg…a Tutor"."""
    app = QGuiApplication.instance()
    name = QGuiApplication.applicationDisplayName() if app is not None else ""
    title = f"{window.windowTitle()} — {name}" if name else window.windowTitle()
    font = QFont(window.font())
    font.setBold(True)  # as most title bars write it
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_BUTTONS
