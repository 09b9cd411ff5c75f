"""Refresh the catalogs after messages changed in the code: extract the template, merge it into the three
catalogs, compile them (steps 1, 2 and 4 of docs/translating.md) — and leave every file as it is when no
message changed.

    python locales/refresh.py          # then translate what is new, and run it again to compile
    python locales/refresh.py --check  # exit 1 if a refresh would change a file (nothing is written)

``pybabel extract`` stamps the template with the hour it ran (POT-Creation-Date), ``pybabel update`` copies that
stamp into each catalog and ``pybabel compile`` into each ``.mo``: run by hand with nothing changed, the commands
rewrote four headers and three binary files, and a moved line of code rewrote the template's source references.
Here the template is rewritten only when a message, its context, flags, comments or files changed; the catalogs are
merged only then, and a compiled file is written only when its headers or translations differ.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile
import tomllib
from pathlib import Path

from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "tutor.pot"
LANGUAGES = ("de", "fr", "en")
KEYWORDS = ("_", "N_", "ngettext:1,2", "pgettext:1c,2")


def pybabel(*arguments: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *arguments])


def extract(target: Path) -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    keywords = [part for keyword in KEYWORDS for part in ("-k", keyword)]
    pybabel(
        "extract", "-F", "babel.cfg", *keywords, "--project=Canasta Tutor", f"--version={version}",
        "--copyright-holder=Canasta Tutor contributors", "-o", str(target), ".",
    )  # fmt: skip


def messages(path: Path) -> list[tuple]:
    """What a translator sees of each message: its text, context, flags, comments and the files it comes from (not
    its line numbers, which every edit above it shifts)."""
    with path.open("rb") as handle:
        catalog = read_po(handle)
    return sorted(
        (repr(m.id), m.context or "", sorted(m.flags), list(m.auto_comments), sorted({f for f, _line in m.locations}))
        for m in catalog
        if m.id
    )


def compiled(po: Path, folder: Path) -> bytes:
    """The bytes ``pybabel compile`` makes of ``po``."""
    target = folder / f"{po.parents[1].name}.mo"
    pybabel("compile", "-i", str(po), "-o", str(target), "-l", po.parents[1].name)
    return target.read_bytes()


def meaning(mo: bytes) -> tuple:
    """A compiled catalog's headers and translations: two compilers' files may differ in bytes, not in these."""
    catalog = read_mo(io.BytesIO(mo))
    return list(catalog.mime_headers), sorted((repr(m.id), m.context or "", repr(m.string)) for m in catalog if m.id)


def refresh(check: bool = False) -> list[Path]:
    """The files a refresh changes (with ``check``, would change)."""
    changed: list[Path] = []
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        fresh = folder / "tutor.pot"
        extract(fresh)
        if messages(fresh) != messages(TEMPLATE):
            changed.append(TEMPLATE)
            if check:
                return [TEMPLATE, *(LOCALES / lang / "LC_MESSAGES" / "tutor.po" for lang in LANGUAGES)]
            TEMPLATE.write_bytes(fresh.read_bytes())
            pybabel("update", "-N", "--ignore-obsolete", "-i", str(TEMPLATE), "-d", str(LOCALES), "-D", "tutor")
        for lang in LANGUAGES:
            mo = LOCALES / lang / "LC_MESSAGES" / "tutor.mo"
            data = compiled(mo.with_suffix(".po"), folder)
            if not mo.exists() or meaning(mo.read_bytes()) != meaning(data):
                changed.append(mo)
                if not check:
                    mo.write_bytes(data)
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a refresh would")
    args = parser.parse_args(argv)
    os.chdir(ROOT)  # the template names each message's place relative to the checkout
    changed = refresh(check=args.check)
    for path in changed:
        print(f"{'would change' if args.check else 'changed'}: {path.relative_to(ROOT)}")
    if not changed:
        print("the catalogs are up to date")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
