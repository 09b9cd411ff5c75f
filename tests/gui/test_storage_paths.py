"""tutor.storage computes without Qt the folders QStandardPaths gives the app: the two must agree."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from tutor import storage
from tutor.gui.app import ensure_app


def test_folders_match_qt_standard_paths(monkeypatch, tmp_path):
    monkeypatch.delenv("CANASTA_TUTOR_HOME", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    ensure_app()
    qt_config = Path(QStandardPaths.writableLocation(QStandardPaths.AppConfigLocation))
    qt_data = Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))
    assert storage.config_dir() == qt_config
    assert storage.data_dir() == qt_data
