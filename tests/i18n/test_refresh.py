"""A catalog refresh (locales/refresh.py) with no message changed changes no file: no new date in the template's
or the catalogs' headers, no rewritten compiled catalog."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("refresh", ROOT / "locales" / "refresh.py")
refresh = importlib.util.module_from_spec(spec)
spec.loader.exec_module(refresh)


def test_the_catalogs_need_no_refresh(monkeypatch):
    monkeypatch.chdir(ROOT)
    assert refresh.refresh(check=True) == []


def test_a_new_date_or_moved_code_is_no_change_of_messages(tmp_path):
    text = refresh.TEMPLATE.read_text(encoding="utf-8")
    moved = tmp_path / "tutor.pot"
    moved.write_text(
        text.replace("POT-Creation-Date: ", 'POT-Creation-Date: 2099-01-01 00:00+0000\\n"\n"X-Old: ', 1).replace(
            "#: tutor/cli.py:", "#: tutor/cli.py:9"
        ),
        encoding="utf-8",
    )
    assert moved.read_text(encoding="utf-8") != text
    assert refresh.messages(moved) == refresh.messages(refresh.TEMPLATE)
    reworded = tmp_path / "reworded.pot"
    reworded.write_text(text.replace('msgid "Open position"', 'msgid "Open a position"', 1), encoding="utf-8")
    assert refresh.messages(reworded) != refresh.messages(refresh.TEMPLATE)


def test_compiled_catalogs_are_compared_by_what_they_say():
    mo = (ROOT / "locales" / "de" / "LC_MESSAGES" / "tutor.mo").read_bytes()
    assert refresh.meaning(mo) == refresh.meaning(mo)
    fr = (ROOT / "locales" / "fr" / "LC_MESSAGES" / "tutor.mo").read_bytes()
    assert refresh.meaning(mo) != refresh.meaning(fr)
