"""BPE's compiled merge loop (`encode_loops.MergeTable`): random merge lists, each new token made
once, and random words over their alphabet, against `tokenizers`' BPE on the same vocabulary."""

import pickle

from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models

from workbench.core.models.bpe import BpeModel

ALPHABET = "abcd"


@st.composite
def merge_lists(draw) -> tuple[list[str], list[tuple[str, str]]]:
    """An alphabet and up to 60 merges of tokens already made, each making a new token."""
    vocab, merges = list(ALPHABET), []
    for _ in range(draw(st.integers(0, 60))):
        left, right = draw(st.sampled_from(vocab)), draw(st.sampled_from(vocab))
        if left + right not in vocab:
            merges.append((left, right))
            vocab.append(left + right)
    return vocab, merges


def theirs(vocab: list[str], merges: list[tuple[str, str]], word: str) -> list:
    encoding = HfTokenizer(models.BPE({t: i for i, t in enumerate(vocab)}, merges)).encode(word)
    return [(token, *span) for token, span in zip(encoding.tokens, encoding.offsets)]


def ours(model: BpeModel, word: str) -> list:
    return [(model.vocab[i], start, end) for i, start, end in model.tokenize(word)]


@settings(max_examples=150, deadline=None)
@given(merge_lists(), st.lists(st.text(ALPHABET, max_size=40), min_size=1, max_size=5))
def test_words_split_as_tokenizers_splits_them(made, words):
    vocab, merges = made
    model = BpeModel(vocab, merges)
    for word in words:
        assert ours(model, word) == theirs(vocab, merges, word)


def test_runs_of_one_symbol_merge_left_to_right_and_a_long_word_all_the_way():
    vocab = ["a", "b", "aa", "aaaa", "ab"]
    merges = [("a", "a"), ("aa", "aa"), ("a", "b")]
    model = BpeModel(vocab, merges)
    for word in ("aaa", "aaaaab", "ab" * 300 + "a" * 301):
        assert ours(model, word) == theirs(vocab, merges, word)


def test_a_model_copied_after_encoding_encodes_the_same():
    """The compiled table is left out of a pickle (a worker process's copy) and made again."""
    model = BpeModel(["a", "b", "ab", "abb"], [("a", "b"), ("ab", "b")])
    before = model.tokenize("abbab")
    copied = pickle.loads(pickle.dumps(model))
    assert copied.tokenize("abbab") == before == [(3, 0, 3), (2, 3, 5)]
