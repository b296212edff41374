"""Unigram leaves out words over max_word_bytes, as SentencePiece leaves out sentences over its
max_sentence_length (issue 13, item 14)."""

import pytest
from sentencepiece import sentencepiece_model_pb2

from workbench.core import TrainConfig, run, train
from workbench.core.training import CorpusError, declared, long_words


def test_the_default_limit_is_sentencepieces():
    assert declared(TrainConfig)["max_word_bytes"].default == \
        sentencepiece_model_pb2.TrainerSpec().max_sentence_length == 4192
    assert declared(TrainConfig)["max_word_bytes"].algorithms == ("unigram",)


def test_a_word_over_the_limit_is_left_out_and_counted():
    """By hand: 'é' is two bytes, so 'aé' * 3 is 9 bytes, over a limit of 8; 'bb' * 4 is 8."""
    words = {"▁hug": 10, "▁pug": 5, "aé" * 3: 4, "bb" * 4: 2}
    config = TrainConfig(algorithm="unigram", vocab_size=20, max_word_bytes=8, seed_size=100)
    assert long_words(config, words) == {"aé" * 3: 4}
    tokenizer = run(train(config, words))
    assert "é" not in "".join(tokenizer.vocab)  # never seen in training
    assert "b" in tokenizer.vocab
    assert long_words(TrainConfig(algorithm="bpe", vocab_size=20), {"a" * 10_000: 1}) == {}


def test_a_corpus_of_one_huge_word_is_refused_not_trained_for_minutes():
    config = TrainConfig(algorithm="unigram", vocab_size=300)
    with pytest.raises(CorpusError, match="every word is over 4,192 bytes"):
        run(train(config, {"ab" * 500_000: 1}))
