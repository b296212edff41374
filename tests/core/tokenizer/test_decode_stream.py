"""Incremental decoding gives the chunks `tokenizers.decoders.DecodeStream` gives, id by id."""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders, models, normalizers, pre_tokenizers, trainers
from tokenizers.decoders import DecodeStream as HfDecodeStream

from support import SENTENCES
from workbench.core import DecodeStream, decode_stream
from workbench.core.formats import tokenizer_json

TEXTS = SENTENCES + ["héllo wörld 👨‍👩‍👧 ok", "  two  spaces ", "[SEP] hugs [SEP]"]


def byte_level() -> HfTokenizer:
    hf = HfTokenizer(models.BPE())
    hf.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    hf.decoder = decoders.ByteLevel()
    hf.train_from_iterator(SENTENCES, trainers.BpeTrainer(vocab_size=300, special_tokens=["[SEP]"],
                                                          initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    return hf


def byte_fallback() -> HfTokenizer:
    """Llama 2's pipeline: '▁' for spaces, characters outside the vocabulary as <0xXX> bytes."""
    vocab = {"<unk>": 0, "[SEP]": 1, **{f"<0x{b:02X}>": 2 + b for b in range(256)}}
    for piece in ["▁", "h", "u", "g", "s", "▁hug", "e", "o", "l", "▁t", "w"]:
        vocab.setdefault(piece, len(vocab))
    hf = HfTokenizer(models.BPE(vocab=vocab, merges=[], unk_token="<unk>", byte_fallback=True))
    hf.normalizer = normalizers.Sequence([normalizers.Prepend("▁"), normalizers.Replace(" ", "▁")])
    hf.decoder = decoders.Sequence([decoders.Replace("▁", " "), decoders.ByteFallback(),
                                    decoders.Fuse(), decoders.Strip(" ", 1, 0)])
    hf.add_special_tokens(["[SEP]"])
    return hf


def wordpiece() -> HfTokenizer:
    hf = HfTokenizer(models.WordPiece(unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    hf.decoder = decoders.WordPiece()
    hf.train_from_iterator(SENTENCES, trainers.WordPieceTrainer(vocab_size=200,
                                                                special_tokens=["[UNK]", "[SEP]"]))
    return hf


def metaspace() -> HfTokenizer:
    hf = HfTokenizer(models.Unigram())
    hf.pre_tokenizer = pre_tokenizers.Metaspace()
    hf.decoder = decoders.Metaspace()
    hf.train_from_iterator(SENTENCES, trainers.UnigramTrainer(vocab_size=120, unk_token="<unk>",
                                                              special_tokens=["<unk>", "[SEP]"]))
    return hf


@pytest.mark.parametrize("make", [byte_level, byte_fallback, wordpiece, metaspace])
@pytest.mark.parametrize("skip_special_tokens", [False, True])
def test_chunks_are_tokenizers_chunks(make, skip_special_tokens):
    hf = make()
    ours = tokenizer_json.from_dict(json.loads(hf.to_str()))
    for text in TEXTS:
        ids = hf.encode(text).ids
        theirs_stream = HfDecodeStream(skip_special_tokens=skip_special_tokens)
        our_stream = DecodeStream(ours, skip_special_tokens=skip_special_tokens)
        steps = [(our_stream.step(i), theirs_stream.step(hf, i)) for i in ids]
        assert [mine for mine, _ in steps] == [theirs for _, theirs in steps], text
        chunks = list(decode_stream(ours, ids, skip_special_tokens=skip_special_tokens))
        assert chunks == [theirs for _, theirs in steps if theirs is not None]
        assert "".join(chunks) == hf.decode(ids, skip_special_tokens=skip_special_tokens)


def test_a_character_split_over_tokens_waits_for_its_last_byte():
    hf = byte_fallback()
    ours = tokenizer_json.from_dict(json.loads(hf.to_str()))
    ids = hf.encode("hug 🤗").ids
    steps = [DecodeStream(ours).step(ids[:k]) for k in range(1, len(ids) + 1)]
    assert steps[-2] is None and steps[-1].endswith("🤗")  # 4 byte tokens: nothing until the 4th
    assert HfDecodeStream(ids=None).step(hf, ids) == DecodeStream(ours).step(ids)
