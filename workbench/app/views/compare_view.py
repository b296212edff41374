"""Compare: 2 to 4 of the project's models on the same text, one row per model aligned on the
text's characters, the spans where their boundaries disagree highlighted, and per model the
token count, characters per token and unknown tokens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog, QLabel, QListWidget, QListWidgetItem, QPlainTextEdit, QScrollArea, QVBoxLayout, QWidget,
)

from workbench.core import Comparison, Tokenizer, compare

from .compare_rows import CompareRows
from ..widgets.formatting import format_count, format_decimal
from ..widgets.layouts import splitter
from ..widgets.result_table import ResultTable

MAX_MODELS = 4


class CompareView(QDialog):
    def __init__(self, models: dict[str, Tokenizer], text: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare models"))
        self.setObjectName("compareView")
        self._models = models
        self.chooser = QListWidget()
        self.chooser.setObjectName("compareModels")
        self.chooser.setToolTip(self.tr("Tick 2 to 4 models"))
        for index, name in enumerate(models):
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if index < 2 else Qt.CheckState.Unchecked)
            self.chooser.addItem(item)
        self.input = QPlainTextEdit(text)
        self.input.setObjectName("compareText")
        self.rows = CompareRows()
        self.rows.setToolTip(self.tr("One row of tokens per model, each character at the same "
                                     "place in every row; highlighted: where they disagree"))
        self._scroll = QScrollArea()
        self._scroll.setWidget(self.rows)
        self._scroll.setWidgetResizable(True)
        self.status = QLabel()
        self.counts = ResultTable("compareCounts")
        layout = QVBoxLayout(self)
        layout.addWidget(splitter(Qt.Orientation.Vertical, (splitter(
            Qt.Orientation.Horizontal, (self.chooser, 1), (self.input, 3)), 1),
            (self._scroll, 2), (self.counts, 1)))
        layout.addWidget(self.status)
        self.chooser.itemChanged.connect(self.update_rows)
        self.input.textChanged.connect(self.update_rows)
        self.comparison: Comparison | None = None
        self.resize(1000, 600)
        self.update_rows()

    def chosen(self) -> list[str]:
        return [self.chooser.item(i).text() for i in range(self.chooser.count())
                if self.chooser.item(i).checkState() == Qt.CheckState.Checked]

    def update_rows(self) -> None:
        names = self.chosen()
        if not 2 <= len(names) <= MAX_MODELS:
            self.comparison = None
            self.rows.set_comparison(None)
            self.counts.fill([], [])
            self.status.setText(self.tr("Tick 2 to 4 models to compare."))
            return
        text = self.input.toPlainText()
        self.comparison = compare(text, [(name, self._models[name]) for name in names])
        self.rows.set_comparison(self.comparison,
                                 [self._models[name].model.unk_id for name in names])
        self._scroll.setMinimumHeight(  # every row in sight, the scroll bar below them
            self.rows.minimumHeight() + self._scroll.horizontalScrollBar().sizeHint().height()
            + 2 * self._scroll.frameWidth())
        self.counts.fill(
            [self.tr("Model"), self.tr("Tokens"), self.tr("Characters per token"),
             self.tr("Unknown")],
            [[(row.name, row.name), (format_count(row.count), row.count),
              (format_decimal(row.chars_per_token(text), 2), row.chars_per_token(text)),
              (format_count(row.unknown), row.unknown)] for row in self.comparison.rows])
        spans = len(self.comparison.disagreements)
        self.status.setText(self.tr("%Ln span(s) where the models disagree", "", spans))
