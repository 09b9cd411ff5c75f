"""Write packaging/flatpak/python3-deps.json: the Flatpak module that installs the Python libraries the app needs
besides PySide6 (which the PySide base app brings), and setuptools to build it, each as a wheel with its URL and
SHA-256, as flatpak-builder wants every source pinned. pip resolves them as it would install them here.

    python packaging/flatpak/python_deps.py
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "python3-deps.json"
#: what the base app provides: not installed again
PROVIDED = ("pyside6", "shiboken6")
#: to build the app's wheel inside the sandbox (pyproject.toml's build-system)
BUILD = "setuptools>=77"


def requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = [*project["project"]["dependencies"], BUILD]
    return [r for r in wanted if not re.match(r"\s*(" + "|".join(PROVIDED) + r")\b", r, re.IGNORECASE)]


def resolved(wanted: list[str]) -> list[dict]:
    """pip's installation report for ``wanted``: one entry per wheel, with its download URL and hashes."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.json"
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--dry-run", "--ignore-installed", "--only-binary=:all:",
             "--report", str(report), *wanted],
            check=True,
        )  # fmt: skip
        return json.loads(report.read_text(encoding="utf-8"))["install"]


def module(wheels: list[dict]) -> dict:
    names = [wheel["metadata"]["name"] for wheel in wheels]
    return {
        "name": "python3-deps",
        "buildsystem": "simple",
        "build-commands": [
            'pip3 install --verbose --exists-action=i --no-index --find-links="file://${PWD}" '
            "--prefix=${FLATPAK_DEST} " + " ".join(names) + " --no-build-isolation"
        ],
        "sources": [
            {
                "type": "file",
                "url": wheel["download_info"]["url"],
                "sha256": wheel["download_info"]["archive_info"]["hashes"]["sha256"],
            }
            for wheel in wheels
        ],
    }


def main() -> int:
    wheels = resolved(requirements())
    OUT.write_text(json.dumps(module(wheels), indent=2) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: " + ", ".join(f"{w['metadata']['name']} {w['metadata']['version']}" for w in wheels))
    return 0


if __name__ == "__main__":
    sys.exit(main())
