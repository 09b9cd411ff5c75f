"""Render the app icon's PNG sizes from its SVG (run after changing the SVG):

    QT_QPA_PLATFORM=offscreen python resources/icons/render_icons.py

The window icon is built from these PNGs: drawing the SVG would load Qt's SVG module and render every size
when the window first shows, some 10 ms of the start on a desktop.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon

HERE = Path(__file__).resolve().parent
SVG = HERE / "canasta-tutor.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    return HERE / f"canasta-tutor-{size}.png"


def render(size: int):
    """The SVG drawn at ``size`` × ``size`` pixels, as a QImage."""
    return QIcon(str(SVG)).pixmap(size, size).toImage()


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in SIZES:
        if not render(size).save(str(png_path(size)), "PNG"):
            print(f"cannot write {png_path(size)}", file=sys.stderr)
            return 1
    print(", ".join(png_path(size).name for size in SIZES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
