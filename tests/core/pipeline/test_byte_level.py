"""GPT-2's map between bytes and printable characters (pipeline/byte_level.py), against GPT-2's
own `bytes_to_unicode` (as `transformers` carries it) and `tokenizers`' ByteLevel pre-tokenizer
and decoder; the readable forms of a token by hand."""

import pytest
from tokenizers import decoders, pre_tokenizers
from transformers.convert_slow_tokenizer import bytes_to_unicode

from workbench.core.pipeline import byte_level
from workbench.core.pipeline.byte_level import (
    ALPHABET, BYTE_TO_CHAR, CHAR_TO_BYTE, bytes_to_text, readable_token, symbol_text, text_to_bytes,
)

TEXTS = ["héllo wörld", " 你好\n", "a😀b\t", "\x00\x7f\xa0\xad ÿ", ""]


def test_the_map_is_gpt2s():
    """The table built again here, as `BYTE_TO_CHAR` was built when the module was imported."""
    assert byte_level._bytes_to_unicode() == BYTE_TO_CHAR == bytes_to_unicode()
    assert ALPHABET == sorted(pre_tokenizers.ByteLevel.alphabet())
    assert all(CHAR_TO_BYTE[char] == byte for byte, char in BYTE_TO_CHAR.items())


@pytest.mark.parametrize("text", TEXTS)
def test_text_maps_to_the_characters_of_tokenizers_byte_level(text):
    mapped = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    assert text_to_bytes(text) == "".join(piece for piece, _ in mapped.pre_tokenize_str(text))


@pytest.mark.parametrize("tokens", [
    [text_to_bytes(text)[:cut] for text in TEXTS for cut in (2, None)],
    [text_to_bytes("你")[:2], "Ġa"],  # a character cut short: U+FFFD
    ["[SEP]", "Ġhug", "▁x"],  # tokens outside the alphabet (added tokens): their own UTF-8
])
def test_tokens_decode_as_tokenizers_byte_level_decoder_decodes_them(tokens):
    assert bytes_to_text(tokens) == decoders.ByteLevel().decode(tokens)


@pytest.mark.parametrize(("token", "readable"), [
    ("Ġworld", " world"),
    (text_to_bytes("é你😀"), "é你😀"),  # characters of 2, 3 and 4 bytes
    (text_to_bytes("😀é"), "😀é"),  # 4 bytes, then the first byte of the next character
    (text_to_bytes("你")[:2], "<0xE4><0xBD>"),
    (text_to_bytes("a") + text_to_bytes("😀")[:3] + text_to_bytes("b"), "a<0xF0><0x9F><0x98>b"),
    (text_to_bytes("😀")[1:] + text_to_bytes("é"), "<0x9F><0x98><0x80>é"),
])
def test_a_readable_token_shows_the_bytes_of_cut_characters(token, readable):
    """By hand: 你 is E4 BD A0, 😀 F0 9F 98 80, é C3 A9 in UTF-8."""
    assert readable_token(token) == readable


@pytest.mark.parametrize(("token", "text"), [
    ("Ġhug", " hug"), (text_to_bytes("你"), "你"), (text_to_bytes("你")[:2], "<E4 BD>"),
    (text_to_bytes("😀")[:1], "<F0>"), ("[SEP]", "[SEP]"),
])
def test_a_symbols_text_is_its_characters_or_its_bytes(token, text):
    assert symbol_text(token) == text
