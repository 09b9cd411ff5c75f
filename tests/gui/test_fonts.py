"""The app writes in the platform's own font (Segoe UI on Windows, the system font on macOS, the desktop's on
Linux), not one font that only some systems have, and every card suit is drawn from it or a fallback."""

import os
import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from tutor.gui import theme

ROOT = Path(__file__).resolve().parents[2]
SUITS = "♠♥♦♣"


def test_the_app_starts_with_the_app_font(qapp):
    probe = "from tutor.gui.app import ensure_app; app = ensure_app(); print(repr(app.font().families()))"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == repr(theme.app_font().families())


def test_the_app_font_is_the_platforms_with_fallbacks_for_the_suits(qapp):
    font = theme.app_font()
    system = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
    assert font.families()[0] == system.family()
    assert set(theme.SUIT_FONTS) <= set(font.families())
    assert font.pointSizeF() >= max(theme.LEAST_POINT_SIZE, system.pointSizeF() if system.pointSizeF() > 0 else 0)
    installed = set(QFontDatabase.families())
    for suit in SUITS:
        having = [
            family for family in font.families() if family in installed and QFontMetrics(QFont(family)).inFontUcs4(ord(suit))
        ]
        assert having, f"no font of {font.families()} has {suit}"


def test_no_screen_names_a_font_of_its_own():
    named = [
        f"{path.relative_to(ROOT)}: {match[0]}"
        for path in (ROOT / "tutor").rglob("*.py")
        for match in re.finditer(r"QFont\(\s*['\"][^'\"]+['\"]", path.read_text(encoding="utf-8"))
    ]
    assert named == []
