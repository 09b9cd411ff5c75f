"""``canasta-tutor scorepad``: the score pad's window on its own, to keep the score of a game at a real table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..gui.app import ensure_app, use_language
from ..gui.scorepad import ScorePadWindow

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    app = ensure_app()
    use_language(args.lang)
    window = ScorePadWindow()
    window.show()
    if args.screenshot:
        for _ in range(5):
            app.processEvents()
        ok = window.grab().save(str(args.screenshot), "PNG")
        window.close()
        return 0 if ok else 1
    return int(app.exec())
