"""Deferred work in the window never outlives what it touches: a panel deleted, a new run
started or the window closed right after a run ends leaves no exception and nothing on stderr."""

import pytest
import shiboken6
from PySide6.QtCore import QSettings

from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Button
from workbench.app.panels.training_panel import TrainingPanel
from workbench.core.training import TrainConfig
from workbench.core.training.corpus import Source

from support import TIMEOUT

AFTERWARDS_MS = 300  # longer than any deferred drawing or decoding step


@pytest.fixture
def quiet_stderr(capfd):
    """Fails the test if anything (a traceback from a deferred call) reached stderr."""
    capfd.readouterr()
    yield
    assert capfd.readouterr().err == ""


def delete_now(qtbot, widget) -> None:
    widget.close()
    widget.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(widget), timeout=TIMEOUT)


def test_a_panel_deleted_right_after_its_run_ends_leaves_nothing_behind(
        qtbot, small_corpus, quiet_stderr):
    panel = TrainingPanel()
    with qtbot.waitSignal(panel.trained, timeout=TIMEOUT):
        panel.start(TrainConfig(algorithm="bpe", vocab_size=400),
                    [Source.for_path(small_corpus)], None)
    delete_now(qtbot, panel)
    qtbot.wait(AFTERWARDS_MS)


def test_a_run_started_right_after_another_ends_shows_only_its_own_graphs(
        qtbot, small_corpus, quiet_stderr):
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    sources = [Source.for_path(small_corpus)]
    with qtbot.waitSignal(panel.trained, timeout=TIMEOUT) as first:
        panel.start(TrainConfig(algorithm="bpe", vocab_size=400), sources, None)
    bpe_counts = first.args[2].merges["count"]
    second = []  # the run may end within the wait below: collect rather than wait for it
    panel.trained.connect(lambda *args: second.append(args))
    panel.start(TrainConfig(algorithm="unigram", vocab_size=300, seed_size=3000), sources, None)
    qtbot.wait(AFTERWARDS_MS)
    shown = panel.main_plot.points()[1].tolist()
    assert shown == panel.history.em_steps["loss"][:len(shown)]  # the new run's, or nothing
    assert shown != bpe_counts
    qtbot.waitUntil(lambda: bool(second), timeout=TIMEOUT)
    losses = second[0][2].em_steps["loss"]
    qtbot.waitUntil(lambda: panel.main_plot.points()[1].tolist() == losses, timeout=TIMEOUT)
    qtbot.wait(AFTERWARDS_MS)
    assert panel.main_plot.points()[1].tolist() == losses
    panel.shutdown()


def test_the_window_closed_right_after_a_run_ends_leaves_nothing_behind(
        qtbot, small_corpus, tmp_path, answers, quiet_stderr):
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert window.add_corpus([small_corpus]) == []
    window.training.form.set_values({"algorithm": "bpe", "vocab_size": 400})
    with qtbot.waitSignal(window.training.trained, timeout=TIMEOUT):
        window.start_training()
    answers.next = [Button.Discard]
    delete_now(qtbot, window)
    qtbot.wait(AFTERWARDS_MS)
