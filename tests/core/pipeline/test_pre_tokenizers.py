"""Pre-tokenizers split exactly as `tokenizers`' namesakes, offsets included."""

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Regex, Tokenizer, models
from tokenizers import pre_tokenizers as hf

from workbench.core.pipeline.normalizers import NormalizedString
from workbench.core.pipeline.pre_tokenizers import (
    PREPEND_SCHEMES, Bert, ByteLevel, CharDelimiterSplit, Digits, Metaspace, Punctuation,
    Split, UnicodeScripts, Whitespace, build_pre_tokenizer, pre_tokenizer_from_json,
)
from workbench.core.pipeline.unicode_scripts import _DIFFERENT

PAIRS = [
    (ByteLevel(add_prefix_space=False), hf.ByteLevel(add_prefix_space=False)),
    (ByteLevel(add_prefix_space=True), hf.ByteLevel(add_prefix_space=True)),
    (Bert(), hf.BertPreTokenizer()),
    (Whitespace(), hf.Whitespace()),
] + [(Metaspace(s), hf.Metaspace(prepend_scheme=s)) for s in PREPEND_SCHEMES] + [
    (Metaspace(replacement="-"), hf.Metaspace(replacement="-"))]
IDS = ["byte-level", "byte-level-prefix", "bert", "whitespace"] + [
    f"metaspace-{s}" for s in PREPEND_SCHEMES] + ["metaspace-dash"]


def ours(pre_tokenizer, text):
    return [(piece.text, piece.original_span(0, len(piece.text)))
            for piece in pre_tokenizer.pre_tokenize(NormalizedString.from_text(text))]


@pytest.mark.parametrize(("mine", "theirs"), PAIRS, ids=IDS)
@pytest.mark.parametrize("variant", ["plain", "leading space", "only spaces", "empty", "metaspace char"])
def test_splits_like_tokenizers(mine, theirs, variant, multilingual):
    text = {"plain": multilingual, "leading space": " " + multilingual, "only spaces": "   ",
            "empty": "", "metaspace char": "▁a  ▁ b"}[variant]
    assert ours(mine, text) == theirs.pre_tokenize_str(text)


@pytest.mark.parametrize(("mine", "theirs"), PAIRS, ids=IDS)
@pytest.mark.parametrize("lead", ["", " "])
def test_fast_word_split_agrees(mine, theirs, lead, multilingual):
    text = lead + multilingual
    assert [mine.model_text(w) for w in mine.words(text)] == [
        w for w, _ in theirs.pre_tokenize_str(text)
    ]


line_text = st.lists(st.sampled_from(list("ab é1 \t\r\x0b.'s✓你\n") + ["  ", "'s", "\n\n"]),
                     max_size=40).map("".join)


@pytest.mark.parametrize("pre_tokenizer", [
    ByteLevel(), ByteLevel(add_prefix_space=True), Bert(), Whitespace(), Metaspace(),
    Metaspace("never"),
], ids=["byte-level", "byte-level-prefix", "bert", "whitespace", "metaspace", "metaspace-never"])
@settings(max_examples=200, deadline=None)
@given(block=line_text)
def test_block_of_lines_splits_like_each_line(pre_tokenizer, block):
    lines = block.split("\n")
    one_by_one = [w for i, line in enumerate(lines)
                  for w in pre_tokenizer.words(line + ("\n" if i < len(lines) - 1 else ""))]
    assert pre_tokenizer.words_of_lines(block) == one_by_one


TRAINABLE = [ByteLevel(), ByteLevel(add_prefix_space=True), Bert(), Whitespace()] + [
    Metaspace(s) for s in PREPEND_SCHEMES] + [Metaspace(replacement="-")]


@pytest.mark.parametrize("pre_tokenizer", TRAINABLE, ids=IDS)
@settings(max_examples=200, deadline=None)
@given(texts=st.lists(line_text | st.sampled_from(["", " ", "▁", "▁▁a", " a ", "-", "a-b"]),
                     max_size=6))
def test_counting_counts_the_words_in_order_of_first_appearance(pre_tokenizer, texts):
    """`count` (each text its own sequence) and `count_lines` agree with `words` word by word,
    the order of the table included (it decides ties in training)."""
    words = [w for text in texts for w in pre_tokenizer.words(text)]
    expected = list(Counter(words).items())
    assert list(pre_tokenizer.count(texts).items()) == expected
    block = "\n".join(texts)
    assert list(pre_tokenizer.count_lines(block).items()) == list(
        Counter(pre_tokenizer.words_of_lines(block)).items())


def test_unknown_pre_tokenizer_is_refused():
    with pytest.raises(ValueError, match="choose from"):
        build_pre_tokenizer("sentencepiece")


FOREIGN = [
    hf.Digits(individual_digits=True), hf.Digits(individual_digits=False),
    *[hf.Punctuation(behavior=b) for b in
      ("removed", "isolated", "merged_with_previous", "merged_with_next", "contiguous")],
    hf.WhitespaceSplit(),
    hf.Split(Regex(r"\s+|\d"), behavior="merged_with_next", invert=False),
    hf.Split(Regex(r"\p{L}+"), behavior="removed", invert=True),
    hf.Split(" ", behavior="merged_with_previous"),
    hf.Split(Regex(r"[aeiou]"), behavior="contiguous", invert=True),
    hf.Split(Regex(r"^.|\n$|\Z"), behavior="isolated"),  # Ruby syntax: line anchors
    hf.ByteLevel(add_prefix_space=True, use_regex=False),
    hf.ByteLevel(trim_offsets=False),  # (read and written back, for the post-processing)
    hf.Metaspace(prepend_scheme="first", split=False),
    hf.Sequence([hf.WhitespaceSplit(), hf.Metaspace(prepend_scheme="first")]),
    hf.Sequence([hf.Punctuation(), hf.ByteLevel(add_prefix_space=True, use_regex=False)]),
    hf.CharDelimiterSplit(" "), hf.CharDelimiterSplit("é"),
    hf.FixedLength(5), hf.FixedLength(1), hf.FixedLength(3),
    hf.UnicodeScripts(),
    hf.Sequence([hf.WhitespaceSplit(), hf.UnicodeScripts(), hf.FixedLength(2)]),
    *[hf.Metaspace(replacement="-", prepend_scheme=s) for s in PREPEND_SCHEMES],
    hf.Metaspace(replacement="é", split=False),
    hf.Sequence([hf.WhitespaceSplit(), hf.Metaspace(replacement="_", prepend_scheme="first")]),
]


@pytest.mark.parametrize("theirs", FOREIGN, ids=lambda p: json.dumps(json.loads(p.__getstate__())))
@pytest.mark.parametrize("variant", ["plain", "leading space", "only spaces", "empty", "marks"])
def test_components_read_from_tokenizer_json_split_like_tokenizers(theirs, variant, multilingual):
    text = {"plain": multilingual, "leading space": " " + multilingual, "only spaces": "   ",
            "empty": "", "marks": "-a  - b ▁c--d_é _\nx\n\ny\n"}[variant]
    mine = pre_tokenizer_from_json(json.loads(theirs.__getstate__()))
    assert ours(mine, text) == theirs.pre_tokenize_str(text)
    assert mine.to_json() == json.loads(theirs.__getstate__())


@pytest.mark.parametrize("data, message", [
    ({"type": "Metaspace", "replacement": "ab"}, "replacement"),
    ({"type": "Metaspace", "replacement": "-", "add_prefix_space": False}, "prepend_scheme"),
])
def test_metaspace_settings_tokenizers_refuses_are_refused(data, message):
    with pytest.raises(Exception):
        _hf_pre_tokenizer(data)
    with pytest.raises(ValueError, match=message):
        pre_tokenizer_from_json(data)


def _hf_pre_tokenizer(data: dict):
    tokenizer = json.loads(Tokenizer(models.BPE()).to_str())
    return Tokenizer.from_str(json.dumps({**tokenizer, "pre_tokenizer": data}))


@pytest.mark.parametrize(("mine", "theirs"), PAIRS[:4], ids=IDS[:4])
def test_counting_texts_with_a_character_tokenizers_sees_as_unassigned(mine, theirs):
    """U+323B0 is a letter for the `regex` module, unassigned for `tokenizers` (see
    char_classes): the counted words are still `tokenizers`' words, in order."""
    texts = ["a\U000323b0b c", "\U000323b0 a!", "c"]
    expected = Counter(w for text in texts for w, _ in theirs.pre_tokenize_str(text))
    counted = [(mine.model_text(word), n) for word, n in mine.count(texts).items()]
    assert counted == list(expected.items())


@pytest.mark.parametrize(("make_mine", "make_theirs"), [
    (Digits, hf.Digits), (Punctuation, hf.Punctuation),
], ids=["digits", "punctuation"])
def test_digits_and_punctuation_use_tokenizers_tables_and_defaults(make_mine, make_theirs):
    """U+11DE0 is a number for Rust's `is_numeric` (Digits), not for Oniguruma; U+061D is
    punctuation for Oniguruma but not in BERT's table (Punctuation), U+166D the other way
    round (see char_classes). Made with no argument, each is `tokenizers`' default."""
    mine, theirs = make_mine(), make_theirs()
    text = "a\U00011de0b\u061dc1\u166d2 3"
    assert ours(mine, text) == theirs.pre_tokenize_str(text)
    assert mine.to_json() == json.loads(theirs.__getstate__())


@pytest.mark.parametrize("make, message", [
    (lambda: Punctuation("Whatever"), "split behavior 'Whatever' is not supported"),
    (lambda: Split({"String": " "}, "Whatever"), "split behavior 'Whatever' is not supported"),
    (lambda: CharDelimiterSplit("ab"), "CharDelimiterSplit delimiter 'ab' is not one character"),
    (lambda: Metaspace("sometimes"), "prepend_scheme must be one of always, first, never"),
    # (`tokenizers` reads it, then panics when it pre-tokenizes: "chunk size must be non-zero")
    (lambda: pre_tokenizer_from_json({"type": "FixedLength", "length": 0}),
     "FixedLength length must be positive, not 0"),
])
def test_settings_without_meaning_are_refused_naming_them(make, message):
    with pytest.raises(ValueError, match=f"^{message}$"):
        make()


@pytest.mark.parametrize("replacement", ["▁", "-"])
def test_metaspace_cuts_a_whole_text_only_at_spaces_and_its_replacement(replacement):
    text = "aX bXX-c▁d  e"
    theirs = hf.Metaspace(replacement=replacement, prepend_scheme="first")
    parts = Metaspace("first", replacement=replacement).cut(text)
    assert "".join(parts) == text
    assert [piece for piece in parts[1::2] if piece] == [
        text[a:b] for _, (a, b) in theirs.pre_tokenize_str(text)]


@pytest.mark.parametrize(("mine", "theirs"), PAIRS[2:], ids=IDS[2:])
def test_pre_tokenizers_write_the_json_tokenizers_writes(mine, theirs):
    assert mine.to_json() == json.loads(theirs.__getstate__())


def test_an_older_metaspace_without_prefix_space_reads_with_never_and_is_refused_otherwise():
    data = {"type": "Metaspace", "replacement": "▁", "add_prefix_space": False}
    never = {**data, "prepend_scheme": "never"}
    text = "a b  c"
    theirs = _hf_pre_tokenizer(never).pre_tokenizer
    assert ours(pre_tokenizer_from_json(never), text) == theirs.pre_tokenize_str(text)
    with pytest.raises(ValueError, match="^Metaspace add_prefix_space false does not match its "
                                         "prepend_scheme 'first'$"):
        pre_tokenizer_from_json({**data, "prepend_scheme": "first"})


@pytest.mark.parametrize("written, theirs", [
    ({"type": "ByteLevel"}, hf.ByteLevel()),
    ({"type": "Metaspace", "replacement": "▁"}, hf.Metaspace()),
    ({"type": "Split", "pattern": {"String": " "}, "behavior": "Isolated"},
     hf.Split(" ", behavior="isolated")),
    ({"type": "Digits"}, hf.Digits()),
    ({"type": "Punctuation"}, hf.Punctuation()),
    ({"type": "FixedLength"}, hf.FixedLength()),
    ({"type": "Sequence", "pretokenizers": [{"type": "Digits"}]}, hf.Sequence([hf.Digits()])),
    ({"type": "Sequence"}, hf.Sequence([])),
], ids=lambda c: c["type"] if isinstance(c, dict) else "")
def test_a_setting_left_out_is_tokenizers_default(written, theirs):
    """A section without its optional settings reads as `tokenizers`' pre-tokenizer made with
    its defaults (as `tokenizers` reads the Metaspace, Punctuation and FixedLength ones; a
    Sequence without its list, which `tokenizers` refuses, as an empty one, written back with
    its list so that the saved file loads there)."""
    assert pre_tokenizer_from_json(written).to_json() == json.loads(theirs.__getstate__())


def test_scripts_at_the_edges_of_the_corrected_ranges_are_tokenizers():
    """Each code point just before, at the first, at the last and just after each range where
    the workbench corrects the `regex` module's scripts, after a Latin and a Greek letter in
    turn: split where `tokenizers`' UnicodeScripts splits."""
    edges = sorted({code for first, last, _ in _DIFFERENT
                    for code in (first - 1, first, last, last + 1)})
    for letter in "aα":
        text = "".join(chr(code) + letter for code in edges)
        pieces = [(piece.text, piece.original_span(0, len(piece.text)))
                  for piece in UnicodeScripts().pre_tokenize(NormalizedString.from_text(text))]
        assert pieces == hf.UnicodeScripts().pre_tokenize_str(text)
