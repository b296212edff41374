"""Extending a model from a domain corpus: BPE and WordPiece continue training where they stand;
every old token keeps its id, the result loads in `tokenizers` and encodes as the workbench does,
and the domain text takes fewer tokens per word."""

import json
from collections import Counter

import pytest
import sentencepiece
import tokenizers

from support import MULTILINGUAL, TOY_WORDS, train_ours
from workbench.core import PruneEvent, TrainConfig, run, train
from workbench.core.editing import extend, fertility, model_words
from workbench.core.formats import export, tokenizer_to_dict
from workbench.core.training.continuation import continue_training

DOMAIN = [
    "The tokenizer normalizes the input, pre-tokenizes it into words, and the subword model "
    "splits each word into tokens; the tokenizer then maps tokens to embeddings.\n",
    "Byte-level tokenization guarantees coverage: the tokenizer never emits an unknown token, "
    "whatever the Unicode input; subword vocabularies trade sequence length for embeddings.\n",
    "Quantization, normalization and tokenization: preprocessing pipelines for transformers "
    "include tokenizers, embeddings and attention; attention weights scale quadratically.\n",
] * 5


def test_bpe_continues_with_the_next_merges_by_hand():
    """The course's toy model (merges ug, un, hug); 'hugs' x10 and 'bugs' x8 split as hug s and
    b ug s: (hug, s) counts 10, then (b, ug) and (ug, s) tie at 8, the lowest ids (b=1, ug=8)
    win."""
    config = TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace", tie_break="first-seen")
    toy = run(train(config, TOY_WORDS))
    assert toy.vocab == ["[UNK]", "b", "g", "h", "n", "p", "s", "u", "ug", "un", "hug"]
    toy.settings["tie_break"] = "lowest-id"
    extended = extend(toy, Counter({"hugs": 10, "bugs": 8}), 2)
    assert extended.model.merges == [("u", "g"), ("u", "n"), ("h", "ug"), ("hug", "s"), ("b", "ug")]
    assert extended.vocab == toy.vocab + ["hugs", "bug"]


CONFIGS = {
    "byte-level bpe": dict(algorithm="bpe", vocab_size=500, special_tokens=["<|endoftext|>"]),
    "wordpiece": dict(algorithm="wordpiece", vocab_size=500, normalizer="bert",
                      special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]),
}


@pytest.mark.parametrize("name", CONFIGS)
def test_extended_model_keeps_ids_loads_in_tokenizers_and_fertility_drops(name, sample_slice):
    original = train_ours(sample_slice, **CONFIGS[name])
    words = model_words(original, DOMAIN)
    extended = extend(original, words, 60)
    assert extended.vocab[:len(original.vocab)] == original.vocab
    assert len(extended.vocab) == len(original.vocab) + 60
    assert extended.model.merges[:len(original.model.merges)] == original.model.merges
    library = tokenizers.Tokenizer.from_str(json.dumps(tokenizer_to_dict(extended)))
    for text in DOMAIN[:3] + [MULTILINGUAL]:
        expected = library.encode(text, add_special_tokens=False)
        assert (extended.encode(text).tokens, extended.encode(text).ids) == (expected.tokens, expected.ids)
    before, after = fertility(original, words), fertility(extended, words)
    assert after.tokens_per_word < before.tokens_per_word
    assert after.one_token_words > before.one_token_words


def test_added_tokens_past_the_model_keep_their_ids(sample_slice):
    from workbench.core.editing import with_added_tokens
    from workbench.core.pipeline.added_tokens import AddedToken

    original = with_added_tokens(train_ours(sample_slice, **CONFIGS["byte-level bpe"]),
                                 [AddedToken("<|domain|>")])
    extended = extend(original, model_words(original, DOMAIN), 10)
    assert extended.token_to_id("<|domain|>") == original.token_to_id("<|domain|>") == 500
    assert extended.vocab[:501] == original.vocab and len(extended.vocab) == 511
    library = tokenizers.Tokenizer.from_str(json.dumps(tokenizer_to_dict(extended)))
    text = DOMAIN[0] + "<|domain|>" + DOMAIN[1]
    assert extended.encode(text).ids == library.encode(text, add_special_tokens=False).ids


def test_unigram_extended_keeps_its_pieces_and_loads_in_tokenizers_and_sentencepiece(sample_slice, tmp_path):
    original = train_ours(sample_slice, algorithm="unigram", vocab_size=600)
    words = model_words(original, DOMAIN)
    extended = extend(original, words, 40)
    assert extended.vocab[:len(original.vocab)] == original.vocab
    assert extended.model.scores[:len(original.vocab)] == original.model.scores
    assert len(extended.vocab) == len(original.vocab) + 40
    library = tokenizers.Tokenizer.from_str(json.dumps(tokenizer_to_dict(extended)))
    export(extended, "sentencepiece", str(tmp_path))
    processor = sentencepiece.SentencePieceProcessor(model_file=str(tmp_path / "tokenizer.model"))
    for text in DOMAIN[:3]:
        ours = extended.encode(text.rstrip("\n"))
        assert ours.ids == library.encode(text.rstrip("\n"), add_special_tokens=False).ids
        assert ours.ids == processor.encode(text.rstrip("\n"))
    before, after = fertility(original, words), fertility(extended, words)
    assert after.tokens_per_word < before.tokens_per_word


def test_unigram_extension_never_prunes_the_models_pieces(sample_slice):
    """The model's pieces stay alive through the EM steps and pruning rounds (most are unused on
    the domain text: without the protection the first EM step dropped them and no round pruned
    the new pieces down to `add`); only new pieces are pruned."""
    original = train_ours(sample_slice, algorithm="unigram", vocab_size=600)
    events = []
    run(continue_training(original.model, dict(model_words(original, DOMAIN)), 40, [],
                          original.settings), events.append)
    own = {piece for piece in original.vocab if piece != "<unk>" and len(piece) <= 16}
    assert len(own) > 500 and all(event.vocab_size >= len(own) for event in events)
    removed = [piece for event in events if isinstance(event, PruneEvent)
               for piece, _ in event.removed]
    assert removed and not own & set(removed)
