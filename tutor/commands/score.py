"""``canasta-tutor score FILE [--json]``: a finished hand scored, side by side as the score sheet shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _, format_number
from ..play.loading import load
from ..rules.notation import PositionError
from ..rules.scoring import ScoringError, game_over, hand_won_outright, score_hand, side_went_out, winners
from ..words.explain import score_sheet_rows
from ..words.seats import player_name, side_label
from . import EXIT_LEGAL
from .output import print_json, report_input_error

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    try:
        loaded = load(args.file)
        if not loaded.went_out_given:
            raise PositionError("went_out", N_("missing: the seat that went out, or null when the stock ran out"))
        teams = score_hand(loaded.position)
    except (PositionError, ScoringError) as exc:
        return report_input_error(exc)
    rs = loaded.position.ruleset
    new_scores = [t.new_score for t in teams]
    outright = hand_won_outright(loaded.position)
    if args.json:
        print_json(
            {
                "teams": [
                    {
                        "melded": t.melded,
                        "bonuses": t.bonuses,
                        "in_hand": t.in_hand,
                        "total": t.total,
                        "new_score": t.new_score,
                        "items": [list(i) for i in t.items],
                    }
                    for t in teams
                ],
                "game_over": game_over(new_scores, rs, outright),
                "winners": winners(new_scores, rs, outright, side_went_out(loaded.position)),
            }
        )
        return EXIT_LEGAL

    names = [player_name(seat) for seat in range(loaded.position.players)]
    rows = score_sheet_rows(teams)  # the parts of the score, itemised as the score sheet shows them
    for index in range(len(teams)):
        team = loaded.position.teams[index]
        print(_("Side {n}: {players}").format(n=index + 1, players=side_label(team, names)))
        for label, figures in rows:
            print("  " + _("{label}: {value}").format(label=label, value=format_number(figures[index])))
    if outright is not None:
        print(_("The game is over: side {n} wins it at once with its special hand.").format(n=outright + 1))
    elif game_over(new_scores, rs):
        won = [index + 1 for index in winners(new_scores, rs, went_out=side_went_out(loaded.position))]
        target = format_number(rs.target_score)
        level = new_scores.count(max(new_scores)) > 1
        if len(won) == 1 and level:  # a tie this table breaks for the side that went out
            print(
                _(
                    "The game is over (target {target}): the sides are level, and side {n} wins it for going out, as "
                    "this table breaks a tie."
                ).format(target=target, n=won[0])
            )
        elif len(won) == 1:
            print(_("The game is over (target {target}): side {n} wins it.").format(target=target, n=won[0]))
        else:
            sides = ", ".join(str(n) for n in won)
            print(_("The game is over (target {target}): sides {sides} share the win.").format(target=target, sides=sides))
    return EXIT_LEGAL
