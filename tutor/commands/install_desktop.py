"""``canasta-tutor install-desktop [--remove]``: the app in the desktop menu, with its icon and file type."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import desktop
from ..i18n import _
from . import EXIT_LEGAL
from .output import print_error

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    home = desktop.data_home()
    try:
        if args.remove:
            removed = desktop.uninstall(home)
            print(
                _("Removed from the desktop menu: {count} files under {folder}.").format(count=len(removed), folder=home)
                if removed
                else _("Nothing to remove: the app is not in the desktop menu under {folder}.").format(folder=home)
            )
        else:
            written = desktop.install(home)
            print(
                _(
                    "Added to the desktop menu: {count} files under {folder}. Position files (*.canasta.json) now "
                    "open in the app. To undo: canasta-tutor install-desktop --remove"
                ).format(count=len(written), folder=home)
            )
    except OSError as exc:
        return print_error(f"{exc.filename or home}: {exc.strerror or exc}")
    return EXIT_LEGAL
