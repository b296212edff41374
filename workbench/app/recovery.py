"""Where the window keeps its crash-recovery copy of the project, and how often it writes it.

The copy is a project bundle in the user's data folder (QStandardPaths, so XDG_DATA_HOME on
Linux moves it, as the tests do). It is written every AUTOSAVE_MS while the project has unsaved
changes and after each training run, and removed when the project is saved or the window closes
cleanly: one found at start-up means the last window ended without closing."""

from __future__ import annotations

import os

from PySide6.QtCore import QStandardPaths

AUTOSAVE_MS = 3 * 60 * 1000
FOLDER = "tokenizer-workbench"
FILE_NAME = "recovery.twb.json"


def recovery_path() -> str:
    """The recovery file of this user (one for all the user's windows)."""
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return os.path.join(data, FOLDER, FILE_NAME)


def discard(path: str) -> None:
    """Remove the recovery file and the previous copy that saving it keeps, if they exist."""
    for name in (path, path + ".bak"):
        try:
            os.remove(name)
        except FileNotFoundError:
            pass
