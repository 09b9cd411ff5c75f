"""A position at the table: hands, stock, pile, melds, threes laid out, talons, scores, turn and phase.

Positions are treated as values: the referee never changes one in place, it
returns a new one (:meth:`Position.copy` shares what a move does not touch).
Whether the pile is frozen, the initial-meld minimum and the canastas are
derived here, never stored.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .cards import Card
from .melds import RANK, Meld
from .variants import Ruleset

DRAW = "draw"
PLAY = "play"
ENDED = "ended"


@dataclass
class Position:
    """A table in the middle of a hand: the cards of every seat and side, the pile, the stock, the scores and the
    turn."""

    ruleset: Ruleset
    teams: tuple[tuple[int, ...], ...]
    hands: list[list[Card]]
    #: per seat, how many cards of the hand are unknown (a hand given as a number)
    hidden: list[int]
    stock: list[Card]  # known stock cards, top last
    stock_hidden: int  # unknown stock cards (below any known ones)
    discard: list[Card]
    melds: list[list[Meld]]
    red_threes: list[list[Card]]
    scores: list[int]
    turn: int = 0
    phase: str = DRAW
    went_out: int | None = None
    concealed: bool = False
    #: within a turn: the side made its first meld this turn / the pile was taken this turn
    opened_this_turn: bool = False
    took_pile_this_turn: bool = False
    #: the stock ended on a red three and the rules let the player meld but not discard
    no_discard: bool = False
    #: the hand held nothing but wild cards once the turn's draw was made (Modern American's wild-card discard,
    #: judged at that moment where the rules say so: ``wild_discard_judged``)
    all_wild_at_draw: bool = False
    #: the seat to move has laid cards on the table during this turn
    melded_this_turn: bool = False
    #: it laid cards this turn besides the meld that took the pile's top card: too late to ask the partner where
    #: the question comes straight after drawing (``go_out_ask_moment``)
    melded_after_drawing: bool = False
    #: seats that laid cards on the table in earlier turns of this hand; None when a position does not say
    melded_seats: frozenset[int] | None = None
    #: per team: black threes laid out, where the rules lay them out like red threes
    black_threes: list[list[Card]] = field(default_factory=list)
    #: per seat: bonus cards set aside for the seat's next turn (Modern American talon), known and unknown
    talon: list[list[Card]] = field(default_factory=list)
    talon_hidden: list[int] = field(default_factory=list)
    #: the special hand the seat in ``went_out`` showed, if the hand ended with one
    special_hand: str | None = None
    #: seats that asked their partner for leave to go out earlier in this hand (``go_out_asks`` limits it)
    go_out_asked: frozenset[int] = frozenset()
    #: seats whose side opened after their last turn: under ``special_hand_courtesy`` they may still show a
    #: special hand in their next turn
    courtesy_seats: frozenset[int] = frozenset()
    #: seats that cut exactly the cards the deal needed this hand (``perfect_cut_bonus`` each)
    perfect_cut: tuple[int, ...] = ()
    #: the seats sitting out this hand: a pair of six players, where a pair sits out each hand in turn
    #: (``six_players_pair_sits_out``); they hold no cards and the turn passes them by
    sitting_out: frozenset[int] = frozenset()
    #: per team, the mismelds charged to it this hand where the table charges one (``mismeld_penalty``); empty: none
    mismelds: tuple[int, ...] = ()
    team_of: tuple[int, ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        if not self.team_of:
            team_of = [0] * self.players
            for index, seats in enumerate(self.teams):
                for seat in seats:
                    team_of[seat] = index
            self.team_of = tuple(team_of)
        if not self.black_threes:
            self.black_threes = [[] for _ in self.teams]
        if not self.talon:
            self.talon = [[] for _ in range(self.players)]
        if not self.talon_hidden:
            self.talon_hidden = [0] * self.players

    # -- shape -----------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.ruleset.players

    @property
    def variant(self) -> str:
        return self.ruleset.variant

    @property
    def ended(self) -> bool:
        return self.phase == ENDED

    @property
    def to_draw(self) -> bool:
        """The player to move has yet to draw or take the pile."""
        return self.phase == DRAW

    def team(self, seat: int | None = None) -> int:
        return self.team_of[self.turn if seat is None else seat]

    def plays_alone(self, team: int | None = None) -> bool:
        """The side (the mover's, if None) is one player: the words speak to that player, not to a side."""
        return len(self.teams[self.team() if team is None else team]) == 1

    def partners(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in self.teams[self.team_of[seat]] if s != seat)

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat``: the next in order round the table that does not sit out."""
        following = (seat + 1) % self.players
        while following in self.sitting_out:
            following = (following + 1) % self.players
        return following

    def sits_out(self, team: int) -> bool:
        """The side sits out this hand."""
        return bool(self.sitting_out) and set(self.teams[team]) <= self.sitting_out

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat]) + self.hidden[seat]

    def talon_size(self, seat: int) -> int:
        return len(self.talon[seat]) + self.talon_hidden[seat]

    def laid_out_threes(self, team: int, card: Card) -> list[Card]:
        """The team's laid-out threes of ``card``'s colour."""
        return self.red_threes[team] if card.is_red_three else self.black_threes[team]

    @property
    def stock_size(self) -> int:
        return len(self.stock) + self.stock_hidden

    @property
    def top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    # -- derived rules facts -------------------------------------------------------------------

    def must_take_pile(self) -> bool:
        """pagat-style, once the stock is used up (``stock_end_must_take``): a pile that is not frozen must be
        taken when its top card fits one of the side's melds."""
        team, top = self.team(), self.top
        if not self.ruleset.stock_end_must_take or top is None or self.frozen_reason(team) is not None:
            return False
        return any(m.kind == RANK and m.rank is top.rank for m in self.melds[team])

    def pile_left_lying(self) -> int:
        """How many cards at the bottom of the pile a take leaves lying: under ``pile_wild_blocks``, the
        uppermost wild card below the top and every card under it."""
        if self.ruleset.pile_wild_blocks:
            for index in range(len(self.discard) - 2, -1, -1):
                if self.discard[index].is_wild:
                    return index + 1
        return 0

    def has_melded(self, team: int) -> bool:
        return bool(self.melds[team])

    def melded_before_this_turn(self, seat: int) -> bool:
        """Whether ``seat`` laid cards on the table in an earlier turn; judged by its side when not known."""
        if self.melded_seats is not None:
            return seat in self.melded_seats
        side_melded_earlier = self.has_melded(self.team(seat)) and not (seat == self.turn and self.opened_this_turn)
        return side_melded_earlier

    def canastas(self, team: int) -> int:
        return sum(1 for m in self.melds[team] if m.is_canasta)

    def lacks_natural_canasta_to_go_out(self, team: int) -> bool:
        """The side has the canastas' number to go out but, where the table asks for a natural one among them
        (``go_out_natural_and_mixed``), none is natural."""
        if not self.ruleset.go_out_natural_and_mixed:
            return False
        return not any(m.is_canasta and m.kind == RANK and m.is_natural for m in self.melds[team])

    def initial_minimum(self, team: int) -> int:
        return self.ruleset.initial_minimum(self.scores[team])

    def pile_freezer(self) -> Card | None:
        """The card in the pile that freezes (or, in the strict version, locks) it, if any."""
        black_threes_lock = self.ruleset.pile_freezers == "wild-black-three"
        # ``wild_freeze_lasts: one-turn``: a wild card freezes the pile only while a single discard covers it
        thawed_below = len(self.discard) - 2 if self.ruleset.wild_freeze_lasts == "one-turn" else 0
        for index, card in enumerate(self.discard):
            if card.is_wild and index >= thawed_below:
                return card
            if card.is_black_three if black_threes_lock else card.is_red_three:
                return card
        return None

    def frozen_as_players_say(self, team: int) -> str | None:
        """The frozen reason as a table speaks of it: none where every take needs a natural pair anyway
        (Modern American, ``pile_natural_pair_always``), where "frozen" is no word of the game."""
        return None if self.ruleset.pile_natural_pair_always else self.frozen_reason(team)

    def frozen_reason(self, team: int) -> str | None:
        """``'wild'``, ``'red-three'``, ``'black-three'``, ``'not-melded'`` or None (not frozen)."""
        freezer = self.pile_freezer()
        if freezer is not None:
            if freezer.is_wild:
                return "wild"
            return "black-three" if freezer.is_black_three else "red-three"
        if self.ruleset.pile_frozen_before_initial and not self.melds[team]:
            return "not-melded"
        return None

    # -- copying ----------------------------------------------------------------------------------

    def copy(self) -> Position:
        """A copy whose lists can be changed without touching this position."""
        new = object.__new__(Position)
        fields = self.__dict__.copy()
        fields.pop("_owned", None)
        fields.update(
            hands=[list(h) for h in self.hands],
            hidden=list(self.hidden),
            stock=list(self.stock),
            discard=list(self.discard),
            melds=[list(m) for m in self.melds],
            red_threes=[list(r) for r in self.red_threes],
            black_threes=[list(b) for b in self.black_threes],
            talon=[list(t) for t in self.talon],
            talon_hidden=list(self.talon_hidden),
            scores=list(self.scores),
        )
        new.__dict__ = fields
        return new

    def successor(self) -> Position:
        """The position after a move, sharing every list with this one until the move changes it.

        The referee builds one for each legal move; a move touches one hand, a meld or two and
        perhaps the stock, so copying everything would cost most of a verdict. Change a list only
        through ``own`` / ``own_item``, which copy it first; other code changes only ``copy()``s.
        """
        new = object.__new__(Position)
        fields = self.__dict__.copy()  # a dict's own copy is twice as fast as filling an empty one
        fields["_owned"] = set()
        new.__dict__ = fields
        return new

    def own(self, name: str) -> list:
        """The list field ``name`` (e.g. ``"stock"``), made this position's own so it may be changed."""
        fields = self.__dict__
        owned = fields.get("_owned")
        if owned is None:
            owned = fields["_owned"] = set()
        elif name in owned:
            return fields[name]
        value = fields[name] = fields[name].copy()
        owned.add(name)
        return value

    # own_item and set_item repeat own's few lines rather than call it: every legal meld goes through both

    def own_item(self, name: str, index: int) -> list:
        """One inner list of a per-seat or per-team field (``hands``, ``melds``, ``talon``…), made own."""
        fields = self.__dict__
        owned = fields.get("_owned")
        if owned is None:
            owned = fields["_owned"] = set()
        key = (name, index)
        if key in owned:
            return fields[name][index]
        if name in owned:
            outer = fields[name]
        else:
            outer = fields[name] = fields[name].copy()
            owned.add(name)
        inner = outer[index] = outer[index].copy()
        owned.add(key)
        return inner

    def set_item(self, name: str, index: int, value: list) -> None:
        """Replace one inner list (a new hand, say) with a list this position owns."""
        fields = self.__dict__
        owned = fields.get("_owned")
        if owned is None:
            owned = fields["_owned"] = set()
        if name in owned:
            outer = fields[name]
        else:
            outer = fields[name] = fields[name].copy()
            owned.add(name)
        outer[index] = value
        owned.add((name, index))

    def own_threes(self, team: int, card: Card) -> list[Card]:
        """The team's laid-out threes of ``card``'s colour, made own."""
        return self.own_item("red_threes" if card.is_red_three else "black_threes", team)

    def all_cards(self) -> Iterable[Card]:
        """Every known card on the table, in the hands, the talons and the stock."""
        for hand in self.hands:
            yield from hand
        yield from self.stock
        yield from self.discard
        for team_melds in self.melds:
            for meld in team_melds:
                yield from meld.cards
        for threes in (*self.red_threes, *self.black_threes):
            yield from threes
        for talon in self.talon:
            yield from talon

    def card_total(self) -> int:
        """How many cards the position holds, known and unknown."""
        return sum(1 for _ in self.all_cards()) + sum(self.hidden) + self.stock_hidden + sum(self.talon_hidden)
