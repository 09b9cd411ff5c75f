"""Rule systems as data: the options, the presets and the resolved :class:`Ruleset`.

A preset sets every option and cites the source for each. A position may
override single options by name; unknown names and ill-typed values are input
errors. Where the sources disagree, the option records the other reading in
``alternatives`` with its citation, so no choice is silent.

>>> rs = Ruleset.build("classic", players=4)
>>> rs.hand_size, rs.canastas_to_go_out, rs.initial_minimum(1600)
(11, 1, 90)
>>> Ruleset.build("classic", players=6).packs
3
"""

from __future__ import annotations

import functools
import json
import operator
from collections.abc import Mapping
from dataclasses import FrozenInstanceError, dataclass, field, fields
from types import MappingProxyType
from typing import Any

from .cards import CARDS, JOKER, Card, Rank
from .errors import N_, InputError
from .presets import PRESETS, ByPlayers, preset_settings
from .sources import Citation
from .special_hands import SPECIAL_HAND_IDS, SPECIAL_HAND_VALUES

PRESET_IDS = tuple(PRESETS)


class OptionError(InputError):
    """An unknown option name or a value of the wrong kind; ``field`` names it."""


# -- option kinds -----------------------------------------------------------------------------


class ValueTable(Mapping[str, int]):
    """An option that holds a whole number per name (a table's own value for each special hand): immutable and
    hashable like every option value, equal to the plain dict of the same items, written as a JSON object."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, int] | None = None):
        self._values = dict(sorted((values or {}).items()))

    def __getitem__(self, name: str) -> int:
        return self._values[name]

    def __iter__(self):
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(self._values.items()))

    def __repr__(self) -> str:
        return f"ValueTable({self._values!r})"


def _option(kind: str, *, choices: tuple[str, ...] = (), low: int = 0, high: int = 100_000):
    """An option's kind and what it may hold: the ``choices`` of a choice (of a value table: the names it may
    give a number), the bounds of a whole number."""
    return field(metadata={"kind": kind, "choices": choices, "low": low, "high": high})


@dataclass(frozen=True)
class OptionSpec:
    """What one rule option may hold: its kind, its choices and its bounds."""

    name: str
    kind: str
    choices: tuple[str, ...]
    low: int
    high: int

    def validate(self, value: Any) -> Any:
        """Return the value in its internal form, or raise :class:`OptionError`."""
        where = f"options.{self.name}"
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionError(where, N_("must be true or false"))
            return value
        if self.kind in ("int", "int?"):
            if value is None and self.kind == "int?":
                return None
            if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
                if self.kind == "int?":
                    raise OptionError(
                        where, N_("must be a whole number from {low} to {high} or null"), low=self.low, high=self.high
                    )
                raise OptionError(where, N_("must be a whole number from {low} to {high}"), low=self.low, high=self.high)
            return value
        if self.kind == "choice":
            if value not in self.choices:
                raise OptionError(where, N_("must be one of {choices}"), choices=", ".join(self.choices))
            return value
        if self.kind == "minimums":
            return _validate_minimums(where, value)
        if self.kind == "values":
            return self._validate_values(where, value)
        raise AssertionError(self.kind)

    def _validate_values(self, where: str, value: Any) -> ValueTable:
        """An object of names (each one of ``choices``) and whole numbers within the bounds; the field of a
        wrong entry is named down to the entry."""
        if not isinstance(value, Mapping):
            raise OptionError(where, N_("must be an object of names and whole numbers"))
        for name, number in value.items():
            if not isinstance(name, str) or name not in self.choices:
                raise OptionError(
                    f"{where}.{str(name)[:40]}",
                    N_("is not a name this option knows: {choices}"),
                    choices=", ".join(self.choices),
                )
            if isinstance(number, bool) or not isinstance(number, int) or not self.low <= number <= self.high:
                raise OptionError(
                    f"{where}.{name}", N_("must be a whole number from {low} to {high}"), low=self.low, high=self.high
                )
        return ValueTable(value)


def _is_count(value: Any) -> bool:
    """A whole number a minimum table can hold (no bools, no negatives, nothing absurd)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1_000_000


def _validate_minimums(where: str, value: Any) -> tuple[tuple[int | None, int], ...]:
    message = N_("must be a list of [from_score, minimum] pairs in rising order (the first from_score may be null)")
    if not isinstance(value, (list, tuple)) or not value:
        raise OptionError(where, message)
    rows: list[tuple[int | None, int]] = []
    for i, row in enumerate(value):
        if not isinstance(row, (list, tuple)) or len(row) != 2:
            raise OptionError(where, message)
        start, minimum = row
        if start is None and i != 0:
            raise OptionError(where, message)
        if start is not None and not _is_count(start):
            raise OptionError(where, message)
        if not _is_count(minimum):
            raise OptionError(where, message)
        if rows and rows[-1][0] is not None and start <= rows[-1][0]:
            raise OptionError(where, message)
        rows.append((start, minimum))
    return tuple(rows)


# -- the ruleset ------------------------------------------------------------------------------


@dataclass(init=False, repr=False, eq=False)
class Ruleset:
    """All options of one rule system, resolved for a number of players: a value, frozen.

    Its methods to set, compare, hash and freeze its ninety-odd fields are written below, where a dataclass would
    compile them anew at every start (3 ms of it)."""

    variant: str
    players: int

    # deck and deal
    packs: int = _option("int", low=1, high=12)
    jokers_per_pack: int = _option("int", low=0, high=6)
    hand_size: int = _option("int", low=1, high=30)
    #: four or six players play in partnerships (and five as three against two); off: everyone alone
    partnerships: bool = _option("bool")
    #: six players as three pairs, one pair sitting out each hand in turn (the others play as four)
    six_players_pair_sits_out: bool = _option("bool")
    draw_count: int = _option("int", low=1, high=3)
    card_values: str = _option("choice", choices=("classic", "strict"))
    cut_joker_to_cutter: bool = _option("bool")
    deal_threes_replaced_by: str = _option("choice", choices=("player", "dealer"))
    upcard: str = _option("choice", choices=("cover-wild-red-three", "cover-wild", "none"))
    threes_laid_out: str = _option("choice", choices=("red", "red-and-black"))

    # melds
    min_naturals: int = _option("int", low=1, high=7)
    max_wilds: int | None = _option("int?", low=0, high=20)
    naturals_outnumber_wilds: bool = _option("bool")
    wild_melds: bool = _option("bool")
    melds_per_rank: str = _option("choice", choices=("one", "several", "several-after-canasta"))
    sequences: bool = _option("bool")
    sequence_max: int = _option("int", low=3, high=13)
    wild_onto_canasta: bool = _option("bool")
    black_three_meld_max: int | None = _option("int?", low=3, high=24)
    #: when black threes may be melded: only in the going-out turn, or at any time
    black_threes_melded: str = _option("choice", choices=("going-out", "any-time"))
    sevens_no_wilds: bool = _option("bool")
    aces_wilds_initial_only: bool = _option("bool")
    pile_aces_stay_natural: bool = _option("bool")
    meld_max_size: int | None = _option("int?", low=3, high=200)
    wilds_need_five_naturals: bool = _option("bool")
    dead_ranks: bool = _option("bool")
    wild_meld_blocks_wilds: bool = _option("bool")

    # the discard pile
    pile_natural_and_wild: bool = _option("bool")
    pile_onto_existing_meld: bool = _option("bool")
    pile_natural_pair_always: bool = _option("bool")
    pile_onto_canasta: bool = _option("bool")
    pile_frozen_before_initial: bool = _option("bool")
    pile_freezers: str = _option("choice", choices=("wild-red-three", "wild-black-three"))
    pile_single_card_rule: bool = _option("bool")
    pile_wild_blocks: bool = _option("bool")
    #: how long a wild card in the pile freezes it: until the pile is taken, or while one discard covers it
    wild_freeze_lasts: str = _option("choice", choices=("until-taken", "one-turn"))
    #: where the pile may not be taken onto an existing meld, the top card may still extend a sequence
    pile_sequence_exempt: bool = _option("bool")
    #: a red three that comes with a taken pile is replaced by a card from the stock
    pile_red_three_replaced: bool = _option("bool")

    # initial meld
    initial_minimums: tuple = _option("minimums")
    initial_pile_top_counts: bool = _option("bool")
    initial_canasta_suffices: bool = _option("bool")
    #: the minimum must be reached by one meld alone, not by several melds of the turn together
    initial_in_one_meld: bool = _option("bool")
    initial_clean_meld: bool = _option("bool")
    initial_clean_meld_wild_counts: bool = _option("bool")
    concealed_partner_threshold: bool = _option("bool")
    concealed_waives_minimum: bool = _option("bool")
    concealed_judged_by: str = _option("choice", choices=("player", "side"))
    concealed_after_pile_take: bool = _option("bool")
    opening_talon: bool = _option("bool")
    #: an opener whose talon follows may meld down to the last card, to discard it
    talon_opener_melds_down: bool = _option("bool")

    # going out and the end of the hand
    canastas_to_go_out: int = _option("int", low=0, high=6)
    #: going out takes a natural canasta and a mixed one at least (a second natural stands in for the mixed)
    go_out_natural_and_mixed: bool = _option("bool")
    go_out_discard_required: bool = _option("bool")
    partner_permission_required: bool = _option("bool")
    partner_answer_binds: bool = _option("bool")
    go_out_asks: str = _option("choice", choices=("unlimited", "once-per-player", "once-per-side"))
    go_out_ask_moment: str = _option("choice", choices=("after-drawing", "any-time"))
    go_out_wild_discard: bool = _option("bool")
    go_out_onto_opponents: bool = _option("bool")
    go_out_blocked_by_unfinished: bool = _option("bool")
    discard_restrictions: str = _option("choice", choices=("none", "modern-american"))
    wild_discard_judged: str = _option("choice", choices=("after-drawing", "at-discard"))
    red_three_last_card: str = _option("choice", choices=("ends", "may-meld", "ends-kept-in-hand"))
    stock_end_must_take: bool = _option("bool")
    special_hands: str = _option("choice", choices=("none", "pagat", "cla", "cla-all"))
    special_hand_courtesy: bool = _option("bool")
    #: a Zip Code (the CLA's whole list) may hold one wild card
    zip_code_wild: bool = _option("bool")
    #: a table's own value for special hands, by name; a hand not named scores as the list in force says
    special_hand_values: ValueTable = _option("values", choices=SPECIAL_HAND_IDS, high=100_000)

    # scoring
    natural_canasta_bonus: int = _option("int", high=10_000)
    mixed_canasta_bonus: int = _option("int", high=10_000)
    natural_ace_canasta_bonus: int | None = _option("int?", high=10_000)
    mixed_ace_canasta_bonus: int | None = _option("int?", high=10_000)
    sevens_canasta_bonus: int | None = _option("int?", high=10_000)
    wild_canasta_jokers_bonus: int | None = _option("int?", high=10_000)
    wild_canasta_twos_bonus: int | None = _option("int?", high=10_000)
    wild_canasta_mixed_bonus: int | None = _option("int?", high=10_000)
    sequence_canasta_bonus: int | None = _option("int?", high=10_000)
    concealed_natural_canasta_bonus: int | None = _option("int?", high=10_000)
    unfinished_sevens_penalty: int = _option("int", high=10_000)
    unfinished_aces_penalty: int = _option("int", high=10_000)
    unfinished_wild_penalty: int = _option("int", high=10_000)
    held_aces_sevens_penalty: int = _option("int", high=10_000)
    #: every other meld left unfinished at the end of the hand (a canasta or, in Samba, a sequence)
    unfinished_meld_penalty: int = _option("int", high=10_000)
    #: what a mismeld (a refused meld, a wrong special hand) costs its side at a table that charges one
    mismeld_penalty: int = _option("int", high=10_000)
    go_out_bonus: int = _option("int", high=10_000)
    concealed_bonus: int = _option("int", high=10_000)
    red_three_bonus: int = _option("int", high=10_000)
    red_threes_scale: str = _option("choice", choices=("double-from-four", "full-set", "progressive", "modern-american"))
    red_threes_condition: str = _option(
        "choice", choices=("melded", "two-canastas", "canasta-each", "canasta-for-all", "by-canastas")
    )
    red_three_in_hand_penalty: int = _option("int", high=10_000)
    black_threes_in_hand: str = _option("choice", choices=("card-value", "progressive"))
    no_canasta_melds_negative: bool = _option("bool")
    concealed_doubles_negatives: bool = _option("bool")
    untaken_talon_counts: str = _option("choice", choices=("nothing", "threes", "threes-100", "all"))
    perfect_cut_bonus: int = _option("int", high=10_000)
    target_score: int = _option("int", low=100, high=100_000)
    #: an exact tie at the top once the target is reached goes to the side that went out
    tie_broken_by_going_out: bool = _option("bool")

    citations: Mapping[str, tuple[Citation, ...]] = field(default_factory=dict, compare=False, repr=False)
    overridden: frozenset[str] = frozenset()

    def __init__(self, **values: Any) -> None:
        values.setdefault("citations", {})
        values.setdefault("overridden", frozenset())
        if values.keys() != _FIELD_NAMES:
            wrong = sorted(values.keys() ^ _FIELD_NAMES)
            raise TypeError(f"Ruleset() needs every option and no other name: {', '.join(wrong)}")
        self.__dict__.update(values)  # past the __setattr__ that refuses every change

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Ruleset:
            return NotImplemented
        return _compared(self) == _compared(other)

    def __hash__(self) -> int:
        return hash(_compared(self))

    def __repr__(self) -> str:
        overrides = {name: jsonable(getattr(self, name)) for name in sorted(self.overridden)}
        return f"Ruleset.build({self.variant!r}, {self.players}{f', {overrides!r}' if overrides else ''})"

    # -- construction --------------------------------------------------------------------------

    @classmethod
    def build(cls, variant: str = "classic", players: int = 4, overrides: Mapping[str, Any] | None = None) -> Ruleset:
        """Resolve a preset for a player count, then apply option overrides. A rule set is a value: the same
        choices give the same one, built once (a ruling tries two dozen other readings of its table's rules)."""
        if isinstance(variant, str) and type(players) is int:
            try:  # the choices as a key: JSON tells true from 1 and sorts the names
                choices = json.dumps(overrides, sort_keys=True) if overrides else "{}"
            except (TypeError, ValueError):
                pass
            else:
                return _built(variant, players, choices)
        return cls._resolve(variant, players, overrides)

    @classmethod
    def _resolve(cls, variant: str, players: int, overrides: Mapping[str, Any] | None) -> Ruleset:
        if variant not in PRESETS:
            raise OptionError("variant", N_("must be one of {choices}"), choices=", ".join(PRESET_IDS))
        if players not in PRESETS[variant].players:  # no source seats this many at this game
            raise OptionError(  # the counts as a tuple: the words say "2, 3, 4 or 6" in the reader's language
                "players",
                N_("the {variant} rules are for {allowed} players"),
                variant=variant,
                allowed=tuple(PRESETS[variant].players),
            )
        settings = preset_settings(variant)
        values: dict[str, Any] = {}
        for name, s in settings.items():
            value = s.value[players] if isinstance(s.value, ByPlayers) else s.value
            values[name] = ValueTable(value) if isinstance(value, dict) else value  # kept immutable
        overrides = dict(overrides or {})
        for name, value in overrides.items():
            spec = OPTION_SPECS.get(name)
            if spec is None:
                raise OptionError(f"options.{name}", N_("{name} is not a rule option"), name=name)
            values[name] = spec.validate(value)
        citations = MappingProxyType({n: s.citations_at(players) for n, s in settings.items()})
        return cls(variant=variant, players=players, citations=citations, overridden=frozenset(overrides), **values)

    def options(self) -> dict[str, Any]:
        """Every option's current value, by name (JSON-compatible)."""
        return {name: jsonable(getattr(self, name)) for name in OPTION_SPECS}

    # -- derived facts -------------------------------------------------------------------------

    @property
    def canastas_needed(self) -> int:
        """The canastas a side needs to go out: every source asks for one at least, so an option of 0 means 1;
        a natural and a mixed one (``go_out_natural_and_mixed``) are two."""
        return max(1, self.canastas_to_go_out, 2 if self.go_out_natural_and_mixed else 1)

    def in_force(self, option: str) -> Any:
        """The value an option has in play: as set, except where the rules read it (canastas to go out)."""
        return self.canastas_needed if option == "canastas_to_go_out" else getattr(self, option)

    def special_hand_value(self, hand: str) -> int:
        """What a special hand of the list in force scores at this table: its own value, else the list's."""
        return self.special_hand_values.get(hand, SPECIAL_HAND_VALUES[self.special_hands][hand])

    def initial_minimum(self, score: int) -> int:
        """The initial-meld minimum for a side with this cumulative score."""
        rows = self.initial_minimums
        minimum = rows[0][1]
        for start, value in rows:
            if start is None or score >= start:
                minimum = value
            else:
                break
        return minimum

    def copies(self, card: Card) -> int:
        """How many copies of ``card`` the deck holds."""
        return self.packs * (self.jokers_per_pack if card is JOKER else 1)

    def laid_out(self, card: Card) -> bool:
        """Whether ``card`` is a three that goes face up in front of the side at once (and is replaced)."""
        if card.is_red_three:
            return True
        return card.is_black_three and self.threes_laid_out == "red-and-black"

    @property
    def deck_size(self) -> int:
        return self.packs * (52 + self.jokers_per_pack)

    def default_teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides a new hand is dealt to: partners where the rules play in partnerships, else everyone alone."""
        if not self.partnerships:
            return tuple((seat,) for seat in range(self.players))
        return self.format_default_teams()

    def format_default_teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides of a position file that names none (docs/position-format.md): partners sit apart, 4 → two
        pairs, 5 → three against two, 6 → three pairs; 2 and 3 players alone. A file of the strict version that
        seats everyone alone says so with ``teams``, as the app writes it."""
        n = self.players
        if n == 4:
            return ((0, 2), (1, 3))
        if n == 5:
            return ((0, 2, 4), (1, 3))
        if n == 6:
            return ((0, 3), (1, 4), (2, 5))
        return tuple((seat,) for seat in range(n))


@functools.lru_cache(maxsize=512)
def _built(variant: str, players: int, choices: str) -> Ruleset:
    """The rule set of a preset and the options chosen (as JSON); a failed build is not kept."""
    return Ruleset._resolve(variant, players, json.loads(choices))


def jsonable(value: Any) -> Any:
    if isinstance(value, ValueTable):
        return dict(value)
    if isinstance(value, tuple):
        return [jsonable(v) for v in value]
    return value


_FIELD_NAMES = frozenset(f.name for f in fields(Ruleset))
#: the values two equal rule sets share: every field but the citations
_compared = operator.attrgetter(*(f.name for f in fields(Ruleset) if f.compare))

OPTION_SPECS: dict[str, OptionSpec] = {
    f.name: OptionSpec(f.name, f.metadata["kind"], f.metadata["choices"], f.metadata["low"], f.metadata["high"])
    for f in fields(Ruleset)
    if "kind" in f.metadata
}


# -- card values ----------------------------------------------------------------------------


def _classic_points(card: Card) -> int:
    rank = card.rank
    if rank is Rank.JOKER:
        return 50
    if rank in (Rank.TWO, Rank.ACE):
        return 20
    if rank >= Rank.EIGHT:
        return 10
    if card.is_red_three:
        return 0  # red threes are bonus cards, scored apart from the count
    return 5


def _strict_points(card: Card) -> int:
    # verschärft, "Werte": 4 to 8 count 5, 9 to king 10 — the eight is worth less than in Classic.
    if card.rank is Rank.EIGHT:
        return 5
    return _classic_points(card)


CARD_POINTS: dict[str, dict[Card, int]] = {
    "classic": {c: _classic_points(c) for c in CARDS},
    "strict": {c: _strict_points(c) for c in CARDS},
}
