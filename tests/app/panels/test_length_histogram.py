"""The Corpus panel's word-length histogram: one very long word does not stretch its axis, and
its bars stand out in both themes."""

import itertools
import string

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.widgets.palette import contrast_ratio
from workbench.app.widgets.plots import LengthHistogram
from workbench.app.widgets.theme import apply_theme

from support import TIMEOUT

LONG_WORD = "x" * 2500


@pytest.fixture
def themed():
    """Apply a theme in a test; the light one again afterwards."""
    yield apply_theme
    apply_theme(False)


def share_standing_out(image, background: QColor) -> float:
    """The share of an image's pixels (every other row and column) with a contrast of at least
    4.5:1 to the background, as plots.py promises for the bars (WCAG's minimum for text; 3:1
    would do for graphics, and the light theme's blue has 3.4:1 on the dark background)."""
    pixels = [QColor(image.pixel(x, y)) for x in range(0, image.width(), 2)
              for y in range(0, image.height(), 2)]
    return sum(contrast_ratio(p, background) >= 4.5 for p in pixels) / len(pixels)


def test_one_very_long_word_neither_stretches_the_length_histogram_nor_hides_its_bars(
        qtbot, themed, tmp_path):
    words = ["".join(letters) + "e" * (i % 6) for i, letters in enumerate(
        itertools.islice(itertools.product(string.ascii_lowercase, repeat=4), 5000))]
    corpus = tmp_path / "corpus.txt"
    corpus.write_text(" ".join(words + [LONG_WORD]) + "\n", encoding="utf-8")
    themed(False)
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.set_pipeline({"pre_tokenizer": "whitespace"})
    panel.add_paths([str(corpus)])
    panel.resize(1000, 700)
    panel.show()
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT):
        panel.count()
    themed(True)  # switched after counting: the bars take the dark theme's colours
    image = panel.histogram.grab().toImage()  # drawn, so any automatic range is worked out
    left, right = panel.histogram.getPlotItem().vb.viewRange()[0]
    assert right < 20  # lengths are 4 to 9, and one of 2,500
    assert share_standing_out(image, QColor("#1f1f1f")) > 0.15
    assert panel.histogram.tail_words() == 1


def drawn_tick_labels(plot) -> list[str]:
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    _, _, texts = plot.getAxis("bottom").generateDrawSpecs(painter)
    painter.end()
    return [text for _, _, text in texts]


@pytest.mark.parametrize("dark", [False, True])
def test_the_length_histogram_ends_near_most_words_and_its_bars_show_in_both_themes(
        qtbot, themed, dark):
    themed(dark)
    plot = LengthHistogram("lengths", "word length", "distinct words")
    qtbot.addWidget(plot)
    plot.resize(500, 220)
    rng = np.random.default_rng(3)
    plot.set_lengths(np.append(rng.integers(1, 67, 20000), 2500))  # bars some 7 pixels wide
    plot.show()
    qtbot.waitExposed(plot)
    left, right = plot.getPlotItem().vb.viewRange()[0]
    assert right < 80 and plot.tail_words() == 1
    assert f"> {plot.end}" in drawn_tick_labels(plot)  # not hidden for reaching past the end
    background = QColor("#1f1f1f" if dark else "#ffffff")  # as theme.py has it
    assert share_standing_out(plot.grab().toImage(), background) > 0.25


def test_the_bars_are_the_number_of_distinct_words_of_each_length(qtbot, tmp_path):
    # Distinct words of lengths 1 to 6: 2, 5, 9, 4, 7 and 3 of them; each word said several
    # times, so counting occurrences instead of words would give other heights.
    per_length = {1: 2, 2: 5, 3: 9, 4: 4, 5: 7, 6: 3}
    words = ["".join(letters) for length, n in per_length.items()
             for letters in itertools.islice(itertools.product("abcdefgh", repeat=length), n)]
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("".join(f"{word} " * (3 + i % 4) + "\n" for i, word in enumerate(words)),
                      encoding="utf-8")
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    panel.set_pipeline({"pre_tokenizer": "whitespace"})
    panel.add_paths([str(corpus)])
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT):
        panel.count()
    bars = panel.histogram.bars.opts
    assert list(bars["x"]) == list(per_length)
    assert list(bars["height"]) == list(per_length.values())
    assert panel.histogram.tail_words() == 0 and list(panel.histogram.tail.opts["height"]) == []
