"""The guided hand's coach, read from the position: at any learner's turn of any rule system its words are whole
sentences in every language (no placeholder left), name the position's own figures, and say the pile can be taken
exactly when the referee accepts a take."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor import i18n
from tutor.i18n import format_number
from tutor.play.guided import coach_lines
from tutor.play.practice_game import HUMAN_SEAT, PracticeGame, hand_is_over
from tutor.rules.bot import Bot
from tutor.rules.hints import pile_takes
from tutor.rules.referee import rule_on
from tutor.rules.systems import RULE_SYSTEMS
from tutor.words.cards import card_label


def _learner_turn(variant: str, players: int, seed: int, turns: int):
    """A learner's turn of a dealt hand, ``turns`` turns in (the bots playing every seat); None once it is over."""
    game = PracticeGame(variant, players, seed)
    pos = game.deal()
    bot = Bot(random.Random(seed))
    seen = 0
    for _ in range(300):
        if hand_is_over(pos):
            return None
        if pos.turn != HUMAN_SEAT:
            steps = game.bots_play(pos)
            if not steps:
                return None
            pos = steps[-1][3]
            continue
        if seen == turns:
            return pos
        seen += 1
        for move in bot.turn(pos):
            pos = rule_on(pos, move)[1]
    return None


@settings(max_examples=40, deadline=None)
@given(
    variant=st.sampled_from(RULE_SYSTEMS),
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 10_000),
    turns=st.integers(0, 6),
)
def test_the_coach_names_the_figures_of_any_learner_turn_in_every_language(variant, players, seed, turns):
    pos = _learner_turn(variant, players, seed, turns)
    if pos is None:
        return
    try:
        for lang in ("de", "fr", "en"):
            i18n.set_language(lang)
            lines = coach_lines(pos)
            said = " ".join(lines)
            assert lines and all(line.strip() for line in lines)
            assert "{" not in said and "}" not in said, said  # every placeholder filled in this language
            assert f" {pos.ruleset.draw_count} " in said and format_number(pos.stock_size) in said
            top = pos.top
            if top is not None and top.is_natural:
                assert card_label(top) in said
            if not pos.has_melded(pos.team()):
                assert format_number(pos.initial_minimum(pos.team())) in said
        i18n.set_language("en")
        said = " ".join(coach_lines(pos))
        assert ("So you may take it" in said) == bool(pile_takes(pos))  # the referee's own answer, not a rule
    finally:
        i18n.set_language("en")
