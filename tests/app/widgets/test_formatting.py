"""Every figure the window shows is written as its language's locale writes numbers, as the spin
boxes write them: the Russian status bar said "322,235" beside spin boxes saying "32 000"."""

import os

import pytest
from PySide6.QtCore import QSettings

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.window.main_window import MainWindow
from workbench.app.widgets.plots import LivePlot
from workbench.app.panels.run_graphs import _merge_row, _pruned_row

from support import TIMEOUT

# CLDR's thousands separator and decimal sign of each language, and Burmese's own digits.
GROUP = {"ru": "\u00a0", "es": ".", "my": ","}
DECIMAL = {"ru": ",", "es": ",", "my": "."}
MYANMAR_DIGITS = str.maketrans("0123456789", "၀၁၂၃၄၅၆၇၈၉")


def written(code: str, number: str) -> str:
    """`number`, written in English (1,234.5), as `code` writes it; Spanish groups no number
    of four digits (CLDR's minimum grouping digits: 2)."""
    if code == "es" and len(number.split(".")[0]) == 5:
        number = number.replace(",", "", 1)
    swapped = number.replace(",", "\0").replace(".", DECIMAL[code]).replace("\0", GROUP[code])
    return swapped.translate(MYANMAR_DIGITS) if code == "my" else swapped


def read(code: str, text: str) -> int:
    """The whole number `text` written by `code`."""
    digits = text.replace(GROUP[code], "")
    return int(digits.translate({ord(m): a for a, m in zip("0123456789", "၀၁၂၃၄၅၆၇၈၉")}))


@pytest.mark.parametrize("code", ["ru", "es", "my"])
def test_the_status_bar_the_corpus_figures_and_the_words_group_as_the_spin_boxes(
        qtbot, tmp_path, speaking, small_corpus, code):
    speaking(code)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    spin = window.training.form.widgets["vocab_size"]
    spin.setValue(32000)
    assert spin.text() == written(code, "32,000")  # Qt's own, the reference
    window.add_corpus([small_corpus])
    size = os.path.getsize(small_corpus)
    assert written(code, f"{size:,}") in window.corpus_status.text()
    assert written(code, "1") in window.corpus_status.text()  # the number of files
    panel = window.corpus
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT):
        panel.count()
    assert written(code, f"{size:,}") in panel.figures.text()  # the bytes
    table = panel.word_model
    top = table.data(table.index(0, 1))  # the commonest word's count, over a thousand
    assert top == written(code, f"{read(code, top):,}") and read(code, top) >= 1000
    window.session.modified = False


@pytest.mark.parametrize("code", ["ru", "es", "my"])
def test_the_graphs_axes_and_the_latest_merges_write_numbers_in_the_language(
        qtbot, speaking, code):
    speaking(code)
    plot = LivePlot("p", "x", "y")
    qtbot.addWidget(plot)
    axis = plot.getAxis("left")
    assert axis.tickStrings([20000.0, 40000.0], 1.0, 20000.0) == [written(code, "20,000"),
                                                                  written(code, "40,000")]
    assert axis.tickStrings([0.5, 1.0], 1.0, 0.5) == [written(code, "0.5"), written(code, "1.0")]
    assert _merge_row(12344, ("a", "b"), 23456, None, str) == [
        written(code, "12,345"), "a", "b", written(code, "23,456")]
    assert _pruned_row(0, "a", 12345.34, str) == [written(code, "1"), "a",
                                                   written(code, "12,345.3")]


def test_a_count_in_a_plural_text_groups_as_the_others(qtbot, tmp_path, speaking):
    """The plural texts wrote their count with Qt's %n, bare digits: "заменено 1500"."""
    speaking("ru")
    path = tmp_path / "broken.txt"
    path.write_bytes(b"word \xff\n" * 1500)  # 1,500 bytes that are no UTF-8
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    assert panel.add_paths([str(path)]) == []
    with qtbot.waitSignal(panel.counted, timeout=TIMEOUT):
        panel.count()
    qtbot.waitUntil(lambda: panel.table.item(0, 3).text() != "", timeout=TIMEOUT)
    assert panel.table.item(0, 3).text() == (
        "заменено 1\u00a0500 недопустимых последовательностей UTF-8")
    panel.shutdown()
