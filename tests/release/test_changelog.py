"""One version, set in pyproject.toml: the CHANGELOG's newest release, the AppStream description's newest release
(with the same date) and Help → About all name it; the AppStream screenshots are the README's."""

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from tutor.resources import METAINFO, version

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def changelog_releases() -> list[tuple[str, str]]:
    """(version, date) of each release in CHANGELOG.md, newest first."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return re.findall(r"^## (\d+\.\d+\.\d+) — (\d{4}-\d\d-\d\d)$", text, re.MULTILINE)


def test_the_changelog_and_the_appstream_release_name_this_version():
    releases = changelog_releases()
    assert releases and releases[0][0] == VERSION
    newest = ET.parse(METAINFO).getroot().find("releases/release")
    assert (newest.get("version"), newest.get("date")) == releases[0]
    assert newest.find("description/p") is not None  # the release's notes
    assert version() == VERSION  # what About and --version show (the installed distribution's)


def test_every_changelog_release_is_in_the_appstream_description():
    described = [(r.get("version"), r.get("date")) for r in ET.parse(METAINFO).getroot().findall("releases/release")]
    assert described == changelog_releases()


def test_the_appstream_screenshots_are_the_readmes():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    images = [image.text for image in ET.parse(METAINFO).getroot().findall("screenshots/screenshot/image")]
    assert len(images) >= 5
    for url in images:
        name = url.rsplit("/", 1)[1]
        assert (ROOT / "docs" / "screenshots" / name).is_file(), name
        assert f"(docs/screenshots/{name})" in readme, f"{name} is not among the README's pictures"
