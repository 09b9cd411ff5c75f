"""The position format (``canasta-position/1``): read, validate and write.

Untrusted input is checked completely before anything is built: any defect
raises :class:`PositionError` naming the field, and no partly loaded position
ever escapes. The reader takes text or an already parsed object; ``write``
produces the ASCII form the format prescribes.

>>> loaded = read_position('{"format": "canasta-position/1", "hands": [["KS"], 3], "players": 2, "stock": 10}')
>>> loaded.position.hands[0], loaded.position.hidden
([Card.parse('KS')], [0, 3])
>>> read_position('{"format": "canasta-position/1", "hands": [["XX"], 3], "players": 2, "stock": 1}')
Traceback (most recent call last):
...
tutor.rules.strict_json.PositionError: hands[0][0]: not a card: "XX"
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from itertools import chain
from typing import Any, NoReturn

from .cards import JOKER, Card, CardError, parse_cards
from .errors import N_
from .melds import BLACK_THREES, MIXED_RANKS, RANK, THREES, Meld
from .moves import Addition, Discard, Draw, GoOut, MeldMove, Move, TakePile
from .referee import composition_refusal
from .special_hands import SPECIAL_HAND_VALUES
from .state import DRAW, ENDED, PLAY, Position
from .strict_json import MAX_BYTES, MAX_DEPTH, MAX_DIGITS, PositionError, check_depth, read_bounded, strict_json
from .variants import OptionError, Ruleset

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "PositionError",
    "LoadedPosition",
    "read_bounded",
    "read_position",
    "strict_json",
    "write_position",
    "move_to_json",
    "dumps",
]

FORMAT = "canasta-position/1"
MAX_MOVES = 1_000
ACTIONS = ("draw", "take-pile", "meld", "discard", "go-out")
PER_SEAT_FIELDS = frozenset({"hands", "hand_unknown", "talon"})
KNOWN_FIELDS = frozenset(
    {
        "format",
        "variant",
        "options",
        "players",
        "teams",
        "turn",
        "phase",
        "hands",
        "stock",
        "discard",
        "melds",
        "red_threes",
        "scores",
        "move",
        "moves",
        "went_out",
        "concealed",
        "hand_unknown",
        "black_threes",
        "talon",
        "special_hand",
        "turn_state",
        "melded_seats",
        "go_out_asked",
        "courtesy_seats",
        "perfect_cut",
        "sitting_out",
        "mismelds",
    }
)
#: what happened earlier in the turn, which the referee needs to rule on the rest of it
TURN_STATE_KEYS = ("opened", "took_pile", "melded", "melded_after_pile", "no_discard", "all_wild")


@dataclass(frozen=True)
class LoadedPosition:
    """A position file as read: the position, its moves and how the file gave them."""

    position: Position
    moves: tuple[Move, ...]
    #: whether the input gave one ``move`` (rather than a ``moves`` list)
    single_move: bool
    #: the fields ``went_out`` / ``concealed`` as given, for scoring a finished hand
    went_out_given: bool


# -- reading -------------------------------------------------------------------------------------


def read_position(source: str | bytes | dict) -> LoadedPosition:
    """Parse and validate a position; raise :class:`PositionError` on any defect."""
    if isinstance(source, (str, bytes)):
        data = strict_json(source)  # its nesting checked as it is read
    else:
        data = source
        check_depth(data)
    if not isinstance(data, dict):
        raise PositionError("", N_("a position must be a JSON object"))
    return _Reader(data).read()


def _is_int(value: Any) -> bool:
    return type(value) is int  # not a bool, which is an int to Python and true or false to JSON


def _at(field: str, *indexes: int) -> str:
    """The name of an entry within ``field`` (``hands[0][3]``): written only for an error, not for every entry read."""
    return field + "".join(f"[{index}]" for index in indexes)


class _Reader:
    def __init__(self, data: dict):
        self.data = data
        #: the cards on the table (melds, threes laid out), which no hand can hold (found with the deck's count)
        self.laid_out: list[Card] = []

    # field helpers; ``at``: the indexes of an entry within ``field``, named only if it is at fault
    def _int(self, field: str, value: Any, low: int, high: int, *at: int) -> int:
        if type(value) is not int or not low <= value <= high:  # a bool is no whole number here
            raise PositionError(_at(field, *at), N_("must be a whole number from {low} to {high}"), low=low, high=high)
        return value

    def _list(self, field: str, value: Any, length: int | None = None) -> list:
        if not isinstance(value, list):
            raise PositionError(field, N_("must be a list"))
        if length is not None and len(value) != length:
            if field in PER_SEAT_FIELDS:
                raise PositionError(field, N_("must have {count} entries, one per seat"), count=length)
            raise PositionError(field, N_("must have {count} entries, one per team"), count=length)
        return value

    def _card(self, field: str, value: Any) -> Card:
        try:
            return Card.parse(value)
        except CardError:
            raise PositionError(field, N_("not a card: {value}"), value=json.dumps(value, ensure_ascii=False)) from None

    def _cards(self, field: str, value: Any, *at: int) -> list[Card]:
        if type(value) is not list:
            self._list(_at(field, *at), value)  # says what is wrong with it
        try:
            return parse_cards(value)
        except CardError:  # read again card by card, to name the one at fault
            return [self._card(_at(field, *at, i), v) for i, v in enumerate(value)]

    def _cards_per_seat(self, field: str, value: Any, players: int, ruleset: Ruleset) -> tuple[list[list[Card]], list[int]]:
        """Per seat, a list of cards or a number of unknown cards: (the listed cards, the unknown counts)."""
        cards: list[list[Card]] = []
        hidden: list[int] = []
        for seat, entry in enumerate(self._list(field, value, players)):
            if type(entry) is list:
                cards.append(self._cards(field, entry, seat))
                hidden.append(0)
            elif _is_int(entry):
                cards.append([])
                hidden.append(self._int(field, entry, 0, ruleset.deck_size, seat))
            else:
                raise PositionError(f"{field}[{seat}]", N_("must be a list of cards or a number of unknown cards"))
        return cards, hidden

    def read(self) -> LoadedPosition:
        d = self.data
        if "format" not in d:
            raise PositionError("format", N_('missing: it must be "{format}"'), format=FORMAT)
        if d["format"] != FORMAT:
            raise PositionError(
                "format",
                N_('must be "{format}", not {value}'),
                format=FORMAT,
                value=json.dumps(d["format"], ensure_ascii=False),
            )
        variant = d.get("variant", "classic")
        players = self._int("players", d.get("players", 4), 2, 6)
        options = d.get("options", {})
        if not isinstance(options, dict):
            raise PositionError("options", N_("must be an object of option names and values"))
        if not isinstance(variant, str):
            raise PositionError("variant", N_("must be a rule preset id"))
        try:
            ruleset = Ruleset.build(variant, players, options)
        except OptionError as exc:
            raise PositionError(exc.field, exc.template, **exc.params) from None
        teams = self._teams(d.get("teams"), ruleset)
        n_teams = len(teams)
        turn = self._int("turn", d.get("turn", 0), 0, players - 1)
        phase = d.get("phase", DRAW)
        if phase not in (DRAW, PLAY):
            raise PositionError("phase", N_('must be "draw" or "play"'))

        if "hands" not in d:
            raise PositionError("hands", N_("missing: one hand per seat is required"))
        hands, hidden = self._cards_per_seat("hands", d["hands"], players, ruleset)
        if _is_int(d["hands"][turn]):
            raise PositionError(f"hands[{turn}]", N_("the hand of the seat to move must be a list of cards"))
        extra_unknown = d.get("hand_unknown")
        if extra_unknown is not None:
            for seat, count in enumerate(self._list("hand_unknown", extra_unknown, players)):
                hidden[seat] += self._int("hand_unknown", count, 0, ruleset.deck_size, seat)

        if "stock" not in d:
            raise PositionError("stock", N_("missing: a number of cards or a list of cards is required"))
        stock_value = d["stock"]
        if _is_int(stock_value):
            stock, stock_hidden = [], self._int("stock", stock_value, 0, ruleset.deck_size)
        elif isinstance(stock_value, list):
            stock, stock_hidden = self._cards("stock", stock_value), 0
        else:
            raise PositionError("stock", N_("must be a number of cards or a list of cards"))

        discard = self._cards("discard", d.get("discard", []))
        melds = self._melds(d.get("melds"), n_teams, ruleset)
        red_threes: list[list[Card]] = []
        for t, threes in enumerate(self._list("red_threes", d.get("red_threes", [[]] * n_teams), n_teams)):
            if threes == []:  # none laid out yet, the common case
                red_threes.append([])
                continue
            cards = self._cards("red_threes", threes, t)
            for i, card in enumerate(cards):
                if not card.is_red_three:
                    raise PositionError(f"red_threes[{t}][{i}]", N_("{card} is not a red three"), card=card.text)
            red_threes.append(cards)
        scores = [
            self._int("scores", s, -1_000_000, 1_000_000, t)
            for t, s in enumerate(self._list("scores", d.get("scores", [0] * n_teams), n_teams))
        ]

        went_out_given = "went_out" in d
        went_out = d.get("went_out")
        if went_out is not None:
            went_out = self._int("went_out", went_out, 0, players - 1)
        concealed = d.get("concealed", False)
        if not isinstance(concealed, bool):
            raise PositionError("concealed", N_("must be true or false"))

        # the extensions (docs/position-extensions.md) are read where a file gives them: most give none
        black_threes = self._black_threes(d["black_threes"], n_teams, ruleset) if d.get("black_threes") is not None else []
        talon, talon_hidden = self._talon(d["talon"], ruleset) if d.get("talon") is not None else ([], [])
        special_hand = self._special_hand(d["special_hand"], went_out, ruleset) if "special_hand" in d else None

        position = Position(
            ruleset=ruleset,
            teams=teams,
            hands=hands,
            hidden=hidden,
            stock=stock,
            stock_hidden=stock_hidden,
            discard=discard,
            melds=melds,
            red_threes=red_threes,
            scores=scores,
            turn=turn,
            phase=phase,
            went_out=went_out,
            concealed=concealed,
            black_threes=black_threes,
            talon=talon,
            talon_hidden=talon_hidden,
            special_hand=special_hand,
        )
        if went_out_given:
            position.phase = ENDED
        # Before anything is laid in this turn, the hand is as the draw left it: all wild cards or not
        # (turn_state's all_wild says so for a turn that has melded since).
        if position.phase == PLAY and position.ruleset.discard_restrictions == "modern-american":
            hand = position.hands[position.turn]
            position.all_wild_at_draw = bool(hand) and not position.hidden[position.turn] and all(c.is_wild for c in hand)
        if "turn_state" in d:
            self._turn_state(d["turn_state"], position)
        position.melded_seats = self._melded_seats(d.get("melded_seats"), position)
        if "go_out_asked" in d:
            position.go_out_asked = frozenset(self._partnered_seats("go_out_asked", d["go_out_asked"], position))
        if "courtesy_seats" in d:
            position.courtesy_seats = self._courtesy_seats(d["courtesy_seats"], position)
        if "perfect_cut" in d:
            position.perfect_cut = tuple(self._seats("perfect_cut", d["perfect_cut"], players))
            if len(position.perfect_cut) > 1:
                raise PositionError("perfect_cut[1]", N_("one player cuts for a deal: list one seat"))
        if "sitting_out" in d:
            position.sitting_out = self._sitting_out(d["sitting_out"], position)
        if d.get("mismelds") is not None:  # per team: the mismelds charged this hand, counted when it is scored
            counts = self._list("mismelds", d["mismelds"], n_teams)
            position.mismelds = tuple(self._int("mismelds", n, 0, 100, t) for t, n in enumerate(counts))
        self._check_black_three_melds(position)
        self._check_counts(position)
        moves, single = self._moves(position)
        return LoadedPosition(position, moves, single, went_out_given)

    # extensions (docs/position-extensions.md): optional, ignored by readers that do not know them
    def _black_threes(self, value: Any, n_teams: int, ruleset: Ruleset) -> list[list[Card]]:
        if value is None:
            return [[] for _ in range(n_teams)]
        result = []
        for t, threes in enumerate(self._list("black_threes", value, n_teams)):
            cards = self._cards("black_threes", threes, t)
            for i, card in enumerate(cards):
                if not card.is_black_three:
                    raise PositionError(f"black_threes[{t}][{i}]", N_("{card} is not a black three"), card=card.text)
                if ruleset.threes_laid_out != "red-and-black":
                    raise PositionError(f"black_threes[{t}][{i}]", N_("these rules do not lay out black threes"))
            result.append(cards)
        return result

    def _talon(self, value: Any, ruleset: Ruleset) -> tuple[list[list[Card]], list[int]]:
        players = ruleset.players
        if value is None:
            return [[] for _ in range(players)], [0] * players
        return self._cards_per_seat("talon", value, players, ruleset)

    def _check_black_three_melds(self, position: Position) -> None:
        """Black threes are melded only to go out: in a hand that has ended, or in the going-out turn
        of the side to move once its hand is down to the last card (the discard still to come)."""
        going_out_now = position.phase == PLAY and position.hand_size(position.turn) <= 1
        for t, team_melds in enumerate(position.melds):
            for m, meld in enumerate(team_melds):
                if meld.kind != BLACK_THREES or position.phase == ENDED:
                    continue
                if not (going_out_now and t == position.team()):
                    raise PositionError(
                        f"melds[{t}][{m}]", N_("black threes lie on the table only in a hand that has ended")
                    )

    def _melded_seats(self, value: Any, position: Position) -> frozenset[int] | None:
        """``melded_seats``: the seats that laid cards in earlier turns; with nothing on the table, none did."""
        if value is None:
            return None if any(position.melds) else frozenset()
        seats = self._list("melded_seats", value)
        for i, seat in enumerate(seats):
            self._int(f"melded_seats[{i}]", seat, 0, position.players - 1)
            if not position.has_melded(position.team(seat)):
                raise PositionError(f"melded_seats[{i}]", N_("this seat's side has no meld on the table"))
        return frozenset(seats)

    def _seats(self, name: str, value: Any, players: int) -> list[int]:
        """A list of different seats (an extension field), empty when left out."""
        if value is None:
            return []
        seats = self._list(name, value)
        for i, seat in enumerate(seats):
            self._int(f"{name}[{i}]", seat, 0, players - 1)
            if seat in seats[:i]:
                raise PositionError(f"{name}[{i}]", N_("seat {seat} is listed twice"), seat=seat + 1)
        return seats

    def _sitting_out(self, value: Any, position: Position) -> frozenset[int]:
        """``sitting_out``: the pair that sits this hand out, where six players play as three pairs and one pair
        sits out each hand (``six_players_pair_sits_out``); it holds nothing, and the turn is not its."""
        seats = self._seats("sitting_out", value, position.players)
        if not seats:
            return frozenset()
        rs = position.ruleset
        if not rs.six_players_pair_sits_out:
            raise PositionError("sitting_out", N_("at this table every player plays every hand: nobody sits out"))
        if len(position.teams) != 3 or set(seats) not in [set(team) for team in position.teams if len(team) == 2]:
            raise PositionError("sitting_out", N_("list the two seats of one pair: a whole pair sits out"))
        for seat in seats:
            if position.hand_size(seat) or position.talon_size(seat):
                raise PositionError(f"hands[{seat}]", N_("this seat sits out this hand: it holds no cards"))
        if position.turn in seats:
            raise PositionError("turn", N_("this seat sits out this hand: the turn is never its"))
        team = position.team(seats[0])
        if position.melds[team] or position.red_threes[team] or position.black_threes[team]:
            raise PositionError("sitting_out", N_("the pair sitting out has nothing on the table in this hand"))
        if position.went_out in seats:
            raise PositionError("went_out", N_("this seat sits out this hand: it cannot go out"))
        return frozenset(seats)

    def _partnered_seats(self, name: str, value: Any, position: Position) -> list[int]:
        """A list of seats that have a partner (asking to go out, the courtesy after the partner's opening)."""
        seats = self._seats(name, value, position.players)
        for i, seat in enumerate(seats):
            if not position.partners(seat):
                raise PositionError(f"{name}[{i}]", N_("this seat plays alone: it has no partner"))
        return seats

    def _courtesy_seats(self, value: Any, position: Position) -> frozenset[int]:
        """``courtesy_seats``: seats whose partner opened after their last turn; each side must have melded and
        the seat itself laid nothing yet."""
        seats = self._partnered_seats("courtesy_seats", value, position)
        for i, seat in enumerate(seats):
            if not position.has_melded(position.team(seat)):
                raise PositionError(f"courtesy_seats[{i}]", N_("this seat's side has no meld on the table"))
            if position.melded_seats is not None and seat in position.melded_seats:
                raise PositionError(f"courtesy_seats[{i}]", N_("this seat has laid cards on the table already"))
        return frozenset(seats)

    def _turn_state(self, value: Any, position: Position) -> None:
        """``turn_state``: what the seat to move did earlier in this turn (only after drawing)."""
        if value is None:
            return
        if not isinstance(value, dict):
            raise PositionError("turn_state", N_("must be an object of true/false entries"))
        for key, flag in value.items():
            if key not in TURN_STATE_KEYS:
                raise PositionError("turn_state", N_("{name} is not an entry of turn_state"), name=key)
            if not isinstance(flag, bool):
                raise PositionError(f"turn_state.{key}", N_("must be true or false"))
        if not any(value.values()):
            return
        if position.phase != PLAY:
            raise PositionError("turn_state", N_("only a turn in progress, after drawing, has earlier steps"))
        melded = position.has_melded(position.team())
        if (value.get("opened") or value.get("took_pile") or value.get("melded")) and not melded:
            raise PositionError("turn_state", N_("the side to move has no meld on the table"))
        position.opened_this_turn = value.get("opened", False)
        position.took_pile_this_turn = value.get("took_pile", False)
        # opening and taking the pile both lay cards on the table
        position.melded_this_turn = value.get("melded", False) or position.opened_this_turn or position.took_pile_this_turn
        # after a pile taken, only further melds count; without one, whatever was laid came after the draw
        if value.get("melded_after_pile") and not position.took_pile_this_turn:
            raise PositionError("turn_state.melded_after_pile", N_("needs took_pile: the pile was taken this turn"))
        position.melded_after_drawing = (
            value.get("melded_after_pile", False) if position.took_pile_this_turn else position.melded_this_turn
        )
        position.no_discard = value.get("no_discard", False)
        if position.melded_this_turn:  # the hand now is not the hand the draw left: turn_state says what that was
            position.all_wild_at_draw = value.get("all_wild", False)

    def _special_hand(self, value: Any, went_out: int | None, ruleset: Ruleset) -> str | None:
        if value is None:
            return None
        hands = SPECIAL_HAND_VALUES[ruleset.special_hands]
        if not hands:
            raise PositionError("special_hand", N_("must be null: these rules have no special hands"))
        if not isinstance(value, str) or value not in hands:
            raise PositionError("special_hand", N_("must be one of {choices}"), choices=", ".join(hands))
        if went_out is None:
            raise PositionError("special_hand", N_("needs went_out: the seat that showed the special hand"))
        return value

    def _teams(self, value: Any, ruleset: Ruleset) -> tuple[tuple[int, ...], ...]:
        if value is None:
            return ruleset.format_default_teams()
        teams = self._list("teams", value)
        seen: list[int] = []
        result = []
        for t, team in enumerate(teams):
            seats = self._list(f"teams[{t}]", team)
            if not seats:
                raise PositionError(f"teams[{t}]", N_("a team needs at least one seat"))
            for i, seat in enumerate(seats):
                self._int("teams", seat, 0, ruleset.players - 1, t, i)
            seen.extend(seats)
            result.append(tuple(seats))
        if sorted(seen) != list(range(ruleset.players)):
            raise PositionError(
                "teams", N_("every seat from 0 to {last} must be in exactly one team"), last=ruleset.players - 1
            )
        return tuple(result)

    def _melds(self, value: Any, n_teams: int, ruleset: Ruleset) -> list[list[Meld]]:
        if value is None:
            return [[] for _ in range(n_teams)]
        result = []
        for t, team_melds in enumerate(self._list("melds", value, n_teams)):
            if type(team_melds) is not list:
                self._list(_at("melds", t), team_melds)  # says what is wrong with it
            result.append(
                [table_meld(self._cards("melds", cards, t, m), ruleset, t, m) for m, cards in enumerate(team_melds)]
            )
        return result

    def _check_counts(self, position: Position) -> None:
        """Refuse more copies of a card than the packs hold, or more cards than the deck.

        The fields are walked in the format's order and the error names the field whose
        cards go over the limit, so extra copies in the discard pile are not blamed on a hand.
        """
        rs = position.ruleset
        p = position
        laid = [*chain.from_iterable(p.red_threes), *chain.from_iterable(p.black_threes)]
        for team in p.melds:
            for meld in team:
                laid += meld.cards
        self.laid_out = laid
        known = [*chain.from_iterable(p.hands), *p.stock, *p.discard, *laid, *chain.from_iterable(p.talon)]
        counts = Counter(known)
        # every card within a pack's worth per pack (a joker: where the packs hold jokers) is the common case
        jokers = counts.pop(JOKER, 0)
        within = max(counts.values(), default=0) <= rs.packs and jokers <= rs.copies(JOKER)
        if not within or len(known) + sum(p.hidden) + p.stock_hidden + sum(p.talon_hidden) > rs.deck_size:
            self._blame_counts(position, _fields_with_cards(position))

    @staticmethod
    def _blame_counts(position: Position, fields: list[tuple[str, list[Card], int]]) -> None:
        """The field whose cards go over a limit, walked in the format's order."""
        rs = position.ruleset
        counts: Counter = Counter()
        total = 0
        for field, cards, unknown in fields:
            counts.update(cards)
            for card in set(cards):
                if counts[card] > rs.copies(card):
                    raise PositionError(
                        field,
                        N_("{count} copies of {card}, but the packs hold {copies}"),
                        count=counts[card],
                        card=card.text,
                        copies=rs.copies(card),
                    )
            total += len(cards) + unknown
            if total > rs.deck_size:
                raise PositionError(
                    field,
                    N_("the position holds {total} cards, but the deck has only {deck}"),
                    total=position.card_total(),
                    deck=rs.deck_size,
                )

    # moves
    def _moves(self, position: Position) -> tuple[tuple[Move, ...], bool]:
        d = self.data
        if "move" in d and "moves" in d:
            raise PositionError("moves", N_('give either "move" or "moves", not both'))
        if "move" in d:
            return (self._move("move", d["move"], position),), True
        if "moves" in d:
            moves = self._list("moves", d["moves"])
            if len(moves) > MAX_MOVES:
                raise PositionError("moves", N_("at most {count} moves"), count=MAX_MOVES)
            return tuple(self._move(f"moves[{i}]", m, position) for i, m in enumerate(moves)), False
        return (), True

    def _move(self, field: str, value: Any, position: Position) -> Move:
        if not isinstance(value, dict):
            raise PositionError(field, N_('a move must be an object with an "action"'))
        action = value.get("action")
        if action not in ACTIONS:
            raise PositionError(f"{field}.action", N_("must be one of {choices}"), choices=", ".join(ACTIONS))
        seat = value.get("seat")
        if seat is not None:
            seat = self._int(f"{field}.seat", seat, 0, position.players - 1)
        if action == "draw":
            return Draw(seat=seat)
        if action == "discard":
            if "card" not in value:
                raise PositionError(f"{field}.card", N_("missing: the card to discard"))
            return Discard(card=self._named(f"{field}.card", value["card"], position), seat=seat)
        melds = tuple(
            tuple(self._named_cards(f"{field}.melds[{i}]", m, position))
            for i, m in enumerate(self._list(f"{field}.melds", value.get("melds", [])))
        )
        if action == "take-pile":
            to = value.get("to")
            if to is not None:
                to = self._int(f"{field}.to", to, 0, 1000)
            with_ = tuple(self._named_cards(f"{field}.with", value.get("with", []), position))
            return TakePile(with_=with_, to=to, melds=melds, seat=seat)
        add = tuple(
            self._addition(f"{field}.add[{i}]", a, position)
            for i, a in enumerate(self._list(f"{field}.add", value.get("add", [])))
        )
        if action == "meld":
            return MeldMove(melds=melds, add=add, seat=seat)
        discard = value.get("discard")
        if discard is not None:
            discard = self._named(f"{field}.discard", discard, position)
        permission = value.get("permission")
        if permission not in (None, "yes", "no"):
            raise PositionError(f"{field}.permission", N_('must be "yes" or "no"'))
        return GoOut(melds=melds, add=add, discard=discard, permission=permission, seat=seat)

    def _addition(self, field: str, value: Any, position: Position) -> Addition:
        if not isinstance(value, dict):
            raise PositionError(field, N_('must be an object with "to" and "cards"'))
        if "to" not in value:
            raise PositionError(f"{field}.to", N_("missing: the index of the meld to add to"))
        to = self._int(f"{field}.to", value["to"], 0, 1000)
        team = value.get("team")
        if team is not None:
            team = self._int(f"{field}.team", team, 0, len(position.teams) - 1)
        cards = tuple(self._named_cards(f"{field}.cards", value.get("cards", []), position))
        if not cards:
            raise PositionError(f"{field}.cards", N_("name at least one card to add"))
        return Addition(to=to, cards=cards, team=team)

    def _named_cards(self, field: str, value: Any, position: Position) -> list[Card]:
        cards = self._cards(field, value)
        for card in set(cards):  # a move names a few cards: counted without a Counter
            count = cards.count(card)
            available = position.ruleset.copies(card) - self.laid_out.count(card)
            if count > available:
                raise PositionError(
                    field,
                    N_("names {count} × {card}, but only {available} can be in a hand"),
                    count=count,
                    card=card.text,
                    available=available,
                )
        return cards

    def _named(self, field: str, value: Any, position: Position) -> Card:
        return self._named_cards(field, [value], position)[0]


def _fields_with_cards(position: Position) -> list[tuple[str, list[Card], int]]:
    """(field, known cards, unknown count) for every field that holds cards, in the format's order."""
    p = position
    return [
        ("hands", [c for hand in p.hands for c in hand], sum(p.hidden)),
        ("stock", list(p.stock), p.stock_hidden),
        ("discard", list(p.discard), 0),
        ("melds", [c for team in p.melds for m in team for c in m.cards], 0),
        ("red_threes", [c for team in p.red_threes for c in team], 0),
        ("black_threes", [c for team in p.black_threes for c in team], 0),
        ("talon", [c for talon in p.talon for c in talon], sum(p.talon_hidden)),
    ]


# -- writing --------------------------------------------------------------------------------------


def write_position(position: Position, moves: tuple[Move, ...] = ()) -> dict:
    """The position in the format's ASCII form (plus ``went_out``/``concealed`` once the hand ended)."""
    rs = position.ruleset
    out: dict[str, Any] = {
        "format": FORMAT,
        "variant": rs.variant,
        "options": {name: rs.options()[name] for name in sorted(rs.overridden)},
        "players": rs.players,
        "teams": [list(t) for t in position.teams],
        "turn": position.turn,
        "phase": PLAY if position.phase == ENDED else position.phase,
        "hands": [
            [c.text for c in hand] if hand or not hidden else hidden for hand, hidden in zip(position.hands, position.hidden)
        ],
        "stock": [c.text for c in position.stock] if position.stock and not position.stock_hidden else position.stock_size,
        "discard": [c.text for c in position.discard],
        "melds": [[[c.text for c in m.cards] for m in team] for team in position.melds],
        "red_threes": [[c.text for c in t] for t in position.red_threes],
        "scores": list(position.scores),
    }
    mixed = [hidden if hand and hidden else 0 for hand, hidden in zip(position.hands, position.hidden)]
    if any(mixed):
        out["hand_unknown"] = mixed
    if any(position.black_threes):
        out["black_threes"] = [[c.text for c in t] for t in position.black_threes]
    if any(position.talon_size(seat) for seat in range(position.players)):
        # as for the stock, a talon that is partly unknown is written as its number of cards
        out["talon"] = [
            [c.text for c in cards] if cards and not hidden else len(cards) + hidden
            for cards, hidden in zip(position.talon, position.talon_hidden)
        ]
    turn_state = {
        "opened": position.opened_this_turn,
        "took_pile": position.took_pile_this_turn,
        "melded": position.melded_this_turn and not position.opened_this_turn,
        "melded_after_pile": position.took_pile_this_turn and position.melded_after_drawing,
        "no_discard": position.no_discard,
        "all_wild": position.all_wild_at_draw,
    }
    if position.phase == PLAY and any(turn_state.values()):
        out["turn_state"] = {key: True for key, flag in turn_state.items() if flag}
    if position.melded_seats is not None and any(position.melds):
        out["melded_seats"] = sorted(position.melded_seats)
    for name in ("go_out_asked", "courtesy_seats", "perfect_cut", "sitting_out"):
        if getattr(position, name):
            out[name] = sorted(getattr(position, name))
    if any(position.mismelds):
        out["mismelds"] = list(position.mismelds)
    if position.phase == ENDED:
        out["went_out"] = position.went_out
        out["concealed"] = position.concealed
        if position.special_hand is not None:
            out["special_hand"] = position.special_hand
    if moves:
        out["moves"] = [move_to_json(m) for m in moves]
    return out


def move_to_json(move: Move) -> dict:
    out: dict[str, Any] = {"action": move.action}
    if isinstance(move, TakePile):
        out["with"] = [c.text for c in move.with_]
        if move.to is not None:
            out["to"] = move.to
    if isinstance(move, (TakePile, MeldMove, GoOut)) and move.melds:
        out["melds"] = [[c.text for c in m] for m in move.melds]
    if isinstance(move, (MeldMove, GoOut)) and move.add:
        out["add"] = [
            {"to": a.to, "cards": [c.text for c in a.cards], **({"team": a.team} if a.team is not None else {})}
            for a in move.add
        ]
    if isinstance(move, Discard):
        out["card"] = move.card.text
    if isinstance(move, GoOut):
        out["discard"] = move.discard.text if move.discard else None
        if move.permission:
            out["permission"] = move.permission
    if move.seat is not None:
        out["seat"] = move.seat
    return out


def dumps(position: Position, moves: tuple[Move, ...] = ()) -> str:
    return json.dumps(write_position(position, moves), indent=1, ensure_ascii=False)


def table_meld(cards: list[Card], ruleset: Ruleset, team: int, index: int) -> Meld:
    """The meld of ``cards`` lying on the table as a side's meld ``index``; :class:`PositionError` naming it
    (``melds[team][index]``) if it is no meld, or one these rules could never have let onto the table (too long,
    too many wild cards for its naturals): that is an impossible position, not one to rule on."""
    meld = Meld(cards, ruleset.sequences)

    def refuse(template: str, **params: Any) -> NoReturn:
        raise PositionError(_at("melds", team, index), template, **params)

    if meld.size < 3:
        refuse(N_("a meld on the table has at least three cards"))
    if meld.kind in (MIXED_RANKS, THREES):
        refuse(N_("not a meld: its natural cards must share one rank"))
    if ruleset.meld_max_size is not None and meld.size > ruleset.meld_max_size:
        refuse(N_("{size} cards: a meld holds at most {max} under these rules"), size=meld.size, max=ruleset.meld_max_size)
    if meld.kind == RANK and composition_refusal(ruleset, meld.rank, meld.naturals, meld.wilds, initial=True) is not None:
        refuse(
            N_("{naturals} natural and {wilds} wild cards: not a meld these rules allow"),
            naturals=meld.naturals,
            wilds=meld.wilds,
        )
    return meld
