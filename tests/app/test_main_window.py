"""The whole window end to end: corpus, train, tokenize, export, save, reopen."""

import json

import pytest
from PySide6.QtCore import QSettings, Qt

from workbench.app.main_window import MainWindow
from workbench.app.messages import Button
from workbench.app.session import Session
from workbench.core.formats import tokenizer_json
from workbench.core.formats.exporters import export

from support import TIMEOUT


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
