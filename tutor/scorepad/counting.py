"""A side's parts of a hand counted from its actual cards, by the shared scorer (``rules.scoring.parts_of``)."""

from __future__ import annotations

from ..rules.cards import Card
from ..rules.melds import Meld
from ..rules.notation import table_meld
from ..rules.scoring import SideParts, parts_of
from ..rules.state import PLAY, Position
from .game import Game


def parts_from_cards(game: Game, team: int, melds: list[list[Card]], hand: list[Card]) -> SideParts:
    """The parts of ``team``'s hand whose melds on the table and cards left in hand are given;
    :class:`~tutor.rules.errors.InputError` naming the meld if one could not lie on the table."""
    rs = game.ruleset
    seats = game.teams[team]
    hands: list[list[Card]] = [[] for _ in range(rs.players)]
    hands[seats[-1]] = list(hand)  # whose hand they are in does not change the count
    sides: list[list[Meld]] = [[] for _ in game.teams]
    sides[team] = [table_meld(list(meld), rs, team, m) for m, meld in enumerate(melds)]
    position = Position(
        ruleset=rs,
        teams=game.teams,
        hands=hands,
        hidden=[0] * rs.players,
        stock=[],
        stock_hidden=0,
        discard=[],
        melds=sides,
        red_threes=[[] for _ in game.teams],
        scores=[0] * len(game.teams),
        turn=seats[0],
        phase=PLAY,
    )
    return parts_of(position, team)
