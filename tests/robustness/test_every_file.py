"""Every file the app reads goes through the one strict reader (tutor/reading.py): whatever a file holds, its
reader loads it or refuses it with the reader's one error, a file of the user's set aside and said so, and the
window's path that uses it says so too and goes on. Found by feeding each kind JSON of every shape in any field,
cut short, not UTF-8 or too large; the long run is tests/benchmarks/fuzz_files.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.file_kinds import LOADED, REFUSED, Kind, encoded, kinds
from tests.support.fuzzing import json_places
from tutor import storage
from tutor.reading import UnreadableFile

ROOT = Path(__file__).resolve().parents[2]
KINDS = {kind.name: kind for kind in kinds()}

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(["classic", "samba", "canasta-practice/1", "canasta-profiles/1", "canasta-profile/1", "de"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=16,
)


def _replaced(data, place, value):
    if not place:
        return value
    head, *rest = place
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[head] = _replaced(copy[head], rest, value)
    return copy


class Raw(bytes):
    """An input, shown short when an example is reported (one is megabytes)."""

    def __repr__(self) -> str:
        return f"<{len(self):,} bytes: {bytes(self[:120])!r}>"


@st.composite
def hostile_bytes(draw, kind: Kind) -> bytes:
    return Raw(draw(_hostile_bytes(kind)))


@st.composite
def _hostile_bytes(draw, kind: Kind) -> bytes:
    """Bytes for ``kind``'s reader: its sample with any field given any JSON value, any JSON at all, the sample
    cut short, bytes that are not UTF-8, or more than the reader takes."""
    raw = encoded(kind.sample)
    how = draw(st.sampled_from(["field", "any", "cut", "not-utf8", "too-large", "missing"]))
    if how == "too-large":
        return b" " * (kind.limit + 1)
    if how == "cut":
        return raw[: draw(st.integers(0, len(raw) - 1))]
    if how == "not-utf8":
        at = draw(st.integers(0, len(raw)))
        return raw[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80"])) + raw[at:]
    if how == "any" or isinstance(kind.sample, str):
        value = draw(json_values)
        return json.dumps(value).encode() if how == "any" else draw(st.text(max_size=60)).encode("utf-8", "replace")
    places = list(json_places(kind.sample))
    place = draw(st.sampled_from(places[1:] or places))
    if how == "missing" and place and isinstance(place[-1], str):  # the field left out
        container = kind.sample
        for step in place[:-1]:
            container = container[step]
        without = {key: value for key, value in container.items() if key != place[-1]}
        return json.dumps(_replaced(kind.sample, place[:-1], without)).encode()
    return json.dumps(_replaced(kind.sample, place, draw(json_values))).encode()


@pytest.mark.parametrize("name", sorted(KINDS))
def test_each_kind_s_sample_is_loaded(name):
    kind = KINDS[name]
    assert kind.read(encoded(kind.sample)) == LOADED


@pytest.mark.parametrize("name", sorted(KINDS))
@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_each_reader_loads_or_refuses_whatever_a_file_holds(name, data):
    kind = KINDS[name]
    raw = data.draw(hostile_bytes(kind))
    assert kind.read(raw) in (LOADED, REFUSED)
    storage.set_aside_files.clear()


# -- the window's paths ------------------------------------------------------------------------------------------


def _gone(widget) -> None:
    """Close ``widget`` and delete it now: a window or dialog left alive keeps listening to language switches, and
    hundreds of them would slow every later test that switches."""
    from PySide6.QtCore import QCoreApplication, QEvent

    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _said(window) -> list[str]:
    said: list[str] = []
    window.show_info = said.append
    window.show_error = said.append
    return said


@pytest.fixture(scope="module")
def shared_window(qapp):
    """One window for the many examples of a property (a window per example would take minutes)."""
    from tutor.gui.main_window import MainWindow

    window = MainWindow()
    yield window
    _gone(window)


WINDOW_EXAMPLES = settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


@WINDOW_EXAMPLES
@given(data=st.data())
def test_the_welcome_screen_and_continue_take_any_practice_file(shared_window, data):
    """The welcome screen's way back into a kept game and Game ▸ Continue: the game, or the file set aside and
    said so; never an exception (a variant given as a list once stopped the app at every start)."""
    from tutor.gui.lessons.view import practice_text
    from tutor.play import practice_store

    kind = KINDS["practice-game"]
    path = practice_store.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.draw(hostile_bytes(kind)))
    text = practice_text()
    said = _said(shared_window)
    continued = shared_window.practice_session.continue_game()
    if not continued:
        assert said and not path.exists()
        assert not text or "practice-game.json" in said[-1]
    else:
        assert text  # the welcome screen offered it
    shared_window.practice_session.stop()
    storage.set_aside_files.clear()
    practice_store.forget()


@WINDOW_EXAMPLES
@given(data=st.data())
def test_a_new_practice_hand_and_the_editor_take_any_profiles_file(shared_window, data):
    from tutor.play import profiles

    kind = KINDS["profiles"]
    path = profiles.book_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.draw(hostile_bytes(kind)))
    shared_window._profiles = None  # read again, as at a new start
    said = _said(shared_window)
    shared_window.practice_session.new_game("classic", 4, seed=1)
    assert shared_window.table.position is not None
    editor = shared_window.dispute.open_editor()  # the position editor starts from the table's profile
    _gone(editor)
    if path.exists():
        assert not said or all("profiles.json" not in s for s in said)
    else:
        assert said and "profiles.json" in said[0]
    shared_window.practice_session.stop()
    storage.set_aside_files.clear()


@WINDOW_EXAMPLES
@given(data=st.data())
def test_importing_any_rules_file_is_refused_with_a_reason_or_imported(shared_window, data, tmp_path_factory):
    dialog = shared_window.open_rules_dialog()
    path = tmp_path_factory.mktemp("rules") / "club.canasta-rules.json"
    path.write_bytes(data.draw(hostile_bytes(KINDS["rules-file"])))
    imported = dialog.import_from(path)
    assert imported or "club.canasta-rules.json" in dialog.message.text()
    _gone(dialog)


def test_importing_an_endless_file_returns_refused(shared_window):
    """``/dev/zero`` is read up to the limit, not to the end it never reaches."""
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero on this system")
    dialog = shared_window.open_rules_dialog()
    assert not dialog.import_from(Path("/dev/zero"))
    assert "zero" in dialog.message.text() and "1 MB" in dialog.message.text()
    _gone(dialog)


@WINDOW_EXAMPLES
@given(data=st.data())
def test_a_pasted_code_or_text_and_an_opened_file_are_shown_or_refused_with_a_reason(shared_window, data, tmp_path_factory):
    dispute = shared_window.dispute
    said = _said(shared_window)
    code = data.draw(hostile_bytes(KINDS["share-code"])).decode("utf-8", "replace")
    assert dispute.open_code(code) or said
    said.clear()
    text = data.draw(hostile_bytes(KINDS["pasted-position"])).decode("utf-8", "replace")
    assert dispute.open_text(text) or said
    said.clear()
    path = tmp_path_factory.mktemp("positions") / "p.json"
    path.write_bytes(data.draw(hostile_bytes(KINDS["position-file"])))
    assert dispute.open_file(path) or (said and "p.json" in said[-1])


@settings(max_examples=15, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_score_pad_opens_with_any_game_file(qtbot, data, tmp_path_factory):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad.game import GameStore

    folder = tmp_path_factory.mktemp("games")
    path = folder / "0123456789ab.json"
    path.write_bytes(data.draw(hostile_bytes(KINDS["scorepad-game"])))
    pad = ScorePadWindow(GameStore(folder))
    assert path.exists() != path.with_name(path.name + ".bad").exists()
    _gone(pad)
    storage.set_aside_files.clear()


@settings(max_examples=15, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_window_opens_with_any_progress_file(qtbot, data, tmp_path_factory):
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    path = tmp_path_factory.mktemp("progress") / "progress.json"
    path.write_bytes(data.draw(hostile_bytes(KINDS["progress"])))
    progress = Progress(path)
    window = MainWindow(progress=progress)
    assert path.exists() != progress.recovered
    _gone(window)
    storage.set_aside_files.clear()


# -- every file of the state folder at once ----------------------------------------------------------------------

BROKEN = {
    "settings.json": b'{"language": ["de"], "appearance": {"dark": 1}}',
    "progress.json": b'{"results": {"a": "1"}, "review": []}',
    "practice-game.json": json.dumps(
        {"format": "canasta-practice/1", "variant": ["classic"], "players": 4, "hand": 1, "scores": []}
    ).encode(),
    "profiles.json": json.dumps(
        {"format": "canasta-profiles/1", "profiles": [{"name": "Oma", "variant": {"classic": 1}}]}
    ).encode(),
    "scorepad/0123456789ab.json": b'{"format": "canasta-scorepad/1", "variant": [], "hands": 3}',
}


def _break_every_file(home: Path) -> None:
    for name, raw in BROKEN.items():
        path = home / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(raw)


def test_the_app_starts_with_every_file_of_its_folder_broken_and_sets_each_aside(tmp_path):
    home = tmp_path / "home"
    _break_every_file(home)
    shot = tmp_path / "shot.png"
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--screenshot", str(shot)],
        cwd=ROOT,
        capture_output=True,
        timeout=120,
        env={**os.environ, "CANASTA_TUTOR_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr.decode()
    assert shot.exists() and b"Traceback" not in result.stderr
    for name in ("settings.json", "progress.json", "practice-game.json"):  # read by the start itself
        assert not (home / name).exists() and (home / f"{name}.bad").exists(), name


def test_with_every_file_broken_continue_new_hand_and_the_score_pad_say_so_and_go_on(window, qtbot):
    from tutor.gui.scorepad.window import ScorePadWindow
    from tutor.scorepad.game import GameStore

    _break_every_file(storage.data_dir())
    said = _said(window)
    assert not window.practice_session.continue_game()
    assert "practice-game.json" in said[-1]
    window.practice_session.new_game("classic", 4, seed=2)  # reads the broken profiles
    assert window.table.position is not None and any("profiles.json" in s for s in said)
    pad = ScorePadWindow(GameStore(storage.data_dir() / "scorepad"))
    qtbot.addWidget(pad)
    assert (storage.data_dir() / "scorepad" / "0123456789ab.json.bad").exists()


@pytest.fixture
def window(qtbot, tmp_path):
    from tutor.gui.main_window import MainWindow
    from tutor.lessons.progress import Progress

    win = MainWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(win)
    return win


def test_a_set_aside_file_is_named_with_the_field_the_reader_refused():
    from tutor.play import practice_store
    from tutor.words.explain import set_aside_message

    path = practice_store.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(BROKEN["practice-game.json"])
    assert practice_store.summary() is None
    (item,) = storage.set_aside_files
    assert isinstance(item.reason, UnreadableFile) and item.reason.field == "variant"
    message = set_aside_message(item)
    assert "practice-game.json" in message and "variant" in message


def test_a_practice_file_without_its_position_is_set_aside_not_a_key_error():
    from tutor.play import practice_store
    from tutor.play.practice_game import PracticeGame

    path = practice_store.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": "canasta-practice/1", "variant": "classic", "players": 4, "hand": 2, "scores": [10, 20]}
    path.write_text(json.dumps(data))
    assert PracticeGame.kept() is None and not path.exists()
    assert storage.set_aside_files[-1].reason.field == "position"


@pytest.mark.parametrize(
    "lang, words", [("en", "not a Canasta Tutor code"), ("de", "kein Code von Canasta Tutor"), ("fr", "Canasta Tutor")]
)
def test_a_pasted_code_with_a_superscript_version_is_refused_in_the_reader_s_language(window, lang, words):
    from tutor import i18n

    i18n.set_language(lang)
    try:
        said = _said(window)
        assert not window.dispute.open_code("CT²-AAAA-AAAAAAA")
        assert words in said[-1] and "int()" not in said[-1] and "²" not in said[-1]
    finally:
        i18n.set_language("en")


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_start_s_language_and_colours_take_any_settings_file(data):
    """What the app reads of its settings before its first paint: a language and a colour scheme it has, from any
    file; a file it cannot read set aside."""
    from tutor import i18n
    from tutor.gui import theme

    path = i18n.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.draw(hostile_bytes(KINDS["settings"])))
    assert i18n.choose_language(None) in i18n.LANGUAGES
    assert theme.remembered() in theme.CHOICES
    assert path.exists() or storage.set_aside_files[-1].path == path
    storage.set_aside_files.clear()
