"""The engine runs without Qt: no module of `workbench.core` imports PySide6 or pyqtgraph."""

import pkgutil

import workbench.core

from support import qt_modules_imported_by


def test_every_module_of_the_core_imports_without_qt():
    modules = [m.name for m in pkgutil.walk_packages(workbench.core.__path__, "workbench.core.")]
    assert "workbench.core.models.unigram.workers" in modules  # the walk reaches the leaves
    assert qt_modules_imported_by("workbench.core", *modules) == []
