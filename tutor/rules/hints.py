"""Legal moves worth showing: the ways to take the pile and the melds possible now.

Candidates are built from one reading of the hand. A person's hints (``pile_takes``, ``meld_hints``) are
judged from that reading, in the referee's own terms, and put to the referee wherever the reading cannot
be sure; the bot's moves (``*_ruled``) are all put to the referee, which hands back the position after
each. ``tests/rules/test_hint_oracle.py`` holds every list to what the referee accepts when every
candidate is put to it, so a hint is never something the referee would refuse, nor a legal move missed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import chain, combinations

from .cards import JOKER, Card, Rank
from .melds import CANASTA_SIZE, RANK, SEQUENCE, WILD, Meld
from .moves import Addition, MeldMove, TakePile
from .referee import MoveInputError, composition_refusal, opening_talon_may_follow, rule_on
from .state import DRAW, PLAY, Position
from .variants import CARD_POINTS


def _by_rank(hand: list[Card]) -> tuple[dict, list[Card]]:
    groups: dict = defaultdict(list)
    wilds = []
    for card in hand:
        if card.is_wild:
            wilds.append(card)
        elif card.is_natural:
            groups[card.rank].append(card)
    return groups, wilds


def hints(pos: Position) -> tuple[list[TakePile], list[MeldMove]]:
    """What the Hints button lists: the ways to take the pile and every meld and lay-off, from one reading
    of the hand."""
    if pos.phase not in (DRAW, PLAY):
        return [], []
    reading = _HandReading(pos)
    return pile_takes(pos, reading), reading.meld_hints()


def pile_takes(pos: Position, reading: _HandReading | None = None) -> list[TakePile]:
    """Every distinct simple way to take the pile that the referee accepts now.

    Each take is judged from one reading of the hand where that is sure (``_TakePlan.judged``), by the
    referee itself where it is not; ``tests/rules/test_hint_oracle.py`` holds the two to the same answers.
    ``reading``: the hand's reading, if already made."""
    plan = _TakePlan.of(pos, reading)
    if plan is None:
        return []
    found = []
    for move, openings in plan.candidates():
        for tried, known in chain(((move, None),), openings):
            judged = plan.judged(tried, known)
            if judged is None:
                judged = _ruled(pos, tried) is not None
            if judged:
                found.append(tried)
                break
    return found


def pile_takes_ruled(pos: Position) -> Iterator[tuple[TakePile, Position]]:
    """The pile takes with the position after each, as the referee ruled on them, one at a time: a
    player who wants the first good one does not pay for the rest."""
    plan = _TakePlan.of(pos)
    if plan is None:
        return
    for move, openings in plan.candidates():
        for tried in (move, *(opened for opened, _extras in openings)):
            after = _ruled(pos, tried)
            if after is not None:
                yield tried, after
                break


class _TakePlan:
    """The ways worth trying to take the pile, from one reading of the hand, and what can be told of each
    without the referee."""

    @classmethod
    def of(cls, pos: Position, reading: _HandReading | None = None) -> _TakePlan | None:
        """None when no way of taking the pile can be legal now. ``reading``: the hand's, if already made."""
        if pos.phase != DRAW or not pos.discard:
            return None
        top = pos.discard[-1]
        talon = pos.talon_size(pos.turn)  # joins the hand before the take: only the referee can tell then
        if (top.is_wild or top.is_three) and not talon:
            return None  # a stop card or a three on top: the referee refuses every way of taking the pile
        rs, team = pos.ruleset, pos.team()
        same = sum(1 for c in pos.hands[pos.turn] if c.rank is top.rank)
        if not talon and not same and not rs.sequences and not any(m.rank is top.rank for m in pos.melds[team]):
            return None  # no card of the top card's rank in hand and no meld of it to take the pile with
        # A frozen pile, or rules that always ask for one, is taken only with a natural pair from the hand.
        needs_pair = rs.pile_natural_pair_always or pos.frozen_reason(team) is not None
        if not talon and same < 2 and needs_pair:
            return None
        if not talon and rs.pile_single_card_rule and pos.hand_size(pos.turn) == 1 and len(pos.discard) == 1:
            return None  # the last card in hand may not take a pile of one card
        return cls(pos, top, talon, needs_pair, reading)

    def __init__(self, pos: Position, top: Card, talon: int, needs_pair: bool, reading: _HandReading | None):
        self.pos, self.top, self.rs = pos, top, pos.ruleset
        self.hand = pos.hands[pos.turn]
        if talon:  # the talon joins the hand before the take: no reading of the hand as it is now holds
            self.groups, self.wilds = _by_rank(self.hand)
            reading = None
        elif reading is None:
            reading = _HandReading(pos)
        if reading is not None:
            self.groups, self.wilds = reading.groups, reading.wilds
        self.reading = reading
        self.same = self.groups.get(top.rank, [])
        self.needs_pair = needs_pair
        self.opening = not pos.has_melded(pos.team())
        self.need = pos.initial_minimum(pos.team()) if self.opening else 0
        self.points = CARD_POINTS[self.rs.card_values]

    def candidates(self) -> Iterator[tuple[TakePile, Iterable[tuple[TakePile, _Extras | None]]]]:
        """Each take to try, with the same take plus opening melds of the rest of the hand (to try in turn if
        the first is refused, before the side's first meld) and what is known of them, in the order a player
        tries them."""
        top, reading, points = self.top, self.reading, self.points
        # The top card's naturals from the hand (one, a pair, all), each with none to all of the wild cards:
        # wild cards can lift the pile's meld to the opening minimum (7♣ 7♦ 2♣ 2♦ on a 7♣ makes 55).
        # Cards no rule tells apart are one choice: how many naturals, how many twos, how many jokers.
        # The pile's meld is judged like any new meld: a mix the referee is sure to refuse is not tried.
        wild_sets = _wild_sets(self.wilds) if reading is None else reading.wild_choices
        if self.rs.pile_aces_stay_natural and top.rank is Rank.ACE and self.opening:
            wild_sets = [()]  # aces taken with the pile for the opening stay natural
        moves = []
        for n in range(len(self.same), (2 if self.needs_pair else 1) - 1, -1):
            moves += [
                TakePile(with_=tuple(self.same[:n]) + wild)
                for wild in wild_sets
                if n + len(wild) >= 2
                and (reading is None or reading.rank_meld_fits(top.rank, n + 1, len(wild), n + 1 + len(wild)))
            ]
        for i, meld in enumerate(self.pos.melds[self.pos.team()]):
            # The top card goes only onto a meld it fits (unless a talon ends the hand before the take).
            if meld.rank is top.rank or meld.kind == SEQUENCE or reading is None:
                moves.append(TakePile(to=i))
        if self.rs.sequences and top.suit is not None:
            moves.extend(_sequence_takes(self.hand, top))
        # What the rest of the hand can lay with the pile before the side's first meld: its groups of three or
        # more naturals (the same for every take; where the rules allow several melds of a rank, also the top
        # card's naturals the take leaves), then its pairs, each with a wild card the take leaves; and, tried
        # next, the same with the wild cards still left put one each to the groups.
        groups = [tuple(cards) for rank, cards in self.groups.items() if rank is not top.rank and len(cards) >= 3]
        pairs = [tuple(cards) for rank, cards in self.groups.items() if rank is not top.rank and len(cards) == 2]
        groups_points = sum(points[c] for meld in groups for c in meld)
        several = self.rs.melds_per_rank == "several"
        for move in moves:
            if not (self.opening and move.with_):
                yield move, ()
                continue
            spare = list(self.wilds)
            for card in move.with_:
                if card.is_wild:
                    spare.remove(card)
            used = sum(1 for card in move.with_ if not card.is_wild)
            left = len(self.same) - used
            own = [tuple(self.same[used:])] if several and left >= 3 else []
            own_pair = [tuple(self.same[used:])] if several and left == 2 else []
            completed = [(*pair, spare.pop()) for pair in (own_pair + pairs)[: len(spare)]]
            naturals = own + groups
            if not naturals and not completed:
                yield move, ()
                continue
            # at most: every card the take and its melds could lay, the wild cards left included
            most = (
                groups_points
                + sum(points[c] for meld in own + completed for c in meld)
                + sum(points[c] for c in spare)
                + sum(points[c] for c in move.with_)
            )
            if self.rs.initial_pile_top_counts:
                most += points[top]
            # a take that cannot reach the minimum even with all of it is not tried
            if most < self.need and not self.rs.initial_canasta_suffices and reading is not None:
                continue
            yield move, self._openings(move, naturals + completed, spare)

    def _openings(
        self, move: TakePile, melds: list[tuple[Card, ...]], spare: list[Card]
    ) -> Iterator[tuple[TakePile, _Extras | None]]:
        """``move`` with ``melds`` laid from the hand, then (looked at only if that is refused) with the wild
        cards ``spare`` put to them."""
        yield TakePile(with_=move.with_, melds=tuple(melds)), self._extras(melds)
        if spare:
            lifted = lifted_groups(self.rs, melds, spare)
            yield TakePile(with_=move.with_, melds=tuple(lifted)), self._extras(lifted)

    def _extras(self, melds: list[tuple[Card, ...]]) -> _Extras | None:
        """What the reading of the hand tells of a take's other melds (nothing without a reading)."""
        reading, points = self.reading, self.points
        if reading is None:
            return None
        shapes = [(meld, sum(1 for c in meld if c.is_wild)) for meld in melds]
        return _Extras(
            points=sum(points[c] for meld in melds for c in meld),
            best=max((sum(points[c] for c in meld) for meld in melds), default=0),
            fit=all(reading.rank_meld_fits(meld[0].rank, len(meld) - wild, wild, len(meld)) for meld, wild in shapes),
            clean=any(wild == 0 for _meld, wild in shapes),
            canasta=any(len(meld) >= CANASTA_SIZE for meld in melds),
        )

    def judged(self, move: TakePile, extras: _Extras | None = None) -> bool | None:
        """The referee's verdict on one of the plan's takes, told from the reading of the hand (the same checks
        in the referee's terms), or None where only the referee can tell: with a talon, onto or into a run,
        and when the take would leave the hand nearly empty (going out). ``extras``: what is known of the
        move's other melds. The pile's own meld was judged when the take was listed."""
        reading, rs, top, pos = self.reading, self.rs, self.top, self.pos
        if reading is None:
            return None
        taken = len(pos.discard) - pos.pile_left_lying()
        if not rs.pile_red_three_replaced:  # a three laid out from the pile leaves the hand a card short
            taken -= sum(1 for card in pos.discard[pos.pile_left_lying() :] if rs.laid_out(card))
        left = pos.hand_size(pos.turn) + taken - 1 - len(move.with_) - sum(len(m) for m in move.melds)
        if left <= 2:
            return None
        if move.to is not None:  # the top card alone onto a meld of the side
            target = reading.melds[move.to]
            if target.kind != RANK:
                return None
            if self.needs_pair or top.rank in reading.dead or not rs.pile_onto_existing_meld:
                return False
            if target.is_canasta and not rs.pile_onto_canasta:
                return False
            return reading.grows(target, 1, 0)
        naturals = 0
        for card in move.with_:
            if not card.is_wild:
                if card.rank is not top.rank:
                    return None  # a run with the top card
                naturals += 1
        if naturals < 2 and (self.needs_pair or not rs.pile_natural_and_wild):
            return False
        if extras is not None and not extras.fit:
            return False
        if self.opening:
            points = self.points
            have = (extras.points if extras is not None else 0) + sum(points[c] for c in move.with_)
            if rs.initial_pile_top_counts:
                have += points[top]
            if rs.initial_in_one_meld:  # one meld alone must reach it: the pile's, or the best of the others
                pile_meld = sum(points[c] for c in move.with_) + (points[top] if rs.initial_pile_top_counts else 0)
                have = max(pile_meld, extras.best if extras is not None else 0)
            # a canasta opens whatever it counts only when laid from the hand, not completed by the top card
            canasta = extras is not None and extras.canasta
            if have < self.need and not (rs.initial_canasta_suffices and canasta):
                return False
            # the pile's own meld is the clean meld an opening needs only by three natural cards from the hand
            # (the top card among them where it counts), as the referee judges it
            own_clean = not any(c.is_wild for c in move.with_) and naturals + rs.initial_pile_top_counts >= 3
            if rs.initial_clean_meld and not own_clean and not (extras is not None and extras.clean):
                return False
        return True


def lifted_groups(rs, melds: list[tuple[Card, ...]], wilds: list[Card]) -> list[tuple[Card, ...]]:
    """Melds of one rank with the wild cards given put to them, each taking as many more as its mix allows, in
    order: the most a side that has not melded can lay with them."""
    left = list(wilds)
    lifted = []
    for meld in melds:
        naturals = [c for c in meld if not c.is_wild]
        added = [c for c in meld if c.is_wild]
        while left and composition_refusal(rs, naturals[0].rank, len(naturals), len(added) + 1, True) is None:
            added.append(left.pop(0))
        lifted.append((*naturals, *added))
    return lifted


@dataclass(slots=True)
class _Extras:
    """The opening melds a take lays from the rest of the hand: their points, whether each fits the rules,
    whether one is clean (natural, three cards or more) and whether one is a canasta."""

    points: int
    #: the count of the best one of them
    best: int
    fit: bool
    clean: bool
    canasta: bool


def _sequence_takes(hand: list[Card], top: Card) -> list[TakePile]:
    suited = sorted({c.rank: c for c in hand if c.suit is top.suit and c.is_natural}.values(), key=lambda c: c.rank)
    found = []
    for a, b in combinations(suited, 2):
        ranks = sorted([a.rank, b.rank, top.rank])
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            found.append(TakePile(with_=(a, b)))
    return found


def meld_options(pos: Position) -> list[MeldMove]:
    """Melds the referee would accept now (in the draw phase: once the player has drawn)."""
    return [move for move, _after in meld_options_ruled(pos)]


def meld_options_ruled(pos: Position) -> Iterator[tuple[MeldMove, Position]]:
    """The melds with the position after each, as the referee ruled on them, one at a time."""
    probe = _after_drawing(pos)
    if probe is None:
        return
    groups, wilds = _by_rank(probe.hands[probe.turn])
    team = probe.team()
    rank_melds = []
    for rank, cards in groups.items():
        if len(cards) >= 3:
            rank_melds.append((rank, tuple(cards), 0))
        elif len(cards) == 2 and wilds:
            rank_melds.append((rank, (*cards, wilds[0]), 1))
    if not rank_melds and not any(meld.kind == RANK and (wilds or meld.rank in groups) for meld in probe.melds[team]):
        return  # nothing to meld or to lay off
    reading = _HandReading(probe, (groups, wilds))
    for move in _meld_candidates(probe, reading, rank_melds):
        left = reading.left - sum(map(len, move.melds)) - sum(len(addition.cards) for addition in move.add)
        if left <= 1 and _keeps_no_card_in_vain(probe, move, left):
            continue
        after = _ruled(probe, move)
        if after is not None:
            yield move, after


def _meld_candidates(probe: Position, reading: _HandReading, rank_melds: list) -> Iterator[MeldMove]:
    """The bot's melds to try, one at a time (the bot stops at the first good one), each a different move:
    one per rank, all of them together, two per meld of the side. A meld the referee is sure to refuse for
    its cards is left out; so is, before the side opens, a meld that cannot reach the minimum alone."""
    groups, wilds = reading.groups, reading.wilds
    fits = [reading.rank_meld_fits(rank, len(meld) - w, w, len(meld)) for rank, meld, w in rank_melds]
    points = reading.points
    for (_rank, meld, _w), fit in zip(rank_melds, fits):
        if fit and sum(points[c] for c in meld) >= reading.need:
            yield MeldMove(melds=(meld,))
    if len(rank_melds) > 1 and all(fits):
        yield MeldMove(melds=tuple(meld for _rank, meld, _w in rank_melds))
    for i, meld in enumerate(reading.melds):
        if meld.kind != RANK:
            continue
        same = groups.get(meld.rank)
        if same and reading.grows(meld, len(same), 0):
            yield MeldMove(add=(Addition(to=i, cards=tuple(same)),))
        if wilds and reading.grows(meld, 0, 1):
            yield MeldMove(add=(Addition(to=i, cards=(wilds[0],)),))


def _keeps_no_card_in_vain(probe: Position, move: MeldMove, left: int) -> bool:
    """For a move that leaves at most one card: the side lacks the canastas to go out, and no meld the move
    makes or adds to can reach a canasta's size, so the referee is sure to refuse it. An opening from the hand
    that a talon will follow may keep just the card to discard."""
    team = probe.team()
    if left == 1 and opening_talon_may_follow(probe):
        return False
    if probe.canastas(team) >= probe.ruleset.canastas_needed:
        return False
    melds = probe.melds[team]
    for addition in move.add:
        if melds[addition.to].size + len(addition.cards) >= CANASTA_SIZE:
            return False
    for cards in move.melds:  # a new meld may join the side's meld of its rank
        rank = next((c.rank for c in cards if not c.is_wild), None)
        joined = max((m.size for m in melds if m.kind == RANK and m.rank is rank), default=0)
        if len(cards) + joined >= CANASTA_SIZE:
            return False
    return True


def _after_drawing(pos: Position) -> Position | None:
    """The position to try melds in: as it is in the play phase; in the draw phase, as if the player had
    drawn (the hand as it is now); None once the hand is over."""
    if pos.phase == DRAW:
        probe = pos.successor()
        probe.phase = PLAY
        return probe
    return pos if pos.phase == PLAY else None


def _ruled(pos: Position, move) -> Position | None:
    """The position after ``move`` if the referee accepts it."""
    try:
        return rule_on(pos, move)[1]
    except MoveInputError:
        return None


# -- every meld and lay-off, for people -------------------------------------------------------------
#
# The bot's ``meld_options`` are the few moves a plain player tries; a person asking for hints wants
# them all. Cards that no rule tells apart (two kings of different suits in a meld of kings, two twos)
# are one choice, so a hint is a distinct shape: which rank or run, how many naturals, twos and jokers.


def meld_hints(pos: Position) -> list[MeldMove]:
    """Every distinct single meld and single lay-off the referee accepts now (after drawing)."""
    return _HandReading(pos).meld_hints() if pos.phase in (DRAW, PLAY) else []


class _HandReading:
    """One reading of the hand to move and of its side's table, from which each meld or lay-off shape is
    judged by its counts, as the referee's checks would judge it (``composition_refusal`` is shared with
    the referee). A move that would leave at most one card is going out and goes to the referee itself.
    ``tests/rules/test_hint_oracle.py`` holds the two to the same answers."""

    def __init__(self, pos: Position, by_rank: tuple[dict, list[Card]] | None = None):
        """``pos``: in the draw phase, the hand is read as it would be after drawing (as it is now).
        ``by_rank``: the hand's naturals by rank and its wild cards, if already sorted out."""
        self.pos = pos
        rs = self.rs = pos.ruleset
        seat = pos.turn
        team = pos.team_of[seat]
        hand = pos.hands[seat]
        self.hand = hand
        self.groups, self.wilds = by_rank if by_rank is not None else _by_rank(hand)
        self.left = len(hand) + pos.hidden[seat]  # cards in hand before the move
        self.melds = pos.melds[team]
        self.initial = not self.melds
        self.need = pos.initial_minimum(team) if self.initial else 0
        self.points = CARD_POINTS[rs.card_values]
        self.max_size = rs.meld_max_size if rs.meld_max_size is not None else 1_000
        # Modern American: wild cards may not go into another meld while the side's wild meld is unfinished.
        self.wilds_blocked = rs.wild_meld_blocks_wilds and any(m.kind == WILD and not m.is_canasta for m in self.melds)
        self.dead = (
            {m.rank for side in pos.melds for m in side if m.kind == RANK and m.is_canasta} if rs.dead_ranks else set()
        )
        # a complete canasta of wild cards makes wild melds dead like a rank
        self.wild_dead = rs.dead_ranks and any(m.kind == WILD and m.is_canasta for side in pos.melds for m in side)
        # Where a new meld of a rank joins the side's meld of that rank instead of standing alone.
        self.joins: dict = {}
        if rs.melds_per_rank != "several":
            for meld in reversed(self.melds):
                if meld.kind == RANK and not (rs.melds_per_rank == "several-after-canasta" and meld.is_canasta):
                    self.joins[meld.rank] = meld

    @cached_property
    def wild_choices(self) -> list[tuple[Card, ...]]:
        """Each distinct choice of wild cards, fewest first (``_wild_sets``)."""
        return _wild_sets(self.wilds)

    @cached_property
    def wild_sets(self) -> list[tuple[tuple[Card, ...], int, int]]:
        """Each distinct choice of wild cards (fewest first), with its count and points."""
        points = self.points
        return [(w, len(w), sum(points[c] for c in w)) for w in self.wild_choices]

    @cached_property
    def first_with_count(self) -> list[int]:
        """[c]: where the choices of c wild cards or more begin in ``wild_sets``, for c from none to one more
        than the hand holds, and at least up to a meld's three cards."""
        sets = self.wild_sets
        return [
            next((i for i, (_w, count, _p) in enumerate(sets) if count >= c), len(sets))
            for c in range(max(len(self.wilds) + 2, 4))
        ]

    def meld_hints(self) -> list[MeldMove]:
        rs, found = self.rs, []
        wild_sets, first = self.wild_sets, self.first_with_count
        initial, most_wilds = self.initial, len(self.wilds)
        for rank, cards in self.groups.items():
            rank_points = self.points[cards[0]]
            cards = tuple(cards)
            for n in range(1, len(cards) + 1):
                naturals = cards[:n]
                fewest = max(0, 3 - n)  # wild cards it takes to make three cards
                if fewest > most_wilds:
                    continue
                # With this many wild cards or more the meld leaves at most one card: going out, for the referee.
                going_out = max(fewest, self.left - 1 - n)
                fitting = self._most_wilds(rank, n, fewest, min(most_wilds, going_out - 1))
                found.extend(
                    [
                        MeldMove(melds=(naturals + wild,))
                        for wild, count, wild_points in wild_sets[first[fewest] : first[fitting + 1]]
                        if not initial or self._opens(n * rank_points + wild_points, n + count, clean=not count and n >= 3)
                    ]
                )
                for wild, _count, _points in wild_sets[first[min(going_out, most_wilds + 1)] :]:
                    self._by_referee(found, MeldMove(melds=(naturals + wild,)))
        for wild, count, wild_points in wild_sets[first[3] :]:
            if self.left - count <= 1:
                self._by_referee(found, MeldMove(melds=(wild,)))
            elif (
                rs.wild_melds
                and not self.wild_dead
                and count <= self.max_size
                # a wild canasta opens as a splash where a canasta suffices, standing in for the clean meld
                and self._opens(
                    wild_points,
                    count,
                    clean=rs.initial_clean_meld_wild_counts or (rs.initial_canasta_suffices and count >= CANASTA_SIZE),
                )
            ):
                found.append(MeldMove(melds=(wild,)))
        black = [c for c in self.hand if c.is_black_three]
        for n in range(3, len(black) + 1):
            # black threes are laid only in going out, unless the table lets them be melded at any time
            if self.left - n <= 1 or rs.black_threes_melded == "any-time":
                self._by_referee(found, MeldMove(melds=(tuple(black[:n]),)))
        if rs.sequences:
            for run in _runs(self.hand):
                size = len(run)
                if self.left - size <= 1:
                    self._by_referee(found, MeldMove(melds=(run,)))
                elif (
                    size <= self.max_size
                    and size <= rs.sequence_max
                    and self._opens(sum(self.points[c] for c in run), size, clean=False)
                ):
                    found.append(MeldMove(melds=(run,)))
        for i, meld in enumerate(self.melds):
            for cards in _lay_offs(meld, self.groups, self.wild_choices, self.hand):
                move = MeldMove(add=(Addition(to=i, cards=cards),))
                if self.left - len(cards) <= 1:
                    self._by_referee(found, move)
                elif self._lay_off(meld, cards):
                    found.append(move)
        return found

    def _most_wilds(self, rank, naturals: int, fewest: int, most: int) -> int:
        """The most wild cards, from ``fewest`` up to ``most``, that a new meld of ``naturals`` cards of ``rank``
        may hold (``fewest - 1`` when not even that many). A mix refused with so many wild cards is refused
        with more, so the first refusal ends the search."""
        fitting = fewest - 1
        for count in range(fewest, most + 1):
            if not self.rank_meld_fits(rank, naturals, count, naturals + count):
                break
            fitting = count
        return fitting

    @cached_property
    def probe(self) -> Position:
        """The position to put melds to the referee in (see ``_after_drawing``)."""
        probe = _after_drawing(self.pos)
        assert probe is not None, "a hand is read in the draw and play phases only"
        return probe

    def _by_referee(self, found: list[MeldMove], move: MeldMove) -> None:
        if _ruled(self.probe, move) is not None:
            found.append(move)

    def _opens(self, points: int, size: int, clean: bool) -> bool:
        """A side's first meld: enough points (or a canasta, where that suffices) and clean where required."""
        if not self.initial:
            return True
        if points < self.need and not (self.rs.initial_canasta_suffices and size >= CANASTA_SIZE):
            return False
        return clean or not self.rs.initial_clean_meld

    def rank_meld_fits(self, rank, naturals: int, wilds: int, size: int) -> bool:
        """A new meld of one rank, judged as the referee judges each meld of a move (the minimum of a first
        meld aside: that counts every meld of the move together)."""
        if size > self.max_size or rank in self.dead or (wilds and self.wilds_blocked):
            return False
        if composition_refusal(self.rs, rank, naturals, wilds, self.initial) is not None:
            return False
        joined = self.joins.get(rank)
        return joined is None or self.grows(joined, naturals, wilds)

    def grows(self, meld: Meld, naturals: int, wilds: int) -> bool:
        """Naturals of its rank and wild cards laid onto a meld of one rank."""
        rs = self.rs
        if meld.rank in self.dead:
            return False
        if meld.size + naturals + wilds > self.max_size or (wilds and self.wilds_blocked):
            return False
        if wilds and meld.is_canasta and not rs.wild_onto_canasta:
            return False
        return (
            composition_refusal(
                rs, meld.rank, meld.naturals + naturals, meld.wilds + wilds, self.initial, wilds_added=wilds > 0
            )
            is None
        )

    def _lay_off(self, meld: Meld, cards: tuple[Card, ...]) -> bool:
        if meld.kind == RANK:
            wilds = sum(1 for c in cards if c.is_wild)
            return self.grows(meld, len(cards) - wilds, wilds)
        size = meld.size + len(cards)
        if meld.kind == SEQUENCE:
            return size <= self.max_size and size <= self.rs.sequence_max
        return meld.kind == WILD and size <= self.max_size and not self.wild_dead


def _wild_sets(wilds: list[Card]) -> list[tuple[Card, ...]]:
    """Each distinct choice of wild cards, fewest first: so many twos and so many jokers, none included."""
    twos = tuple(c for c in wilds if c is not JOKER)
    jokers = tuple(c for c in wilds if c is JOKER)
    return [
        twos[:a] + jokers[: count - a]
        for count in range(len(wilds) + 1)
        for a in range(max(0, count - len(jokers)), min(count, len(twos)) + 1)
    ]


def _runs(hand: list[Card]) -> list[tuple[Card, ...]]:
    """Every run of three to seven consecutive naturals of one suit in the hand."""
    runs = []
    for suit in {c.suit for c in hand if c.is_natural}:
        by_rank = {c.rank: c for c in hand if c.is_natural and c.suit is suit}
        ranks = sorted(by_rank)
        for i, low in enumerate(ranks):
            run = [by_rank[low]]
            for rank in ranks[i + 1 :]:
                if rank != run[-1].rank + 1 or len(run) == 7:
                    break
                run.append(by_rank[rank])
                if len(run) >= 3:
                    runs.append(tuple(run))
    return runs


def _lay_offs(meld, groups: dict, wild_sets: list, hand: list[Card]) -> list[tuple[Card, ...]]:
    """The distinct sets of hand cards that could go onto ``meld``."""
    if meld.kind == RANK:
        same = groups.get(meld.rank, [])
        return [tuple(same[:n]) + w for n in range(len(same) + 1) for w in wild_sets if n + len(w) >= 1]
    if meld.kind == WILD:
        return [w for w in wild_sets if w]
    if meld.kind == SEQUENCE:
        ranks = sorted(c.rank for c in meld.cards)
        by_rank = {c.rank: c for c in hand if c.is_natural and c.suit is meld.suit}
        below, above = [], []
        rank = ranks[0] - 1
        while rank in by_rank:
            below.append(by_rank[rank])
            rank -= 1
        rank = ranks[-1] + 1
        while rank in by_rank:
            above.append(by_rank[rank])
            rank += 1
        return [tuple(below[:a]) + tuple(above[:b]) for a in range(len(below) + 1) for b in range(len(above) + 1) if a + b]
    return []
