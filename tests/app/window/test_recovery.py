"""Crash recovery: each window's autosaved copy of the project, its own, found and restored after
a crash, never while its window runs (issue 18, Faults)."""

import glob
import os
import signal
import subprocess
import sys
import threading

import pytest
from PySide6.QtCore import QSettings

from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Button
from workbench.app.session.session import Session
from workbench.app.window import recovery

from support import TIMEOUT

# A window that trains a model, says so once the training run's autosave is written, and then runs
# until it is killed. A message box (something went wrong) or a time-out ends it at once, so that
# the test never waits for a line that does not come.
CRASHING_WINDOW = """
import os, sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Messages

def give_up(*said):
    print(*said, flush=True)
    os._exit(3)

Messages.responder = give_up
app = QApplication([])
QTimer.singleShot(int(sys.argv[3]), app, lambda: give_up("timed out"))
window = MainWindow(QSettings(sys.argv[2], QSettings.Format.IniFormat))
window.add_corpus([sys.argv[1]])
window.training.form.set_values({"algorithm": "bpe", "vocab_size": 258})
window.recovery_writer.written.connect(lambda: print("trained", flush=True))
QTimer.singleShot(0, window, window.start_training)
app.exec()
"""


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def make_window(qtbot, settings):
    created = []

    def make(recovery_folder=None) -> MainWindow:
        window = MainWindow(settings, recovery_folder)
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
    left, = glob.glob(os.path.join(recovery.recovery_folder(), recovery.PATTERN))

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
    assert not os.path.exists(left) and os.path.exists(window.recovery.path)


def test_training_autosaves_and_a_clean_close_removes_the_copy(qtbot, make_window, toy_corpus,
                                                               tmp_path):
    folder = tmp_path / "recovery"
    window = make_window(str(folder))
    copy = window.recovery.path
    window.add_corpus([toy_corpus])
    window.training.form.set_values({"algorithm": "bpe", "vocab_size": 258})
    with qtbot.waitSignal(window.recovery_writer.written, timeout=TIMEOUT):
        window.start_training()
    assert os.path.exists(copy)
    window.session.modified = False  # as if saved: closing asks nothing
    window.close()
    assert not os.path.exists(copy) and not os.path.exists(copy + ".bak")
    assert list(folder.iterdir()) == []  # nor its lock


def test_the_copy_after_a_run_holds_it_and_is_written_after_the_run_ends_in_a_thread(
        qtbot, make_window, toy_corpus, tmp_path, monkeypatch):
    """Encoding and writing the copy of a large project froze the window for 0.3-1.5 s after
    each run: it is encoded over later turns of the event loop and written in a thread."""
    writers = []

    def write_bundle(encoded, path):
        writers.append(threading.current_thread())
        real_write_bundle(encoded, path)

    real_write_bundle = recovery.write_bundle
    monkeypatch.setattr(recovery, "write_bundle", write_bundle)
    window = make_window(str(tmp_path / "recovery"))
    copy = window.recovery.path
    window.add_corpus([toy_corpus])
    window.training.form.set_values({"algorithm": "bpe", "vocab_size": 258})
    at_the_end = []
    window.training.trained.connect(  # after the window's own slot
        lambda *_: at_the_end.append((os.path.exists(copy), window.recovery_writer.busy())))
    with qtbot.waitSignal(window.recovery_writer.written, timeout=TIMEOUT):
        window.start_training()
    assert at_the_end == [(False, True)]  # asked for, not written, when the run's slots ran
    assert writers and threading.main_thread() not in writers
    name, = window.session.model_names()
    restored = Session.recover(copy)
    assert restored.model_names() == [name] and len(restored.model(name).vocab) == 258
    run = restored.project.run(name)
    assert len(run.history.merges["vocab_size"]) == 258 - 256
    assert run.history.training_seconds == window.session.project.run(name).history.training_seconds


def test_closing_while_a_copy_is_under_way_leaves_no_copy(qtbot, make_window, tmp_path, byte_bpe):
    folder = tmp_path / "recovery"
    window = make_window(str(folder))
    window.add_model("imported", byte_bpe)
    window.autosave_in_background()
    assert window.recovery_writer.busy()
    window.session.modified = False  # as if saved: closing asks nothing
    window.close()
    assert not window.recovery_writer.busy()
    assert list(folder.iterdir()) == []


def test_the_timer_autosaves_unsaved_changes_only(qtbot, make_window, tmp_path, byte_bpe):
    window = make_window(str(tmp_path))
    copy = window.recovery.path
    window.autosave_timer.timeout.emit()
    assert not window.recovery_writer.busy()
    assert not os.path.exists(copy)  # nothing unsaved
    window.add_model("imported", byte_bpe)
    window.autosave_timer.timeout.emit()
    qtbot.waitUntil(lambda: not window.recovery_writer.busy(), timeout=TIMEOUT)
    assert os.path.exists(copy)
    assert window.save_to(str(tmp_path / "project.twb.json"))
    assert not os.path.exists(copy)  # saved: nothing to recover


def test_a_saved_project_is_restored_under_its_own_path(make_window, tmp_path, byte_bpe,
                                                        answers):
    folder, project = str(tmp_path / "recovery"), str(tmp_path / "project.twb.json")
    first = make_window(folder)
    first.add_model("kept", byte_bpe)
    assert first.save_to(project)
    first.add_model("unsaved", byte_bpe)
    first.autosave()
    _crash(first)
    answers.next = [Button.Yes]
    second = make_window(folder)
    assert second.offer_recovery()
    assert second.session.model_names() == ["kept", "unsaved"]
    assert second.session.path == project and second.session.modified
    # kept until the restored project is saved: in the window's own copy now
    assert not os.path.exists(first.recovery.path)
    assert Session.recover(second.recovery.path).model_names() == ["kept", "unsaved"]


def test_declining_removes_the_copy(make_window, tmp_path, byte_bpe, answers):
    folder = str(tmp_path / "recovery")
    first = make_window(folder)
    first.add_model("lost", byte_bpe)
    first.autosave()
    _crash(first)
    answers.next = [Button.No]
    second = make_window(folder)
    assert not second.offer_recovery()
    assert second.session.model_names() == [] and not os.path.exists(first.recovery.path)
    assert not make_window(folder).offer_recovery()
    assert len(answers.shown) == 1  # no copy: no question


def test_each_window_has_a_copy_of_its_own_never_offered_while_it_runs(make_window, tmp_path,
                                                                     byte_bpe, answers):
    folder = str(tmp_path / "recovery")
    first, second = make_window(folder), make_window(folder)
    first.add_model("first", byte_bpe)
    second.add_model("second", byte_bpe)
    first.autosave()
    second.autosave()
    assert first.recovery.path != second.recovery.path
    assert Session.recover(first.recovery.path).model_names() == ["first"]
    assert Session.recover(second.recovery.path).model_names() == ["second"]
    assert not make_window(folder).offer_recovery()
    assert answers.shown == []  # both windows run: nothing to offer
    assert os.path.exists(first.recovery.path) and os.path.exists(second.recovery.path)


def test_every_copy_whose_window_is_gone_is_offered_one_at_a_time(make_window, tmp_path,
                                                                  byte_bpe, answers):
    folder = str(tmp_path / "recovery")
    running, older, newer = make_window(folder), make_window(folder), make_window(folder)
    for window, name in ((running, "running"), (older, "older"), (newer, "newer")):
        window.add_model(name, byte_bpe)
        window.autosave()
    _crash(older)
    _crash(newer)
    os.utime(older.recovery.path, (1_000_000_000, 1_000_000_000))
    claimed = recovery.orphans(folder)
    assert [copy.path for copy in claimed] == [newer.recovery.path, older.recovery.path]
    assert recovery.orphans(folder) == []  # claimed: a window starting now gets neither
    for copy in claimed:
        copy.release()

    answers.next = [Button.Yes]
    assert make_window(folder).offer_recovery()
    assert answers.shown[-1][0] == "question" and "1 more unsaved project" in answers.shown[-1][2]
    restored = make_window(folder)
    answers.next = [Button.No]
    assert not restored.offer_recovery()  # the older one, left for the next start, declined
    assert len(answers.shown) == 2 and "more unsaved" not in answers.shown[-1][2]
    assert not make_window(folder).offer_recovery()
    assert len(answers.shown) == 2
    assert not os.path.exists(older.recovery.path) and not os.path.exists(newer.recovery.path)
    assert Session.recover(running.recovery.path).model_names() == ["running"]


# The process of a window dies holding the lock of its recovery copy: the lock file stays, naming
# a process that is gone.
DYING_OWNER = """
import os, sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
assert lock.tryLock(0)
os._exit(0)
"""


def _crash(window: MainWindow) -> None:
    """The window's process dies (as far as its recovery copy can tell): the copy stays, and its
    lock is left by a process that is gone."""
    window.recovery.release()
    subprocess.run([sys.executable, "-c", DYING_OWNER, window.recovery.path + ".lock"],
                   check=True, timeout=TIMEOUT / 1000)
    assert os.path.exists(window.recovery.path + ".lock")
