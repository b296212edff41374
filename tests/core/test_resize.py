"""truncate: a trained model cut to a smaller vocabulary is the model training to that size
gives (`tokenizers` for byte-level BPE, the SPEC's worked example for WordPiece)."""

import gzip

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from support import SAMPLE_CORPUS, TOY_WORDS, train_ours, trained
from workbench.core import TrainConfig, run, train
from workbench.core.formats.importers import bert_from_vocab
from workbench.core.resize import truncate


@pytest.fixture(scope="module")
def byte_level_1500(sample_slice):
    return train_ours(sample_slice, algorithm="bpe", vocab_size=1500, special_tokens=["<s>"])


@pytest.mark.parametrize("vocab_size", [258, 700, 1200])
def test_byte_level_bpe_cut_to_k_merges_encodes_like_tokenizers_trained_to_that_size(
        byte_level_1500, sample_slice, vocab_size):
    reference = HfTokenizer(models.BPE())
    reference.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    reference.train([sample_slice], trainers.BpeTrainer(
        vocab_size=vocab_size, special_tokens=["<s>"], show_progress=False,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    small = truncate(byte_level_1500, vocab_size)
    assert small.vocab == sorted(reference.get_vocab(), key=reference.get_vocab().get)
    text = gzip.open(SAMPLE_CORPUS).read().decode("utf-8")[-60_000:]  # past the slice trained on
    mine, theirs = small.encode(text), reference.encode(text)
    assert mine.tokens == theirs.tokens and mine.ids == theirs.ids
    assert small.settings["vocab_size"] == vocab_size


def test_wordpiece_cut_to_the_vocabulary_as_it_stood_at_each_step():
    config = TrainConfig(algorithm="wordpiece", vocab_size=11, pre_tokenizer="whitespace")
    tokenizer = run(train(config, TOY_WORDS))
    # SPEC section 3: [UNK], the initial vocabulary sorted by code point, then ##gs, hu, hugs
    initial = ["[UNK]"] + sorted(["b", "h", "p", "##g", "##n", "##s", "##u"])
    assert truncate(tokenizer, 8).vocab == initial
    assert truncate(tokenizer, 10).vocab == initial + ["##gs", "hu"]
    assert truncate(tokenizer, 10).model.merges == [("##g", "##s"), ("h", "##u")]
    assert truncate(tokenizer, 10).encode("hugs").tokens == ["hu", "##gs"]


def test_wordpiece_cut_equals_training_to_that_size():
    big = trained("wordpiece", 160)
    for size in (90, 130):
        assert truncate(big, size).vocab == trained("wordpiece", size).vocab


@pytest.mark.parametrize(("size", "message"), [
    (12, "has 11 tokens, fewer than 12"), (7, "fewer than the model starts from"),
])
def test_sizes_outside_the_model_are_refused(size, message):
    tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace"),
                          TOY_WORDS))
    with pytest.raises(ValueError, match=message):
        truncate(tokenizer, size)


def test_models_without_a_record_of_smaller_sizes_are_refused():
    with pytest.raises(ValueError, match="prunes|keeps no record"):
        truncate(trained("unigram", 100), 50)
    bert = bert_from_vocab(["[PAD]", "[UNK]", "a", "b", "##b", "ab"])
    with pytest.raises(ValueError, match="order training made it"):
        truncate(bert, 5)
