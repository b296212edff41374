"""The Training panel's "Compare with BPE merges" button: after a WordPiece run, on request,
the tokens per word of the model against the vocabulary of BPE merges that the `tokenizers`
library's WordPiece trainer learns (`workbench.core.training.fertility`). A second training, so
it is not part of the run: the button runs it in the worker when asked."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QWidget

from workbench.core import Source, Tokenizer, TrainConfig, TrainingHistory
from workbench.core.formats import tokenizer_to_dict

from ..jobs.jobs import Job
from ..dialogs.messages import Messages
from ..session.packed_counts import PackedCounts
from ..jobs.tasks import compare_bpe_task


class BpeComparison(QPushButton):
    compared = Signal(object)  # the history given to `offer`, its wordpiece_fertility filled

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(self.tr("Compare with BPE merges"))
        self.setObjectName("compareBpe")
        self.setToolTip(self.tr(
            "Train the vocabulary of BPE merges that the tokenizers library's WordPiece "
            "trainer learns from the same words, and compare the tokens per word (a second "
            "training, in the background)"))
        self.clicked.connect(self.start)
        self.job: Job | None = None
        self._offered: tuple | None = None
        self.setVisible(False)

    def offer(self, history: TrainingHistory, config: TrainConfig, sources: list[Source],
              counts: PackedCounts | None, tokenizer: Tokenizer) -> None:
        """Show the button for this WordPiece run (its words: `counts`, else `sources`')."""
        self._offered = (history, config, sources, counts, tokenizer)
        self.setEnabled(True)
        self.setVisible(not history.wordpiece_fertility)

    def showing(self, history: TrainingHistory) -> None:
        """The panel shows `history`'s run: the button only for the run offered."""
        self.setVisible(self._offered is not None and self._offered[0] is history
                        and not history.wordpiece_fertility)

    def start(self) -> None:
        if self._offered is None or self.job is not None:
            return
        _, config, sources, counts, tokenizer = self._offered
        self.setEnabled(False)
        self.setText(self.tr("Comparing with BPE merges…"))
        self.job = Job(compare_bpe_task, config.to_dict(), sources, counts,
                       tokenizer_to_dict(tokenizer), parent=self)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.start()

    def _ended(self) -> None:
        self.job = None
        self.setText(self.tr("Compare with BPE merges"))
        self.setEnabled(True)

    def _finished(self, fertility: list[float]) -> None:
        self._ended()
        history = self._offered[0]
        history.wordpiece_fertility = fertility
        self.setVisible(False)
        self.compared.emit(history)

    def _failed(self, message: str) -> None:
        self._ended()
        Messages.error(self, self.tr("Comparison failed"), message)

    def shutdown(self) -> None:
        if self.job is not None:
            self.job.kill()
            self.job = None
