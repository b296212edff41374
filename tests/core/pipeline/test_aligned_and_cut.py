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
@given(text=st.one_of(ascii_text, random_text, st.lists(st.sampled_from(["a", " ", "▁", "\n"]),
                                                        max_size=8).map("".join)))
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


ALONE = {
    "always": (Metaspace(), hf.Metaspace(), hf.Metaspace()),
    "first": (Metaspace("first"), hf.Metaspace(prepend_scheme="first"),
              hf.Metaspace(prepend_scheme="never")),  # a later piece is not the text's first
    "never": (Metaspace("never"), hf.Metaspace(prepend_scheme="never"),
              hf.Metaspace(prepend_scheme="never")),
    "unsplit": (Metaspace(split=False), hf.Metaspace(split=False), hf.Metaspace(split=False)),
    "byte-level": (ByteLevel(), hf.ByteLevel(add_prefix_space=False),
                   hf.ByteLevel(add_prefix_space=False)),
    "byte-level-no-regex": (ByteLevel(use_regex=False),
                            hf.ByteLevel(add_prefix_space=False, use_regex=False),
                            hf.ByteLevel(add_prefix_space=False, use_regex=False)),
    "bert": (Bert(), hf.BertPreTokenizer(), hf.BertPreTokenizer()),
    "whitespace": (Whitespace(), hf.Whitespace(), hf.Whitespace()),
}


@pytest.mark.parametrize("name", ALONE)
@settings(max_examples=200, deadline=None)
@given(text=st.lists(st.one_of(ascii_text, random_text, st.just("▁")), max_size=4).map("".join))
def test_a_piece_alone_is_what_tokenizers_makes_of_it_in_place(name, text):
    """`alone` of any text (a cut piece or not), as the first piece or a later one: when it
    answers, `tokenizers` makes one piece of that text, covering it character for character."""
    ours, as_first, as_later = ALONE[name]
    pieces = [text, *(ours.cut(text) or [])[1::2]]
    for piece in filter(None, pieces):
        for first, theirs in ((True, as_first), (False, as_later)):
            alone = ours.alone(piece, first)
            if alone is not None:
                assert theirs.pre_tokenize_str(piece) == [(alone, (0, len(piece)))]


def test_a_piece_alone_is_known_only_when_nothing_is_prepended_or_split_or_unsure():
    assert Metaspace().alone(" the", False) == "▁the"
    assert Metaspace().alone("▁the", True) == "▁the"
    assert Metaspace().alone("the", False) is None  # '▁' prepended: not in place
    assert Metaspace("first").alone("the", False) == "the"
    assert Metaspace("first").alone("the", True) is None
    assert Metaspace().alone("▁a b", False) is None  # two pieces
    assert Metaspace(split=False).alone("▁a b", False) == "▁a▁b"
    assert Whitespace().alone("the", False) == "the"
    assert Whitespace().alone("the end", False) is None  # two pieces
    assert Whitespace().alone("naïve", False) is None  # not ASCII: `pre_tokenize` tells
    assert ByteLevel().alone(" the", False) == "Ġthe"
    assert ByteLevel(add_prefix_space=True).alone("the", False) is None  # ' ' prepended
    assert ByteLevel().alone("'st", False) is None  # "'s", "t"
