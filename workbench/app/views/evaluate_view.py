"""Evaluate: the project's models on evaluation files, every SPEC section 7 measure in a table,
the tokens-per-word histogram and, with several files given as languages, each model's premium
per language as a table and a bar chart. The work runs in the worker process; the tables export
as CSV (a button) and the plots as PNG or SVG (their context menu's Export)."""

from __future__ import annotations

import html
import os

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QVBoxLayout, QWidget

from workbench.core import HeldOut, Source, Tokenizer
from workbench.core.formats import tokenizer_to_dict

from ..dialogs.file_dialogs import FileDialogs
from ..widgets.formatting import format_count, format_decimal
from ..widgets.layouts import column, row, splitter
from ..dialogs.measure_dialog import FileList, MeasureDialog
from ..jobs.measure_tasks import evaluate_task
from ..widgets.plots import Plot
from ..widgets.result_table import ResultTable

PLOT_HEIGHT = 90  # the least a plot keeps, however the splitters share the room
BAR_COLOURS = ("#1f77b4", "#e67e22", "#2ca02c", "#9467bd", "#d62728", "#8c564b")
# (measure, heading, decimals; None for a count, "%" for a share); the headings are translated
# where shown, in the EvaluateView's context
COLUMNS = (
    ("tokens", QT_TRANSLATE_NOOP("EvaluateView", "Tokens"), None),
    ("fertility", QT_TRANSLATE_NOOP("EvaluateView", "Tokens per word"), 3),
    ("chars_per_token", QT_TRANSLATE_NOOP("EvaluateView", "Characters per token"), 3),
    ("bytes_per_token", QT_TRANSLATE_NOOP("EvaluateView", "Bytes per token"), 3),
    ("split_word_share", QT_TRANSLATE_NOOP("EvaluateView", "Words split"), "%"),
    ("unknown_rate", QT_TRANSLATE_NOOP("EvaluateView", "Unknown"), "%"),
    ("vocabulary_used", QT_TRANSLATE_NOOP("EvaluateView", "Vocabulary used"), "%"),
    ("never_used", QT_TRANSLATE_NOOP("EvaluateView", "Never used"), None),
    ("shannon_entropy", QT_TRANSLATE_NOOP("EvaluateView", "Shannon entropy"), 3),
    ("renyi_entropy", QT_TRANSLATE_NOOP("EvaluateView", "Rényi entropy (2.5)"), 3),
    ("renyi_efficiency", QT_TRANSLATE_NOOP("EvaluateView", "Rényi efficiency (2.5)"), 3),
)


def _formatted(value: float, decimals) -> str:
    if decimals is None:
        return format_count(int(value))
    if decimals == "%":
        return format_decimal(100 * value, 2) + " %"
    return format_decimal(value, decimals)


def grouped_bars(plot: pg.PlotWidget, labels: list[str], series: list[list[float]]) -> None:
    """One group of bars per label, one bar per series (model) in each."""
    plot.clear()
    width = 0.8 / max(1, len(series))
    for index, values in enumerate(series):
        x = [i + (index - (len(series) - 1) / 2) * width for i in range(len(labels))]
        plot.addItem(pg.BarGraphItem(x=x, height=values, width=width,
                                     brush=BAR_COLOURS[index % len(BAR_COLOURS)]))
    plot.getAxis("bottom").setTicks([list(enumerate(labels)), []])
    plot.getAxis("left").enableAutoSIPrefix(False)


class EvaluateView(MeasureDialog):
    evaluated = Signal(dict)  # new results, `Evaluation.to_json()`

    def __init__(self, models: dict[str, Tokenizer], training: list[Source],
                 saved: dict | None = None, parent: QWidget | None = None, *,
                 dialogs: FileDialogs | None = None) -> None:
        """`training`: the project's corpus, whose last 5 % is evaluated on when no file is
        listed; `saved`: the results to show first (the project's last)."""
        super().__init__(parent, dialogs=dialogs)
        self.setWindowTitle(self.tr("Evaluate models"))
        self.setObjectName("evaluateView")
        self._models = models
        self._held_out = HeldOut(tuple(s for s in training if s.format != "counts"))
        self.files = FileList([])
        self.files.model().rowsInserted.connect(self._files_changed)
        self.files.model().rowsRemoved.connect(self._files_changed)
        self.files.model().modelReset.connect(self._files_changed)
        add, remove = QPushButton(self.tr("&Add files…")), QPushButton(self.tr("Re&move"))
        add.clicked.connect(lambda: self.files.choose(self.dialogs))
        remove.clicked.connect(self.files.remove_selected)
        self.reference = QComboBox()
        self.reference.setObjectName("premiumReference")
        self.reference.setToolTip(self.tr("The language premiums are relative to"))
        self.run_button.clicked.connect(self.start)
        self.results = ResultTable("evaluationTable")
        self.premiums = ResultTable("premiumTable")
        self.histogram = Plot("tokensPerWordPlot")
        self.histogram.setLabel("bottom", self.tr("Tokens per word"))
        self.histogram.setLabel("left", self.tr("Share of words"))
        self.premium_plot = Plot("premiumPlot")
        self.premium_plot.setLabel("left", self.tr("Premium (tokens / reference's)"))
        premium_note = QLabel(self.tr("An unknown token counts as the UTF-8 bytes it stands "
                                      "for, as a byte fallback would spell them."))
        premium_note.setWordWrap(True)
        self.legend = QLabel()
        export = QPushButton(self.tr("&Export table…"))
        export.clicked.connect(lambda: self.results.export(self.dialogs))
        export_premiums = QPushButton(self.tr("Export &premiums…"))
        export_premiums.clicked.connect(lambda: self.premiums.export(self.dialogs))
        self.premium_plot.setMinimumHeight(PLOT_HEIGHT)
        self.histogram.setMinimumHeight(PLOT_HEIGHT)
        self.files.setMaximumHeight(72)
        held_out = self._held_out
        self.default_note = QLabel(
            self.tr("No file: the last {share} % of {files} (the project's corpus), held out")
            .format(share=f"{100 * held_out.share:g}",
                    files=", ".join(os.path.basename(s.path) for s in held_out.sources))
            if held_out.sources
            else self.tr("No file and no corpus in the project: add an evaluation file."))
        choices = row(QLabel(self.tr("JSON-lines text field:")), self.text_field,
                      QLabel(self.tr("Reference:")), self.reference, self.run_button)
        choices.layout().setStretch(1, 1)
        choices.layout().setStretch(3, 3)  # a path
        controls = column(QLabel(self.tr("Evaluation files (one per language, same content):")),
                          row(self.files, column(add, remove)), self.default_note, choices,
                          self.progress)
        layout = QVBoxLayout(self)
        layout.addWidget(controls)
        parts = splitter(
            Qt.Orientation.Vertical, (self.results, 2),
            (splitter(Qt.Orientation.Horizontal, (self.histogram, 1),
                      (splitter(Qt.Orientation.Vertical, (self.premiums, 1),
                                (column(self.premium_plot, premium_note), 2)),
                       1)), 3))
        parts.setSizes([220, 480])
        layout.addWidget(parts)
        bottom = row(self.legend, export, export_premiums)
        bottom.layout().setStretch(0, 1)
        layout.addWidget(bottom)
        self.evaluation: dict | None = None
        self.resize(1100, 800)
        self._files_changed()
        if saved is not None:
            self._list_files_of(saved)
            self.show_results(saved)

    def _list_files_of(self, evaluation: dict) -> None:
        """List the files `evaluation` was made on (not the held-out part: that is what no
        file stands for), its reference picked, so that Run measures again what is shown."""
        self.files.addItems([f for f in evaluation["files"] if f != self._held_out.label])
        self.reference.setCurrentText(evaluation["reference"])

    def _files_changed(self) -> None:
        """The references offered are the files listed; the held-out note shows while none is."""
        current = self.reference.currentText()
        self.reference.clear()
        self.reference.addItems(self.files.paths())
        if current in self.files.paths():
            self.reference.setCurrentText(current)
        self.default_note.setVisible(not self.files.count())

    def evaluation_texts(self) -> list[Source | HeldOut]:
        """The files listed or, with none, the held-out part of the project's corpus."""
        files = self.sources(self.files.paths())
        return files or ([self._held_out] if self._held_out.sources else [])

    def start(self) -> None:
        texts = self.evaluation_texts()
        if not texts or not self._models:
            self.legend.setText(self.tr("Add a model and an evaluation file first."))
            return
        models = [(name, tokenizer_to_dict(t)) for name, t in self._models.items()]
        self.run_job(evaluate_task, models, texts, self.reference.currentText() or None,
                     done=self._measured)

    def _measured(self, evaluation: dict) -> None:
        self.show_results(evaluation)
        self.evaluated.emit(evaluation)

    def show_results(self, evaluation: dict) -> None:
        self.evaluation = evaluation
        models = evaluation["models"]
        self.results.fill([self.tr("Model")] + [self.tr(h) for _, h, _ in COLUMNS], [
            [(m["name"], m["name"])] + [(_formatted(m["measures"][key], decimals),
                                         m["measures"][key]) for key, _, decimals in COLUMNS]
            for m in models])
        counts = sorted({int(k) for m in models for k in m["tokens_per_word_histogram"]})
        grouped_bars(self.histogram, [str(c) for c in counts], [
            [m["tokens_per_word_histogram"].get(str(c), 0) / max(1, m["measures"]["words"])
             for c in counts] for m in models])
        files = evaluation["files"]
        self.premiums.fill([self.tr("Model")] + [os.path.basename(f) for f in files], [
            [(m["name"], m["name"])] + [(format_decimal(premium, 3), premium) for premium in
                                        (m["premium"].get(f, 0.0) for f in files)]
            for m in models])
        self.premiums.set_header_tips([""] + files)
        grouped_bars(self.premium_plot, [os.path.basename(f) for f in files],
                     [[m["premium"].get(f, 0.0) for f in files] for m in models])
        self.legend.setText("   ".join(
            f'<span style="color:{BAR_COLOURS[i % len(BAR_COLOURS)]}">■</span> '
            f"{html.escape(m['name'])}" for i, m in enumerate(models)))
