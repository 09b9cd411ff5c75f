"""Two readings together: whatever pair a ruling names makes the refused move legal, while neither of its readings
does alone, and it is named only where no single reading is enough (random positions of every rule system)."""

from __future__ import annotations

import random

import pytest

from tests.support.hint_oracle import varied_positions
from tutor.rules.moves import GoOut, MeldMove, TakePile
from tutor.rules.presets import PRESETS
from tutor.rules.readings import combined_readings, other_readings
from tutor.rules.referee import MoveInputError, play
from tutor.rules.variants import Ruleset, jsonable


def _attempt(pos, rng):
    """A move a player might well try: the pile with the hand's cards of its top card's rank (a wild card perhaps
    with them), or a meld of a rank the hand holds two or more of, with a wild card or two perhaps."""
    hand = pos.hands[pos.turn]
    wilds = [c for c in hand if c.is_wild]
    if pos.phase == "draw":
        top = pos.top
        same = [c for c in hand if top is not None and c.rank is top.rank and not c.is_wild]
        if not same:
            return None
        extra = wilds[: rng.randrange(0, 2)] if len(same) < 2 or rng.random() < 0.3 else []
        return TakePile(with_=(*same[:2], *extra))
    by_rank: dict = {}
    for card in hand:
        if not card.is_wild and not card.is_three:
            by_rank.setdefault(card.rank, []).append(card)
    groups = [cards for cards in by_rank.values() if len(cards) >= 2]
    if not groups:
        return None
    cards = (*rng.choice(groups), *wilds[: rng.randrange(0, 3)])
    if len(cards) < 3:
        return None
    return GoOut(melds=(cards,)) if len(cards) == len(hand) else MeldMove(melds=(cards,))


def _legal_under(pos, move, overrides) -> bool:
    other = pos.copy()
    rs = pos.ruleset
    kept = {name: jsonable(getattr(rs, name)) for name in rs.overridden}
    other.ruleset = Ruleset.build(rs.variant, rs.players, {**kept, **overrides})
    return play(other, [move]).legal


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_a_pair_named_is_legal_together_and_neither_alone(variant):
    rng = random.Random(7 + sorted(PRESETS).index(variant))
    tried = named = 0
    for pos in varied_positions(variant, rng):
        if tried == 60:
            break
        move = _attempt(pos, rng)
        if move is None:
            continue
        try:
            if play(pos, [move]).legal:
                continue
        except MoveInputError:
            continue
        tried += 1
        pairs = combined_readings(pos, [move])
        if pairs:
            assert not any(r.legal for r in other_readings(pos, [move], False))
        for pair in pairs:
            named += 1
            first, second = pair.readings
            assert first.option != second.option
            both = {first.option: jsonable(first.value), second.option: jsonable(second.value)}
            assert _legal_under(pos, move, both)
            assert not _legal_under(pos, move, {first.option: jsonable(first.value)})
            assert not _legal_under(pos, move, {second.option: jsonable(second.value)})
    assert tried == 60
    if variant == "classic":  # the seed's positions name some pairs: the checks above are not empty
        assert named
