"""Scoring a finished hand, and the end of the game.

Per side: the melded cards' count, the bonuses (canastas, going out, the
threes laid out), the cards left in hand (negative) and the new cumulative
score. A side that went out with a special hand scores that hand's value alone.

>>> from .notation import read_position
>>> pos = read_position({"format": "canasta-position/1", "players": 2, "turn": 0,
...     "hands": [[], ["7S", "8D"]], "stock": 40, "went_out": 0,
...     "melds": [[["KS", "KH", "KD", "KC", "KS", "KH", "KD"]], [["9S", "9H", "9D"]]]}).position
>>> [(t.melded, t.bonuses, t.in_hand, t.total) for t in score_hand(pos)]
[(70, 600, 0, 670), (30, 0, -15, 15)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import Card, Rank
from .errors import N_, InputError
from .melds import SEQUENCE, WILD, Meld
from .special_hands import WINS_THE_GAME
from .special_hands import recognise as recognise_special_hand
from .state import Position
from .variants import CARD_POINTS, Ruleset


class ScoringError(InputError):
    """A position that cannot be scored as given."""


@dataclass(frozen=True)
class TeamScore:
    """One side's score for a hand: the melded cards, the bonuses, the cards left in hand and the score before."""

    melded: int
    bonuses: int
    in_hand: int
    previous: int
    #: the bonuses itemised, for explaining the sum: (what, count, points)
    items: tuple[tuple[str, int, int], ...] = field(default=())

    @property
    def total(self) -> int:
        return self.melded + self.bonuses + self.in_hand

    @property
    def new_score(self) -> int:
        return self.previous + self.total


def canasta_kind(meld: Meld, rs: Ruleset, concealed: bool = False) -> str:
    """The kind of a canasta as the ruleset scores it (``natural``, ``mixed``, ``sequence``, ``wild-jokers`` …)."""
    if meld.kind == SEQUENCE:
        return "sequence"
    if meld.kind == WILD:
        if meld.jokers == meld.size and rs.wild_canasta_jokers_bonus is not None:
            return "wild-jokers"
        if meld.jokers == 0 and rs.wild_canasta_twos_bonus is not None:
            return "wild-twos"
        return "wild-mixed"
    natural = meld.is_natural
    if meld.rank is Rank.ACE:
        special = rs.natural_ace_canasta_bonus if natural else rs.mixed_ace_canasta_bonus
        if special is not None:
            return "natural-aces" if natural else "mixed-aces"
    if meld.rank is Rank.SEVEN and natural and rs.sevens_canasta_bonus is not None:
        return "natural-sevens"
    if natural:
        if concealed and rs.concealed_natural_canasta_bonus is not None:
            return "natural-concealed"
        return "natural"
    return "mixed"


def canasta_kind_bonus(kind: str, rs: Ruleset) -> int | None:
    """What a canasta of ``kind`` earns under the ruleset; None for a kind these rules do not have."""
    bonuses = {
        "natural": rs.natural_canasta_bonus,
        "mixed": rs.mixed_canasta_bonus,
        "sequence": rs.sequence_canasta_bonus or rs.natural_canasta_bonus,
        "wild-jokers": rs.wild_canasta_jokers_bonus,
        "wild-twos": rs.wild_canasta_twos_bonus,
        "wild-mixed": (rs.wild_canasta_mixed_bonus if rs.wild_canasta_mixed_bonus is not None else rs.mixed_canasta_bonus),
        "natural-aces": rs.natural_ace_canasta_bonus,
        "mixed-aces": rs.mixed_ace_canasta_bonus,
        "natural-sevens": rs.sevens_canasta_bonus,
        "natural-concealed": rs.concealed_natural_canasta_bonus,
    }
    return bonuses.get(kind)


def canasta_kinds(rs: Ruleset) -> list[str]:
    """The kinds of canasta a side can make under the ruleset, for entering a hand by its parts."""
    kinds = ["natural", "mixed"]
    if rs.sequences:
        kinds.append("sequence")
    if rs.wild_melds:
        kinds += [k for k in ("wild-jokers", "wild-twos") if canasta_kind_bonus(k, rs) is not None] + ["wild-mixed"]
    kinds += [
        k
        for k in ("natural-aces", "mixed-aces", "natural-sevens", "natural-concealed")
        if canasta_kind_bonus(k, rs) is not None
    ]
    return kinds


def red_threes_value(count: int, rs: Ruleset) -> int:
    """What ``count`` red threes are worth (before their sign) under the ruleset's scale."""
    if count <= 0:
        return 0
    base = rs.red_three_bonus
    if rs.red_threes_scale == "modern-american":
        return base * (1, 3, 5, 10)[min(count, 4) - 1]
    if rs.red_threes_scale == "progressive":
        return base * 2 ** (count - 1)
    if rs.red_threes_scale == "full-set":
        return base * 10 if count >= 2 * rs.packs else base * count
    return base * count * (2 if count >= 4 else 1)


def _progressive(count: int, base: int) -> int:
    return base * 2 ** (count - 1) if count > 0 else 0


def _check_ended(position: Position) -> None:
    """Refuse a hand that cannot have ended as the position says."""
    seat = position.went_out
    if seat is None:
        return
    rs = position.ruleset
    hand = position.hands[seat]
    if position.special_hand is not None:
        if recognise_special_hand(hand, rs.special_hands, rs.zip_code_wild) != position.special_hand:
            raise ScoringError(
                f"hands[{seat}]", N_("the seat that went out must still show the fourteen cards of its special hand")
            )
        return
    if hand:
        raise ScoringError(f"hands[{seat}]", N_("the seat that went out cannot hold cards"))
    team = position.team(seat)
    need = rs.canastas_needed
    if position.canastas(team) < need:
        raise ScoringError(
            "went_out",
            N_("too few canastas to go out: {have} of the {need} needed"),
            need=need,
            have=position.canastas(team),
        )
    if position.lacks_natural_canasta_to_go_out(team):
        raise ScoringError("went_out", N_("no natural canasta among those needed to go out, as this table asks"))


@dataclass
class SideParts:
    """One side's hand as a score pad takes it: what it laid down, held and did.

    ``in_hand`` is what the cards left in the side's hands cost, as a positive number (red threes
    and black threes held included, as the rules count them).
    """

    melded: int = 0
    canastas: dict[str, int] = field(default_factory=dict)
    red_threes: int = 0
    black_threes: int = 0
    went_out: bool = False
    concealed: bool = False
    special_hand: str | None = None
    in_hand: int = 0
    has_melds: bool = False
    #: Modern American: melds of sevens, natural aces and wild cards left unfinished (kind → count)
    unfinished: dict[str, int] = field(default_factory=dict)
    #: Modern American: each player's three or more aces or sevens held at the end, as (rank name, cards held)
    held_threes: list[tuple[str, int]] = field(default_factory=list)
    #: how many of the side's players cut exactly the cards the deal needed (``perfect_cut_bonus`` each)
    perfect_cuts: int = 0
    #: the mismelds charged to the side this hand, where the table charges one (``mismeld_penalty`` each)
    mismelds: int = 0


UNFINISHED_KINDS = ("sevens", "aces", "wild", "other")


def score_from_parts(rs: Ruleset, parts: SideParts, previous: int = 0, other_went_out_concealed: bool = False) -> TeamScore:
    """The score of one side from its parts: the one place that turns a hand's parts into points."""
    cut = (
        [("perfect-cut", parts.perfect_cuts, rs.perfect_cut_bonus * parts.perfect_cuts)]
        if (parts.perfect_cuts and rs.perfect_cut_bonus)
        else []
    )
    if parts.mismelds and rs.mismeld_penalty:  # the table's own penalty, charged whatever else the hand brings
        cut.append(("mismeld", parts.mismelds, -rs.mismeld_penalty * parts.mismelds))
    if parts.special_hand is not None:
        value = rs.special_hand_value(parts.special_hand)
        special = (("special-hand-" + parts.special_hand, 1, value), *cut)
        return TeamScore(0, sum(p for _, _, p in special), 0, previous, special)
    canastas = sum(parts.canastas.values())
    melded = parts.melded
    if rs.no_canasta_melds_negative and not canastas:
        melded = -melded
    items: list[tuple[str, int, int]] = []
    for kind, count in parts.canastas.items():
        if count:
            items.extend((f"canasta-{kind}", 1, canasta_kind_bonus(kind, rs) or 0) for _ in range(count))
    penalties = {
        "sevens": rs.unfinished_sevens_penalty,
        "aces": rs.unfinished_aces_penalty,
        "wild": rs.unfinished_wild_penalty,
        "other": rs.unfinished_meld_penalty,
    }
    for kind, count in parts.unfinished.items():
        items.extend(("unfinished-meld", 1, -penalties[kind]) for _ in range(count) if penalties[kind])
    if parts.went_out:
        bonus = rs.concealed_bonus if parts.concealed else rs.go_out_bonus
        items.append(("going-out-concealed" if parts.concealed else "going-out", 1, bonus))
    items.extend(cut)
    items.extend(_threes_items("red-threes", parts.red_threes, canastas, parts.has_melds, rs))
    # Where black threes are laid out too (Modern American), each colour is scored on its own by the same table.
    items.extend(_threes_items("black-threes", parts.black_threes, canastas, parts.has_melds, rs))
    if rs.held_aces_sevens_penalty:
        for rank, held in parts.held_threes:
            if held >= 3:
                items.append(("held-three-" + rank, held, -rs.held_aces_sevens_penalty))
    in_hand = -parts.in_hand
    if rs.concealed_doubles_negatives and other_went_out_concealed:
        # verschärft: going out from the hand doubles every minus of the other sides.
        melded = 2 * melded if melded < 0 else melded
        items = [(what, n, 2 * p if p < 0 else p) for what, n, p in items]
        in_hand *= 2
    bonuses = sum(p for _, _, p in items)
    return TeamScore(melded, bonuses, in_hand, previous, tuple(items))


def parts_of(position: Position, team: int) -> SideParts:
    """One side's parts in a finished hand given card by card."""
    rs = position.ruleset
    points = CARD_POINTS[rs.card_values]
    seats = position.teams[team]
    out_team = position.team(position.went_out) if position.went_out is not None else None
    went_out = out_team == team
    melds = position.melds[team]
    canastas: dict[str, int] = {}
    for meld in melds:
        if meld.is_canasta:
            kind = canasta_kind(meld, rs, went_out and position.concealed)
            canastas[kind] = canastas.get(kind, 0) + 1
    unfinished: dict[str, int] = {}
    for meld in melds:
        if not meld.is_canasta and _unfinished_penalty(meld, rs):
            kind = _unfinished_kind(meld, rs)
            unfinished[kind] = unfinished.get(kind, 0) + 1
    held_by = {seat: position.hands[seat] + _talon_counted(position, seat) for seat in seats}
    hand_cards: list[Card] = [c for seat in seats for c in held_by[seat]]
    in_hand = 0
    for card in hand_cards:
        if card.is_red_three:
            in_hand += rs.red_three_in_hand_penalty
        elif not (card.is_black_three and rs.black_threes_in_hand == "progressive"):
            in_hand += points[card]
    if rs.black_threes_in_hand == "progressive":
        in_hand += _progressive(sum(1 for c in hand_cards if c.is_black_three), rs.red_three_bonus)
    if rs.untaken_talon_counts == "threes-100":  # a three stuck in a talon not yet taken: 100 against the side
        in_hand += UNTAKEN_THREE_PENALTY * sum(1 for seat in seats for c in position.talon[seat] if c.is_three)
    held: list[tuple[str, int]] = []
    for seat in seats:
        counts = Counter(c.rank for c in held_by[seat])
        held += [(rank.name.lower(), counts[rank]) for rank in (Rank.ACE, Rank.SEVEN) if counts[rank] >= 3]
    return SideParts(
        melded=sum(points[c] for m in melds for c in m.cards),
        canastas=canastas,
        red_threes=len(position.red_threes[team]),
        black_threes=len(position.black_threes[team]),
        went_out=went_out,
        concealed=went_out and position.concealed,
        special_hand=position.special_hand if went_out else None,
        in_hand=in_hand,
        has_melds=bool(melds),
        unfinished=unfinished,
        held_threes=held,
        perfect_cuts=sum(seat in position.perfect_cut for seat in seats),
        mismelds=position.mismelds[team] if position.mismelds else 0,
    )


#: what a three stuck in a talon not yet taken costs where tables charge it as a red three's bonus (players' groups)
UNTAKEN_THREE_PENALTY = 100


def _talon_counted(position: Position, seat: int) -> list[Card]:
    """The cards of a seat's talon not yet taken that count as held, as the table reads it
    (``untaken_talon_counts``): none, its threes, or all of them (threes charged 100 are counted apart)."""
    counts = position.ruleset.untaken_talon_counts
    if counts in ("nothing", "threes-100"):
        return []
    if counts == "threes":
        return [c for c in position.talon[seat] if c.is_three]
    return list(position.talon[seat])


def score_hand(position: Position) -> list[TeamScore]:
    """Score every side of a finished hand (``went_out`` is the seat that went out, or None)."""
    for seat, hidden in enumerate(position.hidden):
        if hidden:
            raise ScoringError(f"hands[{seat}]", N_("the cards left in every hand must be listed to score the hand"))
    if position.ruleset.untaken_talon_counts != "nothing":
        for seat, hidden in enumerate(position.talon_hidden):
            if hidden:
                raise ScoringError(
                    f"talon[{seat}]",
                    N_("at this table a talon not yet taken counts, so its cards must be listed to score the hand"),
                )
    _check_ended(position)
    out_team = position.team(position.went_out) if position.went_out is not None else None
    return [
        score_from_parts(
            position.ruleset,
            parts_of(position, team),
            position.scores[team],
            other_went_out_concealed=position.concealed and out_team not in (None, team),
        )
        for team in range(len(position.teams))
    ]


def _unfinished_kind(meld: Meld, rs: Ruleset) -> str:
    """Which penalty an unfinished meld pays: Modern American's sevens, natural aces and wild cards have their
    own; every other meld pays ``unfinished_meld_penalty`` (a Samba club's)."""
    if meld.kind == WILD and rs.unfinished_wild_penalty:
        return "wild"
    if meld.rank is Rank.SEVEN and rs.unfinished_sevens_penalty:
        return "sevens"
    if meld.rank is Rank.ACE and meld.is_natural and rs.unfinished_aces_penalty:
        return "aces"
    return "other"


def _unfinished_penalty(meld: Meld, rs: Ruleset) -> int:
    if meld.is_canasta:
        return 0
    return {
        "sevens": rs.unfinished_sevens_penalty,
        "aces": rs.unfinished_aces_penalty,
        "wild": rs.unfinished_wild_penalty,
        "other": rs.unfinished_meld_penalty,
    }[_unfinished_kind(meld, rs)]


def _threes_items(what: str, count: int, canastas: int, melded: bool, rs: Ruleset) -> list[tuple[str, int, int]]:
    """The laid-out threes of one colour (``what``: ``red-threes`` or ``black-threes``) as score items."""
    if not count:
        return []
    condition = rs.red_threes_condition
    if condition == "canasta-each":
        good = min(count, canastas)
        bad = count - good
        items = []
        if good:
            items.append((what, good, red_threes_value(good, rs)))
        if bad:
            items.append((f"{what}-unmet", bad, -red_threes_value(bad, rs)))
        return items
    value = red_threes_value(count, rs)
    if condition == "canasta-for-all":  # every three has its canasta, or all of them count against the side
        return [(what, count, value)] if canastas >= count else [(f"{what}-unmet", count, -value)]
    if condition == "by-canastas":  # Modern American: minus without a canasta, nothing with one
        if canastas == 1:
            return [(f"{what}-void", count, 0)]
        return [(what, count, value)] if canastas >= 2 else [(f"{what}-unmet", count, -value)]
    positive = melded if condition == "melded" else canastas >= 2
    return [(what, count, value)] if positive else [(f"{what}-unmet", count, -value)]


def won_outright(special_hands: Sequence[str | None]) -> int | None:
    """The side whose special hand of the last hand wins the game at once (a Dream Hand), given each side's
    special hand; None if no side showed one."""
    return next((team for team, hand in enumerate(special_hands) if hand in WINS_THE_GAME), None)


def game_over(scores: list[int], rs: Ruleset, outright: int | None = None) -> bool:
    """Whether the game is over: a side reached the target, or one won outright (``won_outright``)."""
    return outright is not None or max(scores) >= rs.target_score


def winners(scores: list[int], rs: Ruleset, outright: int | None = None, went_out: int | None = None) -> list[int]:
    """The teams that won once the game is over: the one that won outright, else those with the highest score
    (empty while the game goes on). An exact tie at the top goes to the side that went out in the last hand
    (``went_out``) where the table breaks it so (``tie_broken_by_going_out``)."""
    if outright is not None:
        return [outright]
    if not game_over(scores, rs):
        return []
    best = max(scores)
    tied = [t for t, s in enumerate(scores) if s == best]
    if len(tied) > 1 and rs.tie_broken_by_going_out and went_out in tied:
        return [went_out]
    return tied


def side_went_out(position: Position) -> int | None:
    """The side whose player went out in this finished hand (None: the stock ran out)."""
    return position.team(position.went_out) if position.went_out is not None else None


def hand_won_outright(position: Position) -> int | None:
    """The side that won the game outright in this finished hand."""
    out_team = position.team(position.went_out) if position.went_out is not None else None
    return won_outright([position.special_hand if team == out_team else None for team in range(len(position.teams))])
