"""Extend: a model continues training on a domain's text files in the worker process, as the
command line's `extend` does; every old token keeps its id and the new ones follow. The
extended model is handed on (`extended`) for the project's models, with its tokens per word on
the domain text before and after."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QPushButton, QSpinBox, QWidget

from workbench.core import Tokenizer
from workbench.core.formats import tokenizer_to_dict

from ..jobs.edit_tasks import extend_task, load_extended
from .file_dialogs import FileDialogs
from ..widgets.formatting import format_count, format_decimal
from ..widgets.layouts import column, row
from .measure_dialog import FileList, MeasureDialog

DEFAULT_ADD = 1000
MAX_ADD = 1_000_000


class ExtendDialog(MeasureDialog):
    """Signal `extended(name, tokenizer)`: the model extended, under the name it is to take."""

    extended = Signal(str, object)

    def __init__(self, name: str, tokenizer: Tokenizer, parent: QWidget | None = None, *,
                 dialogs: FileDialogs | None = None) -> None:
        super().__init__(parent, dialogs=dialogs)
        self.setWindowTitle(self.tr("Extend {name}").format(name=name))
        self.setObjectName("extendView")
        self._name, self._tokenizer = name, tokenizer
        self.files = FileList([])
        self.files.setObjectName("domainFiles")
        add, remove = QPushButton(self.tr("&Add files…")), QPushButton(self.tr("Re&move"))
        add.clicked.connect(lambda: self.files.choose(self.dialogs))
        remove.clicked.connect(self.files.remove_selected)
        self.add = QSpinBox()
        self.add.setObjectName("tokensToAdd")
        self.add.setRange(1, MAX_ADD)
        self.add.setValue(DEFAULT_ADD)
        self.add.setGroupSeparatorShown(True)
        self.add.setToolTip(self.tr("How many tokens to learn from the domain's text"))
        self.run_button.setText(self.tr("E&xtend"))
        self.run_button.clicked.connect(self.start)
        self.summary = QLabel(self.tr("{algorithm}, {size} tokens. New tokens take the ids after "
                                      "the last; every token keeps its id.").format(
            algorithm=tokenizer.algorithm, size=format_count(len(tokenizer.vocab))))
        self.summary.setWordWrap(True)
        self.outcome = QLabel()
        self.outcome.setObjectName("extendOutcome")
        self.outcome.setWordWrap(True)
        layout = QFormLayout(self)
        layout.addRow(self.summary)
        layout.addRow(self.tr("Domain text files:"), row(self.files, column(add, remove)))
        layout.addRow(self.tr("Tokens to add:"), row(self.add, self.run_button))
        layout.addRow(self.progress)
        layout.addRow(self.outcome)
        self.resize(640, 360)

    def start(self) -> None:
        files = self.files.paths()
        if not files:
            self.outcome.setText(self.tr("Add the domain's text files first."))
            return
        self.outcome.setText(self.tr("Extending…"))
        self.run_job(extend_task, tokenizer_to_dict(self._tokenizer), files, self.add.value(),
                     done=self._extended, finish=load_extended)

    def _extended(self, result: dict) -> None:
        tokenizer: Tokenizer = result["tokenizer"]
        before, after = result["before"], result["after"]
        added = len(tokenizer.vocab) - len(self._tokenizer.vocab)
        if not added:
            self.outcome.setText(self.tr("The domain text gave no new token: its words are "
                                         "single tokens already."))
            return
        self.outcome.setText(self.tr(
            "Added {added} tokens (ids {first}-{last}). On the domain text: {before} → {after} "
            "tokens per word; words that are one token: {whole_before} → {whole_after} of "
            "{distinct}.").format(
            added=format_count(added), first=format_count(len(self._tokenizer.vocab)),
            last=format_count(len(tokenizer.vocab) - 1),
            before=format_decimal(before["tokens_per_word"], 2),
            after=format_decimal(after["tokens_per_word"], 2),
            whole_before=format_count(before["one_token_words"]),
            whole_after=format_count(after["one_token_words"]),
            distinct=format_count(after["distinct_words"])))
        self.extended.emit(self.tr("{name} extended").format(name=self._name), tokenizer)
