"""Special hands (Modern American Canasta): fourteen cards shown at once by a side that has not melded.

A player whose side has not melded may, after drawing, show the whole hand of
fourteen cards (thirteen dealt and the draw) with no discard. If it has one of
the shapes below, the hand ends and the side scores the special hand's value
instead of its normal score. Which hands count is a rule option, because the
sources list different hands (``special_hands``: ``cla`` or ``pagat``).

Only hands whose shape the sources define unambiguously are recognised. Groups
are of different ranks; threes are allowed only in the Straight.

>>> from .cards import parse_cards
>>> hand = parse_cards(["AS", "2C", "3H", "4D", "5S", "6S", "7C", "8H", "9D", "10S", "JS", "QC", "KH", "JK"])
>>> recognise(hand, "cla"), value("straight", "cla")
('straight', 3000)
>>> recognise(parse_cards(["KS", "KH"] * 7), "cla") is None   # seven pairs, but of one rank
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from .cards import Card, Rank

#: Cards in a special hand: the thirteen dealt and the card drawn.
SPECIAL_HAND_SIZE = 14

#: Each list's hands and their values (CLA: Canasta League of America; pagat: pagat.com).
SPECIAL_HAND_VALUES: dict[str, dict[str, int]] = {
    "none": {},
    "cla": {"straight": 3000, "pairs": 2500, "garbage": 3000, "triples": 3500, "quads": 3500},
    "pagat": {"straight": 3000, "pairs": 2500, "garbage": 2000},
    # the CLA's whole list as tables play it, the hands whose shape its summaries leave open read as below
    "cla-all": {
        "straight": 3000,
        "pairs": 2500,
        "wild-pairs": 2000,
        "miami-pairs": 2500,
        "zip-code": 2500,
        "garbage": 3000,
        "blast-off": 3000,
        "triples": 3500,
        "quads": 3500,
        "dream-plus-4": 8500,
        "dream-plus-5": 8500,
    },
}

#: The hands that win the game at once, whatever the scores (CLA: the Dream Hands).
WINS_THE_GAME = frozenset({"dream-plus-4", "dream-plus-5"})

#: Every special hand any list names, for validating input.
SPECIAL_HAND_IDS = tuple(sorted({name for hands in SPECIAL_HAND_VALUES.values() for name in hands}))


def _natural_groups(cards: Sequence[Card], wilds: int) -> list[int] | None:
    """The sizes of the rank groups, sorted, if the hand holds exactly ``wilds`` wild cards and no threes."""
    if sum(1 for c in cards if c.is_wild) != wilds or any(c.is_three for c in cards):
        return None
    return sorted(Counter(c.rank for c in cards if not c.is_wild).values())


def _straight(cards: Sequence[Card]) -> bool:
    """One card of every rank from ace to king (twos and threes included) and a joker."""
    wanted = Counter({rank: 1 for rank in Rank})
    return Counter(c.rank for c in cards) == wanted


def _shape(wilds: int, sizes: list[int]) -> Callable[[Sequence[Card]], bool]:
    return lambda cards: _natural_groups(cards, wilds) == sizes


def _with_aces_and_sevens(wilds: int, sizes: list[int]) -> Callable[[Sequence[Card]], bool]:
    """Natural groups of these sizes, a pair of aces and a pair of sevens among them, and ``wilds`` wild cards."""

    def shape(cards: Sequence[Card]) -> bool:
        ranks = Counter(c.rank for c in cards if not c.is_wild)
        return _natural_groups(cards, wilds) == sizes and ranks[Rank.ACE] == 2 and ranks[Rank.SEVEN] == 2

    return shape


def _miami_pairs(cards: Sequence[Card]) -> bool:
    """Five natural pairs (aces and sevens among them), a pair of twos and a pair of jokers."""
    twos = sum(1 for c in cards if c.rank is Rank.TWO)
    return twos == 2 and _with_aces_and_sevens(4, [2] * 5)(cards)


SHAPES: dict[str, Callable[[Sequence[Card]], bool]] = {
    "straight": _straight,
    "pairs": _shape(0, [2] * 7),  # seven pairs of different ranks, no wild cards
    "wild-pairs": _with_aces_and_sevens(2, [2] * 6),  # six natural pairs with aces and sevens, and a wild pair
    "miami-pairs": _miami_pairs,
    "zip-code": _shape(0, [2, 2, 3, 3, 4]),  # natural groups of two, two, three, three and four
    "garbage": _shape(0, [3, 3, 4, 4]),  # two groups of four and two of three, no wild cards
    "blast-off": _shape(0, [2, 3, 4, 5]),  # natural groups of five, four, three and two
    "triples": _shape(2, [3] * 4),  # four natural triples and a pair of wild cards
    "quads": _shape(2, [4] * 3),  # three natural groups of four and a pair of wild cards
    "dream-plus-4": _shape(4, [5, 5]),  # two natural groups of five and four wild cards
    "dream-plus-5": _shape(5, [4, 5]),  # natural groups of five and four and five wild cards
}


def _zip_code_with_a_wild_card(cards: Sequence[Card]) -> bool:
    """A Zip Code with one wild card standing in for a card of one of its groups (where the table allows it)."""
    sizes = _natural_groups(cards, 1)
    if sizes is None:
        return False
    return any(sorted([*sizes[:i], size + 1, *sizes[i + 1 :]]) == [2, 2, 3, 3, 4] for i, size in enumerate(sizes))


def recognise(cards: Sequence[Card], hand_list: str, zip_code_wild: bool = False) -> str | None:
    """The special hand these fourteen cards make under the list in force, or None (``zip_code_wild``: a Zip Code
    may hold one wild card)."""
    if len(cards) != SPECIAL_HAND_SIZE:
        return None
    for name in SPECIAL_HAND_VALUES[hand_list]:
        if SHAPES[name](cards) or (name == "zip-code" and zip_code_wild and _zip_code_with_a_wild_card(cards)):
            return name
    return None


def value(name: str, hand_list: str) -> int:
    """What the special hand scores under the list in force (a table that scores it otherwise:
    ``Ruleset.special_hand_value``)."""
    return SPECIAL_HAND_VALUES[hand_list][name]


def groups(cards: Sequence[Card], name: str) -> list[tuple[Card, ...]]:
    """The hand laid out as its groups: one group for the Straight, else one per rank and the wild pair."""
    ordered = sorted(cards, key=lambda c: c.sort_key)
    if name == "straight":
        return [tuple(ordered)]
    by_rank: dict[object, list[Card]] = {}
    for card in ordered:
        by_rank.setdefault("wild" if card.is_wild else card.rank, []).append(card)
    return [tuple(group) for group in by_rank.values()]
