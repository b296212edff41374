"""Health: one model's wasted or broken vocabulary entries (see
`workbench.core.analysis.health`), with the reason per token in a sortable table that exports as
CSV, and a summary line per reason. The encoding of the evaluation files runs in the worker
process."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QVBoxLayout, QWidget

from workbench.core import Tokenizer, TrainingHistory
from workbench.core.formats import tokenizer_to_dict

from ..dialogs.file_dialogs import FileDialogs
from ..widgets.layouts import column, row, splitter
from ..dialogs.measure_dialog import FileList, MeasureDialog
from ..jobs.measure_tasks import health_task
from ..widgets.result_table import ResultTable


class HealthView(MeasureDialog):
    measured = Signal(dict)  # a new report: `HealthReport.to_json()`, its "model" and "files"

    def __init__(self, models: dict[str, tuple[Tokenizer, TrainingHistory | None]],
                 files: list[str], saved: dict | None = None,
                 parent: QWidget | None = None, *, dialogs: FileDialogs | None = None,
                 current: str | None = None) -> None:
        """`models`: by name, the tokenizer and its training history (None if imported);
        `saved`: a report to show first (the project's last), if it is of model `current`,
        the one picked in the window (the saved report's model if None)."""
        super().__init__(parent, dialogs=dialogs)
        self.setWindowTitle(self.tr("Vocabulary health"))
        self.setObjectName("healthView")
        self._models = models
        self.model_choice = QComboBox()
        self.model_choice.setObjectName("healthModel")
        self.model_choice.addItems(list(models))
        self.files = FileList(files)
        add, remove = QPushButton(self.tr("&Add files…")), QPushButton(self.tr("Re&move"))
        add.clicked.connect(lambda: self.files.choose(self.dialogs))
        remove.clicked.connect(self.files.remove_selected)
        self.run_button.clicked.connect(self.start)
        self.summary = QLabel()
        self.summary.setObjectName("healthSummary")
        self.table = ResultTable("healthTable")
        export = QPushButton(self.tr("&Export table…"))
        export.clicked.connect(lambda: self.table.export(self.dialogs))
        controls = column(row(QLabel(self.tr("Model:")), self.model_choice),
                          QLabel(self.tr("Evaluation files (none: no never-used check):")),
                          self.files, row(add, remove),
                          row(QLabel(self.tr("JSON-lines text field:")), self.text_field),
                          self.run_button, self.progress)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter(Qt.Orientation.Vertical, (controls, 1),
                                  (column(self.summary, self.table, row(export)), 3)))
        self.report: dict | None = None
        self.resize(900, 700)
        current = current or (saved or {}).get("model")
        if current in models:
            self.model_choice.setCurrentText(current)
        if saved is not None and saved["model"] == current:
            self.show_report(saved)

    def start(self) -> None:
        name = self.model_choice.currentText()
        if not name:
            return
        tokenizer, history = self._models[name]
        counts = history.merges["count"] if history is not None else None
        files = self.files.paths()
        self.run_job(health_task, tokenizer_to_dict(tokenizer), self.sources(files), counts,
                     done=lambda report: self._measured({**report, "model": name, "files": files}))

    def _measured(self, report: dict) -> None:
        self.show_report(report)
        self.measured.emit(report)

    def show_report(self, report: dict) -> None:
        self.report = report
        self.summary.setText("\n".join(report["summary"]))
        self.table.fill(
            [self.tr("Token"), self.tr("Id"), self.tr("Reasons"), self.tr("Detail")],
            [[(t["token"], t["token"]), (str(t["id"]), t["id"]),
              (", ".join(t["reasons"]), ", ".join(t["reasons"])), (t["detail"], t["detail"])]
             for t in report["tokens"]])
