"""A position being set up by hand: any cards anywhere, checked only when it is read as a position file.

The editor's model: "Apply" writes the draft in the position format and reads it back with the reader the
files use, so nothing reaches the table that a file could not hold.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from ..i18n import _
from ..rules.cards import Card
from ..rules.deal import pair_sitting_out
from ..rules.melds import Meld
from ..rules.notation import LoadedPosition, read_position, write_position
from ..rules.state import DRAW, PLAY, Position
from ..rules.variants import Ruleset
from ..words.cards import card_name
from ..words.seats import player_name

#: Places cards can be put: ("hand", seat), ("stock",), ("discard",), ("meld", team, index), ("red-threes", team)
Target = tuple
STOCK: Target = ("stock",)
DISCARD: Target = ("discard",)


class PositionDraft:
    """A position being edited: any cards anywhere; checked only when it is turned into a Position."""

    def __init__(self, variant: str = "classic", players: int = 4, options: dict | None = None):
        self.variant = variant
        self.players = players
        self.options = dict(options or {})
        self.ruleset = Ruleset.build(variant, players, self.options)
        self.teams = self.ruleset.default_teams()
        self.turn = 0
        self.phase = DRAW
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.unknown: list[int] = [0] * players  # per seat, cards of the hand nobody knows
        self.stock_listed = False  # the stock as listed cards (top last) or a number
        self.stock: list[Card] = []
        self.stock_unknown = 0
        #: the stock is a number: all the cards not placed or counted anywhere else
        self.stock_rest = False
        self.discard: list[Card] = []
        self.melds: list[list[list[Card]]] = [[] for _ in self.teams]
        #: per team, the threes laid out: red ones, and black ones too under rules that lay them out
        self.red_threes: list[list[Card]] = [[] for _ in self.teams]
        self.scores: list[int] = [0] * len(self.teams)
        #: per seat, a Modern American talon waiting (known cards, unknown count): kept as it was
        self.talon: list[list[Card]] = [[] for _ in range(players)]
        self.talon_hidden: list[int] = [0] * players
        #: what happened earlier in the hand that some tables' rules ask about (docs/position-extensions.md):
        #: seats that asked to go out, seats still owed the special-hand courtesy, seats that cut perfectly
        self.go_out_asked: frozenset[int] = frozenset()
        self.courtesy_seats: frozenset[int] = frozenset()
        self.perfect_cut: tuple[int, ...] = ()
        #: the pair sitting this hand out, where six players sit one pair out each hand (none: everyone plays)
        self.sitting_out: frozenset[int] = frozenset()

    @classmethod
    def empty(cls, variant: str = "classic", players: int = 4, options: dict | None = None, turn: int = 0) -> PositionDraft:
        """A table to fill in for a dispute: the other hands dealt face down, the hand to move and the pile
        empty, and the stock whatever is left."""
        draft = cls(variant, players, options)
        draft.turn = turn
        draft.unknown = [0 if seat == draft.turn else draft.ruleset.hand_size for seat in range(players)]
        draft.stock_rest = True
        # a table that sits one pair out: the first hand's pair, as the app's deal has it
        pair = pair_sitting_out(draft.ruleset, 1)
        if pair:
            draft.sit_out(draft.teams.index(pair))
        return draft

    @classmethod
    def from_position(cls, position: Position) -> PositionDraft:
        rs = position.ruleset
        draft = cls(rs.variant, rs.players, {name: rs.options()[name] for name in rs.overridden})
        draft.teams = tuple(tuple(t) for t in position.teams)
        draft.turn = position.turn
        draft.phase = DRAW if position.phase == DRAW else PLAY  # a finished hand is edited as its last turn
        draft.hands = [list(h) for h in position.hands]
        draft.unknown = list(position.hidden)
        draft.stock_listed = bool(position.stock) and not position.stock_hidden
        draft.stock = list(position.stock) if draft.stock_listed else []
        draft.stock_unknown = 0 if draft.stock_listed else position.stock_size
        draft.discard = list(position.discard)
        draft.melds = [[list(m.cards) for m in team] for team in position.melds]
        draft.red_threes = [list(r) + list(b) for r, b in zip(position.red_threes, position.black_threes)]
        draft.scores = list(position.scores)
        draft.talon = [list(t) for t in position.talon]
        draft.talon_hidden = list(position.talon_hidden)
        draft.go_out_asked, draft.courtesy_seats = position.go_out_asked, position.courtesy_seats
        draft.perfect_cut = position.perfect_cut
        draft.sitting_out = position.sitting_out
        return draft

    # -- rules and seats --------------------------------------------------------------------------

    def set_rules(self, variant: str, players: int) -> None:
        """Another rule system or player count; the cards stay where they are as far as the seats allow."""
        if variant == self.variant and players == self.players:
            return
        if variant != self.variant:
            self.options = {}  # options belong to the rule system they override
        old_hand_size = self.ruleset.hand_size
        self.variant, self.players = variant, players
        self.ruleset = Ruleset.build(variant, players, self.options)
        # hands dealt face down are dealt again at the new system's size
        self.unknown = [self.ruleset.hand_size if n == old_hand_size else n for n in self.unknown]
        self.teams = self.ruleset.default_teams()
        self.hands = (self.hands + [[] for _ in range(players)])[:players]
        dealt = [self.ruleset.hand_size if self.stock_rest else 0] * players  # a new seat as the others
        self.unknown = (self.unknown + dealt)[:players]
        self.turn = min(self.turn, players - 1)
        n = len(self.teams)
        self.melds = (self.melds + [[] for _ in range(n)])[:n]
        self.red_threes = (self.red_threes + [[] for _ in range(n)])[:n]
        self.scores = (self.scores + [0] * n)[:n]
        self.talon = [[] for _ in range(players)]  # a talon belongs to the seats and rules it was set aside under
        self.talon_hidden = [0] * players
        self.go_out_asked, self.courtesy_seats, self.perfect_cut = frozenset(), frozenset(), ()
        self.sitting_out = frozenset()

    def pairs_sitting_out(self) -> list[tuple[int, ...]]:
        """The pairs that may sit this hand out: each pair of six players where the rules sit one out, else none."""
        if not pair_sitting_out(self.ruleset, 1):
            return []
        return [team for team in self.teams if len(team) == 2]

    def sit_out(self, team: int | None) -> None:
        """The pair of ``team`` sits this hand out (None: everyone plays): its hands and talons are given back to
        the box, its melds and threes too, and the turn passes to the next seat that plays. A pair that played
        no more sits out: dealt face down again where the stock holds the rest, as every other hand."""
        returning = self.sitting_out - (set(self.teams[team]) if team is not None else set())
        for seat in returning:
            self.unknown[seat] = self.ruleset.hand_size if self.stock_rest and seat != self.turn else 0
        if team is None:
            self.sitting_out = frozenset()
            return
        seats = self.teams[team]
        self.sitting_out = frozenset(seats)
        for seat in seats:
            self.hands[seat], self.unknown[seat] = [], 0
            self.talon[seat], self.talon_hidden[seat] = [], 0
        self.melds[team], self.red_threes[team] = [], []
        while self.turn in self.sitting_out:
            self.turn = (self.turn + 1) % self.players

    # -- cards --------------------------------------------------------------------------------------

    def cards(self, target: Target) -> list[Card]:
        """The (live) list of cards at ``target``."""
        kind = target[0]
        if kind == "hand":
            return self.hands[target[1]]
        if kind == "stock":
            return self.stock
        if kind == "discard":
            return self.discard
        if kind == "meld":
            return self.melds[target[1]][target[2]]
        if kind == "red-threes":
            return self.red_threes[target[1]]
        raise KeyError(target)

    def targets(self) -> list[Target]:
        return (
            [("hand", s) for s in range(self.players)]
            + [STOCK, DISCARD]
            + [("meld", t, m) for t in range(len(self.teams)) for m in range(len(self.melds[t]))]
            + [("red-threes", t) for t in range(len(self.teams))]
        )

    def placed(self) -> Counter:
        """How many copies of each card are placed somewhere (the stock only when it is listed)."""
        counts: Counter = Counter()
        for target in self.targets():
            if target != STOCK or self.stock_listed:
                counts.update(self.cards(target))
        for cards in self.talon:
            counts.update(cards)
        return counts

    def free(self, card: Card) -> int:
        """Copies of ``card`` not yet placed; negative when more are placed than the packs hold."""
        return self.ruleset.copies(card) - self.placed()[card]

    def add(self, target: Target, card: Card) -> Callable[[], str] | None:
        """Put one copy of ``card`` at ``target``; if refused, nothing changes and the reason is returned.

        The reason is a callable so that it can be shown again in another language.
        """
        if target[0] == "hand" and target[1] in self.sitting_out:
            name = player_name(target[1])
            return lambda: _("{name} sits out this hand and holds no cards.").format(name=name)
        if target == STOCK and not self.stock_listed:
            return lambda: _("The stock is a number of unknown cards: choose “Listed cards” to put cards in it.")
        if self.free(card) <= 0:
            copies = self.ruleset.copies(card)
            return lambda: _("No copy of the {card} is left: the packs hold {copies}, and all are placed.").format(
                copies=copies, card=card_name(card)
            )
        self.cards(target).append(card)
        return None

    def remove(self, target: Target, indexes: list[int]) -> None:
        cards = self.cards(target)
        for i in sorted(set(indexes), reverse=True):
            if 0 <= i < len(cards):
                del cards[i]

    def move(self, target: Target, indexes: list[int], step: int) -> list[int]:
        """Move the cards at ``indexes`` one place earlier (-1) or later (+1); their new indexes."""
        cards = self.cards(target)
        chosen = sorted(set(indexes), reverse=step > 0)
        moved = []
        for i in chosen:
            j = i + step
            if 0 <= j < len(cards) and j not in moved:
                cards[i], cards[j] = cards[j], cards[i]
                moved.append(j)
            else:
                moved.append(i)
        return sorted(moved)

    def add_meld(self, team: int) -> Target:
        self.melds[team].append([])
        return ("meld", team, len(self.melds[team]) - 1)

    def remove_meld(self, team: int, index: int) -> None:
        del self.melds[team][index]

    def stock_size(self) -> int:
        if self.stock_listed:
            return len(self.stock)
        return self._rest() if self.stock_rest else self.stock_unknown

    def _rest(self) -> int:
        """The cards of the packs not placed or counted anywhere but the stock (none when too many are)."""
        elsewhere = sum(self.placed().values()) + sum(self.unknown) + sum(self.talon_hidden)
        return max(0, self.ruleset.deck_size - elsewhere)

    def card_total(self) -> int:
        return (
            sum(self.placed().values())
            + sum(self.unknown)
            + sum(self.talon_hidden)
            + (0 if self.stock_listed else self.stock_size())
        )

    def clear_cards(self) -> None:
        """Every card back in the box: an empty table under the same rules and seats (see :meth:`empty`)."""
        self.__dict__.update(PositionDraft.empty(self.variant, self.players, self.options, self.turn).__dict__)

    # -- checking -----------------------------------------------------------------------------------

    def to_data(self) -> dict:
        """The draft in the position format (written by the same writer as files)."""
        position = Position(
            ruleset=self.ruleset,
            teams=self.teams,
            hands=[list(h) for h in self.hands],
            hidden=list(self.unknown),
            stock=list(self.stock) if self.stock_listed else [],
            stock_hidden=0 if self.stock_listed else self.stock_size(),
            discard=list(self.discard),
            melds=[[Meld(m, self.ruleset.sequences) for m in team] for team in self.melds],
            red_threes=[[c for c in r if c.is_red_three] for r in self.red_threes],
            black_threes=[[c for c in r if not c.is_red_three] for r in self.red_threes],
            talon=[list(t) for t in self.talon],
            talon_hidden=list(self.talon_hidden),
            scores=list(self.scores),
            turn=self.turn,
            phase=self.phase,
            go_out_asked=self.go_out_asked,
            # the courtesy is owed only to a seat whose side has melded, and the melds may have been taken away
            courtesy_seats=frozenset(
                seat
                for seat in self.courtesy_seats
                if any(self.melds[t] for t, side in enumerate(self.teams) if seat in side)
            ),
            perfect_cut=self.perfect_cut,
            sitting_out=self.sitting_out,
        )
        return write_position(position)

    def validate(self) -> LoadedPosition:
        """The draft read back as a position file would be; :class:`PositionError` names the faulty field."""
        return read_position(self.to_data())


def field_target(field: str) -> Target | None:
    """The editor's place for a field the reader names (``hands[2][0]`` → ("hand", 2)), if it has one."""
    match = re.match(r"(hands|hand_unknown|melds|red_threes|black_threes|stock|discard)(?:\[(\d+)\])?(?:\[(\d+)\])?", field)
    if match is None:
        return None
    name, first, second = match.group(1), match.group(2), match.group(3)
    if name in ("hands", "hand_unknown"):
        return ("hand", int(first)) if first is not None else None
    if name == "melds":
        if first is None:
            return None
        return ("meld", int(first), int(second)) if second is not None else None
    if name in ("red_threes", "black_threes"):
        return ("red-threes", int(first)) if first is not None else None
    return STOCK if name == "stock" else DISCARD
