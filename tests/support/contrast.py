"""Contrast between two colours as WCAG 2 measures it, for the tests of the colour schemes and of what is drawn."""

from __future__ import annotations

from PySide6.QtGui import QColor


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor | str, b: QColor | str) -> float:
    """The contrast ratio of two colours, each a QColor or a colour name such as ``#1a2b3c``: 1 to 21."""
    high, low = sorted((luminance(QColor(a)), luminance(QColor(b))), reverse=True)
    return (high + 0.05) / (low + 0.05)
