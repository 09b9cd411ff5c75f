"""Why a file could not be read or written is said in the person's words, wherever they read it: the system's own
reason (``strerror``) is English whatever the language and comes with a number nobody needs. Each place is made to
fail for real (a folder where a file should be, a path through a file, a file without read permission) and its
message read in German and French."""

from __future__ import annotations

import errno
import os
import sys

import pytest

from tutor import cli, i18n, log
from tutor.words.explain import input_error
from tutor.words.files import OS_REASONS, READING_REASONS

LANGS = ("de", "fr")
#: the system's words for every failure the app words itself: none may show through
SYSTEM_WORDS = {os.strerror(code) for code in OS_REASONS}


def in_words(message: str, code: int, reading: bool = True) -> None:
    """``message`` names failure ``code`` in the current language, and nothing of the system's English."""
    lang = i18n.language()
    reason = (READING_REASONS if reading else OS_REASONS)[code]
    worded = i18n._(reason)
    assert worded != reason, (lang, reason)  # translated, so the test below says something
    assert worded in message, (lang, message)
    assert not [words for words in SYSTEM_WORDS if words in message], (lang, message)
    assert "Errno" not in message and f"[{code}]" not in message, (lang, message)


@pytest.fixture
def blocked(tmp_path):
    """A folder where a file should be, and a file in the way of a path: failures root meets too."""
    folder = tmp_path / "a folder.canasta.json"
    folder.mkdir()
    (folder / "inside.txt").write_text("kept")
    blocker = tmp_path / "notes.txt"
    blocker.write_text("mine")
    return {errno.EISDIR: folder, errno.ENOTDIR: blocker / "game.canasta.json"}


@pytest.fixture
def unreadable(tmp_path):
    """A file its owner may not read; root reads it all the same, so the case is left out for root only."""
    if sys.platform == "win32" or os.geteuid() == 0:
        pytest.skip("permission bits do not stop root reading (and Windows has none): the other failures run")
    path = tmp_path / "secret.canasta.json"
    path.write_text("{}")
    path.chmod(0)
    yield path
    path.chmod(0o600)


@pytest.fixture(params=LANGS)
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


# -- reading: tutor.reading and tutor.play.loading ---------------------------------------------------------------


@pytest.mark.parametrize("code", [errno.EISDIR, errno.ENOTDIR])
def test_a_file_that_cannot_be_read_says_why(blocked, lang, code):
    from tutor.reading import UnreadableFile, read_bytes_of

    with pytest.raises(UnreadableFile) as caught:
        read_bytes_of(blocked[code])
    in_words(input_error(caught.value), code)


@pytest.mark.parametrize("code", [errno.EISDIR, errno.ENOTDIR])
def test_a_profile_that_cannot_be_imported_says_why(blocked, lang, code):
    from tutor.play.profiles import ProfileError, import_file

    with pytest.raises(ProfileError) as caught:
        import_file(blocked[code])
    in_words(caught.value.words(), code)


@pytest.mark.parametrize("code", [errno.EISDIR, errno.ENOTDIR])
def test_the_referee_says_why_it_cannot_read_a_position(blocked, lang, code, capsys):
    assert cli.main(["--lang", lang, "referee", str(blocked[code])]) == 2
    err = capsys.readouterr().err
    assert blocked[code].name in err  # a long path is shortened in the middle
    in_words(err, code)


def test_a_position_without_read_permission_is_told(unreadable, lang, capsys):
    assert cli.main(["--lang", lang, "referee", str(unreadable)]) == 2
    in_words(capsys.readouterr().err, errno.EACCES)


def test_the_settings_in_a_folder_are_set_aside_and_told_why(tmp_path, monkeypatch, lang):
    from tutor import storage
    from tutor.words.explain import set_aside_message

    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(tmp_path / "home"))
    (tmp_path / "home" / "settings.json").mkdir(parents=True)
    storage.set_aside_files.clear()
    assert i18n.remembered_language() is None
    [item] = storage.set_aside_files
    in_words(set_aside_message(item), errno.EISDIR)
    storage.set_aside_files.clear()


# -- the course: lessons, cheat sheets and the course check ------------------------------------------------------


def test_a_lesson_that_cannot_be_read_says_why(tmp_path, lang):
    from tutor.lessons.course import CourseError, Lesson

    lesson = Lesson("melding", "basics", tmp_path)
    lesson.path(lang).mkdir(parents=True)
    with pytest.raises(CourseError) as caught:
        lesson.markdown(lang)
    in_words(input_error(caught.value), errno.EISDIR)


def test_a_cheat_sheet_that_cannot_be_read_says_why(tmp_path, lang):
    from tutor.lessons.cheatsheets import load_sheet, sheet_path
    from tutor.lessons.course import CourseError

    sheet_path("classic", lang, tmp_path).mkdir(parents=True)
    with pytest.raises(CourseError) as caught:
        load_sheet("classic", lang, tmp_path)
    in_words(input_error(caught.value), errno.EISDIR)


def test_a_lesson_not_in_utf8_names_the_byte_not_pythons_codec(tmp_path, lang):
    from tutor.lessons.course import CourseError, Lesson

    lesson = Lesson("melding", "basics", tmp_path)
    lesson.path(lang).parent.mkdir(parents=True)
    lesson.path(lang).write_bytes(b"# Melden\n\xe9")
    with pytest.raises(CourseError) as caught:
        lesson.markdown(lang)
    said = input_error(caught.value)
    assert {"de": "kein UTF-8-Text", "fr": "pas du texte UTF-8"}[lang] in said, said
    assert "codec" not in said and "utf-8" not in said


def test_the_course_check_says_why_it_cannot_read_a_lesson(tmp_path, lang):
    from tutor.lessons.check import _vocabulary_problems

    (tmp_path / "de" / "melding.md").mkdir(parents=True)
    [problem] = _vocabulary_problems(tmp_path)
    assert "melding.md" in problem
    in_words(problem, errno.EISDIR)


# -- writing: install-desktop and the log --------------------------------------------------------------------


@pytest.mark.skipif(sys.platform != "linux", reason="install-desktop writes the menu files of Linux desktops")
@pytest.mark.parametrize("remove", [False, True], ids=["install", "remove"])
def test_install_desktop_says_why_it_cannot_write(blocked, monkeypatch, lang, remove, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked[errno.ENOTDIR]))
    assert cli.main(["install-desktop", "--lang", lang, *(["--remove"] if remove else [])]) == 2
    err = capsys.readouterr().err
    assert str(blocked[errno.ENOTDIR]) in err
    in_words(err, errno.ENOTDIR, reading=False)


def test_a_log_that_cannot_be_written_is_told_in_the_language_chosen(fresh_log, blocked, monkeypatch, lang, capsys):
    """The log starts before a language is chosen; it is told once one is, and once only."""
    monkeypatch.setenv("CANASTA_TUTOR_HOME", str(blocked[errno.ENOTDIR]))
    with pytest.raises(SystemExit):
        cli.main(["--lang", lang, "--version"])
    err = capsys.readouterr().err
    assert err.count("canasta-tutor.log") == 1, err
    assert {"de": "Protokolldatei", "fr": "fichier journal"}[lang] in err
    in_words(err, errno.ENOTDIR, reading=False)
    assert log.unwritable is None


@pytest.mark.parametrize("reading", [False, True], ids=["writing", "reading"])
def test_every_reason_the_app_words_is_translated(lang, reading):
    from tutor.words.files import os_reason

    for code in READING_REASONS if reading else OS_REASONS:
        said = os_reason(OSError(code, os.strerror(code), "/x/y.canasta.json"), reading=reading)
        in_words(said, code, reading)
        assert said == said.strip(), (lang, code, said)
