"""What there is to say about a ruling, worked out once for every screen that says it.

``Commentary.of(ruling)`` is the one description of a ruling that the referee panel, ``canasta-tutor referee``
(text and ``--json``) and the share dialog read: why a legal move is legal, the legal moves nearest to a refused
one with what makes each work, the sources' other readings under which the move would rule otherwise, the
options the ruling rests on with where each stands among the sources, the table's profiles that play those
readings, the rules behind the verdict, and what happens at the table after a refused move. It is language-free
like the referee's verdicts (codes, rules and their numbers), so that a language change words it again without
asking the referee twice; what costs time (the nearest moves, the other readings) is worked out the first time it
is asked for and kept.

>>> from ..rules.notation import read_position
>>> loaded = read_position({"format": "canasta-position/1", "players": 2, "hands": [["KS", "KH", "2C", "5D"], 9],
...     "stock": 40, "discard": ["4C", "2D", "KD"], "melds": [[["QS", "QH", "QD"]], []],
...     "move": {"action": "take-pile", "with": ["KS", "2C"]}})  # frozen by the 2♦: only a natural pair
>>> commentary = Commentary.of_moves(loaded.position, loaded.moves)
>>> commentary.legal, [v.code.value for v in commentary.violations], commentary.rules
(False, ['pile-frozen'], ('pile_freezers',))
>>> [offer.move.action for offer in commentary.offers]
['take-pile', 'take-pile', 'draw']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ..rules.alternatives import HandOver, hand_over, nearest_legal
from ..rules.choices import applies
from ..rules.moves import Move
from ..rules.readings import CombinedReading, DecidingRule, OtherReading, combined_readings, deciding_rules, other_readings
from ..rules.reasons import AFTERMATH, Reason, headline, legal_reasons
from ..rules.referee import play
from ..rules.scoring import ScoringError, TeamScore, score_hand
from ..rules.state import Position
from ..rules.variants import Ruleset
from ..rules.violations import LEGAL, Violation
from ..words.explain import at_the_table, hand_over_line
from ..words.rulecards import rules_involved
from .profiles import ProfileBook, profiles_playing
from .ruling import Ruling


@dataclass(frozen=True)
class Offer:
    """A legal move offered instead of a refused one, with the one reason that shows why it works (or None)."""

    move: Move
    why: Reason | None


@dataclass(frozen=True)
class Commentary:
    """Everything said about one ruling. ``earlier``: the legal moves played before it in the same question (a
    position file may hold several), whose reasons, readings and rules belong to the answer too; ``following``:
    the moves the question asks after a refused one, never ruled on, but played under another reading."""

    ruling: Ruling
    earlier: tuple[Ruling, ...] = ()
    following: tuple[Move, ...] = ()

    @classmethod
    def of(cls, ruling: Ruling, earlier: Sequence[Ruling] = (), following: Sequence[Move] = ()) -> Commentary:
        return cls(ruling, tuple(earlier), tuple(following))

    @classmethod
    def of_moves(cls, position: Position, moves: Sequence[Move]) -> Commentary:
        """The commentary of ``moves`` (at least one) played in turn from ``position``, up to the first refused."""
        replay = play(position, moves)
        positions = replay.positions
        steps = [
            Ruling(positions[i], moves[i], LEGAL, positions[i + 1], positions[i].turn) for i in range(len(positions) - 1)
        ]
        if replay.step is not None:
            before = positions[replay.step]
            steps.append(Ruling(before, moves[replay.step], replay.verdict, None, before.turn))
        return cls.of(steps[-1], steps[:-1], moves[len(steps) :])

    # -- the ruling itself ------------------------------------------------------------------------------------

    @property
    def steps(self) -> tuple[Ruling, ...]:
        """Every move ruled on, in order; the last is the ruling this commentary is about."""
        return (*self.earlier, self.ruling)

    @property
    def legal(self) -> bool:
        return self.ruling.legal

    @property
    def position(self) -> Position:
        """Where the question starts: the position before its first move."""
        return self.steps[0].before

    @property
    def ruleset(self) -> Ruleset:
        return self.position.ruleset

    @property
    def refused_step(self) -> int | None:
        """The index of the refused move among the steps, or None when every move is legal."""
        return None if self.legal else len(self.earlier)

    @property
    def violations(self) -> tuple[Violation, ...]:
        return self.ruling.verdict.violations

    @cached_property
    def step_reasons(self) -> tuple[tuple[Reason, ...], ...]:
        """Why each move was accepted, step by step (a refused move has none)."""
        return tuple(
            tuple(legal_reasons(step.before, step.move, step.after)) if step.after is not None else () for step in self.steps
        )

    @property
    def reasons(self) -> tuple[Reason, ...]:
        """Why the ruled move was accepted, in the order checked (none when it was refused)."""
        return self.step_reasons[-1]

    # -- a refused move: what would have been legal, and what happens at the table ---------------------------

    @cached_property
    def offers(self) -> tuple[Offer, ...]:
        """The legal moves nearest to a refused one, best first, each with what makes it work."""
        if self.legal:
            return ()
        before = self.ruling.before
        return tuple(Offer(move, headline(before, move)) for move in nearest_legal(before, self.ruling.move))

    @cached_property
    def hand_over(self) -> HandOver | None:
        """A draw refused because the stock is used up: the hand as it ends unless the pile is taken."""
        return None if self.legal else hand_over(self.ruling.before, self.ruling.move)

    @cached_property
    def hand_over_scores(self) -> tuple[TeamScore, ...] | None:
        """The ended hand's scores, or None where there is no such hand or not every card is known."""
        if self.hand_over is None:
            return None
        try:
            return tuple(score_hand(self.hand_over.position))
        except ScoringError:
            return None

    def table_notes(self, taken_back: bool = True) -> list[str]:
        """What happens at the table after a refused move, in the current language: the hand a draw from an
        empty stock ends (its scores, if known, are :attr:`hand_over_scores`) and the take-back of a refused play
        (``taken_back``: say so). A pile the rules make the player take is said by the refusal itself."""
        if self.legal:
            return []
        notes = []
        if self.hand_over is not None:
            notes.append(hand_over_line(self.hand_over.pile_declined, self.hand_over_scores is not None))
        notes += at_the_table(
            list(self.violations),
            self.ruling.move.action,
            bool(self.offers),
            taken_back,
            self.ruleset.variant,
            self.ruleset.mismeld_penalty,
        )
        return notes

    # -- the rules the ruling rests on ---------------------------------------------------------------------------

    @cached_property
    def readings(self) -> tuple[OtherReading, ...]:
        """The sources' other readings, one option at a time, under which the moves would rule otherwise."""
        moves = [step.move for step in self.steps] + list(self.following)
        return tuple(other_readings(self.position, moves, self.legal))

    @cached_property
    def combined(self) -> tuple[CombinedReading, ...]:
        """Where no one reading would make the refused moves legal: pairs of readings that together would."""
        if self.legal or any(reading.legal for reading in self.readings):
            return ()
        moves = [step.move for step in self.steps] + list(self.following)
        return tuple(combined_readings(self.position, moves))

    @property
    def named(self) -> tuple[str, ...]:
        """The rules the verdict names: what a refusal breaks, and the table's own choices (rule options it set
        otherwise than its rule system) the reasons for accepting a move rest on."""
        chosen = self.ruleset.overridden
        reasons = [reason.rule for reasons in self.step_reasons for reason in reasons if reason.rule in chosen]
        return tuple(dict.fromkeys([v.rule for v in self.violations] + reasons))

    @cached_property
    def deciding(self) -> tuple[DecidingRule, ...]:
        """The options the ruling rests on, each with where its choice stands and the other reading (if any)
        under which the move would rule otherwise."""
        return tuple(deciding_rules(self.position, self.named, self.readings))

    @property
    def further_readings(self) -> tuple[OtherReading, ...]:
        """The other readings a deciding rule does not already give as what would rule otherwise (an option read
        two more ways): each reading is said once."""
        shown = {id(rule.otherwise) for rule in self.deciding}
        return tuple(reading for reading in self.readings if id(reading) not in shown)

    def profiles_holding(self, book: ProfileBook | None, readings: Sequence[OtherReading]) -> tuple[str, ...]:
        """The names of the table's profiles (``book``; None: no profiles) of the ruling's system that play every
        one of ``readings`` together: where a ruling names another reading, the profile that holds it. Every screen
        that names a reading asks here, so that the panel and the command line name the same profiles."""
        if book is None or not readings:
            return ()
        return tuple(profiles_playing(book, self.ruleset.variant, {r.option: r.value for r in readings}))

    @property
    def rules(self) -> tuple[str, ...]:
        """The rules whose cards go with the ruling: those broken, or for legal moves those their reasons rest
        on (not what a move sets off for later play; the rules of the moves' kinds where the reasons name none), those
        that can apply at the table; each once, in order."""
        broken = [v.rule for v in self.violations]
        behind = (
            []
            if broken
            else [reason.rule for reasons in self.step_reasons for reason in reasons if reason.code not in AFTERMATH]
        )
        involved = rules_involved(broken or behind, [step.move.action for step in self.steps])
        # a rule that cannot apply at this table has no card here (nobody asks a partner where everyone plays alone)
        return tuple(rule for rule in involved if applies(self.ruleset, rule))
