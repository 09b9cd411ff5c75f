"""The log named in Help → About exists from the first run: the app writes one line once its window is usable,
saying what runs (the app's version, Python, Qt, the system)."""

import os
import platform
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import qVersion

ROOT = Path(__file__).resolve().parents[2]

#: runs the app as the desktop starts it, and ends it once the log holds a line (or after 30 s)
PROBE = r"""
import sys
from PySide6.QtCore import QTimer
from tutor.log import log_path, start_logging
from tutor.gui.app import ensure_app, run_app

start_logging()
app = ensure_app()

def quit_once_logged(tries=[0]):
    tries[0] += 1
    if (log_path().exists() and log_path().stat().st_size) or tries[0] > 600:
        app.exit(0)
    else:
        QTimer.singleShot(50, quit_once_logged)

QTimer.singleShot(0, quit_once_logged)
sys.exit(run_app(lang="de"))
"""


def test_a_run_of_the_app_writes_what_runs_to_the_log():
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_TUTOR_HOME=home)
        done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
        assert done.returncode == 0, done.stderr
        logs = list(Path(home).rglob("canasta-tutor.log"))
        assert len(logs) == 1, f"no log under {home}"
        (line,) = logs[0].read_text(encoding="utf-8").splitlines()
    assert " INFO tutor: Canasta Tutor " in line
    assert f"Python {platform.python_version()}" in line
    assert f"Qt {qVersion()}" in line
    assert f"{platform.system()} {platform.release()} {platform.machine()}" in line
