"""Every colour the app sets by hand is named in tutor/gui/theme.py, once per scheme: no colour literal anywhere
else in the package (a hex colour, rgb()/rgba(), a colour's name in a style sheet, QColor of numbers or a name,
one of Qt's global colours), nor in the lessons and the rendered lesson text the app shows."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

from PySide6.QtGui import QColor

from tutor.gui import theme

ROOT = Path(__file__).resolve().parents[2]
THEME = ROOT / "tutor" / "gui" / "theme.py"

HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b")
FUNCTION = re.compile(r"\b(?:rgba?|hsla?|hs[vl])\s*\(")
#: a colour named in a style sheet or an HTML attribute: "color: white", "background: red", bgcolor="black"
STYLE_VALUE = re.compile(
    r"(?:color|background(?:-color)?|border(?:-[a-z]+)?|bgcolor|fill|stroke)\s*[:=]\s*[\"']?([^;{}\"'<>]*)"
)
#: no colour, the absence of one: a pixmap cleared before painting, a style sheet's "background: transparent"
NOT_A_COLOUR = {"transparent", "none"}
NAMES = {name.lower() for name in QColor.colorNames()} - NOT_A_COLOUR


def _literals_in_text(text: str) -> list[str]:
    found = HEX.findall(text) + FUNCTION.findall(text)
    for value in STYLE_VALUE.findall(text):
        found += [word for word in re.findall(r"[a-zA-Z]+", value) if word.lower() in NAMES]
    return found


def _colour_literals_in_python(path: Path) -> list[tuple[int, str]]:
    source = path.read_text(encoding="utf-8")
    found = [
        (token.start[0], literal)
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.STRING
        for literal in _literals_in_text(token.string)
    ]
    for node in ast.walk(ast.parse(source)):
        # QColor(255, 0, 0), QColor("white"): a colour made of constants
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name | ast.Attribute)
            and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) in ("QColor", "fromRgb", "fromHsv")
            and node.args
            and all(isinstance(arg, ast.Constant) for arg in node.args)
        ):
            found.append((node.lineno, ast.unparse(node)))
        # Qt.GlobalColor.red, Qt.white
        if isinstance(node, ast.Attribute) and node.attr.lower() in NAMES | {"color0", "color1"}:
            base = ast.unparse(node.value)
            if base in ("Qt", "Qt.GlobalColor", "QtCore.Qt", "QtCore.Qt.GlobalColor"):
                found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_colour_literal_outside_the_theme():
    found = [
        f"{path.relative_to(ROOT)}:{line}: {literal}"
        for path in sorted((ROOT / "tutor").rglob("*.py"))
        if path != THEME
        for line, literal in _colour_literals_in_python(path)
    ]
    assert not found, "colours belong in tutor/gui/theme.py, named once per scheme:\n" + "\n".join(found)


def test_no_colour_literal_in_what_the_lessons_show():
    shown = [*(ROOT / "lessons").rglob("*.md"), *(ROOT / "resources" / "lesson_html").rglob("*")]
    found = [
        f"{path.relative_to(ROOT)}: {literal}"
        for path in shown
        if path.is_file()
        for literal in _literals_in_text(path.read_text(encoding="utf-8"))
    ]
    assert not found, found


def test_the_check_finds_each_kind_of_literal(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from PySide6.QtCore import Qt\n"
        "from PySide6.QtGui import QColor\n"
        'A = "color: #f1f8e9;"\n'
        'B = "border: 1px solid rgba(255, 255, 255, 70);"\n'
        'C = "QLabel { color: white; background: transparent; }"\n'
        "D = QColor(0, 0, 0, 60)\n"
        'E = QColor("white")\n'
        "F = Qt.GlobalColor.red\n"
        "G = Qt.GlobalColor.transparent\n"
        "H = QColor(theme.colour('text'))\n",
        encoding="utf-8",
    )
    assert [line for line, _literal in _colour_literals_in_python(sample)] == [3, 4, 5, 6, 7, 8]


def test_both_schemes_name_the_same_colours():
    assert theme.LIGHT.keys() == theme.DARK.keys()
    for value in (*theme.LIGHT.values(), *theme.DARK.values()):
        assert QColor(value).isValid(), value
