"""The whole window end to end: corpus, train, tokenize, export, save, reopen."""

import dataclasses
import gzip
import json
import re

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers

from workbench.app.window import main_window
from workbench.app.widgets.lazy_plot import LazyPlot
from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Button
from workbench.app.session.session import Session
from workbench.core.formats import tokenizer_json
from workbench.core.training import TrainConfig, declared

from support import TIMEOUT

SETTINGS = declared(TrainConfig)


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings, tmp_path):
    """Makes windows; each test's windows end saved and opened again (issue 13, item 1: saving
    never writes a bundle that loading refuses, in any state these tests reach)."""
    created = []

    def make() -> MainWindow:
        made = MainWindow(settings)
        qtbot.addWidget(made)
        created.append(made)
        return made

    yield make
    for number, made in enumerate(created):
        made.training.shutdown()
        made.corpus.shutdown()
        path = str(tmp_path / f"end-{number}.twb.json")
        made.session.save(path, made._state())
        assert Session.open(path).model_names() == made.session.model_names()


def train_bpe(qtbot, window: MainWindow, vocab_size: int) -> None:
    window.training.form.set_values({"algorithm": "bpe", "vocab_size": vocab_size})
    with qtbot.waitSignal(window.training.trained, timeout=TIMEOUT):
        qtbot.mouseClick(window.training.train_button, Qt.MouseButton.LeftButton)


def test_train_tokenize_export_save_and_reopen(qtbot, window, sample_corpus, tmp_path, answers):
    first = window()
    assert first.findChild(object, "corpusPanel") and first.findChild(object, "tokenizePanel")
    assert first.add_corpus([sample_corpus]) == []
    with qtbot.waitSignal(first.corpus.counted, timeout=TIMEOUT):
        qtbot.mouseClick(first.corpus.count_button, Qt.MouseButton.LeftButton)
    train_bpe(qtbot, first, 500)
    assert first.isWindowModified() and first.windowTitle().startswith("Untitled")
    model = first.session.project.runs[0].tokenizer
    assert len(model.vocab) == 500 and first.models.count() == 1

    first.show_panel(2)
    text = "In the beginning God created the heaven and the earth."
    first.tokenize.findChild(object, "tokenizeInput").setPlainText(text)
    view = first.tokenize.findChild(object, "tokenView")
    qtbot.waitUntil(lambda: view.tokens() == model.encode(text).tokens, timeout=TIMEOUT)

    out = tmp_path / "out"
    assert first.export_model(first.session.project.runs[0].name, "tokenizer-json", str(out))
    assert tokenizer_json.load(str(out / "tokenizer.json")).encode(text).ids == model.encode(text).ids
    assert (out / "tokenizer_config.json").exists()
    answers.next = [Button.No]
    assert not first.export_model(first.session.project.runs[0].name, "tokenizer-json", str(out))
    assert "Overwrite" in answers.shown[-1][1]
    # BPE: no vocab.txt
    assert not first.export_model(first.session.project.runs[0].name, "bert", str(out))
    assert answers.shown[-1][0] == "error"

    bundle = tmp_path / "project.twb.json"
    assert first.save_to(str(bundle))
    assert not first.isWindowModified() and "project.twb.json" in first.windowTitle()
    history = first.session.project.runs[0].history.merges["count"]

    second = window()
    assert second.open_project(str(bundle))
    assert [s.path for s in second.corpus.sources()] == [sample_corpus]
    assert second.training.form.values()["vocab_size"] == 500
    assert second.session.project.runs[0].tokenizer.vocab == model.vocab
    assert second.session.project.runs[0].history.merges["count"] == history
    assert list(second.training.main_plot.points()[1]) == history
    assert second.tokenize.state()["text"] == text
    view = second.tokenize.findChild(object, "tokenView")
    qtbot.waitUntil(lambda: view.tokens() == model.encode(text).tokens, timeout=TIMEOUT)
    assert not second.isWindowModified()


def test_the_window_has_the_application_icon(window):
    icon = window().windowIcon()
    assert not icon.isNull()
    image = icon.pixmap(64, 64).toImage()
    assert image.width() == 64 and image.pixelColor(32, 32).alpha() == 255  # the SVG was drawn


def test_a_second_model_and_renaming_it(qtbot, window, small_corpus):
    win = window()
    win.add_corpus([small_corpus])
    train_bpe(qtbot, win, 300)
    train_bpe(qtbot, win, 400)
    assert [r.name for r in win.session.project.runs] == ["bpe-300", "bpe-400"]
    item = win.models.item(1)
    item.setText("bigger")
    assert [r.name for r in win.session.project.runs] == ["bpe-300", "bigger"]
    assert win.tokenize.current_model_name() == "bigger"


def test_closing_with_unsaved_changes_asks(qtbot, window, small_corpus, answers):
    win = window()
    win.add_corpus([small_corpus])
    answers.next = [Button.Cancel]
    assert not win.close()
    assert answers.shown[-1][1] == "Unsaved changes"
    answers.next = [Button.Discard]
    assert win.close()


def test_closing_during_training_stops_the_worker(qtbot, window, small_corpus, answers):
    win = window()
    win.add_corpus([small_corpus])
    win.training.form.set_values({"algorithm": "bpe", "vocab_size": 20000})
    win.start_training()
    qtbot.waitUntil(lambda: len(win.training.history.merges["count"]) > 0, timeout=TIMEOUT)
    job = win.training.job
    answers.next = [Button.Discard]
    assert win.close()
    assert not job.worker_alive and win.training.job is None


def test_the_spare_worker_for_the_next_job_starts_in_a_turn_of_its_own(qtbot, window, small_corpus,
                                                                       monkeypatch):
    """Started in the turn that starts a run (which takes the spare), the next spare's process
    held the window 100-170 ms together with the run's start."""
    win = window()
    win.add_corpus([small_corpus])
    started = []
    monkeypatch.setattr(main_window, "prepare_worker", lambda: started.append(True))
    win.training.form.set_values({"algorithm": "bpe", "vocab_size": 300})
    with qtbot.waitSignal(win.training.trained, timeout=TIMEOUT):
        win.start_training()
        assert started == []
    qtbot.waitUntil(lambda: started == [True], timeout=TIMEOUT)


def test_opening_a_bad_project_says_why_and_keeps_the_current_one(qtbot, window, tmp_path,
                                                                   small_corpus, answers):
    win = window()
    win.add_corpus([small_corpus])
    bad = tmp_path / "bad.twb.json"
    bad.write_text(json.dumps({"format": "tokenizer-workbench-project", "version": 999}))
    assert not win.open_project(str(bad))
    assert answers.shown[-1][0] == "error" and "version" in answers.shown[-1][2]
    assert [s.path for s in win.corpus.sources()] == [small_corpus]


def test_a_moved_corpus_is_reported_and_the_models_still_work(qtbot, window, tmp_path,
                                                              small_corpus, answers):
    win = window()
    win.add_corpus([small_corpus])
    train_bpe(qtbot, win, 300)
    bundle = tmp_path / "p.twb.json"
    assert win.save_to(str(bundle))
    (tmp_path / "small.txt").rename(tmp_path / "moved.txt")
    other = window()
    answers.next = [Button.No]
    assert other.open_project(str(bundle))
    assert "moved or changed" in answers.shown[-1][1]
    assert other.session.project.runs[0].tokenizer.encode("the earth").tokens


def test_panels_are_a_shortcut_away_and_tokenize_can_sit_beside(qtbot, window):
    win = window()
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=TIMEOUT)
    for index, name in enumerate(["corpusPanel", "trainingPanel", "tokenizePanel"]):
        qtbot.keyClick(win, Qt.Key(Qt.Key.Key_1 + index), Qt.KeyboardModifier.ControlModifier)
        assert win.tabs.currentWidget().objectName() == name
    win.beside.trigger()
    assert win.tabs.count() == 2 and win.central.indexOf(win.tokenize) == 1
    win.beside.trigger()
    assert win.tabs.count() == 3


def test_theme_recent_projects_and_the_window_persist(qtbot, window, settings, tmp_path,
                                                      small_corpus):
    win = window()
    win.set_theme(True)
    win.add_corpus([small_corpus])
    assert win.save_to(str(tmp_path / "r.twb.json"))
    win.show()
    win.removeDockWidget(win.models_dock)
    win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, win.models_dock)
    win.models_dock.show()
    assert win.close()
    again = window()
    assert again.dockWidgetArea(again.models_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert again.dark.isChecked()
    assert again.recent_menu.actions()[0].text() == str(tmp_path / "r.twb.json")
    again.set_theme(False)


def test_dropping_tokenizers_imports_them(qtbot, window, tmp_path, byte_bpe, wordpiece):
    path = tmp_path / "gpt.json"
    tokenizer_json.save(byte_bpe, str(path))
    (tmp_path / "bert").mkdir()
    (tmp_path / "bert" / "vocab.txt").write_text("".join(f"{t}\n" for t in wordpiece.vocab),
                                                 encoding="utf-8")
    win = window()
    win.open_paths([str(path), str(tmp_path / "bert" / "vocab.txt")])
    # a file named vocab.txt is named after its folder (issue 13, item 9)
    assert [r.name for r in win.session.project.runs] == ["gpt", "bert"]
    assert win.session.project.runs[1].tokenizer.vocab == wordpiece.vocab
    assert win.tokenize.current_model_name() == "bert"


def test_the_whitespace_action_and_the_panel_agree(qtbot, window, tmp_path):
    win = window()
    assert win.whitespace.isChecked() == win.tokenize.state()["show_whitespace"]
    win.whitespace.trigger()
    assert win.tokenize.state()["show_whitespace"] == win.whitespace.isChecked()
    win.tokenize.restore({"show_whitespace": True})
    assert win.save_to(str(tmp_path / "w.twb.json"))  # a project that shows whitespace
    win.whitespace.setChecked(False)
    assert win.open_project(str(tmp_path / "w.twb.json"))
    assert win.whitespace.isChecked()


def shown_rows(table) -> list[list[str]]:
    model = table.model()
    return [[model.index(row, column).data() for column in range(model.columnCount())]
            for row in range(model.rowCount())]


def test_picking_a_model_shows_its_own_run(qtbot, window, small_corpus, byte_bpe):
    """Only the last run used to be drawn, whichever model was picked."""
    win = window()
    win.add_corpus([small_corpus])
    train_bpe(qtbot, win, 300)
    train_bpe(qtbot, win, 400)
    training = win.training
    win.add_model("imported", byte_bpe)  # picked: no run to show
    assert len(training.main_plot.points()[1]) == 0 and training.latest.model().rowCount() == 0
    assert training.summary.text() == f"{len(byte_bpe.vocab):,} tokens; no training history " \
        "(imported)."
    for row, size in ((0, 300), (1, 400), (0, 300)):
        win.models.setCurrentRow(row)
        run = win.session.project.runs[row]
        merges = size - 256  # byte-level BPE: every merge adds one token to the 256 bytes
        assert list(training.main_plot.points()[1]) == run.history.merges["count"]
        assert len(training.main_plot.points()[1]) == merges
        assert list(training.size_plot.points()[1]) == list(range(257, size + 1))
        left, right = run.tokenizer.model.merges[-1]
        newest = shown_rows(training.latest)[0]
        assert newest[0] == f"{merges:,}" and newest[4] == f"{run.history.merges['count'][-1]:,}"
        assert newest[3].replace("·", " ") == run.tokenizer.decode(
            [run.tokenizer.token_to_id(left + right)])
        assert training.summary.text().startswith("Trained in ")
        assert f"{size} tokens" in training.summary.text()


def test_a_reopened_unigram_run_shows_its_removals_table_and_summary(qtbot, window, small_corpus,
                                                                     tmp_path):
    first = window()
    first.add_corpus([small_corpus])
    first.training.form.set_values({"algorithm": "unigram", "vocab_size": 400, "seed_size": 5000})
    with qtbot.waitSignal(first.training.trained, timeout=TIMEOUT):
        first.start_training()
    live = first.training
    removals, rows, summary = list(live.removal_plot.values), shown_rows(live.latest), \
        live.summary.text()
    assert removals and rows and summary.startswith("Trained in ")
    assert len(removals) == first.session.project.runs[0].history.prunes["removed"][-1]
    losses = first.session.project.runs[0].history.em_steps["loss"]
    qtbot.waitUntil(lambda: live.main_plot.points()[1].tolist() == losses, timeout=TIMEOUT)
    assert first.save_to(str(tmp_path / "u.twb.json"))

    second = window()
    assert second.open_project(str(tmp_path / "u.twb.json"))
    reopened = second.training
    assert list(reopened.removal_plot.values) == removals
    assert not reopened.removal_plot.isHidden()
    assert shown_rows(reopened.latest) == rows
    assert reopened.summary.text() == summary
    assert reopened.main_plot.points()[1].tolist() == losses
    assert second.models.currentItem().text() == first.session.project.runs[0].name


def shown_window(qtbot, window) -> MainWindow:
    win = window()
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=TIMEOUT)
    return win


def press(qtbot, win, key: Qt.Key, modifier=Qt.KeyboardModifier.ControlModifier) -> None:
    qtbot.keyClick(QApplication.focusWidget() or win, key, modifier)


@pytest.mark.parametrize("beside", [False, True])
def test_ctrl_3_puts_the_cursor_in_the_text_to_tokenize(qtbot, window, beside):
    win = shown_window(qtbot, window)
    if beside:
        win.beside.trigger()
    win.models.setFocus()
    press(qtbot, win, Qt.Key.Key_3)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.tokenize.input, timeout=TIMEOUT)


def test_ctrl_f_searches_the_vocabulary_or_the_corpus_words_from_anywhere(qtbot, window, byte_bpe):
    win = shown_window(qtbot, window)
    win.add_model("gpt", byte_bpe)
    win.show_panel(0)
    win.models.setFocus()  # the Models list (Ctrl+F did nothing there)
    press(qtbot, win, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.tokenize.vocab.search,
                    timeout=TIMEOUT)
    win.show_panel(0)
    win.corpus.count_button.setFocus()  # inside the Corpus panel: its words
    press(qtbot, win, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.corpus.filter, timeout=TIMEOUT)
    win.show_panel(2)
    win.tokenize.input.setFocus()
    press(qtbot, win, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.tokenize.vocab.search,
                    timeout=TIMEOUT)


def mnemonics(texts) -> list[str]:
    return [match.lower() for text in texts for match in re.findall(r"&([^&\s])", text)]


def latin_letters_in_cyrillic(texts) -> list[str]:
    """The texts in Cyrillic whose Alt letter is Latin: Alt+I under "Показывать &id" is pressed
    on a Russian keyboard as the key of Ш, which the user reads nowhere."""
    return [text for text in texts if re.search(r"[а-яё]", text, re.IGNORECASE)
            and any(re.fullmatch(r"[a-z]", letter, re.IGNORECASE) for letter in mnemonics([text]))]


@pytest.mark.parametrize("beside, language", [(False, "en"), (True, "en"), (False, "ru"),
                                              (True, "ru"), (False, "es"), (False, "my")])
def test_alt_letters_shown_together_are_all_different(qtbot, window, speaking, beside, language):
    """Alt+C was both the Corpus tab and Count words (and Copy ids), Alt+F the File menu and
    Add folder, Alt+R the Training tab and Remove; in Russian Alt+О both the Training tab and
    Train; in Russian Alt+I (Latin) for "Показывать &id"."""
    if language != "en":
        speaking(language)
    win = shown_window(qtbot, window)
    if beside:
        win.beside.trigger()
    for tab in range(win.tabs.count()):
        win.tabs.setCurrentIndex(tab)
        texts = [action.text() for action in win.menuBar().actions()]
        texts += [win.tabs.tabText(i) for i in range(win.tabs.count())]
        texts += [widget.text() for kind in (QAbstractButton, QLabel)
                  for widget in win.findChildren(kind) if widget.isVisible()
                  and not isinstance(widget.parent(), QTabBar)]
        letters = mnemonics(texts)
        assert sorted(letters) == sorted(set(letters)), texts
        assert latin_letters_in_cyrillic(texts) == []


def test_graphs_are_no_tab_stops(qtbot, window):
    """Each graph used to take two presses of Tab (the plot and its viewport), to no use."""
    win = shown_window(qtbot, window)
    stops = []
    for tab in range(win.tabs.count()):
        win.tabs.setCurrentIndex(tab)
        shown_plots = [p for p in win.tabs.widget(tab).findChildren(LazyPlot) if p.isVisible()]
        qtbot.waitUntil(lambda: all(p.is_made() for p in shown_plots), timeout=TIMEOUT)
        start = widget = win.tabs.tabBar()
        while (widget := widget.nextInFocusChain()) is not start:
            tabbable = widget.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus
            if tabbable and widget.isVisible() and widget.isEnabled():
                stops.append(widget)
    plots = win.findChildren(pg.GraphicsView)
    assert plots and stops
    assert [w for w in stops if any(w is p or p.isAncestorOf(w) for p in plots)] == []


def test_a_damaged_bundle_named_on_the_command_line_is_reported_as_a_project(
        qtbot, window, small_corpus, tmp_path, answers):
    """It was titled "Cannot import the tokenizer" (a JSON file that does not parse was taken
    for a tokenizer)."""
    saver = window()
    saver.add_corpus([small_corpus])
    assert saver.save_to(str(tmp_path / "whole.json"))
    text = (tmp_path / "whole.json").read_text(encoding="utf-8")
    (tmp_path / "cut.json").write_text(text[:len(text) // 2], encoding="utf-8")
    (tmp_path / "junk.twb.json").write_text("not JSON at all", encoding="utf-8")
    (tmp_path / "tokenizer.json").write_text('{"model": {"type": "BPE"', encoding="utf-8")
    win = window()
    for name, title in (("cut.json", "Cannot open the project"),
                        ("junk.twb.json", "Cannot open the project"),
                        ("tokenizer.json", "Cannot import the tokenizer")):
        win.open_paths([str(tmp_path / name)])
        assert answers.shown[-1][:2] == ("error", title), name
        assert name in answers.shown[-1][2]
    assert win.session.project.runs == [] and win.session.path is None


def test_a_project_whose_corpus_was_removed_after_training_opens_again(qtbot, window, small_corpus,
                                                                        tmp_path, answers):
    """Issue 13, item 1: add a corpus, train, remove the corpus from the list, save, open."""
    win = window()
    win.add_corpus([small_corpus])
    train_bpe(qtbot, win, 300)
    win.corpus.table.selectRow(0)
    win.corpus._remove_selected()
    assert win.corpus.sources() == []
    path = str(tmp_path / "removed.twb.json")
    assert win.save_to(path)
    second = window()
    assert second.open_project(path), answers.shown
    assert second.session.project.runs[0].corpora == [small_corpus]
    assert second.corpus.sources() == []


def test_another_algorithm_starts_from_its_own_pipeline(qtbot, window, tmp_path):
    """Issue 13, item 3: after the BERT-like preset, switching to Unigram leaves neither BERT's
    normalizer nor its pre-tokenizer behind; a preset sets its own; a saved project keeps the
    pipeline it had."""
    win = window()
    presets = win.training.preset
    bert = next(i for i in range(presets.count()) if "BERT" in presets.itemText(i))
    presets.activated.emit(bert)
    assert win.corpus.pipeline()["normalizer"] == ["bert"]
    assert win.corpus.pipeline()["pre_tokenizer"] == "bert"
    combo = win.training.form.algorithm
    combo.setCurrentIndex(combo.findData("unigram"))
    assert win.corpus.pipeline() == {"normalizer": [], "pre_tokenizer": None,
                                     "add_prefix_space": False, "prepend_scheme": "always",
                                     "line_ends": None}
    assert win.corpus.words.text().startswith("▁")  # metaspace, Unigram's default
    t5 = next(i for i in range(presets.count()) if "T5" in presets.itemText(i))
    presets.activated.emit(t5)
    assert win.corpus.pipeline()["normalizer"] == ["spm-nmt-nfkc"]
    win.corpus.lowercase.setChecked(True)
    path = str(tmp_path / "t5.twb.json")
    assert win.save_to(path)
    second = window()
    assert second.open_project(path)
    assert second.corpus.pipeline()["normalizer"] == ["spm-nmt-nfkc", "lowercase"]
    assert second.training.algorithm() == "unigram"


def test_only_a_real_change_marks_the_project_modified(qtbot, window, small_corpus, tmp_path,
                                                       answers):
    """Issue 13, item 5: a fresh window, and a project just opened, close without asking."""
    win = window()
    win.show()
    qtbot.waitExposed(win)
    assert not win.isWindowModified() and win.windowTitle().startswith("Untitled[*]")
    assert win.close() and answers.shown == []
    second = window()
    second.add_corpus([small_corpus])
    assert second.isWindowModified()
    path = str(tmp_path / "p.twb.json")
    assert second.save_to(path) and not second.isWindowModified()
    third = window()
    assert third.open_project(path)
    third.show()
    qtbot.waitExposed(third)
    assert not third.isWindowModified()
    assert third.close() and answers.shown == []


def test_picking_models_or_starting_on_a_corpus_is_no_change(qtbot, window, small_corpus,
                                                           tmp_path, answers, wordpiece):
    """Issue 42, item 4: picking each model of a project just opened showed its settings and
    marked the project changed; so did the corpus the command line names (`make run`)."""
    win = window()
    win.add_corpus([small_corpus])
    train_bpe(qtbot, win, 300)
    imported = tmp_path / "wordpiece.json"
    tokenizer_json.save(wordpiece, str(imported))
    win.import_tokenizer(str(imported))
    path = str(tmp_path / "two.twb.json")
    assert win.save_to(path)
    reopened = window()
    assert reopened.open_project(path)
    for row in (1, 0, 1):
        reopened.models.setCurrentRow(row)
        assert reopened.training.algorithm() == ("wordpiece" if row else "bpe")
        assert not reopened.isWindowModified() and not reopened.session.modified
    reopened.training.set_settings({"vocab_size": 1234})  # a change the user makes still counts
    assert reopened.isWindowModified()
    started = window()
    started.open_at_start([small_corpus])
    assert [source.path for source in started.corpus.sources()] == [small_corpus]
    assert not started.isWindowModified()
    started.add_corpus([str(imported)])  # later, the user's own
    assert started.isWindowModified()


def test_the_training_panel_shows_the_run_of_the_model_picked(qtbot, window, small_corpus,
                                                              tmp_path, byte_bpe):
    """Issue 13, item 9: picking a model in the list shows its run's graphs; an imported model,
    which has no run, empty ones."""
    win = window()
    win.add_corpus([small_corpus])
    train_bpe(qtbot, win, 300)
    counts = win.session.project.runs[0].history.merges["count"]
    qtbot.waitUntil(lambda: win.training.main_plot.points()[1].tolist() == counts,
                    timeout=TIMEOUT)
    assert win.training.progress.value() == 100  # the run just trained stays as it ended
    assert win.training.latest_rows.rowCount() > 0
    path = tmp_path / "imported.json"
    tokenizer_json.save(byte_bpe, str(path))
    win.import_tokenizer(str(path))
    assert win.models.currentItem().text() == "imported"
    assert len(win.training.main_plot.points()[1]) == 0
    win.models.setCurrentRow(0)
    qtbot.waitUntil(lambda: win.training.main_plot.points()[1].tolist() == counts,
                    timeout=TIMEOUT)


def drag_and_drop(win: MainWindow, paths: list[str]) -> bool:
    """Drag files over the window and drop them, as Qt delivers a drop from a file manager;
    whether the window accepted the drag."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(path) for path in paths])
    action, button = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton
    enter = QDragEnterEvent(QPoint(10, 10), action, data, button, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(win, enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(QPointF(10, 10), action, data, button, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(win, drop)
    return drop.isAccepted()


def test_dropped_files_folders_tokenizers_and_projects_open(qtbot, window, tmp_path, byte_bpe,
                                                            wordpiece):
    (tmp_path / "a.txt").write_text("first corpus\n", encoding="utf-8")
    books = tmp_path / "books"
    (books / "old").mkdir(parents=True)
    (books / "b.md").write_text("second corpus\n", encoding="utf-8")
    (books / "cover.png").write_bytes(b"\x89PNG\x00")  # not a corpus file: left out
    (books / "old" / "c.txt.gz").write_bytes(gzip.compress(b"third corpus\n"))
    tokenizer_json.save(byte_bpe, str(tmp_path / "gpt.json"))
    maker = window()
    maker.add_model("pieces", wordpiece)
    assert maker.save_to(str(tmp_path / "p.twb.json"))

    win = window()
    assert drag_and_drop(win, [str(tmp_path / "a.txt"), str(books), str(tmp_path / "gpt.json")])
    assert [s.path for s in win.corpus.sources()] == [
        str(tmp_path / "a.txt"), str(books / "b.md"), str(books / "old" / "c.txt.gz")]
    assert [r.name for r in win.session.project.runs] == ["gpt"]
    assert win.session.project.runs[0].tokenizer.vocab == byte_bpe.vocab

    opened = window()
    assert drag_and_drop(opened, [str(tmp_path / "p.twb.json")])
    assert opened.session.path == str(tmp_path / "p.twb.json")
    assert [r.name for r in opened.session.project.runs] == ["pieces"]
    assert opened.session.project.runs[0].tokenizer.vocab == wordpiece.vocab


def test_a_drag_without_files_is_refused(qtbot, window):
    win = window()
    data = QMimeData()
    data.setText("just text")
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(win, enter)
    assert not enter.isAccepted()


def test_leaving_side_by_side_gives_the_models_list_its_width_back(qtbot, window):
    """The panels side by side squeezed the Models list, and it stayed narrow (and was saved
    so)."""
    win = window()
    win.resize(1100, 800)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.models_dock.width() >= 170, timeout=TIMEOUT)
    before = win.models_dock.width()
    win.beside.trigger()
    qtbot.waitUntil(lambda: win.models_dock.width() < before, timeout=TIMEOUT)  # squeezed
    win.beside.trigger()
    qtbot.waitUntil(lambda: win.models_dock.width() == before, timeout=TIMEOUT)


def test_the_training_settings_follow_the_model_picked(qtbot, window, small_corpus, byte_bpe):
    """They stayed as last set: a Unigram model picked beside BPE's settings."""
    win = window()
    win.show()
    win.show_panel(1)
    win.add_corpus([small_corpus])
    train_bpe(qtbot, win, 300)
    form = win.training.form
    form.set_values({"algorithm": "unigram", "vocab_size": 400, "seed_size": 5000})
    with qtbot.waitSignal(win.training.trained, timeout=TIMEOUT):
        win.start_training()
    win.add_model("imported", dataclasses.replace(byte_bpe, settings={}))  # no settings: only
    # its algorithm
    # the imported model: its algorithm, and a new form's values for the rest (issue 42, item 6:
    # it showed the previous model's)
    for row, algorithm, size in ((0, "bpe", 300), (1, "unigram", 400), (2, "bpe", 8000)):
        win.models.setCurrentRow(row)
        assert form.current_algorithm() == algorithm
        assert form.values()["vocab_size"] == size
        for name, widget in form.widgets.items():
            assert widget.isVisible() == (algorithm in SETTINGS[name].algorithms), name
        if row == 1:
            assert form.values()["seed_size"] == 5000
            assert win.corpus.pipeline()["pre_tokenizer"] == "metaspace"  # as it was trained
        elif row == 0:
            assert win.corpus.pipeline()["pre_tokenizer"] == "byte-level"
        else:
            assert win.corpus.pipeline()["pre_tokenizer"] is None  # the algorithm's default
        run = win.session.project.runs[row]
        qtbot.waitUntil(lambda: win.training.main_plot.points()[1].tolist() == (
            run.history.merges["count"] or run.history.em_steps["loss"]), timeout=TIMEOUT)


def test_a_wordlevel_tokenizer_json_is_imported_and_tokenizes(qtbot, window, tmp_path):
    """Issue 21: a WordLevel file made by `tokenizers` opens (it was refused) and the Tokenize
    panel shows the tokens `tokenizers` gives."""
    hf = HfTokenizer(models.WordLevel({"[UNK]": 0, "the": 1, "fox": 2}, unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    path = tmp_path / "words.json"
    hf.save(str(path))
    win = window()
    win.import_tokenizer(str(path))
    assert win.models.currentItem().text() == "words"
    assert win.session.project.runs[0].tokenizer.vocab == ["[UNK]", "the", "fox"]
    win.tokenize.input.setPlainText("the quick fox")
    qtbot.waitUntil(lambda: win.tokenize.view.tokens() == hf.encode("the quick fox").tokens,
                    timeout=TIMEOUT)


@pytest.mark.parametrize("run", [{"algorithm": "unigram", "vocab_size": 400, "seed_size": 5000},
                                      {"algorithm": "bpe", "vocab_size": 300}])
def test_the_window_fits_1280_by_720_after_a_run_and_the_graphs_keep_their_height(
        qtbot, window, small_corpus, run, qapp, request):
    """Issue 42, item 1: after a Unigram run (its removal histogram shown) the window's minimum
    height was 984 px; the graphs, and the Corpus panel's files and settings, now scroll in
    their panels, each graph at least its minimum height."""
    font = qapp.font()
    request.addfinalizer(lambda: qapp.setFont(font))
    bigger = QFont(font)
    bigger.setPointSizeF(font.pointSizeF() * 2)  # texts as tall as a desktop's, or taller
    qapp.setFont(bigger)
    win = window()
    win.add_corpus([small_corpus])
    win.show()
    win.show_panel(1)
    win.training.form.set_values(run)
    with qtbot.waitSignal(win.training.trained, timeout=TIMEOUT):
        qtbot.mouseClick(win.training.train_button, Qt.MouseButton.LeftButton)
    hint = win.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720
    assert win.minimumSize().height() <= 720
    win.resize(1280, 720)
    qtbot.waitUntil(lambda: win.size().toTuple() == (1280, 720), timeout=TIMEOUT)
    shown = [w for w in (win.training.main_plot, win.training.size_plot, win.training.removal_plot,
                         win.training.latest) if not w.isHidden()]
    assert len(shown) == (4 if run["algorithm"] == "unigram" else 3)
    assert all(w.height() >= 120 for w in shown)  # not squeezed to fit: the panel scrolls


def test_a_new_project_starts_from_a_new_forms_settings(qtbot, window):
    """Issue 42, item 6: File > New kept the last project's special tokens and minimum
    frequency."""
    fresh = window().training.form.values()
    win = window()
    win.training.form.set_values({"special_tokens": ["<s>", "</s>"], "min_frequency": 7,
                                  "vocab_size": 1234})
    assert win.training.form.values() != fresh
    win.session.modified = False
    win.new_project()
    assert win.training.form.values() == fresh


def test_a_recent_project_that_is_gone_leaves_the_list_without_asking_to_save(
        qtbot, window, tmp_path, small_corpus, answers):
    win = window()
    kept, gone = str(tmp_path / "kept.twb.json"), str(tmp_path / "gone.twb.json")
    win.add_corpus([small_corpus])
    assert win.save_to(gone) and win.save_to(kept)
    (tmp_path / "gone.twb.json").unlink()
    win.mark_modified()  # unsaved changes: opening another project would ask first
    entry = next(a for a in win.recent_menu.actions() if a.text() == gone)
    entry.trigger()
    assert [kind for kind, _, _ in answers.shown] == ["info"] and gone in answers.shown[0][2]
    assert [a.text() for a in win.recent_menu.actions()] == [kept]
    assert win.session.path == kept and win.isWindowModified()  # nothing else happened
    win.session.modified = False
