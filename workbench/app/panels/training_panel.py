"""The Training panel: presets and settings on the left; Start/Pause/Stop, progress with ETA,
live graphs and the latest merges or pruned pieces on the right. Training runs in a worker
process (`jobs.Job`); its events arrive here in batches."""

from __future__ import annotations

import math
import time
from functools import cache, partial

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QScrollArea,
    QSplitter, QTableView, QVBoxLayout, QWidget,
)

from workbench.core import (
    EmStepEvent, MergeEvent, PruneEvent, SizeCurve, Source, Tokenizer, TrainConfig,
    TrainingHistory,
)
from workbench.core.training import PRESETS, shortfall

from .bpe_comparison import BpeComparison
from ..window.core_texts import translated
from ..widgets.formatting import format_count, format_decimal, format_significant, merge_number
from ..jobs.job_messages import Counted, Paused
from ..jobs.jobs import Job
from ..widgets.latest_table import LATEST_ROWS, LatestModel
from ..widgets.layouts import VerticalScroll, restore_sizes, row, splitter
from ..dialogs.messages import Button, Messages
from ..widgets.lazy_plot import LazyPlot
from ..session.packed_counts import PackedCounts
from ..widgets.progress_bar import ProgressBar
from ..session.progress_clock import Remaining, RunClock
from ..jobs.tasks import corpus_bytes, load_trained, train_task
from .training_form import TrainingForm, defaults, preset_pipeline
from ..session.vocab_info import VocabInfo, token_label

PLOT_SECONDS = 0.2  # while training, a graph redraws at most 5 times a second; the rest at 20
FINAL_DRAW_MS = 20  # a finished run's graphs are drawn one per tick of this
CURVE_POINTS = 2000  # drawn of a size curve's 20,000 steps (a graph is a few hundred pixels wide)
LATEST_SHOWN = 8  # rows of the latest merges the table shows at least (it showed 3)


class TrainingPanel(QWidget):
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
        self._turn = 0  # which graph is redrawn next
        self._first_size: int | None = None
        self._algorithm = ""  # whose axes the graphs show
        self._undrawn: list[tuple[LazyPlot, list, list]] = []  # a finished run's graphs to draw
        self._final_draw = QTimer(self, interval=FINAL_DRAW_MS)  # dies with the panel
        self._final_draw.timeout.connect(self._draw_next_undrawn)
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

        self.main_plot = LazyPlot("LivePlot", "mergePlot", self.tr("merge"), self.tr("pair count"),
                                  log_y=True, set_up=self._main_axes)
        self.size_plot = LazyPlot("LivePlot", "sizePlot", self.tr("time"),
                                  self.tr("vocabulary size"), x_units="s", set_up=self._size_axes)
        self.curve_plot = LazyPlot("LivePlot", "sizeCurvePlot", self.tr("vocabulary size"),
                                   self.tr("tokens per word"), drawn_at_most=CURVE_POINTS,
                                   set_up=lambda plot: plot.set_whole_x(True))
        self.curve_plot.setToolTip(self.tr(
            "Tokens per word on the last 5 % of the corpus's lines at every vocabulary size of "
            "this run, computed after training (Measure → Every size of this model… picks a size)"))
        self.removal_plot = LazyPlot("Histogram", "removalHistogram",
                                     self.tr("loss increase of a removed piece"), self.tr("pieces"))
        self.latest_rows = LatestModel(self)
        self.latest = QTableView()
        self.latest.setObjectName("latestTable")
        self.latest.setModel(self.latest_rows)
        self.latest.verticalHeader().setVisible(False)
        self.latest.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        graphs = QSplitter(Qt.Orientation.Vertical)
        for widget in (self.main_plot, self.size_plot, self.curve_plot, self.removal_plot,
                       self.latest):
            widget.setMinimumHeight(120)
            graphs.addWidget(widget)
            graphs.setStretchFactor(graphs.count() - 1, 1)
        rows = self.latest.verticalHeader().defaultSectionSize()  # one row more: the header is
        # taller than its size hint
        self.latest.setMinimumHeight(self.latest.horizontalHeader().sizeHint().height()
                                     + (LATEST_SHOWN + 1) * rows + 2 * self.latest.frameWidth())
        self.graphs = graphs
        live = QWidget()
        layout = QVBoxLayout(live)
        layout.addLayout(buttons)
        summary = row(self.summary, self.comparison)
        summary.layout().setStretch(0, 1)
        layout.addWidget(summary)
        layout.addWidget(VerticalScroll(graphs, "graphsScroll"), 1)  # each graph at its height
        self._show_algorithm(self.form.current_algorithm())
        self.form.algorithm_changed.connect(self._algorithm_chosen)
        return live

    def _algorithm_chosen(self, algorithm: str) -> None:
        """Before a run: the previous run's graphs and table go; empty ones with this
        algorithm's axes and columns show."""
        if self.job is None:
            self.clear()
            self._show_algorithm(algorithm)

    def _show_algorithm(self, algorithm: str) -> None:
        self._algorithm = algorithm
        unigram = algorithm == "unigram"
        self.removal_plot.setVisible(unigram)
        for plot, axes in ((self.main_plot, self._main_axes), (self.size_plot, self._size_axes)):
            if plot.is_made():  # else when it is
                axes(plot.made())
        if unigram:
            headers = [self.tr("Round"), self.tr("Piece"), self.tr("Loss increase")]
        else:
            headers = ["#", self.tr("Left"), self.tr("Right"), self.tr("New token"),
                       self.tr("Score") if algorithm == "wordpiece" else self.tr("Count")]
        self.latest_rows.set_headers(headers)

    def _main_axes(self, plot: QWidget) -> None:
        """The merge graph's axes (the EM steps' for Unigram) for the algorithm shown."""
        unigram = self._algorithm == "unigram"
        plot.set_whole_x(True)  # merges or EM steps
        if unigram:
            plot.setLabel("bottom", self.tr("EM step"))
            plot.setLabel("left", self.tr("loss per word"))
        else:
            plot.setLabel("bottom", self.tr("merge"))
            plot.setLabel("left", self.tr("score") if self._algorithm == "wordpiece"
                          else self.tr("pair count"))
        plot.set_log_y(not unigram)

    def _size_axes(self, plot: QWidget) -> None:
        """The vocabulary size graph's x axis: pruning rounds for Unigram, else time."""
        unigram = self._algorithm == "unigram"
        plot.set_whole_x(unigram)
        if unigram:
            plot.setLabel("bottom", self.tr("pruning round"), units="")
        else:
            plot.setLabel("bottom", self.tr("time"), units="s")

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

    def _show_latest(self, events: list) -> None:
        rows = []
        for event in events:
            if isinstance(event, MergeEvent):
                rows.append(partial(_merge_row, event.rank, (*event.pair, event.token),
                                    event.count, event.score, self._label))
            elif isinstance(event, PruneEvent):
                rows.extend(partial(_pruned_row, event.round, piece, loss, self._label)
                            for piece, loss in event.removed[:LATEST_ROWS])
        self.latest_rows.add(rows)

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
        self.summary.setText(self._summary(len(tokenizer.vocab), history))
        self.comparison.showing(history)

    def _show_run_tables(self, history: TrainingHistory, label) -> None:
        """The latest-rows table and the removal histogram from `history` alone."""
        merges = history.merges
        if history.last_pruned:
            self.removal_plot.set_values([loss for _, loss in history.last_pruned])
            round_ = history.prunes["round"][-1]
            rows = [partial(_pruned_row, round_, piece, loss, label)
                    for piece, loss in history.last_pruned[:LATEST_ROWS]]
        else:
            rows = [partial(_merge_row, rank, pieces, merges["count"][rank], merges["score"][rank],
                            label) for rank, pieces in history.latest_merges()]
        self.latest_rows.clear()
        self.latest_rows.add(rows)

    def _summary(self, size: int, history: TrainingHistory, target: int | None = None) -> str:
        """How the run ended: its time (paused time left out), size and rate; a stopped run
        where it stopped (of `target` tokens, if known)."""
        if history.training_seconds is None:
            return self.tr("{size} tokens; no training history (imported).").format(
                size=format_count(size))
        took = history.training_seconds + (history.counting_seconds or 0)
        merges = len(history.merges["count"])
        rate = merges / history.training_seconds if history.training_seconds else 0
        figures = {"seconds": format_decimal(took, 1), "size": format_count(size),
                   "target": format_count(target or 0),
                   "merges": self.tr(", {rate} merges per second").format(
                       rate=format_decimal(rate, 0))
                   if merges else ""}
        if not history.stopped_early:
            text = self.tr("Trained in {seconds} s: {size} tokens{merges}.").format(**figures)
        elif target:
            text = self.tr("Stopped at {size} of {target} tokens after {seconds} s{merges}."
                           ).format(**figures)
        else:
            text = self.tr("Stopped at {size} tokens after {seconds} s{merges}.").format(**figures)
        if history.wordpiece_fertility:
            text += " " + self._comparison_text(history)
        return text

    def _comparison_text(self, history: TrainingHistory) -> str:
        """What the score formula costs against the vocabulary of BPE merges."""
        return self.tr(
            "{ours} tokens per word on its corpus; {reference} with the vocabulary of BPE "
            "merges that the tokenizers library's WordPiece trainer learns. The score "
            "count(pair) / (count(first) × count(second)) favours pairs of rare pieces, so "
            "frequent words can stay split.").format(
            ours=format_decimal(history.wordpiece_fertility[0], 2),
            reference=format_decimal(history.wordpiece_fertility[1], 2))

    def _draw_later(self, history: TrainingHistory) -> None:
        """Draw the run's graphs one per tick: all at once would stall the UI. A later
        `clear` or `show_run` cancels what is not drawn yet."""
        self._undrawn = self._series(history)
        self._final_draw.start()

    def _draw_next_undrawn(self) -> None:
        if self._undrawn:
            plot, x, y = self._undrawn.pop(0)
            plot.set_points(x, y)
        if not self._undrawn:
            self._final_draw.stop()

    def _cancel_final_draw(self) -> None:
        self._undrawn = []
        self._final_draw.stop()

    def _draw_one(self) -> None:
        """While training, one graph per redraw in turn: two at once would stall the UI."""
        series = self._series(self.history)
        if series:
            plot, x, y = series[self._turn % len(series)]
            plot.set_points(x, y)
            self._turn += 1

    def _series(self, history: TrainingHistory) -> list[tuple[LazyPlot, list, list]]:
        if history.merges["vocab_size"]:
            merges = history.merges
            values = merges["score"] if merges["score"] and merges["score"][0] is not None \
                else merges["count"]
            return [(self.main_plot, range(1, len(values) + 1), values),
                    (self.size_plot, merges["elapsed"], merges["vocab_size"])]
        if history.em_steps["loss"]:
            steps, prunes = history.em_steps, history.prunes
            return [(self.main_plot, range(1, len(steps["loss"]) + 1), steps["loss"]),
                    (self.size_plot, range(len(prunes["vocab_size"]) + 1),
                     steps["vocab_size"][:1] + prunes["vocab_size"])]
        return []

    def set_size_curve(self, curve: SizeCurve | None) -> None:
        """Show the run's size curve (None: hide the graph)."""
        self.curve_plot.setVisible(curve is not None)
        if curve is None:
            if self.curve_plot.is_made():  # else empty, as made
                self.curve_plot.set_points([], [])
        else:
            self.curve_plot.set_points(curve.vocab_sizes, curve.tokens_per_word)

    def mark_merges(self, merges: int) -> None:
        """Mark the step after `merges` merges on the merge graph (a size picked elsewhere)."""
        self.main_plot.set_mark(merges)

    def clear(self) -> None:
        self._cancel_final_draw()
        self.history = TrainingHistory()
        self.comparison.showing(self.history)
        self._first_size = None
        if self.main_plot.is_made():  # else empty, as made
            self.main_plot.set_mark(None)
            self.main_plot.set_points([], [])
        if self.size_plot.is_made():
            self.size_plot.set_points([], [])
        if self.removal_plot.is_made():
            self.removal_plot.set_values([])
        self.set_size_curve(None)
        self.latest_rows.clear()
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
        self.summary.setText(self._summary(size, self.history, self.config.vocab_size))
        short = None if result["stopped"] else shortfall(self.config, size)
        for note in filter(None, (result["left_out"], short)):
            self.summary.setText(self.summary.text() + "\n" + translated(note))
        if tokenizer.algorithm == "wordpiece" and not result["stopped"]:
            self.comparison.offer(self.history, self.config, *self._inputs, tokenizer)
        self.trained.emit(tokenizer, result["data"], self.history, result["stopped"])

    def _compared(self, history: TrainingHistory) -> None:
        """The comparison came: in the summary if its run is shown, saved with the run."""
        if history is self.history:
            self.summary.setText(self.summary.text() + " " + self._comparison_text(history))
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


def _merge_row(rank: int, pieces, count: int, score: float | None, label) -> list[str]:
    """#, left, right, new token, score (WordPiece) or count (BPE)."""
    value = format_significant(score, 4) if score is not None else format_count(count)
    return [merge_number(rank), *map(label, pieces), value]


def _pruned_row(round_: int, piece: str, loss: float, label) -> list[str]:
    """Round, piece, loss increase, for a piece removed in a pruning round."""
    return [format_count(round_ + 1), label(piece), format_decimal(loss, 1)]
