"""Deleting and duplicating a model in the window, and undoing both (issue 42, item 2)."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from workbench.app.window.main_window import MainWindow
from workbench.core.formats import tokenizer_json

from support import TIMEOUT


def trained_window(qtbot, plain_window: MainWindow, corpus: str) -> MainWindow:
    """The window with a model trained on `corpus` (graphs, history and size curve) and an
    imported one after it."""
    window = plain_window
    window.show()
    assert window.add_corpus([corpus]) == []
    window.training.form.set_values({"algorithm": "bpe", "vocab_size": 300})
    with qtbot.waitSignal(window.curves.made, timeout=TIMEOUT):
        with qtbot.waitSignal(window.training.trained, timeout=TIMEOUT):
            qtbot.mouseClick(window.training.train_button, Qt.MouseButton.LeftButton)
    return window


def listed(window: MainWindow) -> list[str]:
    return [window.models.item(row).text() for row in range(window.models.count())]


def drawn_merges(window: MainWindow) -> list:
    x, _ = window.training.main_plot.curve.getOriginalDataset()
    return [] if x is None else x.tolist()


def press(qtbot, widget, key: QKeySequence.StandardKey) -> None:
    sequence = QKeySequence(key)[0]
    qtbot.keyClick(widget, sequence.key(), sequence.keyboardModifiers())


def test_delete_then_undo_puts_the_model_back_as_it_was(qtbot, plain_window, small_corpus,
                                                        byte_bpe):
    window = trained_window(qtbot, plain_window, small_corpus)
    window.add_model("imported", byte_bpe)
    trained_name = window.session.model_names()[0]
    run = window.session.project.run(trained_name)
    curve = run.size_curve
    assert curve is not None
    window.models.setCurrentRow(0)
    window.session.modified = False

    for elsewhere in (window.tokenize.input, window.corpus.count_button):  # Delete there
        elsewhere.setFocus()  # deletes text or nothing, not a model
        press(qtbot, elsewhere, QKeySequence.StandardKey.Delete)
        assert window.session.model_names() == [trained_name, "imported"]

    window.models.setFocus()
    press(qtbot, window.models, QKeySequence.StandardKey.Delete)
    assert window.session.model_names() == listed(window) == ["imported"]
    assert window.tokenize.model_box.findText(trained_name) == -1
    assert window.isWindowModified()
    assert window.training.curve_plot.isHidden()  # the imported model has no curve
    assert window.training.history is not run.history  # the picked model's run is shown

    press(qtbot, window, QKeySequence.StandardKey.Undo)
    assert window.session.model_names() == listed(window) == [trained_name, "imported"]
    assert window.session.project.run(trained_name) is run
    assert window.models.currentItem().text() == trained_name
    assert window.training.history is run.history
    assert drawn_merges(window) == list(range(1, len(run.history.merges["count"]) + 1))
    assert run.size_curve is curve
    assert not window.training.curve_plot.isHidden()

    press(qtbot, window, QKeySequence.StandardKey.Redo)
    assert window.session.model_names() == ["imported"]


def test_deleting_the_last_model_clears_the_training_panel(qtbot, plain_window, byte_bpe,
                                                           answers):
    window = plain_window
    window.add_model("only", byte_bpe)
    window.delete_current()
    assert window.session.model_names() == [] and window.models.count() == 0
    assert window.tokenize.current_model_name() is None
    assert window.training.summary.text() == "Choose settings and press Train."
    window.models.setCurrentRow(-1)
    window.delete_current()  # nothing picked: says so, deletes nothing
    assert answers.shown[-1][1] == "No model to delete"
    window.undo_stack.undo()
    assert window.session.model_names() == ["only"]


def test_duplicate_is_an_independent_copy_and_undo_removes_it(qtbot, plain_window, small_corpus):
    window = trained_window(qtbot, plain_window, small_corpus)
    original = window.session.model_names()[0]
    window.models.setFocus()
    qtbot.keyClick(window.models, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    twin = f"{original} (2)"
    assert window.session.model_names() == listed(window) == [original, twin]
    assert window.models.currentItem().text() == twin
    first, second = (window.session.project.run(n) for n in (original, twin))
    assert second.tokenizer_json == first.tokenizer_json
    assert second.history.merges == first.history.merges and second.corpora == first.corpora
    assert second.size_curve is first.size_curve is not None
    second.tokenizer_json["added_tokens"].append({"content": "<mine>"})
    second.history.merges["count"].append(0)
    assert {"content": "<mine>"} not in first.tokenizer_json["added_tokens"]
    assert len(first.history.merges["count"]) == len(first.history.merges["score"])
    assert tokenizer_json.from_dict(first.tokenizer_json).vocab == window.session.model(
        original).vocab

    window.undo_stack.undo()
    assert window.session.model_names() == listed(window) == [original]


def test_undo_and_redo_follow_a_model_renamed_between_them(qtbot, plain_window, byte_bpe,
                                                           wordpiece):
    window = plain_window
    window.add_model("a", byte_bpe)
    window.add_model("b", wordpiece)
    window.models.setCurrentRow(0)
    window.delete_current()
    window.undo_stack.undo()
    window.models.item(0).setText("renamed")  # the same model, a new name
    window.undo_stack.redo()
    assert window.session.model_names() == ["b"]
    window.models.item(0).setText("renamed")  # another model takes the deleted one's name
    window.undo_stack.undo()
    assert window.session.model_names() == ["renamed (2)", "renamed"]
    assert window.session.model("renamed (2)") is byte_bpe
    window.models.setCurrentRow(1)
    window.duplicate_current()
    window.models.item(2).setText("copy")
    window.undo_stack.undo()
    assert window.session.model_names() == listed(window) == ["renamed (2)", "renamed"]
