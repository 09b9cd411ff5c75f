"""Light and dark: the app's two designed colour schemes, and which one is in force.

Every colour the app sets by hand is named here once per scheme; style sheets ask for them as ``$name``
(``css("color: $muted;")``). The table keeps its green felt in both: only what lies around it changes. The
choice ("system", "light" or "dark") is remembered with the language; "system" follows the desktop's scheme.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPalette

from ..i18n import settings_path
from ..storage import read_user_json, update_json
from .language import language_signal

if TYPE_CHECKING:
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QWidget

CHOICES = ("system", "light", "dark")

#: fonts that have the card suits (♠ ♥ ♦ ♣), after the platform's own: Windows's, macOS's, then Linux's usual ones
SUIT_FONTS = ("Segoe UI Symbol", "Apple Symbols", "DejaVu Sans", "Noto Sans Symbols2")
#: the app's text was laid out at 10 points; a platform's smaller default (Windows's 9) is raised to it
LEAST_POINT_SIZE = 10.0


def app_font() -> QFont:
    """The platform's own font (Segoe UI, the Mac's system font, the desktop's), with fallbacks for the suits."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
    font.setFamilies([font.family(), *(family for family in SUIT_FONTS if family != font.family())])
    font.setPointSizeF(max(font.pointSizeF(), LEAST_POINT_SIZE))
    return font


LIGHT = {
    "window": "#f3f4ef",
    "text": "#263238",
    "base": "#ffffff",
    "alt_base": "#f1f5ee",
    "button": "#e8ebe4",
    "highlight": "#2e7d32",
    "highlight_text": "#ffffff",
    "tooltip": "#fffde7",
    "link": "#1565c0",
    "disabled": "#a0a6a8",
    "placeholder": "#7b8589",
    # text that says less than the body: headings, notes, sources
    "heading": "#37474f",
    "muted": "#546e7a",
    "faint": "#78909c",
    "source": "#55707d",
    "title": "#1b5e20",
    "h2": "#2e4a36",
    "sources": "#5f6b62",
    "toggle": "#2e6b47",
    # surfaces: the lesson's paper, table headings, the exercise's note
    "paper": "#fbfbf7",
    "paper_border": "#dcdcd2",
    "rule": "#c9c9bd",
    "th": "#ecece2",
    "exercise": "#fff8e1",
    "exercise_border": "#ffe082",
    # rulings and checks
    "legal": "#2e7d32",
    "refused": "#c62828",
    "error": "#b71c1c",
    "ok_bg": "#f1f8e9",
    "wrong_bg": "#ffebee",
    "picker_full": "#9e9e9e",
    "picker_over": "#b71c1c",
    "black_suit": "#1b1b1b",
    "red_suit": "#c62828",
    "hint": "#5d4037",
    "progress": "#a5d6a7",
    # the focus ring (gui/focus.py): a yellow line on a black band, seen on the felt, a card and the window alike
    "focus_line": "#ffd600",
    "focus_band": "#111111",
}

DARK = {
    "window": "#1f2427",
    "text": "#e4e8e5",
    "base": "#262c2f",
    "alt_base": "#2b3235",
    "button": "#333a3e",
    "highlight": "#388e3c",
    "highlight_text": "#ffffff",
    "tooltip": "#333a3e",
    "link": "#8ab4f8",
    "disabled": "#6d777b",
    "placeholder": "#8a9499",
    "heading": "#cfd8dc",
    "muted": "#aab8be",
    "faint": "#93a2a9",
    "source": "#9fb0b7",
    "title": "#8fd694",
    "h2": "#a8d5ab",
    "sources": "#a3ada6",
    "toggle": "#8fd694",
    "paper": "#23292c",
    "paper_border": "#3b4347",
    "rule": "#4a5357",
    "th": "#323a3e",
    "exercise": "#3a3422",
    "exercise_border": "#7c6a2c",
    "legal": "#66bb6a",
    "refused": "#ef5350",
    "error": "#ef9a9a",
    "ok_bg": "#1f3522",
    "wrong_bg": "#402326",
    "picker_full": "#757d81",
    "picker_over": "#ef9a9a",
    "black_suit": "#e4e8e5",
    "red_suit": "#ff8a80",
    "hint": "#e0c3a8",
    "progress": "#2f6b34",
    "focus_line": "#ffd600",
    "focus_band": "#111111",
}

_NAME = re.compile(r"\$(\w+)")
_choice = "system"
_colours = LIGHT


def theme_changed():
    """The signal emitted after the scheme changed: what sets colours by hand sets them again."""
    return language_signal().appearance


#: the desktop is dark; None until the app first looks
_system_dark: bool | None = None


def system_is_dark() -> bool:
    """At start, the desktop's own palette says it, light text on a dark window (``styleHints().colorScheme()``
    would too, but it builds the Python types of the whole Qt namespace, some 15 ms before the first paint);
    later the desktop tells of a change (``follow_system``)."""
    global _system_dark
    if _system_dark is None:
        palette = QGuiApplication.palette()
        _system_dark = (
            palette.color(QPalette.ColorRole.Window).lightness() < palette.color(QPalette.ColorRole.WindowText).lightness()
        )
    return _system_dark


def choice() -> str:
    return _choice


def is_dark() -> bool:
    return _colours is DARK


def apply(chosen: str) -> None:
    """Put scheme ``chosen`` in force ("system" follows the desktop) and tell the screens."""
    global _choice, _colours
    app = QGuiApplication.instance()
    _choice = chosen if chosen in CHOICES else "system"
    dark = _choice == "dark" or (_choice == "system" and app is not None and system_is_dark())
    _colours = DARK if dark else LIGHT
    if isinstance(app, QGuiApplication):
        app.setPalette(palette())
    theme_changed().emit()


def follow_system(scheme) -> None:
    """The desktop switched between light and dark (``scheme``): follow it if the app is set to."""
    from PySide6.QtCore import Qt  # long after the first paint

    global _system_dark
    _system_dark = scheme == Qt.ColorScheme.Dark
    if _choice == "system":
        apply("system")


def remembered() -> str:
    """The scheme chosen earlier, remembered with the language; "system" when none was."""
    value = read_user_json(settings_path()).get("appearance")
    return value if value in CHOICES else "system"


def remember(chosen: str) -> None:
    update_json(settings_path(), {"appearance": chosen})


def colour(name: str) -> str:
    return _colours[name]


def css(template: str, colours: dict[str, str] | None = None) -> str:
    """A style sheet with its ``$name`` colours filled in from the scheme in force (or from ``colours``)."""
    colours = colours or _colours
    return _NAME.sub(lambda match: colours[match.group(1)], template)


def restyle(widget: QWidget, template: str) -> None:
    """Give ``widget`` the style sheet ``template`` in the scheme in force, if that changes its sheet: a sheet set
    re-polishes the widget and its children even when it is the one they have, and each language switch passes
    every sheet again (to follow a change of scheme)."""
    sheet = css(template)
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def restyle_document(document: QTextDocument, template: str) -> None:
    """As :func:`restyle`, for the default style sheet of a rich text (parsed anew each time it is set)."""
    sheet = css(template)
    if document.defaultStyleSheet() != sheet:
        document.setDefaultStyleSheet(sheet)


def palette(colours: dict[str, str] | None = None) -> QPalette:
    """The Fusion palette of a scheme (the one in force by default)."""
    colours = colours or _colours
    roles = {
        QPalette.ColorRole.Window: "window",
        QPalette.ColorRole.WindowText: "text",
        QPalette.ColorRole.Base: "base",
        QPalette.ColorRole.AlternateBase: "alt_base",
        QPalette.ColorRole.Text: "text",
        QPalette.ColorRole.Button: "button",
        QPalette.ColorRole.ButtonText: "text",
        QPalette.ColorRole.Highlight: "highlight",
        QPalette.ColorRole.HighlightedText: "highlight_text",
        QPalette.ColorRole.ToolTipBase: "tooltip",
        QPalette.ColorRole.ToolTipText: "text",
        QPalette.ColorRole.Link: "link",
        QPalette.ColorRole.PlaceholderText: "placeholder",
        QPalette.ColorRole.BrightText: "highlight_text",
    }
    result = QPalette()
    for role, name in roles.items():
        result.setColor(role, QColor(colours[name]))
    # setColor(role, …) sets every colour group: disabled controls need their own, greyed text
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        result.setColor(QPalette.ColorGroup.Disabled, role, QColor(colours["disabled"]))
    if colours is DARK:  # Fusion draws bevels and frames from these: light ones glare on a dark window
        for role, value in (
            (QPalette.ColorRole.Light, "#3d4549"),
            (QPalette.ColorRole.Midlight, "#343b3f"),
            (QPalette.ColorRole.Mid, "#262c2f"),
            (QPalette.ColorRole.Dark, "#171b1d"),
            (QPalette.ColorRole.Shadow, "#0d0f10"),
        ):
            result.setColor(role, QColor(value))
    return result
