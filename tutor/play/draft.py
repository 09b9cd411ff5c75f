"""A move being built: melds and lay-offs set aside from the hand, sent to the referee as one move.

A player opening in Samba with 10♠ 10♦ 10♣ and J♥ J♦ J♣ needs both melds in one move, as does anyone who
takes the pile with a pair and lays more melds to reach the minimum. The draft holds those parts in the order
they were set aside; each can be taken back, and the draft turns into the move a button asks for.

>>> from ..rules.cards import parse_cards
>>> hand = parse_cards(["TS", "TD", "TC", "JH", "JD", "JC", "5S"])
>>> draft = MoveDraft()
>>> draft.set_aside(parse_cards(["TS", "TD", "TC"]))
>>> draft.set_aside(parse_cards(["JH", "JD", "JC"]))
>>> move = draft.meld_move(own_team=0)
>>> [[c.text for c in meld] for meld in move.melds]
[['10S', '10D', '10C'], ['JH', 'JD', 'JC']]
>>> [c.text for c in draft.left_in(hand)]
['5S']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules.cards import Card
from ..rules.moves import Addition, GoOut, MeldMove, Move, TakePile


@dataclass(frozen=True, slots=True)
class Part:
    """Cards set aside as a new meld (``target`` None) or to lay onto meld ``index`` of side ``team``."""

    cards: tuple[Card, ...]
    target: tuple[int, int] | None = None

    @property
    def natural_rank(self):
        """The rank of the part's natural cards if they share one (the rank it melds), else None."""
        ranks = {c.rank for c in self.cards if not c.is_wild}
        return next(iter(ranks)) if len(ranks) == 1 else None


class MoveDraft:
    """The parts of the move being built, in the order they were set aside."""

    def __init__(self) -> None:
        self.parts: list[Part] = []
        #: the kind of move the parts were staged for (an offered move sets it; None: the table's phase decides)
        self.action: str | None = None

    def __bool__(self) -> bool:
        return bool(self.parts)

    def __len__(self) -> int:
        return len(self.parts)

    # -- building ----------------------------------------------------------------------------------------

    def set_aside(self, cards: Sequence[Card], target: tuple[int, int] | None = None) -> None:
        """Cards for a new meld, or (``target``) for a lay-off; a second lay-off on one meld joins the first."""
        if not cards:
            return
        if target is not None:
            for i, part in enumerate(self.parts):
                if part.target == target:
                    self.parts[i] = Part(part.cards + tuple(cards), target)
                    return
        self.parts.append(Part(tuple(cards), target))

    def join(self, index: int, cards: Sequence[Card]) -> None:
        """More cards for part ``index`` (cards dropped onto a meld already set aside)."""
        part = self.parts[index]
        self.parts[index] = Part(part.cards + tuple(cards), part.target)

    def take_back(self, index: int = -1) -> tuple[Card, ...]:
        """Part ``index`` goes back to the hand (the last one by default); returns its cards."""
        part = self.parts.pop(index)
        if not self.parts:
            self.action = None
        return part.cards

    def copy(self) -> MoveDraft:
        other = MoveDraft()
        other.parts, other.action = list(self.parts), self.action
        return other

    def clear(self) -> None:
        self.parts.clear()
        self.action = None

    def keep_fitting(self, hand: Sequence[Card], melds_per_team: Sequence[int]) -> None:
        """Drop the parts the hand can no longer pay for, or whose meld is gone (an undo, a new position)."""
        left = Counter(hand)
        kept: list[Part] = []
        for part in self.parts:
            need = Counter(part.cards)
            if need - left:
                continue
            if part.target is not None:
                team, index = part.target
                if team >= len(melds_per_team) or index >= melds_per_team[team]:
                    continue
            left -= need
            kept.append(part)
        self.parts = kept
        if not kept:
            self.action = None

    @classmethod
    def of_move(cls, move: Move, own_team: int) -> MoveDraft:
        """A draft holding ``move``'s cards, to be looked at and sent (an offered move)."""
        draft = cls()
        draft.action = move.action
        if isinstance(move, TakePile) and move.with_:
            draft.set_aside(move.with_)
        for meld in getattr(move, "melds", ()):
            draft.set_aside(meld)
        for addition in getattr(move, "add", ()):
            team = own_team if addition.team is None else addition.team
            draft.set_aside(addition.cards, (team, addition.to))
        return draft

    # -- reading -----------------------------------------------------------------------------------------

    def cards(self) -> list[Card]:
        return [card for part in self.parts for card in part.cards]

    def left_in(self, hand: Sequence[Card]) -> list[Card]:
        """The hand without the cards set aside, in its order."""
        rest = list(hand)
        for card in self.cards():
            if card in rest:
                rest.remove(card)
        return rest

    def new_melds(self) -> list[tuple[Card, ...]]:
        return [part.cards for part in self.parts if part.target is None]

    def additions(self, own_team: int) -> tuple[Addition, ...]:
        """The lay-offs, each on the mover's side (``team`` None, as the position format writes it) or another."""
        return tuple(
            Addition(to=index, cards=part.cards, team=None if team == own_team else team)
            for part in self.parts
            if part.target is not None
            for team, index in (part.target,)
        )

    # -- the moves ---------------------------------------------------------------------------------------

    def meld_move(self, own_team: int, extra: Sequence[Card] = ()) -> MeldMove:
        """The parts as one meld move; ``extra``: cards still selected, as one more new meld."""
        melds = self.new_melds() + ([tuple(extra)] if extra else [])
        return MeldMove(melds=tuple(melds), add=self.additions(own_team))

    def go_out(self, own_team: int, hand: Sequence[Card], extra: Sequence[Card] = ()) -> GoOut:
        """The parts (and ``extra`` as one more meld) as going out; a single card left is the discard."""
        melds = self.new_melds() + ([tuple(extra)] if extra else [])
        rest = self.left_in(hand)
        for card in extra:
            if card in rest:
                rest.remove(card)
        return GoOut(melds=tuple(melds), add=self.additions(own_team), discard=rest[0] if len(rest) == 1 else None)

    def take_pile(self, top: Card | None, selected: Sequence[Card] = (), onto: int | None = None) -> TakePile:
        """The pile taken with ``selected`` (or the new meld set aside that has the top card's rank), the other
        new melds laid with it. With neither, the top card goes onto meld ``onto`` of the mover's side.
        Lay-offs are not part of a pile take: they stay set aside for the melding that follows."""
        melds = self.new_melds()
        with_: tuple[Card, ...] = tuple(selected)
        if not with_ and top is not None:
            for i, cards in enumerate(melds):
                if Part(cards).natural_rank is top.rank:
                    with_ = melds.pop(i)
                    break
        return TakePile(with_=with_, to=None if with_ else onto, melds=tuple(melds))

    def played(self, move: Move) -> None:
        """``move`` was played: its parts leave the draft (a pile take leaves the lay-offs for later)."""
        if isinstance(move, TakePile):
            self.parts = [part for part in self.parts if part.target is not None]
            self.action = None
        else:
            self.clear()
