"""Properties that hold for any position and any move: fuzzed with hypothesis and self-play."""

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.rules.bot import Bot, deal, play_hand
from tutor.rules.cards import CARDS
from tutor.rules.moves import Addition, Discard, Draw, GoOut, MeldMove, TakePile
from tutor.rules.notation import PositionError, dumps, read_position
from tutor.rules.presets import PRESETS
from tutor.rules.referee import MoveInputError, rule_on
from tutor.rules.state import ENDED
from tutor.rules.variants import Ruleset

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def census(pos) -> Counter:
    """Every known card plus the unknown ones, as a multiset (unknown counted under None)."""
    cards = Counter(pos.all_cards())
    cards[None] = sum(pos.hidden) + pos.stock_hidden
    return cards


def mid_game(seed: int, players: int, variant: str = "classic", turns: int | None = None):
    rng = random.Random(seed)
    rs = Ruleset.build(variant, players)
    pos = deal(rs, rng)
    bot = Bot(rng)
    for _ in range(rng.randrange(0, 30) if turns is None else turns):
        if pos.phase == ENDED:
            break
        for move in bot.turn(pos):
            pos = rule_on(pos, move)[1]
    return pos, rng


def random_move(pos, rng):
    hand = pos.hands[pos.turn]
    pick = lambda k: rng.sample(hand, min(k, len(hand)))  # noqa: E731
    kind = rng.randrange(6)
    if kind == 0:
        return Draw(seat=rng.choice([None, pos.turn, (pos.turn + 1) % pos.players]))
    if kind == 1:
        return TakePile(with_=tuple(pick(rng.randrange(0, 4))), to=rng.choice([None, 0, 1]))
    if kind == 2:
        return MeldMove(melds=tuple(tuple(pick(rng.randrange(1, 5))) for _ in range(rng.randrange(1, 3))))
    if kind == 3:
        return MeldMove(add=(Addition(to=rng.randrange(3), cards=tuple(pick(2)), team=rng.choice([None, 0, 1])),))
    if kind == 4:
        return Discard(card=rng.choice(hand or list(CARDS)))
    return GoOut(
        melds=(tuple(pick(3)),), discard=rng.choice(hand) if hand else None, permission=rng.choice([None, "yes", "no"])
    )


class TestMoves:
    @SETTINGS
    @given(st.integers(0, 10**9), st.integers(2, 6), st.sampled_from(sorted(PRESETS)))
    def test_any_move_gets_a_verdict_and_conserves_cards(self, seed, players, variant):
        if players not in PRESETS[variant].players:
            return
        pos, rng = mid_game(seed, players, variant)
        before_text = dumps(pos)
        before = census(pos)
        for _ in range(5):
            move = random_move(pos, rng)
            try:
                verdict, after = rule_on(pos, move)
            except MoveInputError:
                assert dumps(pos) == before_text
                continue
            if after is None:
                assert not verdict.legal and verdict.violations[0].code
                assert dumps(pos) == before_text, "a refused move changed the position"
            else:
                assert verdict.legal
                assert census(after) == before, "a legal move created or lost a card"
                # the new position shares lists with the old one: changing it must not change the old
                assert dumps(pos) == before_text, "a legal move changed the position it was made in"

    @SETTINGS
    @given(st.integers(0, 10**9), st.integers(2, 6))
    def test_round_trip_through_the_format(self, seed, players):
        pos, _ = mid_game(seed, players)
        text = dumps(pos)
        again = read_position(text).position
        assert dumps(again) == text


def _mutate(value, rng):
    choices = [None, -1, 10**12, "KS", "XX", [], {}, True, 3.5, ["JK"] * 9, [[["KS"]]]]
    if isinstance(value, dict) and value:
        key = rng.choice(list(value))
        value = dict(value)
        value[key] = _mutate(value[key], rng) if rng.random() < 0.6 else rng.choice(choices)
        return value
    if isinstance(value, list) and value:
        value = list(value)
        i = rng.randrange(len(value))
        value[i] = _mutate(value[i], rng) if rng.random() < 0.6 else rng.choice(choices)
        return value
    return rng.choice(choices)


class TestFuzzedInput:
    @SETTINGS
    @given(st.integers(0, 10**9))
    def test_verdict_or_clean_error(self, seed):
        rng = random.Random(seed)
        pos, _ = mid_game(seed, 4, turns=rng.randrange(0, 8))
        data = json.loads(dumps(pos))
        data["move"] = {
            "action": rng.choice(["draw", "take-pile", "meld", "discard", "go-out"]),
            "with": [c.text for c in pos.hands[pos.turn][:2]],
            "card": "5S",
            "melds": [[c.text for c in pos.hands[pos.turn][:3]]],
        }
        for _ in range(rng.randrange(1, 4)):
            data = _mutate(data, rng)
        try:
            loaded = read_position(json.dumps(data))
        except PositionError as exc:
            assert str(exc) and "\n" not in str(exc)
            return
        for move in loaded.moves:
            try:
                rule_on(loaded.position, move)
            except MoveInputError as exc:
                assert exc.field.startswith("move")

    @given(st.text(max_size=200))
    @settings(max_examples=100, deadline=None)
    def test_arbitrary_text(self, text):
        try:
            read_position(text)
        except PositionError:
            pass


class TestSelfPlay:
    def test_many_hands_every_player_count(self):
        """Whole hands through the referee: no exception, every move legal, cards conserved."""
        rng = random.Random(7)
        for players in range(2, 7):
            for _ in range(8):
                result = play_hand(Ruleset.build("classic", players), rng)
                pos = result.position
                assert sum(census(pos).values()) == pos.ruleset.deck_size
                assert result.turns > 0

    def test_a_hand_leaves_every_earlier_position_as_it_was(self):
        """Positions share unchanged lists with the one before: a whole hand of moves, the talon and
        drawn threes included, must leave each earlier position exactly as it was written."""
        for variant in sorted(PRESETS):
            rng = random.Random(11)
            players = max(PRESETS[variant].players)
            pos = deal(Ruleset.build(variant, players), rng)
            bot = Bot(rng)
            seen = []
            for _turn in range(200):
                steps = bot.play_turn(pos) if pos.phase != ENDED else []
                if not steps:
                    break
                for _move, after in steps:
                    seen.append((pos, dumps(pos)))
                    pos = after
            assert len(seen) > 20
            for earlier, text in seen:
                assert dumps(earlier) == text


def test_what_would_have_been_legal_offers_each_play_once():
    """A refused Samba meld 2♣ 4♥ 5♥ 6♥ offered "meld 4♥ 5♥ 6♥" three times (without the wild card, without the
    two, one card smaller): over dealt hands of every system, every refused meld of three to five of the hand's
    cards is offered nearest moves that are all different plays."""
    import random

    from tutor.rules.alternatives import _same_play, nearest_legal
    from tutor.rules.deal import deal
    from tutor.rules.moves import Draw, MeldMove
    from tutor.rules.presets import PRESETS
    from tutor.rules.referee import apply, check
    from tutor.rules.variants import Ruleset

    rng = random.Random(7)
    tried = 0
    for variant in PRESETS:
        for _hand in range(6):
            position = apply(deal(Ruleset.build(variant, 4), rng), Draw())
            hand = position.hands[position.turn]
            for _move in range(8):
                move = MeldMove(melds=(tuple(rng.sample(hand, rng.randint(3, min(5, len(hand))))),))
                if check(position, move).legal:
                    continue
                offered = nearest_legal(position, move, limit=10)
                tried += 1
                assert len({_same_play(m) for m in offered}) == len(offered), (variant, move, offered)
    assert tried > 50
