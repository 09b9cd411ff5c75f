"""An exercise's face-down stock made of real cards, so that what the learner draws shows in the hand."""

from __future__ import annotations

import random
from collections import Counter

from ..rules.cards import CARDS, sorted_cards
from ..rules.notation import read_position


def revealed_stock(data: dict, seed: str) -> dict:
    """The exercise's position with its face-down stock made of real cards, so that a card the learner draws
    shows face up in their hand. The cards come from those the position does not show anywhere, in an order
    fixed by ``seed``; a position whose stock is already known, or that leaves too few unseen cards, is
    returned as it is."""
    try:
        position = read_position(data).position
    except ValueError:  # a broken exercise: it reports its own error when it is loaded
        return data
    if position.stock_hidden == 0 or position.stock:
        return data
    unseen = Counter({card: position.ruleset.copies(card) for card in CARDS})
    unseen.subtract(Counter(position.all_cards()))
    pool = sorted_cards(unseen.elements())
    if len(pool) < position.stock_hidden:
        return data
    random.Random(seed).shuffle(pool)
    return dict(data, stock=[str(card) for card in pool[: position.stock_hidden]])
