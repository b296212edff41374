"""Normalizers transform like `tokenizers`' and keep offsets pointing into the original text."""

import json

import pytest
import sentencepiece
from sentencepiece import sentencepiece_model_pb2
from tokenizers import Regex
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers
from tokenizers import normalizers as hf

from workbench.core.formats import tokenizer_json
from workbench.core.pipeline.normalizers import NORMALIZER_NAMES, build_normalizer


def sentencepiece_rules(name: str) -> bytes:
    """SentencePiece's compiled rules, straight from the sentencepiece package."""
    spec = sentencepiece_model_pb2.NormalizerSpec()
    spec.ParseFromString(
        sentencepiece.SentencePieceNormalizer(rule_name=name).serialized_normalizer_spec())
    return spec.precompiled_charsmap


HF = {
    "nfc": hf.NFC(), "nfd": hf.NFD(), "nfkc": hf.NFKC(), "nfkd": hf.NFKD(),
    "lowercase": hf.Lowercase(), "strip-accents": hf.Sequence([hf.NFD(), hf.StripAccents()]),
    "bert": hf.BertNormalizer(), "bert-cased": hf.BertNormalizer(strip_accents=False, lowercase=False),
    "spm-nmt-nfkc": hf.Precompiled(sentencepiece_rules("nmt_nfkc")),
    "spm-nfkc": hf.Precompiled(sentencepiece_rules("nfkc")),
}
TEXT = "Ｈéllo ＡＢＣ ﬁne Crème İstanbul ΣΑΣ x\u0301 ①² 한국어 Å दुनिया \x00\x1c\x85\u200b\ufffd 你好"


@pytest.mark.parametrize("name", NORMALIZER_NAMES)
def test_each_normalizer_matches_tokenizers(name, multilingual):
    for text in (TEXT, multilingual):
        assert build_normalizer(name).normalize_str(text) == HF[name].normalize_str(text)
        assert build_normalizer(name).normalize(text).text == HF[name].normalize_str(text)


def test_composition_applies_in_order():
    composed = build_normalizer("nfkd,strip-accents,lowercase")
    expected = hf.Sequence([hf.NFKD(), hf.NFD(), hf.StripAccents(), hf.Lowercase()])
    assert composed.normalize_str(TEXT) == expected.normalize_str(TEXT)
    assert build_normalizer("none").normalize_str(TEXT) == TEXT


SPECS = ["nfc", "nfkc", "nfd", "nfkd", "strip-accents", "lowercase", "nfkc,lowercase", "bert"]


def tokenizers_alignment(spec: str, text: str) -> list[tuple[int, int]]:
    """Each normalized character's span in the original as `tokenizers` gives it: a tokenizer
    whose tokens are single characters reports those spans as offsets."""
    characters = HfTokenizer(models.WordPiece({"[UNK]": 0}, unk_token="[UNK]"))
    characters.normalizer = hf.Sequence([HF[name] for name in spec.split(",")])
    characters.pre_tokenizer = pre_tokenizers.Split(Regex("."), "isolated")
    return characters.encode(text).offsets


@pytest.mark.parametrize("spec", SPECS)
def test_alignment_maps_each_character_back_to_its_source(spec):
    """The spans are `tokenizers`' and each, normalized by `tokenizers`, holds its character."""
    ns = build_normalizer(spec).normalize(TEXT)
    assert len(ns.align) == len(ns.text)
    assert ns.align == tokenizers_alignment(spec, TEXT)
    for char, (start, end) in zip(ns.text, ns.align):
        source = TEXT[start:end]
        assert source, (char, start, end)
        assert char in hf.Sequence([HF[name] for name in spec.split(",")]).normalize_str(source)


# Decomposed letters that compose, marks out of canonical order, Hangul jamo, a ligature and a
# square word with marks on them. `tokenizers` aligns a composed character to the first part
# that brought a character in, and a mark that canonical ordering moved to the place it left.
DECOMPOSED = ("Cre\u0300me e\u0301\u0301 \u1100\u1161\u11a8 A\u0308\u0304 ḱ\u05b0 ﬁ\u0301 "
              "㍿\u0300\u0345")


@pytest.mark.parametrize("spec", SPECS)
def test_alignment_of_composed_and_reordered_characters_is_tokenizers(spec):
    ns = build_normalizer(spec).normalize(DECOMPOSED)
    assert ns.text == hf.Sequence([HF[name] for name in spec.split(",")]).normalize_str(DECOMPOSED)
    assert ns.align == tokenizers_alignment(spec, DECOMPOSED)


def test_unknown_normalizer_names_the_choices():
    with pytest.raises(ValueError, match="unknown normalizer 'nfkx'"):
        build_normalizer("nfkc,nfkx")


FOREIGN = [
    hf.Replace("é", "e\u0301"), hf.Replace(Regex(r"\s+"), " "), hf.Replace(Regex(r"[aeiou]+"), ""),
    hf.Prepend("▁"), hf.Strip(), hf.Strip(left=False, right=True), hf.StripAccents(),
    hf.BertNormalizer(), hf.BertNormalizer(clean_text=False, handle_chinese_chars=False,
                                           strip_accents=True, lowercase=False),
    hf.Sequence([hf.NFKD(), hf.StripAccents(), hf.Replace(" ", "▁"), hf.Prepend("▁")]),
]


# ids a test run can be given back on its command line (mutmut does): no escaped characters
@pytest.mark.parametrize("theirs", FOREIGN, ids=[f"{i}-{json.loads(n.__getstate__())['type']}"
                                                 for i, n in enumerate(FOREIGN)])
def test_components_read_from_tokenizer_json_normalize_like_tokenizers(theirs, multilingual):
    assert_normalizes_like_tokenizers(theirs, multilingual)


def test_sentencepiece_compiled_rules_normalize_like_tokenizers(nfkc_charsmap, multilingual):
    assert_normalizes_like_tokenizers(hf.Precompiled(nfkc_charsmap), multilingual)
    assert_normalizes_like_tokenizers(
        hf.Sequence([hf.Precompiled(nfkc_charsmap), hf.Replace(Regex(" {2,}"), " ")]), multilingual)


def assert_normalizes_like_tokenizers(theirs, multilingual):
    """Text and offsets: with every character a word of its own, each token's offsets show
    where that normalized character came from."""
    hf_tokenizer = HfTokenizer(models.WordPiece({"[UNK]": 0}, unk_token="[UNK]"))
    hf_tokenizer.normalizer = theirs
    hf_tokenizer.pre_tokenizer = pre_tokenizers.Split(Regex("."), "isolated")
    mine = tokenizer_json.from_dict(json.loads(hf_tokenizer.to_str()))
    for text in (TEXT, multilingual, "  ", "", "ﬁ\u0301 \u200bab ㍿ ½ \t\n"):
        assert mine.normalizer.normalize_str(text) == theirs.normalize_str(text)
        assert mine.encode(text).offsets == hf_tokenizer.encode(text).offsets
    assert mine.normalizer.to_json() == json.loads(theirs.__getstate__())
