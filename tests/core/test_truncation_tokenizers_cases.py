"""Expectations of `tokenizers`' Python binding tests for truncation, padding and post-processing
of pairs, ported to the workbench's Tokenizer.encode(pair=...).

Read at huggingface/tokenizers commit 3ba8ad0061a885baf052bbb7bbd22857e73e0c4e:
bindings/python/tests/bindings/test_tokenizer.py (TestTokenizer test_truncation, test_padding,
test_post_process; TestAsyncEncoding test_with_truncation_padding) and test_processors.py
(BertProcessing and RobertaProcessing test_processing, TemplateProcessing test_bert_parity and
test_roberta_parity, TestSequenceProcessing test_post_process). Each tokenizer is built as the
test builds it, written by `tokenizers` as a tokenizer.json and opened by the workbench; the
expected values are the tests' own, and `tokenizers` is asked the same on the same file. Left out:
encode_batch's padding to the longest of a batch (the workbench encodes one text or pair at a
time), overflowing pieces (test_encoding.py test_truncation; not produced here), and the
Encoding.truncate direction check (no such method here).
"""

import json

import pytest
from tokenizers import Tokenizer as HfTokenizer
from tokenizers import models, processors

from workbench.core.formats import tokenizer_json

WORDS = ["my", "name", "is", "john", "pair"]


def built(special: list[str] = (), words: list[str] = WORDS, processor=None, truncation=None,
          padding=None) -> HfTokenizer:
    """Tokenizer(BPE()) with the test's special and added tokens, post-processor, truncation and
    padding."""
    hf = HfTokenizer(models.BPE())
    hf.add_special_tokens(list(special))
    hf.add_tokens(list(words))
    if processor is not None:
        hf.post_processor = processor
    if truncation is not None:
        hf.enable_truncation(**truncation)
    if padding is not None:
        hf.enable_padding(**padding)
    return hf


def encode(hf: HfTokenizer, text: str, pair: str | None = None):
    """Ours and `tokenizers`' encoding of the same file (special tokens added, as the binding's
    encode does by default)."""
    ours = tokenizer_json.from_dict(json.loads(hf.to_str())).encode(
        text, pair=pair, add_special_tokens=True)
    return ours, hf.encode(text, pair)


def check(hf, text, pair, tokens, ids=None, type_ids=None, offsets=None) -> None:
    ours, theirs = encode(hf, text, pair)
    assert ours.tokens == theirs.tokens == tokens
    assert ours.ids == theirs.ids
    assert ours.offsets == theirs.offsets
    assert ours.type_ids == theirs.type_ids
    assert ours.attention_mask == theirs.attention_mask
    for mine, expected in ((ours.ids, ids), (ours.type_ids, type_ids), (ours.offsets, offsets)):
        if expected is not None:
            assert mine == expected


@pytest.mark.parametrize("direction, text, pair, tokens", [
    ("right", "my name is john", None, ["my", "name"]),
    ("right", "my name is john", "pair", ["my", "pair"]),
    ("left", "my name is john", None, ["is", "john"]),
    ("left", "my name is john", "pair", ["john", "pair"]),
])
def test_truncation(direction, text, pair, tokens):
    """test_tokenizer.py test_truncation."""
    check(built(truncation={"max_length": 2, "direction": direction}), text, pair, tokens)


@pytest.mark.parametrize("padding, text, pair, tokens", [
    ({}, "my name", None, ["my", "name"]),  # padding to the longest: one sequence, no change
    ({"length": 4}, "my name", None, ["my", "name", "[PAD]", "[PAD]"]),
    ({"length": 4}, "my name", "pair", ["my", "name", "pair", "[PAD]"]),
])
def test_padding(padding, text, pair, tokens):
    """test_tokenizer.py test_padding."""
    check(built(padding=padding), text, pair, tokens)


@pytest.mark.parametrize("text, pair, tokens", [
    ("my name is john", None, ["my", "name", "[PAD]", "[PAD]"]),
    ("my name is john", "pair", ["my", "pair", "[PAD]", "[PAD]"]),
    ("pair longer", None, ["pair", "[PAD]", "[PAD]", "[PAD]"]),
    ("my name", "is john", ["my", "is", "[PAD]", "[PAD]"]),
    ("pair", "longer", ["pair", "[PAD]", "[PAD]", "[PAD]"]),
])
def test_truncation_then_padding(text, pair, tokens):
    """test_tokenizer.py test_post_process (truncation to 2, padding to 4, one sequence and a
    pair) and TestAsyncEncoding test_with_truncation_padding (its inputs, as encode gives them:
    'longer' is no token of this tokenizer)."""
    check(built(truncation={"max_length": 2}, padding={"length": 4}), text, pair, tokens)


def test_bert_processing_of_a_pair():
    """test_processors.py TestBertProcessing test_processing."""
    hf = built(["[SEP]", "[CLS]"], processor=processors.BertProcessing(("[SEP]", 0), ("[CLS]", 1)))
    check(hf, "my name", "pair", ["[CLS]", "my", "name", "[SEP]", "pair", "[SEP]"],
          ids=[1, 2, 3, 0, 6, 0])


def test_roberta_processing_of_a_pair():
    """test_processors.py TestRobertaProcessing test_processing."""
    hf = built(["<s>", "</s>"], processor=processors.RobertaProcessing(("</s>", 1), ("<s>", 0)))
    check(hf, "my name", "pair", ["<s>", "my", "name", "</s>", "</s>", "pair", "</s>"],
          ids=[0, 2, 3, 1, 1, 6, 1])


BERT_TEMPLATE = processors.TemplateProcessing(
    single=["[CLS]", "$0", "[SEP]"], pair=["[CLS]:0", "$A", "[SEP]:0", "$B:1", "[SEP]:1"],
    special_tokens=[("[CLS]", 1), ("[SEP]", 0)])
ROBERTA_TEMPLATE = processors.TemplateProcessing(
    single="<s> $0 </s>", pair="<s> $A </s> </s> $B:1 </s>:1",
    special_tokens=[("<s>", 0), ("</s>", 1)])


@pytest.mark.parametrize("special, processor, template, text", [
    (["[SEP]", "[CLS]"], processors.BertProcessing(("[SEP]", 0), ("[CLS]", 1)), BERT_TEMPLATE,
     "my name"),
    (["<s>", "</s>"], processors.RobertaProcessing(("</s>", 1), ("<s>", 0)), ROBERTA_TEMPLATE,
     "my name is john"),
])
def test_template_parity(special, processor, template, text):
    """test_processors.py TestTemplateProcessing test_bert_parity and test_roberta_parity."""
    original, _ = encode(built(special, processor=processor), text, "pair")
    templated, _ = encode(built(special, processor=template), text, "pair")
    assert original.ids == templated.ids


@pytest.mark.parametrize("processor, fifth", [
    (BERT_TEMPLATE, (11, 16)),
    (processors.Sequence([processors.ByteLevel(trim_offsets=True), BERT_TEMPLATE]), (12, 16)),
])
def test_sequence_post_process(processor, fifth):
    """test_processors.py TestSequenceProcessing test_post_process: the template alone, then
    after ByteLevel, which trims the offsets of "Ġjohn"."""
    hf = built(["[SEP]", "[CLS]"], ["my", "name", "is", "Ġjohn", "pair"], processor=processor)
    text = "my name is Ġjohn"
    check(hf, text, None, ["[CLS]", "my", "name", "is", "Ġjohn", "[SEP]"], ids=[1, 2, 3, 4, 5, 0],
          type_ids=[0] * 6, offsets=[(0, 0), (0, 2), (3, 7), (8, 10), fifth, (0, 0)])
    check(hf, text, "pair", ["[CLS]", "my", "name", "is", "Ġjohn", "[SEP]", "pair", "[SEP]"],
          type_ids=[0] * 6 + [1, 1],
          offsets=[(0, 0), (0, 2), (3, 7), (8, 10), fifth, (0, 0), (0, 4), (0, 0)])
