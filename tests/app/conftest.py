"""Fixtures of the app tests: small models trained on a few sentences, the message boxes' answers,
a small corpus, a language installed."""

import gzip
import os

import pytest
from PySide6.QtCore import QLocale, QSettings

from workbench.app.window import languages
from workbench.app.window.main_window import MainWindow
from workbench.app.dialogs.messages import Messages
from workbench.app.panels.training_panel import TrainingPanel
from workbench.core import Tokenizer

from support import trained


@pytest.fixture
def plain_window(qtbot, tmp_path) -> MainWindow:
    """A main window with settings of its own, closed without asking to save."""
    made = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(made)
    yield made
    made.session.modified = False


@pytest.fixture(scope="session")
def byte_bpe() -> Tokenizer:
    return trained("bpe", 320)


@pytest.fixture(scope="session")
def wordpiece() -> Tokenizer:
    return trained("wordpiece", 120)


@pytest.fixture(scope="session")
def unigram() -> Tokenizer:
    return trained("unigram", 90)


@pytest.fixture(autouse=True)
def english_numbers():
    """Figures as in en_US (1,234.56), whatever the machine's locale."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


class Answers:
    """Answers the app's message boxes in tests and records what they said."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str, str]] = []
        self.next: list = []

    def __call__(self, kind, title, text, buttons):
        self.shown.append((kind, title, text))
        if self.next:
            return self.next.pop(0)
        return Messages.Button.Ok if kind != "question" else Messages.Button.No


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch) -> str:
    """The user's data folder (where the window keeps its recovery copy) in the test's folder,
    for the test and the processes it starts."""
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return str(folder)


@pytest.fixture(autouse=True)
def answers(monkeypatch) -> Answers:
    recorder = Answers()
    monkeypatch.setattr(Messages, "responder", recorder)
    return recorder


@pytest.fixture
def speaking(qapp):
    """Install a language's translation (returned: a function of its code) for one test."""
    installed = []

    def install(code: str) -> None:
        compiled = languages.translation_file(code)
        assert os.path.exists(compiled), f"{compiled} is missing: `make translations` builds it"
        installed.extend(languages.install(qapp, code))

    yield install
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.fixture
def small_corpus(tmp_path, sample_corpus) -> str:
    """The first 60 KB of the sample corpus, as a plain text file."""
    path = tmp_path / "small.txt"
    with gzip.open(sample_corpus, "rt", encoding="utf-8") as stream:
        path.write_text(stream.read(60_000), encoding="utf-8")
    return str(path)


@pytest.fixture
def training(qtbot) -> TrainingPanel:
    """A Training panel, shut down (its worker stopped) at the end."""
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    yield panel
    panel.shutdown()
