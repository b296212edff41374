"""Building the initial vocabulary and splitting words into initial symbols."""

from __future__ import annotations

import itertools
from collections.abc import Collection, Iterable
from dataclasses import dataclass

import numpy as np


class Vocab:
    """Tokens and their ids, in id order."""

    def __init__(self, tokens: Iterable[str] = ()) -> None:
        self.tokens: list[str] = []  # id -> token
        self.ids: dict[str, int] = {}  # token -> id
        for token in tokens:
            self.add(token)

    def __len__(self) -> int:
        return len(self.tokens)

    def __contains__(self, token: str) -> bool:
        return token in self.ids

    def add(self, token: str) -> int:
        """Id of `token`, appended if new."""
        found = self.ids.get(token)
        if found is not None:
            return found
        self.ids[token] = len(self.tokens)
        self.tokens.append(token)
        return len(self.tokens) - 1


def join_tokens(left: str, right: str, prefix: str | None) -> str:
    """The token a merge of `left` and `right` makes: `right` loses its continuation prefix.

    >>> join_tokens("hu", "##gs", "##"), join_tokens("##g", "##s", "##"), join_tokens("u", "g", None)
    ('hugs', '##gs', 'ug')
    """
    if prefix and right.startswith(prefix):
        right = right[len(prefix):]
    return left + right


def kept_merges(merges: list[tuple[str, str]], kept: set[str], prefix: str | None
                ) -> list[tuple[str, str]]:
    """The merges, in their order, between kept tokens that build a kept token.

    >>> kept_merges([("h", "u"), ("hu", "g"), ("u", "g")], {"h", "u", "g", "hug"}, None)
    []
    >>> kept_merges([("h", "##u"), ("hu", "##g")], {"h", "##u", "hu", "##g"}, "##")
    [('h', '##u')]
    """
    return [(left, right) for left, right in merges
            if left in kept and right in kept and join_tokens(left, right, prefix) in kept]


def limited_alphabet(
    char_counts: dict[str, int], initial_alphabet: Iterable[str], limit: int | None
) -> list[str]:
    """The alphabet a trainer starts from, sorted by code point.

    Every character seen, plus `initial_alphabet`; with `limit`, the least frequent characters are
    dropped first (ties: the higher code point goes first), initial ones last, as `tokenizers` does.

    >>> limited_alphabet({"a": 5, "b": 1, "c": 3}, ["z"], 3)
    ['a', 'c', 'z']
    """
    forced = set(initial_alphabet)
    counts = dict(char_counts)
    for char in forced:
        counts[char] = float("inf")  # type: ignore[assignment]
    kept = sorted(counts)
    if limit is not None and len(kept) > limit:
        by_rarity = sorted(kept, key=lambda c: (counts[c], -ord(c)))
        dropped = set(by_rarity[: len(kept) - limit])
        kept = [c for c in kept if c not in dropped]
    return kept


def char_counts(words: dict[str, int], weighted: bool = True) -> dict[str, int]:
    """Frequency of each character over the word table (all 1 when not `weighted`)."""
    if not weighted:
        return dict.fromkeys(set("".join(words)), 1)
    counts: dict[str, int] = {}
    for word, count in words.items():
        for char in word:
            counts[char] = counts.get(char, 0) + count
    return counts


@dataclass
class Symbols:
    """Words as token ids: every word's ids end to end (`ids`, int32, writable) and each word's
    length (`lengths`, int32)."""

    ids: np.ndarray
    lengths: np.ndarray

    @classmethod
    def of_strings(cls, words: Collection[str]) -> Symbols:
        """The words given as strings of one character chr(id) per token."""
        ids = np.frombuffer(bytearray("".join(words).encode("utf-32-le", "surrogatepass")),
                            dtype=np.int32)
        return cls(ids, np.fromiter(map(len, words), dtype=np.int32, count=len(words)))

    def lists(self) -> list[list[int]]:
        """Each word's ids."""
        ends = np.cumsum(self.lengths).tolist()
        return [self.ids[end - n:end].tolist() for end, n in zip(ends, self.lengths.tolist())]


def split_words(
    words: Collection[str], vocab: Vocab, prefix: str | None = None, suffix: str | None = None
) -> Symbols:
    """Each word as its initial symbols, as `tokenizers`' BPE trainer splits words.

    Characters not in `vocab` are left out; with `prefix`, every character but the first is
    prefixed, with `suffix` the last one is suffixed, and such new symbols join the vocabulary.

    >>> vocab = Vocab(["a", "b"])
    >>> split_words(["ab", "ba", "abc", "c"], vocab).lists()
    [[0, 1], [1, 0], [0, 1], []]
    >>> split_words(["ab", "ba", "abc"], vocab, prefix="##").lists()
    [[0, 2], [1, 3], [0, 2]]
    >>> vocab.tokens
    ['a', 'b', '##b', '##a']
    """
    if not prefix and not suffix:
        return _split_characters(words, vocab)
    split = []
    for word in words:
        symbols = []
        last = len(word) - 1
        for i, char in enumerate(word):
            if char not in vocab:
                continue
            piece = prefix + char if i and prefix else char
            if i == last and suffix:
                piece += suffix
            symbols.append(chr(vocab.add(piece)))
        split.append("".join(symbols))
    return Symbols.of_strings(split)


_WORDS_AT_ONCE = 1 << 16  # words whose characters are looked up together


def _split_characters(words: Collection[str], vocab: Vocab) -> Symbols:
    """Each word as the ids of its characters, those not in `vocab` left out: the characters of
    many words looked up at once (a str.translate per word took 5x the time), a slice of the
    result at a time (the whole corpus's code points at once would double the peak)."""
    lengths = np.fromiter(map(len, words), dtype=np.int32, count=len(words))
    table = np.full(0x110000, -1, dtype=np.int32)  # code point -> its id, -1 if none
    known = {ord(token): id_ for token, id_ in vocab.ids.items() if len(token) == 1}
    table[list(known)] = list(known.values())
    ids = np.empty(int(lengths.sum()), dtype=np.int32)
    filled, remaining = 0, iter(words)
    while chunk := list(itertools.islice(remaining, _WORDS_AT_ONCE)):
        codes = np.frombuffer("".join(chunk).encode("utf-32-le", "surrogatepass"), np.uint32)
        ids[filled:filled + len(codes)] = table[codes]
        filled += len(codes)
    found = ids >= 0
    if found.all():
        return Symbols(ids, lengths)
    missing = np.r_[0, np.cumsum(~found)]
    ends = np.cumsum(lengths)
    lengths -= (missing[ends] - missing[ends - lengths]).astype(np.int32)
    return Symbols(ids[found], lengths)
