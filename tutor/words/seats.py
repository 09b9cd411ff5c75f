"""Seats as people name them, and where each sits around the table as seen from one seat.

Play passes to the left (canasta.ch, règle-fr), so the next seat in turn sits on the left of the
seat before it. With a learner, seats are named from the learner's chair ("You", "Partner", "Left
opponent" …); in a dispute position, where nobody is "you", they are "Player 1 … n" (1-based,
never the file's 0-based numbers).

>>> from tutor import i18n
>>> i18n.set_language("en")
>>> seat_names(4, 0)
['You', 'Left opponent', 'Partner', 'Right opponent']
>>> seat_names(3, None)
['Player 1', 'Player 2', 'Player 3']
>>> around(6, 0)
['bottom', 'bottom-left', 'top-left', 'top', 'top-right', 'bottom-right']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..i18n import N_, _

if TYPE_CHECKING:
    from ..rules.state import Position

#: where seats sit, seen from the bottom seat, for each number of players (play goes to the left)
PLACES = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top-left", "top-right", "right"),
    6: ("bottom", "bottom-left", "top-left", "top", "top-right", "bottom-right"),
}


def around(players: int, bottom: int) -> list[str]:
    """For each seat (by its index), its place at the table when ``bottom`` sits at the bottom."""
    places = PLACES[players]
    return [places[(seat - bottom) % players] for seat in range(players)]


#: a seat's name by its place and whether it plays with you
_NAMES = {
    ("left", False): N_("Left opponent"),
    ("left", True): N_("Left partner"),
    ("right", False): N_("Right opponent"),
    ("right", True): N_("Right partner"),
    ("top", False): N_("Opponent across"),
    ("top", True): N_("Partner"),
    ("top-left", False): N_("Opponent top left"),
    ("top-left", True): N_("Partner top left"),
    ("top-right", False): N_("Opponent top right"),
    ("top-right", True): N_("Partner top right"),
    ("bottom-left", False): N_("Left opponent"),
    ("bottom-left", True): N_("Left partner"),
    ("bottom-right", False): N_("Right opponent"),
    ("bottom-right", True): N_("Right partner"),
}


def seat_names(players: int, learner: int | None, teams=None) -> list[str]:
    """Each seat's name for the person at the table (``learner``), or "Player n" without one.

    ``teams`` (the position's) decides who is a partner; by default the classic partnerships.
    """
    if learner is None:
        return [player_name(seat) for seat in range(players)]
    if teams is None:
        from ..rules.variants import Ruleset

        teams = Ruleset.build("classic", players).default_teams()
    team_of = {seat: t for t, seats in enumerate(teams) for seat in seats}
    places = around(players, learner)
    names = []
    for seat in range(players):
        if seat == learner:
            names.append(_("You"))
        elif players == 2:
            names.append(_("Opponent"))
        else:
            names.append(_(_NAMES[(places[seat], team_of[seat] == team_of[learner])]))
    return names


def player_name(seat: int) -> str:
    """A seat in a position nobody sits at: "Player 1" for seat 0."""
    return _("Player {n}").format(n=seat + 1)


def side_label(seats, names: Sequence[str]) -> str:
    """A side named by its players: "You & Partner", "Player 2 & Player 4", "Player 3"."""
    return _(" & ").join(names[seat] for seat in seats)


def side_title(position: Position, team: int, learner: int | None) -> str:
    """A side as the score sheet and the counting drill name it, short enough for a column's head: a player alone
    by the name the table gives them ("You", "Opponent", "Left opponent"); a partnership as the learner's own side,
    or the others by the number the table gives them ("Side 2")."""
    seats = position.teams[team]
    if position.plays_alone(team):
        return seat_names(position.players, learner, position.teams)[seats[0]]
    if learner is not None and learner in seats:
        return _("Your side")
    return _("Side {n}").format(n=team + 1)
