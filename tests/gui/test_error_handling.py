"""One way to meet a failure in the window (tutor/gui/errors.py): what the person can act on is caught by its type and
told through ``error_message``; anything else is a bug and reaches the crash dialog. Never a failure only logged."""

from __future__ import annotations

import ast
import logging
from pathlib import Path

import pytest

from tutor.gui.errors import error_message
from tutor.rules.errors import InputError

GUI = Path(__file__).resolve().parents[2] / "tutor" / "gui"
HELPER = "error_message"
#: the crash hook itself: a saver failing while it handles an error is logged, and its dialog says not all was
#: saved (tests/gui/test_crash.py, test_a_saver_that_fails_is_logged_and_the_dialog_says_not_all_was_saved)
HOOK = GUI / "crash.py"


def _calls(node: ast.AST) -> set[str]:
    names = set()
    for call in ast.walk(node):
        if isinstance(call, ast.Call):
            func = call.func
            names.add(func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else "")
    return names


def _reraises(handler: ast.ExceptHandler) -> bool:
    return any(isinstance(node, ast.Raise) for node in ast.walk(handler))


def _logs(handler: ast.ExceptHandler) -> bool:
    return any(
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute)
        and isinstance(call.func.value, ast.Name)
        and call.func.value.id in ("logger", "LOGGER", "logging", "log")
        for call in ast.walk(handler)
    )


def _broad(handler: ast.ExceptHandler) -> bool:
    caught = handler.type
    names = caught.elts if isinstance(caught, ast.Tuple) else [caught]
    return caught is None or any(isinstance(n, ast.Name) and n.id in ("Exception", "BaseException") for n in names)


def _handlers() -> list[tuple[str, ast.ExceptHandler]]:
    return [
        (f"{path.relative_to(GUI.parent.parent)}:{node.lineno}", node)
        for path in sorted(GUI.rglob("*.py"))
        if path != HOOK
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ExceptHandler)
    ]


def test_no_broad_except_but_one_that_tells_or_raises_again():
    found = [
        where for where, handler in _handlers() if _broad(handler) and not (HELPER in _calls(handler) or _reraises(handler))
    ]
    assert not found, (
        "catch the failure's type and tell it with error_message, or let it reach the crash dialog:\n" + "\n".join(found)
    )


def test_no_failure_is_only_logged():
    found = [
        where for where, handler in _handlers() if _logs(handler) and not (HELPER in _calls(handler) or _reraises(handler))
    ]
    assert not found, "a failure logged is told too (error_message), or left to the crash dialog:\n" + "\n".join(found)


def test_every_failure_is_worded_through_the_one_helper():
    found = [
        f"{path.relative_to(GUI)}:{node.lineno}"
        for path in sorted(GUI.rglob("*.py"))
        if path.name != "errors.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "one_line"
    ]
    assert not found, found


def test_the_checks_see_a_silent_log_and_a_broad_catch():
    source = ast.parse(
        "try:\n    f()\nexcept Exception:\n    logger.warning('x', exc_info=True)\n"
        "try:\n    f()\nexcept Exception as exc:\n    show(error_message(exc))\n"
        "try:\n    f()\nexcept OSError:\n    raise\n"
    )
    handlers = [node for node in ast.walk(source) if isinstance(node, ast.ExceptHandler)]
    assert [_broad(h) for h in handlers] == [True, True, False]
    assert [_logs(h) for h in handlers] == [True, False, False]
    assert [HELPER in _calls(h) or _reraises(h) for h in handlers] == [False, True, True]


def test_the_message_names_the_failure_in_words_and_the_log_keeps_it_whole(caplog):
    try:
        raise InputError("hands[0]", "{card} is not a card", card="XY")
    except InputError as exc:
        logger = logging.getLogger("tutor")  # the app's log keeps to itself once started (tutor.log)
        logger.addHandler(caplog.handler)
        try:
            with caplog.at_level(logging.INFO, logger="tutor"):
                message = error_message(exc, "Cannot open {name}: {error}", name="a.json")
        finally:
            logger.removeHandler(caplog.handler)
    assert message == "Cannot open a.json: hands[0]: XY is not a card"
    assert caplog.records[-1].exc_info is not None


def test_a_bug_in_a_slot_is_not_swallowed_it_reaches_the_crash_hook(window, monkeypatch, position_data):
    # the hints once caught every exception and showed it as a one-line error: a bug looked like a refusal
    import json

    from tutor.rules import hints
    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(json.dumps(position_data)))

    def broken(_pos):
        raise RuntimeError("a bug")

    monkeypatch.setattr(hints, "hints", broken)
    with pytest.raises(RuntimeError):  # in a slot, PySide hands it to sys.excepthook: crash.handle
        window.dispute.show_hints()
    assert window.last_error is None


def test_a_practice_game_that_cannot_be_kept_says_so(window, qtbot, monkeypatch):
    window.practice_session.new_game("classic", 4, seed=5)
    game = window.practice_session.game

    def unwritable(_final):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(game, "keep", unwritable)
    window.practice_session.keep()
    assert window.statusBar().currentMessage() == "The practice game could not be kept: permission denied"
