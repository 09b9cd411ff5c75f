"""A simple player that only makes moves the referee accepts, and whole self-played hands.

The bot is deliberately plain: take the pile when a hint allows it, otherwise
draw; lay down what it can; discard its least useful card. It exists to play
through the referee at speed and to give the practice table opponents.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import JOKER, Card, Rank, sorted_cards
from .deal import deal
from .hints import meld_options_ruled, pile_takes, pile_takes_ruled
from .melds import WILD
from .moves import Discard, Draw, GoOut, Move
from .referee import rule_on
from .special_hands import groups as special_hand_groups
from .special_hands import recognise as recognise_special_hand
from .state import DRAW, ENDED, PLAY, Position
from .variants import CARD_POINTS, Ruleset


@dataclass
class Bot:
    rng: random.Random

    def turn(self, pos: Position) -> list[Move]:
        """The moves of one whole turn, each legal when made in order."""
        return [move for move, _after in self.play_turn(pos)]

    def play_turn(self, pos: Position) -> list[tuple[Move, Position]]:
        """One whole turn as (move, position after it): the referee already ruled on each, so whoever
        plays the turn need not ask again."""
        steps: list[tuple[Move, Position]] = []
        if pos.phase == DRAW:
            chosen = self._first_that_can_end(self._worth_it(pos, pile_takes_ruled(pos)))
            if chosen is None and pos.stock_size == 0:  # nothing to draw: any take beats a stuck turn
                chosen = self._first_that_can_end(pile_takes_ruled(pos))
            move, after = chosen if chosen else (Draw(), rule_on(pos, Draw())[1])
            if after is None:
                return steps
            steps.append((move, after))
            pos = after
            if pos.phase == ENDED:
                return steps
        special = self._special_hand(pos)
        if special is not None:
            after = rule_on(pos, special)[1]
            if after is not None:
                steps.append((special, after))
                return steps
        for _ in range(4):
            chosen = self._first_that_can_end(self._worth_it(pos, meld_options_ruled(pos)))
            if chosen is None:
                break
            steps.append(chosen)
            pos = chosen[1]
            if pos.phase == ENDED:
                return steps
        if pos.phase != PLAY:
            return steps
        hand = pos.hands[pos.turn]
        if len(hand) == 1:
            after = rule_on(pos, GoOut(discard=hand[0]))[1]
            if after is not None:
                steps.append((GoOut(discard=hand[0]), after))
                return steps
        for card in self._discard_order(pos):
            after = rule_on(pos, Discard(card))[1]
            if after is not None:
                steps.append((Discard(card), after))
                return steps
        return steps

    def _first_that_can_end(self, ruled: Iterable[tuple[Move, Position]]) -> tuple[Move, Position] | None:
        """The first of the referee's accepted moves that still leaves a way to end the turn."""
        for move, after in ruled:
            if self._can_end_turn(after):
                return move, after
        return None

    @staticmethod
    def _worth_it(pos: Position, ruled: Iterable[tuple[Move, Position]]) -> Iterable[tuple[Move, Position]]:
        """Leave out moves that start a meld the rules punish if it is not finished (Modern American:
        sevens, natural aces, wild cards) unless it goes down complete: such melds sink a side's score."""
        rs = pos.ruleset
        if not (rs.unfinished_wild_penalty or rs.unfinished_sevens_penalty or rs.unfinished_aces_penalty):
            return ruled
        team = pos.team()
        punished = {
            WILD: rs.unfinished_wild_penalty,
            Rank.SEVEN: rs.unfinished_sevens_penalty,
            Rank.ACE: rs.unfinished_aces_penalty,
        }

        def starts_one(after: Position) -> bool:
            for meld in after.melds[team][len(pos.melds[team]) :]:  # new melds come last
                if meld.is_canasta:
                    continue
                if (
                    (meld.kind == WILD and punished[WILD])
                    or (meld.rank is Rank.SEVEN and punished[Rank.SEVEN])
                    or (meld.rank is Rank.ACE and meld.is_natural and punished[Rank.ACE])
                ):
                    return True
            return False

        return ((move, after) for move, after in ruled if not starts_one(after))

    @staticmethod
    def _can_end_turn(pos: Position) -> bool:
        """Whether some card can still end the turn. Modern American can leave a player stuck: melding down
        to a last card while a special meld is unfinished, or holding only cards barred from an empty pile."""
        if pos.phase != PLAY or not pos.hands[pos.turn]:
            return True
        hand = pos.hands[pos.turn]
        if len(hand) >= 2 and not pos.no_discard and pos.ruleset.discard_restrictions == "none":
            return True  # without discard restrictions, any card of two or more can be discarded
        if any(rule_on(pos, Discard(card))[1] is not None for card in dict.fromkeys(hand)):
            return True
        return len(hand) == 1 and rule_on(pos, GoOut(discard=hand[0]))[1] is not None

    @staticmethod
    def _special_hand(pos: Position) -> GoOut | None:
        """Show the whole hand at once if it is a special hand and the side has not melded."""
        if pos.ruleset.special_hands == "none" or pos.has_melded(pos.team()):
            return None
        hand = pos.hands[pos.turn]
        name = recognise_special_hand(hand, pos.ruleset.special_hands, pos.ruleset.zip_code_wild)
        return GoOut(melds=tuple(special_hand_groups(hand, name))) if name else None

    def _discard_order(self, pos: Position) -> list[Card]:
        """Singletons of low value first; wild cards and pairs last."""
        hand = pos.hands[pos.turn]
        counts: dict = {}
        for card in hand:
            counts[card.rank] = counts.get(card.rank, 0) + 1
        points = CARD_POINTS[pos.ruleset.card_values]

        held_penalty = pos.ruleset.held_aces_sevens_penalty  # three or more aces or sevens left in hand cost dearly

        def keep_value(card: Card) -> tuple:
            if held_penalty and card.rank in (Rank.ACE, Rank.SEVEN) and counts[card.rank] >= 3:
                return (False, 0, 0, self.rng.random())
            return (card.is_wild or card is JOKER, counts[card.rank], points[card], self.rng.random())

        distinct = dict.fromkeys(sorted_cards(hand))  # a fixed order, so a seeded game replays the same
        return sorted(distinct, key=keep_value)


@dataclass(frozen=True)
class HandResult:
    turns: int
    moves: int
    position: Position
    went_out: int | None


def mid_hand(ruleset: Ruleset, rng: random.Random, turns: int) -> Position:
    """A fresh deal played on by bots for ``turns`` turns (fewer if the hand ends first): a position
    from a real game, for tests and benchmarks."""
    pos = deal(ruleset, rng)
    bot = Bot(rng)
    for _ in range(turns):
        if pos.phase == ENDED:
            break
        steps = bot.play_turn(pos)
        if not steps:
            break
        pos = steps[-1][1]
    return pos


def play_hand(ruleset: Ruleset, rng: random.Random, max_turns: int = 1000) -> HandResult:
    """Deal and play one hand to its end with bots in every seat."""
    pos = deal(ruleset, rng)
    bot = Bot(rng)
    turns = moves = 0
    while pos.phase != ENDED and turns < max_turns:
        if pos.phase == DRAW and pos.stock_size == 0 and not pile_takes(pos):
            break  # the stock is exhausted and the pile cannot be taken: the hand ends
        steps = bot.play_turn(pos)
        if not steps:
            break
        pos = steps[-1][1]  # each step was ruled on when the bot chose it
        turns += 1
        moves += len(steps)
        if pos.phase == PLAY:
            break  # a turn that could not end (no legal discard): stop the hand rather than loop
    return HandResult(turns, moves, pos, pos.went_out)
