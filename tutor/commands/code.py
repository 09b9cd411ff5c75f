"""``canasta-tutor code FILE [--qr PATH]``: a position file's position and move as a code to share."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..i18n import _
from ..play.loading import load
from ..play.share import encode, write_qr
from ..rules.notation import PositionError
from ..words.files import os_reason
from . import EXIT_LEGAL
from .output import print_error, report_input_error

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    """The code of a position file (its rules and moves with it), and its QR picture if asked for."""
    try:
        loaded = load(args.file)
    except PositionError as exc:
        return report_input_error(exc)
    code = encode(loaded.position, loaded.moves)
    if args.qr:
        if not args.qr.lower().endswith((".png", ".svg")):
            return print_error(_("a QR picture is written as .png or .svg"))
        try:
            write_qr(code, Path(args.qr))
        except OSError as exc:
            return print_error(_("cannot write {path}: {reason}").format(path=args.qr, reason=os_reason(exc)))
    print(code)
    return EXIT_LEGAL
