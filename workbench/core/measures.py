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
from dataclasses import dataclass, field

from .encoding import Encoding
from .pipeline.pre_tokenizers import Whitespace
from .tokenizer import Tokenizer

RENYI_ALPHA = 2.5
_WORDS = Whitespace.pattern


@dataclass
class TextStats:
    """What the measures are computed from, summed over the lines of a text."""

    chars: int = 0
    bytes: int = 0
    words: int = 0
    tokens: int = 0
    split_words: int = 0  # words covered by 2 or more tokens
    unknown: int = 0
    token_counts: Counter = field(default_factory=Counter)  # id -> occurrences
    tokens_per_word: Counter = field(default_factory=Counter)  # tokens -> words with that many

    def add(self, text: str, encoding: Encoding, unk_id: int | None) -> None:
        """Count one encoded piece of text (a line)."""
        self.chars += len(text)
        self.bytes += len(text.encode("utf-8"))
        self.tokens += len(encoding.ids)
        self.token_counts.update(encoding.ids)
        if unk_id is not None:
            self.unknown += encoding.ids.count(unk_id)
        for count in word_token_counts(text, encoding.offsets):
            self.words += 1
            self.split_words += count >= 2
            self.tokens_per_word[count] += 1

    def merge(self, other: TextStats) -> None:
        for name in ("chars", "bytes", "words", "tokens", "split_words", "unknown"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.token_counts.update(other.token_counts)
        self.tokens_per_word.update(other.tokens_per_word)


def word_token_counts(text: str, offsets: list[tuple[int, int]]) -> list[int]:
    """For each whitespace word of `text`, the number of tokens (given by their offsets, in
    order) that overlap it."""
    spans = sorted(offsets)
    counts = []
    first = 0
    for match in _WORDS.finditer(text):
        start, end = match.span()
        while first < len(spans) and spans[first][1] <= start:
            first += 1
        n = 0
        for token_start, token_end in spans[first:]:
            if token_start >= end:
                break
            n += token_end > start
        counts.append(n)
    return counts


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
    2023), for files holding the same content."""
    base = tokens_by_language[reference]
    return {language: _ratio(tokens, base) for language, tokens in tokens_by_language.items()}
