"""Light and dark: the app's two designed colour schemes, and which one is in force.

Every colour the app sets by hand is named here once per scheme; style sheets ask for them as ``$name``
(``css("color: $muted;")``). The table keeps its green felt in both: only what lies around it changes. The
choice ("system", "light" or "dark") is remembered with the language; "system" follows the desktop's scheme.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from ..i18n import SETTINGS, settings_path
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
    # the app's font before it is set is the platform's (QFontDatabase.systemFont's general font), read without
    # building QFontDatabase's Python types before the first frame
    font = QFont(QGuiApplication.font())
    font.setFamilies([font.family(), *(family for family in SUIT_FONTS if family != font.family())])
    font.setPointSizeF(max(font.pointSizeF(), LEAST_POINT_SIZE))
    return font


#: the table and the cards look the same in both schemes: the green felt, the white card paper. Translucent
#: colours are written #AARRGGBB (alpha first), as QColor and style sheets read them.
TABLE = {
    "felt": "#1f6b3a",
    "felt_ink": "#f1f8e9",  # text and lines on the felt
    "felt_ink_faint": "#8cffffff",  # what the felt says when there is nothing to show ("No melds yet")
    "felt_frame": "#46ffffff",  # a side's box on the felt
    "felt_shade": "#1c000000",  # a side's box, a shade darker than the felt
    "felt_draft_shade": "#28000000",  # the move being built
    "felt_draft_part": "#8cffffff",  # a part of the move being built, dashed
    "felt_scroll_handle": "#5affffff",
    "drop": "#ffeb3b",  # where dropped cards go, the chosen meld, the seat to move
    "drop_frame": "#a0ffeb3b",  # the frame of the move being built
    "on_drop": "#1b1b1b",  # the caption of the seat to move, on the drop colour
    "canasta_natural": "#c62828",  # a canasta's badge: red for natural, black for mixed
    "canasta_mixed": "#212121",
    "canasta_badge_text": "#ffffff",
    "card_face": "#fffdf8",
    "card_edge": "#9e9e9e",
    "card_shadow": "#3c000000",
    "card_dim": "#46000000",  # a card that cannot be chosen
    "card_red": "#c62828",
    "card_black": "#1b1b1b",
    "card_select": "#1e88e5",
    "card_focus": "#ff9800",
    "card_mark": "#ffb300",  # the bar under a card the lesson points at
    "card_back_paper": "#ffffff",
    "card_back_top": "#1a4f8b",
    "card_back_bottom": "#0d2f57",
    "card_back_hatch": "#37ffffff",
    "joker_ink": "#6a1b9a",
    "joker_gold": "#f9a825",
    "joker_top": "#f3e5f5",
    "joker_bottom": "#fff8e1",
}

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
    "placeholder": "#68737a",
    # the outline of a check box's or radio button's mark: 3:1 on every surface it lies on
    "control_edge": "#6b777c",
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
    "picker_full": "#6a7073",
    "picker_over": "#b71c1c",
    "black_suit": "#1b1b1b",
    "red_suit": "#c62828",
    "hint": "#5d4037",
    "progress": "#a5d6a7",
    # the focus ring (gui/focus.py): a yellow line on a black band, seen on the felt, a card and the window alike
    "focus_line": "#ffd600",
    "focus_band": "#111111",
    **TABLE,
}

DARK = {
    "window": "#1f2427",
    "text": "#e4e8e5",
    "base": "#262c2f",
    "alt_base": "#2b3235",
    "button": "#333a3e",
    "highlight": "#2e7d32",
    "highlight_text": "#ffffff",
    "tooltip": "#333a3e",
    "link": "#8ab4f8",
    "disabled": "#6d777b",
    "placeholder": "#8a9499",
    "control_edge": "#a3aeb3",
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
    "refused": "#ff7b72",
    "error": "#ef9a9a",
    "ok_bg": "#1f3522",
    "wrong_bg": "#402326",
    "picker_full": "#a0a8ac",
    "picker_over": "#ef9a9a",
    "black_suit": "#e4e8e5",
    "red_suit": "#ff8a80",
    "hint": "#e0c3a8",
    "progress": "#2f6b34",
    "focus_line": "#ffd600",
    "focus_band": "#111111",
    **TABLE,
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
    if isinstance(app, QApplication):
        for marked in ("QCheckBox", "QRadioButton"):  # PySide6 takes the class name as text, its stubs say bytes
            app.setPalette(mark_palette(), marked)  # type: ignore[arg-type]
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
    value = read_user_json(settings_path(), SETTINGS).get("appearance")
    return value if value in CHOICES else "system"


def remember(chosen: str) -> None:
    update_json(settings_path(), {"appearance": chosen})


def colour(name: str) -> str:
    return _colours[name]


def qcolour(name: str) -> QColor:
    """Colour ``name`` of the scheme in force, for painting."""
    return QColor(_colours[name])


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


def mark_palette(colours: dict[str, str] | None = None) -> QPalette:
    """The palette of check boxes and radio buttons: Fusion outlines their mark in the window's colour made darker,
    which all but vanishes on a dark window or a tinted box; here that window colour is one that outlines the mark in
    ``control_edge``. The button's text and its own background (none) are the scheme's."""
    colours = colours or _colours
    result = palette(colours)
    result.setColor(QPalette.ColorRole.Window, QColor(colours["control_edge"]).lighter(140))
    return result
