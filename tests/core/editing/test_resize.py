"""truncate: a trained model cut to a smaller vocabulary is the model training to that size
gives (`tokenizers` for byte-level BPE, the SPEC's worked example for WordPiece)."""

import gzip
from collections import Counter

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers, trainers

from support import KJV, MULTILINGUAL, SAMPLE_CORPUS, TOY_WORDS, train_ours, trained
from workbench.core import Tokenizer, TrainConfig, TrainingHistory, run, train
from workbench.core.editing.resize import truncate
from workbench.core.formats.importers import bert_from_vocab
from workbench.core.models import UnigramModel


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


@pytest.fixture(scope="module")
def unigram_run():
    """A Unigram run whose seed is larger than 4 x its target: its first rounds keep no model."""
    history = TrainingHistory()
    config = TrainConfig(algorithm="unigram", vocab_size=100, seed_size=2000)
    tokenizer = run(train(config, dict(Counter(KJV.split()))), history.record)
    return tokenizer, history


def test_a_unigram_run_keeps_the_model_each_pruning_round_pruned_near_the_target(unigram_run):
    tokenizer, history = unigram_run
    rounds, steps, prunes = history.round_models, history.em_steps, history.prunes
    # what a round pruned: the pieces left after its EM steps, and <unk>
    pruned = [[size for r, size in zip(steps["round"], steps["vocab_size"]) if r == round_][-1] + 1
              for round_ in prunes["round"]]
    assert max(pruned) > 4 * 100 and min(pruned) <= 4 * 100  # rounds on both sides of the limit
    assert [r for r, _, _ in rounds] == [r for r, n in zip(prunes["round"], pruned) if n <= 400]
    assert [len(vocab) for _, vocab, _ in rounds] == [n for n in pruned if n <= 400]
    # pruning and EM only remove pieces: each model's pieces are among the previous one's, the
    # final model's among the last round's
    vocabs = [set(vocab) for _, vocab, _ in rounds] + [set(tokenizer.vocab)]
    assert all(later < earlier for earlier, later in zip(vocabs, vocabs[1:]))


def test_a_unigram_model_takes_the_size_of_a_pruning_round_from_its_history(unigram_run):
    tokenizer, history = unigram_run
    _, vocab, scores = history.round_models[0]
    bigger = truncate(tokenizer, len(vocab), rounds=history.round_models)
    by_hand = Tokenizer(tokenizer.normalizer, tokenizer.pre_tokenizer,
                        UnigramModel(list(vocab), list(scores), vocab.index("<unk>")), ["<unk>"])
    assert bigger.vocab == vocab
    assert bigger.encode(MULTILINGUAL).tokens == by_hand.encode(MULTILINGUAL).tokens
    assert truncate(tokenizer, len(tokenizer.vocab), rounds=history.round_models).vocab == \
        tokenizer.vocab
    with pytest.raises(ValueError, match="no pruning round left 101 pieces; the sizes kept are"):
        truncate(tokenizer, 101, rounds=history.round_models)
