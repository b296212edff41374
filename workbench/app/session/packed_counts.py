"""A corpus's counted words as the window keeps them: the words pickled in parts, their counts
in an array. Qt-free: the worker that counts packs them, and the worker that trains unpacks
them. The window never builds the word -> count dictionary (it grew by 10,000 words a turn of
the event loop, 12-16 ms each on a loaded machine), and handing the counts to a training worker
writes bytes as they are: pickling a 255,000-word dictionary again held the interpreter lock
for 86 ms in one call.

>>> packed = PackedCounts.pack(WordCounts({"the": 3, "The": 1}), [(["the", "The"], None)])
>>> len(packed), packed.unpack().counts
(2, {'the': 3, 'The': 1})
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass

import numpy as np

from workbench.core import WordCounts
from workbench.core.training import SourceStats


@dataclass(frozen=True)
class PackedCounts:
    parts: tuple[bytes, ...]  # each a pickled tuple of words and more, in first-seen order
    counts: np.ndarray  # int64, per word, in the same order
    sources: list[SourceStats]

    @classmethod
    def pack(cls, counts: WordCounts, parts: list[tuple]) -> PackedCounts:
        """`counts`, its words in `parts`: tuples whose first items, lists of words, are
        together its words in order (the rest rides along for the window)."""
        size = len(counts.counts)
        return cls(tuple(pickle.dumps(part) for part in parts),
                   np.fromiter(counts.counts.values(), dtype=np.int64, count=size),
                   counts.sources)

    def __len__(self) -> int:
        return len(self.counts)

    def unpack(self) -> WordCounts:
        words = [word for part in self.parts for word in pickle.loads(part)[0]]
        return WordCounts(dict(zip(words, self.counts.tolist())), self.sources)
