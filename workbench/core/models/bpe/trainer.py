"""The incremental BPE trainer: merges the most frequent pair, over and over.

>>> trainer = BpeTrainer(vocab_size=10, tie_break="first-seen")
>>> model = run(trainer.train({"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}))
>>> model.merges
[('u', 'g'), ('u', 'n'), ('h', 'ug')]
>>> [model.vocab[i] for i, _, _ in model.tokenize("hugs")]
['hug', 's']
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace

from ...runtime.collector import collector_paused
from ...runtime.events import MergeEvent, ShouldStop, run
from ..base import with_unknown
from .model import BpeModel, SentencePieceBpeModel
from .pair_table import MAX_TOKENS, PairTable
from .vocab import Symbols, Vocab, char_counts, limited_alphabet, split_words


@dataclass(kw_only=True)
class BpeTrainer:
    """Learns BPE merges from a word table; parameters are named as in `tokenizers`.

    `tie_break` chooses among pairs of equal count: "lowest-id" (as `tokenizers`: the smallest
    (left id, right id)) or "first-seen" (as the course: the pair met first when scanning the
    words in order of first appearance, left to right).
    """

    vocab_size: int = 30000
    min_frequency: int = 0
    special_tokens: list[str] = field(default_factory=list)
    limit_alphabet: int | None = None
    initial_alphabet: list[str] = field(default_factory=list)
    continuing_subword_prefix: str | None = None
    end_of_word_suffix: str | None = None
    max_token_length: int | None = None
    tie_break: str = "lowest-id"
    unk_token: str | None = None
    fuse_unk: bool = False

    def __post_init__(self) -> None:
        if self.tie_break not in TIE_BREAKS:
            raise ValueError(f"tie_break must be one of {', '.join(TIE_BREAKS)}")
        if self.vocab_size < 1:
            raise ValueError("vocab_size must be at least 1")

    def _initial(self, words: dict[str, int]) -> tuple[Vocab, Symbols, list[int]]:
        """Vocabulary (specials, then the sorted alphabet) and the words as initial symbols."""
        vocab = Vocab(with_unknown(self.special_tokens, self.unk_token))
        alphabet = limited_alphabet(
            char_counts(words, self.limit_alphabet is not None), self.initial_alphabet,
            self.limit_alphabet,
        )
        for char in alphabet:
            vocab.add(char)
        return vocab, split_words(words, vocab, self.continuing_subword_prefix,
                                  self.end_of_word_suffix), list(words.values())

    def train(
        self, words: dict[str, int], should_stop: ShouldStop | None = None
    ) -> Generator[MergeEvent, None, BpeModel]:
        """Yield a MergeEvent per merge; return the model (a partial one if stopped)."""
        start = time.perf_counter()
        vocab, symbols, counts = self._initial(words)
        del words  # split into `symbols`: this frame's reference would keep the table all along
        table = PairTable.with_room(symbols, counts, max(self.vocab_size, len(vocab)),
                                    self.max_token_length)
        del symbols, counts  # copied into the table's arrays
        merges = yield from self._merge(vocab, table, start, should_stop)
        return BpeModel(
            vocab=vocab.tokens, merges=_unique(merges), unk_token=self.unk_token,
            continuing_subword_prefix=self.continuing_subword_prefix,
            end_of_word_suffix=self.end_of_word_suffix, fuse_unk=self.fuse_unk,
        )

    def _merge(
        self, vocab: Vocab, table: PairTable, start: float, should_stop: ShouldStop | None,
    ) -> Generator[MergeEvent, None, list[tuple[str, str]]]:
        """Merge the most frequent pair of `table` until `vocab` holds `vocab_size` tokens; the
        merges, in order. `start`: when training started, for the events' elapsed time."""
        rule = TIE_RULES[self.tie_break](table)
        sequence = itertools.count()  # a heap entry's last resort, after its priority
        merges: list[tuple[str, str]] = []
        prefix = self.continuing_subword_prefix
        pair_counts = table.pair_counts
        with collector_paused():  # the heap's millions of entries would set off collections
            heap = rule.initial_heap(sequence)
            while len(vocab) < self.vocab_size and heap:
                if should_stop and should_stop():
                    break
                _, entry_count, pair, indices = heapq.heappop(heap)
                count = pair_counts.get(pair, 0)
                if entry_count != count:  # changed since this entry: back with the new count
                    heapq.heappush(heap, rule.entry(pair, count, next(sequence), indices))
                    continue
                if count < 1 or count < self.min_frequency:
                    break
                new, merge = table.add_merged_token(vocab, pair, prefix)
                merges.append(merge)
                for won, won_indices in rule.merge(pair, new, indices).items():
                    won_count = pair_counts.get(won, 0)
                    if won_count > 0:
                        heapq.heappush(heap, rule.entry(won, won_count, next(sequence),
                                                        won_indices))
                yield MergeEvent(
                    rank=len(merges) - 1, pair=merges[-1], token=vocab.tokens[new], count=count,
                    score=None, vocab_size=len(vocab), elapsed=time.perf_counter() - start,
                )
            heap.clear()  # before the collector is back on: its next collection would walk it
        return merges


def continue_training(
    model: BpeModel, words: dict[str, int], add: int, reserved: list[str], tie_break: str,
    should_stop: ShouldStop | None = None,
) -> Generator[MergeEvent, None, BpeModel]:
    """`model` with up to `add` tokens more, learned from `words` (model text): each word starts
    as the model splits it (unknown tokens left out), then merging goes on as in training; the
    new merges come after the old ones, the new tokens after the old ids and `reserved` (tokens
    that hold the ids after the model's, such as added tokens)."""
    if isinstance(model, SentencePieceBpeModel):
        raise ValueError("extending a SentencePiece BPE model (merged by score) is not supported")
    vocab = Vocab(model.vocab + reserved)
    trainer = BpeTrainer(vocab_size=len(vocab) + add, tie_break=tie_break,
                         continuing_subword_prefix=model.continuing_subword_prefix)
    start = time.perf_counter()
    unk = model.unk_id
    symbols = ["".join(chr(token[0]) for token in model.tokenize(word) if token[0] != unk)
               for word in words]
    table = PairTable.with_room(symbols, list(words.values()), trainer.vocab_size)
    del symbols
    merges = yield from trainer._merge(vocab, table, start, should_stop)
    return replace(model, vocab=vocab.tokens, merges=model.merges + _unique(merges))


class _TieRule:
    """How pairs of equal count are ordered in the trainer's heap, and how a merge finds the
    words that hold its pair."""

    def __init__(self, table: PairTable) -> None:
        self.table = table

    def priority(self, pair: int, count: int, sequence: int) -> object:
        """What orders the heap's entries: the smaller is popped first. The entry's sequence
        number comes last: it orders entries of equal count and pair (the older first) and keeps
        the rest of the entries from being compared."""
        raise NotImplementedError

    def entry(self, pair: int, count: int, sequence: int, indices: Sequence[int]) -> tuple:
        """A heap entry: (priority, count, pair, the words it occurs in)."""
        return self.priority(pair, count, sequence), count, pair, indices

    def initial_heap(self, sequence: Iterator[int]) -> list[tuple]:
        """A heap entry per pair that occurs."""
        counts = self.table.pair_counts
        heap = [self.entry(pair, counts[pair], next(sequence), indices)
                for pair, indices in self.table.where.items() if counts[pair] > 0]
        heapq.heapify(heap)
        return heap

    def merge(self, pair: int, new: int, indices: Sequence[int]) -> dict[int, tuple[int, ...]]:
        """Merge `pair` into token `new` (`indices`: the popped entry's words); the pairs that
        gained occurrences, each with the words it gained them in."""
        raise NotImplementedError


class _FirstSeen(_TieRule):
    """The course's rule: of pairs of equal count, the one met first when scanning the words in
    order of first appearance, left to right. The table's pair -> words index finds that
    occurrence, so it is kept up to date as merges move pairs between words."""

    def priority(self, pair: int, count: int, sequence: int) -> tuple[int, int, int, int]:
        index, offset = self.table.first_seen(pair)  # smaller is met first
        return -count, index, offset, sequence

    def merge(self, pair: int, new: int, indices: Sequence[int]) -> dict[int, tuple[int, ...]]:
        table = self.table
        gained, _ = table.merge(pair, new, table.where.pop(pair))  # the entry's list may be stale
        table.pair_counts.pop(pair, None)
        table.index(gained)
        return gained


class _LowestId(_TieRule):
    """The `tokenizers` rule: of pairs of equal count, the smallest (left id, right id). As in
    `tokenizers`, each heap entry owns the words its pair gained occurrences in, and the table
    keeps no pair -> words index."""

    def priority(self, pair: int, count: int, sequence: int) -> int:
        """(-count, left id, right id, sequence) packed in one int, as tuples of them compare:
        an int compares faster than a tuple, the heap makes millions of comparisons, and holds
        millions of entries (one int in place of two: 36 bytes less each)."""
        return (pair - count * _PAIRS) * _SEQUENCES + sequence

    def initial_heap(self, sequence: Iterator[int]) -> list[tuple]:
        """The entries own the words now (views of the table's array of them); the table
        keeps no index."""
        counts = self.table.pair_counts
        heap = [self.entry(pair, counts[pair], next(sequence), indices)
                for pair, indices in self.table.take_where() if counts[pair] > 0]
        heapq.heapify(heap)  # no two entries of a pair: their order makes no difference
        return heap

    def merge(self, pair: int, new: int, indices: Sequence[int]) -> dict[int, tuple[int, ...]]:
        gained, _ = self.table.merge(pair, new, indices)
        return gained


_PAIRS = MAX_TOKENS * MAX_TOKENS  # pair keys are below it
_SEQUENCES = 2**48  # heap entries' sequence numbers are below it


TIE_RULES = {"first-seen": _FirstSeen, "lowest-id": _LowestId}


TIE_BREAKS = tuple(TIE_RULES)  # "first-seen", "lowest-id"


def _unique(merges: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """Merges without repeats; a repeated merge keeps its last rank (as `tokenizers` saves it)."""
    last = {merge: rank for rank, merge in enumerate(merges)}
    return sorted(last, key=last.__getitem__)
