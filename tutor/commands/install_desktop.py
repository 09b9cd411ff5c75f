"""``canasta-tutor install-desktop [--remove]``: the app in the desktop menu, with its icon and file type."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import desktop
from ..i18n import N_, _
from ..words.files import os_reason
from . import EXIT_ILLEGAL, EXIT_LEGAL
from .output import print_error

if TYPE_CHECKING:
    import argparse


#: where the installer or the app bundle puts the app in the menu and registers position files, not this command
DONE_BY_THE_INSTALLER = {
    "windows": N_(
        "On Windows the installer (canasta-tutor-setup) puts the app in the Start menu and offers it for opening "
        "position files (*.canasta.json); install-desktop writes the menu files of Linux desktops only. "
        "Nothing was changed."
    ),
    "macos": N_(
        "On macOS the app (Canasta Tutor.app, moved to Applications) brings its icon and opens position files "
        "(*.canasta.json) itself; install-desktop writes the menu files of Linux desktops only. Nothing was changed."
    ),
}


def run(args: argparse.Namespace) -> int:
    if done_elsewhere := DONE_BY_THE_INSTALLER.get(desktop.system()):
        print(_(done_elsewhere))
        return EXIT_ILLEGAL  # nothing was done: a script must not take it for success
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
        wording = _("cannot remove {path}: {reason}") if args.remove else _("cannot write {path}: {reason}")
        return print_error(wording.format(path=exc.filename or home, reason=os_reason(exc)))
    return EXIT_LEGAL
