"""Against `tokenizers` on random text: words of the corpus mixed with symbols, other scripts,
emoji, odd spaces and code points that some Unicode versions leave unassigned; every model type
with every pre-tokenizer gives the same tokens, ids, offsets and decoded text as `tokenizers`
running the same tokenizer.json.

And every code point is classed as `tokenizers` classes it (letters, numbers, word characters,
BERT's punctuation, digits, scripts), whatever Unicode version the `regex` module knows
(docs/command-line.md, "Unicode versions").
"""

import pytest
from hypothesis import given, settings
from tokenizers import Regex
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import pre_tokenizers as hf

from workbench.cli import main
from workbench.core import load_tokenizer
from workbench.core.pipeline.normalizers import NormalizedString
from workbench.core.pipeline.byte_level import text_to_bytes
from workbench.core.pipeline.pre_tokenizers import (
    Bert, ByteLevel, Digits, Punctuation, UnicodeScripts, Whitespace, pre_tokenizer_from_json,
)

from support import KJV, SCRIPTS, SYMBOLS, random_text

MODELS = {
    "bpe-byte-level": ["--algorithm", "bpe", "--vocab-size", "700"],
    "bpe-bert": ["--algorithm", "bpe", "--vocab-size", "500", "--pre-tokenizer", "bert"],
    "bpe-metaspace": ["--algorithm", "bpe", "--vocab-size", "500", "--pre-tokenizer", "metaspace",
                      "--fuse-unk"],
    "bpe-whitespace": ["--algorithm", "bpe", "--vocab-size", "500", "--pre-tokenizer", "whitespace",
                       "--special-tokens", "<s>,</s>"],
    "wordpiece-bert": ["--algorithm", "wordpiece", "--vocab-size", "500"],
    "wordpiece-whitespace": ["--algorithm", "wordpiece", "--vocab-size", "500",
                             "--pre-tokenizer", "whitespace"],
    "unigram-metaspace": ["--algorithm", "unigram", "--vocab-size", "500", "--seed-size", "5000"],
    "unigram-whitespace": ["--algorithm", "unigram", "--vocab-size", "500", "--seed-size", "5000",
                           "--pre-tokenizer", "whitespace"],
}


@pytest.fixture(scope="module")
def pairs(corpus, tmp_path_factory) -> dict:
    """Each model trained by the workbench, and the same file loaded by `tokenizers`."""
    folder = tmp_path_factory.mktemp("models")
    loaded = {}
    for name, options in MODELS.items():
        path = str(folder / f"{name}.json")
        assert main(["train", corpus, "-o", path, "--quiet", *options]) == 0
        loaded[name] = (load_tokenizer(path), HfTokenizer.from_file(path))
    return loaded


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> str:
    """The kjv slice, and lines of the other scripts and symbols (so that the models have
    tokens of them, and still meet characters they do not know)."""
    mixed = " ".join(SCRIPTS[:18] + SYMBOLS[:40]) + "\n"
    path = tmp_path_factory.mktemp("random-text") / "corpus.txt"
    path.write_text(KJV + mixed * 20, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("name", MODELS)
@settings(max_examples=150, deadline=None)
@given(text=random_text)
def test_random_text_encodes_and_decodes_as_tokenizers(pairs, name, text):
    ours, theirs = pairs[name]
    mine, reference = ours.encode(text), theirs.encode(text, add_special_tokens=False)
    assert mine.tokens == reference.tokens
    assert mine.ids == reference.ids
    assert mine.offsets == reference.offsets
    assert ours.decode(mine.ids) == theirs.decode(reference.ids)


# --- every code point ------------------------------------------------------------------------

# Every assigned character of every Unicode version so far lies in planes 0-3 and 14.
EVERY = "".join(chr(c) for c in [*range(0xD800), *range(0xE000, 0x40000), *range(0xE0000, 0xE1000)])
# After each character a letter, so that each one's class shows in the split wherever it is.
INTERLEAVED = "".join(c + "a" for c in EVERY)
GREEK_INTERLEAVED = "".join(c + "α" for c in EVERY)


def _split(pattern: str) -> tuple:
    """A Split that removes the class `pattern`: the text left shows which characters it has."""
    ours = pre_tokenizer_from_json({"type": "Split", "pattern": {"Regex": pattern},
                                    "behavior": "Removed", "invert": False})
    return ours, hf.Split(Regex(pattern), "removed"), EVERY


CLASSES = {
    "letters": lambda: _split(r"\p{L}"),  # byte-level's classes
    "numbers": lambda: _split(r"\p{N}"),
    "word": lambda: (Whitespace(), hf.Whitespace(), EVERY),
    "bert": lambda: (Bert(), hf.BertPreTokenizer(), INTERLEAVED),
    "punctuation": lambda: (Punctuation(), hf.Punctuation(), INTERLEAVED),
    "digits": lambda: (Digits(individual_digits=True), hf.Digits(individual_digits=True),
                       INTERLEAVED),
    # scripts (issue 21): each character's against its neighbours', Latin's and Greek's (a
    # character with no script joins either; one of another script splits from both)
    "scripts": lambda: (UnicodeScripts(), hf.UnicodeScripts(), EVERY),
    "scripts-latin": lambda: (UnicodeScripts(), hf.UnicodeScripts(), INTERLEAVED),
    "scripts-greek": lambda: (UnicodeScripts(), hf.UnicodeScripts(), GREEK_INTERLEAVED),
}


@pytest.mark.parametrize("name", CLASSES)
def test_every_code_point_is_classed_as_tokenizers_classes_it(name):
    ours, theirs, text = CLASSES[name]()
    pieces = [(piece.text, piece.original_span(0, len(piece.text)))
              for piece in ours.pre_tokenize(NormalizedString.from_text(text))]
    assert pieces == theirs.pre_tokenize_str(text)


@pytest.mark.parametrize("beyond", ["", "\U0001F600", "\U00010100"],
                         ids=["bmp", "and-an-emoji", "and-punctuation-beyond-the-bmp"])
def test_bert_words_split_every_code_point_as_tokenizers(beyond):
    """The fast word split for counting (the BMP's classes spelled out for the stdlib's `re`),
    and its fall-back to `regex` when the text has punctuation beyond the BMP (U+10100)."""
    bmp = "".join(c + "a" for c in EVERY if c < "\U00010000")
    text = bmp + beyond + "a" + beyond + " b"
    assert Bert().words(text) == [w for w, _ in hf.BertPreTokenizer().pre_tokenize_str(text)]


def assert_byte_level_words_are_tokenizers(text: str) -> None:
    """ByteLevel's words of `text`, whole and as a block of lines (each line with its newline,
    a sequence of its own), are `tokenizers`' ByteLevel pieces."""
    theirs = hf.ByteLevel(add_prefix_space=False)
    assert [text_to_bytes(w) for w in ByteLevel().words(text)] == [
        w for w, _ in theirs.pre_tokenize_str(text)]
    lines = text.split("\n")
    assert [text_to_bytes(w) for w in ByteLevel().words_of_lines(text)] == [
        w for i, line in enumerate(lines)
        for w, _ in theirs.pre_tokenize_str(line + "\n" * (i < len(lines) - 1))]


@pytest.mark.parametrize("beyond", ["", "\U0001F600", "\U00010400", "\U00010107"],
                         ids=["bmp", "and-an-emoji", "and-a-letter-beyond-the-bmp",
                              "and-a-number-beyond-the-bmp"])
def test_byte_level_words_split_every_code_point_as_tokenizers(beyond):
    """GPT-2's fast word split for counting (the BMP's classes spelled out for the stdlib's
    `re`), a whole text and a block of lines, and its fall-back to `regex` when the text has a
    letter (U+10400) or a number (U+10107) beyond the BMP. Each character between a letter, a
    space and a digit shows its class and how it joins a run of spaces."""
    bmp = "".join(c + "a" + c + " " + c + "1" for c in EVERY if c < "\U00010000")
    text = bmp + beyond + "a" + beyond + " b"
    assert_byte_level_words_are_tokenizers(text)


@settings(max_examples=300, deadline=None)
@given(text=random_text)
def test_byte_level_words_of_random_text_are_tokenizers_pieces(text):
    """Counting's word split (spelled out for `re`, or `regex` beyond the BMP) on random text,
    whole and as a block of lines, against `tokenizers`' ByteLevel."""
    assert_byte_level_words_are_tokenizers(text)
