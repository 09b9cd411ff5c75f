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
import errno
import io
import json
import re
import unicodedata
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from ..log import LOGGER
from ..rules.errors import N_, InputError
from ..rules.presets import PRESETS
from ..rules.scoring import (
    UNFINISHED_KINDS,
    SideParts,
    TeamScore,
    canasta_kinds,
    score_from_parts,
    winners,
    won_outright,
)
from ..rules.special_hands import SPECIAL_HAND_VALUES
from ..rules.variants import OptionError, Ruleset
from ..storage import (
    FileChanged,
    UnreadableFile,
    data_dir,
    parse_json_object,
    read_user_bytes,
    set_aside,
    sweep_folder,
    version_of,
    write_unless_changed,
)

FORMAT = "canasta-scorepad/1"
#: a game's id, as ``uuid4().hex[:12]`` makes it; it names the game's file, so nothing else is ever accepted
ID_PATTERN = re.compile(r"[0-9a-f]{12}")
#: the most a side's melded cards or cards left in hand can be worth, as the pad's fields allow
MAX_POINTS = 20_000
#: the most canastas (or unfinished melds) of one kind a side can have, as the pad's fields allow
MAX_CANASTAS = 20
#: the most mismelds a side can be charged in a hand, as the pad's field allows (the position reader's bound too)
MAX_MISMELDS = 100
#: the targets a new game can be given
MIN_TARGET, MAX_TARGET = 100, 100_000
#: the longest name (of a player, a side or a game)
MAX_NAME = 100
#: the ranks the Modern American penalty for three or more held aces or sevens names
HELD_RANKS = ("ace", "seven")
#: what makes a spreadsheet read a text cell as a formula (OWASP, "CSV injection")
FORMULA_STARTS = ("=", "+", "-", "@")
#: the characters that turn the direction of the text after them (a right-to-left override makes "gpj.exe" read
#: "exe.jpg"): a name in a cell keeps its letters and loses these
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: the most hands a game holds: the pad refuses the next one, so that every game it writes it reads back
MAX_HANDS = 5_000
#: the largest game file read: a game of MAX_HANDS hands of the largest kind stays below it (tests/scorepad holds
#: it), and everything the pad writes is read back whole
GAME_MAX_BYTES = 8_000_000


class ScorePadError(InputError):
    """A hand or game the rules make impossible; ``field`` names the side and part."""


class GameChanged(Exception):
    """Another copy of the app saved this game with hands this one lacks: saving would lose them."""

    def __init__(self, game: Game):
        super().__init__(game.id)
        #: the game as the other copy saved it
        self.game = game


#: a hand as the pad stores it: one SideParts per side
HandEntry = list[SideParts]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(where: str, value: Any, high: int) -> None:
    if _is_int(value) and value < 0:
        raise ScorePadError(where, N_("cannot be negative"))
    if not _is_int(value) or value > high:
        raise ScorePadError(where, N_("must be a whole number from {low} to {high}"), low=0, high=high)


def _counts(where: str, value: Any, kinds: list[str] | tuple[str, ...], unknown: str) -> None:
    """A side's counts by kind (canastas, unfinished melds); ``unknown`` is the message for a kind not in ``kinds``."""
    if not isinstance(value, dict):
        raise ScorePadError(where, N_("must be an object of names and counts"))
    for kind, count in value.items():
        if kind not in kinds:
            raise ScorePadError(where, unknown, choices=", ".join(kinds))
        _whole(where, count, MAX_CANASTAS)


#: the CSV export's columns as programs read them (the app heads them in the reader's language)
CSV_COLUMNS = ("hand", "side", "melded", "bonuses", "in_hand", "hand_total", "total")


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
    #: the rules, built once per (variant, players, target, options): ``ruleset`` is asked for at every step
    _rules: tuple[tuple, Ruleset] | None = field(default=None, init=False, repr=False, compare=False)
    #: each hand scored so far, with the hand it scored, and the rules it was scored by: see ``scored``
    _scored: list[tuple[HandEntry, list[TeamScore]]] = field(default_factory=list, init=False, repr=False, compare=False)
    _scored_by: Ruleset | None = field(default=None, init=False, repr=False, compare=False)

    # -- making one ------------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        variant: str,
        players: int,
        names: list[str] | None = None,
        team_names: list[str] | None = None,
        target: int | None = None,
        first_dealer: int = 0,
        options: dict | None = None,
    ) -> Game:
        rs = _ruleset(variant, players, options or {})
        game = cls(
            variant=variant,
            players=players,
            names=list(names or [""] * players),
            team_names=list(team_names or [""] * len(rs.default_teams())),
            target=target or rs.target_score,
            first_dealer=first_dealer % players,
            options=dict(options or {}),
        )
        game.check_setup()
        return game

    def check_setup(self) -> None:
        """Refuse a game whose rules, names, target or dealer the pad could not show or save, naming the field."""
        if not isinstance(self.variant, str):
            raise ScorePadError("variant", N_("must be a rule preset id"))
        if not _is_int(self.players) or not 2 <= self.players <= 6:
            raise ScorePadError("players", N_("must be a whole number from {low} to {high}"), low=2, high=6)
        if not isinstance(self.options, dict):
            raise ScorePadError("options", N_("must be an object of option names and values"))
        if not _is_int(self.target) or not MIN_TARGET <= self.target <= MAX_TARGET:
            raise ScorePadError("target", N_("must be a whole number from {low} to {high}"), low=MIN_TARGET, high=MAX_TARGET)
        _ruleset(self.variant, self.players, self.options)
        self.ruleset  # noqa: B018 - refuses a target the options cannot take
        _texts("names", self.names, self.players, N_("one name per player: {count}"))
        _texts("team_names", self.team_names, len(self.teams), N_("one entry per side: {count}"))
        if not _is_int(self.first_dealer) or not 0 <= self.first_dealer < self.players:
            raise ScorePadError(
                "first_dealer", N_("must be a whole number from {low} to {high}"), low=0, high=self.players - 1
            )
        if not isinstance(self.id, str) or not ID_PATTERN.fullmatch(self.id):
            raise ScorePadError("id", N_("must be {count} hexadecimal digits"), count=12)
        _text("title", self.title)

    @property
    def ruleset(self) -> Ruleset:
        key = (self.variant, self.players, self.target, repr(self.options))
        if self._rules is None or self._rules[0] != key:
            self._rules = key, _ruleset(self.variant, self.players, {**self.options, "target_score": self.target})
        return self._rules[1]

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self.ruleset.default_teams()

    # -- hands -----------------------------------------------------------------------------------

    def check(self, hand: HandEntry, where: str = "") -> None:
        """Refuse a hand that cannot have happened under the rules, with the reason.

        ``where`` names the hand in a saved game (``hands[3]``); its sides are then ``hands[3][1]`` …
        """
        rs = self.ruleset
        if len(hand) != len(self.teams):
            raise ScorePadError(where or "hand", N_("one entry per side: {count}"), count=len(self.teams))
        for i, side in enumerate(hand):
            self._check_types(side, f"{where or 'sides'}[{i}]")
        out = [i for i, side in enumerate(hand) if side.went_out]
        if len(out) > 1:
            raise ScorePadError(f"{where or 'sides'}[{out[1]}].went_out", N_("only one side can go out in a hand"))
        red_threes = 0
        for i, side in enumerate(hand):
            side_where = f"{where or 'sides'}[{i}]"
            red_threes += side.red_threes
            if side.black_threes and rs.threes_laid_out != "red-and-black":
                raise ScorePadError(f"{side_where}.black_threes", N_("these rules do not lay out black threes"))
            if side.concealed and not side.went_out:
                raise ScorePadError(f"{side_where}.concealed", N_("only the side that went out can have gone out concealed"))
            if side.special_hand is not None:
                if side.special_hand not in SPECIAL_HAND_VALUES[rs.special_hands]:
                    raise ScorePadError(f"{side_where}.special_hand", N_("these rules have no such special hand"))
                if not side.went_out:
                    raise ScorePadError(f"{side_where}.special_hand", N_("a special hand ends the hand: that side went out"))
                continue
            canastas = sum(side.canastas.values())
            if side.melded < 35 * canastas:  # seven fours or fives are the cheapest canasta
                raise ScorePadError(f"{side_where}.melded", N_("too few points for the canastas on the table"))
            need = rs.canastas_needed
            if side.went_out and canastas < need:
                raise ScorePadError(
                    f"{side_where}.went_out",
                    N_("too few canastas to go out: {have} of the {need} needed"),
                    need=need,
                    have=canastas,
                )
        if red_threes > 2 * rs.packs:
            raise ScorePadError(
                f"{where}.red_threes" if where else "red_threes",
                N_("the packs hold only {count} red threes"),
                count=2 * rs.packs,
            )

    def _check_types(self, side: SideParts, where: str) -> None:
        """Each part of a side of the kind and within the range the pad's fields give (a saved game may hold anything)."""
        rs = self.ruleset
        for name, high in (
            ("melded", MAX_POINTS),
            ("in_hand", MAX_POINTS),
            ("red_threes", 2 * rs.packs),
            ("black_threes", 2 * rs.packs),
            ("perfect_cuts", max(map(len, self.teams))),
            ("mismelds", MAX_MISMELDS),
        ):
            _whole(f"{where}.{name}", getattr(side, name), high)
        for name in ("went_out", "concealed", "has_melds"):
            if not isinstance(getattr(side, name), bool):
                raise ScorePadError(f"{where}.{name}", N_("must be true or false"))
        _counts(f"{where}.canastas", side.canastas, canasta_kinds(rs), N_("these rules have no such canasta"))
        _counts(f"{where}.unfinished", side.unfinished, UNFINISHED_KINDS, N_("must be one of {choices}"))
        if not isinstance(side.held_threes, (list, tuple)):
            raise ScorePadError(f"{where}.held_threes", N_("must be a list of [rank, count] pairs"))
        for j, held in enumerate(side.held_threes):
            if not isinstance(held, (list, tuple)) or len(held) != 2:
                raise ScorePadError(f"{where}.held_threes", N_("must be a list of [rank, count] pairs"))
            if held[0] not in HELD_RANKS:
                raise ScorePadError(
                    f"{where}.held_threes[{j}][0]", N_("must be one of {choices}"), choices=", ".join(HELD_RANKS)
                )
            _whole(f"{where}.held_threes[{j}][1]", held[1], 4 * rs.packs)
        if side.special_hand is not None and not isinstance(side.special_hand, str):
            raise ScorePadError(f"{where}.special_hand", N_("these rules have no such special hand"))

    def add_hand(self, hand: HandEntry) -> None:
        if len(self.hands) >= MAX_HANDS:
            raise ScorePadError("", N_("a game holds at most {count} hands: start a new game to go on"), count=MAX_HANDS)
        self.check(hand)
        self.hands.append([_completed(side) for side in hand])

    def replace_hand(self, index: int, hand: HandEntry) -> None:
        self.check(hand)
        self.hands[index] = [_completed(side) for side in hand]

    def undo_hand(self) -> HandEntry | None:
        return self.hands.pop() if self.hands else None

    # -- what the table needs to see ---------------------------------------------------------------

    def scored(self) -> list[list[TeamScore]]:
        """Each hand's scores, side by side, with their breakdowns.

        Running totals are carried from hand to hand, and the hands scored before are kept (as long as
        each is still the same hand object: adding, replacing or taking back a hand makes a new one), so a
        refresh after a change costs one pass over the hands rather than one per hand."""
        rs = self.ruleset
        if self._scored_by is not rs:
            self._scored, self._scored_by = [], rs
        kept = 0
        for hand, (scored_hand, _scores) in zip(self.hands, self._scored):
            if hand is not scored_hand:
                break
            kept += 1
        del self._scored[kept:]
        totals = [s.new_score for s in self._scored[-1][1]] if self._scored else [0] * len(self.teams)
        for hand in self.hands[kept:]:
            concealed_out = [side.went_out and side.concealed for side in hand]
            scores = [
                score_from_parts(
                    rs, side, totals[t], other_went_out_concealed=any(c for s, c in enumerate(concealed_out) if s != t)
                )
                for t, side in enumerate(hand)
            ]
            self._scored.append((hand, scores))
            totals = [s.new_score for s in scores]
        return [scores for _hand, scores in self._scored]

    def scores(self, index: int) -> list[TeamScore]:
        """Each side's score in hand ``index``, with its breakdown (for many hands, ask ``scored`` once)."""
        return self.scored()[index]

    def totals(self, upto: int | None = None) -> list[int]:
        """Running totals after the first ``upto`` hands (all by default)."""
        scored = self.scored()[:upto]
        return [s.new_score for s in scored[-1]] if scored else [0] * len(self.teams)

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
        if not self.hands:
            return []
        last = self.hands[-1]
        went_out = next((side for side, parts in enumerate(last) if parts.went_out), None)
        return winners(self.totals(), self.ruleset, won_outright([side.special_hand for side in last]), went_out)

    # -- files -----------------------------------------------------------------------------------

    def to_json(self) -> dict:
        return {
            "variant": self.variant,
            "players": self.players,
            "names": list(self.names),
            "team_names": list(self.team_names),
            "target": self.target,
            "first_dealer": self.first_dealer,
            "options": dict(self.options),
            "hands": [[_side_json(side) for side in hand] for hand in self.hands],
            "id": self.id,
            "title": self.title,
            "format": FORMAT,
        }

    @classmethod
    def from_json(cls, data: Any) -> Game:
        """A saved game, every field checked (a file may hold anything): any defect is a ScorePadError naming
        the field (``hands[3][1].canastas``), and no half-read game escapes."""
        if not isinstance(data, dict):
            raise ScorePadError("", N_("must be a JSON object"))
        if "format" not in data:
            raise ScorePadError("format", N_('missing: it must be "{format}"'), format=FORMAT)
        if data["format"] != FORMAT:
            raise ScorePadError(
                "format",
                N_('must be "{format}", not {value}'),
                format=FORMAT,
                value=json.dumps(data["format"], ensure_ascii=False),
            )
        for name in ("variant", "players", "names", "team_names", "target", "id"):
            if name not in data:
                raise ScorePadError(name, N_("missing"))
        game = cls(
            variant=data["variant"],
            players=data["players"],
            names=data["names"],
            team_names=data["team_names"],
            target=data["target"],
            first_dealer=data.get("first_dealer", 0),
            options=data.get("options", {}),
            id=data["id"],
            title=data.get("title", ""),
        )
        game.check_setup()
        # copies: the game shares nothing with the data it was read from
        game.names, game.team_names, game.options = list(game.names), list(game.team_names), dict(game.options)
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise ScorePadError("hands", N_("must be a list"))
        if len(hands) > MAX_HANDS:
            raise ScorePadError("hands", N_("must be a list of {low} to {high} items"), low=0, high=MAX_HANDS)
        for index, hand in enumerate(hands):
            where = f"hands[{index}]"
            if not isinstance(hand, list):
                raise ScorePadError(where, N_("must be a list"))
            sides = [_read_side(f"{where}[{i}]", side) for i, side in enumerate(hand)]
            game.check(sides, where)
            game.hands.append([_completed(side) for side in sides])
        return game

    def to_csv(self, side_label, header: Sequence[str] = CSV_COLUMNS) -> str:
        """The game as CSV: one row per hand and side with its parts, its hand score and the running total.

        ``side_label(team)`` names a side (the edge words it in the current language); names are written so
        that no spreadsheet takes them for a formula (see ``spreadsheet_text``). ``header`` heads the columns:
        the app gives their names in the reader's language, the default is the stable form for programs.
        """
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(header)
        labels = [spreadsheet_text(side_label(team)) for team in range(len(self.teams))]
        for index, scores in enumerate(self.scored()):
            for team, score in enumerate(scores):
                writer.writerow(
                    [index + 1, labels[team], score.melded, score.bonuses, score.in_hand, score.total, score.new_score]
                )
        return out.getvalue()


def spreadsheet_text(text: str) -> str:
    """``text`` as a CSV cell that a spreadsheet shows as it is and never runs as a formula.

    Control characters (tab, carriage return, line breaks …) become spaces, the characters that turn the text's
    direction (:data:`BIDI_CONTROLS`) go, and a cell that then starts like a formula (``=``, ``+``, ``-``, ``@``,
    after any spaces) gets a leading apostrophe, the usual convention that spreadsheets read as "text follows".
    """
    text = "".join(
        "" if ch in BIDI_CONTROLS else " " if unicodedata.category(ch) in ("Cc", "Zl", "Zp") else ch for ch in text
    )
    return "'" + text if text.lstrip().startswith(FORMULA_STARTS) else text


def _ruleset(variant: Any, players: int, options: dict) -> Ruleset:
    """The rules of a game, or a ScorePadError naming the unknown rule system, player count or option."""
    try:
        rs = Ruleset.build(variant, players, options)
    except OptionError as exc:
        raise ScorePadError(exc.field, exc.template, **exc.params) from None
    if players not in PRESETS[variant].players:
        raise ScorePadError(
            "players",
            N_("the {variant} rules are for {allowed} players"),
            variant=variant,
            allowed=tuple(PRESETS[variant].players),
        )
    return rs


def _texts(where: str, value: Any, count: int, wrong_count: str) -> None:
    """A list of ``count`` names; ``wrong_count`` says how many there must be."""
    if not isinstance(value, list):
        raise ScorePadError(where, N_("must be a list"))
    if len(value) != count:
        raise ScorePadError(where, wrong_count, count=count)
    for i, text in enumerate(value):
        _text(f"{where}[{i}]", text)


def _text(where: str, value: Any) -> None:
    if not isinstance(value, str) or len(value) > MAX_NAME or not _writable(value):
        raise ScorePadError(where, N_("must be text of at most {count} characters"), count=MAX_NAME)


def _writable(text: str) -> bool:
    """Whether the game's file can hold ``text`` (a JSON string can hold a lone surrogate, UTF-8 cannot)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


#: the parts a saved side may give; any it leaves out take their defaults
SIDE_PARTS = frozenset(f.name for f in fields(SideParts))


def _read_side(where: str, value: Any) -> SideParts:
    """A side of a saved hand; its parts' kinds and ranges are checked with the hand (``Game.check``)."""
    if not isinstance(value, dict):
        raise ScorePadError(where, N_("must be an object of a side's parts"))
    for name in value:
        if name not in SIDE_PARTS:
            raise ScorePadError(f"{where}.{name}", N_("not a part of a side's hand"))
    return SideParts(**value)


def _side_json(side: SideParts) -> dict:
    """``dataclasses.asdict`` of a side, written out: a long game is saved after every hand, and asdict's
    deep copy of each part made that the slowest step."""
    return {
        "melded": side.melded,
        "canastas": dict(side.canastas),
        "red_threes": side.red_threes,
        "black_threes": side.black_threes,
        "went_out": side.went_out,
        "concealed": side.concealed,
        "special_hand": side.special_hand,
        "in_hand": side.in_hand,
        "has_melds": side.has_melds,
        "unfinished": dict(side.unfinished),
        "held_threes": [list(held) for held in side.held_threes],
        "perfect_cuts": side.perfect_cuts,
        # written only when charged: a game without mismelds stays readable by a pad that does not know them
        **({"mismelds": side.mismelds} if side.mismelds else {}),
    }


def _completed(side: SideParts) -> SideParts:
    """A side's parts with what follows from them filled in (a side with melds has melded)."""
    side.canastas = {k: v for k, v in side.canastas.items() if v}
    side.unfinished = {k: v for k, v in side.unfinished.items() if v}
    side.held_threes = [(rank, held) for rank, held in side.held_threes]
    side.has_melds = side.has_melds or side.melded > 0 or bool(side.canastas)
    return side


class GameStore:
    """The games kept on this computer: one JSON file each, written atomically after every change.

    Another copy of the app may be keeping the same games: each save first checks that the file still holds
    what this store last read or wrote there, and never silently overwrites what the other copy added.
    """

    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else data_dir() / "scorepad"
        #: each game's file as this store last read or wrote it (``storage.version_of``); no entry: not yet
        self.versions: dict[str, str | None] = {}

    def path(self, game: Game) -> Path:
        """The game's file, named by its id alone: a file's content never chooses where the pad writes."""
        if not isinstance(game.id, str) or not ID_PATTERN.fullmatch(game.id):
            raise ValueError(f"not a game id: {game.id!r}")
        return self.folder / f"{game.id}.json"

    def save(self, game: Game) -> None:
        """Write the game; :class:`GameChanged` if another copy of the app saved it with hands this one lacks.

        A file changed since this store read it is overwritten only when nothing in it would be lost: the
        same game whose hands all begin ours. An unreadable one is set aside (kept and reported) first.
        """
        path = self.path(game)
        text = json.dumps(game.to_json(), ensure_ascii=False) + "\n"  # no indent: Python's C encoder needs none
        expected = self.versions.get(game.id)
        for _attempt in range(5):
            try:
                self.versions[game.id] = write_unless_changed(path, text, expected)
                return
            except FileChanged:
                expected = self._overwritable(path, game)
        raise FileChanged(errno.EBUSY, "changed while it was written", str(path))

    def _overwritable(self, path: Path, game: Game) -> str | None:
        """The version of ``path`` that ``game`` may replace without losing anything; else :class:`GameChanged`."""
        try:
            raw = read_user_bytes(path, GAME_MAX_BYTES)
            if raw is None:
                return None
            theirs = read_game(raw, path)
        except UnreadableFile as exc:
            _set_aside(path, exc)
            return None
        mine, saved = game.to_json(), theirs.to_json()
        mine_hands, saved_hands = mine.pop("hands"), saved.pop("hands")
        if mine != saved or mine_hands[: len(saved_hands)] != saved_hands:
            self.versions[game.id] = version_of(raw)
            raise GameChanged(theirs)
        return version_of(raw)

    def delete(self, game: Game) -> None:
        self.path(game).unlink(missing_ok=True)
        self.versions.pop(game.id, None)

    def games(self) -> list[Game]:
        """Every game kept, the most recently changed first.

        A file that cannot be read or holds no valid game is set aside (kept under a new name and reported),
        so that one bad file never keeps the pad from opening; temporary files of interrupted saves go first.
        """
        if not self.folder.is_dir():
            return []
        sweep_folder(self.folder)
        found = []
        for path in sorted(self.folder.glob("*.json"), key=_changed, reverse=True):
            try:
                raw = read_user_bytes(path, GAME_MAX_BYTES)
                if raw is None:
                    continue  # gone since the folder was listed
                game = read_game(raw, path)
                if path.name != f"{game.id}.json":  # a copy under another name: its saves would go to another file
                    raise UnreadableFile("id", N_("is not the name of the file"), source=str(path))
            except UnreadableFile as exc:
                _set_aside(path, exc)
                continue
            self.versions[game.id] = version_of(raw)
            found.append(game)
        return found


def _changed(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def read_game(raw: bytes, source: object = "") -> Game:
    """The game in a file's bytes, read by the one strict reader (``tutor.reading``) with the store's larger
    limit, every field checked; :class:`UnreadableFile` naming the file and the field."""
    try:
        return Game.from_json(parse_json_object(raw, None, source, GAME_MAX_BYTES))
    except ScorePadError as exc:
        raise UnreadableFile.of(exc, str(source)) from None


def _set_aside(path: Path, reason: UnreadableFile) -> None:
    LOGGER.warning("score pad: %s set aside: %s", path, reason)
    set_aside(path, reason)
