"""The incremental state shared by the BPE and WordPiece trainers.

The words are slices of one int32 array of token ids, and a pair is the int
left id * MAX_TOKENS + right id, so comparing pairs compares (left id, right id). The table keeps
each pair's total count and the sorted list of words it occurs in, and merges a pair by visiting
only those words, adjusting the counts of the pairs around each merged occurrence exactly as
`tokenizers`' BPE trainer does; that visit is compiled (merge_loops.pyx).

>>> table = PairTable(["\\x00\\x01\\x00\\x01", "\\x01\\x00"], [1, 5], token_lengths(3))
>>> table.pair_counts == {pair_of(0, 1): 2, pair_of(1, 0): 6}
True
>>> gained, merged = table.merge(pair_of(0, 1), 2, table.where[pair_of(0, 1)])
>>> table.words()[0], merged, table.pair_counts[pair_of(2, 2)], gained[pair_of(2, 2)]
([2, 2], 2, 1, (0,))
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np

from .merge_loops import Words
from .vocab import Symbols, Vocab, join_tokens

MAX_TOKENS = 0x110000  # token ids are stored as characters until the table is made
PACKED_BELOW = 2**62  # (pair, word) packs into one int64 sort key while below it
_ENTRIES_AT_ONCE = 1 << 22  # (pair, word) entries of the index made into lists together


def token_lengths(size: int) -> np.ndarray:
    """Length in initial symbols per token id: 1 for every initial symbol, room for `size` ids."""
    if size > MAX_TOKENS:
        raise ValueError(f"vocab_size must be at most {MAX_TOKENS:,}")
    return np.ones(size, dtype=np.int32)


def pair_of(left: int, right: int) -> int:
    return left * MAX_TOKENS + right


def split_pair(pair: int) -> tuple[int, int]:
    return divmod(pair, MAX_TOKENS)


def _word_lists(owner: np.ndarray, starts: np.ndarray, index: list[int]) -> Iterator[list[int]]:
    """The lists owner[starts[k]:starts[k + 1]] as lists of ints, the int objects of `index`
    (one per word, shared by all the lists: a list then costs a pointer per word), made about
    _ENTRIES_AT_ONCE entries at a time rather than from one list of every entry."""
    bounds = np.r_[starts, len(owner)]
    first = 0
    while first < len(starts):  # lists first..last-1 together: one at least
        last = max(first + 1, int(np.searchsorted(bounds, bounds[first] + _ENTRIES_AT_ONCE,
                                                  side="right")) - 1)
        cuts = (bounds[first:last + 1] - bounds[first]).tolist()
        owners = list(map(index.__getitem__, owner[bounds[first]:bounds[last]].tolist()))
        yield from (owners[a:b] for a, b in zip(cuts, cuts[1:]))
        first = last


class PairTable:
    """Pair counts and a pair -> words index over a table of tokenized words."""

    def __init__(
        self,
        words: list[str] | Symbols,
        counts: Sequence[int],
        token_len: np.ndarray,
        *,
        max_token_length: int | None = None,
    ) -> None:
        """`words`: each word's tokens (as Symbols, or as a string of one character chr(id)
        per token), which the table takes into its arrays (and rewrites as it merges);
        `token_len`: token id -> length in initial symbols, which add_merged_token extends."""
        split = words if isinstance(words, Symbols) else Symbols.of_strings(words)
        self.counts = np.asarray(counts, dtype=np.int64)  # word index -> frequency
        self.token_len = token_len
        self.limit = -1 if max_token_length is None else max_token_length
        self.lengths = split.lengths
        self.starts = np.cumsum(self.lengths, dtype=np.int64) - self.lengths  # word -> its slice
        self.symbols = split.ids  # every word's token ids end to end
        self.pair_counts: dict[int, int] = {}  # pair -> weighted count, pairs that occur
        self._where: dict[int, list[int]] = {}
        self._owners: tuple[list[int], np.ndarray, np.ndarray] | None = None  # see _count_all
        self._ints: list[int] | None = None
        self._count_all()
        self._loops = Words(self.symbols, self.starts, self.lengths, self.counts, token_len,
                            MAX_TOKENS)

    @classmethod
    def with_room(cls, words: list[str] | Symbols, counts: Sequence[int], size: int,
                  max_token_length: int | None = None) -> PairTable:
        """The table of `words`, with room for the lengths of `size` token ids."""
        return cls(words, counts, token_lengths(size), max_token_length=max_token_length)

    @property
    def where(self) -> dict[int, list[int]]:
        """pair -> sorted indices of the words that had it: the index, made from the count's
        arrays when first asked for."""
        if self._owners is not None:
            pairs, owner, starts = self._owners
            self._owners = None
            self._where = dict(zip(pairs, _word_lists(owner, starts, self._word_ints())))
        return self._where

    def take_where(self) -> Iterator[tuple[int, Sequence[int]]]:
        """Each pair that occurs with the sorted indices of the words it occurs in, as views of
        one array of the count's (as lists they cost a pointer and a list per word and pair,
        and most pairs are never merged), the table keeping no index from then on."""
        if self._owners is None:
            yield from self._where.items()
        else:
            pairs, owner, starts = self._owners
            yield from zip(pairs, np.split(owner, starts[1:]))
        self._owners, self._where = None, {}

    def words(self) -> list[list[int]]:
        """Each word as its token ids, as merged so far."""
        return [self.symbols[start:start + n].tolist()
                for start, n in zip(self.starts.tolist(), self.lengths.tolist())]

    def token_counts(self, size: int) -> np.ndarray:
        """token id -> its weighted occurrences in the words, for `size` ids."""
        lengths = self.lengths
        offsets = np.arange(lengths.sum()) - np.repeat(np.cumsum(lengths) - lengths, lengths)
        ids = self.symbols[np.repeat(self.starts, lengths) + offsets]
        return np.bincount(ids, np.repeat(self.counts, lengths), minlength=size).astype(np.int64)

    def add_merged_token(self, vocab: Vocab, pair: int,
                         prefix: str | None) -> tuple[int, tuple[str, str]]:
        """Add the token that merging `pair` makes to `vocab` (the right token's continuation
        `prefix` dropped), with its length: its id and the merge as (left, right) tokens."""
        left, right = split_pair(pair)
        new = vocab.add(join_tokens(vocab.tokens[left], vocab.tokens[right], prefix))
        self.token_len[new] = self.token_len[left] + self.token_len[right]
        return new, (vocab.tokens[left], vocab.tokens[right])

    def _count_all(self) -> None:
        """Count every adjacent pair at once, vectorized: this is most of a trainer's set-up."""
        lengths, flat = self.lengths, self.symbols
        n_words = len(lengths)
        if len(flat) < 2:
            return
        inside = np.ones(len(flat) - 1, dtype=bool)  # position i starts a pair within its word
        ends = self.starts + lengths
        inside[ends[(lengths > 0) & (ends < len(flat))] - 1] = False  # a word's last token
        owner = np.repeat(np.arange(n_words, dtype=np.int64), lengths)[:-1][inside]  # its word
        keys = flat[:-1][inside].astype(np.int64) * MAX_TOKENS + flat[1:][inside]  # left, right
        del inside
        if not len(keys):  # words of one token each
            return
        if MAX_TOKENS * MAX_TOKENS * n_words < PACKED_BELOW:  # one sort key: much faster
            keys *= n_words  # packed: (left * MAX_TOKENS + right) * n_words + word, sorted by
            keys += owner  # pair, then word; unpacked again in place (a corpus's pairs take
            del owner  # hundreds of MB: one array fewer at the peak)
            keys.sort()
            owner = (keys % n_words).astype(np.int32 if n_words < 2**31 else np.int64)
            keys //= n_words
        else:
            order = np.lexsort((owner, keys))
            keys, owner = keys[order], owner[order]
            del order
        starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])  # each pair's first row
        pairs = keys[starts].tolist()
        weights = np.add.reduceat(self.counts[owner], starts)
        self.pair_counts.update(zip(pairs, weights.tolist()))
        # the index: each (pair, word) once, the words of a pair in order
        first_of_word = np.r_[True, (keys[1:] != keys[:-1]) | (owner[1:] != owner[:-1])]
        keys, owner = keys[first_of_word], owner[first_of_word]
        del first_of_word
        starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
        del keys
        self._owners = pairs, owner, starts  # pair k's words: owner[starts[k]:starts[k + 1]]

    def merge(
        self, pair: int, new: int, indices: Sequence[int], touched: set[int] | None = None
    ) -> tuple[dict[int, tuple[int, ...]], int]:
        """Merge `pair` into token `new` in the words `indices` (sorted).

        Returns the pairs that gained occurrences, each with the words it gained them in, in
        order, and the weighted number of occurrences merged. Pairs whose count changed are
        added to `touched`. As in `tokenizers`, the merged pair's own count is left to the
        caller, and a new pair is only counted if its token would be shorter than
        max_token_length.
        """
        left, right = split_pair(pair)
        ints = None
        if isinstance(indices, np.ndarray):  # from take_where
            ints = self._word_ints()
            if indices.dtype != np.int32:
                indices, ints = list(map(ints.__getitem__, indices.tolist())), None
        return self._loops.merge(indices, left, right, new, self.limit, self.pair_counts, touched,
                                 ints)

    def _word_ints(self) -> list[int]:
        """Word index -> one int object for it, which every list of words made from the arrays
        shares (the gained words' tuples keep the ints of the merge's list: a new int for each
        would be 32 bytes more each)."""
        if self._ints is None:
            self._ints = list(range(len(self.lengths)))
        return self._ints

    def index(self, gained: dict[int, tuple[int, ...]]) -> None:
        """Add the words in which pairs gained occurrences to the pair -> words index."""
        where = self.where
        for pair, indices in gained.items():
            listed = where.get(pair)
            if listed is None:
                where[pair] = list(indices)
            elif not listed or listed[-1] < indices[0]:  # emptied by first_seen
                listed.extend(indices)
            else:
                where[pair] = sorted(set(listed).union(indices))

    def first_seen(self, pair: int) -> tuple[int, int]:
        """(word index, offset in initial symbols) of the pair's first occurrence in the corpus.

        Words that no longer hold the pair are dropped from the front of its index on the way.
        """
        listed = self.where.get(pair, [])
        left, right = split_pair(pair)
        found, offset = self._loops.first_holding(listed, left, right)
        if found >= 0:
            del listed[:found]
            return listed[0], offset
        listed.clear()
        return len(self.lengths), 0
