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


@pytest.mark.parametrize("spec", ["nfkc", "nfd", "strip-accents", "lowercase", "nfkc,lowercase", "bert"])
def test_alignment_maps_each_character_back_to_its_source(spec):
    ns = build_normalizer(spec).normalize(TEXT)
    assert len(ns.align) == len(ns.text)
    for char, (start, end) in zip(ns.text, ns.align):
        source = TEXT[start:end]
        assert source, (char, start, end)
        assert char in build_normalizer(spec).normalize_str(source)


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


@pytest.mark.parametrize("theirs", FOREIGN, ids=lambda n: n.__getstate__().decode())
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
