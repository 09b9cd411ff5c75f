"""A saved position rules exactly as the unsaved one, over random games under random rules (a property)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.robustness.save_reload import differences, random_ruleset


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_a_saved_position_rules_as_the_unsaved_one(seed):
    rng = random.Random(seed)
    ruleset = random_ruleset(rng)
    found = list(differences(ruleset, rng))
    assert not found, found[:3]
