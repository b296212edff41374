"""What the Words table shows and searches, worked out once per count: every counted word with
its count and length, the row order for each column and direction, and the text its filter
matches. Qt-free: the worker process that counts builds it (sorting half a million words takes a
few hundred milliseconds, which the window must not spend).

>>> columns = WordColumns.of({"the": 3, "The": 1, "a b": 3})
>>> [columns.words[i] for i in columns.order(COUNT, descending=True)]
['a b', 'the', 'The']
>>> [columns.words[i] for i in columns.order(WORD, descending=False)], columns.folded
(['The', 'a b', 'the'], ['the', 'the', 'a·b'])
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .vocab_info import mark_whitespace

WORD, COUNT, LENGTH = range(3)


@dataclass(frozen=True)
class WordColumns:
    words: list[str]  # in the counts' own (first-seen) order; a row is an index into this
    counts: np.ndarray  # int64, per word
    lengths: np.ndarray  # int32, per word, in code points
    folded: list[str]  # each word as the table shows it, case-folded: what the filter searches
    orders: dict[tuple[int, bool], np.ndarray]  # (column, descending) -> int32 rows: `order`
    alphabet_size: int  # distinct characters of the words

    @classmethod
    def of(cls, table: dict[str, int]) -> WordColumns:
        words = list(table)
        size = len(words)
        counts = np.fromiter(table.values(), dtype=np.int64, count=size)
        lengths = np.fromiter(map(len, words), dtype=np.int32, count=size)
        by_word = np.array(sorted(range(size), key=words.__getitem__), dtype=np.int32)
        rank = np.empty(size, dtype=np.int32)
        rank[by_word] = np.arange(size, dtype=np.int32)
        orders = {(WORD, False): by_word}
        for column, values in ((COUNT, counts), (LENGTH, lengths)):  # ties in word order
            orders[column, False] = np.lexsort((rank, values)).astype(np.int32)
            orders[column, True] = np.lexsort((rank, -values)).astype(np.int32)
        return cls(words, counts, lengths, [_folded(word) for word in words], orders,
                   len(set("".join(words))))

    def order(self, column: int, descending: bool) -> np.ndarray:
        """Every row, sorted by `column` (code point order for words); equal counts or lengths
        in word order, whichever the direction."""
        if column == WORD and descending:
            return self.orders[WORD, False][::-1]
        return self.orders[column, descending]


def _folded(word: str) -> str:
    """The same object when nothing changes, which keeps copies and pickles small."""
    folded = mark_whitespace(word).casefold()
    return word if folded == word else folded


EMPTY = WordColumns.of({})
