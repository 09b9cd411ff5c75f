"""``canasta-tutor referee FILE``: the referee's ruling on the move(s) in a position file (or a shared code), with
why, the rule and its sources; ``--json`` as the position format's contract has it, with its compatible extensions;
``--hints``, ``--compare`` and ``--explain`` as their help says."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import N_, _, format_number, ngettext
from ..play.loading import read_raw
from ..play.share import decode
from ..rules.alternatives import hand_over, nearest_legal
from ..rules.errors import InputError
from ..rules.hints import hints
from ..rules.notation import LoadedPosition, PositionError, move_to_json, read_position, strict_json, write_position
from ..rules.readings import deciding_rules, other_readings
from ..rules.reasons import headline, legal_reasons
from ..rules.referee import play
from ..rules.scoring import ScoringError, score_hand
from ..words.compare import compare_presets, exit_status
from ..words.explain import at_the_table, explain, input_error, move_summary, other_reading_line, reason_text, rule_reference
from ..words.rule_words import rule_title
from ..words.rulecards import (
    comparison_rows,
    deciding_line,
    render_text,
    rule_card,
    rules_involved,
    standing_text,
    value_words,
)
from ..words.seats import player_name, side_label
from ..words.sources import citation_short
from ..words.systems import variant_name
from . import EXIT_ILLEGAL, EXIT_INPUT, EXIT_LEGAL
from .output import print_json, report_input_error

if TYPE_CHECKING:
    import argparse


def _hand_over(ruling, loaded):
    return hand_over(ruling.position, loaded.moves[ruling.step])


def _violation_json(violation) -> dict:
    return {
        "code": violation.code.value,
        "message": explain(violation),
        "rule": rule_reference(violation),
        "params": violation.params,
    }


def run(args: argparse.Namespace) -> int:
    try:
        if args.code is not None and args.file is not None:
            raise PositionError("", N_("give a position file or --code CODE, not both"))
        if args.code is not None:
            loaded = decode(args.code)
            data = write_position(loaded.position, loaded.moves)
        elif args.file is None:
            raise PositionError("", N_("give a position file, - for standard input, or --code CODE"))
        else:
            raw = read_raw(args.file)
            loaded = read_position(raw)
        if args.compare and not loaded.moves and not args.json:
            print(_("No move given: nothing to rule on."))
            return EXIT_LEGAL
        if args.compare:
            return _print_compare(compare_presets(data if args.code is not None else strict_json(raw)), args)
        ruling = play(loaded.position, loaded.moves)
    except InputError as exc:  # a broken file or code, a move that names what the table lacks
        return report_input_error(exc)
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
        print_json(out)
    else:
        _print_ruling(loaded, ruling, reasons)
    if args.explain and not args.json:
        for card in _rule_cards(loaded, ruling, reasons):
            print()
            print(render_text(card))
    return args.outcome


def _other_readings(loaded, ruling) -> list:
    return other_readings(loaded.position, loaded.moves, ruling.legal) if loaded.moves else []


def _reading_json(reading) -> dict:
    return {
        "option": reading.option,
        "title": rule_title(reading.option),
        "value": reading.value,
        "value_words": value_words(reading.value, reading.option),
        "sources": [citation_short(c) for c in reading.citations],
        "legal": reading.legal,
    }


def _deciding(loaded, ruling, readings, reasons) -> list:
    # what a refusal names, and the table's own choices the reasons for accepting a move name
    chosen = loaded.position.ruleset.overridden
    named = [v.rule for v in ruling.verdict.violations] + [r.rule for _s, r in reasons if r.rule in chosen]
    return deciding_rules(loaded.position, named, readings)


def _standing_json(standing) -> dict:
    return {
        "kind": standing.kind,
        "words": standing_text(standing),
        "sources": [citation_short(c) for c in standing.sources],
        "against": [citation_short(c) for c in standing.against],
        **({"system": standing.system} if standing.system else {}),
    }


def _deciding_json(rule) -> dict:
    """An option the ruling rests on: the choice in force, where it stands (``kind``: agreed, disputed,
    house-variation, other-system, unsourced) and the ruling under the other reading, if one would rule otherwise."""

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
    steps = len(ruling.positions) - 1
    return [
        (step, reason)
        for step, move in enumerate(loaded.moves[:steps])
        for reason in legal_reasons(ruling.positions[step], move, ruling.positions[step + 1])
    ]


def _reason_json(step: int, reason) -> dict:
    return {"step": step, "code": reason.code, "rule": rule_title(reason.rule), "message": reason_text(reason)}


def _rule_cards(loaded, ruling, reasons) -> list:
    """The cards of the rules the verdict rests on: the broken rules, or those behind the legal moves' reasons."""
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
    return nearest_legal(ruling.position, loaded.moves[ruling.step])


def _print_ruling(loaded: LoadedPosition, ruling, reasons: list) -> None:
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
            nearest = _alternatives(ruling, loaded)
            for note in at_the_table(list(ruling.verdict.violations), move.action, bool(nearest)):
                print(note)
            if nearest:
                print(_("What would have been legal:"))

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
    try:
        return score_hand(ended)
    except ScoringError:
        return None


def _print_hand_over(over) -> None:
    """The hand that a draw from an empty stock ends, scored when every hand is known."""
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
    pos = loaded.position
    takes, melds = hints(pos)
    if as_json:
        print_json({"take_pile": [move_to_json(m) for m in takes], "melds": [move_to_json(m) for m in melds]})
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
        print_json(out)
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
