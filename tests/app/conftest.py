"""Small models trained on a few sentences, shared by the app tests."""

import gzip
from collections import Counter

import pytest
from PySide6.QtCore import QLocale

from workbench.app.messages import Messages
from workbench.core import Tokenizer, TrainConfig, run, train

# English, CJK and emoji, so that byte-level merges split some characters' bytes.
SENTENCES = [
    "The quick brown fox jumps over the lazy dog.",
    "Tokenizers split text into tokens, and tokens into ids.",
    "The dog and the fox are friends; the fox likes the dog.",
    "你好，世界！你好吗？世界很大。",
    "Emoji make people smile 😀 and laugh 😂 every day 😀.",
]


def trained(algorithm: str, vocab_size: int, **options) -> Tokenizer:
    config = TrainConfig(algorithm=algorithm, vocab_size=vocab_size, **options)
    pre_tokenizer = config.build_pre_tokenizer()
    words = Counter(word for line in SENTENCES for word in pre_tokenizer.words(line))
    return run(train(config, dict(words)))


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
def answers(monkeypatch) -> Answers:
    recorder = Answers()
    monkeypatch.setattr(Messages, "responder", recorder)
    return recorder


@pytest.fixture
def small_corpus(tmp_path, sample_corpus) -> str:
    """The first 60 KB of the sample corpus, as a plain text file."""
    path = tmp_path / "small.txt"
    with gzip.open(sample_corpus, "rt", encoding="utf-8") as stream:
        path.write_text(stream.read(60_000), encoding="utf-8")
    return str(path)
