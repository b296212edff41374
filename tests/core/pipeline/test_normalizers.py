"""Normalizers transform like `tokenizers`' and keep offsets pointing into the original text."""

import base64
import json
import unicodedata

import pytest
import sentencepiece
from hypothesis import given, settings
from hypothesis import strategies as st
from sentencepiece import sentencepiece_model_pb2
from tokenizers import Regex
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, pre_tokenizers
from tokenizers import normalizers as hf

from support import NORMAL_FORM_EDGES, one_rule_charsmap
from workbench.core.formats import tokenizer_json
from workbench.core.pipeline.normalizers import NORMALIZER_NAMES, build_normalizer, normalizer_from_json


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


@pytest.mark.parametrize("name", NORMALIZER_NAMES)
def test_each_normalizer_is_written_as_tokenizers_writes_its_namesake(name):
    assert build_normalizer(name).to_json() == json.loads(HF[name].__getstate__())
    both = hf.Sequence([HF[name], hf.Lowercase()])
    assert build_normalizer([name, "lowercase"]).to_json() == json.loads(both.__getstate__())
    assert build_normalizer("none").to_json() is None


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


# Letters (X composes with a dot above), marks of several combining classes, ones that compose
# and ones `tokenizers` holds as starters (U+0898, the Dives Akuru pair), Hangul jamo, a
# ligature, a square word, letters that lowercase oddly, spaces.
LETTERS_AND_MARKS = [*"aeoXxAZ ", "\u0301", "\u0300", "\u0307", "\u0316", "\u0327", "\u0345",
                     "\u05b0", "\u1100", "\u1161", "\u11a8", "ﬁ", "㍿", "é", "Å", "ḱ", "\u0898",
                     "\U00011935", "\U00011930", "İ", "Σ", "\u3000", "你"]


@settings(max_examples=40, deadline=None)
@given(text=st.lists(st.sampled_from(LETTERS_AND_MARKS), max_size=10).map("".join))
def test_small_texts_of_letters_and_marks_normalize_and_align_as_tokenizers(text):
    for spec in SPECS:
        expected = hf.Sequence([HF[name] for name in spec.split(",")]).normalize_str(text)
        assert build_normalizer(spec).normalize_str(text) == expected, spec
        ns = build_normalizer(spec).normalize(text)
        assert (ns.text, ns.align) == (expected, tokenizers_alignment(spec, text)), spec


def test_unknown_normalizer_names_the_choices():
    with pytest.raises(ValueError) as refused:
        build_normalizer("nfkc,nfkx")
    assert str(refused.value) == ("unknown normalizer 'nfkx'; choose from: none, nfc, nfd, nfkc, "
                                  "nfkd, lowercase, strip-accents, bert, bert-cased, spm-nmt-nfkc, "
                                  "spm-nfkc")  # (each a test of its own above: the spec's list)


@pytest.mark.parametrize("section, theirs", [
    ({"type": "BertNormalizer"}, hf.BertNormalizer()),
    ({"type": "BertNormalizer", "strip_accents": True}, hf.BertNormalizer(strip_accents=True)),
    ({"type": "Strip"}, hf.Strip()),
    ({"type": "Strip", "strip_right": False}, hf.Strip(right=False)),
    ({"type": "Sequence"}, hf.Sequence([])),
    ({"type": "Precompiled", "precompiled_charsmap": ""}, hf.Sequence([])),  # sentencepiece's identity
], ids=["bert", "bert-accents", "strip", "strip-left", "sequence", "precompiled"])
def test_a_section_that_leaves_out_fields_opens_with_the_defaults_of_tokenizers_constructors(section, theirs):
    """`tokenizers` refuses these files (or panics); we open them with the values its Python
    constructors give a field left out."""
    text = " \x00\tÉcole À 中文 MIX\u0301 "
    assert normalizer_from_json(section).normalize_str(text) == theirs.normalize_str(text)


FOREIGN = [
    hf.Replace("é", "e\u0301"), hf.Replace(Regex(r"\s+"), " "), hf.Replace(Regex(r"[aeiou]+"), ""),
    hf.Prepend("▁"), hf.Strip(), hf.Strip(left=False, right=True), hf.StripAccents(),
    hf.BertNormalizer(), hf.BertNormalizer(clean_text=False, handle_chinese_chars=False,
                                           strip_accents=True, lowercase=False),
    hf.Sequence([hf.NFKD(), hf.StripAccents(), hf.Replace(" ", "▁"), hf.Prepend("▁")]),
    hf.ByteLevel(), hf.Sequence([hf.NFKC(), hf.ByteLevel()]), hf.Nmt(),
    hf.Replace(Regex(r"\p{L}+"), "L"),  # with letters newer than tokenizers' Unicode 16.0
    # an empty match at the start after Strip, and in a text an earlier step left empty
    hf.Sequence([hf.Strip(), hf.Replace(Regex("^"), "X")]),
    hf.Sequence([hf.Replace(Regex(r"\s+"), ""), hf.Replace(Regex("^|$"), "X")]),
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


@pytest.mark.parametrize("strings", [b"xy\0", b"xy", b"x\0y"])
def test_the_last_replacement_runs_to_the_end_without_its_nul_as_in_tokenizers(strings):
    theirs = hf.Precompiled(one_rule_charsmap(strings))
    mine = normalizer_from_json(json.loads(theirs.__getstate__()))
    assert mine.normalize_str("bab") == theirs.normalize_str("bab")


def test_a_byte_leading_past_the_trie_matches_no_rule():
    """Where `tokenizers` panics (an index out of bounds), the text stays as it is: the root's
    children start at unit 256 of 257, so "\x01" leads to unit 257."""
    blob = one_rule_charsmap(b"\0", size=257, root=256)  # (no room for the key "a")
    written = {"type": "Precompiled", "precompiled_charsmap": base64.b64encode(blob).decode("ascii")}
    assert normalizer_from_json(written).normalize_str("a\x01b") == "a\x01b"


NMT_CONTROLS = "a\x01\x08\x0b\x0c\x0e\x1f\x7f\x8f\x9f\x90\u1680\u200b\u200f\u2028\u2029▁\ufeff\ufffdb"


def assert_normalizes_like_tokenizers(theirs, multilingual):
    """Text and offsets: with every character a word of its own, each token's offsets show
    where that normalized character came from."""
    hf_tokenizer = HfTokenizer(models.WordPiece({"[UNK]": 0}, unk_token="[UNK]"))
    hf_tokenizer.normalizer = theirs
    hf_tokenizer.pre_tokenizer = pre_tokenizers.Split(Regex("."), "isolated")
    mine = tokenizer_json.from_dict(json.loads(hf_tokenizer.to_str()))
    for text in (TEXT, multilingual, "  ", "", "ﬁ\u0301 ﬃ\u20dd \u200bab ㍿ ½ \t\n", NMT_CONTROLS,
                 "a\u0558b \U000323b0", " \u3000ab "):
        assert mine.normalizer.normalize_str(text) == theirs.normalize_str(text)
        assert mine.encode(text).offsets == hf_tokenizer.encode(text).offsets
    assert mine.normalizer.to_json() == json.loads(theirs.__getstate__())


# Every code point once, and the characters whose class BERT's clean-up sees otherwise than the
# `regex` module (format characters newer than its table, unassigned and private-use ones).
EVERY_CODE_POINT = "".join(chr(c) for c in [*range(0xD800), *range(0xE000, 0x110000)])
# Every assigned character of every Unicode version so far lies in planes 0-3 and 14.
EVERY_ASSIGNED = "".join(chr(c) for c in [*range(0xD800), *range(0xE000, 0x40000),
                                          *range(0xE0000, 0xE1000)])
CLASS_EDGES = ("\u0378\u0890\u0891\u08e2\U000110cd\U00013430\U0001343f\ue000\U00050000"
               "\U000e0001\u00ad\x00\ufffd\x1c\t\u2028 a")


def test_bert_clean_up_drops_the_characters_tokenizers_drops():
    clean = hf.BertNormalizer(clean_text=True, handle_chinese_chars=False, strip_accents=False,
                              lowercase=False)
    ours = tokenizer_json.from_dict({**json.loads(HfTokenizer(models.BPE()).to_str()),
                                     "normalizer": json.loads(clean.__getstate__())}).normalizer
    assert ours.normalize_str(EVERY_CODE_POINT) == clean.normalize_str(EVERY_CODE_POINT)
    for char in CLASS_EDGES:
        assert ours.normalize(char).text == clean.normalize_str(char), repr(char)


@pytest.mark.parametrize("theirs", [
    hf.Lowercase(), hf.StripAccents(), hf.NFC(), hf.NFD(), hf.NFKC(), hf.NFKD(),
    hf.BertNormalizer(clean_text=False, handle_chinese_chars=False, strip_accents=True,
                      lowercase=False),
], ids=lambda n: json.loads(n.__getstate__())["type"])
def test_every_code_point_is_lowercased_stripped_and_normalized_as_tokenizers_does(theirs):
    """Their Unicode tables are not Python's: newer letters lowercase, older marks strip, a few
    characters do not decompose. (Each character after a space; for BERT's, whose NFD comes
    from Python's Unicode 14.0, only those NFD leaves alone.)"""
    ours = tokenizer_json.from_dict({**json.loads(HfTokenizer(models.BPE()).to_str()),
                                     "normalizer": json.loads(theirs.__getstate__())}).normalizer
    decomposes = isinstance(theirs, hf.BertNormalizer)  # its NFD first: see above
    spaced = " ".join(c for c in EVERY_ASSIGNED
                      if not decomposes or unicodedata.is_normalized("NFD", c))
    assert ours.normalize_str(spaced) == theirs.normalize_str(spaced)
    for char in "\ua7cb\U00016ea0\U000111c9\u1cf2\u1734\u0301\u0e48Aİ\u32ff\U00011938ﬁ":
        assert ours.normalize(char).text == theirs.normalize_str(char), repr(char)


def test_every_character_is_put_in_normal_form_as_tokenizers_does():
    """Each character with a decomposition or a combining class, alone, decomposed, among marks
    and around the Dives Akuru pair U+11935 U+11930, through the four normal forms of both
    libraries, on the aligned path and the plain one. `tokenizers`' tables hold 98 marks Python's
    gives a class as starters (U+0898-U+089F, U+1ABF-U+1ACE...) and do not compose U+11938: 99
    characters came out otherwise before (issue 21)."""
    forms = [(build_normalizer([form]), getattr(hf, form.upper())())
             for form in ("nfc", "nfd", "nfkc", "nfkd")]
    differ = set()
    for code in range(0x110000):
        char = chr(code)
        if 0xD800 <= code < 0xE000 or not (unicodedata.combining(char)
                                           or unicodedata.decomposition(char)):
            continue
        texts = [char, unicodedata.normalize("NFD", char), f"a{char}\u0316", f"a\u0316{char}",
                 f"a\u0301{char}", f"e{char}\u0301", f"\U00011935{char}\U00011930",
                 f"\U00011935\U00011930{char}"]
        if any(ours.normalize(text, 0).text != theirs.normalize_str(text)
               or ours.normalize_str(text) != theirs.normalize_str(text)
               for ours, theirs in forms for text in texts):
            differ.add(char)
    assert differ == set()


@pytest.mark.parametrize("form", ["NFC", "NFD", "NFKC", "NFKD"])
def test_offsets_around_the_marks_tokenizers_holds_as_starters(form):
    """Each character of the normalized text a token, so that each one's span shows: the same
    as `tokenizers` gives around the marks of support.NORMAL_FORM_EDGES."""
    hf_tokenizer = HfTokenizer(models.WordLevel({"[UNK]": 0}, unk_token="[UNK]"))
    hf_tokenizer.normalizer = getattr(hf, form)()
    hf_tokenizer.pre_tokenizer = pre_tokenizers.Split(Regex("."), "isolated")
    ours = tokenizer_json.from_dict(json.loads(hf_tokenizer.to_str()))
    text = " ".join(f"e\u0301{mark}\u0316\u0301ê{mark}\u0301\u0327"
                    for mark in sorted(NORMAL_FORM_EDGES)) + " \U00011935\U00011930\u0301"
    assert ours.encode(text).offsets == hf_tokenizer.encode(text).offsets


# Oniguruma's Ruby syntax, which `tokenizers` reads a Regex in: line anchors (^ not after a final
# newline), \Z also before a final newline, the flag m lets . match a newline; ^ negating a class
RUBY_PATTERNS = ["^", "$", "^a", "a$", r"\Z", r"\z", r"\A", "^$", "(?m)a.", "(?m:a.)b", "(?i)^A",
                 "(?i-m:a.)", "[^a]$", r"[\^]", r"\^", "[]^]", "[a^]^", r"\[^", "[[:digit:]^]",
                 r"[\n]^", r"a[\n]^"]  # (a line start after a class: at the very end or not)
RUBY_TEXTS = ["a\nb1", "a\r\nb\n", "ab\n\n", "a\n", "\n", "^a^", "A\nb]^\n", "[^\n[^"]


@pytest.mark.parametrize("expression", RUBY_PATTERNS)
def test_a_regex_matches_where_oniguruma_with_ruby_syntax_does(expression):
    theirs = hf.Replace(Regex(expression), "X")
    mine = normalizer_from_json(json.loads(theirs.__getstate__()))
    assert [mine.normalize_str(text) for text in RUBY_TEXTS] == \
        [theirs.normalize_str(text) for text in RUBY_TEXTS]


@pytest.mark.parametrize("theirs", [hf.Replace(Regex("^"), "X"),
                                    hf.Sequence([hf.Strip(), hf.Replace(Regex("^|$"), "X")])],
                         ids=["start", "strip-then-ends"])
def test_what_is_inserted_at_the_start_of_a_text_between_added_tokens_is_placed_as_in_tokenizers(theirs):
    """Each text between added tokens is normalized on its own: an insertion at its start takes
    the offsets where that text starts in the whole text."""
    hf_tokenizer = HfTokenizer(models.WordLevel({"<unk>": 0, "X": 1, "a": 2}, "<unk>"))
    hf_tokenizer.normalizer = theirs
    hf_tokenizer.pre_tokenizer = pre_tokenizers.Split(Regex("."), "isolated")
    hf_tokenizer.add_tokens(["[A]"])
    mine = tokenizer_json.from_dict(json.loads(hf_tokenizer.to_str()))
    for text in ["[A]  ab  ", "  ab[A] b", "a[A][A] \n a[A]  ", "[A]   "]:
        expected = hf_tokenizer.encode(text)
        assert (mine.encode(text).tokens, mine.encode(text).offsets) == (expected.tokens, expected.offsets)
