"""The app's file dialogs, each kind of file (corpus, project, tokenizer, export...) starting in
the folder last used for that kind: they all started in the folder the app was started from."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QWidget


class FileDialogs:
    """Opens the dialogs and remembers their folders: in `settings` under "folders/KIND", or
    for this session only without settings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings
        self._folders: dict[str, str] = {}  # kind -> folder, without settings

    def folder(self, kind: str) -> str:
        """Where a dialog for `kind` starts: the folder last used for it, else "" (Qt's
        default, the working folder)."""
        if self._settings is None:
            return self._folders.get(kind, "")
        return str(self._settings.value(f"folders/{kind}", "") or "")

    def open_file(self, parent: QWidget, kind: str, title: str, filters: str = "") -> str:
        path, _ = QFileDialog.getOpenFileName(parent, title, self.folder(kind), filters)
        return self._remembered(kind, path)

    def open_files(self, parent: QWidget, kind: str, title: str, filters: str) -> list[str]:
        paths, _ = QFileDialog.getOpenFileNames(parent, title, self.folder(kind), filters)
        if paths:
            self._remembered(kind, paths[0])
        return paths

    def save_file(self, parent: QWidget, kind: str, title: str, name: str, filters: str) -> str:
        """A path to save to; `name` is the file's suggested name, or its path if absolute."""
        start = name if os.path.isabs(name) else os.path.join(self.folder(kind), name)
        path, _ = QFileDialog.getSaveFileName(parent, title, start, filters)
        return self._remembered(kind, path)

    def existing_folder(self, parent: QWidget, kind: str, title: str) -> str:
        folder = QFileDialog.getExistingDirectory(parent, title, self.folder(kind))
        if folder:
            self._remember(kind, folder)
        return folder

    def _remembered(self, kind: str, path: str) -> str:
        """`path`, its folder remembered for `kind` (nothing if the dialog was cancelled)."""
        if path:
            self._remember(kind, os.path.dirname(os.path.abspath(path)))
        return path

    def _remember(self, kind: str, folder: str) -> None:
        if self._settings is None:
            self._folders[kind] = folder
        else:
            self._settings.setValue(f"folders/{kind}", folder)
