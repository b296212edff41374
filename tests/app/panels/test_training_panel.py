"""The corpus and training panels with real worker processes."""

import os
import signal

import pytest
from PySide6.QtCore import Qt
from tokenizers import Tokenizer as HfTokenizer

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.widgets.latest_table import LATEST_ROWS, LatestModel
from workbench.app.dialogs.messages import Button
from workbench.core import MergeEvent, count_words
from workbench.core.formats import tokenizer_json
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Bert
from workbench.core.training import TrainConfig
from workbench.core.training.corpus import Source
from workbench.core.training.presets import PRESETS

from support import TIMEOUT


def test_counting_shows_figures_words_and_a_length_histogram(qtbot, small_corpus):
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    assert panel.add_paths([small_corpus]) == []
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT) as counted:
        panel.count()
    packed = counted.args[0]
    assert panel.counts_for(panel.current_key()) is packed
    counts = packed.unpack()
    assert f"{len(counts.counts):,} unique words" in panel.figures.text()
    top = max(counts.counts, key=counts.counts.get)
    words = panel.word_view.model()
    assert words.index(0, 0).data() == top  # sorted by count, most frequent first
    panel.filter.setText("LORD")
    qtbot.waitUntil(lambda: not words.searching(), timeout=TIMEOUT)
    assert words.rowCount() > 0
    assert all("lord" in words.index(r, 0).data().lower() for r in range(words.rowCount()))
    assert sum(panel.histogram.per_length) == len(counts.counts)  # every word has its bar
    panel.lowercase.setChecked(True)
    assert panel.counts_for(panel.current_key()) is None  # other settings, other counts


def test_bad_corpus_files_are_refused_with_a_reason(qtbot, tmp_path, small_corpus):
    binary = tmp_path / "image.txt"
    binary.write_bytes(b"\x89PNG\x00\x00\x01")
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    problems = panel.add_paths([small_corpus, str(binary), str(tmp_path / "missing.txt")])
    assert len(problems) == 2 and "binary" in problems[0] and "missing.txt" in problems[1]
    assert [s.path for s in panel.sources()] == [small_corpus]


@pytest.mark.parametrize("names", [
    [], ["nfkc"], ["bert"], ["bert-cased"], ["spm-nmt-nfkc"], ["spm-nfkc", "lowercase"],
    ["nfd", "lowercase", "strip-accents"], ["lowercase", "nfd"], ["nfc", "nfkd"],
    *[preset.settings["normalizer"] for preset in PRESETS.values()],
])
def test_the_panel_shows_every_normalizer_and_gives_it_back_exactly(qtbot, names):
    """What a preset, a bundle or a command-line run set is what counting and training get
    (the BERT and T5 presets' normalizers were lost: the panel could not show them)."""
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.set_pipeline({"normalizer": names})
    assert panel.pipeline()["normalizer"] == names
    panel.set_pipeline({"normalizer": ["nfkc"]})  # and nothing of a custom one lingers
    assert panel.pipeline()["normalizer"] == ["nfkc"]
    panel.lowercase.setChecked(True)
    assert panel.pipeline()["normalizer"] == ["nfkc", "lowercase"]


def test_preview_shows_normalized_text_and_pre_token_boundaries(qtbot):
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.sample.setText("Héllo World")
    panel.set_algorithm("wordpiece")  # first: another algorithm starts from its own pipeline
    panel.lowercase.setChecked(True)
    assert panel.normalized.text() == "héllo·world"
    assert panel.words.text() == "héllo │ world"


def test_training_draws_merges_live_and_emits_the_model(qtbot, training, small_corpus):
    config = TrainConfig(algorithm="bpe", vocab_size=500)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT) as trained:
        training.start(config, [Source.for_path(small_corpus)], None)
    tokenizer, data, history, stopped = trained.args
    assert tokenizer_json.from_dict(data).vocab == tokenizer.vocab
    assert len(tokenizer.vocab) == 500 and not stopped
    merges = len(history.merges["count"])
    assert merges == 500 - 256
    qtbot.waitUntil(lambda: len(training.main_plot.points()[0]) == merges, timeout=TIMEOUT)
    assert list(training.main_plot.points()[1]) == history.merges["count"]
    left, right = tokenizer.model.merges[-1]
    newest = [training.latest_rows.index(0, column).data() for column in range(5)]
    assert newest[0] == f"{merges:,}" and newest[4] == f"{history.merges['count'][-1]:,}"
    assert newest[3].replace("·", " ") == tokenizer.decode([tokenizer.token_to_id(left + right)])
    assert "500 tokens" in training.summary.text()
    assert training.train_button.isEnabled() and not training.stop_button.isEnabled()


def test_the_hidden_size_curve_plot_is_made_as_a_run_starts(qtbot, training, small_corpus):
    """Not made when its curve comes as the run ends, which held the window 100-250 ms."""
    made_when_trained = []
    training.trained.connect(lambda *_: made_when_trained.append(training.curve_plot.is_made()))
    assert not training.curve_plot.is_made()
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(TrainConfig(algorithm="bpe", vocab_size=300),
                       [Source.for_path(small_corpus)], None)
    assert made_when_trained == [True] and training.curve_plot.isHidden()


def test_pause_holds_training_and_resume_finishes_it(qtbot, training, sample_corpus):
    """Paused as the run starts (training the sample takes a fraction of a second, so a pause
    after its first merge may come after its last): the run holds at its first merge until
    resumed, and the time axis leaves the pause out."""
    config = TrainConfig(algorithm="bpe", vocab_size=8000)
    training.start(config, [Source.for_path(sample_corpus)], None)
    training.pause_button.setChecked(True)
    assert training.summary.text() == "Pausing…"
    qtbot.waitUntil(lambda: training.summary.text() == "Paused.", timeout=TIMEOUT)  # confirmed:
    assert training.eta.text() == ""  # no estimate frozen while nothing moves
    qtbot.wait(1500)
    assert len(training.history.merges["count"]) <= 1 and training.running
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.pause_button.setChecked(False)
    elapsed = training.history.merges["elapsed"]  # held between the first merge and the
    assert len(elapsed) > 1 and elapsed[1] - elapsed[0] < 1.0  # second: a step, not 1.5 s more


@pytest.mark.parametrize("keep", [True, False])
def test_stop_offers_to_keep_the_partial_model(qtbot, training, sample_corpus, answers, keep):
    answers.next = [Button.Yes if keep else Button.No]
    config = TrainConfig(algorithm="bpe", vocab_size=20000)
    training.start(config, [Source.for_path(sample_corpus)], None)
    qtbot.waitUntil(lambda: len(training.history.merges["count"]) > 0, timeout=TIMEOUT)
    got = []
    training.trained.connect(lambda *args: got.append(args))
    training.stop_button.click()
    qtbot.waitUntil(lambda: not training.running, timeout=TIMEOUT)
    assert answers.shown[-1][0] == "question"
    if keep:
        tokenizer, _, history, stopped = got[0]
        assert stopped and history.stopped_early
        assert len(tokenizer.vocab) < 20000
    else:
        assert not got


def test_unigram_training_plots_loss_and_sizes(qtbot, training, small_corpus):
    config = TrainConfig(algorithm="unigram", vocab_size=400, seed_size=5000)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT) as trained:
        training.start(config, [Source.for_path(small_corpus)], None)
    history = trained.args[2]
    losses = history.em_steps["loss"]
    qtbot.waitUntil(lambda: training.main_plot.points()[1].tolist() == losses, timeout=TIMEOUT)
    assert len(training.removal_plot.values) > 0
    assert not training.removal_plot.isHidden()
    shown = sorted(training.latest_rows.index(row, 2).data()  # one decimal, not 393 by 396.4
                   for row in range(training.latest_rows.rowCount()))
    assert shown == sorted(f"{loss:,.1f}" for _, loss in history.last_pruned[:LATEST_ROWS])


def test_the_form_explains_bad_settings(qtbot, training):
    form = training.form
    form.set_values({"algorithm": "unigram", "vocab_size": 5000, "seed_size": 100})
    assert not form.check({"normalizer": [], "pre_tokenizer": None})
    assert "seed size" in form.problem.text()
    form.set_values({"algorithm": "bpe", "vocab_size": 100})
    assert not form.check({"normalizer": [], "pre_tokenizer": "whitespace"}, alphabet_size=150)
    assert "alphabet" in form.problem.text()
    form.set_values({"vocab_size": 1000})
    assert form.check({"normalizer": [], "pre_tokenizer": "whitespace"}, alphabet_size=150)


def test_presets_fill_in_the_settings(qtbot, training):
    chosen = []
    training.preset_chosen.connect(chosen.append)
    index = next(i for i in range(training.preset.count()) if "WordPiece" in training.preset.itemText(i)
                 and "BERT" in training.preset.itemText(i))
    training.preset.activated.emit(index)
    values = training.form.values()
    assert values["algorithm"] == "wordpiece" and values["vocab_size"] == 30522
    assert chosen[0].settings["normalizer"] == ["bert"]  # BERT's own: what vocab.txt's readers apply


def test_a_wordpiece_run_shows_its_tokens_per_word_against_bpe_merges(qtbot, training,
                                                                     small_corpus):
    """The issue: common words split into letters with no word of why. The comparison trains a
    second vocabulary, so it comes when asked (a button under the run), not with every run."""
    config = TrainConfig(algorithm="wordpiece", vocab_size=500)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT) as trained:
        training.start(config, [Source.for_path(small_corpus)], None)
    tokenizer, history = trained.args[0], trained.args[2]
    assert history.wordpiece_fertility == [] and "BPE" not in training.summary.text()
    assert not training.comparison.isHidden()
    with qtbot.waitSignal(training.history_changed, timeout=TIMEOUT):
        training.comparison.click()
    assert training.comparison.isHidden()
    counts = count_words([Source.for_path(small_corpus)], build_normalizer([]), Bert())
    words = counts.counts
    hf = HfTokenizer.from_str(tokenizer_json.dumps(tokenizer))
    ours = sum(n * len(hf.model.tokenize(w)) for w, n in words.items()) / sum(words.values())
    assert history.wordpiece_fertility[0] == pytest.approx(ours)
    summary = training.summary.text()
    assert f"{ours:.2f} tokens per word on its corpus; " \
           f"{history.wordpiece_fertility[1]:.2f} with the vocabulary of BPE merges" in summary


def test_a_run_below_the_size_asked_for_says_why(qtbot, training, toy_corpus):
    """Issue 13, item 2: by hand, the toy corpus has 8 symbols and 4 pairs seen 6 times or more
    (see test_cli_options), so WordPiece 20 with a minimum frequency of 6 ends at 12 tokens."""
    config = TrainConfig(algorithm="wordpiece", vocab_size=20, min_frequency=6)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(config, [Source.for_path(toy_corpus)], None)
    assert "12 of the 20 tokens asked for: no pair of tokens occurs 6 times or more" \
        in training.summary.text()


def test_another_algorithm_shows_empty_graphs_with_its_axes(qtbot, training, small_corpus):
    """Issue 13, item 4: after a Unigram run, choosing BPE leaves no losses under "pair count"
    and no pieces in BPE's columns (they raised IndexError when painted)."""
    config = TrainConfig(algorithm="unigram", vocab_size=400, seed_size=5000)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(config, [Source.for_path(small_corpus)], None)
    qtbot.waitUntil(lambda: len(training.main_plot.points()[0]) > 0, timeout=TIMEOUT)
    assert training.latest_rows.rowCount() > 0
    training.form.set_values({"algorithm": "bpe"})
    assert [len(a) for a in training.main_plot.points()] == [0, 0]
    assert [len(a) for a in training.size_plot.points()] == [0, 0]
    assert training.main_plot.getAxis("left").labelText == "pair count"
    assert training.main_plot.getAxis("bottom").labelText == "merge"
    assert training.size_plot.getAxis("bottom").autoSIPrefix  # seconds: ms for short runs
    training.form.set_values({"algorithm": "unigram"})
    assert not training.size_plot.getAxis("bottom").autoSIPrefix  # rounds, never x0.001
    training.form.set_values({"algorithm": "bpe"})
    assert training.removal_plot.isHidden()
    assert training.latest_rows.rowCount() == 0 and training.latest_rows.columnCount() == 5
    assert training.latest_rows.headerData(1, Qt.Orientation.Horizontal) == "Left"
    training.latest.grab()  # paints every cell shown
    assert training.progress.value() == 0


def test_another_algorithm_shows_neither_the_last_runs_ranges_nor_its_summary(qtbot, training,
                                                                             small_corpus):
    """Seen in a screenshot: after a BPE run, choosing Unigram showed empty graphs still ranged
    over the 350 merges and 250-600 tokens, under "Trained in 5.9 s: 600 tokens"."""
    config = TrainConfig(algorithm="bpe", vocab_size=300)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(config, [Source.for_path(small_corpus)], None)
    # all the run's points: the last ones may reach the plot after `trained` (seen at load 18)
    qtbot.waitUntil(lambda: training.size_plot.points()[1][-1:].tolist() == [300], timeout=TIMEOUT)
    training.show()
    qtbot.waitExposed(training)
    assert_ranged(qtbot, training, training.size_plot, 300, 300)  # over the run's points
    training.form.set_values({"algorithm": "unigram"})
    training.grab()
    for plot in (training.main_plot, training.size_plot):
        assert plot.getPlotItem().vb.viewRange() == [[0, 1], [0, 1]], plot.objectName()
    assert training.summary.text() == "Choose settings and press Train."
    training.size_plot.set_points([0, 1, 2], [900, 700, 400])  # the next run's points ranged
    assert_ranged(qtbot, training, training.size_plot, 400, 900)


def assert_ranged(qtbot, widget, plot, low: float, high: float) -> None:
    """The plot's y axis comes to show [low, high] as the widget is painted: pyqtgraph ranges
    the x axis, then the y axis over the points then in view, a paint or two later."""
    def shown() -> bool:
        widget.grab()
        bottom, top = plot.getPlotItem().vb.viewRange()[1]
        return bottom <= low and top >= high

    qtbot.waitUntil(shown, timeout=TIMEOUT)


def test_the_latest_table_drops_rows_made_for_other_columns(qtbot):
    model = LatestModel()
    model.set_headers(["Round", "Piece", "Loss increase"])
    model.add([lambda: ["1", "▁the", "0.5"]])
    model.set_headers(["#", "Left", "Right", "New token", "Count"])
    assert model.rowCount() == 0 and model.columnCount() == 5


def test_the_latest_table_makes_a_rows_texts_only_when_the_row_is_shown(qtbot):
    """A batch of a fast run brings hundreds of rows and the view shows a dozen: each row's
    texts are made once, when asked for, newest first."""
    made = []

    def row(rank: int) -> list[str]:
        made.append(rank)
        return [str(rank), "a", "b", "ab", "1"]

    model = LatestModel()
    model.set_headers(["#", "Left", "Right", "New token", "Count"])
    model.add([lambda rank=rank: row(rank) for rank in range(150)])
    assert made == [] and model.rowCount() == 150
    assert [model.index(0, column).data() for column in range(5)] == ["149", "a", "b", "ab", "1"]
    assert model.index(2, 0).data() == "147"
    assert made == [149, 147]


class FakeClock:
    """A clock the test moves: the paused minutes pass in an instant."""

    def __init__(self) -> None:
        self.time = 1000.0

    def __call__(self) -> float:
        return self.time


def test_a_stopped_run_says_where_it_stopped_without_the_paused_time(qtbot, training,
                                                                     sample_corpus, answers):
    """Issue 13, item 7: not 100 % and "Trained in": "Stopped at N of M"; a 10-minute pause
    is left out of the time and the rate; the status says Paused and Stopping."""
    clock = FakeClock()
    training.clock.now = clock
    said = []
    training.status.connect(said.append)
    answers.next = [Button.Yes]
    got = []
    training.trained.connect(lambda *args: got.append(args))
    training.start(TrainConfig(algorithm="bpe", vocab_size=20000), [Source.for_path(sample_corpus)],
                   None)
    qtbot.waitUntil(lambda: len(training.history.merges["count"]) > 0, timeout=TIMEOUT)
    clock.time += 5
    training.pause_button.setChecked(True)
    qtbot.waitUntil(lambda: training.summary.text() == "Paused.", timeout=TIMEOUT)
    clock.time += 600
    training.stop_button.click()
    qtbot.waitUntil(lambda: not training.running, timeout=TIMEOUT)
    tokenizer, _, history, stopped = got[0]
    size = len(tokenizer.vocab)
    assert stopped and size < 20000
    assert training.summary.text().startswith(f"Stopped at {size:,} of 20,000 tokens after 5.0 s")
    assert training.progress.value() < 100
    assert history.training_seconds <= 5
    assert said[:1] == ["Counting words…"] and "Paused." in said and said[-1] == "Stopping…"


def test_counting_is_a_phase_of_its_own(qtbot, training, sample_corpus):
    """Issue 13, item 6: while words are counted the bar says so and moves with the bytes read;
    training starts its own bar at 0."""
    shown = []
    training.progress.valueChanged.connect(
        lambda value: shown.append((training.progress.format(), value)))
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(TrainConfig(algorithm="bpe", vocab_size=600),
                       [Source.for_path(sample_corpus)], None)
    counting = [value for text, value in shown if text.startswith("Counting words")]
    assert counting and 0 < max(counting) < 100, shown
    first_training = next(i for i, (text, _) in enumerate(shown) if text == "%p%")
    assert all(text.startswith("Counting") for text, _ in shown[:first_training])
    assert shown[-1] == ("%p%", 100)


def test_the_time_left_follows_the_recent_rate(qtbot, training):
    """Issue 13, item 6: 2 % of the merges in the first 10 s, then 5 % a second: at 42 % the
    58 % left take 11.6 s at the rate of the last 8 s (the average since the start: 24.9 s)."""
    clock = FakeClock()
    training.clock.now = clock
    training.clock.start()
    training.config = TrainConfig(algorithm="bpe", vocab_size=1256)
    for seconds, size in [(0, 257), (10, 276), (16, 576), (18, 676)]:
        clock.time = 1000.0 + seconds
        training._show_progress(MergeEvent(rank=0, pair=("a", "b"), token="ab", count=1,
                                           score=None, vocab_size=size, elapsed=seconds))
    assert training.progress.value() == 42
    assert training.eta.text() == "about 12 s left"


def test_counts_made_with_other_settings_are_marked_out_of_date(qtbot, small_corpus, toy_corpus):
    """Issue 13, item 9: after a pre-tokenizer or corpus change the word table says it is out
    of date, and counting again clears the marker."""
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.add_paths([small_corpus])
    assert panel.stale.isHidden()  # nothing counted: nothing out of date
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT):
        panel.count()
    assert panel.stale.isHidden()
    panel.pre_tokenizer.setCurrentIndex(panel.pre_tokenizer.findData("whitespace"))
    assert not panel.stale.isHidden() and "out of date" in panel.stale.text()
    panel.pre_tokenizer.setCurrentIndex(0)  # back to what was counted
    assert panel.stale.isHidden()
    panel.add_paths([toy_corpus])
    assert not panel.stale.isHidden()
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT):
        panel.stale.linkActivated.emit("count")
    assert panel.stale.isHidden()
    panel.shutdown()


def test_the_summary_counts_the_words_left_out(qtbot, training, tmp_path):
    """Issue 13, item 14, in the window."""
    corpus = tmp_path / "long.txt"
    corpus.write_text("hug pug pun bun hugs\n" * 20 + "x" * 5000 + "\n", encoding="utf-8")
    config = TrainConfig(algorithm="unigram", vocab_size=12)
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(config, [Source.for_path(str(corpus))], None)
    assert "left out 1 word (1 occurrence) over 4,192 bytes" in training.summary.text()


def test_the_preview_and_the_count_show_the_line_ends_setting(qtbot, small_corpus):
    """Issue 13, item 15: Unigram's default drops a line's newline, in the preview and the
    counted words; 'keep' shows it on the last word and counts it."""
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.sample.setText("the grass")
    panel.set_algorithm("unigram")
    assert panel.words.text() == "▁the │ ▁grass"
    assert panel.pipeline()["line_ends"] is None
    panel.add_paths([small_corpus])
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT) as counted:
        panel.count()
    assert not any(word.endswith("\n") for word in counted.args[0].unpack().counts)
    panel.line_ends.setCurrentIndex(panel.line_ends.findData("keep"))
    assert panel.words.text() == "▁the │ ▁grass↵"
    assert not panel.stale.isHidden()  # counted with the other setting
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT) as counted:
        panel.count()
    assert any(word.endswith("\n") for word in counted.args[0].unpack().counts)
    panel.set_pipeline({"line_ends": "drop"})
    assert panel.pipeline()["line_ends"] == "drop"
    panel.shutdown()


def test_the_sample_line_opens_at_its_start(qtbot):
    """Issue 13, item 10: the Sample field showed its end, scrolled to 'éllo'."""
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    assert panel.sample.cursorPosition() == 0


def test_step_axes_have_whole_ticks_only(qtbot, training):
    """Issue 13, item 10: EM steps and pruning rounds had ticks at 1.5, 2.5; BPE's time axis
    keeps its fractions."""
    training.form.set_values({"algorithm": "unigram"})
    for plot in (training.main_plot, training.size_plot):
        ticks = [v for _, values in plot.getAxis("bottom").tickValues(1, 3, 400) for v in values]
        assert ticks and all(float(v).is_integer() for v in ticks), ticks
    training.form.set_values({"algorithm": "bpe"})
    ticks = [v for _, values in training.size_plot.getAxis("bottom").tickValues(1, 3, 400)
             for v in values]
    assert any(not float(v).is_integer() for v in ticks)


def test_the_latest_table_shows_several_rows_at_the_default_size(qtbot, training):
    """Issue 13, item 10: at the window's default size the latest merges table showed 3 rows."""
    training.resize(1100, 800)
    training.show()
    qtbot.waitExposed(training)
    training.latest_rows.add([lambda i=i: [f"{i}", "a", "b", "ab", "1"] for i in range(20)])
    shown = training.latest.viewport().height() // training.latest.rowHeight(0)
    assert shown >= 8, shown


def test_pruning_rounds_are_not_scaled_by_the_previous_runs_milliseconds(qtbot, training,
                                                                         small_corpus):
    """A BPE run shorter than a second puts its time axis in ms (values x1000); choosing
    Unigram then showed its pruning rounds 0, 1, 2, 3 as 0 to 3,000."""
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(TrainConfig(algorithm="bpe", vocab_size=300),
                       [Source.for_path(small_corpus)], None)
    axis = training.size_plot.getAxis("bottom")
    qtbot.waitUntil(lambda: len(training.size_plot.points()[0]) > 0, timeout=TIMEOUT)
    training.size_plot.getPlotItem().setXRange(0, 0.09, padding=0)
    qtbot.waitUntil(lambda: axis.autoSIPrefixScale == 1000, timeout=TIMEOUT)  # ms, as BPE shows
    training.form.set_values({"algorithm": "unigram"})
    training.size_plot.getPlotItem().setXRange(0, 3, padding=0)
    assert axis.autoSIPrefixScale == 1.0
    assert axis.tickStrings([0, 1, 2, 3], axis.autoSIPrefixScale, 1) == ["0", "1", "2", "3"]


def test_a_killed_worker_fails_the_run_and_the_next_run_trains(qtbot, training, sample_corpus,
                                                                small_corpus, answers):
    config = TrainConfig(algorithm="bpe", vocab_size=20000)
    training.start(config, [Source.for_path(sample_corpus)], None)
    qtbot.waitUntil(lambda: len(training.history.merges["count"]) > 0, timeout=TIMEOUT)
    got = []
    training.trained.connect(lambda *args: got.append(args))
    with qtbot.waitSignal(training.job.failed, timeout=TIMEOUT):
        os.kill(training.job.pid, signal.SIGKILL)  # as the system does when memory runs out
    assert not training.running and training.train_button.isEnabled()
    assert training.progress.format() == "Failed" and not got
    assert training.summary.text().startswith("Training failed: The worker process was killed "
                                              "(SIGKILL)")
    kind, title, text = answers.shown[-1]
    assert (kind, title) == ("error", "Training failed") and "out of memory" in text
    with qtbot.waitSignal(training.trained, timeout=TIMEOUT):
        training.start(TrainConfig(algorithm="bpe", vocab_size=300),
                       [Source.for_path(small_corpus)], None)
    assert len(got[0][0].vocab) == 300
