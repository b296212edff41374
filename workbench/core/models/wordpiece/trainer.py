"""The WordPiece trainer: merges the pair of the best score, as the course defines it.

Training merges the pair with the highest score = count(pair) / (freq(first) * freq(second)),
where freq counts a token's occurrences in the current segmentation of the corpus.

>>> words = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}
>>> model = run(WordPieceTrainer(vocab_size=11, special_tokens=["[UNK]"]).train(words))
>>> model.merges
[('##g', '##s'), ('h', '##u'), ('hu', '##gs')]
>>> [model.vocab[i] for i, _, _ in model.tokenize("hugs")]
['hugs']
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Generator
from dataclasses import dataclass, field, replace

from ...events import MergeEvent, ShouldStop, run
from ..base import with_unknown
from ..bpe.pair_table import PairTable, split_pair, token_lengths
from ..bpe.trainer import TIE_BREAKS
from ..bpe.vocab import Vocab, char_counts, limited_alphabet
from .model import WordPieceModel


@dataclass(kw_only=True)
class WordPieceTrainer:
    """Learns a WordPiece vocabulary with the real score formula; names as in `tokenizers`."""

    vocab_size: int = 30000
    min_frequency: int = 0
    special_tokens: list[str] = field(default_factory=list)
    limit_alphabet: int | None = None
    initial_alphabet: list[str] = field(default_factory=list)
    continuing_subword_prefix: str = "##"
    max_token_length: int | None = None
    tie_break: str = "first-seen"
    unk_token: str = "[UNK]"

    def __post_init__(self) -> None:
        if self.tie_break not in TIE_BREAKS:
            raise ValueError(f"tie_break must be one of {', '.join(TIE_BREAKS)}")

    def _initial(self, words: dict[str, int]) -> tuple[Vocab, list[str], list[int]]:
        """Specials, then the initial symbols sorted: first characters bare, others prefixed."""
        prefix = self.continuing_subword_prefix
        texts = list(words)
        if self.limit_alphabet is not None:
            allowed = set(limited_alphabet(char_counts(words), self.initial_alphabet,
                                           self.limit_alphabet))
            texts = ["".join(c for c in text if c in allowed) for text in texts]
        firsts = {text[:1] for text in texts} - {""}
        rests = set("".join(text[1:] for text in texts))
        specials = with_unknown(self.special_tokens, self.unk_token)
        symbols = firsts | {prefix + c for c in rests} | set(self.initial_alphabet)
        vocab = Vocab(specials + sorted(symbols))
        first = {c: chr(vocab.ids[c]) for c in firsts}
        rest = {ord(c): chr(vocab.ids[prefix + c]) for c in rests}
        split = [first[t[0]] + t[1:].translate(rest) if t else "" for t in texts]
        return vocab, split, list(words.values())

    def train(
        self, words: dict[str, int], should_stop: ShouldStop | None = None
    ) -> Generator[MergeEvent, None, WordPieceModel]:
        """Yield a MergeEvent per merge; return the model (a partial one if stopped)."""
        vocab, symbols, counts = self._initial(words)
        merges = yield from self._merge(vocab, symbols, counts, should_stop)
        return WordPieceModel(
            vocab=vocab.tokens, unk_token=self.unk_token,
            continuing_subword_prefix=self.continuing_subword_prefix, merges=merges,
        )

    def _merge(
        self, vocab: Vocab, symbols: list[str], counts: list[int], should_stop: ShouldStop | None,
    ) -> Generator[MergeEvent, None, list[tuple[str, str]]]:
        """Merge the best-scoring pair of `symbols` (words as chr(id) strings) until `vocab`
        holds `vocab_size` tokens; the merges, in order."""
        start = time.perf_counter()
        token_len = token_lengths(max(self.vocab_size, len(vocab)))
        table = PairTable(symbols, counts, token_len, max_token_length=self.max_token_length)
        freq = [0] * len(token_len)  # token id -> occurrences in the current segmentation
        for split, count in zip(symbols, counts):
            for token in split:
                freq[ord(token)] += count
        scores = _Scores(table, freq, first_seen=self.tie_break == "first-seen",
                         min_count=max(1, self.min_frequency))
        merges: list[tuple[str, str]] = []
        prefix = self.continuing_subword_prefix
        while len(vocab) < self.vocab_size:
            if should_stop and should_stop():
                break
            best = scores.pop_best()
            if best is None:
                break
            pair, score = best
            count = table.pair_counts[pair]
            new, merge = table.add_merged_token(vocab, pair, prefix)
            merges.append(merge)
            scores.merge(pair, new)
            yield MergeEvent(
                rank=len(merges) - 1, pair=merges[-1], token=vocab.tokens[new], count=count,
                score=score, vocab_size=len(vocab), elapsed=time.perf_counter() - start,
            )
        return merges


def continue_training(
    model: WordPieceModel, words: dict[str, int], add: int, reserved: list[str], tie_break: str,
    should_stop: ShouldStop | None = None,
) -> Generator[MergeEvent, None, WordPieceModel]:
    """`model` with up to `add` tokens more, learned from `words` with the score formula: each
    word starts as the model splits it (a word it cannot split is left out), the new tokens
    take the ids after the old ones and `reserved` (tokens holding the ids after the model's)."""
    vocab = Vocab(model.vocab + reserved)
    trainer = WordPieceTrainer(vocab_size=len(vocab) + add, tie_break=tie_break,
                               continuing_subword_prefix=model.continuing_subword_prefix,
                               unk_token=model.unk_token)
    unk = model.unk_id
    symbols = []
    for word in words:
        split = [token[0] for token in model.tokenize(word)]
        symbols.append("" if unk in split else "".join(map(chr, split)))
    merges = yield from trainer._merge(vocab, symbols, list(words.values()), should_stop)
    return replace(model, vocab=vocab.tokens, merges=model.merges + merges)


class _Scores:
    """Every live pair's score in a heap, kept exact as counts and token frequencies change.

    A merge of (a, b) changes the count of the pairs around each merged occurrence and the
    frequency of a and b, hence the score of every pair that contains a or b: each of those gets
    a fresh heap entry, and older entries of the same pair are skipped when they surface.
    Pairs that occur fewer than `min_count` times stay out of the heap (skipped, not the end of
    training) until a merge raises their count, which only a merge making one of their tokens
    can: such a pair is among that merge's gained pairs and is scored again.
    With first-seen ties, an entry's tie key starts as a placeholder that sorts before any real
    key and is worked out only when the entry reaches the top, so the (costly) first occurrence
    of a pair is looked up only for pairs that are candidates for the next merge.
    """

    _UNKNOWN = (-1, -1)

    def __init__(self, table: PairTable, freq: list[int], *, first_seen: bool,
                 min_count: int = 1) -> None:
        self.table = table
        self.freq = freq
        self.first_seen = first_seen
        self.min_count = min_count
        self.sequence = itertools.count()
        self.latest: dict[str, int] = {}  # pair -> sequence number of its current entry
        self.tie: dict[str, object] = {}  # pair -> its tie key, once worked out
        self.pairs_of: dict[int, set[str]] = {}  # token -> live pairs that contain it
        self.heap: list = []
        for pair, count in table.pair_counts.items():
            if count >= min_count:
                self._link(pair)
                self.heap.append(self._entry(pair))
        heapq.heapify(self.heap)

    def _link(self, pair: str) -> None:
        left, right = split_pair(pair)
        self.pairs_of.setdefault(left, set()).add(pair)
        self.pairs_of.setdefault(right, set()).add(pair)

    def _entry(self, pair: str) -> tuple:
        left, right = split_pair(pair)
        score = self.table.pair_counts[pair] / (self.freq[left] * self.freq[right])
        tie = self.tie.get(pair, self._UNKNOWN) if self.first_seen else pair
        seq = next(self.sequence)
        self.latest[pair] = seq
        return (-score, tie, seq, pair)

    def _drop(self, pair: str) -> None:
        self.latest.pop(pair, None)
        self.tie.pop(pair, None)
        for token in split_pair(pair):
            self.pairs_of.get(token, set()).discard(pair)

    def pop_best(self) -> tuple[str, float] | None:
        heap, latest = self.heap, self.latest
        while heap:
            neg_score, tie, seq, pair = heapq.heappop(heap)
            if latest.get(pair) != seq:
                continue
            if tie is self._UNKNOWN:
                self.tie[pair] = self.table.first_seen(pair)
                heapq.heappush(heap, self._entry(pair))
                continue
            return pair, -neg_score
        return None

    def merge(self, pair: str, new: int) -> None:
        table, freq = self.table, self.freq
        left, right = split_pair(pair)
        touched: set[str] = set()
        gained, merged = table.merge(pair, new, table.where.pop(pair), touched)
        table.index(gained)
        table.pair_counts[pair] = 0
        self._drop(pair)
        freq[left] -= merged
        freq[right] -= merged
        freq[new] += merged
        for won in gained:
            if table.pair_counts[won] >= self.min_count:
                self._link(won)
        recounted = touched.union(gained)
        rescored = self.pairs_of.get(left, set()) | self.pairs_of.get(right, set())
        tie = self.tie
        for changed in recounted | rescored:
            if table.pair_counts[changed] >= self.min_count:
                if changed in recounted:
                    tie.pop(changed, None)  # its first occurrence may have moved
                heapq.heappush(self.heap, self._entry(changed))
            else:
                self._drop(changed)
        if len(self.heap) > 4 * len(self.latest) + 100_000:
            self._compact()

    def _compact(self) -> None:
        """Drop the superseded entries that rescoring leaves behind in the heap."""
        self.heap = [self._entry(pair) for pair in list(self.latest)]
        heapq.heapify(self.heap)
