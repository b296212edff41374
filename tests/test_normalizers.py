"""Normalizers transform like `tokenizers`' and keep offsets pointing into the original text."""

import pytest
from tokenizers import normalizers as hf

from workbench.core.normalizers import NORMALIZER_NAMES, build_normalizer

HF = {
    "nfc": hf.NFC(), "nfd": hf.NFD(), "nfkc": hf.NFKC(), "nfkd": hf.NFKD(),
    "lowercase": hf.Lowercase(), "strip-accents": hf.Sequence([hf.NFD(), hf.StripAccents()]),
}
TEXT = "Ｈéllo ＡＢＣ ﬁne Crème İstanbul ΣΑΣ x\u0301 ①² 한국어 Å"


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


@pytest.mark.parametrize("spec", ["nfkc", "nfd", "strip-accents", "lowercase", "nfkc,lowercase"])
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
