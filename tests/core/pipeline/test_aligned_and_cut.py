"""The two views of the pipeline that `Tokenizer.encode_many` uses instead of aligning: the
normalized text of a text whose characters stay in place (`Normalizer.aligned_str`), and where a
pre-tokenizer cuts a whole text (`PreTokenizer.cut`), each against `tokenizers`."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import normalizers as hf_normalizers
from tokenizers import pre_tokenizers as hf

from workbench.core.pipeline import build_normalizer
from workbench.core.pipeline.pre_tokenizers import Bert, ByteLevel, Metaspace, Whitespace

from support import ascii_text, random_text

NORMALIZERS = {
    "bert": (lambda: build_normalizer("bert"), hf_normalizers.BertNormalizer),
    "nfkc,lowercase": (lambda: build_normalizer("nfkc,lowercase"),
                       lambda: hf_normalizers.Sequence([hf_normalizers.NFKC(),
                                                        hf_normalizers.Lowercase()])),
    "nfd,strip-accents,lowercase": (
        lambda: build_normalizer("nfd,strip-accents,lowercase"),
        lambda: hf_normalizers.Sequence([hf_normalizers.NFD(), hf_normalizers.StripAccents(),
                                         hf_normalizers.Lowercase()])),
}


@pytest.mark.parametrize("name", NORMALIZERS)
@settings(max_examples=200, deadline=None)
@given(text=st.one_of(ascii_text, random_text))
def test_aligned_normalization_is_tokenizers_and_keeps_characters_in_place(name, text):
    ours, theirs = NORMALIZERS[name][0](), NORMALIZERS[name][1]()
    aligned = ours.aligned_str(text)
    if aligned is None:
        return
    reference = theirs.normalize_str(text)
    assert aligned == reference
    assert len(reference) == len(text)
    ns = ours.normalize(text)
    assert ns.align == [(i, i + 1) for i in range(len(text))]


def test_aligned_normalization_refuses_what_moves_characters():
    assert build_normalizer("bert").aligned_str("a\x01b") is None  # dropped: "ab"
    assert build_normalizer("bert").aligned_str("Crème") is None
    assert build_normalizer("spm-nmt-nfkc").aligned_str("ab") is None  # may add characters
    assert build_normalizer("bert").aligned_str("A\tB\n") == "a b "
    assert build_normalizer("").aligned_str("Crème\x01") == "Crème\x01"


PRE_TOKENIZERS = {
    "byte-level": (ByteLevel, lambda: hf.ByteLevel(add_prefix_space=False)),
    "byte-level-unsplit": (lambda: ByteLevel(use_regex=False),
                           lambda: hf.ByteLevel(add_prefix_space=False, use_regex=False)),
    "bert": (Bert, hf.BertPreTokenizer),
    "whitespace": (Whitespace, hf.Whitespace),
    "metaspace": (Metaspace, hf.Metaspace),
    "metaspace-first": (lambda: Metaspace("first"), lambda: hf.Metaspace(prepend_scheme="first")),
    "metaspace-unsplit": (lambda: Metaspace(split=False), lambda: hf.Metaspace(split=False)),
}


@pytest.mark.parametrize("name", PRE_TOKENIZERS)
@settings(max_examples=200, deadline=None)
@given(text=st.one_of(ascii_text, random_text))
def test_cut_is_where_tokenizers_splits(name, text):
    ours, theirs = PRE_TOKENIZERS[name][0](), PRE_TOKENIZERS[name][1]()
    parts = ours.cut(text)
    if parts is None:
        return
    assert "".join(parts) == text
    spans, position = [], 0
    for gap, piece in zip(parts[::2], parts[1::2]):
        position += len(gap)
        if piece:
            spans.append((position, position + len(piece)))
        position += len(piece)
    assert spans == [span for _, span in theirs.pre_tokenize_str(text)]
