"""The referee: rules on a move in a position, and plays legal moves.

``check(position, move)`` returns a :class:`Verdict`; ``apply`` returns the new
position or raises :class:`IllegalMove`; ``play`` runs a list of moves and
stops at the first refused one. A refused move never changes the position:
every handler works on a copy and only returns it once the move is legal.

>>> from .notation import read_position
>>> pos = read_position('''{"format": "canasta-position/1", "hands": [["KS","KH","7C"], 11, 11, 11],
...   "stock": 60, "discard": ["5D", "2C", "KD"], "melds": [[["8S","8H","8D"]], []]}''')
>>> check(pos.position, pos.moves[0] if pos.moves else TakePile(with_=tuple(parse_cards(["KS", "KH"]))))
Verdict(violations=())
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from .cards import Card, Rank, parse_cards  # noqa: F401  (parse_cards: doctest)
from .errors import N_, InputError
from .melds import BLACK_THREES, MIXED_RANKS, RANK, SEQUENCE, THREES, WILD, Meld, is_sequence, same_suit_distinct
from .moves import Addition, Discard, Draw, GoOut, MeldMove, Move, TakePile
from .rulebook import sources_of, table_choice
from .special_hands import recognise as recognise_special_hand
from .state import DRAW, ENDED, PLAY, Position
from .variants import CARD_POINTS, Ruleset
from .violations import LEGAL, Code, Verdict, Violation


class IllegalMove(Exception):
    def __init__(self, verdict: Verdict):
        super().__init__(", ".join(verdict.codes))
        self.verdict = verdict


class MoveInputError(InputError):
    """A move that does not fit the position at all (a meld index that does not exist)."""


class _Refusal(Exception):
    def __init__(self, violation: Violation):
        self.violation = violation


def _refuse(pos: Position, code: Code, rule: str, **params) -> NoReturn:
    if pos.plays_alone():
        params["alone"] = True
    if rule in pos.ruleset.overridden:  # the table chose this option's value: the words say so
        choice = table_choice(rule, pos.ruleset)
        if choice is not None:
            params["table_choice"] = choice
    citations, follows = sources_of(rule, pos.ruleset)
    raise _Refusal(Violation(code, rule, citations, params, follows))


# -- public interface -------------------------------------------------------------------------


def rule_on(pos: Position, move: Move) -> tuple[Verdict, Position | None]:
    """The verdict on ``move`` and, when legal, the position after it."""
    try:
        return LEGAL, _HANDLERS[type(move)](pos, move)
    except _Refusal as refusal:
        return Verdict((refusal.violation,)), None


def check(pos: Position, move: Move) -> Verdict:
    try:  # rule_on without the position after: the commonest question, asked for every hint and offer
        _HANDLERS[type(move)](pos, move)
    except _Refusal as refusal:
        return Verdict((refusal.violation,))
    return LEGAL


def apply(pos: Position, move: Move) -> Position:
    verdict, after = rule_on(pos, move)
    if after is None:
        raise IllegalMove(verdict)
    return after


@dataclass(frozen=True)
class Replay:
    """The outcome of a list of moves played in turn: the first refused step (if any) and the last legal position
    (one move tried at the table is a ``tutor.play.ruling.Ruling``)."""

    verdict: Verdict
    step: int | None
    position: Position
    positions: tuple[Position, ...]

    @property
    def legal(self) -> bool:
        return self.verdict.legal


def play(pos: Position, moves: Sequence[Move]) -> Replay:
    """Apply ``moves`` in order; stop at the first refused one."""
    history = [pos]
    for step, move in enumerate(moves):
        verdict, after = rule_on(history[-1], move)
        if after is None:
            return Replay(verdict, step, history[-1], tuple(history))
        history.append(after)
    return Replay(LEGAL, None, history[-1], tuple(history))


# -- shared checks ------------------------------------------------------------------------------


def _points(pos: Position, cards: Iterable[Card]) -> int:
    return sum(map(CARD_POINTS[pos.ruleset.card_values].__getitem__, cards))


def _require_turn(pos: Position, move: Move, phase: str) -> None:
    if move.seat is not None and move.seat in pos.sitting_out:  # its pair sits this hand out: no turn comes to it
        _refuse(pos, Code.SEAT_SITTING_OUT, "six_players_pair_sits_out", seat=move.seat, turn=pos.turn)
    if move.seat is not None and move.seat != pos.turn:
        _refuse(pos, Code.NOT_YOUR_TURN, "turn-order", seat=move.seat, turn=pos.turn)
    if pos.phase != phase:
        _refuse(pos, Code.WRONG_PHASE, "turn-phases", phase=pos.phase, action=move.action)


def _remove_from_hand(pos: Position, seat: int, named: Sequence[Card], taking_pile: bool = False) -> list[Card]:
    """The hand without ``named``; refuse a card the hand does not hold (``taking_pile``: saying so if it is
    one of the pile's cards below the top, not yet taken)."""
    hand = pos.hands[seat]
    if not named:
        return list(hand)
    result = list(hand)
    for card in named:
        try:
            result.remove(card)  # hands are short: a list beats building counters
        except ValueError:
            if taking_pile and card in pos.discard[:-1]:
                _refuse(pos, Code.PILE_CARD_NOT_YET_TAKEN, "pile-top-first", card=card.text)
            _refuse(pos, Code.CARD_NOT_IN_HAND, "own-cards", card=card.text)
    return result


def _named_cards(move: MeldMove | GoOut) -> Sequence[Card]:
    """The hand cards a meld or going-out move names, in the order named."""
    if len(move.melds) + len(move.add) == 1:  # the common cases: one new meld, or cards onto one meld
        return move.melds[0] if move.melds else move.add[0].cards
    named = [c for meld in move.melds for c in meld]
    for addition in move.add:
        named.extend(addition.cards)
    return named


def composition_refusal(
    rs: Ruleset, rank: Rank | None, naturals: int, wilds: int, initial: bool, wilds_added: bool = True
) -> tuple[Code, str, dict] | None:
    """Why a meld of one rank with so many naturals and wild cards is refused, or None if its mix is
    allowed: the referee and the hints' analysis of a hand both ask here.

    ``wilds_added``: whether the move brings wild cards to the meld. The rules on when a wild card may
    enter a meld (Modern American's rule of five, aces natural after the opening) say nothing of natural
    cards laid onto a meld that already holds wild cards."""
    if naturals < rs.min_naturals:
        return Code.MELD_TOO_FEW_NATURALS, "min_naturals", {"need": rs.min_naturals, "have": naturals}
    if rs.naturals_outnumber_wilds and wilds >= naturals:
        return Code.MELD_TOO_FEW_NATURALS, "naturals_outnumber_wilds", {"need": wilds + 1, "have": naturals}
    if not wilds_added:
        return None
    limit, rule = rs.max_wilds, "max_wilds"
    if rank is Rank.SEVEN and rs.sevens_no_wilds:
        limit, rule = 0, "sevens_no_wilds"
    elif rank is Rank.ACE and rs.aces_wilds_initial_only and not initial:
        limit, rule = 0, "aces_wilds_initial_only"
    if limit is not None and wilds > limit:
        return Code.MELD_TOO_MANY_WILDS, rule, {"max": limit, "have": wilds}
    if rs.wilds_need_five_naturals and not initial and wilds and naturals < 5:
        return Code.MELD_TOO_FEW_NATURALS, "wilds_need_five_naturals", {"need": 5, "have": naturals, "wild_entry": True}
    return None


def _check_size(pos: Position, meld: Meld) -> None:
    limit = pos.ruleset.meld_max_size
    if limit is not None and meld.size > limit:
        _refuse(pos, Code.MELD_TOO_LARGE, "meld_max_size", max=limit, size=meld.size)


def _check_not_dead(pos: Position, rank: Rank | None) -> None:
    """Modern American: once either side completes a canasta of a rank, the rank is dead: no meld of it is
    started or extended, nor the pile taken with it."""
    if rank is None or not pos.ruleset.dead_ranks:
        return
    for team_melds in pos.melds:
        for meld in team_melds:
            if meld.kind == RANK and meld.rank is rank and meld.is_canasta:
                _refuse(pos, Code.MELD_DEAD_RANK, "dead_ranks", rank=rank.symbol)


def _check_wild_not_dead(pos: Position) -> None:
    """Modern American: a complete canasta of wild cards makes wild melds dead like a rank (other melds still
    take wild cards)."""
    if not pos.ruleset.dead_ranks:
        return
    if any(meld.kind == WILD and meld.is_canasta for team_melds in pos.melds for meld in team_melds):
        _refuse(pos, Code.MELD_DEAD_RANK, "dead_ranks", wild=True)


def _check_new_meld(pos: Position, cards: Sequence[Card], going_out: bool, initial: bool) -> Meld:
    rs = pos.ruleset
    meld = Meld(cards, rs.sequences)
    if meld.size < 3:
        _refuse(pos, Code.MELD_TOO_SMALL, "meld-size", size=meld.size)
    if rs.meld_max_size is not None:
        _check_size(pos, meld)
    kind = meld.kind
    if kind == BLACK_THREES:
        limit = rs.black_three_meld_max
        in_time = going_out or rs.black_threes_melded == "any-time"
        if in_time and (limit is None or meld.size <= limit):
            return meld
        _refuse(
            pos,
            Code.MELD_THREES,
            "black_three_meld_max" if in_time else "threes",
            going_out=going_out,
            max=limit,
            size=meld.size,
        )
    if kind == THREES:
        _refuse(pos, Code.MELD_THREES, "threes", going_out=going_out)
    if kind == WILD:
        if not rs.wild_melds:
            _refuse(pos, Code.MELD_ALL_WILD, "wild_melds")
        _check_wild_not_dead(pos)
        return meld
    if kind == RANK and rs.dead_ranks:
        _check_not_dead(pos, meld.rank)
    if kind == MIXED_RANKS:
        naturals = [c for c in meld.cards if not c.is_wild]
        if rs.sequences and same_suit_distinct(naturals):
            _refuse(pos, Code.MELD_BAD_SEQUENCE, "sequences", size=meld.size, max=pos.ruleset.sequence_max)
        _refuse(pos, Code.MELD_MIXED_RANKS, "meld-same-rank", **_runs_allowed(pos))
    if kind == SEQUENCE:
        _check_sequence(pos, meld)
        return meld
    refusal = composition_refusal(rs, meld.rank, meld.naturals, meld.wilds, initial)
    if refusal is not None:
        _refuse(pos, refusal[0], refusal[1], **refusal[2])
    return meld


def _runs_allowed(pos: Position) -> dict:
    """Where runs of one suit are melds too (Samba), a refusal of mixed ranks says so."""
    return {"runs": True} if pos.ruleset.sequences else {}


def _check_sequence(pos: Position, meld: Meld) -> None:
    if meld.wilds:
        _refuse(pos, Code.MELD_BAD_SEQUENCE, "sequences", size=meld.size, max=pos.ruleset.sequence_max)
    if meld.size > pos.ruleset.sequence_max:
        _refuse(pos, Code.MELD_TOO_LARGE, "sequence_max", max=pos.ruleset.sequence_max, size=meld.size)


def _check_addition(pos: Position, target: Meld, cards: Sequence[Card], initial: bool) -> Meld:
    """The meld after laying ``cards`` onto ``target``."""
    rs = pos.ruleset
    kind = target.kind
    grown = target.extended(cards, rs.sequences)
    if rs.meld_max_size is not None:
        _check_size(pos, grown)
    if kind == SEQUENCE:
        if any(c.is_wild for c in cards) or grown.kind != SEQUENCE:
            _refuse(pos, Code.MELD_BAD_SEQUENCE, "sequences", size=grown.size, max=pos.ruleset.sequence_max)
        _check_sequence(pos, grown)
        return grown
    # A three among the cards makes the grown meld another kind; only then are the cards looked through.
    if kind == BLACK_THREES or (grown.kind != kind and any(c.is_three for c in cards)):
        _refuse(pos, Code.MELD_THREES, "threes", going_out=False)
    if kind == WILD:
        if grown.kind != WILD:
            _refuse(pos, Code.MELD_MIXED_RANKS, "meld-same-rank", **_runs_allowed(pos))
        _check_wild_not_dead(pos)
        return grown
    if grown.kind != RANK:
        _refuse(pos, Code.MELD_MIXED_RANKS, "meld-same-rank", **_runs_allowed(pos))
    if rs.dead_ranks:  # before the wild-card rules: a dead rank takes no card at all
        _check_not_dead(pos, target.rank)
    wilds_added = grown.wilds > target.wilds
    if wilds_added and target.is_canasta and not rs.wild_onto_canasta:
        _refuse(pos, Code.CANASTA_NO_WILD, "wild_onto_canasta")
    refusal = composition_refusal(rs, grown.rank, grown.naturals, grown.wilds, initial, wilds_added)
    if refusal is not None:
        _refuse(pos, refusal[0], refusal[1], **refusal[2])
    return grown


def _place_meld(pos: Position, team: int, meld: Meld, initial: bool) -> None:
    """Put a new meld on the table, merging it into the side's meld of that rank where the rules say."""
    mode = pos.ruleset.melds_per_rank
    melds = pos.own_item("melds", team)
    if meld.kind == RANK and mode != "several":
        for i, existing in enumerate(melds):
            if existing.kind == RANK and existing.rank is meld.rank:
                if mode == "several-after-canasta" and existing.is_canasta:
                    continue
                melds[i] = _check_addition(pos, existing, meld.cards, initial)
                return
    melds.append(meld)


def _meld_index(pos: Position, team: int, index: int, field: str | int) -> Meld:
    """The meld a move names; ``field`` is the move's field, or the index of an addition in ``add``."""
    melds = pos.melds[team]
    if not 0 <= index < len(melds):
        if isinstance(field, int):
            field = f"move.add[{field}].to"
        raise MoveInputError(
            field, N_("team {team} has no meld {index} (it has {count})"), team=team, index=index, count=len(melds)
        )
    return melds[index]


@dataclass(slots=True)
class _Laid:
    """What a move's new melds put down: the count of their cards, whether one of them is clean."""

    points: int = 0
    clean: bool = False
    #: new melds laid as canastas from the hand alone
    canastas: int = 0
    #: the count of the best single new meld (where the minimum must come from one meld)
    best: int = 0


#: what a move that lays no new meld puts down (never changed)
_NOTHING_LAID = _Laid()


def _lay(
    pos: Position,
    after: Position,
    melds: Sequence[Sequence[Card]],
    add: Sequence[Addition],
    going_out: bool,
    initial: bool,
    first: Meld | None = None,
) -> _Laid:
    """Lay new melds and additions on ``after`` (``first``: the first new meld, already judged)."""
    team = pos.team_of[pos.turn]
    if not melds and not add:
        return _NOTHING_LAID
    laid = _Laid() if melds else _NOTHING_LAID  # a lay-off lays no new meld: nothing of it to count
    wilds_elsewhere = False
    after.melded_this_turn = after.melded_after_drawing = True
    for i, cards in enumerate(melds):
        meld = first if i == 0 and first is not None else _check_new_meld(pos, cards, going_out, initial)
        _place_meld(after, team, meld, initial)
        points = _points(pos, cards)
        laid.points += points
        laid.best = max(laid.best, points)
        laid.clean = (
            laid.clean
            or (meld.kind == RANK and meld.wilds == 0 and meld.naturals >= 3)
            or (meld.kind == WILD and pos.ruleset.initial_clean_meld_wild_counts)
            # pagat.com's Splash: a wild canasta from the hand opens like a natural one (initial_canasta_suffices)
            or (meld.kind == WILD and meld.is_canasta and pos.ruleset.initial_canasta_suffices)
        )
        laid.canastas += meld.is_canasta
        wilds_elsewhere = wilds_elsewhere or (meld.kind != WILD and meld.wilds > 0)
    for i, addition in enumerate(add):
        target_team = team if addition.team is None else addition.team
        if target_team != team:  # the side's own melds are always there to lay onto
            if not (going_out and pos.ruleset.go_out_onto_opponents):
                # when going out, a table's option decides; otherwise no source lets a side lay on another's melds
                _refuse(pos, Code.MELD_OPPONENT, "go_out_onto_opponents" if going_out else "own-melds", team=target_team)
            if not 0 <= target_team < len(pos.teams):
                raise MoveInputError(f"move.add[{i}].team", N_("there is no team {team}"), team=target_team)
        to, target_melds = addition.to, after.melds[target_team]
        target = target_melds[to] if 0 <= to < len(target_melds) else _meld_index(after, target_team, to, i)
        grown = _check_addition(pos, target, addition.cards, initial)
        after.own_item("melds", target_team)[to] = grown
        wilds_elsewhere = wilds_elsewhere or (target.kind != WILD and grown.wilds > target.wilds)
    if wilds_elsewhere:
        _check_wild_meld_block(pos, after, True)
    return laid


def _check_wild_meld_block(pos: Position, after: Position, wilds_elsewhere: bool) -> None:
    """Modern American: while the side has an unfinished wild meld, wild cards go into no other meld.

    Judged on the table as the move leaves it, so a move that completes the wild meld may use wild cards elsewhere.
    """
    if not wilds_elsewhere or not pos.ruleset.wild_meld_blocks_wilds:
        return
    if any(m.kind == WILD and not m.is_canasta for m in after.melds[pos.team()]):
        _refuse(pos, Code.WILD_MELD_UNFINISHED, "wild_meld_blocks_wilds")


def _check_initial(
    pos: Position,
    after: Position,
    laid: _Laid,
    extra_points: int = 0,
    waived: bool = False,
    going_out: bool = False,
    top_left_out: Card | None = None,
    from_pile: bool = False,
    pile_clean: bool = False,
) -> None:
    """The side's first melds must reach the minimum count for its score (and hold a clean meld where required).

    ``going_out``: the move goes out in one turn, where an option may be why no concealed waiver spares the
    minimum; the refusal then names it. ``top_left_out``: the pile's top card, where it does not count.
    ``from_pile``: the move takes the pile; ``pile_clean``: its meld is a clean one by the cards from the hand."""
    team = pos.team_of[pos.turn]
    if waived or pos.melds[team] or not after.melds[team]:
        return
    need = pos.initial_minimum(team)
    have = laid.points + extra_points
    one_meld = pos.ruleset.initial_in_one_meld  # the pile's meld (``extra_points``) is one meld too
    if one_meld:
        have = max(laid.best, extra_points)
    # a canasta that opens whatever it counts (a splash) is laid from the hand, not completed by the pile's top card
    canastas = laid.canastas if from_pile else after.canastas(team)
    if have < need and not (pos.ruleset.initial_canasta_suffices and canastas):
        no_waiver = _waiver_withheld_by(pos) if going_out else None
        extra: dict[str, Any] = {"no_waiver": no_waiver} if no_waiver else {}
        if one_meld:
            extra["one_meld"] = True
        if top_left_out is not None:
            extra["top_left_out"] = top_left_out.text
        _refuse(pos, Code.INITIAL_MELD_TOO_LOW, "initial_minimums", need=need, have=have, score=pos.scores[team], **extra)
    if pos.ruleset.initial_clean_meld and not (laid.clean or pile_clean):
        _refuse(pos, Code.MELD_NOT_CLEAN, "initial_clean_meld")


def _concealed_waiver(pos: Position) -> bool:
    """Going out concealed needs no minimum (unless the rules say otherwise, or the partner's-threshold option applies)."""
    team = pos.team()
    if pos.has_melded(team) or pos.took_pile_this_turn:
        return False
    return _waiver_withheld_by(pos) is None


def _waiver_withheld_by(pos: Position) -> str | None:
    """The option that keeps going out concealed from sparing the minimum here, if one does."""
    if not pos.ruleset.concealed_waives_minimum:
        return "concealed_waives_minimum"
    if pos.ruleset.concealed_partner_threshold and len(pos.teams[pos.team()]) > 1:
        return "concealed_partner_threshold"
    return None


def _end_hand(after: Position, seat: int | None, was_concealed: bool) -> None:
    after.phase = ENDED
    after.went_out = seat
    after.concealed = was_concealed


def _was_concealed(pos: Position) -> bool:
    """Nothing laid before this turn (by the player or by the side, as the rules judge it); a pile taken in this
    same turn spoils it only where the rules say so (``concealed_after_pile_take``)."""
    if pos.took_pile_this_turn and not pos.ruleset.concealed_after_pile_take:
        return False
    if pos.ruleset.concealed_judged_by == "player":
        return not pos.melded_before_this_turn(pos.turn)
    team = pos.team()
    return not pos.has_melded(team) or pos.opened_this_turn


def _settle_empty_hand(pos: Position, after: Position) -> None:
    """A meld or pile-taking that empties the hand is going out, if the side may. A hand that a talon will
    refill (Modern American, after an opening from the hand) may be melded down to its last card, to discard."""
    seat = pos.turn
    if len(after.hands[seat]) + after.hidden[seat] > 1:
        return
    if after.hand_size(seat) == 1 and _talon_due(after, going_out=False) and pos.ruleset.talon_opener_melds_down:
        return
    _check_canastas_to_go_out(pos, after, Code.MUST_KEEP_CARD, left=after.hand_size(seat))
    if after.hand_size(seat) == 0:
        if pos.ruleset.go_out_discard_required:
            _refuse(pos, Code.GO_OUT_MUST_DISCARD, "go_out_discard_required")
        _end_hand(after, seat, _was_concealed(pos))


def _check_canastas_to_go_out(pos: Position, table: Position, code: Code, **params: Any) -> None:
    """The side to move has, on ``table``, the canastas it needs to go out: their number, and a natural one among
    them where the table asks for it (``go_out_natural_and_mixed``); else the refusal ``code``."""
    team, need = pos.team(), pos.ruleset.canastas_needed
    have = table.canastas(team)
    if have < need:
        raised = pos.ruleset.go_out_natural_and_mixed and pos.ruleset.canastas_to_go_out < need  # the option's two
        rule = "go_out_natural_and_mixed" if raised else "canastas_to_go_out"
        _refuse(pos, code, rule, need=need, have=have, **params)
    if table.lacks_natural_canasta_to_go_out(team):
        _refuse(pos, code, "go_out_natural_and_mixed", need=need, have=have, natural=True, **params)


def _lay_out_threes(after: Position, seat: int, cards: Sequence[Card]) -> list[Card]:
    """Threes that the rules lay out go in front of the side at once; the rest are returned, for the hand."""
    if not any(card.is_three for card in cards):
        return list(cards)  # the common case: a pile without threes, looked at once
    kept = []
    for card in cards:
        if after.ruleset.laid_out(card):
            after.own_threes(after.team(seat), card).append(card)
        else:
            kept.append(card)
    return kept


def _draw_cards(after: Position, seat: int, count: int) -> None:
    """Draw ``count`` cards, laying out and replacing threes; the stock may end on such a three."""
    rs = after.ruleset
    team = after.team(seat)
    drawn = 0
    while drawn < count:
        if after.stock:
            card = after.own("stock").pop()
        elif after.stock_hidden:
            after.stock_hidden -= 1
            after.own("hidden")[seat] += 1
            drawn += 1
            continue
        else:
            return
        if rs.laid_out(card):
            if after.stock_size == 0 and rs.red_three_last_card == "ends-kept-in-hand":
                after.own_item("hands", seat).append(card)  # no replacement left: it stays in the hand and counts there
                _end_hand(after, None, False)
                return
            after.own_threes(team, card).append(card)
            if after.stock_size == 0:
                if rs.red_three_last_card == "ends":
                    _end_hand(after, None, False)
                else:
                    after.no_discard = True
                return
            continue  # replaced: the next card counts instead
        after.own_item("hands", seat).append(card)
        drawn += 1


TALON_MIN_STOCK = 9  # the turn card, ninth from the bottom, is still in the stock
TALON_FIRST_SIDE = 4
TALON_LATER_SIDE = 3


def _join_talon(pos: Position) -> Position:
    """At the start of its turn a seat's talon joins the hand; threes in it are laid out and replaced."""
    seat = pos.turn
    if not pos.talon_size(seat):
        return pos
    joined = pos.successor()
    cards = joined.talon[seat]
    joined.set_item("talon", seat, [])
    joined.own("hidden")[seat] += joined.talon_hidden[seat]
    joined.own("talon_hidden")[seat] = 0
    kept = _lay_out_threes(joined, seat, cards)
    joined.own_item("hands", seat).extend(kept)
    if len(kept) < len(cards):
        _draw_cards(joined, seat, len(cards) - len(kept))
    return joined


def _talon_turn(pos: Position) -> bool:
    """Modern American: a turn in which an opening earns a talon: taken from the hand, not with the pile, before
    the turn card was drawn."""
    return pos.ruleset.opening_talon and not pos.took_pile_this_turn and pos.stock_size >= TALON_MIN_STOCK


def _talon_due(pos: Position, going_out: bool) -> bool:
    """The side's initial meld came from the hand this turn, before the turn card was drawn."""
    return _talon_turn(pos) and pos.opened_this_turn and not going_out


def opening_talon_may_follow(pos: Position) -> bool:
    """Before a meld: a meld now from the hand could earn a talon, since the side opens with it (or already
    opened this turn)."""
    return _talon_turn(pos) and (pos.opened_this_turn or not pos.has_melded(pos.team()))


def _set_aside_talon(after: Position, seat: int) -> None:
    """Take the talon from the top of the stock: 4 cards, 3 if another side had already opened."""
    team = after.team(seat)
    others_opened = any(melds for t, melds in enumerate(after.melds) if t != team)
    for _ in range(TALON_LATER_SIDE if others_opened else TALON_FIRST_SIDE):
        if after.stock:
            after.own_item("talon", seat).append(after.own("stock").pop())
        else:
            after.stock_hidden -= 1
            after.own("talon_hidden")[seat] += 1


# -- the moves -------------------------------------------------------------------------------------


def _draw(pos: Position, move: Draw) -> Position:
    _require_turn(pos, move, DRAW)
    pos = _join_talon(pos)
    if pos.ended:
        return pos  # the stock ended on a three that replaced one from the talon
    if pos.stock_size == 0:
        if pos.must_take_pile():  # the words say so instead of offering a choice the rules do not leave
            _refuse(pos, Code.STOCK_EMPTY, "stock-end", must_take=True)
        _refuse(pos, Code.STOCK_EMPTY, "stock-end")
    after = pos.successor()
    after.phase = PLAY
    _draw_cards(after, pos.turn, pos.ruleset.draw_count)
    _note_all_wild(after)
    return after


def _note_all_wild(after: Position) -> None:
    """Modern American: whether the hand, as the draw left it, holds nothing but wild cards."""
    if after.ruleset.discard_restrictions == "modern-american":
        seat = after.turn
        hand = after.hands[seat]
        after.all_wild_at_draw = bool(hand) and not after.hidden[seat] and all(c.is_wild for c in hand)


def _take_pile(pos: Position, move: TakePile) -> Position:
    rs = pos.ruleset
    seat, team = pos.turn, pos.team()
    _require_turn(pos, move, DRAW)
    pos = _join_talon(pos)
    if pos.ended:
        return pos  # the stock ended on a three that replaced one from the talon
    if not pos.discard:
        _refuse(pos, Code.PILE_EMPTY, "pile-whole")
    top = pos.discard[-1]
    if top.is_wild:
        _refuse(pos, Code.PILE_TOP_WILD, "stop-cards", card=top.text)
    if top.is_black_three:
        _refuse(pos, Code.PILE_TOP_BLACK_THREE, "stop-cards", card=top.text)
    named = move.with_ if not move.melds else list(move.with_) + [c for meld in move.melds for c in meld]
    hand = _remove_from_hand(pos, seat, named, taking_pile=True)
    if rs.pile_single_card_rule and pos.hand_size(seat) == 1 and len(pos.discard) == 1:
        _refuse(pos, Code.PILE_SINGLE_CARD, "pile_single_card_rule")
    if top.is_three:  # a red three can lie there only where a position says so: nothing can meld it
        _refuse(pos, Code.PILE_TOP_UNMATCHED, "threes", card=top.text, reason="three")
    _check_not_dead(pos, top.rank)

    # What the top card joins: an existing meld (``to``, or implied by an empty ``with``) or a new meld.
    target_index = move.to
    # One look through the cards taken with the top card: its naturals, any three, how many match the top card.
    with_naturals, has_three, matching = [], False, 0
    for card in move.with_:
        if not card.is_wild:
            with_naturals.append(card)
            has_three = has_three or card.is_three
            matching += card.rank is top.rank
    if target_index is None and not move.with_:
        target_index = _meld_taking_top(pos, team, top)
        if target_index is None:
            if _meld_of_rank(pos, team, top) is not None:
                _refuse(pos, Code.PILE_TOP_UNMATCHED, "pile_onto_existing_meld", card=top.text, reason="onto-meld")
            _refuse(pos, Code.PILE_TOP_UNMATCHED, "pile-top-meld", card=top.text)
    target = _meld_index(pos, team, target_index, "move.to") if target_index is not None else None
    if target is not None and not _top_fits(target, top, rs.sequences):
        _refuse(pos, Code.PILE_TOP_UNMATCHED, "pile-top-meld", card=top.text)
    if has_three or (matching < len(with_naturals) and not (rs.sequences and is_sequence([top, *with_naturals]))):
        _refuse(pos, Code.PILE_TOP_UNMATCHED, "pile-top-meld", card=top.text)

    pair = matching >= 2
    wilds_with_top = len(move.with_) - len(with_naturals)
    if rs.pile_aces_stay_natural and top.rank is Rank.ACE and wilds_with_top and not pos.has_melded(team):
        _refuse(pos, Code.MELD_TOO_MANY_WILDS, "pile_aces_stay_natural", max=0, have=wilds_with_top)
    if rs.pile_natural_pair_always and not pair:
        _refuse(pos, Code.PILE_NEEDS_NATURAL_PAIR, "pile_natural_pair_always", card=top.text)
    reason = pos.frozen_reason(team)
    if reason is not None and not pair:
        freezer = pos.pile_freezer()
        rule = "pile_frozen_before_initial" if reason == "not-melded" else "pile_freezers"
        _refuse(pos, Code.PILE_FROZEN, rule, reason=reason, card=top.text, freezer=freezer.text if freezer else None)
    if not pair:
        if target is None and not rs.pile_natural_and_wild:
            _refuse(pos, Code.PILE_NEEDS_NATURAL_PAIR, "pile_natural_and_wild", card=top.text)
        if target is not None and not rs.pile_onto_existing_meld:
            if not (rs.pile_sequence_exempt and target.kind == SEQUENCE):
                _refuse(pos, Code.PILE_TOP_UNMATCHED, "pile_onto_existing_meld", card=top.text, reason="onto-meld")
        if target is not None and target.is_canasta and not rs.pile_onto_canasta:
            _refuse(pos, Code.PILE_TOP_TO_CANASTA, "pile_onto_canasta", card=top.text)

    after = pos.successor()
    after.set_item("hands", seat, hand)
    initial = not pos.has_melded(team)
    top_meld = [top, *move.with_]
    if target is not None and target_index is not None:
        after.own_item("melds", team)[target_index] = _check_addition(pos, target, top_meld, initial)
    else:
        _place_meld(after, team, _check_new_meld(pos, top_meld, False, initial), initial)
    # Where the top card does not count (Modern American), the cards from the hand that go with it still do.
    pile_meld_points = _points(pos, move.with_) + (_points(pos, [top]) if rs.initial_pile_top_counts else 0)
    laid = _lay(pos, after, move.melds, (), False, initial)
    # the top card never makes the clean triple where it does not count, but three natural cards from the hand
    # are one by themselves: a natural top card joining them does not spoil them
    naturals_counted = len(with_naturals) + (1 if rs.initial_pile_top_counts else 0)
    pile_clean = target is None and wilds_with_top == 0 and naturals_counted >= 3
    _check_wild_meld_block(pos, after, any(c.is_wild for c in move.with_))
    _check_initial(
        pos,
        after,
        laid,
        pile_meld_points,
        top_left_out=None if rs.initial_pile_top_counts else top,
        from_pile=True,
        pile_clean=pile_clean,
    )

    lying = pos.pile_left_lying()
    kept = _lay_out_threes(after, seat, pos.discard[lying:-1])
    hand.extend(kept)  # ``hand`` is a fresh list, already the new position's
    replacements = len(pos.discard) - 1 - lying - len(kept)
    after.discard = pos.discard[:lying]
    after.phase = PLAY
    after.took_pile_this_turn = True
    after.melded_this_turn = True  # the top card went onto the table with cards from the hand: that is melding
    after.opened_this_turn = initial
    if replacements and rs.pile_red_three_replaced:
        _draw_cards(after, seat, replacements)
    _note_all_wild(after)
    _settle_empty_hand(pos, after)
    return after


def _meld_of_rank(pos: Position, team: int, top: Card) -> int | None:
    for i, meld in enumerate(pos.melds[team]):
        if _top_fits(meld, top, pos.ruleset.sequences):
            return i
    return None


def _meld_taking_top(pos: Position, team: int, top: Card) -> int | None:
    """The side's meld an empty ``with`` adds the top card to: a meld it fits, a non-canasta first."""
    fitting = [i for i, m in enumerate(pos.melds[team]) if _top_fits(m, top, pos.ruleset.sequences)]
    if not fitting:
        return None
    open_melds = [i for i in fitting if not pos.melds[team][i].is_canasta]
    return (open_melds or fitting)[0]


def _top_fits(meld: Meld, top: Card, sequences: bool) -> bool:
    if meld.kind == RANK:
        return meld.rank is top.rank
    if meld.kind == SEQUENCE and sequences:
        return meld.extended([top], True).kind == SEQUENCE
    return False


def _meld(pos: Position, move: MeldMove) -> Position:
    seat = pos.turn
    team = pos.team_of[seat]
    if pos.phase != PLAY or (move.seat is not None and move.seat != seat):  # asked here: the commonest question
        _require_turn(pos, move, PLAY)
    hand = _remove_from_hand(pos, seat, _named_cards(move))
    going_out = len(hand) + pos.hidden[seat] <= 1  # the hand is emptied, or keeps only a card to discard
    initial = not pos.melds[team]
    # Most refused melds fail on their own cards: the first new meld is judged before anything is copied.
    first = _check_new_meld(pos, move.melds[0], going_out, initial) if move.melds else None
    after = pos.successor()
    after.set_item("hands", seat, hand)
    laid = _lay(pos, after, move.melds, move.add, going_out, initial, first)
    if initial:  # the side's first melds (after that, the checks below have nothing to say)
        waived = (
            going_out
            and _concealed_waiver(pos)
            and after.canastas(team) >= pos.ruleset.canastas_needed
            and not after.lacks_natural_canasta_to_go_out(team)
        )
        _check_initial(pos, after, laid, waived=waived, going_out=going_out and not pos.took_pile_this_turn)
        if after.melds[team]:
            after.opened_this_turn = True
    if going_out:
        _settle_empty_hand(pos, after)
    return after


def _check_discard_allowed(pos: Position) -> None:
    """A three drawn as the stock's last card, under the "may meld" reading, ends the discarding."""
    if pos.no_discard:
        _refuse(pos, Code.DISCARD_NOT_ALLOWED, "red_three_last_card", reason="red-three-last")


def _discard(pos: Position, move: Discard) -> Position:
    seat = pos.turn
    _require_turn(pos, move, PLAY)
    _check_discard_allowed(pos)
    hand = _remove_from_hand(pos, seat, [move.card])
    after = pos.successor()
    after.set_item("hands", seat, hand)
    # the last card discarded is going out, unless a talon refills the hand at the next turn
    going_out = after.hand_size(seat) == 0 and not _talon_due(pos, going_out=False)
    _check_discard(pos, move.card, going_out)
    after.own("discard").append(move.card)
    if going_out:
        _check_canastas_to_go_out(pos, pos, Code.MUST_KEEP_CARD, left=0)
        _check_unfinished(pos, pos)
        _end_hand(after, seat, _was_concealed(pos))
        return after
    if _talon_due(pos, going_out):
        _set_aside_talon(after, seat)
    if pos.melded_this_turn and pos.melded_seats is not None:
        after.melded_seats = pos.melded_seats | {seat}
    if pos.ruleset.special_hand_courtesy:  # the courtesy lasts one turn: the partners' next
        courtesy = pos.courtesy_seats - {seat}
        if pos.opened_this_turn:
            courtesy |= set(pos.partners(seat))
        after.courtesy_seats = frozenset(courtesy)
    after.turn = pos.next_seat(seat)
    after.phase = DRAW
    after.opened_this_turn = after.took_pile_this_turn = after.melded_this_turn = after.all_wild_at_draw = False
    after.melded_after_drawing = False
    return after


def _check_discard(pos: Position, card: Card, going_out: bool) -> None:
    """Modern American: threes never; wild cards only to go out; no SWAD card onto an empty pile."""
    if going_out and card.is_wild and not pos.ruleset.go_out_wild_discard:
        _refuse(pos, Code.DISCARD_NOT_ALLOWED, "go_out_wild_discard", reason="wild-going-out", card=card.text)
    if pos.ruleset.discard_restrictions != "modern-american":
        return
    if card.is_three:
        _refuse(pos, Code.DISCARD_NOT_ALLOWED, "discard_restrictions", reason="three", card=card.text)
    if pos.ruleset.wild_discard_judged == "after-drawing":
        only_wilds = pos.all_wild_at_draw
    else:
        only_wilds = all(c.is_wild for c in pos.hands[pos.turn])
    if card.is_wild and not going_out and not only_wilds:
        _refuse(pos, Code.DISCARD_NOT_ALLOWED, "discard_restrictions", reason="wild", card=card.text)
    if not pos.discard and not going_out:
        dead = False
        if pos.ruleset.dead_ranks:
            dead = any(m.kind == RANK and m.rank is card.rank and m.is_canasta for t in pos.melds for m in t)
        if card.is_wild or card.rank in (Rank.SEVEN, Rank.ACE) or dead:
            _refuse(pos, Code.DISCARD_NOT_ALLOWED, "discard_restrictions", reason="empty-pile", card=card.text)


def _check_unfinished(pos: Position, after: Position) -> None:
    """Modern American: an unfinished meld of sevens, natural aces or wild cards blocks going out."""
    if not pos.ruleset.go_out_blocked_by_unfinished:
        return
    for meld in after.melds[pos.team()]:
        if meld.is_canasta:
            continue
        if meld.kind == WILD or meld.rank is Rank.SEVEN or (meld.rank is Rank.ACE and meld.is_natural):
            _refuse(pos, Code.GO_OUT_UNFINISHED_MELD, "go_out_blocked_by_unfinished")


def _go_out(pos: Position, move: GoOut) -> Position:
    rs = pos.ruleset
    seat, team = pos.turn, pos.team()
    _require_turn(pos, move, PLAY)
    has_partner = len(pos.teams[team]) > 1
    if has_partner and move.permission is not None:
        asked = pos.go_out_asked & ({seat} if rs.go_out_asks == "once-per-player" else set(pos.teams[team]))
        if rs.go_out_asks != "unlimited" and asked:
            _refuse(pos, Code.GO_OUT_ASKED_BEFORE, "go_out_asks", own=seat in asked)
        # the question comes before the go-out move's own melds; melds of this turn's earlier moves came first
        if rs.go_out_ask_moment == "after-drawing" and pos.melded_after_drawing:
            _refuse(pos, Code.GO_OUT_ASKED_TOO_LATE, "go_out_ask_moment", took_pile=pos.took_pile_this_turn)
        if move.permission == "no" and rs.partner_answer_binds:
            _refuse(pos, Code.PARTNER_REFUSED, "partner_answer_binds")
    if has_partner and rs.partner_permission_required and move.permission is None:
        _refuse(pos, Code.PARTNER_NOT_ASKED, "partner_permission_required")
    special = _special_hand(pos, move)
    if special is not None:
        after = pos.successor()
        after.special_hand = special  # the hand stays as shown; scoring gives the side the hand's value
        _end_hand(after, seat, False)
        return after
    if _shows_whole_hand(pos, move):  # a special hand meant, but not one of the list's shapes
        _refuse(pos, Code.SPECIAL_HAND_UNKNOWN, "special_hands", cards=len(pos.hands[seat]))
    late = _special_hand(pos, move, melded_or_not=True)
    if late is not None:
        # a special hand of the list, but shown after the side melded: it is shown instead of the initial meld
        rule = "special_hand_courtesy" if len(pos.teams[team]) > 1 else "special_hands"
        _refuse(pos, Code.SPECIAL_HAND_AFTER_MELD, rule, hand=late)
    named = list(_named_cards(move))
    if move.discard is not None:
        named.append(move.discard)
    hand = _remove_from_hand(pos, seat, named)
    left = len(hand) + pos.hidden[seat]
    if left:
        _refuse(pos, Code.GO_OUT_NOT_EMPTY, "go-out-empty", left=left)
    if move.discard is None and rs.go_out_discard_required:
        _refuse(pos, Code.GO_OUT_MUST_DISCARD, "go_out_discard_required")
    if move.discard is not None:
        _check_discard_allowed(pos)
    after = pos.successor()
    after.set_item("hands", seat, hand)
    initial = not pos.has_melded(team)
    laid = _lay(pos, after, move.melds, move.add, True, initial)
    _check_canastas_to_go_out(pos, after, Code.GO_OUT_NEEDS_CANASTA)
    _check_initial(pos, after, laid, waived=_concealed_waiver(pos), going_out=not pos.took_pile_this_turn)
    _check_unfinished(pos, after)
    if move.discard is not None:
        _check_discard(pos, move.discard, going_out=True)
        after.own("discard").append(move.discard)
    _end_hand(after, seat, _was_concealed(pos))
    return after


def _special_hand(pos: Position, move: GoOut, melded_or_not: bool = False) -> str | None:
    """Modern American: a side that has not melded shows its whole hand, with no discard, as a special hand
    (``melded_or_not``: whether or not the side has melded)."""
    if not _shows_whole_hand(pos, move, melded_or_not):
        return None
    rs = pos.ruleset
    return recognise_special_hand([c for meld in move.melds for c in meld], rs.special_hands, rs.zip_code_wild)


def _shows_whole_hand(pos: Position, move: GoOut, melded_or_not: bool = False) -> bool:
    """The move lays the whole hand down at once, with no discard, by a side that has not melded (or, with
    ``melded_or_not``, by any side): the way a special hand is shown, where the rules have special hands."""
    if pos.ruleset.special_hands == "none" or move.discard is not None or move.add:
        return False
    if pos.hidden[pos.turn]:
        return False
    courtesy = pos.ruleset.special_hand_courtesy and pos.turn in pos.courtesy_seats
    if pos.has_melded(pos.team()) and not courtesy and not melded_or_not:
        return False
    return Counter(c for meld in move.melds for c in meld) == Counter(pos.hands[pos.turn])


#: each takes the move of its own type
_HANDLERS: dict[type, Callable[[Position, Any], Position]] = {
    Draw: _draw,
    TakePile: _take_pile,
    MeldMove: _meld,
    Discard: _discard,
    GoOut: _go_out,
}
