"""The newest glibc the standalone app asks for: every ELF file of a bundle (executables, libraries, Qt's plugins,
Python's extension modules) names the glibc symbol versions it needs; the loader refuses to start a program one of
whose files needs a newer glibc than the system's. The Linux bundle must start on Debian 11 and Ubuntu 20.04.

    python packaging/check_glibc.py build/bundle/app/canasta-tutor [--max 2.31]

Prints the newest version needed and the files that need it; exits 1 above the limit (or if no ELF file is found).
Reads the version references with ``objdump -p`` (binutils).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

LIMIT = "2.31"  # Debian 11 (bullseye), Ubuntu 20.04
ELF_MAGIC = b"\x7fELF"
#: a version reference of objdump's "Version References" section: "0x0d696911 0x00 05 GLIBC_2.17"
REFERENCE = re.compile(r"^\s+0x[0-9a-f]+ 0x[0-9a-f]+ \d+ GLIBC_([0-9.]+)$", re.MULTILINE)


def version_key(version: str) -> tuple[int, ...]:
    """>>> sorted(["2.4", "2.17", "2.3.4"], key=version_key)
    ['2.3.4', '2.4', '2.17']
    """
    return tuple(int(part) for part in version.split("."))


def elf_files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) == ELF_MAGIC:
                    yield path


def glibc_versions(path: Path) -> set[str]:
    """The GLIBC_x.y versions ``path`` references (those of its dynamic symbols' libraries)."""
    shown = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    return set(REFERENCE.findall(shown))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="the bundle's folder")
    parser.add_argument("--max", default=LIMIT, help=f"the newest glibc allowed (default {LIMIT})")
    args = parser.parse_args(argv)

    needs: dict[Path, str] = {}
    for path in elf_files(args.bundle):
        versions = glibc_versions(path)
        if versions:
            needs[path] = max(versions, key=version_key)
    if not needs:
        print(f"no ELF file needing glibc under {args.bundle}", file=sys.stderr)
        return 1
    newest = max(needs.values(), key=version_key)
    too_new = {path: version for path, version in needs.items() if version_key(version) > version_key(args.max)}
    print(f"{len(needs)} ELF files; the newest glibc needed: {newest} (allowed: {args.max})")
    for path in sorted(path for path, version in needs.items() if version == newest)[:10]:
        print(f"  {newest}: {path.relative_to(args.bundle)}")
    for path, version in sorted(too_new.items()):
        print(f"TOO NEW {version}: {path.relative_to(args.bundle)}")
    return 1 if too_new else 0


if __name__ == "__main__":
    sys.exit(main())
