"""Adding tokens with every flag: the result encodes as `tokenizers` does after its own
add_tokens / add_special_tokens on the same file, and its tokenizer.json loads there alike."""

import json

import pytest
import tokenizers

from support import MULTILINGUAL, trained
from workbench.core.editing import with_added_tokens
from workbench.core.formats import tokenizer_to_dict
from workbench.core.pipeline.added_tokens import AddedToken

FLAGS = [dict(), dict(single_word=True), dict(lstrip=True), dict(rstrip=True),
         dict(lstrip=True, rstrip=True), dict(normalized=True), dict(normalized=False)]
TEXTS = [MULTILINGUAL, "the cat sat on thecat, [NEW] [NEW]x  zebra  the  <|endoftext|>the",
         "ZEBRA Zebra zebra! catalogue [new]"]


def library(tokenizer) -> tokenizers.Tokenizer:
    return tokenizers.Tokenizer.from_str(json.dumps(tokenizer_to_dict(tokenizer)))


@pytest.mark.parametrize("special", [False, True])
@pytest.mark.parametrize("flags", FLAGS, ids=lambda flags: ",".join(flags) or "defaults")
@pytest.mark.parametrize("algorithm, options", [
    ("bpe", dict(special_tokens=["<|endoftext|>"])),
    ("wordpiece", dict(normalizer="bert", special_tokens=["[UNK]", "[CLS]", "[SEP]"])),
])
def test_added_tokens_encode_as_in_tokenizers(algorithm, options, special, flags):
    original = trained(algorithm, 300, **options)
    contents = ["[NEW]", "zebra", "cat", "the", original.special_tokens[0]]  # new, in vocab, added
    ours = with_added_tokens(original, [AddedToken(c, special=special, **{"normalized": not special, **flags})
                                        for c in contents])
    reference = library(original)
    add = reference.add_special_tokens if special else reference.add_tokens
    add([tokenizers.AddedToken(c, special=special, **flags) for c in contents])
    reloaded = library(ours)
    saved = tokenizers.Tokenizer.from_str(reference.to_str())
    assert len(ours.vocab) == reference.get_vocab_size()
    assert [ours.token_to_id(c) for c in contents] == [reference.token_to_id(c) for c in contents]
    for text in TEXTS:
        expected = reference.encode(text, add_special_tokens=False)
        assert (ours.encode(text).tokens, ours.encode(text).ids) == (expected.tokens, expected.ids)
        assert reloaded.encode(text, add_special_tokens=False).ids == expected.ids
        # (in memory, tokenizers still skips a token once special; its saved file does not)
        assert ours.decode(expected.ids) == saved.decode(expected.ids)


def test_a_token_given_twice_is_added_once_with_its_last_flags_as_in_tokenizers():
    original = trained("bpe", 300, special_tokens=["<|endoftext|>"])
    tokens = [("[NEW]", dict(single_word=True)), ("[NEW]", dict(lstrip=True)), ("zz", dict())]
    ours = with_added_tokens(original, [AddedToken(c, special=False, normalized=True, **flags)
                                        for c, flags in tokens])
    reference = library(original)
    reference.add_tokens([tokenizers.AddedToken(c, **flags) for c, flags in tokens])
    assert tokenizer_to_dict(ours)["added_tokens"] == json.loads(reference.to_str())["added_tokens"]
