"""Presets in the window: the preset box shows the preset the settings are, and a course
example trains on the course's own corpus (issue 42, items 5 and 6)."""

from PySide6.QtCore import Qt

from workbench import resources
from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Button
from workbench.core.training import PRESETS

from core.training.test_presets import COURSE_BPE_MERGES
from support import TIMEOUT

COURSE = resources.path(PRESETS["course-bpe"].corpus)


def choose(window: MainWindow, name: str) -> None:
    """Pick preset `name` in the preset box, as a click does."""
    box = window.training.preset
    index = next(i for i in range(box.count()) if box.itemData(i) and box.itemData(i).name == name)
    box.setCurrentIndex(index)
    box.activated.emit(index)


def shown_preset(window: MainWindow) -> str | None:
    data = window.training.preset.currentData()
    return data.name if data else None


def test_a_course_preset_trains_on_the_course_corpus_and_gives_the_course_merges(
        qtbot, plain_window, answers):
    window = plain_window
    window.add_corpus([resources.sample_corpus()])  # what a first start shows
    choose(window, "course-bpe")
    assert [s.path for s in window.corpus.sources()] == [COURSE] and answers.shown == []
    assert shown_preset(window) == "course-bpe"
    with qtbot.waitSignal(window.corpus.counted, timeout=TIMEOUT):
        qtbot.mouseClick(window.corpus.count_button, Qt.MouseButton.LeftButton)
    assert window.corpus.seen_alphabet_size() == 30  # the course's characters: no byte is all
    assert window.training.form.problem.text() == ""  # 1 + 30 symbols are below 50 asked
    window.training.form.set_values({"vocab_size": 30})
    assert "(31)" in window.training.form.problem.text()
    window.training.form.set_values({"vocab_size": 50})
    with qtbot.waitSignal(window.training.trained, timeout=TIMEOUT):
        qtbot.mouseClick(window.training.train_button, Qt.MouseButton.LeftButton)
    model = window.session.project.runs[-1].tokenizer
    assert len(model.vocab) == 50 and model.model.merges == COURSE_BPE_MERGES
    assert "asked for" not in window.training.summary.text()  # the size was met


def test_the_preset_box_shows_the_preset_until_a_setting_leaves_it(qtbot, plain_window):
    window = plain_window
    assert shown_preset(window) is None  # a new form is no preset's
    choose(window, "bert")
    assert shown_preset(window) == "bert"
    window.training.form.set_values({"vocab_size": 1000})
    assert shown_preset(window) is None
    window.training.form.set_values({"vocab_size": 30522})
    assert shown_preset(window) == "bert"
    window.corpus.set_pipeline({**window.corpus.pipeline(), "normalizer": ["nfc"]})
    assert shown_preset(window) is None  # a pipeline field counts too
    choose(window, "gpt2")
    assert shown_preset(window) == "gpt2"
    assert window.training.form.values()["vocab_size"] == 32000


def test_a_course_preset_asks_before_replacing_the_user_s_files(qtbot, plain_window, answers,
                                                               small_corpus):
    window = plain_window
    window.add_corpus([small_corpus])
    answers.next = [Button.No]
    choose(window, "course-wordpiece")
    assert "corpus" in answers.shown[-1][1] and [s.path for s in window.corpus.sources()] == [
        small_corpus]
    assert shown_preset(window) == "course-wordpiece"  # its settings are set all the same
    answers.next = [Button.Yes]
    choose(window, "course-unigram")
    assert [s.path for s in window.corpus.sources()] == [COURSE]
