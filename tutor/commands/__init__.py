"""The subcommands of ``canasta-tutor``, one module each with a ``run(args)``.

The command line loads the one asked for and nothing else: the app's start and each command's own pay only for
what they use. None of them imports Qt but ``scorepad``, which opens a window.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

#: what a command returns: the move(s) legal or the job done; a move refused; the input unusable
EXIT_LEGAL, EXIT_ILLEGAL, EXIT_INPUT = 0, 1, 2


def run(args: argparse.Namespace) -> int:
    """Run the subcommand ``args.command`` names, after telling about files set aside as unreadable."""
    module = import_module(f"{__name__}.{args.command.replace('-', '_')}")
    import_module(f"{__name__}.output").report_set_aside_files()
    return module.run(args)
