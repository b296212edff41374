"""The app's file dialogs, each kind of file (corpus, project, tokenizer, export...) starting in
the folder last used for that kind: they all started in the folder the app was started from."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QLineEdit, QWidget


class FolderDialog(QFileDialog):
    """Qt's folder chooser that also takes the name of a folder not made yet (Qt's own says
    "Directory not found"): for a folder that what is written into it makes. Qt's dialog, not
    the system's, so that it can."""

    def __init__(self, parent: QWidget | None, title: str, start: str) -> None:
        super().__init__(parent, title, start)
        self.setFileMode(QFileDialog.FileMode.Directory)
        self.setOptions(QFileDialog.Option.ShowDirsOnly | QFileDialog.Option.DontUseNativeDialog)
        self.chosen = ""
        self._name = self.findChild(QLineEdit, "fileNameEdit")
        self._name.textChanged.connect(self._allow_new)  # after Qt's own check, which refuses

    def _typed(self) -> str:
        """The folder named in the name box, "" if none."""
        typed = self._name.text().strip()
        return typed and os.path.join(self.directory().absolutePath(), os.path.expanduser(typed))

    def _allow_new(self) -> None:
        if self._typed() and not os.path.exists(self._typed()):
            self.findChild(QDialogButtonBox).button(
                QDialogButtonBox.StandardButton.Open).setEnabled(True)

    def accept(self) -> None:
        path = self._typed()
        if path and not os.path.exists(path):
            self.chosen = os.path.normpath(path)
            QDialog.accept(self)
            return
        super().accept()
        if self.result() == QDialog.DialogCode.Accepted:
            self.chosen = self.selectedFiles()[0]


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

    def new_or_existing_folder(self, parent: QWidget, kind: str, title: str) -> str:
        """A folder to write into, chosen or named (made by the writing if missing); "" if
        the dialog was cancelled."""
        dialog = FolderDialog(parent, title, self.folder(kind))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        self._remember(kind, os.path.dirname(dialog.chosen))
        return dialog.chosen

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
