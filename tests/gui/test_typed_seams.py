"""The window's seams say their types: no ``Any`` where the type is known, and the modes by their names' type
(``stage.ModeName``), which mypy holds every ``enter_mode`` and every mode's ``name`` to (tests/test_types.py)."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

from tutor.gui import stage

GUI = Path(__file__).resolve().parents[2] / "tutor" / "gui"
#: a rule option's value is whatever the format allows for it (a number, a yes/no, a word, a table of numbers)
OPEN = {"table/rules_panel.py"}


def test_no_any_at_the_windows_seams():
    found = [
        f"{path.relative_to(GUI)}:{node.lineno}"
        for path in sorted(GUI.rglob("*.py"))
        if str(path.relative_to(GUI)) not in OPEN
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Name) and node.id == "Any"
    ]
    assert not found, found


def test_the_modes_are_named_by_one_type():
    assert set(typing.get_args(stage.ModeName)) == {"lesson", "practice", "dispute"}
    assert set(typing.get_args(stage.Showing)) == {"welcome", *typing.get_args(stage.ModeName)}


def test_each_mode_answers_to_its_name(window, position_data):
    import json

    from tutor.rules.notation import read_position

    window.dispute.show_loaded(read_position(json.dumps(position_data)))
    assert window.mode == window.dispute.name == "dispute"
    window.practice_session.new_game("classic", 4, seed=1)
    assert window.mode == window.practice_session.name == "practice"
    assert window.open_lesson("frozen-pile")
    assert window.mode == window.exercise_session.name == "lesson"
