"""The command line: ``canasta-tutor [referee|score|selfplay|lessons|scorepad|install-desktop] …``; no subcommand
opens the app, and ``canasta-tutor FILE`` opens the app on a position file (a desktop's "Open with").

The subcommands never import Qt, so they start fast.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import i18n
from .i18n import N_, _, format_number, ngettext
from .rules.errors import InputError

if TYPE_CHECKING:  # the rules load with the subcommand that needs them: launching the app skips them
    import argparse

    from .rules.notation import LoadedPosition

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_INPUT = 0, 1, 2


def _print_json(data: dict) -> None:
    """One JSON object on standard output, ASCII-escaped when the terminal cannot take UTF-8."""
    import json  # launching the app prints none

    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    print(json.dumps(data, ensure_ascii=encoding not in ("utf8", "utf8sig")))


def _tolerant_output() -> None:
    """Characters the output encoding lacks are printed as escapes instead of ending the program."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def _hand_over(ruling, loaded):
    from .rules.alternatives import hand_over

    return hand_over(ruling.position, loaded.moves[ruling.step])


def _must_take(ruling, loaded) -> bool:
    from .rules.moves import Draw

    pos = ruling.position
    return isinstance(loaded.moves[ruling.step], Draw) and not pos.stock_size and pos.must_take_pile()


def _input_error(exc: InputError) -> int:
    from .words.explain import input_error

    print(_("error: {message}").format(message=input_error(exc)), file=sys.stderr)
    return EXIT_INPUT


# -- referee ------------------------------------------------------------------------------------------


def _violation_json(violation) -> dict:
    from .words.explain import explain, rule_reference

    return {
        "code": violation.code.value,
        "message": explain(violation),
        "rule": rule_reference(violation),
        "params": violation.params,
    }


def cmd_referee(args: argparse.Namespace) -> int:
    from .play.loading import read_raw
    from .rules.notation import PositionError, read_position, strict_json
    from .rules.referee import play

    try:
        if args.code is not None:
            from .play.share import decode
            from .rules.notation import write_position

            loaded = decode(args.code)
            data = write_position(loaded.position, loaded.moves)
        elif args.file is None:
            raise PositionError("", N_("give a position file, - for standard input, or --code CODE"))
        else:
            raw = read_raw(args.file)
            loaded = read_position(raw)
        if args.compare:
            from .words.compare import compare_presets

            return _print_compare(compare_presets(data if args.code is not None else strict_json(raw)), args)
        ruling = play(loaded.position, loaded.moves)
    except InputError as exc:  # a broken file or code, a move that names what the table lacks
        return _input_error(exc)
    args.outcome = EXIT_LEGAL if ruling.legal else EXIT_ILLEGAL  # kept if the reader stops reading
    if args.hints:
        return _print_hints(loaded, args.json)
    reasons = _reasons(ruling, loaded)  # why each accepted move was legal: read by every part of the answer
    if args.json:
        out: dict[str, Any] = {"legal": ruling.legal}
        if not ruling.legal:
            out["step"] = ruling.step
        out["violations"] = [_violation_json(v) for v in ruling.verdict.violations]
        if ruling.legal:
            # an extension of the contract: why each move was accepted, the rule and its numbers in words
            out["reasons"] = [_reason_json(step, reason) for step, reason in reasons]
        else:
            # an extension of the contract: the legal moves nearest to the refused one
            from .rules.notation import move_to_json

            out["alternatives"] = [move_to_json(m) for m in _alternatives(ruling, loaded)]
            over = _hand_over(ruling, loaded)
            if over is not None:  # an extension too: a draw from an empty stock that ends the hand, scored
                scores = _hand_over_scores(over.position)
                out["hand_over"] = {
                    "pile_declined": over.pile_declined,
                    "teams": None
                    if scores is None
                    else [
                        {
                            "melded": t.melded,
                            "bonuses": t.bonuses,
                            "in_hand": t.in_hand,
                            "total": t.total,
                            "new_score": t.new_score,
                        }
                        for t in scores
                    ],
                }
        # an extension too: the sources' other readings under which the moves would rule otherwise
        readings = _other_readings(loaded, ruling)
        out["other_readings"] = [_reading_json(r) for r in readings]
        # and the options the ruling rests on, each with where its choice stands among the sources
        out["deciding_rules"] = [_deciding_json(d) for d in _deciding(loaded, ruling, readings, reasons)]
        if args.explain:
            out["rule_cards"] = [_rule_card_json(card) for card in _rule_cards(loaded, ruling, reasons)]
        _print_json(out)
    else:
        _print_ruling(loaded, ruling, reasons)
    if args.explain and not args.json:
        from .words.rulecards import render_text

        for card in _rule_cards(loaded, ruling, reasons):
            print()
            print(render_text(card))
    return args.outcome


def _other_readings(loaded, ruling) -> list:
    from .rules.readings import other_readings

    return other_readings(loaded.position, loaded.moves, ruling.legal) if loaded.moves else []


def _reading_json(reading) -> dict:
    from .words.rule_words import rule_title
    from .words.rulecards import value_words
    from .words.sources import citation_short

    return {
        "option": reading.option,
        "title": rule_title(reading.option),
        "value": reading.value,
        "value_words": value_words(reading.value, reading.option),
        "sources": [citation_short(c) for c in reading.citations],
        "legal": reading.legal,
    }


def _deciding(loaded, ruling, readings, reasons) -> list:
    from .rules.readings import deciding_rules

    # what a refusal names, and the table's own choices the reasons for accepting a move name
    chosen = loaded.position.ruleset.overridden
    named = [v.rule for v in ruling.verdict.violations] + [r.rule for _s, r in reasons if r.rule in chosen]
    return deciding_rules(loaded.position, named, readings)


def _standing_json(standing) -> dict:
    from .words.rulecards import standing_text
    from .words.sources import citation_short

    return {
        "kind": standing.kind,
        "words": standing_text(standing),
        "sources": [citation_short(c) for c in standing.sources],
        "against": [citation_short(c) for c in standing.against],
    }


def _deciding_json(rule) -> dict:
    """An option the ruling rests on: the choice in force, where it stands (``kind``: agreed, disputed,
    house-variation, unsourced) and the ruling under the other reading, if one would rule otherwise."""
    from .words.rule_words import rule_title
    from .words.rulecards import value_words

    out = {
        "option": rule.option,
        "title": rule_title(rule.option),
        "value": rule.value,
        "value_words": value_words(rule.value, rule.option),
        "standing": _standing_json(rule.standing),
        "otherwise": None,
    }
    if rule.otherwise is not None:
        out["otherwise"] = {
            "value": rule.otherwise.value,
            "value_words": value_words(rule.otherwise.value, rule.option),
            "legal": rule.otherwise.legal,
            "standing": _standing_json(rule.otherwise_standing),
        }
    return out


def _print_other_readings(loaded, ruling, reasons) -> None:
    """The options the ruling rests on, where each choice stands, and the sources' other readings that would
    rule the moves otherwise, one line each."""
    from .words.explain import other_reading_line
    from .words.rulecards import deciding_line

    readings = _other_readings(loaded, ruling)
    deciding = _deciding(loaded, ruling, readings, reasons)
    if deciding:
        print(_("Official or house rule:"))
        for rule in deciding:
            print("  • " + deciding_line(rule))
    if readings:
        print(_("Under another reading of the sources:"))
        for reading in readings:
            print("  • " + other_reading_line(reading))


def _reasons(ruling, loaded) -> list:
    """(step, reason) for each accepted move of the ruling, in order."""
    from .rules.reasons import legal_reasons

    steps = len(ruling.positions) - 1
    return [
        (step, reason)
        for step, move in enumerate(loaded.moves[:steps])
        for reason in legal_reasons(ruling.positions[step], move, ruling.positions[step + 1])
    ]


def _reason_json(step: int, reason) -> dict:
    from .words.explain import reason_text
    from .words.rule_words import rule_title

    return {"step": step, "code": reason.code, "rule": rule_title(reason.rule), "message": reason_text(reason)}


def _rule_cards(loaded, ruling, reasons) -> list:
    """The cards of the rules the verdict rests on: the broken rules, or those behind the legal moves' reasons."""
    from .words.rulecards import rule_card, rules_involved

    broken = [v.rule for v in ruling.verdict.violations]
    moves = loaded.moves if ruling.legal else [loaded.moves[ruling.step]]
    behind = [] if broken else [reason.rule for _step, reason in reasons]
    return [rule_card(rule, ruling.position.ruleset) for rule in rules_involved(broken or behind, [m.action for m in moves])]


def _rule_card_json(card) -> dict:
    return {
        "rule": card.rule,
        "title": card.title,
        "statement": card.statement,
        "in_force": card.in_force,
        "sources": list(card.sources),
        "readings": [{"label": r.label, "value": r.value, "sources": list(r.sources)} for r in card.readings],
    }


def _alternatives(ruling, loaded) -> list:
    from .rules.alternatives import nearest_legal

    return nearest_legal(ruling.position, loaded.moves[ruling.step])


def _print_ruling(loaded: LoadedPosition, ruling, reasons: list) -> None:
    from .words.explain import at_the_table, explain, move_summary, reason_text, rule_reference
    from .words.seats import player_name
    from .words.systems import variant_name

    pos = loaded.position
    print(
        ngettext(
            "{variant}, {players} player — {name} to play", "{variant}, {players} players — {name} to play", pos.players
        ).format(variant=variant_name(pos.variant), players=pos.players, name=player_name(pos.turn))
    )
    if not loaded.moves:
        print(_("No move given: nothing to rule on."))
        return
    for step, move in enumerate(loaded.moves):
        label = _("Move {n}").format(n=step + 1) if len(loaded.moves) > 1 else _("Move")
        if ruling.step == step:
            print(_("{label} ({move}): refused").format(label=label, move=move_summary(move, ruling.positions[step])))
            for violation in ruling.verdict.violations:
                print("  ✗ " + explain(violation))
                print("    " + _("Rule: {rule}").format(rule=rule_reference(violation)))
            over = _hand_over(ruling, loaded)
            if over is not None:
                _print_hand_over(over)
            elif _must_take(ruling, loaded):
                print(
                    _("These rules make you take the pile: it is not frozen and its top card fits one of your side's melds.")
                )
            nearest = _alternatives(ruling, loaded)
            for note in at_the_table(list(ruling.verdict.violations), move.action, bool(nearest)):
                print(note)
            if nearest:
                print(_("What would have been legal:"))
                from .rules.reasons import headline

                for alternative in nearest:
                    why = headline(ruling.position, alternative)
                    line = move_summary(alternative, ruling.position)
                    print("  • " + (f"{line} — {reason_text(why)}" if why is not None else line))
            _print_other_readings(loaded, ruling, reasons)
            return
        print(_("{label} ({move}): legal").format(label=label, move=move_summary(move, ruling.positions[step])))
        for reason_step, reason in reasons:
            if reason_step == step:
                print("  ✓ " + reason_text(reason))
    print(_("Verdict: legal."))
    _print_other_readings(loaded, ruling, reasons)


def _hand_over_scores(ended) -> list | None:
    """The ended hand's scores, or None where a hand is not known card by card (it cannot be counted)."""
    from .rules.scoring import ScoringError, score_hand

    try:
        return score_hand(ended)
    except ScoringError:
        return None


def _print_hand_over(over) -> None:
    """The hand that a draw from an empty stock ends, scored when every hand is known."""
    from .words.seats import player_name, side_label

    ended = over.position
    scores = _hand_over_scores(ended)
    if over.pile_declined:
        print(_("Unless you take the pile, the hand is over and is scored without a bonus for going out."))
    elif scores is None:
        print(
            _(
                "The pile cannot be taken either: the hand is over. It is scored without a bonus for going out, "
                "once every hand's cards are known."
            )
        )
    else:
        print(_("The pile cannot be taken either: the hand is over. It is scored without a bonus for going out:"))
    if scores is None:
        return
    names = [player_name(seat) for seat in range(ended.players)]
    for index, t in enumerate(scores):
        print(
            "  "
            + _("Side {n}: {players}").format(n=index + 1, players=side_label(ended.teams[index], names))
            + " — "
            + _("this hand: {points} — new score: {score}").format(
                points=format_number(t.total), score=format_number(t.new_score)
            )
        )


def _print_hints(loaded: LoadedPosition, as_json: bool) -> int:
    from .rules.hints import hints
    from .rules.notation import move_to_json
    from .words.explain import move_summary

    pos = loaded.position
    takes, melds = hints(pos)
    if as_json:
        _print_json({"take_pile": [move_to_json(m) for m in takes], "melds": [move_to_json(m) for m in melds]})
        return EXIT_LEGAL
    print(_("Ways to take the pile:"))
    for move in takes:
        print("  • " + move_summary(move, pos))
    if not takes:
        print("  " + _("none"))
    print(_("Melds possible now:") if pos.phase == "play" else _("Melds possible after drawing:"))
    for meld in melds:
        print("  • " + move_summary(meld, pos))
    if not melds:
        print("  " + _("none"))
    return EXIT_LEGAL


def _print_compare(results: list, args: argparse.Namespace) -> int:
    from .words.compare import exit_status
    from .words.explain import input_error
    from .words.rulecards import comparison_rows

    args.outcome = {"legal": EXIT_LEGAL, "refused": EXIT_ILLEGAL, "none": EXIT_INPUT}[exit_status(results)]
    if args.json:
        out = {}
        for r in results:
            entry: dict[str, Any] = {"legal": r.legal}
            if r.error:
                entry["error"] = input_error(r.error)
            else:
                if not r.legal:
                    entry["step"] = r.step
                entry["violations"] = [_violation_json(v) for v in r.violations]
                if r.difference:
                    entry["difference"] = r.difference
            out[r.variant] = entry
        _print_json(out)
    else:
        rows = comparison_rows(results)
        width = max(len(row.system) for row in rows)
        for row in rows:
            verdict = _("{verdict}: {why}").format(verdict=row.verdict, why=row.why) if row.why else row.verdict
            print(f"{row.system.ljust(width)}  {verdict}")
            for extra in (row.rule and _("Rule: {rule}").format(rule=row.rule), row.statement, row.deciding):
                if extra:
                    print(" " * (width + 2) + extra)
    return args.outcome


# -- score ---------------------------------------------------------------------------------------------


def cmd_code(args: argparse.Namespace) -> int:
    """The code of a position file (its rules and moves with it), and its QR picture if asked for."""
    from .play.loading import load
    from .play.share import encode, write_qr
    from .rules.notation import PositionError

    try:
        loaded = load(args.file)
    except PositionError as exc:
        return _input_error(exc)
    code = encode(loaded.position, loaded.moves)
    if args.qr:
        if not args.qr.lower().endswith((".png", ".svg")):
            print(_("error: {message}").format(message=_("a QR picture is written as .png or .svg")), file=sys.stderr)
            return EXIT_INPUT
        try:
            write_qr(code, args.qr)
        except OSError as exc:
            print(
                _("error: {message}").format(
                    message=_("cannot write {path}: {reason}").format(path=args.qr, reason=exc.strerror or exc)
                ),
                file=sys.stderr,
            )
            return EXIT_INPUT
    print(code)
    return EXIT_LEGAL


def cmd_score(args: argparse.Namespace) -> int:
    from .play.loading import load
    from .rules.notation import PositionError
    from .rules.scoring import ScoringError, game_over, hand_won_outright, score_hand, winners

    try:
        loaded = load(args.file)
        if not loaded.went_out_given:
            raise PositionError("went_out", N_("missing: the seat that went out, or null when the stock ran out"))
        teams = score_hand(loaded.position)
    except (PositionError, ScoringError) as exc:
        return _input_error(exc)
    rs = loaded.position.ruleset
    new_scores = [t.new_score for t in teams]
    outright = hand_won_outright(loaded.position)
    if args.json:
        _print_json(
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
                "winners": winners(new_scores, rs, outright),
            }
        )
        return EXIT_LEGAL
    from .words.explain import score_sheet_rows
    from .words.seats import player_name, side_label

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
        print(_("The game is over (target {target}).").format(target=format_number(rs.target_score)))
    return EXIT_LEGAL


# -- selfplay ------------------------------------------------------------------------------------------


def cmd_selfplay(args: argparse.Namespace) -> int:
    from .rules.bot import play_hand
    from .rules.variants import OptionError, Ruleset

    try:
        ruleset = Ruleset.build(args.variant, args.players)
    except OptionError as exc:
        return _input_error(exc)
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
        _print_json(summary)
        return EXIT_LEGAL
    from .words.systems import variant_name

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


# -- lessons -------------------------------------------------------------------------------------------


def cmd_lessons(args: argparse.Namespace) -> int:
    from .lessons.check import run_check

    return run_check(as_json=args.json)


# -- the app ---------------------------------------------------------------------------------------------


def cmd_app(args: argparse.Namespace) -> int:
    if args.texts and not args.screenshot:
        print(_("error: {message}").format(message=_("--texts needs --screenshot")), file=sys.stderr)
        return EXIT_INPUT
    return launch_app(
        lang=args.app_lang, position=args.position, lesson=args.lesson, screenshot=args.screenshot, texts=args.texts
    )


def launch_app(**options: Any) -> int:
    """The desktop app with ``run_app``'s options."""
    import gc

    # The start allocates much and frees little: no garbage collection (some 6 ms of it) before the first frame;
    # run_app turns it on again once the frame is painted.
    gc.disable()
    from .gui.app import run_app

    return run_app(**options)


def cmd_scorepad(args: argparse.Namespace) -> int:
    from .gui.app import run_score_pad

    return run_score_pad(lang=args.lang, screenshot=args.screenshot)


def cmd_install_desktop(args: argparse.Namespace) -> int:
    from . import desktop

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
        print(_("error: {message}").format(message=f"{exc.filename or home}: {exc.strerror or exc}"), file=sys.stderr)
        return EXIT_INPUT
    return EXIT_LEGAL


def _requested_language(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        value = (
            arg.split("=", 1)[1]
            if arg.startswith("--lang=")
            else (argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        )
        if value in i18n.LANGUAGES:
            return value
    return None


# argparse's own messages, translated through the project's catalogs (argparse looks up
# ``argparse._`` and ``argparse.ngettext`` each time it builds a message).
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("show program's version number and exit"),
)


def _translate_argparse() -> None:
    import argparse

    vars(argparse).update(_=_, ngettext=ngettext)  # module globals its type stubs leave out


def _version_action() -> type:
    import argparse

    class PrintVersion(argparse.Action):
        """argparse's "version" action, with the version looked up only when asked for: reading the installed
        package's metadata costs some 10 ms, which every start with an option would pay."""

        def __call__(self, parser, namespace, values, option_string=None):
            from .resources import version

            print(f"canasta-tutor {version()}")
            parser.exit()

    return PrintVersion


def build_parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(
        prog="canasta-tutor",
        description=_("Learn Canasta and settle its disputes."),
        epilog=_("canasta-tutor FILE opens the app on the position in FILE."),
    )
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", choices=i18n.LANGUAGES, help=_("language of the output (de, fr, en)"))
    parser.add_argument("--lang", dest="app_lang", choices=i18n.LANGUAGES, help=_("language of the app (de, fr, en)"))
    parser.set_defaults(lang=None, outcome=EXIT_LEGAL)
    parser.add_argument("--version", action=_version_action(), nargs=0, help=_("show program's version number and exit"))
    parser.add_argument("--position", metavar="FILE", help=_("open a position file"))
    parser.add_argument("--lesson", metavar="ID", help=_("open a lesson"))
    parser.add_argument("--screenshot", metavar="PATH", help=_("render the window to a PNG and exit"))
    parser.add_argument(
        "--texts", metavar="PATH", help=_("with --screenshot: also write the texts on screen to a file, one per line")
    )
    sub = parser.add_subparsers(dest="command")

    referee = sub.add_parser("referee", parents=[lang], help=_("rule on the move(s) in a position file"))
    referee.add_argument("file", metavar="FILE", nargs="?", help=_("position file, or - for standard input"))
    referee.add_argument("--code", metavar="CODE", help=_("rule on the position and move of a shared code instead"))
    referee.add_argument("--json", action="store_true", help=_("print the verdict as JSON"))
    referee.add_argument("--hints", action="store_true", help=_("list the ways to take the pile and the melds possible now"))
    referee.add_argument("--compare", action="store_true", help=_("rule on the move under every rule system"))
    referee.add_argument("--explain", action="store_true", help=_("print the rule cards of the rules behind the verdict"))
    referee.set_defaults(func=cmd_referee)

    code = sub.add_parser("code", parents=[lang], help=_("write a position file's position and move as a code to share"))
    code.add_argument("file", metavar="FILE", help=_("position file, or - for standard input"))
    code.add_argument("--qr", metavar="PATH", help=_("also write the code as a QR picture (.png or .svg)"))
    code.set_defaults(func=cmd_code)

    score = sub.add_parser("score", parents=[lang], help=_("score a finished hand"))
    score.add_argument("file", metavar="FILE", help=_("position file of a finished hand, or - for standard input"))
    score.add_argument("--json", action="store_true", help=_("print the scores as JSON"))
    score.set_defaults(func=cmd_score)

    selfplay = sub.add_parser("selfplay", parents=[lang], help=_("let bots play whole hands through the referee"))
    selfplay.add_argument("--hands", type=int, default=10, help=_("number of hands to play"))
    selfplay.add_argument("--players", type=int, default=4, choices=range(2, 7), help=_("number of players"))
    selfplay.add_argument("--seed", type=int, default=1, help=_("seed of the shuffles, for repeatable runs"))
    selfplay.add_argument("--variant", default="classic", help=_("rule system: classic, samba, modern-american, strict"))
    selfplay.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    selfplay.set_defaults(func=cmd_selfplay)

    lessons = sub.add_parser("lessons", parents=[lang], help=_("check the course"))
    lessons.add_argument("--check", action="store_true", required=True, help=_("verify every lesson and exercise"))
    lessons.add_argument("--json", action="store_true", help=_("print the report as JSON"))
    lessons.set_defaults(func=cmd_lessons)

    scorepad = sub.add_parser("scorepad", parents=[lang], help=_("keep the score of a game at the table"))
    scorepad.add_argument("--screenshot", metavar="PNG", help=_("render the window to a PNG and quit"))
    scorepad.set_defaults(func=cmd_scorepad)

    install = sub.add_parser(
        "install-desktop",
        parents=[lang],
        help=_("add the app to the desktop menu, with its icon and the position file type"),
    )
    install.add_argument("--remove", action="store_true", help=_("take it out of the desktop menu again"))
    install.set_defaults(func=cmd_install_desktop)
    parser.set_defaults(commands=tuple(sub.choices))  # for reading "canasta-tutor FILE" (_file_as_position)
    return parser


#: the options of the app (no subcommand) that take a value: a word after one is that value, not a file
_OPTIONS_WITH_A_VALUE = ("--lang", "--position", "--lesson", "--screenshot", "--texts")


def _file_as_position(argv: list[str], commands: Sequence[str]) -> list[str]:
    """``canasta-tutor FILE [options]``, as a desktop's "Open with" runs it, read as ``--position FILE``.

    >>> _file_as_position(["game.canasta.json", "--lang", "de"], ["referee"])
    ['--position', 'game.canasta.json', '--lang', 'de']
    >>> _file_as_position(["--lang", "de", "referee", "x.json"], ["referee"])
    ['--lang', 'de', 'referee', 'x.json']
    """
    skip = False
    for index, arg in enumerate(argv):
        if skip:
            skip = False
        elif arg in _OPTIONS_WITH_A_VALUE:
            skip = True
        elif arg == "-" or not arg.startswith("-"):
            if arg in commands:
                return argv
            return [*argv[:index], "--position", arg, *argv[index + 1 :]]
    return argv


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _tolerant_output()
    from .log import start_logging

    start_logging()
    if not argv:  # the app as a desktop launches it: nothing to parse (argparse and its parser cost ~3 ms)
        i18n.set_language(i18n.choose_language(None))
        return launch_app()
    _translate_argparse()
    i18n.set_language(i18n.choose_language(_requested_language(argv)))  # before --help is printed
    parser = build_parser()
    args = parser.parse_args(_file_as_position(argv, parser.get_default("commands")))
    requested = args.lang or args.app_lang
    i18n.set_language(i18n.choose_language(requested))
    if args.command is None:
        return cmd_app(args)
    _report_set_aside_files()
    try:
        status = args.func(args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return status
    except BrokenPipeError:  # the reader of our output went away (… | head): the verdict still stands
        sys.stdout = None
        return args.outcome


def _report_set_aside_files() -> None:
    from .storage import set_aside_files
    from .words.explain import set_aside_message

    for item in set_aside_files:
        print(set_aside_message(item), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
