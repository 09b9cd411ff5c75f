"""``canasta-tutor scorepad``: the score pad's window on its own, to keep the score of a game at a real table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..gui.app import ensure_app, use_language
from ..gui.scorepad.window import ScorePadWindow
from ..i18n import _
from . import EXIT_ILLEGAL, EXIT_LEGAL
from .output import print_error

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    app = ensure_app()
    use_language(args.lang or args.app_lang)  # "--lang" given before or after the command
    window = ScorePadWindow()
    window.show()
    if args.screenshot:
        for _frame in range(5):
            app.processEvents()
        saved = window.grab().save(str(args.screenshot), "PNG")
        window.close()
        if not saved:
            print_error(_("cannot write {path}").format(path=args.screenshot))
            return EXIT_ILLEGAL  # as the app's own screenshot does
        return EXIT_LEGAL
    return int(app.exec())
