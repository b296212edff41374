"""Post-processors: each read from the JSON `tokenizers` writes for it, and turning an encoding
into what `tokenizers` gives with that post-processor: tokens, ids and offsets, with and without
special tokens."""

import json

import pytest
from tokenizers import Tokenizer, models, pre_tokenizers, processors

from workbench.core.encoding import Encoding
from workbench.core.pipeline.post_processors import post_processor_from_json

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
