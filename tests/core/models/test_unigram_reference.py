"""The Unigram trainer against independent references: brute force (every substring, every
segmentation), `tokenizers`' UnigramTrainer and SentencePiece trained on the same input."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, trainers

from workbench.core.events import run
from workbench.core.models.unigram.lattice import seed_pieces
from workbench.core.models.unigram.trainer import UnigramTrainer


# The seed of the approximate trainer: SentencePiece's and tokenizers'.

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


@settings(max_examples=200, deadline=None)
@given(words=st.dictionaries(st.text("abc", min_size=1, max_size=8), st.integers(1, 3),
                             min_size=1, max_size=8),
       seed_size=st.integers(1, 40), longest=st.integers(1, 5), coverage=st.booleans())
def test_seed_equals_brute_force(words, seed_size, longest, coverage):
    pieces, freqs = seed_pieces(list(words), np.array(list(words.values())), seed_size, longest,
                                coverage=coverage)
    assert list(zip(pieces, freqs.tolist())) == brute_force_seed(words, seed_size, longest,
                                                                 coverage)


# Words that occur once each.

ZEN = """The Zen of Python, by Tim Peters
Beautiful is better than ugly.
Explicit is better than implicit.
Simple is better than complex.
Complex is better than complicated.
Flat is better than nested.
Sparse is better than dense.
Readability counts.
Special cases aren't special enough to break the rules.
Although practicality beats purity.
Errors should never pass silently.
Unless explicitly silenced.
In the face of ambiguity, refuse the temptation to guess.
There should be one-- and preferably only one --obvious way to do it.
Although that way may not be obvious at first unless you're Dutch.
Now is better than never.
Although never is often better than *right* now.
If the implementation is hard to explain, it's a bad idea.
If the implementation is easy to explain, it may be a good idea.
Namespaces are one honking great idea -- let's do more of those!""".splitlines()


def test_words_that_occur_once_each_still_train_long_pieces_as_tokenizers_does():
    """tokenizers' trainer test: the Zen of Python between [CLS] and [SEP], no pre-tokenizer, so
    each line is a word seen once. Both keep pieces such as " is " and "te"."""
    lines = [f" {line} " for line in ZEN]
    hf = HfTokenizer(models.Unigram())
    hf.train_from_iterator(lines, trainers.UnigramTrainer(
        vocab_size=100, unk_token="<unk>", special_tokens=["<unk>"], show_progress=False))
    ours = run(UnigramTrainer(vocab_size=100).train(dict.fromkeys(lines, 1)))
    theirs = set(hf.get_vocab())
    assert len(ours.vocab) == len(theirs) == 100

    def long_pieces(vocab):
        return {piece for piece in vocab if len(piece) > 1 and piece != "<unk>"}

    assert len(long_pieces(ours.vocab)) >= 0.9 * len(long_pieces(theirs))
    assert len(long_pieces(ours.vocab) & long_pieces(theirs)) >= 0.6 * len(long_pieces(theirs))
    our_tokens = sum(len(ours.tokenize(line)) for line in lines)
    assert our_tokens <= 1.05 * sum(len(hf.encode(line).tokens) for line in lines)


def test_the_zen_of_python_splits_as_in_tokenizers_trainer_test():
    """Its first case (default sizes): "[CLS] This is a test [SEP]" gives " T", "h", "i", "s",
    " is ", "a", " ", "te", "s", "t " between the special tokens."""
    lines = [f" {line} " for line in ZEN]
    hf = HfTokenizer(models.Unigram())
    hf.train_from_iterator(lines, trainers.UnigramTrainer(
        unk_token="<unk>", special_tokens=["<unk>"], show_progress=False))
    ours = run(UnigramTrainer().train(dict.fromkeys(lines, 1)))
    text = " This is a test "
    assert [ours.vocab[i] for i, _, _ in ours.tokenize(text)] == hf.encode(text).tokens == [
        " T", "h", "i", "s", " is ", "a", " ", "te", "s", "t "]

