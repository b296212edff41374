"""What the Tokenize panel shows about a tokenizer's tokens: readable text, rank or score, bytes.

Qt-free, so the token view and the vocabulary table share one reading of a vocabulary.

>>> from workbench.core import TrainConfig, run, train
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=259), {"hug": 3, " hug": 2}))
>>> info = VocabInfo(tokenizer)
>>> info.label("Ġhug"), info.label("ðŁ"), info.token_bytes("ðŁ")
('·hug', '⟨F0 9F⟩', b'\\xf0\\x9f')
>>> info.merge_of("Ġhug")
(2, 'Ġ', 'hug')
"""

from __future__ import annotations

import unicodedata

import regex

from workbench.core import Tokenizer
from workbench.core.pipeline import CHAR_TO_BYTE, METASPACE, Metaspace


class _Marks(dict):
    """A str.translate table from white space and invisible characters to visible marks; it
    works out each other character once, the first time it meets it."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        if char.isspace():
            mark = "␣"
        elif unicodedata.category(char) == "Cf":  # zero-width joiner, direction marks, BOM
            mark = f"⟨U+{code:04X}⟩"
        else:
            mark = char
        self[code] = mark
        return mark


_MARKS = _Marks({ord(" "): "·", ord("\t"): "→", ord("\n"): "↵", ord("\r"): "␍",
                 ord("\u00a0"): "⍽"})
class _ByteOf(dict):
    """A str.translate table from GPT-2's byte characters to the bytes (as latin-1 characters);
    any other character becomes one that latin-1 cannot encode."""

    def __missing__(self, code: int) -> str:
        return "\uffff"


_BYTE_OF = _ByteOf({ord(char): chr(byte) for char, byte in CHAR_TO_BYTE.items()})
_STRAY_BYTES = regex.compile("([\udc80-\udcff]+)")  # surrogateescape's bytes: U+DC00 + byte


def mark_whitespace(text: str) -> str:
    """Make spaces, tabs and line breaks visible; other white space (e.g. U+3000) shows as ␣,
    invisible format characters by their code point.

    >>> mark_whitespace(" a\\tb\\n\\u00a0\\u3000\\u200d")
    '·a→b↵⍽␣⟨U+200D⟩'
    """
    return text.translate(_MARKS)


def bytes_label(data: bytes, *, marks: bool = False) -> str:
    """UTF-8 text, with any byte that is not part of a whole character shown as hex; with
    `marks`, the text's white space made visible.

    >>> bytes_label(" é".encode() + b"\\xf0\\x9f", marks=True)
    '·é⟨F0 9F⟩'
    """
    try:
        parts = [data.decode("utf-8")]
    except UnicodeDecodeError:
        parts = _STRAY_BYTES.split(data.decode("utf-8", errors="surrogateescape"))
    for i in range(1, len(parts), 2):  # the odd parts are runs of stray bytes
        parts[i] = f"⟨{hex_bytes(parts[i].encode('utf-8', errors='surrogateescape'))}⟩"
    if marks:
        parts[::2] = map(mark_whitespace, parts[::2])
    return "".join(parts)


def byte_token_bytes(token: str) -> bytes | None:
    """The bytes a byte-level token stands for; None if it is not made of GPT-2's byte
    characters."""
    try:
        return token.translate(_BYTE_OF).encode("latin-1")
    except UnicodeEncodeError:  # a character outside GPT-2's byte alphabet
        return None


def token_label(token: str, *, byte_level: bool, metaspace: bool,
                specials: frozenset[str] | set[str] = frozenset()) -> str:
    """A token as the user reads it, for places where a blank would be lost: a byte-level
    token's bytes decoded, SentencePiece's `▁` a space, white space made visible.

    >>> token_label("Ġhe", byte_level=True, metaspace=False)
    '·he'
    >>> token_label("▁he", byte_level=False, metaspace=True)
    '·he'
    """
    if token in specials:
        return mark_whitespace(token)
    data = byte_token_bytes(token) if byte_level else None
    if data is not None:
        return bytes_label(data, marks=True)
    return mark_whitespace(token.replace(METASPACE, " ") if metaspace else token)


def hex_bytes(data: bytes) -> str:
    """Bytes as hex pairs.

    >>> hex_bytes(b"\\xf0\\x9f")
    'F0 9F'
    """
    return data.hex(" ").upper()


class VocabInfo:
    """A tokenizer's vocabulary as the user sees it."""

    def __init__(self, tokenizer: Tokenizer) -> None:
        self.tokenizer = tokenizer
        self.model = tokenizer.model
        self.byte_level = tokenizer.pre_tokenizer.byte_level
        self.metaspace = isinstance(tokenizer.pre_tokenizer, Metaspace)
        self.specials = set(tokenizer.special_tokens)
        self.unk_id = self.model.unk_id

    @property
    def rank_kind(self) -> str | None:
        """What `rank_or_score` gives: "merge" (a merge's rank), "score" (a log-probability) or
        None (nothing orders the vocabulary)."""
        return self.model.rank_kind

    def __len__(self) -> int:
        return len(self.model.vocab)

    def token(self, token_id: int) -> str:
        return self.model.vocab[token_id]

    def token_bytes(self, token: str) -> bytes | None:
        """The bytes a byte-level token stands for; None for other tokens and special tokens."""
        if not self.byte_level or token in self.specials:
            return None
        return byte_token_bytes(token)

    def text(self, token: str) -> str:
        """The text a token stands for: bytes decoded, SentencePiece's `▁` back to a space."""
        data = self.token_bytes(token)
        if data is not None:
            return bytes_label(data)
        if self.metaspace and token not in self.specials:
            return token.replace(METASPACE, " ")
        return token

    def label(self, token: str) -> str:
        """The text with its whitespace made visible, for places where a blank would be lost."""
        return token_label(token, byte_level=self.byte_level, metaspace=self.metaspace,
                           specials=self.specials)

    def length(self, token: str) -> int:
        """Bytes of a byte-level token, else characters, not counting a `##`-style prefix."""
        data = self.token_bytes(token)
        if data is not None:
            return len(data)
        prefix = self.model.continuing_subword_prefix
        if prefix and token.startswith(prefix) and token != prefix:
            return len(token) - len(prefix)
        return len(token)

    def merge_of(self, token: str) -> tuple[int, str, str] | None:
        """(rank, left, right) of the BPE merge that created `token`; None for the alphabet."""
        return self.model.merge_of(token)

    def rank_or_score(self, token_id: int) -> int | float | None:
        """BPE: the rank of the merge that made the token; Unigram: its log-probability."""
        return self.model.rank_or_score(token_id)

    def is_unknown(self, token_id: int) -> bool:
        return token_id == self.unk_id
