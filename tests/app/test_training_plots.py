"""What the training graphs draw: the data of each curve and bar, compared with the run's history
and events, and the axes' log mode, not just that something was drawn."""

import numpy as np
import pyqtgraph as pg

from workbench.app.plots import LivePlot
from workbench.core.events import PruneEvent
from workbench.core.training import TrainConfig
from workbench.core.training.corpus import Source

from support import TIMEOUT


def drawn(plot) -> tuple[list, list]:
    """The data given to a live plot's curve, before any log mapping."""
    x, y = plot.curve.getOriginalDataset()
    return ([] if x is None else x.tolist()), ([] if y is None else y.tolist())


def log_y(plot) -> bool:
    return plot.curve.opts["logMode"][1] and plot.getAxis("left").logMode


def bars(histogram) -> list[pg.BarGraphItem]:
    return [item for item in histogram.getPlotItem().items if isinstance(item, pg.BarGraphItem)]


def test_bpe_graphs_draw_the_counts_on_a_log_axis_and_the_vocabulary_size(qtbot, training,
                                                                           small_corpus):
    config = TrainConfig(algorithm="bpe", vocab_size=300)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT) as trained:
        training.start(config, [Source.for_path(small_corpus)], None)
    history = trained.args[2]
    merges = history.merges
    assert merges["vocab_size"] == list(range(257, 301))  # 256 bytes, then one token a merge
    qtbot.waitUntil(lambda: drawn(training.main_plot)[1] == merges["count"]
                    and drawn(training.size_plot)[1] == merges["vocab_size"], timeout=TIMEOUT)
    assert drawn(training.main_plot)[0] == list(range(1, 45))
    assert drawn(training.size_plot)[0] == merges["elapsed"]
    assert log_y(training.main_plot) and not log_y(training.size_plot)


def test_unigram_graphs_draw_the_loss_the_sizes_and_the_last_rounds_removal_losses(
        qtbot, training, small_corpus, monkeypatch):
    received = []
    take = training._take_events
    monkeypatch.setattr(training, "_take_events",
                        lambda events: (received.extend(events), take(events)))
    config = TrainConfig(algorithm="unigram", vocab_size=400, seed_size=5000)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT) as trained:
        training.start(config, [Source.for_path(small_corpus)], None)
    history = trained.args[2]
    steps, prunes = history.em_steps, history.prunes
    sizes = steps["vocab_size"][:1] + prunes["vocab_size"]
    qtbot.waitUntil(lambda: drawn(training.main_plot)[1] == steps["loss"]
                    and drawn(training.size_plot)[1] == sizes, timeout=TIMEOUT)
    assert drawn(training.main_plot)[0] == list(range(1, len(steps["loss"]) + 1))
    assert drawn(training.size_plot)[0] == list(range(len(sizes)))
    assert not log_y(training.main_plot)  # a loss per word, not a count
    last = [e for e in received if isinstance(e, PruneEvent)][-1]
    assert last.round == len(prunes["vocab_size"]) - 1
    heights, edges = np.histogram([loss for _, loss in last.removed], bins=40)
    assert heights.sum() == len(last.removed) > 1 and (heights > 0).sum() > 1  # not one value
    [removal] = bars(training.removal_plot)
    assert removal.opts["height"].tolist() == heights.tolist()
    assert removal.opts["x0"].tolist() == edges[:-1].tolist()


def test_a_long_series_is_drawn_through_evenly_spread_points_and_read_whole(qtbot):
    plot = LivePlot("plot", "x", "y", drawn_at_most=5)
    qtbot.addWidget(plot)
    plot.set_points(range(101), [100 - i for i in range(101)])
    drawn_x, drawn_y = plot.curve.getData()
    assert list(drawn_x) == [0, 25, 50, 75, 100] and list(drawn_y) == [100, 75, 50, 25, 0]
    assert len(plot.points()[0]) == 101
    plot.set_points([1, 2, 3], [3, 2, 1])  # a short one whole
    assert list(plot.curve.getData()[0]) == [1, 2, 3]
