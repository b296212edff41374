"""The app, the CLI and the benchmarks use the core through its public API: `workbench.core` and
its subpackages' `__init__`, never a module inside them."""

import ast
import importlib
import types

from support import ROOT

CLIENTS = [*sorted((ROOT / "workbench" / "app").rglob("*.py")),
           *sorted((ROOT / "workbench" / "cli").rglob("*.py")),
           *sorted((ROOT / "benchmarks").glob("*.py"))]


def core_imports(path) -> list[tuple[int, str]]:
    """(line, what) of each module of the core the file imports, or imports a name from (a
    relative import taken from the file's package: the CLI's `..core` is `workbench.core`)."""
    found = []
    package = path.relative_to(ROOT).parent.parts
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            module = ".".join(package[:len(package) - node.level + 1] + (node.module,)) \
                if node.level else node.module
            if module == "workbench.core" or module.startswith("workbench.core."):
                found += [(node.lineno, module)]
                found += [(node.lineno, f"{module}.{a.name}") for a in node.names
                          if isinstance(getattr(importlib.import_module(module), a.name),
                                        types.ModuleType)]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names
                      if a.name == "workbench.core" or a.name.startswith("workbench.core.")]
    return found


def is_package(name: str) -> bool:
    return hasattr(importlib.import_module(name), "__path__")


def test_clients_import_the_core_and_its_subpackages_only():
    imports = [(path.relative_to(ROOT).as_posix(), line, name)
               for path in CLIENTS for line, name in core_imports(path)]
    assert len(imports) > 20  # the files were found and read
    assert [place for place in imports if not is_package(place[2])] == []
