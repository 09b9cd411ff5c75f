"""``canasta-tutor selfplay``: bots play whole hands through the referee; how many went out, how fast."""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from ..i18n import _, format_number, ngettext
from ..rules.bot import play_hand
from ..rules.variants import OptionError, Ruleset
from ..words.systems import variant_name
from . import EXIT_LEGAL
from .output import print_json, report_input_error

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    try:
        ruleset = Ruleset.build(args.variant, args.players)
    except OptionError as exc:
        return report_input_error(exc)
    rng = random.Random(args.seed)
    started = time.perf_counter()
    went_out = turns = moves = 0
    for _hand in range(args.hands):
        result = play_hand(ruleset, rng)
        went_out += result.went_out is not None
        turns += result.turns
        moves += result.moves
    elapsed = time.perf_counter() - started
    summary = {
        "hands": args.hands,
        "players": args.players,
        "variant": args.variant,
        "seed": args.seed,
        "went_out": went_out,
        "stock_ran_out": args.hands - went_out,
        "turns": turns,
        "moves": moves,
        "seconds": round(elapsed, 3),
        "hands_per_second": round(args.hands / elapsed, 1) if elapsed else None,
    }
    if args.json:
        print_json(summary)
        return EXIT_LEGAL

    shown = {
        key: format_number(value) if isinstance(value, (int, float)) and key != "seed" else value
        for key, value in summary.items()
        if value is not None
    }
    print(
        ngettext(
            "{hands} hand of {variant}, {players} players, seed {seed}",
            "{hands} hands of {variant}, {players} players, seed {seed}",
            args.hands,
        ).format(**dict(shown, variant=variant_name(args.variant)))
    )
    print(_("went out: {went_out}, stock ran out: {stock_ran_out}").format(**shown))
    print(
        _("{turns} turns, {moves} moves in {seconds} s ({hands_per_second} hands per second)").format(
            **dict(shown, hands_per_second=shown.get("hands_per_second", "–"))
        )
    )
    return EXIT_LEGAL
