"""A reopened project shows each run's graphs as training left them: the size curve ("tokens per
word against vocabulary size") and Unigram's removal histogram included; a corpus relinked after
it moved serves the runs trained after (issue 42, item 3)."""

import shutil

from PySide6.QtCore import QSettings, Qt

from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Button

from support import TIMEOUT


def window(qtbot, tmp_path) -> MainWindow:
    made = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(made)
    return made


def train(qtbot, win: MainWindow, values: dict) -> str:
    """Train with `values`, waiting for the run's size curve; the model's name."""
    win.training.form.set_values(values)
    with qtbot.waitSignal(win.curves.made, timeout=TIMEOUT):
        with qtbot.waitSignal(win.training.trained, timeout=TIMEOUT):
            qtbot.mouseClick(win.training.train_button, Qt.MouseButton.LeftButton)
    return win.session.model_names()[-1]


def curve_drawn(win: MainWindow) -> tuple[list, list]:
    x, y = win.training.curve_plot.curve.getOriginalDataset()
    return ([], []) if x is None else (x.tolist(), y.tolist())


def histogram_drawn(win: MainWindow) -> list:
    return win.training.removal_plot.values.tolist()


def test_a_reopened_project_draws_every_run_as_training_left_it(qtbot, tmp_path, small_corpus,
                                                                answers):
    first = window(qtbot, tmp_path)
    first.add_corpus([small_corpus])
    unigram = train(qtbot, first, {"algorithm": "unigram", "vocab_size": 400})
    bpe = train(qtbot, first, {"algorithm": "bpe", "vocab_size": 320})
    drawn = {}
    for name in (unigram, bpe):
        first.models.setCurrentRow(first.session.model_names().index(name))
        drawn[name] = (curve_drawn(first), histogram_drawn(first) if name == unigram else None)
        assert drawn[name][0][0], name  # the curve is drawn as the run ends
    assert drawn[unigram][1]  # and the pieces the last round removed
    bundle = tmp_path / "p.twb.json"
    assert first.save_to(str(bundle))
    first.training.shutdown()

    shutil.move(small_corpus, tmp_path / "gone.txt")  # the curves come from the bundle alone
    answers.next = [Button.No]  # not relinked
    again = window(qtbot, tmp_path)
    assert again.open_project(str(bundle))
    for name in (bpe, unigram):
        again.models.setCurrentRow(again.session.model_names().index(name))
        assert again.training.history is again.session.project.run(name).history
        assert (curve_drawn(again), histogram_drawn(again) if name == unigram else None
                ) == drawn[name], name
        assert not again.training.curve_plot.isHidden()
    assert again.session.project.run(bpe).size_curve == first.session.project.run(bpe).size_curve


def test_runs_after_relinking_a_moved_corpus_get_their_curve(qtbot, tmp_path, small_corpus,
                                                            answers, monkeypatch):
    first = window(qtbot, tmp_path)
    first.add_corpus([small_corpus])
    old = train(qtbot, first, {"algorithm": "bpe", "vocab_size": 300})
    bundle = tmp_path / "p.twb.json"
    assert first.save_to(str(bundle))
    first.training.shutdown()
    moved = tmp_path / "elsewhere" / "small.txt"
    moved.parent.mkdir()
    shutil.move(small_corpus, moved)

    again = window(qtbot, tmp_path)
    answers.next = [Button.Yes]  # locate it
    monkeypatch.setattr(again.dialogs, "open_file", lambda *args: str(moved))
    assert again.open_project(str(bundle))
    assert [s.path for s in again.corpus.sources()] == [str(moved)]
    assert again.session.project.run(old).corpora == [str(moved)]
    new = train(qtbot, again, {"algorithm": "bpe", "vocab_size": 280})
    assert again.training.history is again.session.project.run(new).history
    curve = again.session.project.run(new).size_curve
    assert curve is not None and curve_drawn(again)[0] == list(curve.vocab_sizes)


def test_a_curve_lands_in_its_run_even_if_renamed_meanwhile(qtbot, tmp_path, small_corpus):
    win = window(qtbot, tmp_path)
    win.add_corpus([small_corpus])
    win.training.form.set_values({"algorithm": "bpe", "vocab_size": 300})
    with qtbot.waitSignal(win.curves.made, timeout=TIMEOUT):
        with qtbot.waitSignal(win.training.trained, timeout=TIMEOUT):
            qtbot.mouseClick(win.training.train_button, Qt.MouseButton.LeftButton)
        name = win.session.model_names()[0]  # renamed before the curve comes back
        win.models.item(0).setText("renamed")
    assert win.session.model_names() == ["renamed"]
    run = win.session.project.run("renamed")
    assert run.size_curve is not None and run.size_curve.vocab_sizes[-1] == 300
    assert curve_drawn(win)[0] == list(run.size_curve.vocab_sizes) and name != "renamed"
