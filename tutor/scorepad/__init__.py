"""The score pad: the score of a real game at the table, kept by the rule system being played (no Qt)."""

from .game import Game, GameStore, HandEntry, ScorePadError

__all__ = ["Game", "GameStore", "HandEntry", "ScorePadError"]
