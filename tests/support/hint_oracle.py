"""The hint generator checked against the referee, two ways.

Small hands: every distinct set of hand cards is tried as a new meld and as a lay-off onto each of the
side's melds; the legal ones, reduced to the shape a hint stands for (rank or run, naturals, twos,
jokers, target meld), must be exactly the hints' shapes, and every hint must be legal.

Large hands (too many sets to try): every shape the hints consider is put to the referee itself, under
meld rules drawn at random; the hints, which judge shapes from one reading of the hand, must be exactly
the shapes the referee accepts. Used by the property tests and the longer benchmark run.
"""

from __future__ import annotations

import random
from itertools import combinations

from tutor.rules.bot import Bot, mid_hand
from tutor.rules.cards import CARDS, JOKER, Card, Rank, Suit
from tutor.rules.deal import deal
from tutor.rules.hints import (
    _after_drawing,
    _by_rank,
    _lay_offs,
    _runs,
    _sequence_takes,
    _wild_sets,
    lifted_groups,
    meld_hints,
)
from tutor.rules.melds import RANK, SEQUENCE, Meld
from tutor.rules.moves import Addition, MeldMove, TakePile
from tutor.rules.presets import PRESETS
from tutor.rules.referee import MoveInputError, rule_on
from tutor.rules.state import DRAW, ENDED, PLAY, Position
from tutor.rules.variants import CARD_POINTS, Ruleset


def shape(cards) -> tuple:
    """What a hint stands for: the naturals' ranks (and suit, for a run), the number of twos and jokers."""
    naturals = sorted((c for c in cards if not c.is_wild), key=lambda c: c.sort_key)
    ranks = tuple(c.rank for c in naturals)
    run_suit = naturals[0].suit if len(set(ranks)) == len(ranks) > 1 and len({c.suit for c in naturals}) == 1 else None
    return ranks, run_suit, sum(1 for c in cards if c.is_wild and c is not JOKER), sum(1 for c in cards if c is JOKER)


def hint_key(move: MeldMove) -> tuple:
    if move.melds:
        return ("meld", shape(move.melds[0]))
    addition = move.add[0]
    return ("add", addition.to, shape(addition.cards))


def small_positions(ruleset: Ruleset, rng: random.Random):
    """Positions from real games, endlessly: after each player's draw, a copy of the position with the hand
    cut to two to five cards (the rest go back into the stock, so the pack stays whole)."""
    while True:
        pos, bot = deal(ruleset, rng), Bot(rng)
        for _turn in range(200):
            steps = bot.play_turn(pos) if pos.phase == DRAW else []
            if not steps:
                break
            drawn = steps[0][1]
            if drawn.phase == PLAY and drawn.hands[drawn.turn]:
                small = drawn.copy()
                hand = small.hands[small.turn]
                rng.shuffle(hand)
                cut = rng.randrange(2, 6)
                small.stock.extend(hand[cut:])
                del hand[cut:]
                yield small
            pos = steps[-1][1]


def brute_force_keys(pos: Position) -> set[tuple]:
    """The shapes of every legal single meld and single lay-off, found by trying every set of hand cards."""
    hand = pos.hands[pos.turn]
    distinct: dict[tuple, tuple[Card, ...]] = {}
    for size in range(1, len(hand) + 1):
        for combo in combinations(sorted(hand, key=lambda c: c.sort_key), size):
            distinct.setdefault(tuple(c.text for c in combo), combo)
    found = set()
    melds = pos.melds[pos.team()]
    for combo in distinct.values():
        moves = [MeldMove(melds=(combo,))] if len(combo) >= 3 else []
        moves += [MeldMove(add=(Addition(to=i, cards=combo),)) for i in range(len(melds))]
        for move in moves:
            try:
                if rule_on(pos, move)[1] is not None:
                    found.add(hint_key(move))
            except MoveInputError:
                pass
    return found


def compare(pos: Position) -> tuple[set, set, list]:
    """(legal shapes the hints miss, hint shapes that are not legal, hints the referee refuses)."""
    hints = meld_hints(pos)
    refused = [m for m in hints if rule_on(pos, m)[1] is None]
    hinted = {hint_key(m) for m in hints}
    legal = brute_force_keys(pos)
    return legal - hinted, hinted - legal, refused


#: meld and pile rules and the values the large-hand check draws from, so that every branch of the hints'
#: reading is met
DRAWN_RULES: dict[str, tuple] = {
    "min_naturals": (1, 2, 3),
    "max_wilds": (None, 0, 1, 2, 3),
    "naturals_outnumber_wilds": (False, True),
    "wild_melds": (False, True),
    "melds_per_rank": ("one", "several", "several-after-canasta"),
    "wild_onto_canasta": (False, True),
    "sevens_no_wilds": (False, True),
    "aces_wilds_initial_only": (False, True),
    "meld_max_size": (None, 4, 8),
    "wilds_need_five_naturals": (False, True),
    "dead_ranks": (False, True),
    "wild_meld_blocks_wilds": (False, True),
    "initial_canasta_suffices": (False, True),
    "initial_clean_meld": (False, True),
    "sequence_max": (3, 4, 7),
    "pile_natural_and_wild": (False, True),
    "pile_onto_existing_meld": (False, True),
    "pile_natural_pair_always": (False, True),
    "pile_onto_canasta": (False, True),
    "pile_single_card_rule": (False, True),
    "initial_pile_top_counts": (False, True),
    "initial_in_one_meld": (False, True),
    "black_threes_melded": ("going-out", "any-time"),
    "pile_sequence_exempt": (False, True),
    "wild_freeze_lasts": ("until-taken", "one-turn"),
    "pile_red_three_replaced": (False, True),
    "go_out_natural_and_mixed": (False, True),
    "talon_opener_melds_down": (False, True),
}


def varied_positions(variant: str, rng: random.Random):
    """Positions from real games of any player count under randomly drawn meld and pile rules, endlessly, in the
    draw or the play phase: the hand to move grown by up to 30 cards from the stock (or, one time in five, cut
    to one to four cards), often with a top card of a rank it or its side's melds hold."""
    while True:
        overrides = {name: rng.choice(values) for name, values in DRAWN_RULES.items() if rng.random() < 0.4}
        players = rng.choice(PRESETS[variant].players)
        pos = mid_hand(Ruleset.build(variant, players, overrides), rng, rng.randrange(0, 40))
        if pos.phase == ENDED:
            continue
        grown = pos.copy()
        hand = grown.hands[grown.turn]
        if rng.random() < 0.2:  # a nearly empty hand, where taking or melding may go out
            rng.shuffle(hand)
            cut = rng.randrange(1, 5)
            grown.stock.extend(hand[cut:])
            del hand[cut:]
        else:
            for _ in range(rng.randrange(0, 30)):
                if grown.stock and not grown.stock[-1].is_red_three:
                    hand.append(grown.stock.pop())
        if rng.random() < 0.5:  # melds bots seldom make: wild melds, runs, canastas with wild cards
            grown.melds[grown.team()].append(_random_meld(grown.ruleset, rng))
        naturals = [c for c in hand if c.is_natural and not c.is_three]
        naturals += [c for m in grown.melds[grown.team()] for c in m.cards if c.is_natural and not c.is_three]
        if grown.phase == DRAW and naturals and rng.random() < 0.6:  # a top card the hand or a meld can take
            grown.discard.append(rng.choice(naturals))
        yield grown


def _random_meld(rs: Ruleset, rng: random.Random) -> Meld:
    wilds = [c for c in CARDS if c.is_wild]
    kind = rng.choice(["wild", "rank", "run"] if rs.sequences else ["wild", "rank"])
    if kind == "wild":
        return Meld(rng.choices(wilds, k=rng.randrange(3, 8)))
    if kind == "run":
        suit, length = rng.choice(list(Suit)), rng.randrange(3, 8)
        low = rng.randrange(Rank.FOUR, Rank.ACE - length + 2)
        return Meld([next(c for c in CARDS if c.suit is suit and c.rank == low + i) for i in range(length)], True)
    rank = rng.choice([r for r in Rank if r.is_natural])
    naturals = [c for c in CARDS if c.rank is rank]
    return Meld(rng.choices(naturals, k=rng.randrange(3, 8)) + rng.choices(wilds, k=rng.randrange(0, 3)))


def referee_meld_hints(pos: Position) -> list[MeldMove]:
    """The hints' shapes, each put to the referee: what ``meld_hints`` must return, in the same order."""
    probe = _after_drawing(pos)
    if probe is None:
        return []
    hand = probe.hands[probe.turn]
    groups, wilds = _by_rank(hand)
    wild_sets = _wild_sets(wilds)
    candidates: list[MeldMove] = []
    for cards in groups.values():
        for n in range(1, len(cards) + 1):
            candidates += [MeldMove(melds=(tuple(cards[:n]) + w,)) for w in wild_sets if n + len(w) >= 3]
    candidates += [MeldMove(melds=(w,)) for w in wild_sets if len(w) >= 3]
    black = [c for c in hand if c.is_black_three]
    candidates += [MeldMove(melds=(tuple(black[:n]),)) for n in range(3, len(black) + 1)]
    if probe.ruleset.sequences:
        candidates += [MeldMove(melds=(run,)) for run in _runs(hand)]
    for i, meld in enumerate(probe.melds[probe.team()]):
        candidates += [MeldMove(add=(Addition(to=i, cards=cards),)) for cards in _lay_offs(meld, groups, wild_sets, hand)]
    legal = []
    for move in candidates:
        try:
            if rule_on(probe, move)[1] is not None:
                legal.append(move)
        except MoveInputError:
            pass
    return legal


def referee_pile_takes(pos: Position) -> list[TakePile]:
    """Every take ``pile_takes`` may list, none left out in advance, each put to the referee (with the opening
    melds of the rest of the hand if refused alone): what ``pile_takes`` must return, in the same order."""
    if pos.phase != DRAW or not pos.discard:
        return []
    top = pos.discard[-1]
    hand = pos.hands[pos.turn]
    groups, wilds = _by_rank(hand)
    same = groups.get(top.rank, [])
    needs_pair = pos.ruleset.pile_natural_pair_always or pos.frozen_reason(pos.team()) is not None
    wild_sets = sorted(_wild_sets(wilds), key=len)
    candidates = []
    for n in range(len(same), (2 if needs_pair else 1) - 1, -1):
        candidates += [TakePile(with_=tuple(same[:n]) + wild) for wild in wild_sets if n + len(wild) >= 2]
    candidates += [TakePile(to=i) for i, meld in enumerate(pos.melds[pos.team()]) if meld.kind in (RANK, SEQUENCE)]
    if pos.ruleset.sequences and top.suit is not None:
        candidates += _sequence_takes(hand, top)
    found = []
    for move in candidates:
        if _legal(pos, move):
            found.append(move)
        elif not pos.has_melded(pos.team()) and move.with_:
            found.extend(_opening_take(pos, move, hand, top)[:1])
    return found


def _opening_take(pos: Position, move: TakePile, hand: list[Card], top: Card) -> list[TakePile]:
    """``move`` with the rest of the hand's melds, as a side that has not melded tries them: its groups of
    naturals (the top card's rank too, where several melds of a rank are allowed) and its pairs, each with a
    wild card left; then the same with the wild cards still left put one each to the groups. The legal ones."""
    rest = list(hand)
    for card in move.with_:
        rest.remove(card)
    rest_groups, spare = _by_rank(rest)
    several = pos.ruleset.melds_per_rank == "several"
    left = rest_groups.get(top.rank, [])
    own = [tuple(left)] if several and len(left) >= 3 else []
    naturals = own + [tuple(c) for r, c in rest_groups.items() if r is not top.rank and len(c) >= 3]
    pairs = ([tuple(left)] if several and len(left) == 2 else []) + [
        tuple(c) for r, c in rest_groups.items() if r is not top.rank and len(c) == 2
    ]
    completed = [(*pair, spare.pop()) for pair in pairs[: len(spare)]]
    tries = [
        melds
        for melds in (naturals + completed, lifted_groups(pos.ruleset, naturals + completed, spare) if spare else None)
        if melds
    ]
    return [opened for opened in (TakePile(with_=move.with_, melds=tuple(melds)) for melds in tries) if _legal(pos, opened)]


def referee_meld_options(pos: Position) -> list[MeldMove]:
    """Every meld ``meld_options`` may offer the bot, none left out in advance, each put to the referee: what
    ``meld_options`` must return, in the same order."""
    probe = _after_drawing(pos)
    if probe is None:
        return []
    groups, wilds = _by_rank(probe.hands[probe.turn])
    team = probe.team()
    rank_melds = [
        tuple(c) if len(c) >= 3 else (*c, wilds[0]) for c in groups.values() if len(c) >= 3 or (len(c) == 2 and wilds)
    ]
    points = CARD_POINTS[probe.ruleset.card_values]
    need = 0 if probe.has_melded(team) else probe.initial_minimum(team)
    candidates = [MeldMove(melds=(meld,)) for meld in rank_melds if sum(points[c] for c in meld) >= need]
    if len(rank_melds) > 1:
        candidates.append(MeldMove(melds=tuple(rank_melds)))
    for i, meld in enumerate(probe.melds[team]):
        if meld.kind == RANK:
            same = groups.get(meld.rank, [])
            if same:
                candidates.append(MeldMove(add=(Addition(to=i, cards=tuple(same)),)))
            if wilds:
                candidates.append(MeldMove(add=(Addition(to=i, cards=(wilds[0],)),)))
    return [move for move in dict.fromkeys(candidates) if _legal(probe, move)]


def _legal(pos: Position, move) -> bool:
    try:
        return rule_on(pos, move)[1] is not None
    except MoveInputError:
        return False
