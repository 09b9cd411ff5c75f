"""A table's rules, kept under a name ("Sunday at Oma's"): a rule system and the options the table plays
otherwise. The profile chosen as the default is the one practice games, new positions and the score pad use.

Kept in ``profiles.json`` in the data folder, written atomically and read strictly like every user file: a
file that is not what this module writes is set aside and said so. One profile travels on its own as a
``.canasta-rules.json`` file.

>>> book = ProfileBook()
>>> book.add(Profile("Sunday at Oma's", "classic", {"pile_onto_existing_meld": False})).name
"Sunday at Oma's"
>>> book.set_default("Sunday at Oma's")
>>> book.active().options
{'pile_onto_existing_meld': False}
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NamedTuple

from ..i18n import N_, _
from ..rules.errors import InputError
from ..rules.presets import PRESETS
from ..rules.strict_json import strict_json
from ..rules.variants import Ruleset
from ..storage import data_dir, read_user_json, set_aside, write_atomic
from ..words.explain import input_error

BOOK_FORMAT = "canasta-profiles/1"
PROFILE_FORMAT = "canasta-profile/1"
#: the longest name a profile may have
NAME_MAX = 60


class ProfileError(ValueError):
    """A profile or a profile file that cannot be used; ``reason`` is an English source (see the catalogs),
    ``fields`` what fills it in."""

    def __init__(self, reason: str, cause: InputError | None = None, **fields: Any):
        super().__init__(str(cause) if cause is not None else reason.format(**fields))
        self.reason, self.cause, self.fields = reason, cause, fields

    def words(self) -> str:
        """The reason in the current language (an option's own fault as the position reader words it)."""
        if self.cause is not None:
            return input_error(self.cause)
        return _(self.reason).format(**self.fields)


class Profile(NamedTuple):
    name: str
    variant: str
    #: the options the table plays otherwise than the system, JSON values
    options: dict[str, Any]

    def ruleset(self, players: int) -> Ruleset:
        return Ruleset.build(self.variant, players, self.options)

    def to_json(self) -> dict:
        return {"name": self.name, "variant": self.variant, "options": dict(self.options)}


def checked(data: Any) -> Profile:
    """A profile from its JSON form; :class:`ProfileError` naming what is wrong. The options are checked as the
    position reader checks a file's options, at every player count the system allows."""
    if not isinstance(data, dict):
        raise ProfileError(N_("a profile must be a JSON object"))
    name, variant, options = data.get("name"), data.get("variant"), data.get("options", {})
    if not isinstance(name, str) or not name.strip() or len(name) > NAME_MAX or not name.isprintable():
        raise ProfileError(N_("a profile needs a name of 1 to {n} printable characters"), n=NAME_MAX)
    if variant not in PRESETS:
        raise ProfileError(N_("unknown rule system: {variant}"), variant=str(variant)[:40])
    if not isinstance(options, dict):
        raise ProfileError(N_("the options must be a JSON object"))
    for players in PRESETS[variant].players:
        try:
            Ruleset.build(variant, players, options)
        except InputError as exc:  # an option the system does not have, or a value it cannot take
            raise ProfileError("", exc) from None
    return Profile(name.strip(), variant, dict(options))


class ProfileBook:
    """The table's profiles, in the order they were made, and the one chosen as the default."""

    def __init__(self, profiles: list[Profile] | None = None, default: str | None = None):
        self.profiles: list[Profile] = list(profiles or [])
        self.default = default if any(p.name == default for p in self.profiles) else None

    def names(self) -> list[str]:
        return [p.name for p in self.profiles]

    def get(self, name: str | None) -> Profile | None:
        return next((p for p in self.profiles if p.name == name), None)

    def active(self) -> Profile | None:
        """The profile chosen as the default, or None: the systems' own rules."""
        return self.get(self.default)

    def free_name(self, wanted: str) -> str:
        """``wanted``, or ``wanted (2)``, ``(3)`` … if it is taken."""
        name, n = wanted, 2
        while self.get(name) is not None:
            name, n = f"{wanted} ({n})", n + 1
        return name

    def add(self, profile: Profile) -> Profile:
        """Keep ``profile`` (under a free name if its own is taken)."""
        profile = profile._replace(name=self.free_name(profile.name))
        self.profiles.append(profile)
        return profile

    def replace(self, name: str, profile: Profile) -> None:
        """The profile called ``name`` becomes ``profile`` (its choices changed, or its name)."""
        index = self.names().index(name)
        if profile.name != name and self.get(profile.name) is not None:
            raise ProfileError(N_("a profile called {name} exists already"), name=profile.name)
        self.profiles[index] = profile
        if self.default == name:
            self.default = profile.name

    def rename(self, name: str, new_name: str) -> None:
        profile = self.get(name)
        assert profile is not None, name
        self.replace(name, checked({**profile.to_json(), "name": new_name}))

    def duplicate(self, name: str) -> Profile:
        profile = self.get(name)
        assert profile is not None, name
        return self.add(profile)

    def delete(self, name: str) -> None:
        self.profiles = [p for p in self.profiles if p.name != name]
        if self.default == name:
            self.default = None

    def set_default(self, name: str | None) -> None:
        self.default = name if self.get(name) is not None else None

    def to_json(self) -> dict:
        return {"format": BOOK_FORMAT, "default": self.default, "profiles": [p.to_json() for p in self.profiles]}


def book_path() -> Path:
    return data_dir() / "profiles.json"


def load_book() -> ProfileBook:
    """The profiles kept; a file that cannot be read as profiles is set aside (and said so), and none are kept."""
    data = read_user_json(book_path())
    if not data:
        return ProfileBook()
    try:
        if data.get("format") != BOOK_FORMAT or not isinstance(data.get("profiles"), list):
            raise ProfileError(N_("not a profiles file"))
        profiles = [checked(item) for item in data["profiles"]]
        if len({p.name for p in profiles}) != len(profiles):
            raise ProfileError(N_("two profiles have the same name"))
        default = data.get("default")
        if default is not None and not isinstance(default, str):
            raise ProfileError(N_("not a profiles file"))
    except ProfileError:
        set_aside(book_path())
        return ProfileBook()
    return ProfileBook(profiles, default)


def save_book(book: ProfileBook) -> None:
    write_atomic(book_path(), json.dumps(book.to_json(), ensure_ascii=False, indent=1) + "\n")


def export_text(profile: Profile) -> str:
    return json.dumps({"format": PROFILE_FORMAT, **profile.to_json()}, ensure_ascii=False, indent=1) + "\n"


def import_text(text: str) -> Profile:
    """A profile from an exported file's text; :class:`ProfileError` if it is not one."""
    try:
        data = strict_json(text.encode("utf-8"))
    except ValueError as exc:
        raise ProfileError(N_("not a rules file: {problem}"), problem=str(exc)[:200]) from None
    if not isinstance(data, dict) or data.get("format") != PROFILE_FORMAT:
        raise ProfileError(N_("not a rules file: {problem}"), problem=f'"format" is not "{PROFILE_FORMAT}"')
    return checked({k: v for k, v in data.items() if k != "format"})


def profiles_playing(book: ProfileBook, variant: str, choices: dict[str, Any]) -> list[str]:
    """The names of the table's profiles of ``variant`` that play every one of ``choices`` (option → value):
    where a ruling names another reading, the profile that holds it."""
    return [
        profile.name
        for profile in book.profiles
        if profile.variant == variant and all(profile.options.get(option) == value for option, value in choices.items())
    ]
