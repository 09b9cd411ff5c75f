"""A catalog that is missing or broken is said, once, on stderr and in the log: never English in silence."""

from __future__ import annotations

import pytest

from tutor import i18n, log


@pytest.fixture
def catalogs(tmp_path, monkeypatch):
    """An empty catalog folder, a fresh cache and the log in a temporary folder."""
    monkeypatch.setattr(i18n, "LOCALES", tmp_path / "locales")
    monkeypatch.setattr(i18n, "_cache", {})
    monkeypatch.setattr(log, "log_file", None)
    monkeypatch.setattr(log, "_handler", None)
    monkeypatch.setattr(log.LOGGER, "handlers", [])
    monkeypatch.setattr(log.LOGGER, "propagate", True)
    log.start_logging()
    yield tmp_path / "locales"
    for handler in log.LOGGER.handlers:
        handler.close()
    i18n.set_language("en")


def _logged() -> str:
    for handler in log.LOGGER.handlers:
        handler.flush()
    return log.log_file.read_text(encoding="utf-8") if log.log_file.exists() else ""


def test_a_missing_catalog_is_reported_once(catalogs, capsys):
    i18n.set_language("de")
    i18n.set_language("en")
    i18n.set_language("de")
    err = capsys.readouterr().err
    assert err.count("the de translation cannot be read") == 1
    assert str(catalogs / "de" / "LC_MESSAGES" / "tutor.mo") in err
    assert _logged().count("the de translation cannot be read") == 1
    assert i18n._("Lessons") == "Lessons"  # the app goes on, in the messages' own words


def test_a_corrupt_catalog_is_reported(catalogs, capsys):
    path = catalogs / "fr" / "LC_MESSAGES" / "tutor.mo"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00not a catalog at all")
    i18n.set_language("fr")
    assert "the fr translation cannot be read" in capsys.readouterr().err
    assert "the fr translation cannot be read" in _logged()


def test_the_shipped_catalogs_load_without_a_word(capsys):
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
    assert capsys.readouterr().err == ""
    i18n.set_language("de")
    assert i18n._("Lessons") == "Lektionen"
    i18n.set_language("en")
