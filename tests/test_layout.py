"""The package's layout holds: no import circles (a module reaches itself through none of its
imports, those made inside functions included), and no module of the window or the command
line grows past MAX_LINES."""

import ast
import pathlib

from support import ROOT

PACKAGE = ROOT / "workbench"
MAX_LINES = 500  # of a module in workbench/app/ or workbench/cli/: more, and it is split
SIZED = ("app", "cli")


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imported(name: str) -> set[str]:
    """The package's modules that module `name` imports anywhere in it (a name imported from a
    package counts as its module when it is one, else as the package), its own packages aside:
    Python runs those before it."""
    path = MODULES[name]
    here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    targets = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
            base = ".".join(here[:len(here) - node.level + 1] + [node.module or ""]).strip(".") \
                if node.level else node.module
            targets.update(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                           for alias in node.names)
    found = set()
    for target in targets:
        while target and target not in MODULES:
            target = target.rpartition(".")[0]
        if target and target != name and not name.startswith(target + "."):
            found.add(target)
    return found


def circle_through(start: str, graph: dict[str, set[str]]) -> list[str] | None:
    """A path of imports from `start` back to itself, if there is one (depth first)."""
    stack, seen = [(start, [start])], set()
    while stack:
        name, path = stack.pop()
        for target in graph[name]:
            if target == start:
                return path + [start]
            if target not in seen:
                seen.add(target)
                stack.append((target, path + [target]))
    return None


def test_the_walk_sees_the_lazy_imports():
    """The check below would pass on a graph that missed them (they once made circles)."""
    assert "workbench.core.models.bpe.trainer" in imported("workbench.core.training.continuation")
    assert "workbench.app.window.main_window" in imported("workbench.cli.commands.gui")  # in execute


def test_no_module_imports_itself_through_others():
    graph = {name: imported(name) for name in MODULES}
    circles = [circle for name in sorted(MODULES) if (circle := circle_through(name, graph))]
    assert circles == []


def test_no_module_of_the_window_or_the_command_line_is_over_the_limit():
    sized = [path for folder in SIZED for path in (PACKAGE / folder).rglob("*.py")]
    lines = {str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines())
             for path in sized}
    assert len(lines) > 50  # the walk finds the modules
    assert {path: count for path, count in lines.items() if count > MAX_LINES} == {}
