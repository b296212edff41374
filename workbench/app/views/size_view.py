"""One run, every size: tokens per word and characters per token of a held-out sample against
vocabulary size, for every merge step of a BPE or WordPiece run, or for the model each of a
Unigram run's last pruning rounds pruned (computed in the worker, see
`workbench.core.analysis.size_curve`); a slider (or a click on a plot) picks a size, shows the
last merge (or the round) and the Tokenize panel's text split by the model of that size, and
"Save a model of this size" writes that model."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from workbench.core import SizeCurve, Tokenizer, save_tokenizer, truncate

from ..widgets.formatting import format_count, format_decimal
from ..widgets.layouts import column, row, splitter
from ..dialogs.measure_dialog import MeasureDialog
from ..jobs.measure_tasks import size_curve_task
from ..dialogs.messages import Messages
from ..widgets.plots import LivePlot
from .token_view import TokenView
from ..widgets.jump_slider import JumpSlider
from ..session.vocab_info import VocabInfo

DEBOUNCE_MS = 150  # the model is cut and the text split again once the slider rests this long
STEP_MS = 10  # between the steps of making the view and drawing a curve
DRAWN_POINTS = 2000  # of a curve's 20,000 steps: a plot is a few hundred pixels wide; painting
# them all took 0.45 s on a loaded machine


class SizeView(MeasureDialog):
    """`size_picked(merges)`: the number of merges of the size picked (the training graphs
    mark it)."""

    size_picked = Signal(int)
    _cut_made = Signal(int, object)  # from the cutting thread: size, (model, VocabInfo, Encoding)

    def __init__(self, name: str, tokenizer: Tokenizer, data: dict, files: list[str], text: str,
                 rounds: list[list] | None = None, parent: QWidget | None = None, *,
                 curve: SizeCurve | None = None) -> None:
        """`data`: the model's tokenizer.json object (what the worker is sent); `files`: the
        corpus whose last 5 % of lines is the held-out sample; `text`: the text to split;
        `rounds`: a Unigram run's `TrainingHistory.round_models`; `curve`: the curve on that
        sample, if computed already (after training)."""
        super().__init__(parent)
        self.rounds = rounds or None
        self.setObjectName("sizeView")
        self.setWindowTitle(self.tr("Every size of {name}").format(name=name))
        self.tokenizer, self._data, self._files, self.text = tokenizer, data, files, text
        self.sample: str | None = None  # a file the person picked instead
        self.curve: SizeCurve | None = None
        self.small: Tokenizer | None = None  # the model cut to the size picked
        self.source = QLabel()
        self.source.setObjectName("sizeSource")
        self.source.setWordWrap(True)
        pick = QPushButton(self.tr("Sample &file…"))
        pick.setToolTip(self.tr("Measure on a file of your own instead of the corpus's last "
                                "5 % of lines"))
        pick.clicked.connect(self._choose_sample)
        self.run_button.setText(self.tr("&Compute"))
        self.run_button.setToolTip(self.tr("Compute the curve again, in the background"))
        self.run_button.clicked.connect(self.start)
        self.slider = JumpSlider()
        self.slider.setObjectName("sizeSlider")
        self.slider.setEnabled(False)
        self.slider.setToolTip(self.tr("The vocabulary size: each step is one merge (Unigram: "
                                       "one pruning round)"))
        self.slider.valueChanged.connect(self._moved)
        self.figures = QLabel()
        self.figures.setObjectName("sizeFigures")
        self.figures.setWordWrap(True)
        self.newest = QLabel()
        self.newest.setObjectName("sizeNewest")
        self.view = TokenView()
        self.save_button = QPushButton(self.tr("&Save a model of this size…"))
        self.save_button.setObjectName("sizeSave")
        self.save_button.setToolTip(self.tr("Write the model cut to the size picked as a "
                                            "tokenizer.json: what training to that size gives"))
        self.save_button.setEnabled(False)
        self.save_button.clicked.connect(self._choose_save)
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self._cut)
        self._cutter: ThreadPoolExecutor | None = None  # made when needed, ended by shutdown()
        self._cut_made.connect(self._show_cut)
        controls = column(self.source, row(pick, self.run_button), self.progress)
        picked = column(self.slider, self.figures, self.newest, self.view, row(self.save_button))
        layout = QVBoxLayout(self)
        layout.addWidget(controls)
        self._split = splitter(Qt.Orientation.Vertical, (picked, 2))
        layout.addWidget(self._split, 1)
        self.resize(900, 760)
        self._show_source()
        # What is left to do, a step per turn of the event loop once the view shows: each
        # graph is made in a step of its own (both in one call stalled the window 150-600 ms on
        # a loaded machine), then the curve computed (sending the model to the worker takes a
        # while too) or shown, and drawn (see show_curve).
        self._steps: list = []
        self._stepping = False  # a step is due
        self._queue(lambda: self._add_plot("per_word", "sizeTokensPerWord", 0,
                                           self.tr("tokens per word")),
                    lambda: self._add_plot("per_token", "sizeCharactersPerToken", 1,
                                           self.tr("characters per token")),
                    self.start if curve is None else lambda: self.show_curve(curve))

    def _queue(self, *steps) -> None:
        self._steps += steps
        if not self._stepping:
            self._stepping = True
            QTimer.singleShot(0, self, self._next_step)

    def _next_step(self) -> None:
        if not self._steps:
            self._stepping = False
            return
        self._steps.pop(0)()
        QTimer.singleShot(STEP_MS, self, self._next_step)

    def _add_plot(self, name: str, object_name: str, index: int, label: str) -> None:
        """The graph `name` (`per_word` or `per_token`), above the size picked."""
        plot = LivePlot(object_name, self.tr("vocabulary size"), label,
                        drawn_at_most=DRAWN_POINTS)
        plot.set_whole_x(True)
        plot.setMinimumHeight(140)
        plot.setToolTip(self.tr("Click to pick a size"))
        plot.scene().sigMouseClicked.connect(lambda event: self._plot_clicked(plot, event))
        setattr(self, name, plot)
        self._split.insertWidget(index, plot)
        self._split.setStretchFactor(index, 1)

    # -- computing ----------------------------------------------------------------------------
    def start(self) -> None:
        self.curve = None
        self.slider.setEnabled(False)
        self.save_button.setEnabled(False)
        self.run_job(size_curve_task, self._data, self._files, self.sample, self.rounds,
                     done=self.show_curve)

    def _show_source(self) -> None:
        self.source.setText(self.tr("Held out: {file}").format(file=self.sample)
                            if self.sample else
                            self.tr("Held out: the last 5 % of the lines of {files}").format(
                                files=", ".join(self._files) or self.tr("(no corpus files)")))

    def _choose_sample(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Held-out sample"), "",
                                              self.tr("Text files (*.txt *.gz);;All files (*)"))
        if path:
            self.sample = path
            self._show_source()
            self.start()

    def show_curve(self, curve: SizeCurve) -> None:
        """Draw the curve a step per turn of the event loop (a plot of 20,000 steps, the other,
        then the size picked: at once they stalled the window 0.8 s on a loaded machine); the
        slider is enabled at the end."""
        self.curve = curve
        if not curve.words:
            self.source.setText(self.source.text() + "\n" + self.tr(
                "The sample has no words: pick a sample file."))
        self._queue(lambda: self._draw(curve, self.per_word, curve.tokens_per_word),
                    lambda: self._draw(curve, self.per_token, curve.characters_per_token),
                    lambda: self._enable_picking(curve))

    def _draw(self, curve: SizeCurve, plot: LivePlot, values: list[float]) -> None:
        """One graph of `curve`, unless another curve is wanted meanwhile."""
        if self.curve is curve:
            plot.set_points(curve.vocab_sizes, values)

    def _enable_picking(self, curve: SizeCurve) -> None:
        if self.curve is not curve:  # another is wanted meanwhile
            return
        sizes = curve.vocab_sizes
        self.slider.setRange(0, len(sizes) - 1)
        self.slider.setEnabled(True)
        self.save_button.setEnabled(True)
        own = len(self.tokenizer.model.vocab)
        step = min(range(len(sizes)), key=lambda i: abs(sizes[i] - own))
        if self.slider.value() == step:
            self._moved(step)
        self.slider.setValue(step)

    # -- picking a size -------------------------------------------------------------------------
    def picked_size(self) -> int:
        return self.curve.vocab_sizes[self.slider.value()] if self.curve else 0

    def pick_size(self, vocab_size: int) -> None:
        """Move to the step whose size is nearest `vocab_size`."""
        if self.curve is not None:
            sizes = self.curve.vocab_sizes
            self.slider.setValue(min(range(len(sizes)), key=lambda i: abs(sizes[i] - vocab_size)))

    def _plot_clicked(self, plot: LivePlot, event) -> None:
        self.pick_size(round(plot.getPlotItem().vb.mapSceneToView(event.scenePos()).x()))

    def _moved(self, step: int) -> None:
        curve = self.curve
        if curve is None:
            return
        size = curve.vocab_sizes[step]
        for plot in (self.per_word, self.per_token):
            plot.set_mark(size)
        figures = {"size": format_count(size), "step": format_count(step),
                   "per_word": format_decimal(curve.tokens_per_word[step], 3),
                   "per_token": format_decimal(curve.characters_per_token[step], 3)}
        if self.rounds:
            self.figures.setText(self.tr("{size} tokens: {per_word} tokens per word, {per_token} "
                                         "characters per token on the sample").format(**figures))
        else:
            self.figures.setText(self.tr(
                "{size} tokens (merges: {step}): {per_word} tokens per word, {per_token} "
                "characters per token on the sample").format(**figures))
            self.size_picked.emit(step)
        self._timer.start()

    def _cut(self) -> None:
        """Cut the model to the size picked in the view's thread (a 20,000-merge model took
        75-500 ms on a loaded machine: the window would stall); `_show_cut` shows it."""
        if self._cutter is None:
            self._cutter = ThreadPoolExecutor(max_workers=1)
        self._cutter.submit(self._cut_in_thread, self.picked_size())

    def _cut_in_thread(self, size: int) -> None:
        """Qt-free work, then a queued signal to the UI thread."""
        small = truncate(self.tokenizer, size, rounds=self.rounds)
        encoding = small.encode(self.text, truncate=False, pad=False)
        self._cut_made.emit(size, (small, VocabInfo(small), encoding))

    def _show_cut(self, size: int, cut: tuple) -> None:
        """The model of `size`: its last merge (or the round, or its newest token), and the
        text split by it; a cut for a size no longer picked is dropped."""
        if size != self.picked_size():
            return
        self.small, info, encoding = cut
        newest = info.label(self.small.model.vocab[-1])
        merges = getattr(self.small.model, "merges", None)
        if self.rounds:
            pruned = [r for r, vocab, _ in self.rounds if len(vocab) == size]
            self.newest.setText(self.tr("The model pruning round {round} pruned").format(
                round=pruned[-1] + 1) if pruned and size != len(self.tokenizer.model.vocab)
                else self.tr("The trained model"))
        elif merges:
            left, right = merges[-1]
            self.newest.setText(self.tr("Last merge: {left} + {right} → {token}").format(
                left=info.label(left), right=info.label(right), token=newest))
        else:
            self.newest.setText(self.tr("Newest token: {token}").format(token=newest))
        self.view.set_encoding(info, self.text, encoding)

    # -- saving ---------------------------------------------------------------------------------
    def _choose_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save a model of this size"), f"tokenizer-{self.picked_size()}.json",
            self.tr("tokenizer.json (*.json)"))
        if path:
            try:
                self.save_to(path)
            except OSError as exc:
                Messages.error(self, self.tr("Cannot save the model"), str(exc))

    def save_to(self, path: str) -> None:
        """Write the model cut to the size picked as a tokenizer.json."""
        size = self.picked_size()
        small = self.small if self.small is not None and len(self.small.model.vocab) == size \
            else truncate(self.tokenizer, size, rounds=self.rounds)
        save_tokenizer(small, path)

    def shutdown(self) -> None:
        """End the curve's job and the cutting thread (after the cut under way, if any)."""
        super().shutdown()
        self._timer.stop()
        if self._cutter is not None:
            self._cutter.shutdown(wait=True, cancel_futures=True)
            self._cutter = None
