"""``canasta-tutor scorepad``: the score pad's window on its own, to keep the score of a game at a real table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..gui.app import run_score_pad

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    return run_score_pad(lang=args.lang, screenshot=args.screenshot)
