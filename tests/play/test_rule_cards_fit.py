"""The rule shown fits the move (issue 37, item 2), as a property over every rule system and player count.

Positions come from real games (a deal played on by bots); the moves tried there are the bot's, the hints'
(every way to take the pile, every meld and lay-off) and random ones the referee mostly refuses. For every move,
legal or refused, each rule whose card the ruling shows:

- is one of the rules the referee consulted while ruling on that move: an option it read from the rule set, or a
  fixed rule whose check it ran (the line of the check's condition executed in ``tutor/rules/referee.py``);
- cites only documents of the system in play, or says that the system has the rule from Classic Canasta; so do
  the refusal's citations, the deciding rules' standings and the other readings;
- never states what the move contradicts: a legal sequence is not shown "melds are cards of one rank", a legal
  take of the pile onto a meld is not shown "the top card goes into a meld with cards from your hand", red and
  black threes laid out alike are not shown "black threes only when going out", a take that leaves the cards
  below a wild card lying is not shown "takes all of it", a joker on top of the pile is not shown a rule about
  black threes only.
"""

from __future__ import annotations

import ast
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import i18n
from tutor.play.commentary import Commentary
from tutor.play.ruling import Ruling
from tutor.rules import referee
from tutor.rules.bot import mid_hand
from tutor.rules.hints import hints
from tutor.rules.moves import Discard, Draw, GoOut, MeldMove, Move, TakePile
from tutor.rules.presets import PRESETS
from tutor.rules.rulebook import SYSTEM_DOCUMENTS, citations_for, follows_classic
from tutor.rules.sources import UNWRITTEN
from tutor.rules.state import DRAW, ENDED, Position
from tutor.rules.variants import OPTION_SPECS, Ruleset
from tutor.words.rule_words import RULES
from tutor.words.rulecards import rule_card

REFEREE = Path(referee.__file__)

# -- the rules the referee consulted ---------------------------------------------------------------------------


def _check_lines() -> dict[int, set[str]]:
    """For each line of ``referee.py`` that decides a refusal (the condition guarding a ``_refuse`` call, or the
    call itself where nothing guards it), the fixed rules that refusal names."""
    tree = ast.parse(REFEREE.read_text(encoding="utf-8"))
    lines: dict[int, set[str]] = {}

    def visit(node: ast.AST, guards: tuple[int, ...], first: bool = False) -> None:
        """``guards``: the conditions the node lies under; ``first``: the node opens the body of the If whose
        condition is the last of them ("if a: if b: refuse" asks a as much as b)."""
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_refuse" and len(node.args) >= 3:
            rules = {c.value for c in ast.walk(node.args[2]) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
            for line in guards or (node.lineno,):
                lines.setdefault(line, set()).update(r for r in rules if r in RULES and r not in OPTION_SPECS)
        if isinstance(node, (ast.If, ast.While)):
            inner = (*guards, node.test.lineno) if first else (node.test.lineno,)
            for child in ast.iter_child_nodes(node):
                if child is not node.test:
                    visit(child, inner, bool(node.body) and child is node.body[0])
            return
        for child in ast.iter_child_nodes(node):
            visit(child, guards, first and isinstance(node, ast.Expr))

    visit(tree, ())
    return lines


CHECK_LINES = _check_lines()


class _Recording(Ruleset):
    """A rule set that writes down every option read from it."""

    #: the rule set's questions that answer an option without always reading it
    ASKED = {"laid_out": "threes_laid_out"}

    def __getattribute__(self, name: str):
        option = name if name in OPTION_SPECS else _Recording.ASKED.get(name)
        if option is not None:
            object.__getattribute__(self, "__dict__").setdefault("_read", set()).add(option)
        return object.__getattribute__(self, name)


def consulted(before: Position, move: Move) -> set[str]:
    """The rules the referee consulted ruling on ``move``: the options it read, the fixed rules it checked."""
    recording = object.__new__(_Recording)
    recording.__dict__.update(before.ruleset.__dict__)
    probe = before.successor()
    probe.ruleset = recording
    ran: set[int] = set()

    def tracer(frame, event, arg):
        if frame.f_code.co_filename != str(REFEREE):
            return None

        def lines(frame, event, arg):
            if event == "line":
                ran.add(frame.f_lineno)
            return lines

        return lines

    sys.settrace(tracer)
    try:
        referee.rule_on(probe, move)
    finally:
        sys.settrace(None)
    fixed = {rule for line in ran & CHECK_LINES.keys() for rule in CHECK_LINES[line]}
    return fixed | recording.__dict__.get("_read", set())


# -- positions and moves ----------------------------------------------------------------------------------------


def _random_moves(pos: Position, rng: random.Random) -> Iterator[Move]:
    """Moves a player might try, mostly refused: cards picked at random from the hand."""
    hand = list(pos.hands[pos.turn]) if isinstance(pos.hands[pos.turn], (list, tuple)) else []
    yield Draw()
    if len(hand) >= 2:
        yield TakePile(with_=tuple(rng.sample(hand, 2)))
    if len(hand) >= 3:
        yield MeldMove(melds=(tuple(rng.sample(hand, 3)),))
    if hand:
        yield Discard(rng.choice(hand))
        yield GoOut(melds=(tuple(hand[:-1]),) if len(hand) > 1 else (), discard=hand[-1])


def moves_to_try(pos: Position, rng: random.Random) -> Iterator[Move]:
    takes, melds = hints(pos)
    yield from takes[:6]
    yield from melds[:8]
    yield from _random_moves(pos, rng)


# -- the property ----------------------------------------------------------------------------------------------

NARROW = {rule: RULES[rule].statement for rule in ("meld-same-rank", "threes", "pile-top-meld", "pile-whole")}


def _lays_sequence(before: Position, after: Position) -> bool:
    team = before.team()
    return any(m.kind == "sequence" for m in after.melds[team][len(before.melds[team]) :])


def contradictions(ruling: Ruling, rule: str, statement: str) -> list[str]:
    """What a card's statement says that the move contradicts."""
    move, before, after = ruling.move, ruling.before, ruling.after
    english = i18n.language() == "en"
    found = []
    top = before.discard[-1] if before.discard else None
    if english and rule == "stop-cards" and top is not None and top.is_wild and "joker" not in statement:
        found.append("a wild card on top of the pile shown a rule about black threes only")
    if not ruling.legal or after is None:
        return found
    if english and rule == "meld-same-rank" and statement == NARROW[rule] and _lays_sequence(before, after):
        found.append("a sequence shown 'melds are cards of one rank'")
    if (
        english
        and rule == "pile-top-meld"
        and statement == NARROW[rule]
        and isinstance(move, TakePile)
        and move.to is not None
    ):
        found.append("a take onto a meld shown 'with cards from your hand'")
    left = before.pile_left_lying() if isinstance(move, TakePile) else 0
    if english and rule == "pile-whole" and statement == NARROW[rule] and left:
        found.append("a take that leaves cards lying shown 'takes all of it'")
    if english and rule == "threes" and statement == NARROW[rule] and before.ruleset.threes_laid_out == "red-and-black":
        found.append("black threes laid out shown 'black threes only when going out'")
    return found


def check_ruling(ruling: Ruling) -> list[str]:
    """Everything wrong with the rule cards and citations one ruling shows."""
    problems = []
    commentary = Commentary.of(ruling)
    rs = ruling.before.ruleset
    documents = SYSTEM_DOCUMENTS[rs.variant] | set(UNWRITTEN)  # a reading no document writes down is no document's
    asked = consulted(ruling.before, ruling.move)
    for rule in commentary.rules:
        if rule not in asked:
            problems.append(f"{rule}: shown, but the referee did not consult it")
        card = rule_card(rule, rs)
        foreign = {c.source for c in citations_for(rule, rs)} - documents
        if foreign and not (follows_classic(rule, rs) and isinstance(card.follows, str) and card.follows):
            problems.append(f"{rule}: cites {sorted(foreign)} without saying the rule is Classic's")
        if follows_classic(rule, rs) != bool(card.follows):
            problems.append(f"{rule}: the card says it is Classic's rule: {card.follows!r}, which it is not, or not")
        problems += [f"{rule}: {p}" for p in contradictions(ruling, rule, card.statement)]
    for violation in commentary.violations:
        foreign = {c.source for c in violation.citations} - documents
        if foreign and not violation.follows:
            problems.append(f"refusal {violation.code.value}: cites {sorted(foreign)}")
    for deciding in commentary.deciding:
        for standing in (deciding.standing, deciding.otherwise_standing):
            if standing is None or standing.kind == "other-system" or standing.follows:
                continue
            foreign = {c.source for c in standing.sources} - documents
            if foreign:
                problems.append(f"deciding {deciding.option}: stands on {sorted(foreign)}")
    for reading in [*commentary.readings, *(r for pair in commentary.combined for r in pair.readings)]:
        foreign = {c.source for c in reading.citations} - documents
        if foreign and not reading.follows:
            problems.append(f"other reading of {reading.option}: cites {sorted(foreign)}")
    return problems


def rulings(variant: str, players: int, seed: int, turns: int) -> Iterator[Ruling]:
    rng = random.Random(seed)
    pos = mid_hand(Ruleset.build(variant, players), rng, turns)
    for _step in range(2):  # the turn's start, and after its draw
        if pos.phase == ENDED:
            return
        for move in moves_to_try(pos, rng):
            try:
                verdict, after = referee.rule_on(pos, move)
            except referee.MoveInputError:
                continue
            yield Ruling(pos, move, verdict, after, pos.turn)
        if pos.phase != DRAW:
            return
        verdict, after = referee.rule_on(pos, Draw())
        if after is None:
            return
        pos = after


SYSTEMS = [(variant, players) for variant in PRESETS for players in PRESETS[variant].players]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SYSTEMS), st.integers(0, 2**32 - 1), st.integers(0, 30))
def test_every_rule_card_shown_was_consulted_cites_its_system_and_fits_the_move(system, seed, turns):
    variant, players = system
    problems = []
    for ruling in rulings(variant, players, seed, turns):
        problems += [f"{ruling.move}: {p}" for p in check_ruling(ruling)]
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("variant,players", SYSTEMS)
def test_each_system_and_player_count_is_checked_on_a_few_positions(variant, players):
    """Every system and count at least once, whatever hypothesis draws."""
    problems = []
    tried = 0
    for seed in range(3):
        for ruling in rulings(variant, players, seed, 4 * seed):
            tried += 1
            problems += [f"{ruling.move}: {p}" for p in check_ruling(ruling)]
    assert tried
    assert not problems, "\n".join(problems[:20])


def test_a_samba_sequence_is_not_shown_the_rule_of_one_rank():
    """The case the issue reports: an accepted Samba run 4♥ 5♥ 6♥."""
    from tutor.rules.notation import read_position

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "variant": "samba",
            "players": 2,
            "hands": [["4H", "5H", "6H", "9C", "KD"], 15],
            "stock": 40,
            "discard": ["7S"],
            "melds": [[["QS", "QH", "QD"]], []],
            "phase": "play",
            "move": {"action": "meld", "melds": [["4H", "5H", "6H"]]},
        }
    )
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    assert commentary.legal
    assert "meld-same-rank" not in commentary.rules
    assert "sequences" in commentary.rules
    assert check_ruling(commentary.ruling) == []


def test_the_referee_consults_what_it_checks():
    """The oracle itself: a take of a frozen pile with a king and a wild card consulted the freezing rule and the
    pile's top, not the rules of melds laid from the hand."""
    from tests.support.positions import FROZEN_TAKEN_WITH_A_WILD
    from tutor.rules.notation import read_position

    loaded = read_position(FROZEN_TAKEN_WITH_A_WILD)
    seen = consulted(loaded.position, loaded.moves[0])
    assert {"pile_freezers", "turn-order", "stop-cards"} <= seen
    assert "sequences" not in seen and "go_out_discard_required" not in seen


def test_a_wild_card_on_top_of_the_pile_is_not_shown_a_rule_about_black_threes_only():
    from tutor.rules.notation import read_position

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "players": 2,
            "hands": [["JK", "2H", "KD", "KC"], 11],
            "stock": 40,
            "discard": ["7S", "JK"],
            "melds": [[], []],
            "move": {"action": "take-pile", "with": ["JK", "2H"]},
        }
    )
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    assert not commentary.legal and "stop-cards" in commentary.rules
    assert check_ruling(commentary.ruling) == []


def test_a_take_that_leaves_the_cards_below_a_wild_card_is_not_shown_that_the_whole_pile_is_taken():
    """Modern American under the players' groups' reading that a wild card in the pile blocks the cards below it."""
    from tutor.rules.notation import read_position

    loaded = read_position(
        {
            "format": "canasta-position/1",
            "variant": "modern-american",
            "players": 2,
            "options": {"pile_wild_blocks": True},
            "hands": [["9S", "9H", "KD", "KC", "5H"], 11],
            "stock": 40,
            "discard": ["4C", "2D", "6S", "9D"],
            "melds": [[["QS", "QH", "QD"]], [["8S", "8H", "8D"]]],
            "move": {"action": "take-pile", "with": ["9S", "9H"]},
        }
    )
    commentary = Commentary.of_moves(loaded.position, loaded.moves)
    assert commentary.legal and loaded.position.pile_left_lying() == 2
    assert "pile-whole" in commentary.rules
    assert check_ruling(commentary.ruling) == []
