"""A notice on the referee panel is worded when shown, in the language of the moment: the English source it is
given must be marked for the catalogs (``N_``), or it shows English in a German window."""

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "tutor" / "gui"


def test_every_notice_given_as_text_is_marked_for_translation():
    unmarked = []
    for path in GUI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", None) in ("show_notice", "emit")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and node.args[0].value  # an empty text clears the notice
                and (getattr(node.func, "attr", None) == "show_notice" or "notice" in ast.unparse(node.func))
            ):
                unmarked.append(f"{path.name}:{node.lineno}: {node.args[0].value[:40]!r}")
    assert not unmarked, unmarked
