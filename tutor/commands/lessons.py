"""``canasta-tutor lessons --check``: every lesson and exercise verified, as a report."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lessons.check import run_check

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    return run_check(as_json=args.json)
