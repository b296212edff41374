"""One training run end to end (training/run.py): the tokenizer `train` builds from a config
and a word table, the word table as the model sees it, and the report's lines on a run that
fell short or left words out. Expected values from `tokenizers` or by hand."""

import gc
import weakref

import pytest
from tokenizers import pre_tokenizers

from workbench.core import TrainConfig, run, train
from workbench.core.training import CorpusError, describe_long_words, long_words, shortfall
from workbench.core.training.counting import WordCounts
from workbench.core.training.run import model_words

from support import TOY_WORDS

# SPEC section 3: WordPiece on the toy words, its alphabet (in code point order, as
# `tokenizers`' WordPieceTrainer sorts it) and its three merges
SPEC_WORDPIECE = ["##g", "##n", "##s", "##u", "b", "h", "p", "##gs", "hu", "hugs"]


def test_train_builds_the_tokenizer_its_config_describes():
    """SPEC section 3's WordPiece run from a WordCounts table, with a lowercasing normalizer
    and BERT's special tokens after it: [UNK] first (the unknown token goes before the special
    tokens), BERT's template around an encoding as `tokenizers`' BertProcessing puts it."""
    config = TrainConfig(algorithm="wordpiece", vocab_size=13, normalizer=["lowercase"],
                         special_tokens=["[CLS]", "[SEP]"], unk_token="[UNK]",
                         tie_break="first-seen")
    tokenizer = run(train(config, WordCounts(dict(TOY_WORDS))))
    assert tokenizer.special_tokens == ["[UNK]", "[CLS]", "[SEP]"]
    assert tokenizer.vocab == ["[UNK]", "[CLS]", "[SEP]", *SPEC_WORDPIECE]
    assert tokenizer.settings["normalizer"] == ["lowercase"]
    assert tokenizer.settings["vocab_size"] == 13
    encoding = tokenizer.encode("HUGS bun", add_special_tokens=True)
    assert encoding.tokens == ["[CLS]", "hugs", "b", "##u", "##n", "[SEP]"]


def test_train_without_an_unknown_token_keeps_the_special_tokens_as_given():
    config = TrainConfig(algorithm="bpe", vocab_size=12, pre_tokenizer="whitespace",
                         special_tokens=["<s>"], unk_token="")
    tokenizer = run(train(config, dict(TOY_WORDS)))
    assert tokenizer.special_tokens == ["<s>"] and tokenizer.vocab[0] == "<s>"


def test_train_passes_the_stop_request_to_the_trainer():
    """Stopped before the first merge, BPE keeps its alphabet: the toy words' 7 characters
    after [UNK], by hand."""
    config = TrainConfig(algorithm="bpe", vocab_size=30, pre_tokenizer="whitespace",
                         unk_token="[UNK]")
    tokenizer = run(train(config, dict(TOY_WORDS), should_stop=lambda: True))
    assert tokenizer.vocab == ["[UNK]", "b", "g", "h", "n", "p", "s", "u"]


def test_a_byte_level_run_trains_on_gpt2s_byte_characters():
    """The word table as the model sees it: each word mapped as `tokenizers`' ByteLevel maps
    it; other pre-tokenizers leave it as it is."""
    words = {" hug": 3, "café": 2}
    mapped = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    expected = {mapped.pre_tokenize_str(word)[0][0]: count for word, count in words.items()}
    assert expected == {"Ġhug": 3, "cafÃ©": 2}
    byte_level = TrainConfig(algorithm="bpe", vocab_size=30).build_pre_tokenizer()
    assert model_words(words, byte_level) == model_words(WordCounts(dict(words)), byte_level) \
        == expected
    whitespace = TrainConfig(algorithm="bpe", vocab_size=30, pre_tokenizer="whitespace")
    assert model_words(WordCounts(dict(words)), whitespace.build_pre_tokenizer()) == words
    tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=300, initial_alphabet="seen"),
                          words))
    assert {"Ġ", "Ã", "©"} <= set(tokenizer.vocab) and "é" not in tokenizer.vocab
    assert tokenizer.decode(tokenizer.encode("café hug").ids) == "café hug"


@pytest.mark.parametrize(("limit", "word", "long"), [
    (12, "😀😀😀", False),  # 12 bytes: at the limit
    (11, "😀😀😀", True),
    (8, "ab", False),
    (3, "abcd", True),
])
def test_a_word_is_long_when_its_utf8_is_over_the_limit(limit, word, long):
    """😀 is 4 bytes in UTF-8."""
    config = TrainConfig(algorithm="unigram", vocab_size=8, seed_size=8, max_word_bytes=limit)
    assert long_words(config, {word: 2}) == ({word: 2} if long else {})


def test_a_corpus_of_long_words_only_is_refused_naming_the_limit():
    """A small case of test_long_words' huge word (which the mutation runs leave out: a mutant
    that keeps long words trains on its million characters for minutes)."""
    config = TrainConfig(algorithm="unigram", vocab_size=8, seed_size=8, max_word_bytes=4)
    with pytest.raises(CorpusError, match=r"^every word is over 4 bytes, the longest a Unigram "
                                          r"word may be \(max word bytes\): nothing to train on$"):
        run(train(config, {"abcde": 3, "ééé": 1}))


@pytest.mark.parametrize(("skipped", "line"), [
    ({}, ""),
    ({"a" * 10: 1}, "left out 1 word (1 occurrence) over 8 bytes (max word bytes)"),
    ({"a" * 10: 2}, "left out 1 word (2 occurrences) over 8 bytes (max word bytes)"),
    ({"a" * 10: 1, "b" * 9: 1_500},
     "left out 2 words (1,501 occurrences) over 8 bytes (max word bytes)"),
])
def test_the_report_line_on_long_words_counts_words_and_occurrences(skipped, line):
    config = TrainConfig(algorithm="unigram", vocab_size=8, seed_size=8, max_word_bytes=8)
    assert describe_long_words(config, skipped) == line


@pytest.mark.parametrize(("options", "size", "why"), [
    ({"vocab_size": 1_500}, 1_500, None),
    ({"vocab_size": 1_500}, 1_501, "1,501 tokens, not the 1,500 asked for: the initial "
                                   "alphabet and the special tokens alone are 1,501"),
    ({"vocab_size": 20, "algorithm": "unigram"}, 31, "31 tokens, not the 20 asked for: the "
     "characters of the corpus (never removed) and the special tokens alone are 31"),
    ({"vocab_size": 1_500}, 1_499, "1,499 of the 1,500 tokens asked for: no pair of tokens is "
                                   "left: every word is one token (too few distinct words)"),
    ({"vocab_size": 1_500, "min_frequency": 1}, 10, "10 of the 1,500 tokens asked for: no pair "
     "of tokens is left: every word is one token (too few distinct words)"),
    ({"vocab_size": 1_500, "min_frequency": 3, "algorithm": "wordpiece"}, 10,
     "10 of the 1,500 tokens asked for: no pair of tokens occurs 3 times or more (minimum "
     "frequency)"),
    ({"vocab_size": 1_500, "max_token_length": 4}, 10, "10 of the 1,500 tokens asked for: no "
     "pair of tokens makes a token shorter than 4 (max token length)"),
    ({"vocab_size": 1_500, "min_frequency": 2, "max_token_length": 4}, 10,
     "10 of the 1,500 tokens asked for: no pair of tokens occurs 2 times or more (minimum "
     "frequency) and makes a token shorter than 4 (max token length)"),
    ({"vocab_size": 1_500, "algorithm": "unigram", "seed_size": 2_000, "max_piece_length": 6,
      "min_frequency": 2}, 10,
     "10 of the 1,500 tokens asked for: the corpus has no more pieces to offer (its characters "
     "and their sequences of up to 6 characters)"),
])
def test_a_run_short_of_its_size_says_which_limits_stopped_it(options, size, why):
    assert shortfall(TrainConfig(**options), size) == why


def test_a_size_below_the_alphabet_gives_the_alphabet_and_says_so():
    """The toy words' seven letters and the unknown token: 8 tokens, however few are asked."""
    config = TrainConfig(algorithm="bpe", vocab_size=5, pre_tokenizer="whitespace")
    model = run(train(config, TOY_WORDS))
    assert model.vocab == ["[UNK]", "b", "g", "h", "n", "p", "s", "u"]
    assert shortfall(config, len(model.vocab)) == (
        "8 tokens, not the 5 asked for: the initial alphabet and the special tokens alone are 8")


class _Table(dict):
    """A word table that a weak reference can follow."""


@pytest.mark.parametrize("algorithm", ["bpe", "wordpiece", "unigram"])
@pytest.mark.parametrize("pre_tokenizer", ["byte-level", "whitespace"])
def test_training_lets_the_callers_word_table_go(algorithm, pre_tokenizer):
    """Once training has started, the table given to `train` is held by nothing of it, so a
    caller that drops its own reference (the CLI) frees a corpus's table for the merges."""
    table = _Table(TOY_WORDS)
    held = weakref.ref(table)
    config = TrainConfig(algorithm=algorithm, vocab_size=300, pre_tokenizer=pre_tokenizer)
    training = train(config, table)
    del table
    next(training)
    gc.collect()
    assert held() is None
    assert run(training).vocab
