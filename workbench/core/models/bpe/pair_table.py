"""The incremental state shared by the BPE and WordPiece trainers.

A word is stored as a string with one character per token, chr(token id), so that finding a pair
in it (`str.find`) and replacing every occurrence (`str.replace`) run in C, and a pair is the
two-character string of its tokens: comparing pairs compares (left id, right id). The table keeps
each pair's total count and the sorted list of words it occurs in, and merges a pair by visiting
only those words, adjusting the counts of the pairs around each merged occurrence exactly as
`tokenizers`' BPE trainer does.

>>> table = PairTable(["\\x00\\x01\\x00\\x01", "\\x01\\x00"], [1, 5], [1, 1, 1])
>>> dict(table.pair_counts) == {"\\x00\\x01": 2, "\\x01\\x00": 6}
True
>>> gained, merged = table.merge("\\x00\\x01", 2, table.where["\\x00\\x01"])
>>> table.words[0] == "\\x02\\x02", merged, table.pair_counts["\\x02\\x02"], gained["\\x02\\x02"]
(True, 2, 1, [0])
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

import numpy as np

from .vocab import Vocab, join_tokens

MAX_TOKENS = 0x110000  # token ids are stored as characters
PACKED_BELOW = 2**62  # (pair, word) packs into one int64 sort key while below it
_ENTRIES_AT_ONCE = 1 << 22  # (pair, word) entries of the index made into lists together


def token_lengths(size: int) -> list[int]:
    """Length in initial symbols per token id: 1 for every initial symbol, room for `size` ids."""
    if size > MAX_TOKENS:
        raise ValueError(f"vocab_size must be at most {MAX_TOKENS:,}")
    return [1] * size


def pair_of(left: int, right: int) -> str:
    return chr(left) + chr(right)


def split_pair(pair: str) -> tuple[int, int]:
    return ord(pair[0]), ord(pair[1])


def _word_lists(owner: np.ndarray, starts: np.ndarray, n_words: int) -> Iterator[list[int]]:
    """The lists owner[starts[k]:starts[k + 1]] as lists of ints, one int object per word shared
    by all the lists (a list then costs a pointer per word), made about _ENTRIES_AT_ONCE entries
    at a time rather than from one list of every entry."""
    index = list(range(n_words))
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
        words: list[str],
        counts: list[int],
        token_len: list[int],
        *,
        max_token_length: int | None = None,
    ) -> None:
        self.words = words  # word index -> its tokens, one character chr(id) each
        self.counts = counts  # word index -> frequency
        self.token_len = token_len  # token id -> length in initial symbols
        self.max_len = max_token_length
        self.pair_counts: defaultdict[str, int] = defaultdict(int)  # pair -> weighted count
        self.where: dict[str, list[int]] = {}  # pair -> sorted indices of words that had it
        self._count_all()

    def add_merged_token(self, vocab: Vocab, pair: str,
                         prefix: str | None) -> tuple[int, tuple[str, str]]:
        """Add the token that merging `pair` makes to `vocab` (the right token's continuation
        `prefix` dropped), with its length: its id and the merge as (left, right) tokens."""
        left, right = split_pair(pair)
        new = vocab.add(join_tokens(vocab.tokens[left], vocab.tokens[right], prefix))
        self.token_len[new] = self.token_len[left] + self.token_len[right]
        return new, (vocab.tokens[left], vocab.tokens[right])

    def _count_all(self) -> None:
        """Count every adjacent pair at once, vectorized: this is most of a trainer's set-up."""
        words = self.words
        n_words = len(words)
        lengths = np.fromiter(map(len, words), dtype=np.int64, count=n_words)
        # every word's token ids end to end (one 32-bit code unit per character)
        flat = np.frombuffer("".join(words).encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
        if len(flat) < 2:
            return
        inside = np.ones(len(flat) - 1, dtype=bool)  # position i starts a pair within its word
        ends = np.cumsum(lengths)
        inside[ends[(lengths > 0) & (ends < len(flat))] - 1] = False  # a word's last token
        owner = np.repeat(np.arange(n_words, dtype=np.int64), lengths)[:-1][inside]  # its word
        keys = flat[:-1][inside].astype(np.int64) * MAX_TOKENS + flat[1:][inside]  # left, right
        del flat, inside
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
        pairs = [pair_of(*divmod(key, MAX_TOKENS)) for key in keys[starts].tolist()]
        weights = np.add.reduceat(np.asarray(self.counts, dtype=np.int64)[owner], starts)
        self.pair_counts.update(zip(pairs, weights.tolist()))
        # the index: each (pair, word) once, the words of a pair in order
        first_of_word = np.r_[True, (keys[1:] != keys[:-1]) | (owner[1:] != owner[:-1])]
        keys, owner = keys[first_of_word], owner[first_of_word]
        del first_of_word
        starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
        del keys
        self.where = dict(zip(pairs, _word_lists(owner, starts, n_words)))

    def merge(
        self, pair: str, new: int, indices: list[int], touched: set[str] | None = None
    ) -> tuple[dict[str, list[int]], int]:
        """Merge `pair` into token `new` in the words `indices`.

        Returns the pairs that gained occurrences, each with the words it gained them in, and the
        weighted number of occurrences merged. Pairs that lost occurrences are added to `touched`.
        As in `tokenizers`, the merged pair's own count is left to the caller, and a new pair is
        only counted if its token would be shorter than max_token_length.
        """
        left, right = pair
        new_char = chr(new)
        words, counts, pair_counts = self.words, self.counts, self.pair_counts
        fits = self._fits(new) if self.max_len is not None else None
        gained: dict[str, list[int]] = {}
        merged = 0
        # inlined for speed (this loop is most of training): for each occurrence, the pair
        # before it (prev, left) becomes (prev, new) and the pair after it (right, next) becomes
        # (new, next), `count` occurrences each
        for index in indices:
            word = words[index]
            i = word.find(pair)
            if i < 0:  # a stale index entry: the word lost the pair to an earlier merge
                continue
            count = counts[index]
            end = -1  # where the previous occurrence ended in `word`
            last = len(word) - 2
            while i >= 0:  # each non-overlapping occurrence, left to right, as str.replace
                merged += count
                if i:  # prev is `new` if the occurrences touch
                    prev = new_char if i == end else word[i - 1]
                    lost = prev + left
                    pair_counts[lost] -= count
                    if touched is not None:
                        touched.add(lost)
                    if fits is None or fits(prev):
                        won = prev + new_char
                        pair_counts[won] += count
                        listed = gained.get(won)
                        if listed is None:
                            gained[won] = [index]
                        elif listed[-1] != index:
                            listed.append(index)
                end = i + 2
                if i < last:
                    nxt = word[end]
                    lost = right + nxt
                    pair_counts[lost] -= count
                    if touched is not None:
                        touched.add(lost)
                    if fits is None or fits(nxt):
                        won = new_char + nxt
                        pair_counts[won] += count
                        listed = gained.get(won)
                        if listed is None:
                            gained[won] = [index]
                        elif listed[-1] != index:
                            listed.append(index)
                i = word.find(pair, end)
            words[index] = word.replace(pair, new_char)
        return gained, merged

    def _fits(self, new: int):
        """Whether a pair of `new` and a neighbour makes a token shorter than max_token_length."""
        token_len, new_len, limit = self.token_len, self.token_len[new], self.max_len
        return lambda neighbour: token_len[ord(neighbour)] + new_len < limit  # type: ignore[operator]

    def index(self, gained: dict[str, list[int]]) -> None:
        """Add the words in which pairs gained occurrences to the pair -> words index."""
        where = self.where
        for pair, indices in gained.items():
            listed = where.get(pair)
            if listed is None:
                where[pair] = indices
            elif not listed or listed[-1] < indices[0]:  # emptied by first_seen
                listed.extend(indices)
            else:
                where[pair] = sorted(set(listed).union(indices))

    def first_seen(self, pair: str) -> tuple[int, int]:
        """(word index, character offset) of the pair's first occurrence in the corpus.

        Words that no longer hold the pair are dropped from the front of its index on the way.
        """
        listed = self.where.get(pair, [])
        for stale, index in enumerate(listed):
            word = self.words[index]
            at = word.find(pair)
            if at >= 0:
                del listed[:stale]
                return index, sum(self.token_len[ord(c)] for c in word[:at])
        listed.clear()
        return len(self.words), 0
