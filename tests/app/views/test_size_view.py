"""The size scrubber: the curve the worker computes over the held-out lines, the split and the
last merge at the size picked, the training graph's mark, and the model of that size saved,
checked on the toy corpus by hand and against `tokenizers` loading the saved file."""

import json
import pickle
from collections import Counter

import pytest
import tokenizers
from PySide6.QtCore import QSettings

from workbench.app.window.main_window import MainWindow
from workbench.app.jobs.measure_tasks import size_curve_task
from workbench.app.session.session import Session
from workbench.app.views.size_view import SizeView
from workbench.core import Tokenizer, TrainConfig, TrainingHistory, run, train
from workbench.core.formats import tokenizer_to_dict
from workbench.core.models import UnigramModel

from support import KJV, TIMEOUT, TOY_WORDS

# The toy run's merges: (u, g), (u, n), (h, ug); sizes 8 ([UNK] and 7 letters) to 11. On the
# line "hug pug pun bun hugs", by hand: 16 tokens, then 13, 11, 9, over 5 words.
SIZES = [8, 9, 10, 11]
TOKENS_PER_WORD = [16 / 5, 13 / 5, 11 / 5, 9 / 5]


@pytest.fixture
def toy():
    history = TrainingHistory()
    config = TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
                         tie_break="first-seen")
    return run(train(config, TOY_WORDS), history.record), history


@pytest.fixture
def corpus(tmp_path) -> str:
    """40 lines: the last 5 %, held out, are two lines of the toy words."""
    path = tmp_path / "toy.txt"
    path.write_text("pun pun pun\n" * 38 + "hug pug pun bun hugs\n" * 2, encoding="utf-8")
    return str(path)


def computed(qtbot, view: SizeView) -> SizeView:
    qtbot.waitUntil(view.slider.isEnabled, timeout=TIMEOUT)  # drawn, ready to pick
    return view


def test_the_curve_is_the_held_out_lines_token_counts_at_every_size(qtbot, toy, corpus):
    tokenizer, _ = toy
    view = SizeView("toy", tokenizer, tokenizer_to_dict(tokenizer), [corpus], "hugs unhug")
    qtbot.addWidget(view)
    computed(qtbot, view)
    x, y = view.per_word.points()
    assert list(x) == SIZES and list(y) == pytest.approx(TOKENS_PER_WORD)
    assert list(view.per_token.points()[1]) == pytest.approx(
        [42 / (2 * t) for t in (16, 13, 11, 9)])  # 42 characters, newlines included
    assert view.picked_size() == 11 and not view.progress.isVisible()


def test_picking_a_size_splits_the_text_as_its_merges_do_and_marks_it(qtbot, toy, corpus):
    tokenizer, _ = toy
    view = computed(qtbot, SizeView("toy", tokenizer, tokenizer_to_dict(tokenizer), [corpus],
                                    "hugs unhug"))
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.size_picked) as picked:
        view.pick_size(9)
    assert picked.args == [1] and view.slider.value() == 1
    assert view.figures.text().startswith("9 tokens (merges: 1): 2.600 tokens per word")
    assert view.per_word.mark() == 9 and view.per_token.mark() == 9
    # only (u, g): hugs -> h ug s, unhug -> u n h ug
    qtbot.waitUntil(lambda: view.view.tokens() == ["h", "ug", "s", "u", "n", "h", "ug"],
                    timeout=TIMEOUT)
    assert view.newest.text() == "Last merge: u + g → ug"


def test_save_writes_a_model_of_the_size_picked(qtbot, toy, corpus, tmp_path):
    tokenizer, _ = toy
    view = computed(qtbot, SizeView("toy", tokenizer, tokenizer_to_dict(tokenizer), [corpus], ""))
    qtbot.addWidget(view)
    view.pick_size(10)
    path = str(tmp_path / "small.json")
    view.save_to(path)
    saved = tokenizers.Tokenizer.from_file(path)
    assert saved.get_vocab_size() == 10
    # (u, g) then (u, n): unhug -> u n h ug -> un h ug
    assert saved.encode("hugs unhug").tokens == ["h", "ug", "s", "un", "h", "ug"]


def test_the_window_opens_it_on_the_current_model_and_the_merge_graph_marks_the_step(
        qtbot, toy, corpus, tmp_path):
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    tokenizer, history = toy
    window.session = Session()
    window.session.add_model("toy", tokenizer, [], history)
    window.add_corpus([corpus])
    window._show_models(select="toy")
    view = computed(qtbot, window.show_sizes())
    assert list(view.per_word.points()[1]) == pytest.approx(TOKENS_PER_WORD)
    view.pick_size(10)
    assert window.training.main_plot.mark() == 2
    view.close()
    window.training.shutdown()
    window.corpus.shutdown()


def test_a_unigram_run_scrubs_through_its_pruning_rounds_and_saves_one(qtbot, tmp_path):
    history = TrainingHistory()
    config = TrainConfig(algorithm="unigram", vocab_size=100, seed_size=2000)
    tokenizer = run(train(config, dict(Counter(KJV.split()))), history.record)
    rounds = history.round_models
    corpus = tmp_path / "kjv.txt"
    corpus.write_text(KJV, encoding="utf-8")
    view = computed(qtbot, SizeView("uni", tokenizer, tokenizer_to_dict(tokenizer), [str(corpus)],
                                    "In the beginning", rounds))
    qtbot.addWidget(view)
    sizes = sorted({len(tokenizer.vocab)} | {len(vocab) for _, vocab, _ in rounds})
    assert list(view.per_word.points()[0]) == sizes and view.picked_size() == len(tokenizer.vocab)
    round_, vocab, scores = rounds[-1]
    view.pick_size(len(vocab))
    qtbot.waitUntil(lambda: view.small is not None and len(view.small.vocab) == len(vocab),
                    timeout=TIMEOUT)
    assert view.newest.text() == f"The model pruning round {round_ + 1} pruned"
    path = str(tmp_path / "bigger.json")
    view.save_to(path)
    saved = tokenizers.Tokenizer.from_file(path)
    assert saved.get_vocab_size() == len(vocab)
    by_hand = Tokenizer(tokenizer.normalizer, tokenizer.pre_tokenizer,
                        UnigramModel(list(vocab), list(scores), vocab.index("<unk>")), ["<unk>"])
    text = KJV[-2000:]
    assert saved.encode(text).tokens == by_hand.encode(text).tokens


def train_in(qtbot, window: MainWindow, corpus: str) -> None:
    """BPE to 12 tokens on `corpus`, split at white space, as the Train button does."""
    window.add_corpus([corpus])
    window.corpus.set_pipeline({"pre_tokenizer": "whitespace"})
    window.training.set_settings({"algorithm": "bpe", "vocab_size": 12})
    with qtbot.waitSignal(window.training.trained, timeout=TIMEOUT):
        window.start_training()


def test_a_run_draws_its_size_curve_by_itself_and_the_scrubber_opens_on_it(
        qtbot, plain_window, corpus):
    """Issue 14: the curve is computed in the background after training, without a click."""
    window = plain_window
    plot = window.training.curve_plot
    assert plot.isHidden()
    train_in(qtbot, window, corpus)
    qtbot.waitUntil(lambda: not plot.isHidden() and len(plot.points()[1]) > 0, timeout=TIMEOUT)
    x, y = plot.points()
    model = window.session.project.run(window.tokenize.current_model_name())
    assert x[-1] == len(model.tokenizer.vocab)
    # held out: "hug pug pun bun hugs" twice, 10 words; no merge: a token per letter
    assert y[0] == pytest.approx(32 / 10)
    reference = tokenizers.Tokenizer.from_str(json.dumps(model.tokenizer_json))
    assert y[-1] == pytest.approx(len(reference.encode("hug pug pun bun hugs\n" * 2).tokens) / 10)
    view = window.show_sizes()
    assert view.job is None  # not computed again
    computed(qtbot, view)
    assert list(view.per_word.points()[1]) == pytest.approx(list(y))
    view.close()


def test_a_new_run_or_closing_the_window_ends_the_curve_under_way(qtbot, plain_window, corpus):
    window = plain_window
    train_in(qtbot, window, corpus)
    job = window.curves.job  # started as the run ended
    assert job is not None and job.running
    window.start_training()
    assert window.curves.job is None and window.training.curve_plot.isHidden()
    qtbot.waitUntil(lambda: not job.worker_alive, timeout=TIMEOUT)
    with qtbot.waitSignal(window.training.trained, timeout=TIMEOUT):
        pass  # the second run
    job = window.curves.job
    assert job is not None and job.running
    window.session.modified = False
    assert window.close()
    assert window.curves.job is None
    qtbot.waitUntil(lambda: not job.worker_alive, timeout=TIMEOUT)


def test_the_worker_sends_the_curve_with_its_ratios_worked_out(toy, corpus):
    """The window only reads them (each is a list as long as the run's merges)."""
    tokenizer, _ = toy

    class Control:
        def send(self, message): pass

    curve = pickle.loads(pickle.dumps(  # as the pipe does
        size_curve_task(Control(), tokenizer_to_dict(tokenizer), [corpus], None)))
    assert vars(curve)["tokens_per_word"] == pytest.approx(TOKENS_PER_WORD)
    assert vars(curve)["characters_per_token"] == pytest.approx(
        [42 / (2 * t) for t in (16, 13, 11, 9)])
