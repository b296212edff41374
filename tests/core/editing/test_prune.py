"""Pruning to the tokens a corpus uses: the pruned model encodes that corpus to the same token
strings (as `tokenizers` gives them with the original file), ids are dense, the id map is right."""

import json

import pytest
import tokenizers

from support import SENTENCES, train_ours
from workbench.core.editing import id_map_json, prune, used_tokens
from workbench.core.formats import export, open_tokenizer

CONFIGS = {
    "byte-level bpe": dict(algorithm="bpe", vocab_size=1000, special_tokens=["<|endoftext|>"]),
    "char bpe": dict(algorithm="bpe", vocab_size=600, pre_tokenizer="whitespace"),
    "wordpiece": dict(algorithm="wordpiece", vocab_size=600,
                      special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]),
    "unigram": dict(algorithm="unigram", vocab_size=600),
}
CORPUS = [line + "\n" for line in SENTENCES[:3]] + ["In the beginning God created the heaven\n"]


def library(tokenizer, folder):
    export(tokenizer, "tokenizer-json", str(folder))
    return tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))


@pytest.mark.parametrize("name", CONFIGS)
def test_the_pruned_model_encodes_its_corpus_to_the_same_tokens(name, sample_slice, tmp_path):
    original = train_ours(sample_slice, **CONFIGS[name])
    reference = library(original, tmp_path / "original")
    pruned = prune(original, used_tokens(original, CORPUS))
    assert len(pruned.tokenizer.vocab) < len(original.vocab)
    reloaded = library(pruned.tokenizer, tmp_path / "pruned")
    for text in CORPUS:
        expected = reference.encode(text, add_special_tokens=True)
        assert pruned.tokenizer.encode(text, add_special_tokens=True).tokens == expected.tokens
        assert reloaded.encode(text, add_special_tokens=True).tokens == expected.tokens
        assert reloaded.encode(text, add_special_tokens=True).ids == \
            [pruned.id_map[i] for i in expected.ids]
    assert sorted(pruned.id_map.values()) == list(range(len(pruned.tokenizer.vocab)))
    for old, new in pruned.id_map.items():
        assert pruned.tokenizer.vocab[new] == original.vocab[old]
    assert json.loads(id_map_json(pruned.id_map)) == {str(k): v for k, v in pruned.id_map.items()}


def test_a_kept_bpe_token_keeps_the_tokens_its_merges_need(sample_slice):
    original = train_ours(sample_slice, **CONFIGS["char bpe"])
    longest = max(original.vocab, key=len)
    pruned = prune(original, {longest})
    vocab = set(pruned.tokenizer.vocab)
    assert longest in vocab and pruned.needed
    assert pruned.tokenizer.encode(longest).tokens == original.encode(longest).tokens
    for left, right in original.model.merges:  # every merge building a kept token is kept
        if left + right in vocab:
            assert (left, right) in pruned.tokenizer.model.merges


def test_a_list_of_tokens_to_drop(sample_slice):
    original = train_ours(sample_slice, **CONFIGS["byte-level bpe"])
    parts = {part for merge in original.model.merges for part in merge}  # id 0: <|endoftext|>
    leaves = [token for token in original.model.vocab[1:] if len(token) > 3 and token not in parts][:2]
    pruned = prune(original, set(original.vocab) - {*leaves, "<|endoftext|>", "a"})
    vocab = set(pruned.tokenizer.vocab)
    assert len(vocab) == len(original.vocab) - 2 and not set(leaves) & vocab
    assert {"<|endoftext|>", "a"} <= vocab  # a special token and a byte are always kept
    for leaf in leaves:
        text = pruned.tokenizer.decode(original.encode(leaf).ids)
        encoding = pruned.tokenizer.encode(text)
        assert len(encoding.tokens) > 1 and pruned.tokenizer.decode(encoding.ids) == text


def test_a_byte_level_step_inside_a_sequence_keeps_every_byte(tmp_path):
    """The layout of tiktoken's converted files (a Split regex, then ByteLevel without its own
    regex), trained by `tokenizers`: pruned to a corpus, every byte stays a token, so text
    outside the corpus still encodes as the original file encodes it."""
    hf = tokenizers.Tokenizer(tokenizers.models.BPE())
    hf.pre_tokenizer = tokenizers.pre_tokenizers.Sequence([
        tokenizers.pre_tokenizers.Split(tokenizers.Regex(r" ?\p{L}+| ?[^\s\p{L}]+|\s+"), "isolated"),
        tokenizers.pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
    hf.decoder = tokenizers.decoders.ByteLevel()
    hf.train_from_iterator(SENTENCES, tokenizers.trainers.BpeTrainer(
        vocab_size=400, initial_alphabet=tokenizers.pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False))
    hf.save(str(tmp_path / "tokenizer.json"))
    original = open_tokenizer(str(tmp_path / "tokenizer.json"))
    pruned = prune(original, used_tokens(original, CORPUS)).tokenizer
    assert set(tokenizers.pre_tokenizers.ByteLevel.alphabet()) <= set(pruned.vocab)
    text = "日本 — ünseen"
    assert pruned.encode(text).tokens == hf.encode(text).tokens
    assert pruned.decode(pruned.encode(text).ids) == text
