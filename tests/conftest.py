import os
import pathlib

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLE_CORPUS = ROOT / "resources" / "corpora" / "kjv-sample.txt.gz"

# Latin with accents, Cyrillic, Greek, CJK, Arabic, emoji with ZWJ, tabs, newlines, runs of spaces.
MULTILINGUAL = (
    "Héllo  wörld! Crème brûlée, naïve café.\tTabs\tand  double  spaces.\n"
    "Привет, мир… Ελληνικά κείμενα. 你好，世界！ 日本語のテキスト。 مرحبا بالعالم\n"
    "Emoji: 👨‍👩‍👧 family, 👍🏽 thumbs, 🤗 hugs.\n\n"
    "  Indented line with trailing spaces   \n"
    "def f(x):\n    return x ** 2  # code, numbers 3.14 and 1,000,000\n"
    "Don't stop; it's 9:30 AM — I'M fine. \u00a0nbsp\u3000ideographic\u2028sep\r\nEnd"
)
TOY_WORDS = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}


@pytest.fixture
def multilingual() -> str:
    return MULTILINGUAL


@pytest.fixture
def toy_words() -> dict[str, int]:
    return dict(TOY_WORDS)


@pytest.fixture(scope="session")
def sample_corpus() -> str:
    return str(SAMPLE_CORPUS)


@pytest.fixture
def toy_corpus(tmp_path) -> str:
    """The course's toy corpus as a text file, words in order of first appearance."""
    path = tmp_path / "toy.txt"
    path.write_text("".join(f"{' '.join([w] * n)}\n" for w, n in TOY_WORDS.items()), encoding="utf-8")
    return str(path)
