"""Positions that several tests, and the screenshots of docs/table-rules.md, play out."""

from __future__ import annotations

import json

#: Classic Canasta: the player to move can take the pile (a king on top) onto the kings already melded. The sources
#: agree that this is legal; canasta.ch lists the refusal as a house variation.
ONTO_MELD = {
    "format": "canasta-position/1",
    "variant": "classic",
    "players": 4,
    "hands": [["5S", "6H", "8C", "9D", "4D", "7C", "7D", "JS", "10D", "QH", "AC"], 11, 11, 11],
    "stock": 40,
    "discard": ["5C", "8H", "KH"],
    "melds": [[["KS", "KD", "KC"]], []],
}
#: the same position as a file for the referee: the move to rule on is taking the pile
ONTO_MELD_TAKE_PILE = {**ONTO_MELD, "move": {"action": "take-pile", "to": 0}}

#: a frozen pile with a king on top, the kings melded, and taking the pile onto a meld refused by the table: only
#: two readings together make taking the pile legal
FROZEN_DEEP = {
    "format": "canasta-position/1",
    "variant": "classic",
    "players": 4,
    "hands": [["5S", "6H", "8C"], 11, 11, 11],
    "stock": 40,
    "discard": ["4C", "2D", "6D", "KH"],
    "melds": [[["KS", "KD", "KC"]], []],
    "options": {"pile_onto_existing_meld": False},
}

#: the player to move opens by taking the pile (a seven on top) with two sevens and two deuces: 55 points
TAKE_TO_OPEN = {
    "format": "canasta-position/1",
    "players": 4,
    "turn": 0,
    "scores": [0, 0],
    "hands": [["7C", "7D", "2C", "2D", "2H", "2S", "8C", "10S", "KC", "AS", "JD"], 11, 11, 11],
    "discard": ["5H", "7S"],
    "stock": 40,
}

#: Modern American at six with the pair of seats 2 and 5 sitting this hand out (a house reading); seat 0 to discard
SIX_PAIR_SITTING_OUT = {
    "format": "canasta-position/1",
    "variant": "modern-american",
    "players": 6,
    "options": {"six_players_pair_sits_out": True},
    "turn": 0,
    "phase": "play",
    "hands": [["KS", "KH", "5C", "6D"], 13, 0, 13, 13, 0],
    "stock": 40,
    "discard": ["4C"],
    "melds": [[], [], []],
    "scores": [0, 0, 0],
    "sitting_out": [2, 5],
}

#: two players: taking the frozen pile (a deuce in it, a king on top) with a king and a wild card, which is refused
FROZEN_TAKEN_WITH_A_WILD = {
    "format": "canasta-position/1",
    "players": 2,
    "hands": [["KS", "KH", "2C", "5D"], 9],
    "stock": 40,
    "discard": ["4C", "2D", "KD"],
    "melds": [[["QS", "QH", "QD"]], []],
    "move": {"action": "take-pile", "with": ["KS", "2C"]},
}


def take_pile_onto_meld(window):
    """Lay ``ONTO_MELD`` out on the main window's table and take the pile there; the table's verdict."""
    from tutor.rules.moves import TakePile
    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(json.dumps(ONTO_MELD)))
    return window.table.attempt(TakePile(to=0))
