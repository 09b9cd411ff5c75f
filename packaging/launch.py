"""The standalone app's entry point (see canasta-tutor.spec): the same as the ``canasta-tutor`` command."""

import os
import sys

# A windowed executable (Windows's canasta-tutor-gui.exe, the macOS app opened from the Finder) has no console:
# what the app would print goes nowhere instead of failing.
if sys.stdout is None or sys.stderr is None:
    nowhere = open(os.devnull, "w", encoding="utf-8")  # open as long as the app runs
    sys.stdout, sys.stderr = sys.stdout or nowhere, sys.stderr or nowhere

from tutor.cli import main  # noqa: E402

sys.exit(main())
