"""A game on the score pad: its rules, players and sides, and each hand entered by its parts.

Scores are never worked out here: every hand goes through ``tutor.rules.scoring.score_from_parts``,
the same function that scores a hand given card by card, so the pad and the referee always agree.

>>> game = Game.new("classic", 4, names=["Ann", "Ben", "Cleo", "Dan"])
>>> hand = [SideParts(melded=160, canastas={"natural": 1}, red_threes=1, went_out=True),
...         SideParts(melded=85, in_hand=45)]
>>> game.add_hand(hand)
>>> [t.total for t in game.scores(0)], game.totals(), game.dealer(), game.next_minimums()
([860, 40], [860, 40], 1, [50, 50])
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..rules.errors import N_, InputError
from ..rules.scoring import SideParts, TeamScore, canasta_kinds, score_from_parts, winners
from ..rules.special_hands import SPECIAL_HAND_VALUES
from ..rules.variants import Ruleset
from ..storage import UnreadableFile, data_dir, load_json_object, set_aside, write_atomic

FORMAT = "canasta-scorepad/1"


class ScorePadError(InputError):
    """A hand or game the rules make impossible; ``field`` names the side and part."""


#: a hand as the pad stores it: one SideParts per side
HandEntry = list[SideParts]


@dataclass
class Game:
    variant: str
    players: int
    names: list[str]
    team_names: list[str]
    target: int
    first_dealer: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    hands: list[HandEntry] = field(default_factory=list)
    id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    title: str = ""

    # -- making one ------------------------------------------------------------------------------

    @classmethod
    def new(cls, variant: str, players: int, names: list[str] | None = None, team_names: list[str] | None = None,
            target: int | None = None, first_dealer: int = 0, options: dict | None = None) -> Game:
        rs = Ruleset.build(variant, players, options or {})
        teams = rs.default_teams()
        names = list(names or [""] * players)
        if len(names) != players:
            raise ScorePadError("names", N_("one name per player: {count}"), count=players)
        return cls(variant=variant, players=players, names=names,
                   team_names=list(team_names or [""] * len(teams)), target=target or rs.target_score,
                   first_dealer=first_dealer % players, options=dict(options or {}))

    @property
    def ruleset(self) -> Ruleset:
        return Ruleset.build(self.variant, self.players, {**self.options, "target_score": self.target})

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self.ruleset.default_teams()

    # -- hands -----------------------------------------------------------------------------------

    def check(self, hand: HandEntry) -> None:
        """Refuse a hand that cannot have happened under the rules, with the reason."""
        rs = self.ruleset
        if len(hand) != len(self.teams):
            raise ScorePadError("hand", N_("one entry per side: {count}"), count=len(self.teams))
        out = [i for i, side in enumerate(hand) if side.went_out]
        if len(out) > 1:
            raise ScorePadError(f"sides[{out[1]}].went_out", N_("only one side can go out in a hand"))
        kinds = canasta_kinds(rs)
        red_threes = 0
        for i, side in enumerate(hand):
            where = f"sides[{i}]"
            for name in ("melded", "red_threes", "black_threes", "in_hand"):
                if getattr(side, name) < 0:
                    raise ScorePadError(f"{where}.{name}", N_("cannot be negative"))
            for kind, count in side.canastas.items():
                if kind not in kinds:
                    raise ScorePadError(f"{where}.canastas", N_("these rules have no such canasta"))
                if count < 0:
                    raise ScorePadError(f"{where}.canastas", N_("cannot be negative"))
            red_threes += side.red_threes
            if side.black_threes and rs.threes_laid_out != "red-and-black":
                raise ScorePadError(f"{where}.black_threes", N_("these rules do not lay out black threes"))
            if side.concealed and not side.went_out:
                raise ScorePadError(f"{where}.concealed", N_("only the side that went out can have gone out concealed"))
            if side.special_hand is not None:
                if side.special_hand not in SPECIAL_HAND_VALUES[rs.special_hands]:
                    raise ScorePadError(f"{where}.special_hand", N_("these rules have no such special hand"))
                if not side.went_out:
                    raise ScorePadError(f"{where}.special_hand", N_("a special hand ends the hand: that side went out"))
                continue
            canastas = sum(side.canastas.values())
            if side.melded < 35 * canastas:  # seven fours or fives are the cheapest canasta
                raise ScorePadError(f"{where}.melded", N_("too few points for the canastas on the table"))
            need = max(1, rs.canastas_to_go_out)
            if side.went_out and canastas < need:
                raise ScorePadError(f"{where}.went_out", N_("going out needs {need} canastas, but that side has {have}"),
                                    need=need, have=canastas)
        if red_threes > 2 * rs.packs:
            raise ScorePadError("red_threes", N_("the packs hold only {count} red threes"), count=2 * rs.packs)

    def add_hand(self, hand: HandEntry) -> None:
        hand = [_completed(side) for side in hand]
        self.check(hand)
        self.hands.append(hand)

    def replace_hand(self, index: int, hand: HandEntry) -> None:
        hand = [_completed(side) for side in hand]
        self.check(hand)
        self.hands[index] = hand

    def undo_hand(self) -> HandEntry | None:
        return self.hands.pop() if self.hands else None

    # -- what the table needs to see ---------------------------------------------------------------

    def scores(self, index: int) -> list[TeamScore]:
        """Each side's score in hand ``index``, with its breakdown."""
        rs = self.ruleset
        previous = self.totals(upto=index)
        hand = self.hands[index]
        concealed_out = [side.went_out and side.concealed for side in hand]
        return [score_from_parts(rs, side, previous[t],
                                 other_went_out_concealed=any(c for s, c in enumerate(concealed_out) if s != t))
                for t, side in enumerate(hand)]

    def totals(self, upto: int | None = None) -> list[int]:
        """Running totals after the first ``upto`` hands (all by default)."""
        rs = self.ruleset
        totals = [0] * len(self.teams)
        for hand in self.hands[:upto]:
            concealed_out = [side.went_out and side.concealed for side in hand]
            totals = [score_from_parts(rs, side, totals[t], other_went_out_concealed=any(
                c for s, c in enumerate(concealed_out) if s != t)).new_score for t, side in enumerate(hand)]
        return totals

    def next_minimums(self) -> list[int]:
        rs = self.ruleset
        return [rs.initial_minimum(total) for total in self.totals()]

    def dealer(self) -> int:
        """The seat that deals the next hand (the deal passes to the left, one seat a hand)."""
        return (self.first_dealer + len(self.hands)) % self.players

    def is_over(self) -> bool:
        return bool(self.winners())

    def winners(self) -> list[int]:
        """The winning sides once a side reaches the target (both over: the higher wins); empty before."""
        return winners(self.totals(), self.ruleset) if self.hands else []

    # -- files -----------------------------------------------------------------------------------

    def to_json(self) -> dict:
        data = asdict(self)
        data["format"] = FORMAT
        return data

    @classmethod
    def from_json(cls, data: dict) -> Game:
        try:
            if data.get("format") != FORMAT:
                raise ValueError("format")
            game = cls(variant=data["variant"], players=data["players"], names=list(data["names"]),
                       team_names=list(data["team_names"]), target=data["target"],
                       first_dealer=data.get("first_dealer", 0), options=dict(data.get("options", {})),
                       id=str(data["id"]), title=str(data.get("title", "")))
            game.ruleset  # noqa: B018 - refuses an unknown rule system or option
            for hand in data.get("hands", []):
                game.hands.append([_completed(SideParts(**side)) for side in hand])
        except (KeyError, TypeError, ValueError, InputError) as exc:
            raise UnreadableFile(str(exc)) from None
        return game

    def to_csv(self, side_label) -> str:
        """The game as CSV: one row per hand and side with its parts, its hand score and the running total.

        ``side_label(team)`` names a side (the edge words it in the current language).
        """
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["hand", "side", "melded", "bonuses", "in_hand", "hand_total", "total"])
        for index in range(len(self.hands)):
            for team, score in enumerate(self.scores(index)):
                writer.writerow([index + 1, side_label(team), score.melded, score.bonuses, score.in_hand,
                                 score.total, score.new_score])
        return out.getvalue()


def _completed(side: SideParts | dict) -> SideParts:
    """A side's parts with what follows from them filled in (a side with melds has melded)."""
    if isinstance(side, dict):
        side = SideParts(**side)
    side.canastas = {k: int(v) for k, v in side.canastas.items() if v}
    side.held_threes = [tuple(h) for h in side.held_threes]
    side.has_melds = side.has_melds or side.melded > 0 or bool(side.canastas)
    return side


class GameStore:
    """The games kept on this computer: one JSON file each, written atomically after every change."""

    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else data_dir() / "scorepad"

    def path(self, game: Game) -> Path:
        return self.folder / f"{game.id}.json"

    def save(self, game: Game) -> None:
        write_atomic(self.path(game), json.dumps(game.to_json(), indent=1, ensure_ascii=False) + "\n")

    def delete(self, game: Game) -> None:
        self.path(game).unlink(missing_ok=True)

    def games(self) -> list[Game]:
        """Every readable game, the most recently changed first; an unreadable file is set aside."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
            try:
                data = load_json_object(path)
                if data is not None:
                    found.append(Game.from_json(data))
            except UnreadableFile:
                set_aside(path)
        return found
