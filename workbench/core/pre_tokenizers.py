"""Pre-tokenizers: split normalized text into words, exactly as `tokenizers`' namesakes do.

Each pre-tokenizer offers two views of the same split:
- `pre_tokenize(ns)` -> [(word, (start, end))], offsets into ns's normalized text, for encoding;
- `words(text)` / `words_of_lines(block)`, the bare words, fast, for counting a corpus.
`words_of_lines` treats a block of newline-terminated lines exactly as if each line were a separate
sequence (the way `tokenizers` feeds training files), without looping over lines in Python where
the split cannot cross a line anyway.

The words are the text of each pre-token before any byte-level mapping; `model_text(word)` gives
the string the model sees (for byte-level: one printable character per UTF-8 byte).

>>> ByteLevel().words("Hello  world")
['Hello', ' ', ' world']
>>> Metaspace().words("Hello  world")
['▁Hello', '▁', '▁world']
>>> Bert().words("Don't stop!")
['Don', "'", 't', 'stop', '!']
"""

from __future__ import annotations

import regex

from .byte_level import text_to_bytes
from .normalizers import NormalizedString

Piece = tuple[str, tuple[int, int]]

GPT2_PATTERN = (
    r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"""
)
# Same split, but a newline always ends a whitespace run and acts as the end of the sequence,
# so a block of lines splits as its lines would one by one.
_GPT2_LINES_PATTERN = (
    r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+"""
    r"""|[^\S\n]*\n|[^\S\n]+(?!\S)|[^\S\n]+"""
)
_ASCII_PUNCT = r"""!-/:-@\[-`{-~"""
_BERT_PATTERN = (
    rf"[^\p{{White_Space}}\p{{P}}{_ASCII_PUNCT}]+|[\p{{P}}{_ASCII_PUNCT}]"
)
_WHITESPACE_PATTERN = r"\w+|[^\w\s]+"


class PreTokenizer:
    """Base class; subclasses set `kind` and implement `pre_tokenize` and `words`."""

    kind = ""
    byte_level = False

    def pre_tokenize(self, ns: NormalizedString) -> list[Piece]:
        raise NotImplementedError

    def words(self, text: str) -> list[str]:
        raise NotImplementedError

    def words_of_lines(self, block: str) -> list[str]:
        return self.words(block)

    def model_text(self, word: str) -> str:
        return word

    def to_json(self) -> dict:
        raise NotImplementedError


class _RegexPreTokenizer(PreTokenizer):
    """Split by a regex whose matches cover every non-dropped character."""

    pattern: regex.Pattern

    def pre_tokenize(self, ns: NormalizedString) -> list[Piece]:
        return [(m.group(), m.span()) for m in self.pattern.finditer(ns.text)]

    def words(self, text: str) -> list[str]:
        return self.pattern.findall(text)


class ByteLevel(_RegexPreTokenizer):
    """GPT-2's pre-tokenizer: its regex, then every byte mapped to a printable character."""

    kind = "byte-level"
    byte_level = True
    pattern = regex.compile(GPT2_PATTERN)
    _lines_pattern = regex.compile(_GPT2_LINES_PATTERN)

    def __init__(self, add_prefix_space: bool = False) -> None:
        self.add_prefix_space = add_prefix_space

    def pre_tokenize(self, ns: NormalizedString) -> list[Piece]:
        if self.add_prefix_space and not ns.text.startswith(" "):
            ns.prepend(" ")
        return super().pre_tokenize(ns)

    def words(self, text: str) -> list[str]:
        if self.add_prefix_space and text and not text.startswith(" "):
            text = " " + text
        return self.pattern.findall(text)

    def words_of_lines(self, block: str) -> list[str]:
        if self.add_prefix_space:
            return [w for line in _lines(block) for w in self.words(line)]
        return self._lines_pattern.findall(block)

    def model_text(self, word: str) -> str:
        return text_to_bytes(word)

    def to_json(self) -> dict:
        return {
            "type": "ByteLevel",
            "add_prefix_space": self.add_prefix_space,
            "trim_offsets": False,
            "use_regex": True,
        }


class Bert(_RegexPreTokenizer):
    """BERT's pre-tokenizer: drop whitespace, isolate every punctuation character."""

    kind = "bert"
    pattern = regex.compile(_BERT_PATTERN)

    def to_json(self) -> dict:
        return {"type": "BertPreTokenizer"}


class Whitespace(_RegexPreTokenizer):
    r"""Runs of word characters and runs of other non-space characters: `\w+|[^\w\s]+`."""

    kind = "whitespace"
    pattern = regex.compile(_WHITESPACE_PATTERN)

    def to_json(self) -> dict:
        return {"type": "Whitespace"}


METASPACE = "▁"
PREPEND_SCHEMES = ("always", "first", "never")


class Metaspace(PreTokenizer):
    """SentencePiece's: spaces become '▁', a '▁' is prepended, a word starts at each '▁'."""

    kind = "metaspace"

    def __init__(self, prepend_scheme: str = "always") -> None:
        if prepend_scheme not in PREPEND_SCHEMES:
            raise ValueError(f"prepend_scheme must be one of {', '.join(PREPEND_SCHEMES)}")
        self.prepend_scheme = prepend_scheme

    def _prepends(self, first: bool) -> bool:
        return self.prepend_scheme == "always" or (self.prepend_scheme == "first" and first)

    def pre_tokenize(self, ns: NormalizedString, first: bool = True) -> list[Piece]:
        ns.text = ns.text.replace(" ", METASPACE)
        if self._prepends(first) and not ns.text.startswith(METASPACE):
            ns.prepend(METASPACE)
        text = ns.text
        pieces: list[Piece] = []
        start = 0
        for i in range(1, len(text) + 1):
            if i == len(text) or text[i] == METASPACE:
                if i > start:
                    pieces.append((text[start:i], (start, i)))
                start = i
        return pieces

    def words(self, text: str, first: bool = True) -> list[str]:
        parts = text.replace(" ", METASPACE).split(METASPACE)
        head = parts[0]
        words = [METASPACE + part for part in parts[1:]]
        if head:
            words.insert(0, METASPACE + head if self._prepends(first) else head)
        return words

    def words_of_lines(self, block: str) -> list[str]:
        return [w for line in _lines(block) for w in self.words(line)]

    def to_json(self) -> dict:
        return {
            "type": "Metaspace",
            "replacement": METASPACE,
            "prepend_scheme": self.prepend_scheme,
            "split": True,
        }


def _lines(block: str) -> list[str]:
    """Split a block into lines at "\\n" only, each keeping its newline."""
    lines = block.split("\n")
    out = [line + "\n" for line in lines[:-1]]
    if lines[-1]:
        out.append(lines[-1])
    return out


PRE_TOKENIZER_NAMES = ("byte-level", "bert", "metaspace", "whitespace")


def build_pre_tokenizer(
    kind: str, *, add_prefix_space: bool = False, prepend_scheme: str = "always"
) -> PreTokenizer:
    """Build a pre-tokenizer by its CLI name."""
    if kind == "byte-level":
        return ByteLevel(add_prefix_space=add_prefix_space)
    if kind == "bert":
        return Bert()
    if kind == "whitespace":
        return Whitespace()
    if kind == "metaspace":
        return Metaspace(prepend_scheme=prepend_scheme)
    raise ValueError(f"unknown pre-tokenizer {kind!r}; choose from: {', '.join(PRE_TOKENIZER_NAMES)}")
