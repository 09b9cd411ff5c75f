"""The one locator of the files the app reads at run time: lessons, catalogs, icons, rendered lesson text,
example positions, the desktop files and the glossary.

A wheel (pip, pipx) and a frozen bundle carry them in the package as ``tutor/data/`` (setup.py puts them
there); a checkout keeps them beside the package (``lessons/``, ``locales/``, ``resources/``, ``docs/``), with
the same layout under both roots. Nothing else in the code works out where a data file is.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def _data_root() -> tuple[Path, bool]:
    """The folder that holds lessons/, locales/, resources/ and docs/, and whether it came with the package."""
    package = files(__package__)
    if not isinstance(package, Path):  # inside a zip archive: the data must be real files for Qt and gettext
        raise RuntimeError(f"{__package__} must be installed as files on disk, not inside {package}")
    packaged = package / "data"
    return (packaged, True) if packaged.is_dir() else (package.parent, False)


DATA, PACKAGED = _data_root()

LESSONS = DATA / "lessons"
LOCALES = DATA / "locales"
RESOURCES = DATA / "resources"
ICONS = RESOURCES / "icons"
LESSON_HTML = RESOURCES / "lesson_html"
POSITIONS = RESOURCES / "positions"
GLOSSARY = DATA / "docs" / "glossary.md"

#: the desktop entry, the position files' MIME type and the AppStream description, under one application id
APP_ID = "io.github.canasta_tutor.CanastaTutor"
DESKTOP_ENTRY = RESOURCES / f"{APP_ID}.desktop"
MIME_INFO = RESOURCES / f"{APP_ID}.mime.xml"
METAINFO = RESOURCES / f"{APP_ID}.metainfo.xml"
ICON_SVG = ICONS / "canasta-tutor.svg"


def version() -> str:
    """The installed distribution's version, the one set in pyproject.toml."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as distribution_version

    try:
        return distribution_version("canasta-tutor")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "0+unknown"
