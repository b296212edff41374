"""The Training panel: presets and settings on the left; Start/Pause/Stop, progress with ETA,
live graphs and the latest merges or pruned pieces on the right (`run_graphs`). Training runs
in a worker process (`jobs.Job`); its events arrive here in batches."""

from __future__ import annotations

import math
import time
from functools import cache

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from workbench.core import (
    EmStepEvent, MergeEvent, PruneEvent, Source, Tokenizer, TrainConfig, TrainingHistory,
)
from workbench.core.training import PRESETS, shortfall

from .bpe_comparison import BpeComparison
from .run_graphs import RunGraphs
from .run_summary import comparison_text, run_summary
from ..window.core_texts import translated
from ..widgets.formatting import format_decimal
from ..jobs.job_messages import Counted, Paused
from ..jobs.jobs import Job
from ..widgets.latest_table import LATEST_ROWS
from ..widgets.layouts import VerticalScroll, restore_sizes, row, splitter
from ..dialogs.messages import Button, Messages
from ..session.packed_counts import PackedCounts
from ..widgets.progress_bar import ProgressBar
from ..session.progress_clock import Remaining, RunClock
from ..jobs.tasks import corpus_bytes, load_trained, train_task
from .training_form import TrainingForm, defaults, preset_pipeline
from ..session.vocab_info import VocabInfo, token_label

PLOT_SECONDS = 0.2  # while training, a graph redraws at most 5 times a second; the rest at 20


class TrainingPanel(RunGraphs, QWidget):
    preset_chosen = Signal(object)  # the Preset; its settings hold pipeline fields too
    settings_changed = Signal()
    train_requested = Signal()  # the Train button
    trained = Signal(object, object, object, bool)  # Tokenizer, its tokenizer.json object,
    # TrainingHistory, stopped early
    running_changed = Signal(bool)
    history_changed = Signal()  # a shown run's history gained something to save
    status = Signal(str)  # what a run is doing, for the status bar: counting, training, paused...

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainingPanel")
        self.job: Job | None = None
        self.history = TrainingHistory()
        self.config: TrainConfig | None = None
        self.clock = RunClock()  # the run's time, paused time left out
        self._remaining = Remaining()
        self._corpus_bytes = 0  # what counting reads, while the run counts words
        self._drawn = 0.0  # when a graph was last redrawn
        self._first_size: int | None = None
        self.splitter = splitter(Qt.Orientation.Horizontal, (self._build_settings(), 0),
                                 (self._build_live(), 1))
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        self._set_running(False)
        self.clear()

    # --- building -------------------------------------------------------------------------
    def _build_settings(self) -> QWidget:
        self.preset = QComboBox()
        self.preset.setObjectName("presetCombo")
        self.preset.addItem(self.tr("Choose a preset…"), None)
        for preset in PRESETS.values():
            self.preset.addItem(QCoreApplication.translate("presets", preset.title), preset)
        self.preset.setToolTip(self.tr("Fill in the settings of a well-known tokenizer"))
        self.preset.activated.connect(self._preset_activated)
        self.form = TrainingForm()
        self.form.changed.connect(self.settings_changed)
        column = QWidget()
        layout = QVBoxLayout(column)
        layout.addWidget(self.preset)
        layout.addWidget(self.form)
        scroll = QScrollArea()
        scroll.setWidget(column)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(340)
        return scroll

    def _build_live(self) -> QWidget:
        self.train_button = QPushButton(self.tr("&Train"))
        self.train_button.setObjectName("trainButton")
        self.train_button.setToolTip(self.tr("Train on the project's corpus with these settings "
                                             "(Ctrl+T)"))
        self.train_button.setShortcut("Ctrl+T")
        self.train_button.clicked.connect(self.train_requested)
        self.pause_button = QPushButton(self.tr("&Pause"))
        self.pause_button.setObjectName("pauseButton")
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self._pause_toggled)
        self.stop_button = QPushButton(self.tr("&Stop"))
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setToolTip(self.tr("Stop training; you can keep the partial model"))
        self.stop_button.clicked.connect(self.stop)
        self.progress = ProgressBar()
        self.progress.setObjectName("trainingProgress")
        self.eta = QLabel()
        self.summary = QLabel()
        self.summary.setObjectName("trainingSummary")
        self.summary.setWordWrap(True)
        self.comparison = BpeComparison()
        self.comparison.compared.connect(self._compared)
        buttons = QHBoxLayout()
        for widget in (self.train_button, self.pause_button, self.stop_button):
            buttons.addWidget(widget)
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.eta)
        self.graphs = self._build_graphs()
        live = QWidget()
        layout = QVBoxLayout(live)
        layout.addLayout(buttons)
        summary = row(self.summary, self.comparison)
        summary.layout().setStretch(0, 1)
        layout.addWidget(summary)
        layout.addWidget(VerticalScroll(self.graphs, "graphsScroll"), 1)  # each graph at its height
        self._show_algorithm(self.form.current_algorithm())
        self.form.algorithm_changed.connect(self._algorithm_chosen)
        return live

    def _algorithm_chosen(self, algorithm: str) -> None:
        """Before a run: the previous run's graphs and table go; empty ones with this
        algorithm's axes and columns show."""
        if self.job is None:
            self.clear()
            self._show_algorithm(algorithm)

    def _preset_activated(self, index: int) -> None:
        preset = self.preset.itemData(index)
        if preset:
            self.form.set_values({**defaults(), **preset.settings})
            self.preset_chosen.emit(preset)

    def show_matching_preset(self, shown: dict) -> None:
        """Show in the preset box the preset that the settings `shown` (a TrainConfig as a dict,
        pipeline included) are, if any: a change to one of them shows "Choose a preset…"."""
        index = next((i for i in range(1, self.preset.count())
                      if _preset_config(self.preset.itemData(i).name) == shown), 0)
        self.preset.setCurrentIndex(index)

    # --- what the window asks -------------------------------------------------------------
    def settings(self) -> dict:
        """The trainer settings shown, as TrainConfig fields."""
        return self.form.values()

    def set_settings(self, values: dict) -> None:
        self.form.set_values(values)

    def algorithm(self) -> str:
        return self.form.current_algorithm()

    def train_config(self, pipeline: dict, alphabet_size: int | None) -> TrainConfig:
        """The settings with the corpus panel's pipeline; ValueError says what is wrong."""
        return self.form.config(pipeline, alphabet_size)

    def check_settings(self, pipeline: dict, alphabet_size: int | None) -> bool:
        """Show what is wrong with the settings, if anything; whether they are usable."""
        return self.form.check(pipeline, alphabet_size)

    def splitter_sizes(self) -> dict[str, list[int]]:
        return {"training": self.splitter.sizes(), "graphs": self.graphs.sizes()}

    def set_splitter_sizes(self, sizes: dict) -> None:
        """Restore `splitter_sizes` (other keys are ignored)."""
        restore_sizes({"training": self.splitter, "graphs": self.graphs}, sizes)

    # --- running ----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.job is not None

    def start(self, config: TrainConfig, sources: list[Source],
              counts: PackedCounts | None) -> None:
        """Train in a worker process (counting the corpus there first unless `counts`)."""
        if self.job is not None:
            return
        self.config = config
        self._inputs = (sources, counts)
        self.clear()
        self.job = Job(train_task, config.to_dict(), sources, counts, finish=load_trained,
                       parent=self)
        self.job.messages.connect(self._on_messages)
        self.job.finished.connect(self._on_finished)
        self.job.failed.connect(self._on_failed)
        self.clock.start()
        self._remaining = Remaining()
        self._set_running(True)
        self._corpus_bytes = corpus_bytes(sources) if counts is None else 0
        if counts is None:  # counting is a phase of its own, measured in bytes read
            self.progress.setFormat(self.tr("Counting words: %p%"))
        self._say(self.tr("Counting words…") if counts is None else self.tr("Training…"))
        self._show_algorithm(config.algorithm)
        self.job.start()
        # hidden until the run's size curve comes, so never painted: made now, while the worker
        # starts, not in the turn that draws the curve as the run ends (100-250 ms under load)
        QTimer.singleShot(0, self.curve_plot, self.curve_plot.made)

    def _say(self, text: str) -> None:
        self.summary.setText(text)
        self.status.emit(text)

    def stop(self) -> None:
        if self.job is not None:
            self._say(self.tr("Stopping…"))
            self.clock.resume()
            self.job.stop()

    def shutdown(self) -> None:
        """Stop the workers for good (the window is closing); no model is kept."""
        self.comparison.shutdown()
        if self.job is not None:
            self.job.kill()
            self.job = None
            self._set_running(False)

    def _pause_toggled(self, paused: bool) -> None:
        if self.job is None:
            return
        if paused:
            self.job.pause()
            self.clock.pause()
            self.eta.setText("")  # no time passes for the run while it is paused
            self.pause_button.setText(self.tr("&Resume"))
            self._say(self.tr("Pausing…"))  # until the worker confirms
        else:
            self.job.resume()
            self.clock.resume()
            self.pause_button.setText(self.tr("&Pause"))
            self._say(self.tr("Training…"))

    def _set_running(self, running: bool) -> None:
        self.train_button.setEnabled(not running)
        self.pause_button.setEnabled(running)
        self.stop_button.setEnabled(running)
        self.form.setEnabled(not running)
        self.preset.setEnabled(not running)
        if not running:
            self.pause_button.setChecked(False)
            self.pause_button.setText(self.tr("&Pause"))
        self.running_changed.emit(running)

    def _on_messages(self, batch: list) -> None:
        counted = [m.done for m in batch if isinstance(m, Counted)]
        if counted and self.history.counting_seconds is None:
            self.progress.setValue(min(99, int(100 * max(counted) / max(1, self._corpus_bytes))))
        events = [m for m in batch if isinstance(m, (MergeEvent, EmStepEvent, PruneEvent))]
        if events:
            self._take_events(events)
        if any(isinstance(m, Paused) for m in batch) and self.job is not None and self.job.paused:
            self._say(self.tr("Paused."))

    def _take_events(self, events: list) -> None:
        if self.history.counting_seconds is None:
            waited = max(0.0, self.clock.seconds() - events[0].elapsed)
            self.history.counting_seconds = round(waited, 3)
            self.progress.setFormat(self.tr("%p%"))
            self.progress.setValue(0)
            self._say(self.tr("Training…"))
        for event in events:
            self.history.record(event)
        self._show_latest(events[-LATEST_ROWS:])
        prunes = [e for e in events if isinstance(e, PruneEvent)]
        if prunes:
            self.removal_plot.set_values([loss for _, loss in prunes[-1].removed])
        if time.monotonic() - self._drawn >= PLOT_SECONDS:
            self._draw_one()
            self._drawn = time.monotonic()
        self._show_progress(events[-1])

    def _show_progress(self, event) -> None:
        target = self.config.vocab_size if self.config else event.vocab_size
        if self._first_size is None:
            self._first_size = event.vocab_size
        first, size = self._first_size, event.vocab_size
        if isinstance(event, MergeEvent):
            done = (size - first + 1) / max(1, target - first + 1)
        else:  # Unigram shrinks geometrically from the seed to the target
            done = math.log(first / size) / math.log(first / target) if first > target else 1.0
        done = min(max(done, 0.0), 1.0)
        self.progress.setValue(int(100 * done))
        remaining = self._remaining.add(self.clock.seconds(), done)
        if done > 0.02 and remaining is not None and not (self.job and self.job.paused):
            self.eta.setText(self.tr("about {seconds} s left").format(
                seconds=format_decimal(remaining, 1 if remaining < 10 else 0)))

    def _label(self, token: str) -> str:
        pre_tokenizer = self.config.pre_tokenizer if self.config is not None else None
        return token_label(token, byte_level=pre_tokenizer == "byte-level",
                           metaspace=pre_tokenizer == "metaspace")

    def show_run(self, tokenizer: Tokenizer, history: TrainingHistory) -> None:
        """Show a finished (or imported) model's run as its training left it: graphs, latest
        merges or pruned pieces, removal histogram and summary. Not while training, and
        nothing to redo if that run is shown already."""
        if self.running or history is self.history:
            return
        self.clear()
        self.history = history
        self._show_algorithm(tokenizer.algorithm)
        self._show_run_tables(history, VocabInfo(tokenizer).label)
        series = self._series(history)
        for plot, x, y in series:
            plot.set_points(x, y)
        self.progress.setValue(100 if series else 0)
        self.summary.setText(run_summary(len(tokenizer.vocab), history))
        self.comparison.showing(history)

    def clear(self) -> None:
        self._clear_graphs()
        self.history = TrainingHistory()
        self.comparison.showing(self.history)
        self._first_size = None
        self.summary.setText(self.tr("Choose settings and press Train."))  # not the last run's
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("%p%"))
        self.eta.setText("")

    def _on_finished(self, result: dict) -> None:
        self.job = None
        self._set_running(False)
        self._draw_later(self.history)
        took = self.clock.seconds()
        self.history.training_seconds = round(took - (self.history.counting_seconds or 0), 3)
        self.history.stopped_early = result["stopped"]
        tokenizer = result["tokenizer"]
        if tokenizer is None:
            self.summary.setText(self.tr("Stopped before training began."))
            return
        if result["stopped"] and Messages.ask(
                self, self.tr("Training stopped"), self.tr("Keep the partial model?"),
                Button.Yes | Button.No, Button.Yes) != Button.Yes:
            self.summary.setText(self.tr("Stopped; the partial model was discarded."))
            return
        self.eta.setText("")
        self._show_run_tables(self.history, self._label)  # as reopening the run shows them
        size = len(tokenizer.vocab)
        if not result["stopped"]:  # else the bar stays where the run stopped
            self.progress.setValue(100)
        self.summary.setText(run_summary(size, self.history, self.config.vocab_size))
        short = None if result["stopped"] else shortfall(self.config, size)
        for note in filter(None, (result["left_out"], short)):
            self.summary.setText(self.summary.text() + "\n" + translated(note))
        if tokenizer.algorithm == "wordpiece" and not result["stopped"]:
            self.comparison.offer(self.history, self.config, *self._inputs, tokenizer)
        self.trained.emit(tokenizer, result["data"], self.history, result["stopped"])

    def _compared(self, history: TrainingHistory) -> None:
        """The comparison came: in the summary if its run is shown, saved with the run."""
        if history is self.history:
            self.summary.setText(self.summary.text() + " " + comparison_text(history))
        self.history_changed.emit()

    def _on_failed(self, message: str) -> None:
        """The run failed (the trainer raised, or its worker process died): the panel and the
        status bar say why, and the next run may start."""
        self.job = None
        self._set_running(False)
        self.progress.setFormat(self.tr("Failed"))
        reason = [line for line in message.splitlines() if line.strip()][-1:]  # a traceback's
        self._say(self.tr("Training failed: {reason}").format(  # last line names the error
            reason=reason[0].strip() if reason else self.tr("no reason given")))
        Messages.error(self, self.tr("Training failed"), message)


@cache
def _preset_config(name: str) -> dict:
    """The settings preset `name` gives, as choosing it leaves a new form and the Corpus
    panel."""
    preset = PRESETS[name]
    return TrainConfig.from_dict({**defaults(), **preset.settings,
                                  **preset_pipeline(preset)}).to_dict()

