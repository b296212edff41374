"""Values and helpers shared by the tests, imported as `support`; the conftest files hold only
fixtures (which use these)."""

import gzip
import json
import math
import os
import pathlib
import struct
import subprocess
import sys
from collections import Counter

from hypothesis import strategies as st

from workbench.core import Source, Tokenizer, TrainConfig, count_words, run, train
from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.char_classes import NEWER_THAN_UNICODE_16
from workbench.resources import sample_corpus

TIMEOUT = 180_000  # ms to wait for work in a worker or the event loop: ample on a loaded 2-core CI
# (a tests/app run took 20x its usual time with ten agents sharing the 2 cores: a toy training
# waited more than 60 s for its worker; a passing test never waits this long)

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLE_CORPUS = pathlib.Path(sample_corpus())

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
# SPEC section 3, Unigram: each toy word's best segmentation under those frequencies (ties: the
# first found, scanning start positions left to right) and its probability
SPEC_UNIGRAM_BEST = {"hug": (["hug"], 0.071428), "pug": (["p", "ug"], 0.007710),
                     "pun": (["p", "un"], 0.006168), "bun": (["b", "un"], 0.001451),
                     "hugs": (["h", "ugs"], 0.001701)}

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


def brute_force_seed(words: dict[str, int], seed_size: int, longest: int, coverage: bool):
    """Characters by first appearance, then substrings by score (frequency, or with coverage
    frequency x length over repeats that end a word somewhere or are followed by two different
    characters), ties by first occurrence then length."""
    chars: dict[str, int] = {}
    found: dict[str, list] = {}  # substring -> [frequency, first position, what follows]
    at = 0
    for word, count in words.items():
        for i in range(len(word)):
            chars[word[i]] = chars.get(word[i], 0) + count
            for j in range(i + 2, min(len(word), i + longest) + 1):
                entry = found.setdefault(word[i:j], [0, at + i, set()])
                entry[0] += count
                entry[2].add(word[j] if j < len(word) else "end")
        at += len(word)
    ranked = [(f * len(s) if coverage else f, -first, -len(s), s)
              for s, (f, first, follows) in found.items()
              if not coverage or (f >= 2 and ("end" in follows or len(follows) >= 2))]
    ranked.sort(reverse=True)
    substrings = [(s, score) for score, _, _, s in ranked][:max(0, seed_size - len(chars))]
    return list(chars.items()) + substrings


# Random text, for parity with `tokenizers`: words of the sample corpus mixed with symbols, other
# scripts, emoji, odd spaces and code points that some Unicode versions leave unassigned.

KJV = gzip.open(SAMPLE_CORPUS, "rt", encoding="utf-8").read(60_000)

SYMBOLS = list("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~") + [
    "…", "—", "«", "»", "¿", "§", "©", "€", "½", "²", "¹", "’", "„", "‰", "∑", "√", "™",
    # docs/command-line.md, "Unicode versions":
    "\u061d", "\u166d", "\u2e43", "\u2e5d", "\U000111c9", "\U00011de0", "\U00016ff4",
]
SCRIPTS = [
    "é", "e\u0301", "ß", "İ", "Ω", "ж", "你", "好", "日本", "ア", "한", "ع", "ह", "ि", "्", "ก", "ไ",
    "👍", "👍🏽", "👨\u200d👩\u200d👧", "🤗", "\u200d", "\u200c", "ﬁ", "Ａ", "𝔘", "ǅ", "\u00ad", "\ufeff",
]
UNASSIGNED = ["\u0378", "\u0558", "\uffff", "\U000323b0", "\U00010940", "\U0001e6c0",
              "\U0003fc3f", "\U000e0001", "\U00050000", "\ue000", "\U0010fffd"]
SPACES = [" ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u3000", "\u2028", "\u2009", "\u200b", "\x0b"]
SPECIALS = ["[UNK]", "<s>", "</s>", "<unk>", "##", "▁", "Ġ"]

# Combining marks and a composition Python's `unicodedata` (14.0) knows and `tokenizers`' normal
# forms do not (docs/command-line.md, "Unicode versions"; the workbench follows `tokenizers`):
# random text draws them often, beside marks of other classes, and test_normalizers checks each.
NORMAL_FORM_EDGES = frozenset(chr(code) for first, last in (
    (0x07FD, 0x07FD), (0x0898, 0x089F), (0x08CA, 0x08D3), (0x09FE, 0x09FE), (0x0C3C, 0x0C3C),
    (0x0D3B, 0x0D3C), (0x0EBA, 0x0EBA), (0x1715, 0x1715), (0x1ABF, 0x1ACE), (0x1DF6, 0x1DFA),
    (0xA82C, 0xA82C), (0x10D24, 0x10D27), (0x10EAB, 0x10EAC), (0x10F46, 0x10F50),
    (0x10F82, 0x10F85), (0x11070, 0x11070), (0x1133B, 0x1133B), (0x1145E, 0x1145E),
    (0x11839, 0x1183A), (0x11938, 0x11938), (0x1193D, 0x1193E), (0x11943, 0x11943),
    (0x119E0, 0x119E0), (0x11A34, 0x11A34), (0x11A47, 0x11A47), (0x11A99, 0x11A99),
    (0x11D42, 0x11D42), (0x11D44, 0x11D45), (0x11D97, 0x11D97), (0x16FF0, 0x16FF1),
    (0x1E130, 0x1E136), (0x1E2AE, 0x1E2AE), (0x1E2EC, 0x1E2EF), (0x11930, 0x11930),
    (0x11935, 0x11935),
) for code in range(first, last + 1))

newer_than_unicode_16 = st.sampled_from(NEWER_THAN_UNICODE_16).flatmap(
    lambda span: st.integers(*span)).map(chr)
fragment = st.one_of(
    st.sampled_from(sorted(set(KJV.split()))), st.sampled_from(SYMBOLS), st.sampled_from(SCRIPTS),
    st.sampled_from(UNASSIGNED), newer_than_unicode_16, st.sampled_from(SPACES),
    st.sampled_from(SPECIALS),
    st.sampled_from(sorted(NORMAL_FORM_EDGES)),
    st.sampled_from(sorted(NORMAL_FORM_EDGES)).map(lambda mark: f"e{mark}\u0301"),
    st.characters(codec="utf-8"),
)
random_text = st.lists(fragment, max_size=25).map("".join)
# Mostly ASCII (the text whose normalization leaves characters in place): words, symbols,
# spaces, control characters.
ascii_text = st.lists(st.one_of(
    st.sampled_from(sorted(set(KJV.split()))), st.sampled_from([s for s in SYMBOLS if s.isascii()]),
    st.sampled_from([s for s in SPACES if s.isascii()]), st.sampled_from(SPECIALS),
    st.characters(max_codepoint=127)), max_size=25).map("".join)


def failing(call, folder: str, code: int):
    """`os.fsync` or `os.replace` as they behave when the disk is full or `folder` read-only:
    OSError(code) for a file in `folder` (the replace's destination, the synced descriptor's
    file), the real call for any other."""
    def fail(first, *args, **kwargs):
        target = args[0] if args else first
        if isinstance(target, int):
            target = os.readlink(f"/proc/self/fd/{target}")
        if str(target).startswith(folder):
            raise OSError(code, os.strerror(code))
        return call(first, *args, **kwargs)

    return fail


def printed_under_the_c_locale(script: str, *args: str) -> str:
    """What `python -c SCRIPT ARGS` prints under the C locale without Python's UTF-8 coercion:
    an ASCII locale encoding, as in a bare container."""
    env = {**os.environ, "LC_ALL": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"}
    return subprocess.run([sys.executable, "-c", script, *args], env=env, capture_output=True,
                          text=True, check=True).stdout


def files_of(folder) -> dict[str, bytes]:
    """The files of a folder (a pathlib.Path) and their bytes."""
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def run_steps(steps) -> tuple[object, int]:
    """What a generator of steps returns, and how many steps it took before."""
    taken = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value, taken
        taken += 1


def one_rule_charsmap(replacements: bytes, *, size: int = 256, root: int = 0,
                      extended: bool = False, value: int = 0) -> bytes:
    """Compiled normalization rules in darts-clone's layout (a u32 byte count, the trie's units,
    the replacements) with one key, "a", whose value is `value` (where its replacement starts
    in `replacements`), in a trie of `size` units. The root's children start at `root`, or at
    `root` << 8 with darts-clone's extension bit (`extended`), which tries as small as real
    ones never set; the key is left out when its unit falls outside the trie."""
    units = [0] * size
    units[0] = root << 10 | (1 << 9 if extended else 0)
    child = (root << 8 if extended else root) ^ ord("a")
    if child < size:
        units[child] = ord("a") | 1 << 8 | 1 << 10  # a key ends here; its value one unit on
        units[child ^ 1] = 0x80000000 | value  # the value: where its replacement starts
    return struct.pack("<I", 4 * size) + struct.pack(f"<{size}I", *units) + replacements
