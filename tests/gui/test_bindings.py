"""The Qt bindings must not corrupt Python's reference counts (the app paints thousands of cards)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath


def test_void_painter_calls_keep_none_alive():
    image = QImage(64, 64, QImage.Format_ARGB32)
    painter = QPainter(image)
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, 40, 60), 4, 4)
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.save()
        painter.fillPath(path, QColor("white"))
        painter.restore()
    after = sys.getrefcount(None)
    painter.end()
    # A binding that returns None without a reference loses one per call; None would soon be freed.
    assert after >= before - 50
