"""Why a move is refused: one :class:`Code` per violation code of the position format.

A :class:`Violation` carries its code, the numbers behind it (``need``, ``have``,
``card`` …) and the rule it breaks with that rule's sources. Words are made at
the edge (``tutor.words.explain``), never here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .sources import Citation


class Code(str, Enum):
    """Stable violation identifiers (docs/position-format.md)."""

    NOT_YOUR_TURN = "not-your-turn"
    """The move names a seat other than the one whose turn it is."""
    WRONG_PHASE = "wrong-phase"
    """Melding or discarding before drawing, drawing twice, moving after the hand ended."""
    CARD_NOT_IN_HAND = "card-not-in-hand"
    """A named card is not in the mover's hand."""
    PILE_CARD_NOT_YET_TAKEN = "pile-card-not-yet-taken"
    """A meld made while taking the pile uses a card still buried in the pile."""
    STOCK_EMPTY = "stock-empty"
    """Drawing from an empty stock."""
    PILE_EMPTY = "pile-empty"
    """Taking an empty discard pile."""
    PILE_TOP_WILD = "pile-top-wild"
    """The top discard is a wild card."""
    PILE_TOP_BLACK_THREE = "pile-top-black-three"
    """The top discard is a black three."""
    PILE_FROZEN = "pile-frozen"
    """The pile is frozen and the player does not use a natural pair from the hand."""
    PILE_NEEDS_NATURAL_PAIR = "pile-needs-natural-pair"
    """The variant requires a natural pair from the hand to take the pile."""
    PILE_TOP_UNMATCHED = "pile-top-unmatched"
    """The top card does not make a valid meld with the named cards or meld."""
    PILE_SINGLE_CARD = "pile-single-card"
    """A player holding one card may not take a pile of a single card."""
    PILE_TOP_TO_CANASTA = "pile-top-to-canasta"
    """The variant forbids taking the pile to add its top card to a canasta."""
    MELD_TOO_SMALL = "meld-too-small"
    """Fewer than three cards."""
    MELD_MIXED_RANKS = "meld-mixed-ranks"
    """Natural cards of different ranks that are not a valid sequence."""
    MELD_BAD_SEQUENCE = "meld-bad-sequence"
    """A sequence that is not three to seven consecutive natural cards of one suit."""
    MELD_TOO_FEW_NATURALS = "meld-too-few-naturals"
    """Fewer natural cards than the variant requires."""
    MELD_TOO_MANY_WILDS = "meld-too-many-wilds"
    """More wild cards than the variant allows."""
    MELD_ALL_WILD = "meld-all-wild"
    """Only wild cards, where the variant does not allow that."""
    MELD_THREES = "meld-threes"
    """Threes cannot be melded (black threes only when going out)."""
    MELD_OPPONENT = "meld-opponent"
    """Laying cards on a meld of another team."""
    CANASTA_NO_WILD = "canasta-no-wild"
    """The variant forbids adding a wild card to a canasta."""
    MELD_TOO_LARGE = "meld-too-large"
    """The variant limits this meld's size."""
    INITIAL_MELD_TOO_LOW = "initial-meld-too-low"
    """The side's first melds do not reach the minimum count."""
    GO_OUT_NEEDS_CANASTA = "go-out-needs-canasta"
    """The side lacks the canastas the variant requires to go out."""
    GO_OUT_NOT_EMPTY = "go-out-not-empty"
    """A go-out move leaves cards in the hand."""
    GO_OUT_MUST_DISCARD = "go-out-must-discard"
    """The variant requires a final discard to go out."""
    MUST_KEEP_CARD = "must-keep-card"
    """A side without the required canastas may not empty its hand."""
    PARTNER_REFUSED = "partner-refused"
    """The partner answered "no" when asked."""
    # Codes of this project's own, for rule options the spec's list does not cover.
    PARTNER_NOT_ASKED = "partner-not-asked"
    """The rules in force oblige a player to ask the partner before going out."""
    MELD_NOT_CLEAN = "meld-not-clean"
    """Modern American: the initial meld lacks the clean (natural) melds it needs."""
    DISCARD_NOT_ALLOWED = "discard-not-allowed"
    """This card may not be discarded now (the stock ended on a red three; Modern American's discard rules)."""
    MELD_DEAD_RANK = "meld-dead-rank"
    """Modern American: a canasta of this rank is complete, so the rank is dead."""
    GO_OUT_UNFINISHED_MELD = "go-out-unfinished-meld"
    """Modern American: an unfinished meld of aces, sevens or wild cards blocks going out."""
    WILD_MELD_UNFINISHED = "wild-meld-unfinished"
    """Modern American: while the side has an unfinished wild meld, wild cards may go into no other meld."""
    GO_OUT_ASKED_BEFORE = "go-out-asked-before"
    """Asking the partner for leave to go out again in the same hand, where the rules allow it once."""
    GO_OUT_ASKED_TOO_LATE = "go-out-asked-too-late"
    """Asking the partner for leave to go out after melding in this turn, where the question comes straight after
    drawing or taking the pile."""
    SPECIAL_HAND_AFTER_MELD = "special-hand-after-meld"
    """Modern American: a special hand shown by a side that has melded already (it replaces the initial meld)."""
    SPECIAL_HAND_UNKNOWN = "special-hand-unknown"
    """Modern American: the whole hand shown at once is none of the special hands of the list in force."""
    SEAT_SITTING_OUT = "seat-sitting-out"
    """Six players with one pair sitting out each hand: the move names a seat of the pair sitting out."""


#: the refusals of a meld the cards or the count do not make, or of a wrong special hand: what a table that
#: charges for a mismeld (``mismeld_penalty``) charges for
MISMELD_CODES = frozenset(
    {
        Code.PILE_TOP_UNMATCHED,
        Code.MELD_TOO_SMALL,
        Code.MELD_MIXED_RANKS,
        Code.MELD_BAD_SEQUENCE,
        Code.MELD_TOO_FEW_NATURALS,
        Code.MELD_TOO_MANY_WILDS,
        Code.MELD_ALL_WILD,
        Code.MELD_THREES,
        Code.CANASTA_NO_WILD,
        Code.MELD_TOO_LARGE,
        Code.INITIAL_MELD_TOO_LOW,
        Code.MELD_NOT_CLEAN,
        Code.MELD_DEAD_RANK,
        Code.WILD_MELD_UNFINISHED,
        Code.SPECIAL_HAND_AFTER_MELD,
        Code.SPECIAL_HAND_UNKNOWN,
    }
)


@dataclass(slots=True)  # not frozen: a frozen dataclass's __init__ costs a fifth of a refusal; treat it as a value
class Violation:
    """One rule a move breaks: its code, the rule's id, its sources and the values its words name."""

    code: Code
    rule: str
    citations: tuple[Citation, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    #: the rule system in play where it has the rule from Classic Canasta, not from its own documents ("" else)
    follows: str = ""

    def __repr__(self) -> str:
        return f"Violation({self.code.value!r}, rule={self.rule!r}, params={self.params!r})"


@dataclass(slots=True)  # not frozen, for the same reason as Violation: every refusal builds one
class Verdict:
    """The referee's ruling on one move: legal, or the reasons it is refused (main reason first)."""

    violations: tuple[Violation, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.violations

    @property
    def codes(self) -> list[str]:
        return [v.code.value for v in self.violations]

    def __bool__(self) -> bool:
        return self.legal


LEGAL = Verdict()
