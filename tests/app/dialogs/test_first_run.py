"""The first start: the sample corpus and the getting-started guide, once; Help shows the guide
again (issue 17). Every window here reads and writes a settings file of its own test."""

import gzip

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from workbench.app.dialogs.first_run import FirstRunGuide
from workbench.app.window.main_window import MainWindow

from support import SAMPLE_CORPUS


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    made = []

    def make() -> MainWindow:
        window = MainWindow(settings)
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        window.training.shutdown()
        window.corpus.shutdown()


def guide_of(window: MainWindow) -> FirstRunGuide | None:
    guide = window.findChild(FirstRunGuide)
    return guide if guide is not None and guide.isVisible() else None


def test_the_first_start_opens_the_sample_corpus_and_the_guide(qtbot, window):
    first = window()
    first.first_start()
    assert [source.path for source in first.corpus.sources()] == [str(SAMPLE_CORPUS)]
    with gzip.open(first.corpus.sources()[0].path, "rt", encoding="utf-8") as stream:
        assert stream.readline().startswith("In the beginning")  # the bundled corpus, readable
    assert not first.isWindowModified()  # nothing of the user's to save
    guide = guide_of(first)
    assert guide is not None and len(guide.step_buttons) == 3
    qtbot.waitExposed(guide)
    wrapped = [label for label in guide.findChildren(QLabel) if label.wordWrap()]
    assert len(wrapped) == 4  # the welcome and the three steps, each shown whole:
    assert all(label.height() >= label.heightForWidth(label.width()) for label in wrapped)
    qtbot.mouseClick(guide.step_buttons[1], Qt.MouseButton.LeftButton)
    assert first.tabs.currentWidget() is first.training
    qtbot.mouseClick(guide.step_buttons[2], Qt.MouseButton.LeftButton)
    assert first.tabs.currentWidget() is first.tokenize
    qtbot.mouseClick(guide.step_buttons[0], Qt.MouseButton.LeftButton)
    assert first.tabs.currentWidget() is first.corpus
    close = guide.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert guide_of(first) is None


def test_a_first_start_on_a_file_shows_the_guide_without_the_sample(qtbot, window, tmp_path):
    corpus = tmp_path / "mine.txt"
    corpus.write_text("my own words\n", encoding="utf-8")
    first = window()
    first.open_paths([str(corpus)])  # as `make run` and `tokenizer-workbench gui FILE` start
    first.first_start(opened_something=True)
    assert [source.path for source in first.corpus.sources()] == [str(corpus)]
    assert guide_of(first) is not None


def test_the_guide_is_shown_once_and_help_shows_it_again(qtbot, window, settings, tmp_path):
    window().first_start()
    settings.sync()
    second = MainWindow(QSettings(settings.fileName(), QSettings.Format.IniFormat))  # a restart
    qtbot.addWidget(second)
    second.show()
    second.first_start()
    assert second.corpus.sources() == [] and guide_of(second) is None
    getting_started, = [action for menu in second.menuBar().actions()
                        for action in menu.menu().actions()
                        if action.text().replace("&", "") == "Getting started"]
    getting_started.trigger()
    assert guide_of(second) is not None
    assert second.corpus.sources() == []  # Help only shows the guide
