"""The Corpus panel's Words table: every word, sorted and filtered without blocking the window."""

import itertools
import pickle
import random
import string

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from workbench.app.jobs import tasks
from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.session.word_columns import COUNT, LENGTH, WORD, WordColumns
from workbench.app.views.word_table import WordTableModel
from workbench.core import Source
from workbench.core.pipeline.pre_tokenizers import Whitespace

from support import TIMEOUT

MANY = 60_000  # distinct words: more than the 50,000 the table used to keep


@pytest.fixture(scope="module")
def many_words_corpus(tmp_path_factory) -> str:
    """MANY words seen twice each and "quixotically" once."""
    words = ["".join(letters) for letters in
             itertools.islice(itertools.product(string.ascii_lowercase, repeat=4), MANY)]
    lines = [" ".join(words[i:i + 20]) for i in range(0, MANY, 20)] * 2
    lines[MANY // 40] += " quixotically"
    path = tmp_path_factory.mktemp("corpus") / "many.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def shown(model, column: int) -> list[str]:
    return [model.index(row, column).data() for row in range(model.rowCount())]


def test_the_table_holds_every_word_the_filter_finds_a_rare_one_and_sorting_orders_them_all(
        qtbot, many_words_corpus):
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.set_pipeline({"pre_tokenizer": "whitespace"})
    panel.add_paths([many_words_corpus])
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT) as counted:
        panel.count()
    unique = len(counted.args[0].counts)
    assert unique == MANY + 1
    model = panel.word_view.model()
    assert model.rowCount() == unique
    assert panel.shown_words.text() == f"{unique:,} of {unique:,} words"

    panel.word_view.sortByColumn(COUNT, Qt.SortOrder.AscendingOrder)  # as a header click does
    assert model.index(0, WORD).data() == "quixotically"  # the rarest of all
    assert model.index(0, COUNT).data() == "1" and model.rowCount() == unique

    panel.filter.setText("QUIXOT")
    qtbot.waitUntil(lambda: not model.searching(), timeout=TIMEOUT)
    assert shown(model, WORD) == ["quixotically"]
    assert panel.shown_words.text() == f"1 of {unique:,} words"
    panel.filter.setText("")
    assert model.rowCount() == unique


def columns_of_random_words(size: int, seed: int = 1) -> WordColumns:
    rng = random.Random(seed)
    alphabet = "abcAB é\tЖ𝔸"
    table = {}
    while len(table) < size:
        word = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 6)))
        table[word] = rng.choice([1, 2, 3, 50, 1000])
    return WordColumns.of(table)


def test_columns_sort_every_way_with_ties_in_code_point_order():
    columns = columns_of_random_words(3000)
    table = dict(zip(columns.words, columns.counts.tolist()))
    words = list(table)
    assert columns.alphabet_size == len({c for word in words for c in word})
    by_word = sorted(words, key=lambda w: [ord(c) for c in w])
    expected = {
        (WORD, False): by_word, (WORD, True): by_word[::-1],
        (COUNT, False): sorted(by_word, key=table.get),
        (COUNT, True): sorted(by_word, key=lambda w: -table[w]),
        (LENGTH, False): sorted(by_word, key=len),
        (LENGTH, True): sorted(by_word, key=lambda w: -len(w)),
    }
    for (column, descending), words_in_order in expected.items():
        assert [columns.words[i] for i in columns.order(column, descending)] == words_in_order


def test_the_model_sorts_by_each_column_both_ways_as_the_columns_say(qtbot):
    columns = columns_of_random_words(500)
    model = WordTableModel()
    model.set_columns(columns)
    for column in (WORD, COUNT, LENGTH):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            model.sort(column, order)
            rows = columns.order(column, order == Qt.SortOrder.DescendingOrder)
            assert [model.word(r) for r in range(model.rowCount())] == [
                columns.words[i] for i in rows]
            assert shown(model, COUNT) == [f"{columns.counts[i]:,}" for i in rows]
            assert shown(model, LENGTH) == [f"{columns.lengths[i]:,}" for i in rows]


def test_a_filter_searches_in_slices_and_a_newer_one_replaces_it(qtbot, monkeypatch):
    monkeypatch.setattr("workbench.app.views.word_table.CHUNK", 100)
    monkeypatch.setattr("workbench.app.views.word_table.SLICE_SECONDS", 0)  # one chunk a slice
    columns = columns_of_random_words(3000)
    model = WordTableModel()
    model.set_columns(columns)
    model.sort(WORD, Qt.SortOrder.AscendingOrder)
    reported = []
    model.rows_shown.connect(reported.append)
    model.set_filter("A")
    assert model.searching() and model.rowCount() == 3000  # nothing searched yet
    QApplication.processEvents()  # a turn of the event loop: a slice
    assert model.searching()
    model.set_filter("É·")  # typed on before the first search finished; · shows a space
    qtbot.waitUntil(lambda: not model.searching(), timeout=TIMEOUT)
    expected = [w for w in sorted(columns.words) if "é·" in w.lower().replace(" ", "·")]
    assert len(reported) == 1 and reported[0] == len(expected) > 0  # the first one dropped
    assert [model.word(r) for r in range(model.rowCount())] == expected
    model.sort(COUNT, Qt.SortOrder.DescendingOrder)  # sorting keeps the filter
    assert sorted(model.word(r) for r in range(model.rowCount())) == expected
    model.set_filter("")
    assert model.rowCount() == 3000 and not model.searching()


def test_the_counted_words_reach_the_window_in_parts_unchanged(small_corpus, monkeypatch):
    monkeypatch.setattr(tasks, "PART_WORDS", 100)

    class Control:
        def send(self, message): pass
        def should_stop(self): return False
        def wait_if_paused(self): return 0.0

    args = (Control(), [Source.for_path(small_corpus)], ["lowercase"], Whitespace())
    direct = tasks.count_task(*args)
    result = pickle.loads(pickle.dumps(tasks.count_columns_task(*args)))  # as the pipe does
    parts = result["packed"].parts
    assert len(parts) > 5
    steps = tasks.load_counted(result)
    taken = 0
    with pytest.raises(StopIteration) as done:
        while True:
            next(steps)
            taken += 1
    packed, columns = done.value.value
    assert taken == len(parts)  # one part per step
    assert len(packed) == len(direct.counts)
    # what a training worker is sent, and unpacks there
    counts = pickle.loads(pickle.dumps(packed)).unpack()
    assert list(counts.counts.items()) == list(direct.counts.items())  # first-seen order kept
    assert counts.sources == direct.sources
    assert columns.words == list(direct.counts)
    assert columns.folded == [w.casefold() for w in direct.counts]  # no white space in these
