"""The product as a user installs it: an sdist built from this checkout, a wheel built from that sdist, the
wheel installed with its dependencies into a new virtual environment, and the app run from a folder outside
the checkout (tests/release/smoke.py). About half a minute; ``-m "not release"`` leaves it out."""

from __future__ import annotations

import email
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.release.smoke import expected_version, run_checks
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.release
#: where a virtual environment keeps its programs (python, canasta-tutor; Windows finds their .exe by this name)
BIN = "Scripts" if os.name == "nt" else "bin"


def _run(*args, **kwargs) -> subprocess.CompletedProcess:
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    done = subprocess.run(args, capture_output=True, text=True, env=env, timeout=600, **kwargs)
    assert done.returncode == 0, f"{' '.join(map(str, args))}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    """(sdist, wheel, venv): built as `python -m build` does (the wheel from the sdist) and installed."""
    out = tmp_path_factory.mktemp("dist")
    _run(sys.executable, "-m", "build", "--outdir", str(out), str(ROOT))
    sdist = next(out.glob("*.tar.gz"))
    wheel = next(out.glob("*.whl"))
    venv = tmp_path_factory.mktemp("venv")
    _run(sys.executable, "-m", "venv", str(venv))
    _run(str(venv / BIN / "python"), "-m", "pip", "install", "-q", str(wheel))
    return sdist, wheel, venv


def test_the_wheel_carries_everything_the_app_reads(release):
    _sdist, wheel, _venv = release
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = load_script(ROOT / "setup.py").shipped_files()
    missing = [str(path) for path in shipped if f"tutor/data/{path.as_posix()}" not in names]
    assert not missing
    assert {
        "tutor/data/locales/de/LC_MESSAGES/tutor.mo",
        "tutor/data/locales/fr/LC_MESSAGES/tutor.mo",
        "tutor/data/lessons/course.json",
        "tutor/data/docs/glossary.md",
    } <= names
    assert not [n for n in names if n.startswith("tutor/data/") and n.endswith(".py")]  # the makers stay home


def test_the_metadata_is_what_an_index_expects(release):
    _sdist, wheel, _venv = release
    with zipfile.ZipFile(wheel) as archive:
        info = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = email.message_from_bytes(archive.read(info))
        entry_points = archive.read(info.replace("METADATA", "entry_points.txt")).decode()
        assert info.replace("METADATA", "licenses/LICENSE") in archive.namelist()
    assert metadata["Version"] == expected_version()
    assert metadata["License-Expression"] == "MIT"
    classifiers = metadata.get_all("Classifier")
    for wanted in (
        "Environment :: X11 Applications :: Qt",
        "Topic :: Games/Entertainment",
        "Topic :: Education",
        "Natural Language :: German",
        "Natural Language :: French",
        "Natural Language :: English",
    ):
        assert wanted in classifiers
    assert metadata.get_all("Project-URL") and metadata["Author"]
    assert "[gui_scripts]" in entry_points and "[console_scripts]" in entry_points
    # the README's pictures and links work outside the repository
    description = metadata.get_payload()
    assert "](docs/" not in description and "/raw/main/docs/screenshots/welcome-de.png" in description


def test_the_sdist_builds_the_wheel_and_runs_the_tests(release):
    sdist, _wheel, _venv = release
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for wanted in (
        "LICENSE",
        "setup.py",
        "babel.cfg",
        "lessons/course.json",
        "locales/de/LC_MESSAGES/tutor.po",
        "locales/fr/LC_MESSAGES/tutor.mo",
        "resources/icons/canasta-tutor.svg",
        "docs/glossary.md",
        "tests/conftest.py",
        "tests/release/smoke.py",
        "packaging/canasta-tutor.spec",
        "CHANGELOG.md",
        ".ci/run",
    ):
        assert wanted in names, wanted


def test_the_installed_app_runs_from_outside_the_checkout(release):
    _sdist, _wheel, venv = release
    results = run_checks([str(venv / BIN / "canasta-tutor")], venv)
    failed = [f"{name}: {seen}" for name, passed, seen in results if not passed]
    assert not failed
    assert len(results) == 5


def test_the_installed_package_reads_its_own_data(release):
    _sdist, _wheel, venv = release
    probe = (
        "import tutor.resources as r; print(r.PACKAGED, r.DATA); "
        "assert r.GLOSSARY.is_file() and r.DESKTOP_ENTRY.is_file() and r.METAINFO.is_file(); "
        "assert len(list(r.ICONS.glob('canasta-tutor-*.png'))) >= 5"
    )
    done = _run(str(venv / BIN / "python"), "-c", probe, cwd=venv)
    packaged, data = done.stdout.split()
    assert packaged == "True" and Path(data).is_relative_to(venv)
