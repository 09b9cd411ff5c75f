"""The referee command run as a person runs it, with a position given on its standard input."""

from __future__ import annotations

import json
import subprocess
import sys


def referee(data: dict, *flags: str) -> subprocess.CompletedProcess:
    """``canasta-tutor referee - FLAGS`` reading ``data`` as a position file; its exit code and output, text."""
    return subprocess.run(
        [sys.executable, "-m", "tutor", "referee", "-", *flags],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        check=False,
    )
