"""Guided whole hands: one prepared deal per rule system, played from the deal to the score sheet with the
learner at the bottom and the computer in the other seats. At each of the learner's turns the coach names the
rule that decides what is possible in that system; at the end the score sheet says what each line counts.

>>> sorted(DEALS) == sorted(COACH)
True
"""

from __future__ import annotations

from ..i18n import N_

#: per rule system, the prepared deal: (players, the deal's seed); the same cards every time
DEALS: dict[str, tuple[int, int]] = {
    "classic": (4, 1001),
    "samba": (4, 2002),
    "modern-american": (4, 3003),
    "strict": (2, 4004),
}

#: per rule system, what the coach says at each of the learner's turns (the rule that decides what is possible)
COACH: dict[str, str] = {
    "classic": N_(
        "Coach, hand {hand}: draw one card or take the pile. The pile freezes under a wild card or a red three, and "
        "until your side has opened: then only a natural pair of the top card's rank takes it."
    ),
    "samba": N_(
        "Coach, hand {hand}: in Samba a draw brings two cards, and the pile takes a natural pair of the top card's "
        "rank. Sequences of one suit count; going out needs two canastas."
    ),
    "modern-american": N_(
        "Coach, hand {hand}: open from the hand before the turn card is drawn and the bonus cards (the talon) are "
        "yours. The pile needs a natural pair from the hand; going out needs two canastas."
    ),
    "strict": N_(
        "Coach, hand {hand}: draw two cards or take the pile. A black three, a two or a joker discarded locks the "
        "pile: then both matching cards must come from your hand."
    ),
}


def deal_of(variant: str) -> tuple[int, int]:
    """(players, seed) of the guided hand of ``variant``."""
    return DEALS[variant]
