"""The house's import rules (docs/architecture.md): the rules core imports nothing above it, the play wing no
Qt, and no module of the app reaches into the command line."""

import ast
from pathlib import Path

TUTOR = Path(__file__).resolve().parents[1] / "tutor"


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (also inside functions), as absolute names."""
    package = ".".join(path.relative_to(TUTOR.parent).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def modules(folder: str) -> list[Path]:
    return sorted((TUTOR / folder).rglob("*.py"))


def test_the_rules_core_imports_nothing_above_it():
    for path in modules("rules"):
        above = {m for m in imports_of(path) if m.startswith("tutor.") and not m.startswith("tutor.rules")}
        assert not above, (path.name, above)


def test_the_play_wing_imports_no_qt():
    for path in modules("play"):
        qt = {m for m in imports_of(path) if m.startswith(("PySide6", "shiboken6", "tutor.gui"))}
        assert not qt, (path.name, qt)


def test_the_subcommands_import_no_qt_but_the_score_pad():
    """Each subcommand is its own module; only the score pad, a window, loads Qt."""
    for path in modules("commands"):
        qt = {m for m in imports_of(path) if m.startswith(("PySide6", "shiboken6"))}
        gui = {m for m in imports_of(path) if m.startswith("tutor.gui")}
        assert not qt, (path.name, qt)
        assert not gui or path.stem == "scorepad", (path.name, gui)


def test_no_module_of_the_app_imports_the_command_line():
    for path in TUTOR.rglob("*.py"):
        if path.name in ("cli.py", "__main__.py"):
            continue
        assert not {m for m in imports_of(path) if m == "tutor.cli" or m.startswith("tutor.cli.")}, path


def _runtime_imports(path: Path) -> set[str]:
    """The app's modules ``path`` imports when it runs (anywhere in it; annotations-only imports left out)."""
    package = ".".join(path.relative_to(TUTOR.parent).with_suffix("").parts[:-1])
    found = set()
    for statement in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(statement, ast.If) and "TYPE_CHECKING" in ast.unparse(statement.test):
            continue
        for node in ast.walk(statement):
            if isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
                module = ".".join(base + ([node.module] if node.module else []))
                for alias in node.names:  # "from . import theme": the module theme
                    sub = f"{module}.{alias.name}"
                    found.add(sub if (TUTOR.parent / (sub.replace(".", "/") + ".py")).exists() else module)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
    return {m for m in found if m.startswith("tutor")}


def test_the_import_graph_has_no_cycles():
    graph = {}
    for path in TUTOR.rglob("*.py"):
        name = ".".join(path.relative_to(TUTOR.parent).with_suffix("").parts).removesuffix(".__init__")
        graph[name] = _runtime_imports(path)
    cycles = set()

    def visit(module: str, path: list[str], seen: set[str]) -> None:
        for imported in graph.get(module, ()):
            if imported in path:
                cycles.add(" → ".join(path[path.index(imported) :] + [imported]))
            elif imported not in seen:
                seen.add(imported)
                visit(imported, [*path, imported], seen)

    for module in graph:
        visit(module, [module], {module})
    assert not cycles, sorted(cycles)


def test_the_words_wing_imports_no_widget_and_nothing_above_it():
    """words/ reads i18n and the rules; no Qt widget, no window, no session, no course, no score pad."""
    above = ("PySide6.QtWidgets", "tutor.gui", "tutor.play", "tutor.lessons", "tutor.scorepad", "tutor.cli")
    for path in modules("words"):
        found = {m for m in imports_of(path) if m.startswith(above)}
        assert not found, (path.name, found)


def test_one_list_of_rule_systems_and_one_of_languages():
    """The presets, their names and the menus follow tutor.rules.systems; the languages are i18n's."""
    from tutor import i18n
    from tutor.lessons import check, vocabulary
    from tutor.rules.presets import PRESETS
    from tutor.rules.systems import RULE_SYSTEMS
    from tutor.words.systems import VARIANT_NAMES

    assert tuple(PRESETS) == RULE_SYSTEMS and tuple(VARIANT_NAMES) == RULE_SYSTEMS
    assert check.LANGUAGES is vocabulary.LANGUAGES is i18n.LANGUAGES and set(i18n.LANGUAGE_NAMES) == set(i18n.LANGUAGES)


#: the window's packages for what the player does; each may use the shell (gui/*.py), the shared packages and
#: the layers below, never another mode's package
GUI_MODES = ("lessons", "dispute", "practice", "scorepad")
#: what every mode shares: the cards, the table and the ruling beside it
GUI_SHARED = ("cards", "table", "ruling")


def test_a_mode_of_the_window_imports_no_other_mode():
    for mode in GUI_MODES:
        others = tuple(f"tutor.gui.{other}" for other in GUI_MODES if other != mode)
        for path in modules(f"gui/{mode}"):
            found = {m for m in _runtime_imports(path) if m.startswith(others)}
            assert not found, (f"gui/{mode}/{path.name}", found)


def test_the_shared_parts_of_the_window_import_no_mode():
    """The cards, the table and the ruling are used by every mode, so they know none of them."""
    modes = tuple(f"tutor.gui.{mode}" for mode in GUI_MODES)
    for shared in GUI_SHARED:
        for path in modules(f"gui/{shared}"):
            found = {m for m in imports_of(path) if m.startswith(modes)}
            assert not found, (f"gui/{shared}/{path.name}", found)


def test_the_window_is_grouped_by_what_the_player_does():
    """gui/ holds the shell's modules and one package per mode or shared part, nothing else."""
    packages = {path.name for path in (TUTOR / "gui").iterdir() if path.is_dir() and path.name != "__pycache__"}
    assert packages == set(GUI_MODES) | set(GUI_SHARED)
