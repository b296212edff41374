"""The incremental state shared by the BPE and WordPiece trainers.

Words are lists of token ids, each with its corpus frequency. The table keeps, for every adjacent
pair of tokens, its total count and the (sorted) list of words it occurs in, and merges a pair by
visiting only those words, adjusting the counts of the pairs around each merged occurrence.
Pairs are packed into one int, `left * base + right`, so that comparing keys compares
(left id, right id) and dict look-ups hash a single int.
"""

from __future__ import annotations

import itertools
from collections import defaultdict

import numpy as np


class PairTable:
    """Pair counts and a pair -> words index over a table of tokenized words."""

    def __init__(
        self,
        words: list[list[int]],
        counts: list[int],
        token_len: list[int],
        *,
        base: int,
        max_token_length: int | None = None,
    ) -> None:
        self.words = words  # word index -> token ids
        self.counts = counts  # word index -> frequency
        self.token_len = token_len  # token id -> length in initial symbols
        self.base = base
        self.max_len = max_token_length if max_token_length is not None else float("inf")
        self.pair_counts: defaultdict[int, int] = defaultdict(int)  # pair -> weighted count
        self.where: dict[int, list[int]] = {}  # pair -> sorted indices of words that had it
        self._count_all()

    def _count_all(self) -> None:
        """Count every adjacent pair at once, vectorized: this is most of a trainer's set-up."""
        words = self.words
        n_words = len(words)
        lengths = np.fromiter(map(len, words), dtype=np.int64, count=n_words)
        flat = np.fromiter(itertools.chain.from_iterable(words), dtype=np.int64,
                           count=int(lengths.sum()))
        if len(flat) < 2:
            return
        inside = np.ones(len(flat) - 1, dtype=bool)  # position i starts a pair within its word
        ends = np.cumsum(lengths)
        inside[ends[(lengths > 0) & (ends < len(flat))] - 1] = False
        owner = np.repeat(np.arange(n_words, dtype=np.int64), lengths)[:-1][inside]
        keys = flat[:-1][inside] * self.base + flat[1:][inside]
        del flat, inside
        if self.base * self.base * n_words < 2**62:  # one int64 sort key: much faster
            keys *= n_words
            keys += owner
            keys.sort()
            keys, owner = np.divmod(keys, n_words)
        else:
            order = np.lexsort((owner, keys))
            keys, owner = keys[order], owner[order]
        weights = np.asarray(self.counts, dtype=np.int64)[owner]
        starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
        self.pair_counts.update(zip(keys[starts].tolist(), np.add.reduceat(weights, starts).tolist()))
        del weights
        first_of_word = np.r_[True, (keys[1:] != keys[:-1]) | (owner[1:] != owner[:-1])]
        keys, owner = keys[first_of_word], owner[first_of_word]
        starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
        bounds = np.r_[starts, len(keys)].tolist()
        index = list(range(n_words))  # one int object per word, shared by all its pairs' lists
        owners = list(map(index.__getitem__, owner))
        self.where = {
            pair: owners[lo:hi]
            for pair, lo, hi in zip(keys[starts].tolist(), bounds, bounds[1:])
        }

    def split(self, pair: int) -> tuple[int, int]:
        return divmod(pair, self.base)

    def merge(
        self, pair: int, new: int, indices: list[int], touched: set[int] | None = None
    ) -> tuple[dict[int, list[int]], int]:
        """Merge `pair` into token `new` in the words `indices`.

        Returns the pairs that gained occurrences, each with the words it gained them in, and the
        weighted number of occurrences merged. Pairs that lost occurrences are added to `touched`.
        As in `tokenizers`, the merged pair's own count is left to the caller, and a new pair is
        only counted if its token would be shorter than max_token_length.
        """
        left, right = divmod(pair, self.base)
        base = self.base
        words, counts, pair_counts = self.words, self.counts, self.pair_counts
        new_len = self.token_len[new]
        token_len, max_len = self.token_len, self.max_len
        gained: dict[int, list[int]] = {}
        merged = 0
        for index in indices:
            word = words[index]
            remaining = word.count(left)
            if not remaining:
                continue
            count = counts[index]
            i = -1
            while remaining:
                i = word.index(left, i + 1)
                remaining -= 1
                if i + 1 >= len(word) or word[i + 1] != right:
                    continue
                if left == right:
                    remaining -= 1
                merged += count
                if i:
                    prev = word[i - 1]
                    lost = prev * base + left
                    pair_counts[lost] -= count
                    if touched is not None:
                        touched.add(lost)
                    if token_len[prev] + new_len < max_len:
                        won = prev * base + new
                        pair_counts[won] += count
                        listed = gained.get(won)
                        if listed is None:
                            gained[won] = [index]
                        elif listed[-1] != index:
                            listed.append(index)
                word[i:i + 2] = (new,)
                if i + 1 < len(word):
                    nxt = word[i + 1]
                    lost = right * base + nxt
                    pair_counts[lost] -= count
                    if touched is not None:
                        touched.add(lost)
                    if token_len[nxt] + new_len < max_len:
                        won = new * base + nxt
                        pair_counts[won] += count
                        listed = gained.get(won)
                        if listed is None:
                            gained[won] = [index]
                        elif listed[-1] != index:
                            listed.append(index)
        return gained, merged

    def index(self, gained: dict[int, list[int]]) -> None:
        """Add the words in which pairs gained occurrences to the pair -> words index."""
        where = self.where
        for pair, indices in gained.items():
            listed = where.get(pair)
            if listed is None:
                where[pair] = indices
            elif listed[-1] < indices[0]:
                listed.extend(indices)
            else:
                where[pair] = sorted(set(listed).union(indices))

    def first_seen(self, pair: int) -> tuple[int, int]:
        """(word index, character offset) of the pair's first occurrence in the corpus.

        Words that no longer hold the pair are dropped from the front of its index on the way.
        """
        left, right = divmod(pair, self.base)
        listed = self.where.get(pair, [])
        stale = 0
        for index in listed:
            word = self.words[index]
            offset = 0
            for a, b in zip(word, word[1:]):
                if a == left and b == right:
                    if stale:
                        del listed[:stale]
                    return index, offset
                offset += self.token_len[a]
            stale += 1
        if stale:
            del listed[:stale]
        return len(self.words), 0

