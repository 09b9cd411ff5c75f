"""Fixtures of the robustness tests."""

import pytest

from tutor import log


@pytest.fixture
def fresh_log(monkeypatch):
    """The app's log as before its first start: no file, no handler, nothing found unwritable."""
    monkeypatch.setattr(log, "log_file", None)
    monkeypatch.setattr(log, "_handler", None)
    monkeypatch.setattr(log, "unwritable", None)
    monkeypatch.setattr(log.LOGGER, "handlers", [])
    monkeypatch.setattr(log.LOGGER, "propagate", True)
    yield
    for handler in log.LOGGER.handlers:
        handler.close()
