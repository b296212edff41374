"""Deleting and duplicating a model as undoable commands (Edit → Undo puts a deleted model back
where it was, its run, history and size curve with it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from ..session.session import Session

Shown = Callable[[str | None], None]  # show the models again, picking the one named, if any


class DeleteModel(QUndoCommand):
    """Holds the run itself, not its name: a model renamed between undo and redo is the same
    model."""

    def __init__(self, session: Session, name: str, shown: Shown) -> None:
        super().__init__(QCoreApplication.translate("ModelCommands", "Delete {name}").format(
            name=name))
        self.session, self.name, self.shown = session, name, shown
        self.index, self.run = 0, None

    def redo(self) -> None:
        self.index, self.run = self.session.remove_model(
            self.name if self.run is None else self.run.name)
        names = self.session.model_names()
        self.shown(names[min(self.index, len(names) - 1)] if names else None)

    def undo(self) -> None:
        self.session.insert_model(self.index, self.run)
        self.shown(self.run.name)


class DuplicateModel(QUndoCommand):
    def __init__(self, session: Session, name: str, shown: Shown) -> None:
        super().__init__(QCoreApplication.translate("ModelCommands", "Duplicate {name}").format(
            name=name))
        self.session, self.shown = session, shown
        self.original, self.twin = session.project.run(name), None

    def redo(self) -> None:
        self.twin = self.session.project.run(self.session.duplicate_model(self.original.name))
        self.shown(self.twin.name)

    def undo(self) -> None:
        self.session.remove_model(self.twin.name)
        self.shown(self.original.name)
