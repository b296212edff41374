"""Added tokens and their flags (single_word, lstrip, rstrip, normalized, special) and
`encode_special_tokens` match as in `tokenizers`: same tokens, ids and offsets."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import AddedToken, Regex
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, normalizers, pre_tokenizers

from workbench.core.formats import tokenizer_json
from workbench.core.pipeline.added_tokens import AddedToken as TokenToAdd
from workbench.core.pipeline.added_tokens import Matcher

FLAGS = ["single_word", "lstrip", "rstrip", "normalized"]
CONTENTS = ["<mask>", "ab", "abc", "Yes", "b", "[X]"]
PIECES = CONTENTS + ["a", "c", "yes", "YES", " ", "  ", "\t", "é", "1", "x", "."]


def reference(flags: dict[str, set[str]], special: set[str], encode_special: bool) -> HfTokenizer:
    """Characters as tokens (a WordPiece of single characters), a lower-casing normalizer, and
    the added tokens with the flags given."""
    hf = HfTokenizer(models.WordPiece({"[UNK]": 0}, unk_token="[UNK]"))
    hf.normalizer = normalizers.Lowercase()
    hf.pre_tokenizer = pre_tokenizers.Split(Regex("."), "isolated")
    hf.add_tokens([AddedToken(content, special=content in special,
                              **{flag: content in flags.get(flag, set()) for flag in FLAGS})
                   for content in CONTENTS])
    hf.encode_special_tokens = encode_special
    return hf


def assert_encodes_alike(hf: HfTokenizer, texts: list[str]) -> None:
    ours = tokenizer_json.from_dict(json.loads(hf.to_str()))
    ours.encode_special_tokens = hf.encode_special_tokens
    for text in texts:
        theirs = hf.encode(text)
        mine = ours.encode(text)
        assert (mine.tokens, mine.ids, mine.offsets) == (theirs.tokens, theirs.ids, theirs.offsets), text
        assert ours.decode(mine.ids) == hf.decode(theirs.ids), text


TEXTS = ["ab abc xab abx ab.", "  <mask>  b<mask>c [X] [X]x", "Yes yes YES yesx Yes.", "b\tb b",
         "", " ", "abcab abab", "é<mask>é", "xYesx YES"]


@pytest.mark.parametrize("flag", FLAGS)
def test_each_flag_matches_as_in_tokenizers(flag):
    assert_encodes_alike(reference({flag: set(CONTENTS)}, set(), False), TEXTS)


def test_encode_special_tokens_encodes_them_as_text():
    hf = reference({"lstrip": {"<mask>"}, "single_word": {"ab"}}, {"<mask>", "ab", "[X]"}, True)
    assert_encodes_alike(hf, TEXTS)
    assert_encodes_alike(reference({}, {"<mask>", "ab", "[X]"}, False), TEXTS)


flag_sets = st.fixed_dictionaries({flag: st.sets(st.sampled_from(CONTENTS)) for flag in FLAGS})


@settings(max_examples=150, deadline=None)
@given(flags=flag_sets, special=st.sets(st.sampled_from(CONTENTS)), encode_special=st.booleans(),
       texts=st.lists(st.lists(st.sampled_from(PIECES), max_size=12).map("".join), min_size=1,
                      max_size=4))
def test_random_flags_and_texts_match_tokenizers(flags, special, encode_special, texts):
    assert_encodes_alike(reference(flags, special, encode_special), texts)


def test_flags_are_written_back():
    hf = reference({flag: {"ab"} for flag in FLAGS}, {"ab"}, False)
    ours = tokenizer_json.from_dict(json.loads(hf.to_str()))
    assert json.loads(tokenizer_json.dumps(ours))["added_tokens"] == json.loads(hf.to_str())["added_tokens"]


def test_an_added_token_normalized_to_nothing_matches_nothing():
    """Its content normalizes to "" (digits removed): `tokenizers` runs out of memory matching
    it, so the reference is `tokenizers` on the same file without it."""
    hf = HfTokenizer(models.WordLevel({"[UNK]": 0, "a": 1, "q": 2}, unk_token="[UNK]"))
    hf.pre_tokenizer = pre_tokenizers.Whitespace()
    hf.add_tokens(["xy"])
    without = json.loads(hf.to_str())
    without["normalizer"] = {"type": "Replace", "pattern": {"Regex": r"\d+"}, "content": ""}
    data = {**without, "added_tokens": without["added_tokens"] + [
        {**without["added_tokens"][0], "id": 4, "content": "12"}]}
    ours = tokenizer_json.from_dict(data)
    reference = HfTokenizer.from_str(json.dumps(without))
    for text in ["xy a q12q", "12", ""]:
        mine, theirs = ours.encode(text), reference.encode(text)
        assert (mine.tokens, mine.ids, mine.offsets) == (theirs.tokens, theirs.ids, theirs.offsets)


@pytest.mark.parametrize("flag", FLAGS + ["special"])
def test_an_added_token_without_a_flag_opens_with_the_flag_off_and_is_written_whole(flag):
    """`tokenizers` refuses a file whose added token lacks a flag ("missing field"); the
    workbench opens it, reads the flag as off, and writes it back whole, as `tokenizers` writes
    the same token with every flag off (and then encodes alike)."""
    hf = reference({}, set(), False)
    data = json.loads(hf.to_str())
    for token in data["added_tokens"]:
        del token[flag]
    with pytest.raises(Exception, match=f"missing field `{flag}`"):
        HfTokenizer.from_str(json.dumps(data))
    ours = tokenizer_json.from_dict(data)
    written = json.loads(tokenizer_json.dumps(ours))
    assert written["added_tokens"] == json.loads(hf.to_str())["added_tokens"]
    assert_encodes_alike(HfTokenizer.from_str(tokenizer_json.dumps(ours)), TEXTS)


def test_segments_cover_the_text_in_order_none_empty_and_match_tokens_not_normalized_as_written():
    """By hand: "AB" (not `normalized`) is found as written though the matcher has a normalizer
    (which only `normalized` contents go through); a token at either end or next to another
    leaves no empty segment; only an empty text has one."""
    matcher = Matcher([TokenToAdd("AB"), TokenToAdd("<x>", normalized=True)], str.lower)
    assert matcher.segments("ABab<x><x>AB") == [
        (0, 2, "AB"), (2, 4, None), (4, 7, "<x>"), (7, 10, "<x>"), (10, 12, "AB")]
    assert matcher.segments("") == [(0, 0, None)]
