"""Expectations of `tokenizers`' own model tests, ported to the workbench's BPE and Unigram.

Read at huggingface/tokenizers commit 3ba8ad0061a885baf052bbb7bbd22857e73e0c4e:
tokenizers/src/models/bpe/model.rs and tokenizers/src/models/unigram/model.rs (`#[cfg(test)]`
modules and the doc test of Unigram::encode). Expected values are theirs (test names in the
docstrings); their offsets are in bytes, converted here to characters. Models are built from the
model section `tokenizers` writes. The dropout cases of bpe/model.rs are in test_bpe_dropout.py.
"""

import pytest

from workbench.core.models.bpe import BpeModel
from workbench.core.models.unigram import UnigramModel


def chars(text: str, span: tuple[int, int]) -> tuple[int, int]:
    data = text.encode("utf-8")
    return len(data[:span[0]].decode("utf-8")), len(data[:span[1]].decode("utf-8"))


def bpe(vocab: dict[str, int], merges: list[tuple[str, str]], **options) -> BpeModel:
    return BpeModel.from_json({"type": "BPE", "vocab": vocab, "merges": [list(m) for m in merges], **options})


def tokens(model, word: str) -> list[tuple[int, str, tuple[int, int]]]:
    """(id, value, offsets) as `tokenizers`' Token, offsets in characters."""
    return [(i, model.token_text(word, (i, a, b)), (a, b)) for i, a, b in model.tokenize(word)]


def expect(word: str, expected: list[tuple[int, str, tuple[int, int]]]) -> list:
    return [(i, value, chars(word, span)) for i, value, span in expected]


HELLO_VOCAB = {"h": 0, "e": 1, "l": 2, "o": 3, "he": 4, "hel": 5, "hell": 6, "hello": 7}
HELLO_MERGES = [("h", "e"), ("he", "l"), ("hel", "l"), ("hell", "o")]


def test_cache_is_per_bpe_instance():
    """bpe/model.rs test_cache_is_per_bpe_instance."""
    merged = bpe(HELLO_VOCAB, HELLO_MERGES)
    plain = bpe({"h": 0, "e": 1, "l": 2, "o": 3}, [])
    ids = [[i for i, _, _ in m.tokenize("hello")] for m in (merged, plain, merged, plain)]
    assert ids == [[7], [0, 1, 2, 2, 3], [7], [0, 1, 2, 2, 3]]


def test_ordered_vocab_written_in_id_order():
    """bpe/model.rs test_ordered_vocab_iter."""
    model = bpe({"b": 1, "ab": 3, "a": 0, "c": 2}, [("a", "b")])
    assert list(model.to_json()["vocab"].items()) == [("a", 0), ("b", 1), ("c", 2), ("ab", 3)]


UNK_VOCAB = {"<unk>": 0, "a": 1, "b": 2}


@pytest.mark.parametrize("word, expected", [
    ("c", [(0, "<unk>", (0, 1))]),
    ("cc", [(0, "<unk>", (0, 1)), (0, "<unk>", (1, 2))]),
    ("accb", [(1, "a", (0, 1)), (0, "<unk>", (1, 2)), (0, "<unk>", (2, 3)), (2, "b", (3, 4))]),
])
def test_unk_not_fused(word, expected):
    """bpe/model.rs test_unk_not_fused."""
    assert tokens(bpe(UNK_VOCAB, [], unk_token="<unk>"), word) == expect(word, expected)


@pytest.mark.parametrize("word, expected", [
    ("c", [(0, "<unk>", (0, 1))]),
    ("cc", [(0, "<unk>", (0, 2))]),
    ("accb", [(1, "a", (0, 1)), (0, "<unk>", (1, 3)), (2, "b", (3, 4))]),
])
def test_unk_get_fused(word, expected):
    """bpe/model.rs test_unk_get_fused."""
    assert tokens(bpe(UNK_VOCAB, [], unk_token="<unk>", fuse_unk=True), word) == expect(word, expected)


@pytest.mark.parametrize("word, expected", [("ab", [(3, "ab", (0, 2))]), ("abc", [(4, "abc", (0, 3))])])
def test_bpe_with_continuing_subword_prefix(word, expected):
    """bpe/model.rs test_bpe_with_continuing_subword_prefix."""
    model = bpe({"a": 0, "##b": 1, "##c": 2, "ab": 3, "abc": 4}, [("a", "##b"), ("ab", "##c")],
                unk_token="[UNK]", continuing_subword_prefix="##")
    assert tokens(model, word) == expect(word, expected)


def test_merge_token_out_of_vocabulary_is_refused():
    """bpe/model.rs test_bpe_from_file_merge_token_oov: merge "a d" with no "d"."""
    with pytest.raises(ValueError, match="missing from the vocabulary"):
        bpe({"a": 0, "b": 1, "c": 2, "ab": 3}, [("a", "b"), ("a", "d")])


@pytest.mark.parametrize("vocab, word, expected", [
    ({"<unk>": 0, "<0x61>": 1}, "c", [(0, "<unk>", (0, 1))]),
    ({"<unk>": 0, "<0x61>": 1}, "a", [(1, "<0x61>", (0, 1))]),
    ({"<unk>": 0, "<0x0A>": 1}, "\n", [(1, "<0x0A>", (0, 1))]),
])
def test_bpe_byte_fallback(vocab, word, expected):
    """bpe/model.rs test_bpe_byte_fallback, test_bpe_byte_fallback_newline."""
    assert tokens(bpe(vocab, [], unk_token="<unk>", byte_fallback=True), word) == expect(word, expected)


IGNORE_VOCAB = [".:.:", "Ġbelirtilen", ".", ":", "bel", "irtilen", "Ġ", ".:", "belirtilen", ".:.", "be", "l",
                "ir", "ti", "en", "irtil", "irti", "i", "r", "t", "b", "e", "n"]
IGNORE_MERGES = [(".", ":"), ("b", "e"), ("be", "l"), ("i", "r"), ("t", "i"), ("ir", "ti"), ("e", "n"),
                 ("irti", "l")]


@pytest.mark.parametrize("ignore_merges, word, expected", [
    (True, ".:.:", [(0, ".:.:", (0, 4))]),
    (True, "Ġbelirtilen", [(1, "Ġbelirtilen", (0, 12))]),
    (False, ".:.:", [(7, ".:", (0, 2)), (7, ".:", (2, 4))]),
    (False, "Ġbelirtilen", [(6, "Ġ", (0, 2)), (4, "bel", (2, 5)), (15, "irtil", (5, 10)), (14, "en", (10, 12))]),
])
def test_ignore_merges(ignore_merges, word, expected):
    """bpe/model.rs test_ignore_merges."""
    model = bpe({t: i for i, t in enumerate(IGNORE_VOCAB)}, IGNORE_MERGES, ignore_merges=ignore_merges)
    assert tokens(model, word) == expect(word, expected)


def unigram(pieces: list[tuple[str, float]], unk_id: int | None = 0, byte_fallback: bool = False) -> UnigramModel:
    return UnigramModel.from_json({"type": "Unigram", "unk_id": unk_id, "vocab": [list(p) for p in pieces],
                                   "byte_fallback": byte_fallback})


def encode(model: UnigramModel, word: str) -> list[str]:
    """Unigram::encode: the pieces' text (a run of unknown characters fused, as by default)."""
    return [word[a:b] for _, a, b in model.tokenize(word)]


ABCD = [("<unk>", 0.0), ("a", 0.0), ("b", 0.0), ("c", 0.0), ("d", 0.0), ("cd", 1.0), ("ab", 2.0),
        ("abc", 5.0), ("abcd", 10.0)]


def test_unigram_encode():
    """unigram/model.rs test_encode and the doc test of Unigram::encode."""
    assert encode(unigram(ABCD), "abcd") == ["abcd"]
    assert encode(unigram(ABCD), "abcdacdxx") == ["abcd", "a", "cd", "xx"]


ENCODE2 = [("<unk>", 0.0), ("ab", 0.0), ("cd", -0.1), ("abc", -0.2), ("a", -0.3), ("b", -0.4), ("c", -0.5),
           ("ABC", -0.5), ("abcdabcd", 20.0), ("q", 20.5), ("r", 20.5), ("qr", -0.5)]


@pytest.mark.parametrize("word, expected", [
    ("abc", ["abc"]), ("AB", ["AB"]), ("abcd", ["ab", "cd"]), ("abcc", ["abc", "c"]),
    ("xabcabaabcdd", ["x", "abc", "ab", "a", "ab", "cd", "d"]), ("xyz東京", ["xyz東京"]), ("ABC", ["ABC"]),
    ("abABCcd", ["ab", "ABC", "cd"]), ("ababcdabcdcd", ["ab", "abcdabcd", "cd"]), ("abqrcd", ["ab", "q", "r", "cd"]),
])
def test_unigram_encode2(word, expected):
    """unigram/model.rs test_encode2 (fuse_unk on, as a tokenizer.json's Unigram always is)."""
    assert encode(unigram(ENCODE2), word) == expected


def test_unigram_byte_fallback():
    """unigram/model.rs test_unigram_bytefallback."""
    model = unigram([("<unk>", 0.0), ("<0xC3>", -0.01), ("<0xA9>", -0.03)], byte_fallback=True)
    assert tokens(model, "é") == [(1, "<0xC3>", (0, 1)), (2, "<0xA9>", (0, 1))]
    assert model.tokenize("?é")[0][0] == 0


SENTENCE_VOCAB = [("<unk>", 0.0), ("A", -0.03), ("sen", -0.02), ("te", -0.03), ("n", -0.04), ("ce", -0.05),
                  ("<0xF0>", -0.06), ("<0x9F>", -0.06), ("<0xA4>", -0.06), ("<0x97>", -0.06), (" ", -0.4)]


def test_unigram_byte_fallback_in_a_tokenizer():
    """bindings/python/tests/bindings/test_tokenizer.py test_unigram_byte_fallback (no
    pre-tokenizer: the whole text is the model's word)."""
    plain = unigram(SENTENCE_VOCAB)
    assert [i for i, _, _ in plain.tokenize("A sentence 🤗")] == [1, 10, 2, 3, 4, 5, 10, 0]
    assert [t for _, t, _ in tokens(plain, "A sentence 🤗")] == ["A", " ", "sen", "te", "n", "ce", " ", "🤗"]
    fallback = unigram(SENTENCE_VOCAB, byte_fallback=True)
    assert [i for i, _, _ in fallback.tokenize("A sentence 🤗")] == [1, 10, 2, 3, 4, 5, 10, 6, 7, 8, 9]
    assert [t for _, t, _ in tokens(fallback, "A sentence 🤗")] == [
        "A", " ", "sen", "te", "n", "ce", " ", "<0xF0>", "<0x9F>", "<0xA4>", "<0x97>"]
