"""Properties over arbitrary text: byte-level round trips, offsets point at the token's text."""

import gzip

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.core.pipeline.byte_level import CHAR_TO_BYTE
from workbench.core.pipeline.pre_tokenizers import Bert
from workbench.core.runtime.events import run
from workbench.core.training import TrainConfig, train


def _words(sample_corpus: str, kind: str) -> dict[str, int]:
    text = gzip.open(sample_corpus, "rt", encoding="utf-8").read()[:100_000] + "é你👍🏽"
    words: dict[str, int] = {}
    for word in TrainConfig(pre_tokenizer=kind).build_pre_tokenizer().words(text):
        words[word] = words.get(word, 0) + 1
    return words


@pytest.fixture(scope="module")
def byte_level(sample_corpus):
    config = TrainConfig(algorithm="bpe", vocab_size=700)
    return run(train(config, _words(sample_corpus, "byte-level")))


@pytest.fixture(scope="module")
def wordpiece(sample_corpus):
    config = TrainConfig(algorithm="wordpiece", vocab_size=500)
    return run(train(config, _words(sample_corpus, "bert")))


any_text = st.text(st.characters(codec="utf-8"), max_size=80)


@settings(max_examples=300, deadline=None)
@given(text=any_text)
def test_byte_level_decode_inverts_encode(byte_level, text):
    assert byte_level.decode(byte_level.encode(text).ids) == text


@settings(max_examples=300, deadline=None)
@given(text=any_text)
def test_byte_level_offsets_slice_the_token_text(byte_level, text):
    """A token of whole characters is exactly text[start:end]; a token holding only some bytes of
    a character gets the smallest span of whole characters that contains its bytes."""
    encoding = byte_level.encode(text)
    for token, (start, end) in zip(encoding.tokens, encoding.offsets):
        piece = text[start:end]
        raw = bytes(CHAR_TO_BYTE[c] for c in token)
        if raw.decode("utf-8", errors="replace") == piece:
            continue
        assert raw in piece.encode("utf-8")
        assert raw not in piece[1:].encode("utf-8") and raw not in piece[:-1].encode("utf-8")


@settings(max_examples=300, deadline=None)
@given(text=any_text)
def test_wordpiece_offsets_slice_the_token_text(wordpiece, text):
    encoding = wordpiece.encode(text)
    for token, (start, end) in zip(encoding.tokens, encoding.offsets):
        if token != "[UNK]":
            assert text[start:end] == token.removeprefix("##")
        else:  # an unknown word, or the special token itself typed in the text
            assert text[start:end] in Bert().words(text) + ["[UNK]"]


@pytest.fixture(scope="module")
def unigram(sample_corpus):
    config = TrainConfig(algorithm="unigram", vocab_size=400, seed_size=4000)
    return run(train(config, _words(sample_corpus, "metaspace")))


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_unigram_decode_inverts_encode_for_known_characters(unigram, data):
    """Text made of characters in the vocabulary, not starting with a space (a leading space is
    indistinguishable from the '▁' every text gets, as in SentencePiece)."""
    pieces = [p for p in unigram.vocab if p not in unigram.special_tokens]
    known = sorted({c for piece in pieces for c in piece if c != "▁"} | {" "})
    text = data.draw(st.lists(st.sampled_from(known), max_size=60).map("".join))
    text = text.lstrip(" ")
    encoding = unigram.encode(text)
    assert "<unk>" not in encoding.tokens
    assert unigram.decode(encoding.ids) == text
    for token, (start, end) in zip(encoding.tokens, encoding.offsets):
        assert token.lstrip("▁") == text[start:end].lstrip(" ") or token == "▁"
