"""What the Evaluate, Health and Extend dialogs share: files to pick, a job in the worker with a
progress bar, and its end at teardown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog, QLineEdit, QListWidget, QPushButton, QWidget,
)

from workbench.core import Source

from .file_dialogs import FileDialogs
from ..jobs.jobs import Job
from ..jobs.measure_tasks import Measured
from .messages import Messages
from ..widgets.progress_bar import ProgressBar


class FileList(QListWidget):
    """Evaluation files: plain text or JSON lines (either gzip-compressed)."""

    def __init__(self, paths: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evaluationFiles")
        self.addItems(paths)

    def paths(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def choose(self, dialogs: FileDialogs) -> None:
        paths = dialogs.open_files(self, "evaluation", self.tr("Evaluation files"),
                                   self.tr("Text or JSON lines (*.txt *.jsonl *.ndjson *.gz);;All files (*)"))
        self.addItems([p for p in paths if p not in self.paths()])

    def remove_selected(self) -> None:
        for item in self.selectedItems():
            self.takeItem(self.row(item))


class MeasureDialog(QDialog):
    """A dialog whose `run_job` runs a measuring task in the worker process."""

    def __init__(self, parent: QWidget | None = None, *,
                 dialogs: FileDialogs | None = None) -> None:
        super().__init__(parent)
        self.dialogs = dialogs or FileDialogs()
        self.job: Job | None = None
        self.progress = ProgressBar()
        self.progress.setObjectName("measureProgress")
        self.progress.setVisible(False)
        self.run_button = QPushButton(self.tr("&Run"))
        self.run_button.setObjectName("measureRun")
        self.text_field = QLineEdit("text")
        self.text_field.setObjectName("textField")
        self.text_field.setToolTip(self.tr("The field of each JSON-lines record that holds its text"))

    def sources(self, paths: list[str]) -> list[Source]:
        """The evaluation files, JSON lines read by the text field given."""
        field = self.text_field.text().strip() or "text"
        return [Source.for_path(path, text_field=field) for path in paths]

    def run_job(self, task: Callable, *args, done: Callable[[dict], None],
                finish: Callable | None = None) -> None:
        """Run `task(control, *args)` in the worker, then `done` with its result (turned into
        what `done` takes by `finish`, if given: see `jobs.Job`)."""
        self.shutdown()
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.run_button.setEnabled(False)
        self.job = Job(task, *args, finish=finish, parent=self)
        self.job.messages.connect(self._on_messages)
        self.job.finished.connect(lambda result: self._ended(done, result))
        self.job.failed.connect(self._failed)
        self.job.start()

    def _on_messages(self, messages: list) -> None:
        for message in messages:
            if isinstance(message, Measured):
                self.progress.setRange(0, message.steps)
                self.progress.setValue(message.done)

    def _ended(self, done: Callable[[dict], None], result: dict) -> None:
        self.job = None
        self.progress.setVisible(False)
        self.run_button.setEnabled(True)
        done(result)

    def _failed(self, message: str) -> None:
        self.job = None
        self.progress.setVisible(False)
        self.run_button.setEnabled(True)
        Messages.error(self, self.windowTitle(), message)

    def shutdown(self) -> None:
        """End the running job, if any."""
        if self.job is not None:
            self.job.kill()
            self.job = None

    def done(self, result: int) -> None:  # closing the dialog ends its work
        self.shutdown()
        super().done(result)
