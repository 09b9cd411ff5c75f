"""The scripts under resources/ that make files the app reads (icons, lessons rendered ahead), loaded as
modules so that a test can hold those files to what the scripts would make now."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType


def load_script(path: Path) -> ModuleType:
    """The script at ``path`` as a module, without running its ``main``."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
