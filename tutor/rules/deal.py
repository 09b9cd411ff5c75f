"""The deal: the packs shuffled and cut, the hands dealt, threes laid out and replaced, the upcard turned.

Every new hand goes through :func:`deal_deck`, the practice table's and the self-played hands' alike.
"""

from __future__ import annotations

import random

from .cards import CARDS, JOKER, Card
from .state import Position
from .variants import Ruleset


def deal(
    ruleset: Ruleset,
    rng: random.Random,
    scores: list[int] | None = None,
    first: int = 0,
    sitting_out: tuple[int, ...] = (),
) -> Position:
    """Shuffle the packs, cut where the rules give the cut a meaning, and deal (see :func:`deal_deck`)."""
    deck = [c for c in CARDS for _ in range(ruleset.copies(c))]
    rng.shuffle(deck)
    cut = rng.randrange(1, len(deck)) if ruleset.cut_joker_to_cutter else None
    return deal_deck(ruleset, deck, cut, scores, first, sitting_out)


def pair_sitting_out(ruleset: Ruleset, hand_number: int) -> tuple[int, ...]:
    """The pair that sits out the ``hand_number``-th hand of a game (from 1), where six players play as three
    pairs and one pair sits out each hand (``six_players_pair_sits_out``): the third pair first, then each pair
    in turn, so that the pair of seat 0 plays the first hand; () where everyone plays."""
    teams = ruleset.default_teams()
    if not ruleset.six_players_pair_sits_out or ruleset.players != 6 or len(teams) != 3:
        return ()
    return teams[(hand_number + 1) % 3]


def dealer_and_cutter(players: int, first: int = 0) -> tuple[int, int]:
    """Seat ``first`` plays first, so the dealer sits just before it in turn order and the cutter before the
    dealer.

    (The strict version has the player on the dealer's left cut and the one on his right begin.)
    """
    dealer = (first - 1) % players
    return dealer, (dealer - 1) % players


def deal_deck(
    ruleset: Ruleset,
    deck: list[Card],
    cut: int | None = None,
    scores: list[int] | None = None,
    first: int = 0,
    sitting_out: tuple[int, ...] = (),
) -> Position:
    """Deal from ``deck`` (top card last) as the rules in force say; every deal goes through here.

    - ``cut``: how many cards the cutter lifts off the top. Where a joker under the cut goes to the
      cutter, a joker at the bottom of the lifted part is his, as one of his cards.
    - Threes that the rules lay out go in front of the side: the dealer replaces them at once during
      the deal, or each player replaces them from the stock after the deal (the upcard turned first).
    - The upcard: none, or turned and covered while it is a wild card (or a red three).
    - ``first``: the seat that plays first; the dealer sits just before it, and the cards go round from it.
    - ``sitting_out``: the pair that sits this hand out (:func:`pair_sitting_out`): dealt no cards and passed by
      in turn; a ``first`` among them gives the first turn to the next seat that plays.
    """
    rs = ruleset
    stock = list(deck)
    teams = rs.default_teams()
    pos = Position(
        ruleset=rs,
        teams=teams,
        hands=[[] for _ in range(rs.players)],
        hidden=[0] * rs.players,
        stock=stock,
        stock_hidden=0,
        discard=[],
        melds=[[] for _ in teams],
        red_threes=[[] for _ in teams],
        scores=list(scores or [0] * len(teams)),
        melded_seats=frozenset(),
        sitting_out=frozenset(sitting_out),
    )
    if first in pos.sitting_out:
        first = pos.next_seat(first)
    if cut is not None and 0 < cut < len(stock):
        stock[:] = stock[-cut:] + stock[:-cut]  # the lifted part goes under the rest
        if rs.cut_joker_to_cutter and stock[0] is JOKER:
            pos.hands[dealer_and_cutter(rs.players, first)[1]].append(stock.pop(0))

    by_dealer = rs.deal_threes_replaced_by == "dealer"

    def deal_one(seat: int) -> None:
        while stock:
            card = stock.pop()
            if by_dealer and rs.laid_out(card):
                pos.laid_out_threes(pos.team(seat), card).append(card)
                continue  # the dealer gives the replacement at once
            pos.hands[seat].append(card)
            return

    # from the dealer's left, the player who begins, round the table
    order = [(first + i) % rs.players for i in range(rs.players) if (first + i) % rs.players not in pos.sitting_out]
    pos.turn = first
    for _ in range(rs.hand_size):
        for seat in order:
            if len(pos.hands[seat]) < rs.hand_size:
                deal_one(seat)

    if rs.upcard != "none":
        covered = (lambda c: c.is_wild or c.is_red_three) if rs.upcard == "cover-wild-red-three" else (lambda c: c.is_wild)
        while stock:
            card = stock.pop()
            pos.discard.append(card)
            if not covered(card):
                break

    for seat in order:  # each player replaces the threes left in the hand from the stock
        while stock and any(rs.laid_out(c) for c in pos.hands[seat]):
            threes = [c for c in pos.hands[seat] if rs.laid_out(c)]
            pos.hands[seat] = [c for c in pos.hands[seat] if not rs.laid_out(c)]
            for three in threes:
                pos.laid_out_threes(pos.team(seat), three).append(three)
            pos.hands[seat].extend(stock.pop() for _ in threes if stock)
    return pos
