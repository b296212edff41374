"""The Compare, Evaluate and Health views: their widgets' state after comparing, or after the
worker measured, against hand computations on toy WordPiece and BPE models."""

import re

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QSettings, Qt

from workbench.app.compare_view import HIGHLIGHT, CompareView
from workbench.app.evaluate_view import EvaluateView
from workbench.app.health_view import HealthView
from workbench.app.main_window import MainWindow
from workbench.core import Tokenizer, TrainConfig, TrainingHistory, run, train
from workbench.core.formats import tokenizer_json
from workbench.core.models.wordpiece import WordPieceModel
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Whitespace

from support import TIMEOUT, TOY_WORDS


def wordpiece(*vocab: str) -> Tokenizer:
    return Tokenizer(normalizer=build_normalizer(""), pre_tokenizer=Whitespace(),
                     model=WordPieceModel(["[UNK]", *vocab]), special_tokens=["[UNK]"])


# A: ab ##cd | x ##y     B: a ##bc ##d | x ##y
A = wordpiece("ab", "##cd", "x", "##y", ",")
B = wordpiece("a", "##b", "##bc", "##d", "x", "##y", ",")


def cells(table) -> list[list[str]]:
    return table.cells()[1:]


def test_compare_highlights_the_disagreeing_span_and_counts_tokens(qtbot):
    view = CompareView({"A": A, "B": B, "C": A}, "abcd xy")
    qtbot.addWidget(view)
    assert view.chosen() == ["A", "B"]
    assert view.comparison.disagreements == [(0, 4)]
    # a b c d and the three gaps between them, in each of the two rows
    highlighted = re.findall(f"background-color:{HIGHLIGHT};\">([^<]*)</span>", view.rows.toHtml())
    assert highlighted == ["a b|c d", "a|b c|d"]
    assert cells(view.counts) == [["A", "4", "1.75", "0"], ["B", "5", "1.40", "0"]]
    view.input.setPlainText("ab q")
    assert view.comparison.disagreements == [(0, 2)]
    assert cells(view.counts) == [["A", "2", "2.00", "1"], ["B", "3", "1.33", "1"]]
    view.chooser.item(1).setCheckState(Qt.CheckState.Unchecked)
    assert view.comparison is None and view.counts.rowCount() == 0
    assert view.status.text() == "Tick 2 to 4 models to compare."


def test_evaluate_runs_in_the_worker_and_fills_tables_and_plots(qtbot, tmp_path):
    first, second = tmp_path / "en.txt", tmp_path / "xx.txt"
    first.write_text("ab abc é\nc, b\n", encoding="utf-8")
    second.write_text("ab ab\n", encoding="utf-8")
    toy = wordpiece("a", "b", "ab", "##b", "##c", "c")  # ids as in tests/core/test_measures.py
    view = EvaluateView({"toy": toy}, [str(first), str(second)])
    qtbot.addWidget(view)
    assert view.reference.currentText() == str(first)
    view.run_button.click()
    assert not view.run_button.isEnabled()
    qtbot.waitUntil(lambda: view.evaluation is not None, timeout=TIMEOUT)
    assert view.run_button.isEnabled() and not view.progress.isVisible()
    # ab ab ##c [UNK] c [UNK] b | ab ab: 9 tokens, 8 words, 20 characters, 21 bytes
    assert cells(view.results)[0][:8] == [
        "toy", "9", "1.125", "2.222", "2.333", "12.50 %", "22.22 %", "71.43 %"]
    assert cells(view.premiums) == [["toy", "1.000", "0.286"]]  # 2 tokens / 7
    bars = [item for item in view.premium_plot.getPlotItem().items
            if isinstance(item, pg.BarGraphItem)]
    assert list(bars[0].opts["height"]) == pytest.approx([1.0, 2 / 7])
    hist = [item for item in view.histogram.getPlotItem().items
            if isinstance(item, pg.BarGraphItem)]
    assert list(hist[0].opts["height"]) == pytest.approx([7 / 8, 1 / 8])  # 1 and 2 tokens


def planted_bpe() -> Tokenizer:
    config = TrainConfig(algorithm="bpe", vocab_size=13, pre_tokenizer="whitespace")
    data = tokenizer_json.to_dict(run(train(config, TOY_WORDS)))
    for token, merge in (("gs", ["g", "s"]), ("ugs", ["u", "gs"])):
        data["model"]["vocab"][token] = len(data["model"]["vocab"])
        data["model"]["merges"].append(merge)
    return tokenizer_json.from_dict(data)


def test_health_lists_a_planted_token_with_its_reason(qtbot, tmp_path):
    corpus = tmp_path / "eval.txt"
    corpus.write_text("hug pun\n", encoding="utf-8")
    history = TrainingHistory()
    history.merges["count"] = [20, 16, 15, 12, 5, 0, 0]  # by hand; the planted merges: 0
    view = HealthView({"planted": (planted_bpe(), history)}, [str(corpus)])
    qtbot.addWidget(view)
    view.run_button.click()
    qtbot.waitUntil(lambda: view.report is not None, timeout=TIMEOUT)
    rows = {row[0]: row[2] for row in cells(view.table)}
    assert rows["ugs"] == "unreachable, minimum count"
    assert rows["pug"] == "never used"
    assert rows["gs"] == "never used, intermediate, minimum count"
    assert view.summary.text().splitlines()[1] == "1 token (6.7 %) unreachable"
    view.table.sortItems(1, Qt.SortOrder.DescendingOrder)  # ids as numbers: 14 before 2
    assert view.table.item(0, 0).text() == "ugs"


def test_the_measure_menu_opens_the_views_on_the_project(qtbot, tmp_path):
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.add_model("A", A)
    window.add_model("B", B)
    window.tokenize.input.setPlainText("abcd")
    titles = [a.text() for a in window.menuBar().actions()]
    assert "Meas&ure" in titles
    compare = window.show_compare()
    assert compare.chosen() == ["A", "B"] and compare.comparison.disagreements == [(0, 4)]
    assert window.show_evaluate().files.paths() == []
    assert window.show_health().model_choice.count() == 2
    for view in (compare,):
        view.close()
