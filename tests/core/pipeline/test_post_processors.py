"""Post-processors: each read from the JSON `tokenizers` writes for it, and turning an encoding
into what `tokenizers` gives with that post-processor: tokens, ids and offsets, with and without
special tokens."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors

from workbench.core.pipeline.post_processors import (
    ByteLevelPostProcessor, RobertaProcessing, TemplateProcessing, post_processor_from_json,
)
from workbench.core.tokenizer.encoding import Encoding

TEXTS = ["Hello  there, café!", " leading space and trailing  ", "one"]
SPECIALS = ["[CLS]", "[SEP]", "<s>", "</s>", "[BOS]"]

CASES = [
    processors.TemplateProcessing(single="[CLS] $A [SEP]",
                                  special_tokens=[("[CLS]", 0), ("[SEP]", 1)]),
    processors.TemplateProcessing(single="[BOS] [CLS] $A", special_tokens=[("[BOS]", 4),
                                                                           ("[CLS]", 0)]),
    processors.BertProcessing(("[SEP]", 1), ("[CLS]", 0)),
    processors.RobertaProcessing(("</s>", 3), ("<s>", 2)),
    processors.RobertaProcessing(("</s>", 3), ("<s>", 2), trim_offsets=False),
    processors.RobertaProcessing(("</s>", 3), ("<s>", 2), add_prefix_space=False),
    processors.ByteLevel(trim_offsets=True),
    processors.ByteLevel(trim_offsets=False),
    processors.ByteLevel(trim_offsets=True, add_prefix_space=False),
    processors.Sequence([processors.ByteLevel(trim_offsets=True),
                         processors.TemplateProcessing(single="<s> $A </s>",
                                                       special_tokens=[("<s>", 2), ("</s>", 3)])]),
]


def tokenizer(post_processor=None, add_prefix_space: bool = True) -> Tokenizer:
    """Byte-level words as a word-level model's vocabulary, after the special tokens."""
    pre = pre_tokenizers.ByteLevel(add_prefix_space=add_prefix_space)
    words = {w for text in TEXTS for w, _ in pre.pre_tokenize_str(text)}
    vocab = {token: i for i, token in enumerate(SPECIALS + sorted(words))}
    made = Tokenizer(models.WordLevel(vocab, unk_token="[CLS]"))
    made.pre_tokenizer = pre
    if post_processor is not None:
        made.post_processor = post_processor
    return made


def as_json(post_processor) -> dict:
    return json.loads(tokenizer(post_processor).to_str())["post_processor"]


@pytest.mark.parametrize("add_prefix_space", [True, False])
@pytest.mark.parametrize("add_special_tokens", [True, False])
@pytest.mark.parametrize("post_processor", CASES, ids=lambda p: as_json(p)["type"])
def test_post_processors_process_as_tokenizers_does(post_processor, add_special_tokens,
                                                    add_prefix_space):
    ours = post_processor_from_json(as_json(post_processor))
    plain = tokenizer(add_prefix_space=add_prefix_space)
    theirs = tokenizer(post_processor, add_prefix_space)
    for text in TEXTS:
        raw = plain.encode(text, add_special_tokens=False)
        encoding = Encoding(list(raw.tokens), list(raw.ids), list(raw.offsets))
        got = ours.process(encoding, add_special_tokens)
        expected = theirs.encode(text, add_special_tokens=add_special_tokens)
        assert (got.tokens, got.ids, got.offsets) == (expected.tokens, expected.ids,
                                                      expected.offsets), text


@pytest.mark.parametrize("post_processor", CASES, ids=lambda p: as_json(p)["type"])
def test_post_processors_write_the_json_they_read(post_processor):
    data = as_json(post_processor)
    assert post_processor_from_json(data).to_json() == data


def test_an_unknown_post_processor_is_named():
    with pytest.raises(ValueError, match="post_processor 'Bogus' is not supported"):
        post_processor_from_json({"type": "Bogus"})


PAIR_CASES = CASES + [
    processors.TemplateProcessing(single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
                                  special_tokens=[("[CLS]", 0), ("[SEP]", 1)]),
    processors.TemplateProcessing(single="$A:1 [X]", pair="$B:1 [X]:2 $A", special_tokens=[
        {"id": "[X]", "ids": [4, 2], "tokens": ["[BOS]", "<s>"]}]),
    processors.Sequence([processors.ByteLevel(trim_offsets=False),
                         processors.BertProcessing(("[SEP]", 1), ("[CLS]", 0))]),
]
PAIRS = [(TEXTS[0], TEXTS[1]), (TEXTS[2], TEXTS[0]), (TEXTS[1], None), (TEXTS[2], None)]


def _fields(encoding) -> tuple:
    return encoding.tokens, encoding.ids, encoding.offsets, encoding.type_ids


@pytest.mark.parametrize("add_special_tokens", [True, False])
@pytest.mark.parametrize("post_processor", PAIR_CASES, ids=lambda p: as_json(p)["type"])
def test_post_processors_process_pairs_and_type_ids_as_tokenizers_does(post_processor,
                                                                       add_special_tokens):
    """A text and its pair (or one text): tokens, ids, offsets and type ids as `tokenizers`
    gives them; how many special tokens each adds; and `keeps_plain` exactly when `tokenizers`
    leaves one text without special tokens as it is."""
    ours = post_processor_from_json(as_json(post_processor))
    plain, theirs = tokenizer(), tokenizer(post_processor)

    def raw(text, type_id):
        encoded = plain.encode(text, add_special_tokens=False)
        return Encoding(list(encoded.tokens), list(encoded.ids), list(encoded.offsets),
                        [type_id] * len(encoded.ids))

    for text, pair in PAIRS:  # the pair comes of type 1, as `tokenizers` encodes it
        got = ours.process(raw(text, 0), add_special_tokens, None if pair is None else raw(pair, 1))
        expected = theirs.encode(text, pair, add_special_tokens=add_special_tokens)
        assert _fields(got) == _fields(expected), (text, pair)
        assert got.attention_mask == expected.attention_mask
    for is_pair in (True, False):
        assert ours.added_tokens(is_pair) == post_processor.num_special_tokens_to_add(is_pair)
    unchanged = all(_fields(theirs.encode(text, add_special_tokens=False))
                    == _fields(plain.encode(text, add_special_tokens=False)) for text in TEXTS)
    assert ours.keeps_plain == unchanged


@pytest.mark.parametrize("first, last, middle, single, pair", [
    (("[CLS]", 0), ("[SEP]", 1), [], "[CLS] $A [SEP]", "[CLS] $A [SEP] $B:1 [SEP]:1"),
    (("<s>", 2), ("</s>", 3), [("</s>", 3)], "<s> $A </s>", "<s> $A </s> </s> $B </s>"),
    (("[BOS]", 4), ("</s>", 3), [("[SEP]", 1), ("<s>", 2)], "[BOS] $A </s>",
     "[BOS] $A </s> [SEP] <s> $B </s>"),
])
def test_a_template_around_a_sequence_is_tokenizers_template(first, last, middle, single, pair):
    """BERT's and RoBERTa's templates (the default post-processors) as `tokenizers` writes
    the template strings they are."""
    specials = list(dict([first, last, *middle]).items())
    theirs = processors.TemplateProcessing(single=single, pair=pair, special_tokens=specials)
    assert TemplateProcessing.around(first, last, middle).to_json() == as_json(theirs)


@pytest.mark.parametrize("written, theirs", [
    ({"type": "RobertaProcessing", "sep": ["</s>", 3], "cls": ["<s>", 2]},
     processors.RobertaProcessing(("</s>", 3), ("<s>", 2))),
    ({"type": "ByteLevel"}, processors.ByteLevel()),
    ({"type": "Sequence", "processors": [{"type": "ByteLevel"}]},
     processors.Sequence([processors.ByteLevel()])),
    ({"type": "Sequence"}, processors.Sequence([])),
], ids=["roberta", "byte-level", "sequence", "sequence-of-nothing"])
def test_a_setting_left_out_is_tokenizers_default(written, theirs):
    """A section without its optional settings reads as `tokenizers`' post-processor made
    with its defaults (`tokenizers` itself refuses the byte-level one without them)."""
    assert post_processor_from_json(written).to_json() == as_json(theirs)


SPLIT_AT_X = [
    pre_tokenizers.Sequence([pre_tokenizers.Split("x", "removed"),
                             pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)]),
    pre_tokenizers.Split("x", "removed"),  # tokens with spaces as they are, not 'Ġ'
]
TRIMMING = [
    processors.ByteLevel(trim_offsets=True), processors.ByteLevel(trim_offsets=True,
                                                                  add_prefix_space=False),
    processors.RobertaProcessing(("</s>", 3), ("<s>", 2)),
    processors.RobertaProcessing(("</s>", 3), ("<s>", 2), add_prefix_space=False),
]


@pytest.mark.parametrize("pre_tokenizer", SPLIT_AT_X, ids=["byte-level", "spaces"])
@pytest.mark.parametrize("post_processor", TRIMMING, ids=lambda p: as_json(p)["type"])
@settings(max_examples=30, deadline=None)
@given(text=st.lists(st.sampled_from(["a", "b", " ", "  ", "\t", "x", "é", "\u3000"]),
                     max_size=10).map("".join))
def test_offsets_are_trimmed_as_tokenizers_trims_them(pre_tokenizer, post_processor, text):
    """Tokens that are the pieces between x's whole, with any spaces before, after or only
    spaces: the offsets `tokenizers` trims, first token or not, a text's start or not."""
    words = {word for word, _ in pre_tokenizer.pre_tokenize_str(text)}
    plain = Tokenizer(models.WordLevel({w: i for i, w in enumerate(SPECIALS + sorted(words))},
                                       unk_token="[CLS]"))
    plain.pre_tokenizer = pre_tokenizer
    theirs = Tokenizer.from_str(plain.to_str())
    theirs.post_processor = post_processor
    raw = plain.encode(text)
    got = post_processor_from_json(as_json(post_processor)).process(
        Encoding(list(raw.tokens), list(raw.ids), list(raw.offsets)), False)
    expected = theirs.encode(text, add_special_tokens=False)
    assert (got.tokens, got.offsets) == (expected.tokens, expected.offsets)


@pytest.mark.parametrize("pre_tokenizer", SPLIT_AT_X, ids=["byte-level", "spaces"])
@pytest.mark.parametrize("post_processor", TRIMMING, ids=lambda p: as_json(p)["type"])
def test_a_token_with_more_trailing_spaces_than_its_end_offset_keeps_its_end(pre_tokenizer,
                                                                             post_processor):
    """A normalizer that lengthens text ("b" -> "b  ") makes a token "b  " whose offsets are
    (0, 1): fewer than its two trailing spaces, so `tokenizers` leaves its end alone."""
    plain = Tokenizer(models.WordLevel({w: i for i, w in enumerate(SPECIALS + ["b  ", "bĠĠ"])},
                                       unk_token="[CLS]"))
    plain.normalizer = normalizers.Replace("b", "b  ")
    plain.pre_tokenizer = pre_tokenizer
    theirs = Tokenizer.from_str(plain.to_str())
    theirs.post_processor = post_processor
    for text in ["b", "bxb", "xb"]:
        raw = plain.encode(text)
        got = post_processor_from_json(as_json(post_processor)).process(
            Encoding(list(raw.tokens), list(raw.ids), list(raw.offsets)), False)
        expected = theirs.encode(text, add_special_tokens=False)
        assert (got.tokens, got.offsets) == (expected.tokens, expected.offsets), text
    assert theirs.encode("b", add_special_tokens=False).offsets == [(0, 1)]


def test_post_processors_made_with_their_defaults_are_tokenizers_namesakes():
    """(Our ByteLevel keeps offsets unless asked, as a trained GPT-2 tokenizer does.)"""
    assert ByteLevelPostProcessor(trim_offsets=True).to_json() == as_json(processors.ByteLevel())
    assert RobertaProcessing(("</s>", 3), ("<s>", 2)).to_json() == as_json(
        processors.RobertaProcessing(("</s>", 3), ("<s>", 2)))
