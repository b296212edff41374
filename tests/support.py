"""Values and helpers shared by the tests, imported as `support`; the conftest files hold only
fixtures (which use these)."""

import json
import math
import pathlib
import subprocess
import sys
from collections import Counter

from workbench.core import Source, Tokenizer, TrainConfig, count_words, run, train
from workbench.core.pipeline import build_normalizer

TIMEOUT = 60_000  # ms to wait for work in a worker or the event loop: ample on a loaded 2-core CI

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLE_CORPUS = ROOT / "resources" / "corpora" / "kjv-sample.txt.gz"

# Latin with accents, Cyrillic, Greek, CJK, Arabic, Devanagari (spacing marks), emoji with ZWJ,
# code, tabs, newlines, runs of spaces.
MULTILINGUAL = (
    "Héllo  wörld! Crème brûlée, naïve café.\tTabs\tand  double  spaces.\n"
    "Привет, мир… Ελληνικά κείμενα. 你好，世界！ 日本語のテキスト。 مرحبا بالعالم नमस्ते दुनिया\n"
    "Emoji: 👨‍👩‍👧 family, 👍🏽 thumbs, 🤗 hugs.\n\n"
    "  Indented line with trailing spaces   \n"
    "def f(x):\n    return x ** 2  # code, numbers 3.14 and 1,000,000\n"
    "Don't stop; it's 9:30 AM — I'M fine. \u00a0nbsp\u3000ideographic\u2028sep\r\nEnd"
)
TOY_WORDS = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}
# SPEC section 3, Unigram: every strict substring of the toy corpus with its frequency (total 210)
SPEC_UNIGRAM_FREQS = {"h": 15, "u": 36, "g": 20, "hu": 15, "ug": 20, "p": 17, "pu": 17, "n": 16,
                      "un": 16, "b": 4, "bu": 4, "s": 5, "hug": 15, "gs": 5, "ugs": 5}

# English, CJK and emoji, so that byte-level merges split some characters' bytes.
SENTENCES = [
    "The quick brown fox jumps over the lazy dog.",
    "Tokenizers split text into tokens, and tokens into ids.",
    "The dog and the fox are friends; the fox likes the dog.",
    "你好，世界！你好吗？世界很大。",
    "Emoji make people smile 😀 and laugh 😂 every day 😀.",
]


def qt_modules_imported_by(*modules: str) -> list[str]:
    """The Qt packages (PySide6, shiboken6, pyqtgraph) that importing these modules loads, in a
    fresh interpreter; a module that cannot be imported fails the call."""
    code = ("import importlib, json, sys\n"
            f"for name in {list(modules)!r}: importlib.import_module(name)\n"
            "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules}"
            " & {'PySide6', 'shiboken6', 'pyqtgraph'})))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    return json.loads(result.stdout)


def train_ours(corpus: str, **settings) -> Tokenizer:
    """Train with the workbench's own pipeline on a text file."""
    config = TrainConfig(**settings)
    counts = count_words([Source.for_path(corpus)], build_normalizer(config.normalizer),
                         config.build_pre_tokenizer())
    return run(train(config, counts))


def trained(algorithm: str, vocab_size: int, **options) -> Tokenizer:
    """A small model trained on SENTENCES."""
    config = TrainConfig(algorithm=algorithm, vocab_size=vocab_size, **options)
    pre_tokenizer = config.build_pre_tokenizer()
    words = Counter(word for line in SENTENCES for word in pre_tokenizer.words(line))
    return run(train(config, dict(words)))


# Brute force over every segmentation, for the Unigram trainer's tests.

def segmentations(text: str, vocab) -> list[list[str]]:
    """Every way to write `text` as pieces of `vocab`."""
    if not text:
        return [[]]
    return [[text[:end]] + rest for end in range(1, len(text) + 1) if text[:end] in vocab
            for rest in segmentations(text[end:], vocab)]


def log_prob(pieces: list[str], score_of: dict[str, float]) -> float:
    return sum(score_of[piece] for piece in pieces)


def expected_counts(words: dict[str, int], score_of: dict[str, float]) -> tuple[dict, float]:
    """Each piece's expected count over every segmentation of every word, and the corpus
    log-likelihood."""
    counts = dict.fromkeys(score_of, 0.0)
    log_likelihood = 0.0
    for word, weight in words.items():
        paths = [(math.exp(log_prob(path, score_of)), path)
                 for path in segmentations(word, score_of)]
        total = sum(probability for probability, _ in paths)
        log_likelihood += weight * math.log(total)
        for probability, path in paths:
            for piece in path:
                counts[piece] += weight * probability / total
    return counts, log_likelihood
