"""File dialogs start in the folder last used for their kind of file (issue 13, item 10: they
all started in the folder the app was started from)."""

import os

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QFileDialog, QLineEdit, QMessageBox, QPushButton,
)

from workbench.app.panels.corpus_panel import CorpusPanel
from workbench.app.dialogs.export_dialog import ExportDialog
from workbench.app.dialogs.file_dialogs import FolderDialog
from workbench.app.window.main_window import MainWindow
from workbench.core import Tokenizer
from workbench.core.formats import tokenizer_json
from workbench.core.models.wordpiece import WordPieceModel
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Whitespace


class Dialogs:
    """Stands in for QFileDialog's static functions: records the folder each dialog started in
    and answers with the next path given."""

    def __init__(self) -> None:
        self.started_in: list[str] = []
        self.answers: list[str] = []

    def one(self, parent, title, folder, *filters):
        self.started_in.append(folder)
        return self.answers.pop(0), ""

    def many(self, parent, title, folder, *filters):
        path, chosen = self.one(parent, title, folder)
        return [path], chosen

    def folder(self, parent, title, folder, *options):
        return self.one(parent, title, folder)[0]


@pytest.fixture
def dialogs(monkeypatch) -> Dialogs:
    fake = Dialogs()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake.one)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", fake.many)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake.one)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", fake.folder)
    return fake


def corpus_file(folder, name="corpus.txt") -> str:
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text("In the beginning\n", encoding="utf-8")
    return str(path)


def test_each_kind_of_file_dialog_starts_in_its_last_folder_kept_in_the_settings(
        qtbot, dialogs, tmp_path, byte_bpe):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    texts, models = tmp_path / "texts", tmp_path / "models"
    dialogs.answers = [corpus_file(texts), corpus_file(texts, "more.txt")]
    for _ in range(2):
        qtbot.mouseClick(window.corpus.add_button, Qt.MouseButton.LeftButton)
    assert dialogs.started_in == ["", str(texts)]
    assert len(window.corpus.sources()) == 2
    models.mkdir()
    tokenizer_json.save(byte_bpe, str(models / "gpt.json"))
    dialogs.answers = [str(models / "gpt.json"), str(models / "gpt.json")]
    window._choose_tokenizer()  # a kind of its own: not the corpus's folder
    window._choose_tokenizer()
    assert dialogs.started_in[2:] == ["", str(models)]
    window.session.modified = False
    again = MainWindow(settings)  # the folders are kept in the settings
    qtbot.addWidget(again)
    dialogs.answers = [corpus_file(texts, "third.txt")]
    qtbot.mouseClick(again.corpus.add_button, Qt.MouseButton.LeftButton)
    assert dialogs.started_in[-1] == str(texts)
    again.session.modified = False


def test_without_settings_the_panel_remembers_its_folder_for_the_session(qtbot, dialogs,
                                                                          tmp_path):
    panel = CorpusPanel()
    qtbot.addWidget(panel)
    dialogs.answers = [corpus_file(tmp_path / "a"), corpus_file(tmp_path / "a", "b.txt")]
    for _ in range(2):
        qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert dialogs.started_in == ["", str(tmp_path / "a")]
    assert len(panel.sources()) == 2


def test_every_add_files_button_opens_a_dialog_in_the_last_folder(qtbot, dialogs, tmp_path,
                                                                    byte_bpe):
    """Extend's, Evaluate's and Health's lists of files: the button opens the file dialog (it
    raised TypeError in Extend, whose list was written before the dialogs kept their folders)."""
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.add_model("base", byte_bpe)
    texts = tmp_path / "texts"
    for number, view in enumerate((window.extend_current(), window.show_evaluate(),
                                   window.show_health())):
        qtbot.addWidget(view)
        added = corpus_file(texts, f"{number}.txt")
        dialogs.answers = [added]
        add = next(b for b in view.findChildren(QPushButton) if b.text() == "&Add files…")
        qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
        assert view.files.paths()[-1] == added
        view.close()
    assert dialogs.started_in[1:] == [str(texts)] * 2
    window.session.modified = False


def close_a_refusal() -> None:
    """Close Qt's "Directory not found" box, if it came: the test then fails, not waits."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        box.reject()


@pytest.mark.parametrize("typed, made", [("new", True), ("out/new", True), ("", False)])
def test_the_export_folder_may_be_one_not_made_yet(qtbot, tmp_path, typed, made):
    """Qt's own folder chooser refuses a name that is not a folder yet ("Directory not
    found"); an export may name one, and the export makes it."""
    (tmp_path / "there").mkdir()
    dialog = FolderDialog(None, "Export into folder", str(tmp_path))
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.keyClicks(dialog.findChild(QLineEdit, "fileNameEdit"), typed or "there")
    choose = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open)
    assert choose.isEnabled()  # Qt's own disables it for a folder that does not exist
    QTimer.singleShot(300, close_a_refusal)
    qtbot.mouseClick(choose, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen == str(tmp_path / (typed or "there"))
    assert not made or not os.path.exists(dialog.chosen)  # made by the export, not the dialog


def test_a_model_exports_into_a_folder_named_in_the_dialog(qtbot, tmp_path, monkeypatch):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("folders/export", str(tmp_path))  # where the last export went
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.add_model("toy", Tokenizer(normalizer=build_normalizer(""), pre_tokenizer=Whitespace(),
                                      model=WordPieceModel(["[UNK]", "a", "##b"]),
                                      special_tokens=["[UNK]"]))
    monkeypatch.setattr(ExportDialog, "exec", lambda self: QDialog.DialogCode.Accepted)

    def named(dialog):
        dialog.findChild(QLineEdit, "fileNameEdit").setText("exported/toy")
        QTimer.singleShot(300, close_a_refusal)
        dialog.accept()
        return dialog.result()
    monkeypatch.setattr(FolderDialog, "exec", named)
    window.export_current()
    assert "tokenizer.json" in os.listdir(tmp_path / "exported" / "toy")
