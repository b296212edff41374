"""Compare: 2 to 4 of the project's models on the same text, one row per model aligned on the
text's characters, the spans where their boundaries disagree highlighted, and per model the
token count, characters per token and unknown tokens."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog, QLabel, QListWidget, QListWidgetItem, QPlainTextEdit, QTextEdit, QVBoxLayout, QWidget,
)

from workbench.core import Comparison, Tokenizer, compare, render_rows

from .formatting import format_count, format_decimal
from .layouts import splitter
from .result_table import ResultTable

HIGHLIGHT = "#f5c518"  # the disagreeing spans' background, dark text on it in both themes
MAX_MODELS = 4


def rows_html(comparison: Comparison) -> str:
    """`render_rows` as HTML, each column of a disagreeing span on a highlighted background."""
    lines = render_rows(comparison)
    marks = lines[-1]
    out = []
    for line in lines[:-1]:
        cells = []
        for i, char in enumerate(line):
            text = html.escape(char)
            if i < len(marks) and marks[i] == "^":
                text = f'<span style="background:{HIGHLIGHT};color:#000">{text}</span>'
            cells.append(text)
        out.append("".join(cells))
    return "<pre>" + "\n".join(out) + "</pre>"


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
        self.rows = QTextEdit()
        self.rows.setObjectName("compareRows")
        self.rows.setReadOnly(True)
        self.rows.setLineWrapMode(QTextEdit.LineWrapMode.NoWrap)
        self.rows.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.status = QLabel()
        self.counts = ResultTable("compareCounts")
        layout = QVBoxLayout(self)
        layout.addWidget(splitter(Qt.Orientation.Vertical, (splitter(
            Qt.Orientation.Horizontal, (self.chooser, 1), (self.input, 3)), 1),
            (self.rows, 2), (self.counts, 2)))
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
            self.rows.clear()
            self.counts.fill([], [])
            self.status.setText(self.tr("Tick 2 to 4 models to compare."))
            return
        text = self.input.toPlainText()
        self.comparison = compare(text, [(name, self._models[name]) for name in names])
        self.rows.setHtml(rows_html(self.comparison))
        self.counts.fill(
            [self.tr("Model"), self.tr("Tokens"), self.tr("Characters per token"),
             self.tr("Unknown")],
            [[(row.name, row.name), (format_count(row.count), row.count),
              (format_decimal(row.chars_per_token(text), 2), row.chars_per_token(text)),
              (format_count(row.unknown), row.unknown)] for row in self.comparison.rows])
        spans = len(self.comparison.disagreements)
        self.status.setText(self.tr("%n span(s) where the models disagree", "", spans))
