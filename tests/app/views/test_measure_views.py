"""The Compare, Evaluate and Health views: their widgets' state after comparing, or after the
worker measured, against hand computations on toy WordPiece and BPE models."""

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor

from workbench.app.views.compare_rows import HIGHLIGHT, PAD_X
from workbench.app.views.compare_view import CompareView
from workbench.app.views.evaluate_view import EvaluateView
from workbench.app.views.health_view import HealthView
from workbench.app.window.main_window import MainWindow
from workbench.core import Source, Tokenizer, TrainConfig, TrainingHistory, run, train
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
    assert highlighted_spans(view.rows, "abcd xy") == [(0, 4)]
    assert cells(view.counts) == [["A", "4", "1.75", "0"], ["B", "5", "1.40", "0"]]
    view.input.setPlainText("ab q")
    assert view.comparison.disagreements == [(0, 2)]
    assert cells(view.counts) == [["A", "2", "2.00", "1"], ["B", "3", "1.33", "1"]]
    view.chooser.item(1).setCheckState(Qt.CheckState.Unchecked)
    assert view.comparison is None and view.counts.rowCount() == 0
    assert view.status.text() == "Tick 2 to 4 models to compare."


def highlighted_spans(rows, text: str) -> list[tuple[int, int]]:
    """The runs of non-space characters whose columns lie in a highlighted area."""
    marked = [not char.isspace() and any(
        rect.left() < rows.char_left(i) and rows.char_left(i) + 1 < rect.right()
        for rect in rows.highlight_rects()) for i, char in enumerate(text)]
    spans, start = [], None
    for i, on in enumerate(marked + [False]):
        if on and start is None:
            start = i
        elif not on and start is not None and not (i < len(text) and text[i].isspace()
                                                   and i + 1 < len(text) and marked[i + 1]):
            spans.append((start, i))
            start = None
    return spans


def test_compare_draws_a_row_of_chips_per_model_aligned_on_the_characters(qtbot):
    text = "abcd xy ab,ab"
    view = CompareView({"A": A, "B": B}, text)
    qtbot.addWidget(view)
    view.show()
    rows = view.rows
    # by hand from the vocabularies: A ab ##cd | x ##y | ab , ab;  B a ##bc ##d | x ##y | a ##b , a ##b
    assert [(c.start, c.end) for c in rows.chips[0]] == [
        (0, 2), (2, 4), (5, 6), (6, 7), (8, 10), (10, 11), (11, 13)]
    assert [(c.start, c.end) for c in rows.chips[1]] == [
        (0, 1), (1, 3), (3, 4), (5, 6), (6, 7), (8, 9), (9, 10), (10, 11), (11, 12), (12, 13)]
    a, b = ([rows.chip_rect(r, i) for i in range(len(rows.chips[r]))] for r in (0, 1))
    # the same span at the same place: "ab"/"a" start together, "##cd"/"##d" end together, ...
    assert a[0].left() == b[0].left() and a[1].right() == b[2].right()
    assert a[2].left() == b[3].left() and a[2].width() == b[3].width()  # x
    assert a[4].left() == b[5].left() and a[4].right() == b[6].right()  # ab
    assert b[0].right() < a[0].right() < b[1].right()  # B cuts after a, A after b
    assert all(chips[i].right() < chips[i + 1].left()  # apart, not drawn over each other
               for chips in (a, b) for i in range(len(chips) - 1))
    assert a[0].top() < a[0].bottom() < b[0].top()  # one row per model
    # the disagreeing spans, by hand: abcd (A cuts b|c, B cuts a|b and c|d), each "ab" (B cuts
    # it, A does not); x y and the commas agree
    assert highlighted_spans(rows, text) == [(0, 4), (8, 10), (11, 13)]
    image = rows.grab().toImage()
    between = (a[0].right() + a[1].left()) / 2  # the gap between A's "ab" and "cd"
    assert image.pixelColor(QPoint(int(between), int(a[0].center().y()))) == QColor(HIGHLIGHT)
    between = (a[2].right() + a[3].left()) / 2  # the gap between x and y: both models cut
    assert image.pixelColor(QPoint(int(between), int(a[2].center().y()))) != QColor(HIGHLIGHT)
    assert rows.chip_rect(0, 0).left() == rows.char_left(0) - PAD_X


def test_evaluate_runs_in_the_worker_and_fills_tables_and_plots(qtbot, tmp_path):
    first, second = tmp_path / "en.txt", tmp_path / "xx.txt"
    first.write_text("ab abc é\nc, b\n", encoding="utf-8")
    second.write_text("ab ab\n", encoding="utf-8")
    toy = wordpiece("a", "b", "ab", "##b", "##c", "c")  # ids as in core/analysis/test_measures.py
    view = EvaluateView({"toy": toy}, [])
    qtbot.addWidget(view)
    view.files.addItems([str(first), str(second)])
    assert view.reference.currentText() == str(first)
    view.run_button.click()
    assert not view.run_button.isEnabled()
    qtbot.waitUntil(lambda: view.evaluation is not None, timeout=TIMEOUT)
    assert view.run_button.isEnabled() and not view.progress.isVisible()
    # ab ab ##c [UNK] c [UNK] b | ab ab: 9 tokens, 8 words, 20 characters, 21 bytes
    assert cells(view.results)[0][:8] == [
        "toy", "9", "1.125", "2.222", "2.333", "12.50 %", "22.22 %", "71.43 %"]
    # the premium's cost of en.txt: 7 tokens, its two [UNK]s counted as the bytes of "é" and ","
    assert cells(view.premiums) == [["toy", "1.000", "0.250"]]  # 2 / (7 - 2 + 3)
    assert view.premiums.cells()[0] == ["Model", "en.txt", "xx.txt"]
    assert view.premiums.horizontalHeaderItem(2).toolTip() == str(second)
    bars = [item for item in view.premium_plot.getPlotItem().items
            if isinstance(item, pg.BarGraphItem)]
    assert list(bars[0].opts["height"]) == pytest.approx([1.0, 2 / 8])
    hist = [item for item in view.histogram.getPlotItem().items
            if isinstance(item, pg.BarGraphItem)]
    assert list(hist[0].opts["height"]) == pytest.approx([7 / 8, 1 / 8])  # 1 and 2 tokens


@pytest.mark.parametrize("models", [3, 6])
def test_the_evaluation_tables_show_their_rows_uncut_and_fit_720_pixels(qtbot, tmp_path, models,
                                                                        speaking):
    """Three rows uncut in each table whatever the splitters do (more are scrolled to), in a
    dialog that still fits a 1280 x 720 screen with its title bar; in Spanish, whose font
    (with Burmese's as fallback, as in every language but English) has the tallest rows."""
    speaking("es")
    texts = [tmp_path / "en.txt", tmp_path / "xx.txt"]
    for text in texts:
        text.write_text("ab abc\n", encoding="utf-8")
    view = EvaluateView({name: wordpiece("a", "b", "ab", "##b", "##c", "c")
                         for name in "ABCDEF"[:models]}, [])
    qtbot.addWidget(view)
    view.resize(1280, 680)
    view.show()
    qtbot.waitExposed(view)
    view.files.addItems([str(t) for t in texts])
    view.run_button.click()
    qtbot.waitUntil(lambda: view.evaluation is not None, timeout=TIMEOUT)
    qtbot.wait(50)
    for table in (view.results, view.premiums):
        third = table.visualItemRect(table.item(2, 0))
        assert table.rowCount() == models and third.bottom() < table.viewport().height()
    assert view.minimumSizeHint().height() <= 680


def test_evaluate_without_files_holds_out_the_last_5_percent_of_the_corpus(qtbot, tmp_path):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("zzz\n" * 19 + "abc abc b\n", encoding="utf-8")  # 20 lines: 1 held out
    toy = wordpiece("a", "b", "ab", "##b", "##c", "c")
    view = EvaluateView({"toy": toy}, [Source.for_path(str(corpus))])
    qtbot.addWidget(view)
    assert "last 5 % of corpus.txt" in view.default_note.text()
    assert not view.default_note.isHidden()
    view.files.addItems([str(corpus)])  # a file listed: the held-out part is not evaluated on
    assert view.default_note.isHidden()
    view.files.clear()
    assert not view.default_note.isHidden()
    view.run_button.click()
    qtbot.waitUntil(lambda: view.evaluation is not None, timeout=TIMEOUT)
    assert view.evaluation["files"] == ["last 5 % of corpus.txt"]
    # abc abc b -> ab ##c ab ##c b: 5 tokens, 3 words
    assert cells(view.results)[0][:3] == ["toy", "5", "1.667"]


def test_evaluate_reads_json_lines_by_the_text_field_given(qtbot, tmp_path):
    records = tmp_path / "eval.jsonl"
    records.write_text('{"content": "ab abc é"}\n{"content": "c, b", "n": 1}\n', encoding="utf-8")
    toy = wordpiece("a", "b", "ab", "##b", "##c", "c")
    view = EvaluateView({"toy": toy}, [])
    qtbot.addWidget(view)
    view.files.addItems([str(records)])
    view.text_field.setText("content")
    view.run_button.click()
    qtbot.waitUntil(lambda: view.evaluation is not None, timeout=TIMEOUT)
    # ab ab ##c [UNK] | c [UNK] b: 7 tokens, 6 words, 12 characters
    assert cells(view.results)[0][:4] == ["toy", "7", "1.167", "1.714"]


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


def test_evaluation_and_health_are_saved_in_the_project_and_shown_when_it_opens(qtbot, tmp_path):
    corpus = tmp_path / "eval.txt"
    corpus.write_text("ab abc é\nc, b\n", encoding="utf-8")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.add_model("A", A)
    window.add_model("B", B)
    window.session.modified = False
    evaluate = window.show_evaluate()
    evaluate.files.addItems([str(corpus)])
    evaluate.run_button.click()
    qtbot.waitUntil(lambda: evaluate.evaluation is not None, timeout=TIMEOUT)
    assert window.session.project.measures.evaluation == evaluate.evaluation
    assert window.session.modified and window.isWindowModified()
    health = window.show_health()
    health.model_choice.setCurrentText("B")
    health.files.addItems([str(corpus)])
    health.run_button.click()
    qtbot.waitUntil(lambda: health.report is not None, timeout=TIMEOUT)
    shown = (cells(evaluate.results), cells(health.table), health.summary.text())
    path = str(tmp_path / "p.twb.json")
    assert window.save_to(path)
    evaluate.close()
    health.close()

    reopened = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(reopened)
    assert reopened.open_project(path)
    again, health_again = reopened.show_evaluate(), reopened.show_health()
    assert health_again.model_choice.currentText() == "B"
    assert (cells(again.results), cells(health_again.table), health_again.summary.text()) == shown
    assert again.files.paths() == [str(corpus)] and again.reference.currentText() == str(corpus)
    # by hand, words ab abc é c , b: A ab [UNK] [UNK] [UNK] , [UNK] (no ##c, c or b): 6 tokens;
    # B a ##b | a ##bc | [UNK] | [UNK] | , | [UNK] (no c, no b): 8 tokens
    assert [row[:2] for row in cells(again.results)] == [["A", "6"], ["B", "8"]]
    assert not reopened.session.modified
    for view in (again, health_again):
        view.close()


def test_health_opens_on_the_model_picked_and_the_two_model_choices_follow_each_other(
        qtbot, tmp_path):
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.add_model("A", A)
    window.add_model("B", B)
    window.models.setCurrentRow(0)
    assert window.tokenize.current_model_name() == "A"
    health = window.show_health()
    assert health.model_choice.currentText() == "A"
    health.close()
    box = window.tokenize.model_box
    box.setCurrentText("B")  # as a click on B in the Tokenize panel's model box
    box.textActivated.emit("B")
    assert window.models.currentItem().text() == "B"
    assert window.training.history is window.session.project.run("B").history
    window.session.modified = False
