"""Intrinsic measures of a tokenizer on a text (SPEC section 7): fertility, characters and bytes
per token, split-word share, unknown rate, vocabulary used, Shannon and Rényi entropy, Rényi
efficiency, a histogram of tokens per word, and the premium of each language.

Words are the `whitespace` pre-tokenizer's (`\\w+|[^\\w\\s]+`) over the original text, whatever
the model's own pre-tokenizer. A word's tokens are the tokens whose offsets overlap it, so a
token such as "Ġthe" (covering " the") belongs to "the", and a token spanning two words (e.g.
"o," where the model's pre-tokenizer keeps punctuation) counts for both. The text is encoded
line by line, as `tokenizers`' `encode_batch` is given lines.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from itertools import chain
from dataclasses import dataclass, field

import numpy as np
import regex

from ..pipeline.pre_tokenizers import Whitespace
from ..tokenizer.encoding import Encoding
from ..tokenizer.pieces import Packed, packed

RENYI_ALPHA = 2.5
_WORDS = Whitespace.pattern
# `_WORDS` finds runs of word characters and runs of others between spaces: each character's
# class, learnt once per code point, finds them without a match object per word
_SPACE, _WORD, _OTHER = 0, 1, 2
_CLASS = np.zeros(0x110000, np.int8)
_KNOWN = np.zeros(0x110000, bool)
_WORD_CHAR, _SPACE_CHAR = regex.compile(r"\w"), regex.compile(r"\s")


@dataclass
class TextStats:
    """What the measures are computed from, summed over the lines of a text."""

    chars: int = 0
    bytes: int = 0
    words: int = 0
    tokens: int = 0
    split_words: int = 0  # words covered by 2 or more tokens
    unknown: int = 0
    unknown_bytes: int = 0  # UTF-8 bytes of the text the unknown tokens stand for
    token_counts: Counter = field(default_factory=Counter)  # id -> occurrences
    tokens_per_word: Counter = field(default_factory=Counter)  # tokens -> words with that many

    def add(self, text: str, encoding: Encoding, unk_id: int | None) -> None:
        """Count one encoded piece of text (a line)."""
        self.add_lines([text], [encoding], unk_id)

    def add_lines(self, lines: list[str], encodings: list[Encoding], unk_id: int | None) -> None:
        """Count each line with its encoding (see `add_packed`)."""
        self.add_packed(lines, packed(encodings), unk_id)

    def add_packed(self, lines: list[str], encoded: Packed, unk_id: int | None) -> None:
        """Count each line with its encoding, all at once: the lines are joined with a newline
        between them (so that no word crosses two) and their offsets moved to where each
        starts."""
        if not lines:
            return
        text = "\n".join(lines)
        ids = encoded.ids
        self.chars += len(text) - (len(lines) - 1)
        self.bytes += len(text.encode("utf-8")) - (len(lines) - 1)
        self.tokens += len(ids)
        values, occurrences = np.unique(ids, return_counts=True)
        self.token_counts.update(dict(zip(values.tolist(), occurrences.tolist())))
        starts = np.cumsum([0] + [len(line) + 1 for line in lines[:-1]], dtype=np.int64)
        shift = np.repeat(starts, encoded.counts)
        spans = np.stack([encoded.starts + shift, encoded.ends + shift], 1)
        if unk_id is not None:
            unknown = ids == unk_id
            self.unknown += int(unknown.sum())
            if unknown.any():
                self.unknown_bytes += _span_bytes(text, spans[unknown])
        counts = _word_token_counts(text, spans)
        self.words += len(counts)
        self.split_words += int((counts >= 2).sum())
        values, words_with = np.unique(counts, return_counts=True)
        self.tokens_per_word.update(dict(zip(values.tolist(), words_with.tolist())))

    @property
    def cost(self) -> int:
        """The tokens, each unknown token counted as the UTF-8 bytes it stands for: what a
        byte fallback would spend on them, so that text a model cannot spell is not cheap."""
        return self.tokens - self.unknown + self.unknown_bytes

    def merge(self, other: TextStats) -> None:
        for name in ("chars", "bytes", "words", "tokens", "split_words", "unknown",
                     "unknown_bytes"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.token_counts.update(other.token_counts)
        self.tokens_per_word.update(other.tokens_per_word)


def _span_bytes(text: str, spans: np.ndarray) -> int:
    """The UTF-8 bytes of the parts of `text` that the (start, end) character `spans` cover."""
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), np.uint32)
    widths = 1 + (codes >= 0x80) + (codes >= 0x800) + (codes >= 0x10000)
    ends = np.concatenate([[0], np.cumsum(widths, dtype=np.int64)])
    return int((ends[spans[:, 1]] - ends[spans[:, 0]]).sum())


def _pairs(spans: Iterable[tuple[int, int]]) -> np.ndarray:
    """The (start, end) pairs as an n x 2 array."""
    return np.fromiter(chain.from_iterable(spans), dtype=np.int64).reshape(-1, 2)


def word_token_counts(text: str, offsets: list[tuple[int, int]]) -> list[int]:
    """For each whitespace word of `text`, the number of tokens (given by their offsets, in
    order) that overlap it."""
    return _word_token_counts(text, _pairs(offsets)).tolist()


def _word_token_counts(text: str, spans: np.ndarray) -> np.ndarray:
    """`word_token_counts`: a word's tokens are those that start before its end, less those
    that end by its start (these all start before its end too)."""
    words = word_spans(text)
    return (np.searchsorted(np.sort(spans[:, 0]), words[:, 1], "left")
            - np.searchsorted(np.sort(spans[:, 1]), words[:, 0], "right"))


def word_spans(text: str) -> np.ndarray:
    """The (start, end) of each word of `text` (each match of `_WORDS`), as an n x 2 array."""
    if not text:
        return np.zeros((0, 2), np.int64)
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), np.uint32)
    unknown = codes[~_KNOWN[codes]]
    if len(unknown):
        _learn(np.unique(unknown).tolist())
    classes = _CLASS[codes]
    edges = np.flatnonzero(classes[1:] != classes[:-1]) + 1
    starts, ends = np.r_[0, edges], np.r_[edges, len(codes)]
    words = classes[starts] != _SPACE
    return np.stack([starts[words], ends[words]], 1)


def _learn(codes: list[int]) -> None:
    for code in codes:
        char = chr(code)
        _CLASS[code] = (_WORD if _WORD_CHAR.match(char) else
                        _SPACE if _SPACE_CHAR.match(char) else _OTHER)
        _KNOWN[code] = True


def _ratio(a: float, b: float) -> float:
    return a / b if b else 0.0


def shannon_entropy(counts: Iterable[int]) -> float:
    """H = -sum p log2 p of the distribution the counts give, in bits."""
    counts = [c for c in counts if c > 0]
    total = sum(counts)
    return -sum(c / total * math.log2(c / total) for c in counts) if total else 0.0


def renyi_entropy(counts: Iterable[int], alpha: float = RENYI_ALPHA) -> float:
    """H_a = log2(sum p^a) / (1 - a), in bits."""
    counts = [c for c in counts if c > 0]
    total = sum(counts)
    if not total:
        return 0.0
    return math.log2(sum((c / total) ** alpha for c in counts)) / (1 - alpha)


def renyi_efficiency(counts: Iterable[int], vocab_size: int, alpha: float = RENYI_ALPHA) -> float:
    """H_a / log2(vocabulary size) (Zouhar et al., 2023)."""
    return _ratio(renyi_entropy(counts, alpha), math.log2(vocab_size)) if vocab_size > 1 else 0.0


def measures(stats: TextStats, vocab_size: int) -> dict[str, float]:
    """Every SPEC section 7 measure of one model on one text, by name."""
    return {
        "tokens": stats.tokens,
        "words": stats.words,
        "fertility": _ratio(stats.tokens, stats.words),
        "chars_per_token": _ratio(stats.chars, stats.tokens),
        "bytes_per_token": _ratio(stats.bytes, stats.tokens),
        "split_word_share": _ratio(stats.split_words, stats.words),
        "unknown_rate": _ratio(stats.unknown, stats.tokens),
        "vocabulary_used": _ratio(len(stats.token_counts), vocab_size),
        "never_used": vocab_size - len(stats.token_counts),
        "shannon_entropy": shannon_entropy(stats.token_counts.values()),
        "renyi_entropy": renyi_entropy(stats.token_counts.values()),
        "renyi_efficiency": renyi_efficiency(stats.token_counts.values(), vocab_size),
    }


def premiums(tokens_by_language: dict[str, int], reference: str) -> dict[str, float]:
    """Tokens of each language's text / tokens of the reference language's (Petrov et al.,
    2023), for files holding the same content. `evaluate` gives it each text's `cost`."""
    base = tokens_by_language[reference]
    return {language: _ratio(tokens, base) for language, tokens in tokens_by_language.items()}
