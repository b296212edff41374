"""What the training graphs draw: the data of each curve and bar, compared with the run's history
and events, and the axes' log mode, not just that something was drawn."""

from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest

from workbench.app.widgets.plots import LivePlot
from workbench.app.panels.training_panel import TrainingPanel
from workbench.core import Project, Run, load_bundle, save_bundle, size_curve
from workbench.core.runtime.events import PruneEvent
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


# What each algorithm's graphs must show, written out from the run's series: the merge graph
# (the EM steps' for Unigram) and the size graph as (x, y, bottom label, left label, log y).
def expected_graphs(algorithm: str, history) -> dict:
    merges, steps, prunes = history.merges, history.em_steps, history.prunes
    if algorithm == "unigram":
        sizes = steps["vocab_size"][:1] + prunes["vocab_size"]  # the seed, then each round's
        return {"main_plot": (list(range(1, len(steps["loss"]) + 1)), steps["loss"], "EM step",
                              "loss per word", False),
                "size_plot": (list(range(len(sizes))), sizes, "pruning round",
                              "vocabulary size", False)}
    y, left = ((merges["score"], "score") if algorithm == "wordpiece"
               else (merges["count"], "pair count"))
    return {"main_plot": (list(range(1, len(y) + 1)), y, "merge", left, True),
            "size_plot": (merges["elapsed"], merges["vocab_size"], "time", "vocabulary size",
                          False)}


def shown(plot) -> tuple:
    x, y = drawn(plot)
    return (x, y, plot.getAxis("bottom").labelText, plot.getAxis("left").labelText, log_y(plot))


RUNS = {"byte-level BPE": {"algorithm": "bpe", "vocab_size": 300},
        "BPE on characters": {"algorithm": "bpe", "vocab_size": 300,
                              "pre_tokenizer": "whitespace"},
        "WordPiece": {"algorithm": "wordpiece", "vocab_size": 300,
                      "pre_tokenizer": "whitespace"},
        "Unigram": {"algorithm": "unigram", "vocab_size": 400, "seed_size": 5000}}


@pytest.mark.parametrize("settings", RUNS.values(), ids=RUNS.keys())
def test_every_graph_of_every_algorithm_draws_its_runs_series_live_and_reopened(
        qtbot, training, small_corpus, tmp_path, settings):
    """Each graph against the column of the run's history it is titled with (a WordPiece merge
    graph of pair counts under "score" fails), as the run ends and as a reopened project shows
    the run; the removal histogram only for Unigram, the size curve as computed."""
    algorithm = settings["algorithm"]
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT) as trained:
        training.start(TrainConfig(**settings), [Source.for_path(small_corpus)], None)
    tokenizer, model_json, history, _ = trained.args
    wanted = expected_graphs(algorithm, history)
    if algorithm == "wordpiece":
        assert history.merges["score"] != history.merges["count"]  # else the test tells nothing
    saved = str(tmp_path / "project.json")
    save_bundle(Project(runs=[Run("run", model_json, history=history)]), saved)
    run = load_bundle(saved).run()
    reopened = TrainingPanel()
    qtbot.addWidget(reopened)
    reopened.show_run(run.tokenizer, run.history)
    for panel in (training, reopened):
        qtbot.waitUntil(lambda: all(drawn(getattr(panel, name))[1] == series[1]
                                    for name, series in wanted.items()), timeout=TIMEOUT)
        for name, series in wanted.items():
            assert shown(getattr(panel, name)) == series
        assert panel.removal_plot.isHidden() == (algorithm != "unigram")
    curve = size_curve(tokenizer, Path(small_corpus).read_text(encoding="utf-8")[-5000:],
                       rounds=history.round_models)
    training.set_size_curve(curve)
    assert not training.curve_plot.isHidden()
    assert drawn(training.curve_plot) == (list(curve.vocab_sizes), curve.tokens_per_word)


def test_unigram_removal_histogram_draws_the_last_rounds_removal_losses(
        qtbot, training, small_corpus, monkeypatch):
    received = []
    take = training._take_events
    monkeypatch.setattr(training, "_take_events",
                        lambda events: (received.extend(events), take(events)))
    config = TrainConfig(**RUNS["Unigram"])
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT) as trained:
        training.start(config, [Source.for_path(small_corpus)], None)
    prunes = trained.args[2].prunes
    last = [e for e in received if isinstance(e, PruneEvent)][-1]
    assert last.round == len(prunes["vocab_size"]) - 1
    heights, edges = np.histogram([loss for _, loss in last.removed], bins=40)
    assert heights.sum() == len(last.removed) > 1 and (heights > 0).sum() > 1  # not one value
    qtbot.waitUntil(lambda: len(bars(training.removal_plot)) == 1, timeout=TIMEOUT)
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
