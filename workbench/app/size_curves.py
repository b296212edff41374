"""The size curves of the runs trained in the window, computed in the background: after each
BPE, WordPiece or Unigram run its curve ("one run, every size") starts in a worker process at
once, so that the Training panel draws it and Measure → Every size opens on it ready. A new run
or the window's closing cancels a curve under way."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from workbench.core import SizeCurve

from .jobs import Job
from .measure_tasks import size_curve_task


class SizeCurves(QObject):
    """`made(name, curve)` once a run's curve is there."""

    made = Signal(str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._curves: dict[str, SizeCurve] = {}
        self.job: Job | None = None

    def start(self, name: str, data: dict, files: list[str], rounds: list[list] | None) -> None:
        """Compute the curve of model `name` (its tokenizer.json object `data`) over the last
        5 % of the lines of `files`, in place of any under way."""
        self.cancel()
        self.job = Job(size_curve_task, data, files, None, rounds, parent=self)
        self.job.finished.connect(lambda curve: self._made(name, curve))
        self.job.failed.connect(self._failed)
        self.job.start()

    def curve(self, name: str) -> SizeCurve | None:
        return self._curves.get(name)

    def take(self, name: str) -> SizeCurve | None:
        """Forget model `name`'s curve; the curve, to `put` back."""
        return self._curves.pop(name, None)

    def put(self, name: str, curve: SizeCurve | None) -> None:
        if curve is not None:
            self._curves[name] = curve

    def rename(self, old: str, new: str) -> None:
        if old in self._curves:
            self._curves[new] = self._curves.pop(old)

    def clear(self) -> None:
        """Another project: no curve is kept, none is computed."""
        self.cancel()
        self._curves.clear()

    def cancel(self) -> None:
        """End the curve under way, if any, at once (its task does not look for a stop)."""
        if self.job is not None:
            self.job.kill(timeout=0)
            self.job = None

    def _made(self, name: str, curve: SizeCurve) -> None:
        self.job = None
        self._curves[name] = curve
        self.made.emit(name, curve)

    def _failed(self, _message: str) -> None:  # a model without sizes: there is no curve
        self.job = None
