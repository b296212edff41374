"""Decoders: each read from the JSON `tokenizers` writes for it, and decoding as it decodes."""

import json

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from tokenizers import Regex, Tokenizer, decoders, models

from workbench.core.pipeline.decoders import MetaspaceDecoder, WordPieceDecoder, decoder_from_json

BYTE_LEVEL = ["Hello", "Ġwor", "ld", "!", "Ċ", "ðŁ", "¤", "Ĺ", "Ġcaf", "Ã©", "[SEP] ▁", "ðŁ"]
WORD_PIECES = ["[CLS]", "hug", "##s", "are", "n't", "nice", ".", "I", "'m", "do not", "?", ",",
               "it", "'s", "'ve", "'re", "!", "' ", "un", "##aff", "##able", "##"]
PIECES = ["▁Hey", "▁friend", "!", "▁▁how", "▁", "<0xE2>", "<0x82>", "<0xAC>", "▁caf", "é", "<0xFF>",
          "<0xE2>"]
SUFFIXED = ["hug</w>", "s</w>", "pu", "g</w>", "</w>", "end"]
SPACED = [" a", "  b", "c ", " ", ""]
CTC_OUTPUT = ["<pad>", "<pad>", "h", "e", "e", "l", "l", "<pad>", "l", "o", "o", "o", "|", "|",
              "[PAD]", "d", "o", "▁", "▁", "n", "o", "t", "<pad>", "|", " .", "'s", "a<pad>b|c", "", ""]
TRAILING = [" a", "  b", "c ", "c  ", "d   "]  # (`tokenizers` panics on " " with stop > 0)

CASES = [
    (decoders.ByteLevel(), BYTE_LEVEL),
    (decoders.WordPiece(), WORD_PIECES),
    (decoders.WordPiece(prefix="##", cleanup=False), WORD_PIECES),
    (decoders.WordPiece(prefix="@@", cleanup=True), ["a", "@@b", "c", "@@@@d"]),
    (decoders.Metaspace(prepend_scheme="always"), PIECES),
    (decoders.Metaspace(prepend_scheme="first"), PIECES),
    (decoders.Metaspace(prepend_scheme="never"), PIECES),
    *[(decoders.Metaspace(replacement="-", prepend_scheme=s), ["-a-b", "▁c", "--", "-", "d-"])
      for s in ("always", "first", "never")],
    (decoders.BPEDecoder(suffix="</w>"), SUFFIXED),
    (decoders.BPEDecoder(suffix="</w>"), SUFFIXED[:4]),  # the last token's suffix: no space
    (decoders.Replace("▁", " "), PIECES),
    (decoders.Replace(Regex("[a-z]+"), "x"), SPACED + ["ab1cd"]),
    (decoders.Replace(Regex(r"\p{L}+"), "x"), ["a\u0558b", "\U000323b0", "é"]),  # see char_classes
    (decoders.ByteFallback(), PIECES),
    (decoders.Fuse(), PIECES),
    (decoders.Strip(" ", 1, 0), SPACED),
    (decoders.Strip(" ", 2, 0), SPACED),
    (decoders.Strip(" ", 0, 2), TRAILING),
    (decoders.CTC(), CTC_OUTPUT),
    (decoders.CTC(pad_token="[PAD]", word_delimiter_token="▁", cleanup=False), CTC_OUTPUT),
    (decoders.CTC(pad_token="[PAD]", word_delimiter_token="▁", cleanup=True), CTC_OUTPUT),
    (decoders.Sequence([decoders.Replace("▁", " "), decoders.ByteFallback(), decoders.Fuse(),
                        decoders.Strip(" ", 1, 0)]), PIECES),
]


def as_json(decoder) -> dict:
    """The decoder's section of a tokenizer.json, as `tokenizers` writes it."""
    tokenizer = Tokenizer(models.BPE())
    tokenizer.decoder = decoder
    return json.loads(tokenizer.to_str())["decoder"]


@pytest.mark.parametrize("decoder, tokens", CASES, ids=lambda c: as_json(c)["type"]
                         if not isinstance(c, list) else "")
def test_decoders_decode_as_tokenizers_does(decoder, tokens):
    ours = decoder_from_json(as_json(decoder))
    assert ours.decode(tokens) == decoder.decode(tokens)
    assert ours.decode([]) == decoder.decode([])


@pytest.mark.parametrize("decoder, _", CASES)
def test_decoders_write_the_json_they_read(decoder, _):
    data = as_json(decoder)
    again = decoder_from_json(decoder_from_json(data).to_json())
    tokens = BYTE_LEVEL + WORD_PIECES + PIECES
    assert again.decode(tokens) == decoder.decode(tokens)


def test_an_unknown_decoder_is_named():
    with pytest.raises(ValueError, match="decoder 'Whatever' is not supported"):
        decoder_from_json({"type": "Whatever"})


@pytest.mark.parametrize("decoder, _", CASES)
def test_decoders_write_the_json_tokenizers_writes(decoder, _):
    assert decoder_from_json(as_json(decoder)).to_json() == as_json(decoder)


@pytest.mark.parametrize("make_ours, make_theirs", [
    (WordPieceDecoder, decoders.WordPiece), (MetaspaceDecoder, decoders.Metaspace),
])
def test_decoders_made_with_their_defaults_are_tokenizers_namesakes(make_ours, make_theirs):
    ours, theirs = make_ours(), make_theirs()
    tokens = WORD_PIECES + PIECES
    assert (ours.to_json(), ours.decode(tokens)) == (as_json(theirs), theirs.decode(tokens))


# Pieces of tokens: each decoder's marks (prefixes, suffix, pad and delimiter, byte tokens, a
# valid and an invalid UTF-8 run, byte-level characters), spaces and the clean-up's patterns.
ATOMS = ["a", "b", " ", "  ", "▁", "##", "@@", "</w>", "<pad>", "[PAD]", "|", "<0xE2>", "<0x82>",
         "<0xAC>", "<0x61>", "<0xFF>", "<0xc3>", "<0xA9>", ".", "'s", "n't", " do not", "-", "Ġ",
         "Ã©", "é", "ab1cd", "' "]
tokens_drawn = st.lists(st.lists(st.sampled_from(ATOMS), max_size=4).map("".join), max_size=8)


@pytest.mark.parametrize("decoder, _", CASES, ids=lambda c: as_json(c)["type"]
                         if not isinstance(c, list) else "")
@settings(max_examples=40, deadline=None)
@given(tokens=tokens_drawn)
def test_decoders_decode_drawn_tokens_as_tokenizers_does(decoder, _, tokens):
    data = as_json(decoder)
    if data["type"] == "Strip" and data["stop"]:
        assume(all(token.strip(data["content"]) for token in tokens))  # `tokenizers` panics
    assert decoder_from_json(data).decode(tokens) == decoder.decode(tokens)


def test_strip_leaves_an_empty_token_empty():
    """Where `tokenizers` panics (an empty token with `stop` set), an empty token stays empty."""
    strip = decoder_from_json({"type": "Strip", "content": " ", "start": 0, "stop": 1})
    assert strip.decode_chain(["", "a ", " "]) == ["", "a", ""]


@pytest.mark.parametrize("written, theirs", [
    ({"type": "WordPiece"}, decoders.WordPiece()),
    ({"type": "Metaspace", "replacement": "▁"}, decoders.Metaspace()),
    ({"type": "BPEDecoder"}, decoders.BPEDecoder()),
    ({"type": "Strip", "content": " "}, decoders.Strip()),
    ({"type": "CTC"}, decoders.CTC()),
    ({"type": "Sequence", "decoders": [{"type": "CTC"}]}, decoders.Sequence([decoders.CTC()])),
    ({"type": "Sequence"}, decoders.Sequence([])),
], ids=lambda c: c["type"] if isinstance(c, dict) else "")
def test_a_setting_left_out_is_tokenizers_default(written, theirs):
    """A section without its optional settings reads as `tokenizers`' decoder made with its
    defaults (`tokenizers` itself reads only the Metaspace one without them; a Sequence without
    its list reads as an empty one, as the pre-tokenizers' does)."""
    assert decoder_from_json(written).to_json() == as_json(theirs)
