"""The Flatpak manifest (packaging/flatpak/) builds the app on KDE's runtime with the PySide base app, installs the
files the desktop needs under the app's id, and every file it installs is in the checkout."""

import re
import tomllib
from pathlib import Path

import yaml

from tutor.resources import APP_ID, DESKTOP_ENTRY, ICONS, METAINFO

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"


def manifest() -> dict:
    return yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))


def test_the_manifest_builds_the_app_on_the_kde_runtime_with_pyside():
    found = manifest()
    assert found["id"] == APP_ID
    assert (found["runtime"], found["sdk"], found["base"]) == ("org.kde.Platform", "org.kde.Sdk", "io.qt.PySide.BaseApp")
    assert found["runtime-version"] == found["base-version"]  # the base app is built for that runtime
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert found["command"] in scripts
    assert "--share=network" not in found["finish-args"] and "--filesystem=home" not in found["finish-args"]


def test_every_file_the_manifest_installs_is_shipped_and_named_after_the_app():
    app = manifest()["modules"][-1]
    assert (MANIFEST.parent / app["sources"][0]["path"]).resolve() == ROOT
    commands = " ".join(app["build-commands"]).replace("${FLATPAK_ID}", APP_ID)
    sizes = re.search(r"for size in ([\d ]+);", commands)[1].split()
    assert sorted(int(size) for size in sizes) == sorted(
        int(p.stem.rsplit("-", 1)[1]) for p in ICONS.glob("canasta-tutor-*.png")
    )
    commands = commands.replace("${size}", sizes[0])
    for source in re.findall(r"install -Dm644 (resources/\S+)", commands):
        assert (ROOT / source).is_file(), source
    for target in re.findall(r"\$\{FLATPAK_DEST\}/share/(?:icons|mime)/[^\s;]+", commands):
        assert target.endswith((f"{APP_ID}.svg", f"{APP_ID}.png", f"{APP_ID}.xml")), target


def test_the_desktop_entry_and_the_appstream_description_name_the_icon_by_the_app_id():
    assert f"Icon={APP_ID}\n" in DESKTOP_ENTRY.read_text(encoding="utf-8")
    assert f'<icon type="stock">{APP_ID}</icon>' in METAINFO.read_text(encoding="utf-8")
