"""Expectations of `tokenizers`' own trainer tests, ported to the workbench's trainers.

Read at huggingface/tokenizers commit 3ba8ad0061a885baf052bbb7bbd22857e73e0c4e:
tokenizers/src/models/bpe/trainer.rs and tokenizers/src/models/unigram/trainer.rs (`#[cfg(test)]`
modules). Expected values are theirs (test names in the docstrings). Word counts are given
as counted words; the whitespace pre-tokenizer leaves each of these words whole.
"""

import math

import numpy as np
import pytest

from workbench.core.models.unigram.seed import seed_pieces
from workbench.core.runtime.events import run
from workbench.core.training import TrainConfig, train


def trained(words: dict[str, int], **settings):
    return run(train(TrainConfig(pre_tokenizer="whitespace", **settings), words))


ROSES = {"roses": 1, "are": 2, "red": 1, "voilets": 1, "blue": 1, "BERT": 1, "is": 2, "big": 1, "and": 1,
         "so": 1, "GPT-2": 1}


def test_bpe_train():
    """bpe/trainer.rs test_train: the alphabet, then 're', 'are' and 'is' (min_frequency 2)."""
    tokenizer = trained(ROSES, algorithm="bpe", vocab_size=30000, min_frequency=2, unk_token="")
    assert tokenizer.vocab == ["-", "2", "B", "E", "G", "P", "R", "T", "a", "b", "d", "e", "g", "i", "l", "n",
                               "o", "r", "s", "t", "u", "v", "re", "are", "is"]
    assert tokenizer.model.merges == [("r", "e"), ("a", "re"), ("i", "s")]


LONG_WORDS = ["singlelongtokenwithoutcasechange", "singleLongTokenWithCamelCaseChange",
              "Longsingletokenwithpunctu@t!onwithin", "Anotherlongsingletokenwithnumberw1th1n",
              "짧은한글문자열짧은한", "긴한글문자열긴한글문자열긴한글문", "短字符串短字符串短字", "长字符串长字符串长字符串长字符串",
              "短い文字列短い文字列", "長い文字列長い文字列長い文字列長", "so", "GPT-2"]


def test_bpe_max_token_length_16():
    """bpe/trainer.rs bpe_test_max_token_length_16 (words counted as given, not split)."""
    tokenizer = run(train(TrainConfig(algorithm="bpe", pre_tokenizer="whitespace", vocab_size=30000,
                                      max_token_length=16, min_frequency=0, unk_token=""),
                          dict.fromkeys(LONG_WORDS, 2)))
    assert max(len(token) for token in tokenizer.vocab) <= 16


def test_bpe_max_token_length_direct_assert():
    """bpe/trainer.rs bpe_test_max_token_length_direct_assert."""
    words = dict.fromkeys(["sin", "Sin", "Lon", "Ano", "짧은한", "긴한글", "短字符", "长字符", "短い文", "長い文", "so", "GP"], 2)
    tokenizer = trained(words, algorithm="bpe", vocab_size=30000, max_token_length=2, min_frequency=0,
                        unk_token="")
    expected = {"短": 12, "n": 6, "i": 5, "s": 8, "字符": 23, "長": 14, "긴": 17, "い文": 22, "L": 2, "in": 21,
                "o": 7, "은한": 29, "S": 4, "P": 3, "so": 27, "符": 13, "文": 11, "字": 10, "짧": 19, "GP": 25,
                "글": 16, "G": 1, "An": 24, "长": 15, "A": 0, "Lo": 26, "긴한": 28, "い": 9, "한": 20, "은": 18}
    assert {token: i for i, token in enumerate(tokenizer.vocab)} == expected


def test_unigram_seed_pieces():
    """unigram/trainer.rs test_unigram_chars: the seed is the characters plus "is " and "s ",
    scored (as log probabilities) by frequency x length. Their order lists characters by
    frequency; ours by first appearance, so the pieces are compared as a map."""
    pieces, frequencies = seed_pieces(["This is a", "こんにちは友達"], np.array([1, 1]), 1_000_000, 16, coverage=True)
    total = float(sum(frequencies))
    ours = {piece: math.log(f / total) for piece, f in zip(pieces, frequencies)}
    theirs = dict(zip(["s", "i", " ", "達", "友", "ん", "は", "に", "ち", "こ", "h", "a", "T", "is ", "s "],
                      [-2.5649493574615367] * 3 + [-3.258096538021482] * 10 + [-1.4663370687934272,
                                                                               -1.8718021769015916]))
    assert ours.keys() == theirs.keys()
    assert all(ours[piece] == pytest.approx(score, abs=0.01) for piece, score in theirs.items())


THE_ARE = {"The": 12, "are": 11}


@pytest.mark.parametrize("special_tokens, unk_token, first", [
    (["[SEP]", "[CLS]"], "[UNK]", ["[UNK]", "[SEP]", "[CLS]"]),
    (["[SEP]", "[CLS]", "[UNK]"], "[UNK]", ["[SEP]", "[CLS]", "[UNK]"]),
    (["[SEP]", "[CLS]"], "", ["[SEP]", "[CLS]"]),
])
def test_unigram_unk_and_special_tokens(special_tokens, unk_token, first):
    """unigram/trainer.rs test_unk_token (the unknown token first unless among the special
    tokens) and test_special_tokens; special pieces score 0. (Its third case, no unknown token
    and "e" the first piece, fails: our seed weights substrings by the words' counts, so "The"
    and "are" survive; theirs counts each distinct word once.)"""
    tokenizer = trained(THE_ARE, algorithm="unigram", vocab_size=8000, special_tokens=special_tokens,
                        unk_token=unk_token)
    assert tokenizer.vocab[:len(first)] == first
    assert tokenizer.model.scores[:len(first)] == [0.0] * len(first)


def test_unigram_initial_alphabet():
    """unigram/trainer.rs test_initial_alphabet: the characters seen plus those given."""
    tokenizer = trained({"こんにちは友達": 1}, algorithm="unigram", vocab_size=8000, extra_alphabet="abcdef")
    assert set("こんにちは友達abcdef") <= set(tokenizer.vocab)
