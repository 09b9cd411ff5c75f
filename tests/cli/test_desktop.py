"""Desktop integration for a pip or pipx install: `canasta-tutor install-desktop` (and --remove), the MIME
type of position files, the AppStream description, `canasta-tutor FILE` and `--version`."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tutor import cli, desktop
from tutor.resources import APP_ID, DESKTOP_ENTRY, METAINFO, MIME_INFO

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture(autouse=True)
def _on_linux(monkeypatch):
    """The menu files are Linux's: these tests write them whatever system runs the tests."""
    monkeypatch.setattr(desktop, "system", lambda: "linux")
    monkeypatch.delenv("FLATPAK_ID", raising=False)
    monkeypatch.setattr(desktop, "in_flatpak", lambda: False)


def run(*args, **kwargs):
    return subprocess.run([sys.executable, "-m", "tutor", *args], capture_output=True, text=True, timeout=120, **kwargs)


def test_install_desktop_writes_the_entry_icons_and_file_type_and_remove_takes_them_back(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert cli.main(["install-desktop", "--lang", "en"]) == 0
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    assert "Added to the desktop menu" in capsys.readouterr().out
    exec_line = next(line for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec="))
    assert exec_line.endswith(" %f") and exec_line != "Exec=canasta-tutor %f"  # the command of this installation
    assert (tmp_path / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()  # named after the app
    assert (tmp_path / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    if shutil.which("update-mime-database"):  # the database now maps the double extension to the type
        assert "application/x-canasta-position+json:*.canasta.json" in (tmp_path / "mime" / "globs2").read_text()

    assert cli.main(["install-desktop", "--remove", "--lang", "en"]) == 0
    assert "Removed from the desktop menu" in capsys.readouterr().out
    assert not entry.exists()
    assert not list(tmp_path.rglob("canasta-tutor.*")) and not list(tmp_path.rglob(f"{APP_ID}*"))
    assert cli.main(["install-desktop", "--remove", "--lang", "en"]) == 0
    assert "Nothing to remove" in capsys.readouterr().out


def test_an_unwritable_data_folder_is_an_error_not_a_traceback(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert cli.main(["install-desktop", "--lang", "en"]) == 2
    assert capsys.readouterr().err.startswith("error: ")


@pytest.mark.parametrize(
    "path,quoted",
    [
        ("/usr/bin/canasta-tutor", "/usr/bin/canasta-tutor"),
        ("/home/a b/.local/bin/canasta-tutor", '"/home/a b/.local/bin/canasta-tutor"'),
        ('/x/$HOME"', '"/x/\\$HOME\\""'),
    ],
)
def test_the_exec_line_quotes_as_the_desktop_entry_specification_says(path, quoted):
    assert desktop._quoted(path) == quoted
    assert f"Exec={quoted} %f" in desktop.desktop_entry_text(quoted)


def test_the_desktop_entry_claims_position_files_only():
    entry = DESKTOP_ENTRY.read_text(encoding="utf-8")
    assert "MimeType=application/x-canasta-position+json;\n" in entry
    assert "application/json" not in entry
    tree = ET.parse(MIME_INFO)
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    kind = tree.getroot().find("m:mime-type", ns)
    assert kind.get("type") == "application/x-canasta-position+json"
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*.canasta.json"]
    assert kind.find("m:sub-class-of", ns).get("type") == "application/json"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-validate is not installed")
def test_the_desktop_entry_validates(tmp_path):
    done = subprocess.run(["desktop-file-validate", str(DESKTOP_ENTRY)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli (package appstream) is not installed")
def test_appstreamcli_accepts_the_metainfo():
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_metainfo_names_this_release_and_the_desktop_entry():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP_ENTRY.name
    assert root.find("releases/release").get("version") == VERSION  # the newest release comes first
    assert root.findtext("project_license") == "MIT"


def test_version_is_the_distributions():
    done = run("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"canasta-tutor {VERSION}"


def test_a_bare_file_argument_opens_that_position(tmp_path):
    shot, texts = tmp_path / "shot.png", tmp_path / "texts.txt"
    position = ROOT / "resources" / "positions" / "frozen-pile-refused.canasta.json"
    done = run(
        str(position),
        "--lang",
        "en",
        "--screenshot",
        str(shot),
        "--texts",
        str(texts),
        cwd=tmp_path,
        env={**_env(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    assert any(line.startswith("✗ Refused") for line in texts.read_text(encoding="utf-8").splitlines())


def test_a_bare_file_argument_that_cannot_be_read_is_an_error(tmp_path):
    done = run(
        str(tmp_path / "missing.canasta.json"),
        "--screenshot",
        str(tmp_path / "x.png"),
        cwd=tmp_path,
        env={**_env(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 2 and "missing.canasta.json" in done.stderr


def test_texts_without_a_screenshot_is_refused(tmp_path):
    done = run("--texts", str(tmp_path / "t.txt"), "--lang", "en", env=_env(tmp_path))
    assert done.returncode == 2 and "--texts needs --screenshot" in done.stderr


def _env(tmp_path: Path) -> dict:
    import os

    return {**os.environ, "CANASTA_TUTOR_HOME": str(tmp_path / "home")}


@pytest.mark.parametrize(
    "system, lang, words",
    [
        ("windows", "en", ("On Windows the installer", "Start menu", "*.canasta.json", "Nothing was changed")),
        ("macos", "en", ("On macOS", "Canasta Tutor.app", "Nothing was changed")),
        ("windows", "de", ("Unter Windows", "Startmenü", "*.canasta.json")),
        ("macos", "fr", ("Sous macOS", "Canasta Tutor.app", "*.canasta.json")),
    ],
)
def test_install_desktop_says_the_installer_does_it_on_windows_and_macos(tmp_path, monkeypatch, capsys, system, lang, words):
    data_home = tmp_path / "data"  # apart from the app's own folder, where its log may start
    monkeypatch.setenv("XDG_DATA_HOME", str(data_home))
    monkeypatch.setattr(desktop, "system", lambda: system)
    assert cli.main(["install-desktop", "--lang", lang]) == 1  # nothing done: not reported as success
    said = capsys.readouterr().out
    assert all(word in said for word in words), said
    assert not data_home.exists()  # no Linux menu files written


def test_install_desktop_is_hidden_inside_a_flatpak(monkeypatch, capsys):
    monkeypatch.setattr(desktop, "in_flatpak", lambda: True)
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "install-desktop" not in capsys.readouterr().out
    with pytest.raises(SystemExit) as refused:
        cli.main(["install-desktop", "--lang", "en"])  # a command, not a file to open: argparse refuses it
    assert refused.value.code == 2 and "install-desktop" in capsys.readouterr().err


def test_flatpak_is_recognised_by_its_variable(monkeypatch):
    monkeypatch.undo()  # the real check, not the stand-in of _on_linux
    monkeypatch.setenv("FLATPAK_ID", "io.github.canasta_tutor.CanastaTutor")
    assert desktop.in_flatpak()
