"""The Training panel's graphs of a run and its table of the latest merges or pruned pieces:
their axes and columns for the algorithm shown, what each graph draws of a run's history, and
drawing them without stalling the window (one graph per redraw while training, one per tick
once a run ends).

A part of `TrainingPanel`. Its texts are the panel's: they are translated in its context
("TrainingPanel"), as `self.tr()` in the panel translates them."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QSplitter, QTableView, QWidget

from workbench.core import MergeEvent, PruneEvent, SizeCurve, TrainingHistory

from ..widgets.formatting import format_count, format_decimal, format_significant, merge_number
from ..widgets.latest_table import LATEST_ROWS, LatestModel
from ..widgets.lazy_plot import LazyPlot

translate = QCoreApplication.translate
FINAL_DRAW_MS = 20  # a finished run's graphs are drawn one per tick of this
CURVE_POINTS = 2000  # drawn of a size curve's 20,000 steps (a graph is a few hundred pixels wide)
LATEST_SHOWN = 8  # rows of the latest merges the table shows at least (it showed 3)


class RunGraphs:
    def _build_graphs(self) -> QSplitter:
        """The graphs and the latest-rows table, one above the other."""
        self._turn = 0  # which graph is redrawn next
        self._algorithm = ""  # whose axes the graphs show
        self._undrawn: list[tuple[LazyPlot, list, list]] = []  # a finished run's graphs to draw
        self._final_draw = QTimer(self, interval=FINAL_DRAW_MS)  # dies with the panel
        self._final_draw.timeout.connect(self._draw_next_undrawn)
        self.main_plot = LazyPlot("LivePlot", "mergePlot", translate("TrainingPanel", "merge"),
                                  translate("TrainingPanel", "pair count"), log_y=True,
                                  set_up=self._main_axes)
        self.size_plot = LazyPlot("LivePlot", "sizePlot", translate("TrainingPanel", "time"),
                                  translate("TrainingPanel", "vocabulary size"), x_units="s",
                                  set_up=self._size_axes)
        self.curve_plot = LazyPlot("LivePlot", "sizeCurvePlot",
                                   translate("TrainingPanel", "vocabulary size"),
                                   translate("TrainingPanel", "tokens per word"),
                                   drawn_at_most=CURVE_POINTS,
                                   set_up=lambda plot: plot.set_whole_x(True))
        self.curve_plot.setToolTip(translate(
            "TrainingPanel", "Tokens per word on the last 5 % of the corpus's lines at every "
            "vocabulary size of this run, computed after training (Measure → Every size of this "
            "model… picks a size)"))
        self.removal_plot = LazyPlot("Histogram", "removalHistogram",
                                     translate("TrainingPanel", "loss increase of a removed piece"),
                                     translate("TrainingPanel", "pieces"))
        graphs = QSplitter(Qt.Orientation.Vertical)
        for widget in (self.main_plot, self.size_plot, self.curve_plot, self.removal_plot,
                       self._build_latest()):
            widget.setMinimumHeight(120)
            graphs.addWidget(widget)
            graphs.setStretchFactor(graphs.count() - 1, 1)
        rows = self.latest.verticalHeader().defaultSectionSize()  # one row more: the header is
        # taller than its size hint
        self.latest.setMinimumHeight(self.latest.horizontalHeader().sizeHint().height()
                                     + (LATEST_SHOWN + 1) * rows + 2 * self.latest.frameWidth())
        return graphs

    def _build_latest(self) -> QTableView:
        self.latest_rows = LatestModel(self)
        self.latest = QTableView()
        self.latest.setObjectName("latestTable")
        self.latest.setModel(self.latest_rows)
        self.latest.verticalHeader().setVisible(False)
        self.latest.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return self.latest

    def _show_algorithm(self, algorithm: str) -> None:
        self._algorithm = algorithm
        unigram = algorithm == "unigram"
        self.removal_plot.setVisible(unigram)
        for plot, axes in ((self.main_plot, self._main_axes), (self.size_plot, self._size_axes)):
            if plot.is_made():  # else when it is
                axes(plot.made())
        if unigram:
            headers = [translate("TrainingPanel", "Round"), translate("TrainingPanel", "Piece"),
                       translate("TrainingPanel", "Loss increase")]
        else:
            headers = ["#", translate("TrainingPanel", "Left"),
                       translate("TrainingPanel", "Right"),
                       translate("TrainingPanel", "New token"),
                       translate("TrainingPanel", "Score") if algorithm == "wordpiece"
                       else translate("TrainingPanel", "Count")]
        self.latest_rows.set_headers(headers)

    def _main_axes(self, plot: QWidget) -> None:
        """The merge graph's axes (the EM steps' for Unigram) for the algorithm shown."""
        unigram = self._algorithm == "unigram"
        plot.set_whole_x(True)  # merges or EM steps
        if unigram:
            plot.setLabel("bottom", translate("TrainingPanel", "EM step"))
            plot.setLabel("left", translate("TrainingPanel", "loss per word"))
        else:
            plot.setLabel("bottom", translate("TrainingPanel", "merge"))
            plot.setLabel("left", translate("TrainingPanel", "score")
                          if self._algorithm == "wordpiece"
                          else translate("TrainingPanel", "pair count"))
        plot.set_log_y(not unigram)

    def _size_axes(self, plot: QWidget) -> None:
        """The vocabulary size graph's x axis: pruning rounds for Unigram, else time."""
        unigram = self._algorithm == "unigram"
        plot.set_whole_x(unigram)
        if unigram:
            plot.setLabel("bottom", translate("TrainingPanel", "pruning round"), units="")
        else:
            plot.setLabel("bottom", translate("TrainingPanel", "time"), units="s")

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

    def _clear_graphs(self) -> None:
        """Empty graphs and table; what is not drawn yet of the last run is not drawn."""
        self._cancel_final_draw()
        if self.main_plot.is_made():  # else empty, as made
            self.main_plot.set_mark(None)
            self.main_plot.set_points([], [])
        if self.size_plot.is_made():
            self.size_plot.set_points([], [])
        if self.removal_plot.is_made():
            self.removal_plot.set_values([])
        self.set_size_curve(None)
        self.latest_rows.clear()


def _merge_row(rank: int, pieces, count: int, score: float | None, label) -> list[str]:
    """#, left, right, new token, score (WordPiece) or count (BPE)."""
    value = format_significant(score, 4) if score is not None else format_count(count)
    return [merge_number(rank), *map(label, pieces), value]


def _pruned_row(round_: int, piece: str, loss: float, label) -> list[str]:
    """Round, piece, loss increase, for a piece removed in a pruning round."""
    return [format_count(round_ + 1), label(piece), format_decimal(loss, 1)]
