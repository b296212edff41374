"""Expectations of `tokenizers`' own tests for normalizers, pre-tokenizers, decoders,
post-processors and the tokenizer's added tokens, ported to the workbench.

Read at huggingface/tokenizers commit 3ba8ad0061a885baf052bbb7bbd22857e73e0c4e: the `#[cfg(test)]`
modules of tokenizers/src/{normalizers,pre_tokenizers,decoders,processors}/ and
bindings/python/tests/bindings/test_{normalizers,pre_tokenizers,decoders,processors,tokenizer}.py.
Expected values are theirs, copied from those tests (test names in comments). Their offsets are
in bytes where the Rust tests say `OffsetType::Byte`; ours are in characters, so such spans are
converted (`chars`). Where a test checks offsets in the normalized text (which we do not report),
only the pieces' text is compared. Components are built from the JSON `tokenizers` writes.
"""

import json

import pytest
from tokenizers import AddedToken
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import decoders as hf_decoders
from tokenizers import models as hf_models
from tokenizers import normalizers as hf_normalizers
from tokenizers import processors as hf_processors

from workbench.core import DecodeStream
from workbench.core.formats import tokenizer_json
from workbench.core.pipeline.added_tokens import AddedToken as WbAddedToken
from workbench.core.pipeline.added_tokens import Matcher
from workbench.core.pipeline.decoders import decoder_from_json
from workbench.core.pipeline.normalizers import NormalizedString, normalizer_from_json
from workbench.core.pipeline.post_processors import post_processor_from_json
from workbench.core.pipeline.pre_tokenizers import pre_tokenizer_from_json
from workbench.core.pipeline.unicode_scripts import ANY, script_of
from workbench.core.tokenizer.encoding import Encoding

LIBRISPEECH = (
    "<pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> "
    "<pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> "
    "<pad> <pad> A | | <pad> M <pad> <pad> <pad> <pad> A <pad> <pad> N <pad> <pad> <pad> "
    "| | | <pad> <pad> <pad> <pad> S <pad> <pad> <pad> A I <pad> D D | | T T <pad> O <pad"
    "> | | T H E E | | | <pad> U U <pad> N N <pad> I <pad> <pad> V <pad> <pad> <pad> E R "
    "R <pad> <pad> <pad> S E E | | <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> "
    "<pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> "
    "<pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> "
    "<pad> S S <pad> <pad> <pad> <pad> I <pad> R R <pad> <pad> | | | <pad> <pad> <pad> <p"
    "ad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <p"
    "ad> <pad> I <pad> <pad> <pad> | <pad> <pad> <pad> E X <pad> <pad> <pad> <pad> <pad> "
    "<pad> <pad> <pad> <pad> <pad> I <pad> S <pad> <pad> T <pad> <pad> | | <pad> <pad> <p"
    "ad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <p"
    "ad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad>"
)
LIBRISPEECH_2 = (
    "<pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> "
    "<pad> <pad> <pad> <pad> <pad> <pad> H <pad> I <pad> S S | | <pad> <pad> <pad> I N <p"
    "ad> <pad> S <pad> T T <pad> <pad> A N C C T <pad> | | | | | <pad> <pad> <pad> <pad> "
    "P <pad> <pad> <pad> <pad> A <pad> <pad> N N N <pad> <pad> I <pad> C <pad> <pad> | | "
    "<pad> W <pad> <pad> A S <pad> | | <pad> <pad> <pad> F <pad> <pad> O L <pad> <pad> L "
    "L O O W E E D | | <pad> B <pad> <pad> <pad> Y <pad> | | | A | | <pad> S S S <pad> M "
    "M <pad> <pad> <pad> A L L <pad> <pad> <pad> <pad> L <pad> | | | <pad> <pad> <pad> <p"
    "ad> S H H <pad> <pad> <pad> <pad> A R R <pad> <pad> P <pad> <pad> | <pad> <pad> <pad"
    "> <pad> <pad> <pad> <pad> <pad> <pad> B <pad> <pad> L L <pad> <pad> <pad> <pad> <pad"
    "> O W W <pad> <pad> | | | <pad> <pad> <pad> <pad> <pad> <pad> <pad> H <pad> <pad> <p"
    "ad> <pad> <pad> <pad> <pad> I G H H | | <pad> <pad> O N <pad> | | H <pad> I S S | | "
    "<pad> <pad> C H H <pad> <pad> <pad> E <pad> S S <pad> T T <pad> <pad> | | | <pad> <p"
    "ad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <p"
    "ad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad> <pad>"
)


def chars(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """A byte span of `text` as a character span."""
    data = text.encode("utf-8")
    return len(data[:span[0]].decode("utf-8")), len(data[:span[1]].decode("utf-8"))


def split(pre_tokenizer: dict, text: str, normalizer: dict | None = None) -> list[tuple[str, tuple[int, int]]]:
    """Pieces and their spans in the original text."""
    ns = normalizer_from_json(normalizer).normalize(text)
    pieces = pre_tokenizer_from_json(pre_tokenizer).pre_tokenize(ns)
    return [(p.text, p.original_span(0, len(p.text))) for p in pieces]


def in_chars(text: str, expected: list[tuple[str, tuple[int, int]]]) -> list[tuple[str, tuple[int, int]]]:
    return [(piece, chars(text, span)) for piece, span in expected]


def normalized(normalizer: dict, text: str) -> NormalizedString:
    return normalizer_from_json(normalizer).normalize(text)


def per_char(ns: NormalizedString, byte_alignments: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`tokenizers`' alignments (one per normalized byte, spans in original bytes) as ours (one
    per normalized character, spans in original characters)."""
    out, position = [], 0
    for char in ns.text:
        out.append(chars(ns.original, byte_alignments[position]))
        position += len(char.encode("utf-8"))
    return out


def decode_chain(decoder: dict, tokens: list[str]) -> list[str]:
    return decoder_from_json(decoder).decode_chain(tokens)


BERT = {"type": "BertPreTokenizer"}
BYTE_LEVEL = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True}
METASPACE = {"type": "Metaspace", "replacement": "▁", "prepend_scheme": "always", "split": True}
WHITESPACE_SPLIT = {"type": "WhitespaceSplit"}
PUNCTUATION = {"type": "Punctuation", "behavior": "Isolated"}
HOW = "How are you doing?"
HEY = "Hey friend!     How are you?!?"
GOING = "Hello my friend, how is your day going?"
GOING_SPLIT = [("Hello", (0, 5)), ("Ġmy", (5, 8)), ("Ġfriend", (8, 15)), (",", (15, 16)),
               ("Ġhow", (16, 20)), ("Ġis", (20, 23)), ("Ġyour", (23, 28)), ("Ġday", (28, 32)),
               ("Ġgoing", (32, 38)), ("?", (38, 39))]

# (test, pre-tokenizer, text, expected pieces with byte spans in the original text)
PRE_TOKENIZER_CASES = [
    ("bert.rs basic", BERT, HEY,
     [("Hey", (0, 3)), ("friend", (4, 10)), ("!", (10, 11)), ("How", (16, 19)), ("are", (20, 23)),
      ("you", (24, 27)), ("?", (27, 28)), ("!", (28, 29)), ("?", (29, 30))]),
    ("byte_level.rs pre_tokenization", BYTE_LEVEL, GOING, GOING_SPLIT),
    ("byte_level.rs pre_tokenization_no_regex", {**BYTE_LEVEL, "add_prefix_space": True, "use_regex": False},
     GOING, [("ĠHelloĠmyĠfriend,ĠhowĠisĠyourĠdayĠgoing?", (0, 39))]),
    ("byte_level.rs handling_of_newlines", BYTE_LEVEL, "Hello there\nHello there",
     [("Hello", (0, 5)), ("Ġthere", (5, 11)), ("Ċ", (11, 12)), ("Hello", (12, 17)), ("Ġthere", (17, 23))]),
    ("byte_level.rs handling_of_multiple_whitespaces", BYTE_LEVEL, "Hello there       dear",
     [("Hello", (0, 5)), ("Ġthere", (5, 11)), ("ĠĠĠĠĠĠ", (11, 17)), ("Ġdear", (17, 22))]),
    ("byte_level.rs offsets_when_char_split_up", BYTE_LEVEL, "i⭢j",
     [("i", (0, 1)), ("âŃ¢", (1, 4)), ("j", (4, 5))]),
    ("digits.rs numbers", {"type": "Digits", "individual_digits": False}, "Hey 123 friend!",
     [("Hey ", (0, 4)), ("123", (4, 7)), (" friend!", (7, 15))]),
    ("digits.rs individual_digits", {"type": "Digits", "individual_digits": True}, "Hey 123 friend!",
     [("Hey ", (0, 4)), ("1", (4, 5)), ("2", (5, 6)), ("3", (6, 7)), (" friend!", (7, 15))]),
    ("fixed_length.rs basic", {"type": "FixedLength", "length": 5}, "Hello world",
     [("Hello", (0, 5)), (" worl", (5, 10)), ("d", (10, 11))]),
    ("fixed_length.rs basic", {"type": "FixedLength", "length": 5}, "Short", [("Short", (0, 5))]),
    ("fixed_length.rs basic", {"type": "FixedLength", "length": 5}, "", []),
    ("fixed_length.rs custom_length", {"type": "FixedLength", "length": 3}, "Hello world",
     [("Hel", (0, 3)), ("lo ", (3, 6)), ("wor", (6, 9)), ("ld", (9, 11))]),
    ("fixed_length.rs utf8_characters", {"type": "FixedLength", "length": 3}, "Hello 👋 world",
     [("Hel", (0, 3)), ("lo ", (3, 6)), ("👋 w", (6, 12)), ("orl", (12, 15)), ("d", (15, 16))]),
    ("test_pre_tokenizers.py TestFixedLength", {"type": "FixedLength"}, "ATCCTGGTACTG",
     [("ATCCT", (0, 5)), ("GGTAC", (5, 10)), ("TG", (10, 12))]),
    ("test_pre_tokenizers.py TestFixedLength", {"type": "FixedLength", "length": 10}, "ATCCTGGTACTG",
     [("ATCCTGGTAC", (0, 10)), ("TG", (10, 12))]),
    ("metaspace.rs basic", METASPACE, "Hey friend!", [("▁Hey", (0, 3)), ("▁friend!", (3, 11))]),
    ("metaspace.rs multiple_spaces", METASPACE, "Hey   friend!",
     [("▁Hey", (0, 3)), ("▁", (3, 4)), ("▁", (4, 5)), ("▁friend!", (5, 13))]),
    ("punctuation.rs punctuation_basic", PUNCTUATION, HEY,
     [("Hey friend", (0, 10)), ("!", (10, 11)), ("     How are you", (11, 27)), ("?", (27, 28)),
      ("!", (28, 29)), ("?", (29, 30))]),
    ("punctuation.rs deserialization (Isolated by default)", {"type": "Punctuation"}, HEY,
     [("Hey friend", (0, 10)), ("!", (10, 11)), ("     How are you", (11, 27)), ("?", (27, 28)),
      ("!", (28, 29)), ("?", (29, 30))]),
    ("sequence.rs sequence_basic", {"type": "Sequence", "pretokenizers": [WHITESPACE_SPLIT, PUNCTUATION]},
     HEY, [("Hey", (0, 3)), ("friend", (4, 10)), ("!", (10, 11)), ("How", (16, 19)), ("are", (20, 23)),
           ("you", (24, 27)), ("?", (27, 28)), ("!", (28, 29)), ("?", (29, 30))]),
    ("whitespace.rs basic", {"type": "Whitespace"}, "Hey man!", [("Hey", (0, 3)), ("man", (4, 7)), ("!", (7, 8))]),
    ("whitespace.rs basic", {"type": "Whitespace"}, HOW,
     [("How", (0, 3)), ("are", (4, 7)), ("you", (8, 11)), ("doing", (12, 17)), ("?", (17, 18))]),
    ("whitespace.rs basic", {"type": "Whitespace"}, "\n", []),
    ("whitespace.rs whitespace_split", WHITESPACE_SPLIT, "Hey man!", [("Hey", (0, 3)), ("man!", (4, 8))]),
    ("whitespace.rs whitespace_split", WHITESPACE_SPLIT, "Hey, man, Good?",
     [("Hey,", (0, 4)), ("man,", (5, 9)), ("Good?", (10, 15))]),
    ("unicode_scripts basic", {"type": "UnicodeScripts"}, "どこで生れ。Yes",
     [("どこで生れ", (0, 15)), ("。", (15, 18)), ("Yes", (18, 21))]),
    ("unicode_scripts spaces_are_included_in_every_script", {"type": "UnicodeScripts"}, "Apples are りんご 林檎",
     [("Apples are ", (0, 11)), ("りんご 林檎", (11, 27))]),
]
SPLIT_WORDS = {"type": "Split", "pattern": {"Regex": r"\w+|[^\w\s]+"}, "invert": True}
PRE_TOKENIZER_CASES += [
    ("split.rs basic Removed", {**SPLIT_WORDS, "behavior": "Removed"}, HOW,
     [("How", (0, 3)), ("are", (4, 7)), ("you", (8, 11)), ("doing", (12, 17)), ("?", (17, 18))]),
    ("split.rs basic Isolated", {**SPLIT_WORDS, "behavior": "Isolated"}, HOW,
     [("How", (0, 3)), (" ", (3, 4)), ("are", (4, 7)), (" ", (7, 8)), ("you", (8, 11)), (" ", (11, 12)),
      ("doing", (12, 17)), ("?", (17, 18))]),
    ("split.rs basic MergedWithPrevious", {**SPLIT_WORDS, "behavior": "MergedWithPrevious"}, HOW,
     [("How ", (0, 4)), ("are ", (4, 8)), ("you ", (8, 12)), ("doing", (12, 17)), ("?", (17, 18))]),
    ("split.rs basic MergedWithNext", {**SPLIT_WORDS, "behavior": "MergedWithNext"}, HOW,
     [("How", (0, 3)), (" are", (3, 7)), (" you", (7, 11)), (" doing", (11, 17)), ("?", (17, 18))]),
    ("split.rs basic Contiguous", {**SPLIT_WORDS, "behavior": "Contiguous"}, HOW,
     [("How", (0, 3)), (" ", (3, 4)), ("are", (4, 7)), (" ", (7, 8)), ("you", (8, 11)), (" ", (11, 12)),
      ("doing?", (12, 18))]),
]


@pytest.mark.parametrize("test, pre_tokenizer, text, expected", PRE_TOKENIZER_CASES,
                         ids=[f"{case[0]}-{i}" for i, case in enumerate(PRE_TOKENIZER_CASES)])
def test_pre_tokenizer_cases(test, pre_tokenizer, text, expected):
    assert split(pre_tokenizer, text) == in_chars(text, expected)


def test_bert_pre_tokenizer_chinese_chars():
    """bert.rs chinese_chars: spaces put around the ideographs (BertNormalizer's job) first."""
    spaced = {"type": "BertNormalizer", "clean_text": False, "handle_chinese_chars": True,
              "strip_accents": False, "lowercase": False}
    text = "野口里佳 Noguchi Rika"
    assert split(BERT, text, spaced) == in_chars(text, [
        ("野", (0, 3)), ("口", (3, 6)), ("里", (6, 9)), ("佳", (9, 12)), ("Noguchi", (13, 20)), ("Rika", (21, 25))])


@pytest.mark.parametrize("text", [" " + GOING, GOING])
def test_byte_level_add_prefix_space(text):
    """byte_level.rs add_prefix_space (their offsets there are in the normalized text)."""
    pieces = [piece for piece, _ in split({**BYTE_LEVEL, "add_prefix_space": True}, text)]
    assert pieces == ["ĠHello", "Ġmy", "Ġfriend", ",", "Ġhow", "Ġis", "Ġyour", "Ġday", "Ġgoing", "?"]


def test_byte_level_offsets_slice_whole_characters():
    """byte_level.rs offsets_when_char_split_up, third assertion."""
    text = "i⭢j"
    assert [text[a:b] for _, (a, b) in split(BYTE_LEVEL, text)] == ["i", "⭢", "j"]


@pytest.mark.parametrize("sample", [
    "A Nuskhuri abbreviation of იესუ ქრისტე ( iesu kriste ) \" Jesus Christ \"",
    "An equal number have descenders , like p or q in English : გ , დ , ე , ვ , კ , ლ , ჟ , ტ , უ , ფ , ღ , ყ , ც",
])
def test_byte_level_decode_works_on_separated_tokens(sample):
    """byte_level.rs decode_works_on_separated_tokens: every byte character a token of its own."""
    characters = [c for piece, _ in split(BYTE_LEVEL, sample) for c in piece]
    assert "".join(decode_chain({"type": "ByteLevel"}, characters)) == sample


@pytest.mark.parametrize("data, use_regex", [
    ({"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False}, True),
    ({"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False, "use_regex": True}, True),
    ({"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False, "use_regex": False}, False),
])
def test_byte_level_deserialization(data, use_regex):
    """byte_level.rs deserialization: use_regex defaults to true."""
    assert pre_tokenizer_from_json(data).use_regex is use_regex


def test_metaspace_first_without_split_after_isolating_special_tokens():
    """metaspace.rs non_legacy_meta_space: "<s>" isolated first, then Metaspace (first, no split),
    then Metaspace (always, split) over those pieces."""
    isolate = {"type": "Split", "pattern": {"String": "<s>"}, "behavior": "Isolated", "invert": False}
    first = {**METASPACE, "prepend_scheme": "first", "split": False}
    then_always = {"type": "Sequence", "pretokenizers": [isolate, first, METASPACE]}
    text = "Hey my friend <s>how▁are you"
    assert [p for p, _ in split({"type": "Sequence", "pretokenizers": [isolate, first]}, text)] == [
        "▁Hey▁my▁friend▁", "<s>", "how▁are▁you"]
    assert [p for p, _ in split(then_always, text)] == [
        "▁Hey", "▁my", "▁friend", "▁", "▁<s>", "▁how", "▁are", "▁you"]
    assert [p for p, _ in split({"type": "Sequence", "pretokenizers": [isolate, first]}, " Hey <s>how")] == [
        "▁Hey▁", "<s>", "how"]
    assert [p for p, _ in split({"type": "Sequence", "pretokenizers": [isolate, first]},
                                " Hey <s>how <s>are <s> you")] == [
        "▁Hey▁", "<s>", "how▁", "<s>", "are▁", "<s>", "▁you"]


def test_split_on_a_regex_or_a_string_alike():
    """split.rs regex_string and invert."""
    removed = {"type": "Split", "behavior": "Removed", "invert": False}
    assert split({**removed, "pattern": {"Regex": r"\s+"}}, "Hey, man!") == \
        split({**removed, "pattern": {"String": " "}}, "Hey, man!")
    assert split({**removed, "pattern": {"String": " "}}, "Hello Hello Hello") == \
        split({**removed, "pattern": {"String": "Hello"}, "invert": True}, "Hello Hello Hello")


@pytest.mark.parametrize("data", [
    {"type": "Split", "pattern": {"String": "Hello"}, "behavior": "Removed", "invert": True},
    {"type": "Split", "pattern": {"Regex": r"\s+"}, "behavior": "Isolated", "invert": False},
])
def test_split_serialization(data):
    """split.rs serialization: read and written back the same."""
    assert pre_tokenizer_from_json(data).to_json() == data


@pytest.mark.parametrize("char, script", [
    ("京", "Hani"), ("太", "Hani"), ("い", "Hani"), ("グ", "Hani"), ("ー", "Hani"), ("a", "Latn"),
    ("A", "Latn"), ("0", "Zyyy"), ("$", "Zyyy"), ("@", "Zyyy"), ("-", "Zyyy"), (" ", ANY),
])
def test_unicode_script(char, script):
    """unicode_scripts test_unicode_script (Han, Latin, Common, Any)."""
    assert script_of(char) == script


# Normalizers

BYTE_LEVEL_ALIGNMENTS = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (5, 6)] + [
    span for start in range(6, 33, 3) for span in [(start, start + 3)] * 6]


def test_byte_level_normalizer():
    """byte_level.rs test_byte_level_normalize: text and alignments."""
    ns = normalized({"type": "ByteLevel"}, "Hello 我今天能为你做什么")
    assert ns.text == "HelloĠæĪĳä»Ĭå¤©èĥ½ä¸ºä½łåģļä»Ģä¹Ī"
    assert ns.align == per_char(ns, BYTE_LEVEL_ALIGNMENTS)


def test_prepend_normalizer():
    """prepend.rs test_prepend: text and alignments."""
    ns = normalized({"type": "Prepend", "prepend": "▁"}, "Hello")
    assert ns.text == "▁Hello"
    assert ns.align == per_char(ns, [(0, 1)] * 4 + [(1, 2), (2, 3), (3, 4), (4, 5)])


def test_nfkc_alignments():
    """unicode.rs test_nfkc."""
    ns = normalized({"type": "NFKC"}, "\ufb01")
    assert ns.text == "fi"
    assert ns.align == per_char(ns, [(0, 3), (0, 3)])


def test_strip_accents_of_several_marks():
    """strip.rs test_strip_accents_multiple."""
    ns = normalized({"type": "StripAccents"}, "e\u0304\u0304\u0304o")
    assert ns.text == "eo"
    assert ns.align == per_char(ns, [(0, 1), (7, 8)])


NFKD_STRIP_LOWER = {"type": "Sequence", "normalizers": [
    {"type": "NFKD"}, {"type": "StripAccents"}, {"type": "Lowercase"}]}
VIETNAMESE = (
    "Cụ thể, bạn sẽ tham gia một nhóm các giám đốc điều hành tổ chức, các nhà lãnh đạo doanh nghiệp, "
    "các học giả, chuyên gia phát triển và tình nguyện viên riêng biệt trong lĩnh vực phi lợi nhuận…")

# (test, normalizer, text, expected)
NORMALIZER_CASES = [
    ("strip.rs test_strip_accents", {"type": "StripAccents"}, "Me llamo\u0301", "Me llamo"),
    ("strip.rs test_strip_accents", {"type": "StripAccents"}, "Me llamo", "Me llamo"),
    ("strip.rs test_strip_accents", {"type": "StripAccents"}, "这很简单", "这很简单"),
    ("strip.rs test_vietnamese_bug", {"type": "Sequence", "normalizers": [{"type": "NFKD"}, {"type": "StripAccents"}]},
     "ậ…", "a..."),
    ("strip.rs test_vietnamese_bug", NFKD_STRIP_LOWER, "ậ…", "a..."),
    ("strip.rs test_vietnamese_bug", NFKD_STRIP_LOWER, VIETNAMESE,
     "cu the, ban se tham gia mot nhom cac giam đoc đieu hanh to chuc, cac nha lanh đao doanh nghiep, "
     "cac hoc gia, chuyen gia phat trien va tinh nguyen vien rieng biet trong linh vuc phi loi nhuan..."),
    ("strip.rs test_thai_bug", NFKD_STRIP_LOWER, "ำน\u0e49ำ3ลำ", "านา3ลา"),
    ("replace.rs test_replace", {"type": "Replace", "pattern": {"String": "''"}, "content": "\""},
     "This is a ''test''", "This is a \"test\""),
    ("replace.rs test_replace_regex", {"type": "Replace", "pattern": {"Regex": r"\s+"}, "content": " "},
     "This     is   a         test", "This is a test"),
    ("test_normalizers.py strip_accents", {"type": "BertNormalizer", "strip_accents": True, "lowercase": False,
                                           "handle_chinese_chars": False, "clean_text": False}, "Héllò", "Hello"),
    ("test_normalizers.py handle_chinese_chars", {"type": "BertNormalizer", "strip_accents": False,
                                                  "lowercase": False, "handle_chinese_chars": True,
                                                  "clean_text": False}, "你好", " 你  好 "),
    ("test_normalizers.py clean_text", {"type": "BertNormalizer", "strip_accents": False, "lowercase": False,
                                        "handle_chinese_chars": False, "clean_text": True}, "\ufeffHello", "Hello"),
    ("test_normalizers.py lowercase", {"type": "BertNormalizer", "strip_accents": False, "lowercase": True,
                                       "handle_chinese_chars": False, "clean_text": False}, "Héllò", "héllò"),
    ("test_normalizers.py can_make_sequences", {"type": "Sequence", "normalizers": [
        {"type": "Lowercase"}, {"type": "Strip", "strip_left": True, "strip_right": True}]}, "  HELLO  ", "hello"),
    ("test_normalizers.py TestLowercase", {"type": "Lowercase"}, "HELLO", "hello"),
    ("test_normalizers.py left_strip", {"type": "Strip", "strip_left": True, "strip_right": False},
     "  hello  ", "hello  "),
    ("test_normalizers.py right_strip", {"type": "Strip", "strip_left": False, "strip_right": True},
     "  hello  ", "  hello"),
    ("test_normalizers.py full_strip", {"type": "Strip", "strip_left": True, "strip_right": True},
     "  hello  ", "hello"),
    ("test_normalizers.py TestPrepend", {"type": "Prepend", "prepend": "▁"}, "hello", "▁hello"),
]


@pytest.mark.parametrize("test, normalizer, text, expected", NORMALIZER_CASES,
                         ids=[f"{case[0]}-{i}" for i, case in enumerate(NORMALIZER_CASES)])
def test_normalizer_cases(test, normalizer, text, expected):
    assert normalized(normalizer, text).text == expected
    assert normalizer_from_json(normalizer).normalize_str(text) == expected


@pytest.mark.parametrize("data", [
    {"type": "Replace", "pattern": {"String": "Hello"}, "content": "Hey"},
    {"type": "Replace", "pattern": {"Regex": r"\s+"}, "content": " "},
])
def test_replace_serialization(data):
    """replace.rs serialization: read and written back the same."""
    assert normalizer_from_json(data).to_json() == data


def test_normalizer_sequence_serialization():
    """normalizers/mod.rs normalizer_serialization: an empty Sequence opens; a Sequence holding
    an object with no type, or a Metaspace's fields without a type, does not."""
    assert normalizer_from_json({"type": "Sequence", "normalizers": []}).normalize_str("Ab") == "Ab"
    with pytest.raises(ValueError):
        normalizer_from_json({"type": "Sequence", "normalizers": [{}]})
    with pytest.raises(ValueError):
        normalizer_from_json({"replacement": "▁", "prepend_scheme": "always"})


# Decoders

# (test, decoder, tokens, expected decode_chain)
DECODER_CASES = [
    ("byte_fallback.rs decode", {"type": "ByteFallback"}, ["Hey", "friend!"], ["Hey", "friend!"]),
    ("byte_fallback.rs decode", {"type": "ByteFallback"}, ["<0x61>"], ["a"]),
    ("byte_fallback.rs decode", {"type": "ByteFallback"}, ["<0xE5>"], ["\ufffd"]),
    ("byte_fallback.rs decode", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>"], ["\ufffd", "\ufffd"]),
    ("byte_fallback.rs decode", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>", "<0xab>"], ["叫"]),
    ("byte_fallback.rs decode", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>", "<0xab>", "a"], ["叫", "a"]),
    ("byte_fallback.rs decode", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>", "a"], ["\ufffd", "\ufffd", "a"]),
    ("ctc.rs handmade_sample", {"type": "CTC"}, "<pad> <pad> h e e l l <pad> l o o o <pad>".split(" "),
     ["h", "e", "l", "l", "o"]),
    ("ctc.rs handmade_with_delimiter_sample", {"type": "CTC"},
     "<pad> <pad> h e e l l <pad> l o o o <pad> <pad> | <pad> w o o o r <pad> <pad> l l d <pad> <pad> <pad> <pad>"
     .split(" "), ["h", "e", "l", "l", "o", " ", "w", "o", "r", "l", "d"]),
    ("ctc.rs librispeech_sample", {"type": "CTC"}, LIBRISPEECH.split(" "),
     list("A MAN SAID TO THE UNIVERSE SIR I EXIST ")),
    ("ctc.rs another_librispeech_sample", {"type": "CTC"}, LIBRISPEECH_2.split(" "),
     list("HIS INSTANCT PANIC WAS FOLLOWED BY A SMALL SHARP BLOW HIGH ON HIS CHEST ")),
    ("fuse.rs decode", {"type": "Fuse"}, ["Hey", " friend!"], ["Hey friend!"]),
    ("strip.rs decode", {"type": "Strip", "content": "H", "start": 1, "stop": 0}, ["Hey", " friend!", "HHH"],
     ["ey", " friend!", "HH"]),
    ("strip.rs decode", {"type": "Strip", "content": "y", "start": 0, "stop": 1}, ["Hey", " friend!"],
     ["He", " friend!"]),
    ("byte_level.rs decoding", {"type": "ByteLevel"},
     ["Hello", "Ġmy", "Ġfriend", ",", "Ġhow", "Ġis", "Ġyour", "Ġday", "Ġgoing", "?"], [GOING]),
    ("byte_level.rs decode_unknown_characters", {"type": "ByteLevel"},
     ["Hello", "Ġthere", "Ġdear", "Ġfriend!", "Ġ", "[PA D]"], ["Hello there dear friend! [PA D]"]),
    ("metaspace.rs decode", METASPACE, ["▁Hey", "▁friend!"], ["Hey", " friend!"]),
    ("metaspace.rs decode", {**METASPACE, "prepend_scheme": "never"}, ["▁Hey", "▁friend!"], [" Hey", " friend!"]),
    ("replace.rs test_replace_decode", {"type": "Replace", "pattern": {"String": "_"}, "content": " "},
     ["hello", "_hello"], ["hello", " hello"]),
]


@pytest.mark.parametrize("test, decoder, tokens, expected", DECODER_CASES,
                         ids=[f"{case[0]}-{i}" for i, case in enumerate(DECODER_CASES)])
def test_decoder_cases(test, decoder, tokens, expected):
    assert decode_chain(decoder, tokens) == expected


# (test, decoder, tokens, expected decode)
DECODE_CASES = [
    ("decoders/sequence.rs sequence_basic", {"type": "Sequence", "decoders": [{"type": "CTC"}, METASPACE]},
     ["▁", "▁", "H", "H", "i", "i", "▁", "y", "o", "u"], "Hi you"),
    ("decoders/wordpiece.rs wordpiece_decoder", {"type": "WordPiece", "prefix": "##", "cleanup": False},
     ["##uelo", "Ara", "##új", "##o", "No", "##guera"], "##uelo Araújo Noguera"),
    ("test_decoders.py TestByteLevel", {"type": "ByteLevel"}, ["My", "Ġname", "Ġis", "ĠJohn"], "My name is John"),
    ("test_decoders.py TestReplace", {"type": "Replace", "pattern": {"String": "_"}, "content": " "},
     ["My", "_name", "_is", "_John"], "My name is John"),
    ("test_decoders.py TestWordPiece", {"type": "WordPiece"}, ["My", "na", "##me", "is", "Jo", "##hn"],
     "My name is John"),
    ("test_decoders.py TestWordPiece", {"type": "WordPiece"}, ["I", "'m", "Jo", "##hn"], "I'm John"),
    ("test_decoders.py TestWordPiece", {"type": "WordPiece", "prefix": "__", "cleanup": False},
     ["My", "na", "__me", "is", "Jo", "__hn"], "My name is John"),
    ("test_decoders.py TestWordPiece", {"type": "WordPiece", "prefix": "__", "cleanup": False},
     ["I", "'m", "Jo", "__hn"], "I 'm John"),
    ("test_decoders.py TestByteFallback", {"type": "ByteFallback"}, ["My", " na", "me"], "My name"),
    ("test_decoders.py TestByteFallback", {"type": "ByteFallback"}, ["<0x61>"], "a"),
    ("test_decoders.py TestByteFallback", {"type": "ByteFallback"}, ["<0xE5>"], "\ufffd"),
    ("test_decoders.py TestByteFallback", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>"], "\ufffd\ufffd"),
    ("test_decoders.py TestByteFallback", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>", "<0xab>"], "叫"),
    ("test_decoders.py TestByteFallback", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>", "a"], "\ufffd\ufffda"),
    ("test_decoders.py TestByteFallback", {"type": "ByteFallback"}, ["<0xE5>", "<0x8f>", "<0xab>", "a"], "叫a"),
    ("test_decoders.py TestFuse", {"type": "Fuse"}, ["My", " na", "me"], "My name"),
]


@pytest.mark.parametrize("test, decoder, tokens, expected", DECODE_CASES,
                         ids=[f"{case[0]}-{i}" for i, case in enumerate(DECODE_CASES)])
def test_decode_cases(test, decoder, tokens, expected):
    assert decoder_from_json(decoder).decode(tokens) == expected


@pytest.mark.parametrize("data", [
    {"type": "Sequence", "decoders": [{"type": "ByteFallback"}, METASPACE]},
    {"type": "Sequence", "decoders": [{"type": "Fuse"}, METASPACE]},
])
def test_decoder_serialization(data):
    """decoders/mod.rs decoder_serialization and decoder_serialization_other_no_arg."""
    assert decoder_from_json(data).to_json() == data


def test_decoder_serialization_no_decode():
    """decoders/mod.rs decoder_serialization_no_decode: no type, no decoder."""
    with pytest.raises(ValueError):
        decoder_from_json({"type": "Sequence", "decoders": [{}, METASPACE]})
    with pytest.raises(ValueError):
        decoder_from_json({"replacement": "▁", "prepend_scheme": "always"})


# Post-processors (one sequence; their pair expectations need pair encoding, which we lack)

HELLO_THERE = Encoding(["Hello", "there"], [12, 14], [(0, 5), (6, 11)])


@pytest.mark.parametrize("data, tokens, ids", [
    ({"type": "BertProcessing", "sep": ["[SEP]", 102], "cls": ["[CLS]", 101]},
     ["[CLS]", "Hello", "there", "[SEP]"], [101, 12, 14, 102]),
    ({"type": "RobertaProcessing", "sep": ["</s>", 2], "cls": ["<s>", 0], "trim_offsets": True,
      "add_prefix_space": True}, ["<s>", "Hello", "there", "</s>"], [0, 12, 14, 2]),
])
def test_bert_and_roberta_processing(data, tokens, ids):
    """processors/bert.rs bert_processing, roberta.rs roberta_processing (single sequence)."""
    out = post_processor_from_json(data).process(Encoding(list(HELLO_THERE.tokens), list(HELLO_THERE.ids),
                                                          list(HELLO_THERE.offsets)), True)
    assert (out.tokens, out.ids, out.offsets) == (tokens, ids, [(0, 0), (0, 5), (6, 11), (0, 0)])


SPACED_TOKENS = ["Ġ", "ĠĠĠĠHelloĠĠ", "ĠĠHello", "HelloĠĠ", "ĠĠĠĠ"]
BYTE_LEVEL_PROCESSOR = {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True}


@pytest.mark.parametrize("data", [BYTE_LEVEL_PROCESSOR, {"type": "Sequence", "processors": [BYTE_LEVEL_PROCESSOR]}])
def test_byte_level_processor_trims_offsets(data):
    """pre_tokenizers/byte_level.rs processor_trims_offsets, processors/sequence.rs process_chain."""
    start = Encoding(list(SPACED_TOKENS), [0] * 5, [(0, 1), (0, 11), (11, 18), (18, 25), (25, 29)])
    out = post_processor_from_json(data).process(start, False)
    assert out.offsets == [(0, 0), (4, 9), (13, 18), (18, 23), (29, 29)]


def test_byte_level_processor_keeps_a_leading_prefix_space():
    """byte_level.rs processor_trims_offsets_pre_tokenized."""
    offsets = [(0, 1), (1, 4), (0, 1), (1, 4)]
    start = Encoding(["Ġl", "ove", "Ġl", "ove"], [0] * 4, list(offsets))
    assert post_processor_from_json(BYTE_LEVEL_PROCESSOR).process(start, False).offsets == offsets


# The tokenizer: added tokens, decoding, incremental decoding

def ours(hf: HfTokenizer):
    return tokenizer_json.from_dict(json.loads(hf.to_str()))


def added(*tokens, special=()) -> HfTokenizer:
    hf = HfTokenizer(hf_models.BPE())
    hf.add_special_tokens(list(special))
    hf.add_tokens(list(tokens))
    return hf


def test_encode_added_tokens():
    """test_tokenizer.py test_encode."""
    assert ours(added("my", "name", "is", "john", "pair")).encode("my name is john").tokens == [
        "my", "name", "is", "john"]


def test_decode_added_tokens():
    """test_tokenizer.py test_decode (decode and DecodeStream)."""
    tokenizer = ours(added("my", "name", "is", "john", "pair"))
    assert tokenizer.decode([0, 1, 2, 3]) == "my name is john"
    assert tokenizer.decode([4]) == "pair"
    stream = DecodeStream(tokenizer, skip_special_tokens=False)
    assert [stream.step(i) for i in range(4)] == ["my", " name", " is", " john"]
    assert DecodeStream(tokenizer, ids=[0, 1, 2]).step(3) == " john"


def test_decode_stream_copy_and_prefix_ids():
    """test_tokenizer.py test_decode_stream_copy_and_prefix_ids (the prefilled stream)."""
    tokenizer = ours(added("my", "name", "is", "john"))
    stream = DecodeStream(tokenizer)
    last = [stream.step(i) for i in range(4)][-1]
    assert DecodeStream(tokenizer, ids=[0, 1, 2]).step(3) == last


def test_decode_stream():
    """test_tokenizer.py test_decode_stream: byte fallback waits for a whole character;
    Metaspace drops the space of the first token only."""
    unigram = HfTokenizer(hf_models.Unigram([("<unk>", 0.0), ("<0x20>", -0.1), ("<0xC3>", -0.2), ("<0xA9>", -0.3)],
                                            0, byte_fallback=True))
    unigram.decoder = hf_decoders.ByteFallback()
    stream = DecodeStream(ours(unigram))
    assert [stream.step(1), stream.step(2), stream.step(3)] == [" ", None, "é"]
    metaspace = HfTokenizer(hf_models.Unigram([("<unk>", 0.0), ("▁This", -0.1)], 0, byte_fallback=False))
    metaspace.decoder = hf_decoders.Metaspace()
    stream = DecodeStream(ours(metaspace))
    assert [stream.step(1), stream.step(1)] == ["This", " This"]


def test_decode_special():
    """test_tokenizer.py test_decode_special."""
    hf = HfTokenizer(hf_models.BPE())
    hf.add_tokens([AddedToken("my", special=True), AddedToken("name", special=False), "is", "john", "pair"])
    tokenizer = ours(hf)
    assert tokenizer.decode([0, 1, 2, 3], skip_special_tokens=False) == "my name is john"
    assert tokenizer.decode([0, 1, 2, 3], skip_special_tokens=True) == "name is john"


def test_add_tokens_with_a_byte_level_normalizer():
    """test_tokenizer.py test_add_tokens_with_normalizer and test_normalizer_change_refreshes_added_tokens."""
    hf = HfTokenizer(hf_models.BPE())
    hf.normalizer = hf_normalizers.ByteLevel()
    hf.decoder = hf_decoders.ByteLevel()
    hf.add_tokens([AddedToken("Začnimo", normalized=False, special=True), AddedToken("kuća"), AddedToken("međa")])
    tokenizer = ours(hf)
    encoding = tokenizer.encode("Začnimo" + "kuća" + " " + "međa")
    assert tokenizer.decode(encoding.ids, skip_special_tokens=False) == "Za\rnimokućameđa"
    assert tokenizer.decode(tokenizer.encode("kuća međa").ids, skip_special_tokens=False) == "kućameđa"
    hf.normalizer = None
    tokenizer = ours(hf)
    assert tokenizer.decode(tokenizer.encode("kuća međa").ids, skip_special_tokens=False) == "ku\x07ame\x11a"


def test_post_process_with_a_template():
    """test_tokenizer.py test_post_process (one sequence; then with a trimming ByteLevel first)."""
    hf = added("my", "name", "is", "Ġjohn", "pair", special=["[SEP]", "[CLS]"])
    hf.post_processor = hf_processors.TemplateProcessing(
        single=["[CLS]", "$0", "[SEP]"], pair=["[CLS]:0", "$A", "[SEP]:0", "$B:1", "[SEP]:1"],
        special_tokens=[("[CLS]", 1), ("[SEP]", 0)])
    encoding = ours(hf).encode("my name is Ġjohn", add_special_tokens=True)
    assert encoding.ids == [1, 2, 3, 4, 5, 0]
    assert encoding.offsets == [(0, 0), (0, 2), (3, 7), (8, 10), (11, 16), (0, 0)]
    hf.post_processor = hf_processors.Sequence([hf_processors.ByteLevel(trim_offsets=True), hf.post_processor])
    encoding = ours(hf).encode("my name is Ġjohn", add_special_tokens=True)
    assert encoding.ids == [1, 2, 3, 4, 5, 0]
    assert encoding.offsets == [(0, 0), (0, 2), (3, 7), (8, 10), (12, 16), (0, 0)]


# Added tokens (tokenizer/added_vocabulary.rs). `AddedToken::from(content, special)`: a special
# token is not normalized, another is; ids in the order added, the special ones last.

def extract(tokens: list[WbAddedToken], normalizer: dict | None, text: str,
            encode_special_tokens: bool = False) -> list[tuple[str, list[int] | None]]:
    """AddedVocabulary.extract_and_normalize: the pieces of `text` (normalized except where a
    raw added token matched) with the id of the added token each is, or None."""
    normalize = normalizer_from_json(normalizer).normalize
    ids = {token.content: i for i, token in enumerate(tokens)}
    raw = Matcher([t for t in tokens if not t.normalized])
    in_normalized = Matcher([t for t in tokens if t.normalized], lambda content: normalize(content).text)
    out: list[tuple[str, list[int] | None]] = []
    for start, end, token in raw.segments(text, encode_special_tokens):
        if token is not None:
            out.append((text[start:end], [ids[token]]))
            continue
        piece = normalize(text[start:end]).text
        for a, b, found in in_normalized.segments(piece, encode_special_tokens):
            if a < b:
                out.append((piece[a:b], None if found is None else [ids[found]]))
    return out


def token(content: str, special: bool, **flags) -> WbAddedToken:
    return WbAddedToken(content, special=special, normalized=not special, **flags)


LOWERCASE = {"type": "Lowercase"}


def test_can_extract_added_tokens():
    tokens = [token("my", False), token("name", False), token("[CLS]", True), token("[SEP]", True)]
    assert extract(tokens, None, "[CLS] My name is Anthony [SEP]") == [
        ("[CLS]", [2]), (" My ", None), ("name", [1]), (" is Anthony ", None), ("[SEP]", [3])]


def test_options_use_cases():
    tokens = [token("my", False, lstrip=True, rstrip=True), token("name", False),
              token("ony", False, single_word=True), token("[CLS]", True), token("[SEP]", True)]
    assert extract(tokens, LOWERCASE, "[CLS] My name is Anthony [SEP]") == [
        ("[CLS]", [3]), (" my ", [0]), ("name", [1]), (" is anthony ", None), ("[SEP]", [4])]


def test_empty_matches():
    assert Matcher([]).segments("") == [(0, 0, None)]


def test_single_word_is_correct():
    tokens = [token("<mask>", False, single_word=True)]
    assert extract(tokens, LOWERCASE, "<mask> My name <mask> A<mask> <mask>ony <mask>") == [
        ("<mask>", [0]), (" my name ", None), ("<mask>", [0]), (" a<mask> <mask>ony ", None), ("<mask>", [0])]


def test_single_word_is_unicode_correct():
    tokens = [token("<mask>", False, single_word=True)]
    assert extract(tokens, LOWERCASE, "<mask>, <mask>- ◌̰<mask>") == [
        ("<mask>", [0]), (", ", None), ("<mask>", [0]), ("- ◌̰<mask>", None)]


MASKS = "Hi <mask> there\t<mask>\t<mask>\u2000"


def test_lstrip_unicode_space():
    tokens = [token("<mask>", False, lstrip=True, rstrip=True, single_word=True)]
    assert extract(tokens, LOWERCASE, MASKS) == [
        ("hi", None), (" <mask> ", [0]), ("there", None), ("\t<mask>\t", [0]), ("<mask>\u2000", [0])]


def test_encode_special_tokens():
    tokens = [token("<mask>", True, lstrip=True, rstrip=True, single_word=True), token("ask>", False),
              token("<pad>", True)]
    text = MASKS + " <pad> <mask><pad><pad>"
    assert extract(tokens, LOWERCASE, text, encode_special_tokens=True) == [
        ("hi <m", None), ("ask>", [1]), (" there\t<m", None), ("ask>", [1]), ("\t<m", None), ("ask>", [1]),
        ("\u2000 <pad> <m", None), ("ask>", [1]), ("<pad><pad>", None)]
    assert extract(tokens, LOWERCASE, text) == [
        ("hi", None), (" <mask> ", [0]), ("there", None), ("\t<mask>\t", [0]), ("<mask>\u2000 ", [0]),
        ("<pad>", [2]), (" <mask>", [0]), ("<pad>", [2]), ("<pad>", [2])]


def test_content_preserved_with_normalizer():
    """content_preserved_with_normalizer and refresh_normalized_tokens_on_normalizer_change:
    a normalized token decodes as its normalized content and matches it."""
    hf = HfTokenizer(hf_models.BPE())
    hf.normalizer = hf_normalizers.Lowercase()
    hf.add_tokens([AddedToken("Hello", special=False, normalized=True), AddedToken("[CLS]", special=True)])
    tokenizer = ours(hf)
    assert tokenizer.vocab == ["Hello", "[CLS]"]
    assert tokenizer.decode([0], skip_special_tokens=False) == "hello"
    assert tokenizer.decode([1], skip_special_tokens=False) == "[CLS]"
    assert extract([token("Hello", False)], LOWERCASE, "Hello world")[0] == ("hello", [0])


def test_added_tokens_with_a_byte_level_normalizer():
    """byte_level_normalizer."""
    assert extract([token("my", False), token("今", False)], {"type": "ByteLevel"}, "my今") == [
        ("my", [0]), ("ä»Ĭ", [1])]


# Deserialization (pre_tokenizers/mod.rs, processors/template.rs)

@pytest.mark.parametrize("data, expected", [
    ({"type": "Sequence", "pretokenizers": [{"type": "WhitespaceSplit"}, {"type": "Metaspace", "replacement": "▁",
                                                                           "str_rep": "▁", "add_prefix_space": True}]},
     {"type": "Sequence", "pretokenizers": [{"type": "WhitespaceSplit"}, METASPACE]}),
    ({"type": "Metaspace", "replacement": "▁", "add_prefix_space": True}, METASPACE),
    ({"type": "Sequence", "pretokenizers": [{"type": "WhitespaceSplit"}, {"type": "Metaspace", "replacement": "▁",
                                                                           "add_prefix_space": True}]},
     {"type": "Sequence", "pretokenizers": [{"type": "WhitespaceSplit"}, METASPACE]}),
    ({"type": "Metaspace", "replacement": "▁", "add_prefix_space": True, "prepend_scheme": "first"},
     {**METASPACE, "prepend_scheme": "first"}),
    ({"type": "Metaspace", "replacement": "▁", "add_prefix_space": True, "prepend_scheme": "always"}, METASPACE),
    ({"type": "WhitespaceSplit"}, {"type": "WhitespaceSplit"}),
    ({"type": "Metaspace", "replacement": "▁"}, METASPACE),
])
def test_pre_tokenizer_deserialization(data, expected):
    """pre_tokenizers/mod.rs test_deserialize, test_deserialize_whitespace_split and
    pre_tokenizer_deserialization_no_type (older fields read as the current ones)."""
    assert pre_tokenizer_from_json(data).to_json() == expected


@pytest.mark.parametrize("data", [
    {"replacement": "▁", "add_prefix_space": True, "prepend_scheme": "always"}, {"behavior": "default_split"}])
def test_pre_tokenizer_without_a_type_is_refused(data):
    """pre_tokenizers/mod.rs pre_tokenizer_deserialization_no_type."""
    with pytest.raises(ValueError):
        pre_tokenizer_from_json(data)


def special(token: str, type_id: int) -> dict:
    return {"SpecialToken": {"id": token, "type_id": type_id}}


BERT_TEMPLATE = {
    "type": "TemplateProcessing",
    "single": [special("[CLS]", 0), {"Sequence": {"id": "A", "type_id": 0}}, special("[SEP]", 0)],
    "pair": [special("[CLS]", 0), {"Sequence": {"id": "A", "type_id": 0}}, special("[SEP]", 0),
             {"Sequence": {"id": "B", "type_id": 1}}, special("[SEP]", 1)],
    "special_tokens": {"[CLS]": {"id": "[CLS]", "ids": [1], "tokens": ["[CLS]"]},
                       "[SEP]": {"id": "[SEP]", "ids": [0], "tokens": ["[SEP]"]}},
}


def test_template_processing():
    """processors/template.rs template_processing_serde and template_processing (one sequence)."""
    processor = post_processor_from_json(BERT_TEMPLATE)
    assert processor.to_json() == BERT_TEMPLATE
    out = processor.process(Encoding(["Hello", "there"], [12, 14], [(0, 5), (6, 11)]), True)
    assert (out.tokens, out.ids, out.offsets) == (
        ["[CLS]", "Hello", "there", "[SEP]"], [1, 12, 14, 0], [(0, 0), (0, 5), (6, 11), (0, 0)])


def test_template_with_missing_special_tokens_is_refused():
    """processors/template.rs missing_special_tokens."""
    with pytest.raises(ValueError, match="special_tokens"):
        post_processor_from_json({**BERT_TEMPLATE, "special_tokens": {}})


@pytest.mark.parametrize("data", [
    {"type": "RobertaProcessing", "sep": ["</s>", 2], "cls": ["<s>", 0], "trim_offsets": True,
     "add_prefix_space": True},
    {"type": "BertProcessing", "sep": ["[SEP]", 102], "cls": ["[CLS]", 101]},
])
def test_bert_and_roberta_serialization(data):
    """processors/mod.rs deserialize_bert_roberta_correctly: read and written back the same."""
    assert post_processor_from_json(data).to_json() == data


@pytest.mark.parametrize("data", [
    {"add_prefix_space": True, "trim_offsets": False, "use_regex": False},
    {"type": "RobertaProcessing", "sep": ["</s>", 2]},
])
def test_post_processor_without_its_type_or_fields_is_refused(data):
    """processors/mod.rs post_processor_deserialization_no_type (the refused cases)."""
    with pytest.raises((ValueError, KeyError)):
        post_processor_from_json(data)
