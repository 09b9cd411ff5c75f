"""Share codes: every position, rules and move come back the same; a mistyped or hostile code is refused."""

import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.robustness.save_reload import game, random_ruleset
from tutor.play.share import PREFIX, VERSION, CodeError, _b32, decode, encode, looks_like_code
from tutor.rules.errors import InputError
from tutor.rules.notation import read_position, write_position
from tutor.rules.referee import play
from tutor.words.explain import input_error

FROZEN = open("resources/positions/frozen-pile-refused.canasta.json", encoding="utf-8").read()


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_a_code_brings_back_the_same_position_rules_move_and_ruling(seed):
    rng = random.Random(seed)
    steps = game(random_ruleset(rng), rng, max_turns=rng.randrange(1, 60))
    if not steps:
        return
    position, move = rng.choice(steps)
    code = encode(position, (move,))
    back = decode(code)
    assert write_position(back.position, back.moves) == write_position(position, (move,))
    assert back.position.ruleset.options() == position.ruleset.options()
    before, after = play(position, (move,)), play(back.position, back.moves)
    assert (before.legal, before.verdict.codes) == (after.legal, after.verdict.codes)


def test_a_code_survives_a_chat_app():
    loaded = read_position(FROZEN)
    code = encode(loaded.position, loaded.moves)
    head = f"{PREFIX}{VERSION}-"
    assert code.startswith(head) and set(code[len(head) :]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567-")
    mangled = "  " + "\n".join(code[i : i + 40] for i in range(0, len(code), 40)).lower() + " \n"
    assert looks_like_code(mangled)
    assert decode(mangled).moves == loaded.moves


def test_every_single_typo_is_refused_and_never_misread():
    loaded = read_position(FROZEN)
    code = encode(loaded.position, loaded.moves)
    body_start = len(f"{PREFIX}{VERSION}-")
    rng = random.Random(5)
    for _ in range(300):
        i = rng.randrange(body_start, len(code))
        typo = code[:i] + rng.choice([c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" if c != code[i]]) + code[i + 1 :]
        with pytest.raises(InputError) as refused:
            decode(typo)
        assert input_error(refused.value)


@pytest.mark.parametrize(
    "text, words",
    [
        ("hello", "not a Canasta Tutor code"),
        ("CT9-AAAA-AAAAAAA", "another version"),
        ("CT1-AAAA-AAAAAAA", "checksum"),
        ("CT1-AA1A-AAAAAAA", "characters a code never has"),
        ("CT1", "checksum"),
    ],
)
def test_a_broken_code_says_what_is_wrong(text, words):
    with pytest.raises(CodeError) as refused:
        decode(text)
    assert words in input_error(refused.value)


def _code_of(raw: bytes) -> str:
    packed = zlib.compress(raw, 9)
    return f"{PREFIX}{VERSION}-{_b32(packed)}-{_b32(zlib.crc32(packed).to_bytes(4, 'big'))}"


def test_a_code_holding_a_bomb_or_no_position_is_refused():
    with pytest.raises(InputError):
        decode(_code_of(b"[" * 100_000))  # nesting
    with pytest.raises(CodeError):
        decode(_code_of(b" " * (1 << 21)))  # inflates beyond any position file
    with pytest.raises(InputError):
        decode(_code_of(b'{"format": "canasta-position/1"}'))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ234567-=1 \n", max_size=200))
def test_hostile_codes_are_refused_as_input_errors_only(text):
    try:
        decode("CT1-" + text)
    except InputError:
        pass


def test_the_command_line_writes_and_reads_codes(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "frozen.json"
    path.write_text(FROZEN, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "code", str(path), "--qr", str(tmp_path / "qr.svg")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert out.startswith("CT1-") and (tmp_path / "qr.svg").read_text().lstrip().startswith("<")
    ruled = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", "--code", out, "--json"], capture_output=True, text=True
    )
    assert ruled.returncode == 1 and '"pile-frozen"' in ruled.stdout
    broken = subprocess.run(
        [sys.executable, "-m", "tutor", "referee", "--code", out[:-3] + "AAA"], capture_output=True, text=True
    )
    assert broken.returncode == 2 and "checksum" in broken.stderr and "Traceback" not in broken.stderr


@pytest.mark.parametrize("head", ["CT²", "CT١", "CT" + "1" * 5000, "CT1" + "0" * 4300])
def test_a_version_in_other_digits_or_far_too_long_is_refused_as_a_code(head):
    """``str.isdigit`` takes ``²`` and Arabic-Indic digits, which ``int`` refuses or reads as another number, and
    more than 4,300 digits make ``int`` raise: each is refused as not a code, in words."""
    with pytest.raises(CodeError) as refused:
        decode(f"{head}-AAAA-AAAAAAA")
    assert "not a Canasta Tutor code" in input_error(refused.value)


def test_a_paste_of_megabytes_is_refused_before_it_is_decoded():
    import time

    from tutor.play.share import MAX_CODE_CHARS

    text = "CT1-" + "A" * 30_000_000
    start = time.perf_counter()
    with pytest.raises(CodeError):
        decode(text)
    assert looks_like_code(text)
    assert time.perf_counter() - start < 0.5  # it was 8 s, decoded whole before the checksum refused it
    with pytest.raises(CodeError) as refused:
        decode("CT1-" + "A" * MAX_CODE_CHARS)
    assert "too long" in input_error(refused.value)


def test_the_code_of_the_fullest_tables_stays_far_below_the_longest_read():
    """Whole hands of each system at its most players, a code made before every move: the longest stays far
    below MAX_CODE_CHARS, so the cap never refuses a code the app made."""
    import random

    from tutor.play.practice_game import PracticeGame, hand_is_over
    from tutor.play.share import MAX_CODE_CHARS
    from tutor.rules.bot import Bot
    from tutor.rules.presets import PRESETS

    longest = 0
    for variant, preset in PRESETS.items():
        position = PracticeGame(variant, max(preset.players), seed=4).deal()
        bot = Bot(random.Random(2))
        for _turn in range(2000):
            turn = [] if hand_is_over(position) else bot.play_turn(position)
            if not turn:
                break
            for move, after in turn:
                longest = max(longest, len(encode(position, [move])))
                position = after
    assert 0 < longest * 20 < MAX_CODE_CHARS


def test_a_qr_picture_that_cannot_be_written_is_told_in_words_and_leaves_no_file(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "frozen.json"
    path.write_text(FROZEN, encoding="utf-8")
    blocker = tmp_path / "notes.txt"  # a file where the picture's folder should be: refused to root too
    blocker.write_text("mine", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "code", str(path), "--qr", str(blocker / "qr.png"), "--lang", "de"],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0 and "Traceback" not in result.stderr
    assert "kann nicht geschrieben werden: ein Teil des Pfads ist eine Datei, kein Ordner" in result.stderr
    assert "Errno" not in result.stderr and blocker.read_text(encoding="utf-8") == "mine"
