"""The installed product's smoke test: run an installed ``canasta-tutor`` (a wheel in a venv, pipx, the
standalone bundle) as a user would, from a folder outside any checkout, and check what it carries.

    python tests/release/smoke.py --root DIR COMMAND…

``COMMAND`` starts the app (e.g. ``/tmp/venv/bin/canasta-tutor``); ``DIR`` is the installation, searched for
the shipped example position. Prints one line per check and exits 1 if any fails. tests/release/test_installed.py
runs it on a wheel built from the sdist; packaging/build_bundle.py on the bundle.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LESSONS = 19
POSITION = "frozen-pile-refused.canasta.json"
#: words of the German ruling on that position, and of the French lesson window; and their English
GERMAN = ("Zug", "unzulässig", "Regel", "Abwurfstapel")
FRENCH = ("Leçons", "Le rebut gelé", "Mémento", "Étape suivante")
ENGLISH = ("Lessons", "The frozen pile", "Cheat sheet", "Next step")


def expected_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def shipped_position(install: Path) -> Path:
    found = sorted(install.rglob(f"tutor/data/resources/positions/{POSITION}"))
    if not found:
        raise FileNotFoundError(f"no tutor/data/resources/positions/{POSITION} under {install}")
    return found[0]


def run_checks(command: Sequence[str], install: Path) -> list[tuple[str, bool, str]]:
    """(check, passed, what was seen) for each check, run from a new empty folder."""
    results: list[tuple[str, bool, str]] = []
    install = install.resolve()
    if Path(command[0]).exists():  # the checks run in another folder
        command = [str(Path(command[0]).resolve()), *command[1:]]
    with tempfile.TemporaryDirectory(prefix="canasta-smoke-") as folder:
        work = Path(folder)
        # no PYTHONPATH: the installed package, not a checkout, must answer
        env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
        env.update(
            QT_QPA_PLATFORM="offscreen", CANASTA_TUTOR_HOME=str(work / "home"), LANGUAGE="", LC_ALL="", LANG="C.UTF-8"
        )

        def run(*args: str) -> subprocess.CompletedProcess:
            return subprocess.run([*command, *args], cwd=work, env=env, capture_output=True, text=True, timeout=180)

        done = run("--version")
        version = f"canasta-tutor {expected_version()}"
        results.append(
            ("--version", done.returncode == 0 and done.stdout.strip() == version, (done.stdout + done.stderr).strip())
        )

        done = run("lessons", "--check", "--json")
        try:
            report = json.loads(done.stdout)
            count, problems = len(report["lessons"]), report["problems"]
        except (ValueError, KeyError, TypeError):
            count, problems = 0, [done.stderr.strip()[-300:]]
        results.append(
            (
                "lessons --check",
                done.returncode == 0 and count == LESSONS and not problems,
                f"exit {done.returncode}, {count} lessons, problems: {problems[:3]}",
            )
        )

        try:
            position = str(shipped_position(install))
        except FileNotFoundError as exc:
            results.append(("referee on a shipped position, in German", False, str(exc)))
        else:
            done = run("referee", position, "--lang", "de")
            german = all(word in done.stdout for word in GERMAN)
            results.append(
                (
                    "referee on a shipped position, in German",
                    done.returncode == 1 and german,
                    f"exit {done.returncode}: {done.stdout.strip().splitlines()[:2]} {done.stderr.strip()[-300:]}",
                )
            )

        png, texts = work / "lesson-fr.png", work / "lesson-fr.txt"
        done = run("--lesson", "frozen-pile", "--lang", "fr", "--screenshot", str(png), "--texts", str(texts))
        shown = texts.read_text(encoding="utf-8") if texts.exists() else ""
        lines = set(shown.splitlines())
        french = all(any(word in line for line in lines) for word in FRENCH)
        english = [word for word in ENGLISH if word in lines]
        picture = png.exists() and png.stat().st_size > 20_000
        results.append(
            (
                "a French lesson, offscreen",
                done.returncode == 0 and picture and french and not english,
                f"exit {done.returncode}, PNG {png.stat().st_size if png.exists() else 0} bytes, "
                f"French words {'all' if french else 'missing'}, English lines {english} "
                f"{done.stderr.strip()[-300:]}",
            )
        )

        done = run("--lang", "de", "--screenshot", str(work / "welcome-de.png"), "--texts", str(work / "welcome-de.txt"))
        shown = (work / "welcome-de.txt").read_text(encoding="utf-8") if (work / "welcome-de.txt").exists() else ""
        results.append(
            (
                "the German course in the app",
                done.returncode == 0
                and "Lektionen" in shown
                and "Die Karten und ihre Werte" in shown
                and "Der eingefrorene Abwurfstapel" in shown,
                f"exit {done.returncode} {done.stderr.strip()[-300:]}",
            )
        )
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, required=True, help="the installation, searched for shipped files")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command that starts the installed app")
    args = parser.parse_args(argv)
    results = run_checks(args.command, args.root)
    for name, passed, seen in results:
        print(f"{'ok  ' if passed else 'FAIL'} {name}" + ("" if passed else f": {seen}"))
    return 0 if all(passed for _name, passed, _seen in results) else 1


if __name__ == "__main__":
    sys.exit(main())
