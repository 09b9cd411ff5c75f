"""The build's two additions to pyproject.toml: the data folders go into the package, and the README's
relative pictures and links become absolute for a package index.

The checkout keeps ``lessons/``, ``locales/``, ``resources/`` and ``docs/`` beside ``tutor/``; a wheel carries
what the app reads of them under ``tutor/data/`` with the same layout, where ``tutor/resources.py`` finds it.
"""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent

#: what the app reads at run time, as globs relative to the checkout; each file lands at tutor/data/<same path>
SHIPPED = (
    "lessons/course.json",
    "lessons/vocabulary.json",
    "lessons/exercises/*.json",
    "lessons/test-bank/*.json",
    "lessons/*/*.md",
    "lessons/cheatsheets/*/*.md",
    "locales/*/LC_MESSAGES/tutor.mo",
    "resources/*.desktop",
    "resources/*.xml",
    "resources/icons/*.png",
    "resources/icons/*.svg",
    "resources/lesson_html/*.json",
    "resources/positions/*.canasta.json",
    "docs/glossary.md",
)

SOURCE_URL = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]["Source"]


def shipped_files(root: Path = HERE) -> list[Path]:
    """Every shipped file, relative to ``root``."""
    return sorted({path.relative_to(root) for pattern in SHIPPED for path in root.glob(pattern) if path.is_file()})


class BuildWithData(build_py):
    """build_py that also copies the data folders into the built package (not in an editable install, whose
    package is the checkout itself: tutor/resources.py reads the folders beside it there)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tutor" / "data"
        for relative in shipped_files():
            destination = target / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(HERE / relative, destination)


def readme_for_an_index() -> str:
    """The README with its relative links and pictures pointing at the project's source, so that they work
    wherever the README is shown (a package index, a package manager)."""
    text = (HERE / "README.md").read_text(encoding="utf-8")
    return re.sub(
        r"(\]\()(?![a-z]+:|#)([^)\s]+)\)",
        lambda m: f"{m[1]}{SOURCE_URL}/{'raw' if m[2].endswith('.png') else 'blob'}/main/{m[2]})",
        text,
    )


if __name__ == "__main__":  # as the build runs it; a test reads SHIPPED without building
    setup(
        cmdclass={"build_py": BuildWithData},
        long_description=readme_for_an_index(),
        long_description_content_type="text/markdown",
    )
