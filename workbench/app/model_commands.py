"""Deleting and duplicating a model as undoable commands (Edit → Undo puts a deleted model back
where it was, its run, history and size curve with it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from .session import Session

Shown = Callable[[str | None], None]  # show the models again, picking the one named, if any


class DeleteModel(QUndoCommand):
    def __init__(self, session: Session, name: str, shown: Shown) -> None:
        super().__init__(QCoreApplication.translate("ModelCommands", "Delete {name}").format(
            name=name))
        self.session, self.name, self.shown = session, name, shown
        self.index, self.run = 0, None

    def redo(self) -> None:
        self.index, self.run = self.session.remove_model(self.name)
        names = self.session.model_names()
        self.shown(names[min(self.index, len(names) - 1)] if names else None)

    def undo(self) -> None:
        self.session.insert_model(self.index, self.run)
        self.shown(self.name)


class DuplicateModel(QUndoCommand):
    def __init__(self, session: Session, name: str, shown: Shown) -> None:
        super().__init__(QCoreApplication.translate("ModelCommands", "Duplicate {name}").format(
            name=name))
        self.session, self.name, self.shown = session, name, shown
        self.copy: str | None = None

    def redo(self) -> None:
        self.copy = self.session.duplicate_model(self.name)
        self.shown(self.copy)

    def undo(self) -> None:
        self.session.remove_model(self.copy)
        self.shown(self.name)
