"""The whole window end to end: corpus, train, tokenize, export, save, reopen."""

import gzip
import json

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from workbench.app.main_window import MainWindow
from workbench.app.messages import Button
from workbench.core.formats import tokenizer_json
from workbench.core.formats.exporters import export

from support import TIMEOUT


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    created = []

    def make() -> MainWindow:
        made = MainWindow(settings)
        qtbot.addWidget(made)
        created.append(made)
        return made

    yield make
    for made in created:
        made.training.shutdown()
        made.corpus.shutdown()


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
    assert [r.name for r in win.session.project.runs] == ["gpt", "vocab"]
    assert win.session.project.runs[1].tokenizer.vocab == wordpiece.vocab
    assert win.tokenize.current_model_name() == "vocab"


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
