"""The size curves of the runs trained in the window, computed in the background: after each
BPE, WordPiece or Unigram run its curve ("one run, every size") starts in a worker process at
once, so that the Training panel draws it and Measure → Every size opens on it ready. The curve
is kept in the run (`Run.size_curve`), so the project's bundle saves it. A new run, another
project or the window's closing cancels a curve under way."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from workbench.core.project import Run

from .jobs import Job
from .measure_tasks import size_curve_task


class SizeCurves(QObject):
    """`made(run)` once a run's curve is in `run.size_curve`."""

    made = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job: Job | None = None

    def start(self, run: Run, files: list[str]) -> None:
        """Measure the curve of `run` over the last 5 % of the lines of `files`, in place of
        any under way."""
        self.cancel()
        self.job = Job(size_curve_task, run.tokenizer_json, files, None,
                       run.history.round_models, parent=self)
        self.job.finished.connect(lambda curve: self._made(run, curve))
        self.job.failed.connect(self._failed)
        self.job.start()

    def cancel(self) -> None:
        """End the curve under way, if any, at once (its task does not look for a stop)."""
        if self.job is not None:
            self.job.kill(timeout=0)
            self.job = None

    def _made(self, run: Run, curve) -> None:
        self.job = None
        run.size_curve = curve
        self.made.emit(run)

    def _failed(self, _message: str) -> None:  # a model without sizes: there is no curve
        self.job = None
