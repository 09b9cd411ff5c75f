"""Build the standalone app (a one-folder PyInstaller bundle) and prove it, from this checkout, on the system it is for:

    python packaging/build_bundle.py   # → build/bundle/app/canasta-tutor/ (Windows, Linux), "Canasta Tutor.app" (macOS)

1. the sdist and the wheel, as ``python -m build`` makes them;
2. a new virtual environment with that wheel and PyInstaller (the ``bundle`` extra);
3. PyInstaller runs the recipe packaging/canasta-tutor.spec there, outside the checkout, so that the bundle is
   made from the installed package and nothing else;
4. the smoke test of tests/release/smoke.py on the bundle (the same checks CI runs on the installed wheel), and on
   Windows a screenshot drawn by the windowed executable;
5. its size, and its start time next to the same wheel installed in the venv.

Exits 1 if a step or a check fails.
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.release.smoke import run_checks  # noqa: E402

WORK = ROOT / "build" / "bundle"
RUNS = 5


def step(title: str) -> None:
    print(f"\n== {title}", flush=True)


def run(*args: str | Path, cwd: Path | None = None) -> None:
    subprocess.run([str(a) for a in args], cwd=cwd, check=True, env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"})


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def start_time(command: list[str]) -> float:
    """The median time, in seconds, from launch to a German welcome screen rendered offscreen."""
    times = []
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CANASTA_TUTOR_HOME": folder}
        for _ in range(RUNS):
            started = time.perf_counter()
            subprocess.run(
                [*command, "--lang", "de", "--screenshot", f"{folder}/shot.png"],
                env=env,
                check=True,
                capture_output=True,
                cwd=folder,
            )
            times.append(time.perf_counter() - started)
    return statistics.median(times)


def made() -> tuple[Path, Path]:
    """The app PyInstaller made on this system, and the executable the command line runs in it."""
    if sys.platform == "darwin":
        app = WORK / "app" / "Canasta Tutor.app"
        return app, app / "Contents" / "MacOS" / "canasta-tutor"
    folder = WORK / "app" / "canasta-tutor"
    return folder, folder / ("canasta-tutor.exe" if os.name == "nt" else "canasta-tutor")


def windowed_check(executable: Path) -> tuple[str, bool, str]:
    """The windowed executable renders the German welcome screen to a PNG."""
    with tempfile.TemporaryDirectory() as folder:
        shot = Path(folder) / "welcome.png"
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CANASTA_TUTOR_HOME": folder}
        done = subprocess.run([str(executable), "--lang", "de", "--screenshot", str(shot)], env=env, cwd=folder, timeout=180)
        size = shot.stat().st_size if shot.exists() else 0
        return (
            f"{executable.name} draws the window",
            done.returncode == 0 and size > 20_000,
            f"exit {done.returncode}, PNG {size} bytes",
        )


def desktop_left_out(app: Path) -> tuple[str, bool, str]:
    """Linux: nothing of the build machine's GTK3 (Qt's theme plugin and its libraries), fontconfig or freetype."""
    carried = sorted(
        path.name for path in app.rglob("*") if re.match(r"lib(qgtk3|gtk-3|gdk-3|fontconfig|freetype)\b", path.name)
    )
    return ("no GTK3, fontconfig or freetype of the build machine", not carried, f"carried: {carried}")


def main() -> int:
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)

    step("sdist and wheel")
    run(sys.executable, "-m", "build", "--outdir", WORK / "dist", ROOT)
    wheel = next((WORK / "dist").glob("*.whl"))

    step("a build environment with the wheel and PyInstaller")
    venv = WORK / "venv"
    run(sys.executable, "-m", "venv", venv)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    run(python, "-m", "pip", "install", "-q", f"{wheel}[bundle]")

    step("PyInstaller")
    run(
        python,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--distpath",
        WORK / "app",
        "--workpath",
        WORK / "work",
        ROOT / "packaging" / "canasta-tutor.spec",
        cwd=WORK,
    )
    app, executable = made()

    step("smoke test of the bundle")
    results = run_checks([str(executable)], app)
    if os.name == "nt":  # the Start menu's program, windowed: it prints nothing, but draws the window
        results.append(windowed_check(app / "canasta-tutor-gui.exe"))
    if sys.platform.startswith("linux"):
        results.append(desktop_left_out(app))
    for name, passed, seen in results:
        print(f"{'ok  ' if passed else 'FAIL'} {name}" + ("" if passed else f": {seen}"))
    if not all(passed for _name, passed, _seen in results):
        return 1

    step("measures")
    installed = venv / ("Scripts/canasta-tutor.exe" if os.name == "nt" else "bin/canasta-tutor")
    print(f"wheel:   {wheel.stat().st_size / 1e6:.1f} MB ({wheel.name})")
    print(f"bundle:  {folder_size(app) / 1e6:.0f} MB in {app}")
    print(f"start to a rendered welcome screen, median of {RUNS}:")
    print(f"  bundle          {start_time([str(executable)]):.2f} s")
    print(f"  wheel in a venv {start_time([str(installed)]):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
