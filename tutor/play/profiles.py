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

import errno
import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from ..i18n import N_
from ..reading import (
    AnyObject,
    ListOf,
    Maybe,
    OneOf,
    Optional,
    Record,
    Text,
    UnreadableFile,
    parse,
    read_bytes_of,
    read_text,
)
from ..rules.errors import InputError
from ..rules.presets import PRESETS
from ..rules.variants import Ruleset
from ..storage import (
    FileChanged,
    data_dir,
    parse_json_object,
    read_user_bytes,
    set_aside,
    sweep_temporaries,
    version_of,
    write_unless_changed,
)
from ..words.explain import input_error

BOOK_FORMAT = "canasta-profiles/1"
PROFILE_FORMAT = "canasta-profile/1"
#: the longest name a profile may have
NAME_MAX = 60
#: how many deleted profiles' names the file remembers
MAX_DELETED = 200


class ProfileError(UnreadableFile):
    """A profile or a profile file that cannot be used: the reader's one error (``tutor.reading``), naming the
    field (``profiles[2].variant``, ``options.packs``)."""

    def __init__(self, template: str, field: str = "", **params: Any):
        super().__init__(field, template, **params)

    def words(self) -> str:
        """The reason in the current language."""
        return input_error(self)


class Profile(NamedTuple):
    name: str
    variant: str
    #: the options the table plays otherwise than the system, JSON values
    options: dict[str, Any]

    def ruleset(self, players: int) -> Ruleset:
        return Ruleset.build(self.variant, players, self.options)

    def to_json(self) -> dict:
        return {"name": self.name, "variant": self.variant, "options": dict(self.options)}


#: one profile's shape (tutor.reading); the options are then checked as the position reader checks a file's
PROFILE = Record(
    {"name": Text(NAME_MAX, low=1, printable=True), "variant": OneOf(*PRESETS), "options": Optional(AnyObject(), {})}
)
#: the profiles file's shape: the profiles, the one chosen, and the names deleted (so that another copy of the app
#: does not bring them back)
BOOK = Record(
    {
        "format": OneOf(BOOK_FORMAT),
        "default": Optional(Maybe(Text(NAME_MAX))),
        "profiles": ListOf(AnyObject(), 1000),
        "deleted": Optional(ListOf(Text(NAME_MAX), 1000), []),
    }
)
#: an exported profile's shape: a profile with its format
EXPORTED = Record({"format": OneOf(PROFILE_FORMAT), **PROFILE.fields})


def checked(data: Any, field: str = "") -> Profile:
    """A profile from its JSON form; :class:`ProfileError` naming what is wrong. The options are checked as the
    position reader checks a file's options, at every player count the system allows."""
    try:
        data = PROFILE.check(data, field)
    except UnreadableFile as exc:
        raise ProfileError(exc.template, exc.field, **exc.params) from None
    name, variant, options = data["name"], data["variant"], data["options"]
    if not name.strip():
        raise ProfileError(N_("a profile needs a name of 1 to {n} printable characters"), _joined(field, "name"), n=NAME_MAX)
    for players in PRESETS[variant].players:
        try:
            Ruleset.build(variant, players, options)
        except InputError as exc:  # an option the system does not have, or a value it cannot take
            raise ProfileError(exc.template, _joined(field, exc.field), **exc.params) from None
    return Profile(name.strip(), variant, dict(options))


def _joined(outer: str, inner: str) -> str:
    return f"{outer}.{inner}" if outer and inner else outer or inner


class ProfileBook:
    """The table's profiles, in the order they were made, and the one chosen as the default."""

    def __init__(self, profiles: list[Profile] | None = None, default: str | None = None, deleted=()):
        self.profiles: list[Profile] = list(profiles or [])
        self.default = default if any(p.name == default for p in self.profiles) else None
        #: the names of profiles deleted (here or by another copy of the app), kept in the file so that a copy
        #: that still holds one does not bring it back when it saves; the latest last
        self.deleted: list[str] = [name for name in deleted if self.get(name) is None]
        #: the file's version as last read or written (tutor.storage.version_of), and the default chosen then
        self.on_disk: str | None = None
        self.default_on_disk = self.default
        #: the profiles' names the file held then, and those made here since: a deletion by another copy applies
        #: to the first, never to a profile made here after it
        self.names_on_disk = set(self.names())
        self.made: set[str] = set()

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
        self._undelete(profile.name)
        return profile

    def _undelete(self, name: str) -> None:
        self.made.add(name)
        if name in self.deleted:
            self.deleted.remove(name)

    def replace(self, name: str, profile: Profile) -> None:
        """The profile called ``name`` becomes ``profile`` (its choices changed, or its name)."""
        index = self.names().index(name)
        if profile.name != name and self.get(profile.name) is not None:
            raise ProfileError(N_("a profile called {name} exists already"), name=profile.name)
        self.profiles[index] = profile
        if profile.name != name:  # renamed: the old name is gone for the other copies too
            self._forget(name)
            self._undelete(profile.name)
        if self.default == name:
            self.default = profile.name

    def _forget(self, name: str) -> None:
        if name in self.deleted:
            self.deleted.remove(name)
        self.made.discard(name)
        self.deleted = [*self.deleted, name][-MAX_DELETED:]

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
        self._forget(name)
        if self.default == name:
            self.default = None

    def merge(self, theirs: ProfileBook) -> None:
        """Take in what another copy of the app saved since this book was read or written: its profiles this one
        lacks (unless deleted here) and its deletions (of profiles this copy had read, not of ones it made since);
        a profile both have stays as this copy has it, and this copy's default stands if it chose one since."""
        dropped = {name for name in theirs.deleted if name in self.names_on_disk and name not in self.made}
        self.profiles = [p for p in self.profiles if p.name not in dropped]
        for name in theirs.deleted:
            if name not in self.deleted and self.get(name) is None:
                self.deleted = [*self.deleted, name][-MAX_DELETED:]
        mine = set(self.names())
        for profile in theirs.profiles:
            if profile.name not in mine and profile.name not in self.deleted:
                self.profiles.append(profile)
        if self.default == self.default_on_disk:  # not chosen here since: theirs stands
            self.default = theirs.default
        if self.get(self.default) is None:
            self.default = None
        # what the file holds now; the profiles made here stay this copy's own until it has written them
        self.default_on_disk, self.names_on_disk = theirs.default, set(theirs.names())

    def synced(self, on_disk: ProfileBook) -> None:
        """``on_disk`` is what the file holds now, as this book just wrote it."""
        self.default_on_disk = on_disk.default
        self.names_on_disk = set(on_disk.names())
        self.made = set()

    def set_default(self, name: str | None) -> None:
        self.default = name if self.get(name) is not None else None

    def to_json(self) -> dict:
        data: dict[str, Any] = {
            "format": BOOK_FORMAT,
            "default": self.default,
            "profiles": [p.to_json() for p in self.profiles],
        }
        if self.deleted:  # written only when there are some: a book without deletions keeps its first shape
            data["deleted"] = list(self.deleted)
        return data


def book_path() -> Path:
    return data_dir() / "profiles.json"


def book_of(data: dict, source: str = "") -> ProfileBook:
    """The book in a profiles file's data (held to :data:`BOOK`); :class:`ProfileError` naming the field."""
    try:
        data = BOOK.check(data)
    except UnreadableFile as exc:
        raise ProfileError(exc.template, exc.field, **exc.params) from None
    profiles = [checked(item, f"profiles[{index}]") for index, item in enumerate(data["profiles"])]
    if len({p.name for p in profiles}) != len(profiles):
        raise ProfileError(N_("two profiles have the same name"), "profiles")
    return ProfileBook(profiles, data["default"], data["deleted"])


def _read_book(path: Path) -> tuple[ProfileBook, bytes | None]:
    """The book in ``path`` and its bytes; an unreadable file is set aside (and said so) and an empty book given."""
    sweep_temporaries(path)
    try:
        raw = read_user_bytes(path)
        book = ProfileBook() if raw is None else book_of(parse_json_object(raw, source=path), str(path))
    except UnreadableFile as exc:
        exc.source = str(path)
        set_aside(path, exc)
        return ProfileBook(), None
    return book, raw


def load_book() -> ProfileBook:
    """The profiles kept; a file that cannot be read as profiles is set aside (and said so), and none are kept."""
    book, raw = _read_book(book_path())
    book.on_disk = version_of(raw)
    return book


def save_book(book: ProfileBook) -> None:
    """Write the book; what another copy of the app saved since it was read is merged in first (its new
    profiles, its deletions), never written over."""
    path = book_path()
    for _attempt in range(5):
        text = json.dumps(book.to_json(), ensure_ascii=False, indent=1) + "\n"
        try:
            book.on_disk = write_unless_changed(path, text, book.on_disk)
            book.synced(book)
            return
        except FileChanged:
            theirs, raw = _read_book(path)
            book.merge(theirs)
            book.on_disk = version_of(raw)
    raise FileChanged(errno.EBUSY, "changed while it was written", str(path))


def export_text(profile: Profile) -> str:
    return json.dumps({"format": PROFILE_FORMAT, **profile.to_json()}, ensure_ascii=False, indent=1) + "\n"


def import_text(text: str | bytes, source: str = "") -> Profile:
    """A profile from an exported file's text; :class:`ProfileError` naming the field if it is not one."""
    try:
        data = read_text(text, EXPORTED, source) if isinstance(text, str) else parse(text, EXPORTED, source)
    except UnreadableFile as exc:
        raise ProfileError(N_("not a rules file: {problem}"), problem=input_error(exc)) from None
    return checked({k: v for k, v in data.items() if k != "format"})


def import_file(path: Path) -> Profile:
    """The profile in an exported file, read no further than the reader's size limit (a device or an endless
    file is refused there); :class:`ProfileError` if it cannot be read or is not one."""
    try:
        raw = read_bytes_of(path)
    except UnreadableFile as exc:
        raise ProfileError(exc.template, **exc.params) from None
    if raw is None:
        missing = FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))  # worded as any other
        raise ProfileError(N_("cannot read {path}: {reason}"), path=str(path), reason=missing)
    return import_text(raw, str(path))


def profiles_playing(book: ProfileBook, variant: str, choices: dict[str, Any]) -> list[str]:
    """The names of the table's profiles of ``variant`` that play every one of ``choices`` (option → value):
    where a ruling names another reading, the profile that holds it."""
    return [
        profile.name
        for profile in book.profiles
        if profile.variant == variant and all(profile.options.get(option) == value for option, value in choices.items())
    ]
