"""``canasta-tutor referee FILE``: the referee's ruling on the move(s) in a position file (or a shared code), with
why, the rule and its sources; ``--json`` as the position format's contract has it, with its compatible extensions;
``--hints``, ``--compare`` and ``--explain`` as their help says."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import N_, _, ngettext
from ..play.commentary import Commentary
from ..play.loading import read_raw
from ..play.profiles import ProfileBook, load_book
from ..play.share import decode
from ..rules.errors import InputError
from ..rules.hints import hints
from ..rules.notation import LoadedPosition, PositionError, move_to_json, read_position, strict_json, write_position
from ..words.compare import compare_presets, exit_status
from ..words.explain import (
    combined_reading_line,
    explain,
    input_error,
    move_summary,
    other_reading_line,
    profiles_line,
    reason_reference,
    reason_text,
    rule_reference,
    side_score_lines,
)
from ..words.rule_words import rule_title
from ..words.rulecards import (
    comparison_rows,
    deciding_line,
    otherwise_line,
    render_text,
    rule_card,
    standing_text,
    value_words,
)
from ..words.seats import player_name
from ..words.sources import citation_short
from ..words.systems import variant_name
from . import EXIT_ILLEGAL, EXIT_INPUT, EXIT_LEGAL
from .output import print_error, print_json, report_input_error

if TYPE_CHECKING:
    import argparse


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
            # every rule system, then each of the table's saved profiles (its system with its house rules)
            position_data = data if args.code is not None else strict_json(raw)
            return _print_compare(compare_presets(position_data, tuple(load_book().profiles)), args)
        # what there is to say about the moves, each part worked out when first asked for
        commentary = Commentary.of_moves(loaded.position, loaded.moves) if loaded.moves else None
    except InputError as exc:  # a broken file or code, a move that names what the table lacks
        return report_input_error(exc)
    args.outcome = EXIT_ILLEGAL if commentary is not None and not commentary.legal else EXIT_LEGAL
    if args.hints:
        return _print_hints(loaded, args.json)
    # the table's profiles, to name the one that plays a reading the ruling names (as the referee panel does)
    book = load_book() if commentary is not None else None
    if args.json:
        print_json(_ruling_json(commentary, args.explain, book))
    else:
        _print_ruling(loaded, commentary, book)
        if args.explain and commentary is not None:
            for card in _rule_cards(commentary):
                print()
                print(render_text(card))
    return args.outcome


def _ruling_json(commentary: Commentary | None, explain_rules: bool, book: ProfileBook | None = None) -> dict[str, Any]:
    """The ruling as the position format's contract has it, with its compatible extensions
    (docs/position-extensions.md)."""
    if commentary is None:  # no move given: nothing refused, nothing to say
        out: dict[str, Any] = {"legal": True, "violations": [], "moves": [], "reasons": [], "rules": []}
        out |= {"other_readings": [], "combined_readings": [], "deciding_rules": []}
        if explain_rules:
            out["rule_cards"] = []
        return out
    out = {"legal": commentary.legal}
    if not commentary.legal:
        out["step"] = commentary.refused_step
    out["violations"] = [_violation_json(v) for v in commentary.violations]
    # extensions of the contract, so that a program can show the ruling whole, as the text says it: each move
    # ruled on in words, why each accepted move was accepted (the conditions it met, with their numbers), the
    # rules the ruling rests on
    out["moves"] = [
        {
            "step": step,
            "move": move_to_json(ruling.move),
            "words": move_summary(ruling.move, ruling.before),
            "legal": ruling.legal,
        }
        for step, ruling in enumerate(commentary.steps)
    ]
    out["reasons"] = [
        _reason_json(step, reason, ruling.before.ruleset)
        for step, (ruling, reasons) in enumerate(zip(commentary.steps, commentary.step_reasons, strict=True))
        for reason in reasons
    ]
    out["rules"] = [{"rule": rule, "title": rule_title(rule)} for rule in commentary.rules]
    if not commentary.legal:
        # the legal moves nearest to the refused one; each as an offer too, in words with what makes it work
        out["alternatives"] = [move_to_json(offer.move) for offer in commentary.offers]
        out["offers"] = [
            {
                "move": move_to_json(offer.move),
                "words": move_summary(offer.move, commentary.ruling.before),
                "why": None if offer.why is None else _reason_json(len(commentary.earlier), offer.why, commentary.ruleset),
            }
            for offer in commentary.offers
        ]
        # what happens at the table after the refusal, in sentences (the hand a draw ends, the take-back)
        out["at_the_table"] = commentary.table_notes()
        over = commentary.hand_over
        if over is not None:  # an extension too: a draw from an empty stock that ends the hand, scored
            scores = commentary.hand_over_scores
            lines = [] if scores is None else side_score_lines(over.position.teams, scores, player_name)
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
                        "words": line,
                    }
                    for t, line in zip(scores, lines, strict=True)
                ],
            }
    # an extension too: the sources' other readings under which the moves would rule otherwise
    # (each with the table's profiles that play it)
    out["other_readings"] = [
        _reading_json(r) | {"profiles": list(commentary.profiles_holding(book, [r]))} for r in commentary.readings
    ]
    # where no one reading would do: two that together would
    out["combined_readings"] = [
        {
            "readings": [_reading_json(r) for r in pair.readings],
            "legal": True,
            "profiles": list(commentary.profiles_holding(book, pair.readings)),
        }
        for pair in commentary.combined
    ]
    # and the options the ruling rests on, each with where its choice stands among the sources
    out["deciding_rules"] = [
        _deciding_json(d, commentary.profiles_holding(book, [d.otherwise] if d.otherwise else []))
        for d in commentary.deciding
    ]
    if explain_rules:
        out["rule_cards"] = [_rule_card_json(card) for card in _rule_cards(commentary)]
    return out


def _reading_json(reading) -> dict:
    return {
        "option": reading.option,
        "title": rule_title(reading.option),
        "value": reading.value,
        "value_words": value_words(reading.value, reading.option),
        "sources": [citation_short(c) for c in reading.citations],
        "legal": reading.legal,
        "words": other_reading_line(reading),
    }


def _standing_json(standing) -> dict:
    return {
        "kind": standing.kind,
        "words": standing_text(standing),
        "sources": [citation_short(c) for c in standing.sources],
        "against": [citation_short(c) for c in standing.against],
        **({"system": standing.system} if standing.system else {}),
    }


def _deciding_json(rule, holding: Sequence[str] = ()) -> dict:
    """An option the ruling rests on: the choice in force, where it stands (``kind``: agreed, disputed,
    house-variation, other-system, unsourced) and the ruling under the other reading, if one would rule otherwise."""

    out = {
        "option": rule.option,
        "title": rule_title(rule.option),
        "value": rule.value,
        "value_words": value_words(rule.value, rule.option),
        "standing": _standing_json(rule.standing),
        "otherwise": None,
        "words": deciding_line(rule),
    }
    if rule.otherwise is not None:
        out["otherwise"] = {
            "value": rule.otherwise.value,
            "value_words": value_words(rule.otherwise.value, rule.option),
            "legal": rule.otherwise.legal,
            "standing": _standing_json(rule.otherwise_standing),
            "words": otherwise_line(rule),
            "profiles": list(holding),
        }
    return out


def _print_other_readings(commentary: Commentary, book: ProfileBook | None) -> None:
    """The options the ruling rests on, where each choice stands and how the other reading would rule, then the
    sources' further readings that would rule the moves otherwise: each reading once, as the panel says them."""

    if commentary.deciding:
        print(_("Official or house rule:"))
        for rule in commentary.deciding:
            print("  • " + deciding_line(rule))
            if rule.otherwise is not None:
                print("    " + otherwise_line(rule))
                _print_profiles(commentary.profiles_holding(book, [rule.otherwise]))
    if commentary.further_readings or commentary.combined:
        print(_("Under another reading of the sources:"))
        for reading in commentary.further_readings:
            print("  • " + other_reading_line(reading))
            _print_profiles(commentary.profiles_holding(book, [reading]))
        for pair in commentary.combined:
            print("  • " + combined_reading_line(pair))
            _print_profiles(commentary.profiles_holding(book, pair.readings))


def _print_profiles(holding: Sequence[str]) -> None:
    if holding:
        print("    " + profiles_line(holding))


def _reason_json(step: int, reason, ruleset) -> dict:
    return {"step": step, "code": reason.code, "rule": reason_reference(reason, ruleset), "message": reason_text(reason)}


def _rule_cards(commentary: Commentary) -> list:
    """The cards of the rules the verdict rests on."""
    return [rule_card(rule, commentary.ruleset) for rule in commentary.rules]


def _rule_card_json(card) -> dict:
    return {
        "rule": card.rule,
        "title": card.title,
        "statement": card.statement,
        "in_force": card.in_force,
        "follows_classic": card.follows,
        "sources": list(card.sources),
        "readings": [{"label": r.label, "value": r.value, "sources": list(r.sources)} for r in card.readings],
    }


def _print_ruling(loaded: LoadedPosition, commentary: Commentary | None, book: ProfileBook | None) -> None:
    pos = loaded.position
    print(
        ngettext(
            "{variant}, {players} player — {name} to play", "{variant}, {players} players — {name} to play", pos.players
        ).format(variant=variant_name(pos.variant), players=pos.players, name=player_name(pos.turn))
    )
    if commentary is None:
        print(_("No move given: nothing to rule on."))
        return
    steps = commentary.steps
    for step, (ruling, reasons) in enumerate(zip(steps, commentary.step_reasons, strict=True)):
        label = _("Move {n}").format(n=step + 1) if len(loaded.moves) > 1 else _("Move")
        said = move_summary(ruling.move, ruling.before)
        if not ruling.legal:
            print(_("{label} ({move}): refused").format(label=label, move=said))
            for violation in ruling.verdict.violations:
                print("  ✗ " + explain(violation))
                print("    " + _("Rule: {rule}").format(rule=rule_reference(violation)))
            for note in commentary.table_notes():
                print(note)
            if commentary.hand_over is not None and commentary.hand_over_scores is not None:
                for line in side_score_lines(commentary.hand_over.position.teams, commentary.hand_over_scores, player_name):
                    print("  " + line)
            if commentary.offers:
                print(_("What would have been legal:"))
                for offer in commentary.offers:
                    line = move_summary(offer.move, ruling.before)
                    print("  • " + (f"{line} — {reason_text(offer.why)}" if offer.why is not None else line))
            _print_other_readings(commentary, book)
            return
        print(_("{label} ({move}): legal").format(label=label, move=said))
        named: set[str] = set()
        for reason in reasons:
            print("  ✓ " + reason_text(reason))
            if reason.rule not in named:  # the rule each condition rests on, with its sources, once
                named.add(reason.rule)
                print("    " + _("Rule: {rule}").format(rule=reason_reference(reason, ruling.before.ruleset)))
    print(_("Verdict: legal."))
    _print_other_readings(commentary, book)


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
        out: dict[str, Any] = {}
        profiles = []
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
            if r.profile is None:
                out[r.variant] = entry
            else:  # the table's own rules, by the profile's name and its system
                profiles.append({"name": r.profile, "variant": r.variant, **entry})
        out["profiles"] = profiles
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
    if args.outcome == EXIT_INPUT:  # the status says the input is unusable: the reason goes where errors go
        first = next((r.error for r in results if r.error), None)
        print_error(
            _("no rule system can rule on this position; the first says: {reason}").format(reason=input_error(first))
            if first is not None
            else _("no rule system can rule on this position")
        )
    return args.outcome
