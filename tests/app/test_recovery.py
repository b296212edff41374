"""Crash recovery: the window's autosaved copy of the project, found and restored after a crash
(issue 18, Faults)."""

import os
import signal
import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings

from workbench.app.main_window import MainWindow
from workbench.app.messages import Button
from workbench.app.recovery import recovery_path

from support import TIMEOUT

# A window that trains a model, says so once the training run's autosave is done, and then runs
# until it is killed. A message box (something went wrong) or a time-out ends it at once, so that
# the test never waits for a line that does not come.
CRASHING_WINDOW = """
import os, sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from workbench.app.main_window import MainWindow
from workbench.app.messages import Messages

def give_up(*said):
    print(*said, flush=True)
    os._exit(3)

Messages.responder = give_up
app = QApplication([])
QTimer.singleShot(int(sys.argv[3]), app, lambda: give_up("timed out"))
window = MainWindow(QSettings(sys.argv[2], QSettings.Format.IniFormat))
window.add_corpus([sys.argv[1]])
window.training.form.set_values({"algorithm": "bpe", "vocab_size": 258})
window.training.trained.connect(lambda *_: print("trained", flush=True))  # after the window's slot
QTimer.singleShot(0, window, window.start_training)
app.exec()
"""


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def make_window(qtbot, settings):
    created = []

    def make(recovery_file=None) -> MainWindow:
        window = MainWindow(settings, recovery_file)
        qtbot.addWidget(window)
        created.append(window)
        return window

    yield make
    for window in created:
        window.training.shutdown()
        window.corpus.shutdown()


def test_a_killed_window_leaves_its_runs_for_the_next_one_to_restore(
        make_window, toy_corpus, tmp_path, answers):
    crashing = subprocess.Popen(
        [sys.executable, "-c", CRASHING_WINDOW, toy_corpus, str(tmp_path / "other.ini"),
         str(TIMEOUT)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        said = []
        for line in crashing.stdout:
            said.append(line)
            if line.strip() == "trained":
                break
        assert said and said[-1].strip() == "trained", "".join(said)
        os.killpg(crashing.pid, signal.SIGKILL)  # the window and its workers: no clean exit
    finally:
        if crashing.poll() is None:
            os.killpg(crashing.pid, signal.SIGKILL)
        crashing.wait(TIMEOUT / 1000)
        crashing.stdout.close()
    assert crashing.returncode == -signal.SIGKILL
    assert os.path.exists(recovery_path())

    answers.next = [Button.Yes]
    window = make_window()
    assert window.offer_recovery()
    assert answers.shown[0][0] == "question"
    names = window.session.model_names()
    assert len(names) == 1 and names[0].startswith("bpe-")
    assert len(window.session.model(names[0]).vocab) == 258
    assert [s.path for s in window.session.corpus_sources()] == [toy_corpus]
    assert window.session.modified and window.session.path is None
    assert window.isWindowModified()


def test_training_autosaves_and_a_clean_close_removes_the_copy(qtbot, make_window, toy_corpus,
                                                               tmp_path):
    copy = str(tmp_path / "recovery" / "copy.twb.json")
    window = make_window(copy)
    window.add_corpus([toy_corpus])
    window.training.form.set_values({"algorithm": "bpe", "vocab_size": 258})
    with qtbot.waitSignal(window.training.trained, timeout=TIMEOUT):
        window.start_training()
    assert os.path.exists(copy)
    window.session.modified = False  # as if saved: closing asks nothing
    window.close()
    assert not os.path.exists(copy) and not os.path.exists(copy + ".bak")


def test_the_timer_autosaves_unsaved_changes_only(qtbot, make_window, tmp_path, byte_bpe):
    copy = str(tmp_path / "copy.twb.json")
    window = make_window(copy)
    window.autosave_timer.timeout.emit()
    assert not os.path.exists(copy)  # nothing unsaved
    window.add_model("imported", byte_bpe)
    window.autosave_timer.timeout.emit()
    assert os.path.exists(copy)
    assert window.save_to(str(tmp_path / "project.twb.json"))
    assert not os.path.exists(copy)  # saved: nothing to recover


def test_a_saved_project_is_restored_under_its_own_path(make_window, tmp_path, byte_bpe,
                                                        answers):
    copy, project = str(tmp_path / "copy.twb.json"), str(tmp_path / "project.twb.json")
    first = make_window(copy)
    first.add_model("kept", byte_bpe)
    assert first.save_to(project)
    first.add_model("unsaved", byte_bpe)
    first.autosave()
    answers.next = [Button.Yes]
    second = make_window(copy)
    assert second.offer_recovery()
    assert second.session.model_names() == ["kept", "unsaved"]
    assert second.session.path == project and second.session.modified
    assert os.path.exists(copy)  # kept until the restored project is saved


def test_declining_removes_the_copy(make_window, tmp_path, byte_bpe, answers):
    copy = str(tmp_path / "copy.twb.json")
    first = make_window(copy)
    first.add_model("lost", byte_bpe)
    first.autosave()
    answers.next = [Button.No]
    second = make_window(copy)
    assert not second.offer_recovery()
    assert second.session.model_names() == [] and not os.path.exists(copy)
    assert not make_window(copy).offer_recovery()
    assert len(answers.shown) == 1  # no copy: no question
