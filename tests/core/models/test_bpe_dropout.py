"""BPE dropout: files with it open, and encoding samples splits as `tokenizers` does.

Dropout is random, so these are its properties rather than equality with `tokenizers`' random
numbers: no dropout (or 0) is plain BPE, dropout 1 merges nothing (there `tokenizers` is
deterministic too, and the reference), a seed reproduces a split, and every sampled split spells
the text and decodes back to it.
"""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models, pre_tokenizers, trainers

from support import MULTILINGUAL, SENTENCES, trained
from workbench.core import can_sample
from workbench.core.formats import tokenizer_json
from workbench.core.models.bpe import BpeModel

UNRELATED_VOCAB = ["u", "n", "r", "e", "l", "a", "t", "d", "re", "at", "ed", "un", "ated", "rel",
                   "related", "unrelated"]
UNRELATED_MERGES = [("r", "e"), ("a", "t"), ("e", "d"), ("u", "n"), ("at", "ed"), ("re", "l"),
                    ("rel", "ated"), ("un", "related")]


def unrelated(dropout):
    """tokenizers' own test model (models/bpe/model.rs, test_tokenize_with_and_without_dropout)."""
    return BpeModel(UNRELATED_VOCAB, UNRELATED_MERGES, dropout=dropout)


def spelled(model, word):
    return [model.vocab[i] for i, _, _ in model.tokenize(word)]


@pytest.mark.parametrize("dropout", [None, 0.0])
def test_no_dropout_is_plain_bpe(dropout):
    assert spelled(unrelated(dropout), "unrelated") == ["unrelated"]


def test_dropout_one_merges_nothing():
    assert unrelated(1.0).tokenize("unrelated") == [
        (0, 0, 1), (1, 1, 2), (2, 2, 3), (3, 3, 4), (4, 4, 5), (5, 5, 6), (6, 6, 7), (3, 7, 8), (7, 8, 9)]


def test_dropout_half_gives_between_one_and_nine_tokens_and_several_splits():
    model = unrelated(0.5)
    splits = set()
    for seed in range(60):
        model.seed(seed)
        tokens = spelled(model, "unrelated")
        assert 1 <= len(tokens) <= 9 and "".join(tokens) == "unrelated"
        splits.add(tuple(tokens))
    assert len(splits) > 3


@pytest.mark.parametrize("algorithm, samples", [("bpe", True), ("wordpiece", False),
                                                ("unigram", False)])
def test_only_bpe_samples(algorithm, samples):
    assert can_sample(trained(algorithm, 300)) is samples


def test_dropout_outside_zero_to_one_is_refused():
    with pytest.raises(ValueError, match="dropout"):
        unrelated(1.5)


def test_a_sampled_copy_shares_the_merge_table_and_leaves_the_model_plain():
    """The window makes a sampled copy of each model it shows: rebuilding the table of
    20,000 merges took it 30-100 ms."""
    model = unrelated(None)
    sampled = model.with_dropout(1.0)
    assert sampled._ranks is model._ranks and sampled._ids is model._ids
    assert spelled(sampled, "unrelated") == list("unrelated")  # dropout 1: no merge applies
    assert spelled(model, "unrelated") == ["unrelated"] and model.dropout is None
    with pytest.raises(ValueError, match="dropout"):
        model.with_dropout(1.5)


def byte_level(dropout=None, **options) -> HfTokenizer:
    hf = HfTokenizer(models.BPE(dropout=dropout, **options))
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.decoder = decoders.ByteLevel()
    hf.train_from_iterator(SENTENCES, trainers.BpeTrainer(
        vocab_size=400, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    return hf


def with_dropout(hf: HfTokenizer, dropout: float) -> dict:
    data = json.loads(hf.to_str())
    data["model"]["dropout"] = dropout
    return data


TEXTS = SENTENCES + [MULTILINGUAL]


@pytest.mark.parametrize("options", [{}, {"ignore_merges": True}])
def test_dropout_one_is_tokenizers_dropout_one(options):
    hf = HfTokenizer.from_str(json.dumps(with_dropout(byte_level(**options), 1.0)))
    ours = tokenizer_json.from_dict(json.loads(hf.to_str()))
    for text in TEXTS:
        theirs = hf.encode(text)
        assert ours.encode(text).tokens == theirs.tokens
        assert ours.encode(text).offsets == theirs.offsets


def test_a_tiny_dropout_merges_as_plain_bpe():
    """The sampling path (a queue of merges) with next to no skipping is plain BPE."""
    hf = byte_level()
    ours = tokenizer_json.from_dict(with_dropout(hf, 1e-12))
    for text in TEXTS:
        assert ours.encode(text, seed=1).tokens == hf.encode(text).tokens


def test_a_seed_reproduces_and_every_sample_decodes_back():
    hf = byte_level()
    ours = tokenizer_json.from_dict(with_dropout(hf, 0.3))
    plain = hf.encode(MULTILINGUAL)
    samples = set()
    for seed in range(20):
        sample = ours.encode(MULTILINGUAL, seed=seed)
        assert ours.encode(MULTILINGUAL, seed=seed) == sample
        assert "".join(sample.tokens) == "".join(plain.tokens)
        assert ours.decode(sample.ids) == hf.decode(sample.ids) == MULTILINGUAL
        assert len(sample.ids) >= len(plain.ids)
        samples.add(tuple(sample.ids))
    assert len(samples) > 10


def test_dropout_is_written_back():
    data = with_dropout(byte_level(), 0.25)
    ours = tokenizer_json.from_dict(data)
    assert json.loads(tokenizer_json.dumps(ours))["model"]["dropout"] == 0.25
    HfTokenizer.from_str(tokenizer_json.dumps(ours))  # and tokenizers reads it
