"""A full disk or a read-only folder while the window saves or exports: a message box says why
and the files that were there keep their bytes (issue 18, Faults)."""

import pytest
from PySide6.QtCore import QSettings

from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Button

from support import files_of


@pytest.fixture
def window(qtbot, tmp_path, byte_bpe):
    made = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                      str(tmp_path / "recovery"))
    qtbot.addWidget(made)
    made.add_model("bpe", byte_bpe)
    yield made
    made.training.shutdown()
    made.corpus.shutdown()


def test_saving_over_a_project_keeps_it(window, tmp_path, fault, answers):
    bundle = tmp_path / "project" / "p.twb.json"
    bundle.parent.mkdir()
    assert window.save_to(str(bundle))
    window.add_model("unsaved", window.session.model("bpe"))
    before = files_of(bundle.parent)
    reason = fault(bundle.parent)
    assert not window.save_to(str(bundle))
    kind, title, text = answers.shown[-1]
    assert (kind, title) == ("error", "Cannot save the project")
    for part in (str(bundle), reason, "the previous file is unchanged"):
        assert part in text
    assert files_of(bundle.parent) == before
    assert window.session.modified and window.isWindowModified()


def test_exporting_over_files_keeps_them(window, tmp_path, fault, answers):
    out = tmp_path / "gpt2"
    out.mkdir()
    assert window.export_model("bpe", "gpt2", str(out))
    before = files_of(out)
    assert sorted(before) == ["merges.txt", "vocab.json"]
    reason = fault(out)
    answers.next = [Button.Yes]  # overwrite
    assert not window.export_model("bpe", "gpt2", str(out))
    kind, title, text = answers.shown[-1]
    assert (kind, title) == ("error", "Cannot export")
    assert str(out) in text and reason in text
    assert files_of(out) == before
