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

import time
from collections.abc import Generator
from dataclasses import dataclass, field, replace

import numpy as np

from ...events import MergeEvent, ShouldStop, run
from ..base import with_unknown
from ..bpe.pair_table import MAX_TOKENS, PairTable, split_pair, token_lengths
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
    """Every live pair's score, all recomputed at each merge with numpy.

    A merge of (a, b) changes the frequency of a, b and the token it makes, hence the score of
    every pair that contains one of them; late in training a and b are frequent tokens that pair
    with most others, so rather than re-scoring those pairs one by one (a heap entry each, most of
    the time), the scores of all live pairs are recomputed at once, vectorised. Pairs are rows of
    arrays (left id, right id, count); a live pair occurs at least `min_count` times, the others
    score -inf (skipped, not the end of training, until a merge raises their count again).
    Ties (often hundreds of pairs at the best score late in training) are broken in numpy too,
    on one int64 key per row: (left id, right id) for lowest-id; for first-seen, the pair's first
    occurrence (word index, offset), worked out only when it ties for the best score and kept
    until its count changes.
    """

    _UNKNOWN = -1  # a first-seen tie key not worked out yet

    def __init__(self, table: PairTable, freq: list[int], *, first_seen: bool,
                 min_count: int = 1) -> None:
        self.table = table
        self.freq = np.asarray(freq, dtype=np.int64)  # token id -> its current frequency
        self.first_seen = first_seen
        self.min_count = min_count
        self._rebuild()

    def _rebuild(self) -> None:
        """Rows for the live pairs only, with room to grow: drops the rows of dead pairs."""
        counts = self.table.pair_counts
        self.pairs = [pair for pair, count in counts.items() if count >= self.min_count]
        self.row = {pair: i for i, pair in enumerate(self.pairs)}  # pair -> its row
        size = 2 * len(self.pairs) + 1024
        self.ids = np.zeros((size, 2), dtype=np.int64)  # row -> (left id, right id)
        self.ids[:len(self.pairs)] = [split_pair(pair) for pair in self.pairs] or np.empty((0, 2))
        self.count = np.zeros(size, dtype=np.int64)  # row -> the pair's count; 0 for spare rows
        self.count[:len(self.pairs)] = [counts[pair] for pair in self.pairs]
        self.tie = np.full(size, self._UNKNOWN, dtype=np.int64)  # row -> its tie key
        if not self.first_seen:
            self.tie[:len(self.pairs)] = self.ids[:len(self.pairs)] @ [MAX_TOKENS, 1]

    def _set_count(self, pair: str, count: int) -> None:
        row = self.row.get(pair)
        if row is None:
            if count < self.min_count:
                return
            row = len(self.pairs)
            if row == len(self.count):  # full: dead rows go, live ones get room again
                self._rebuild()
                return
            self.pairs.append(pair)
            self.row[pair] = row
            self.ids[row] = left, right = split_pair(pair)
            if not self.first_seen:
                self.tie[row] = left * MAX_TOKENS + right
        self.count[row] = count
        if self.first_seen:
            self.tie[row] = self._UNKNOWN  # its first occurrence may have moved

    def _best_of(self, rows: np.ndarray) -> int:
        """The row of the tied `rows` that the tie rule picks."""
        tie = self.tie
        for row in rows[tie[rows] == self._UNKNOWN].tolist():  # first-seen only
            index, offset = self.table.first_seen(self.pairs[row])
            tie[row] = index << 32 | offset  # ordered as (index, offset)
        return int(rows[np.argmin(tie[rows])])

    def pop_best(self) -> tuple[str, float] | None:
        n = len(self.pairs)
        count, ids = self.count[:n], self.ids[:n]
        live = count >= self.min_count
        if not live.any():
            return None
        # score = count / (freq(left) * freq(right)): with products below 2**53 (exact in
        # float64) numpy's division gives the same float as Python's int division
        products = self.freq[ids[:, 0]] * self.freq[ids[:, 1]]
        scores = np.divide(count, products, out=np.full(n, -np.inf), where=live)
        best = scores.max()
        return self.pairs[self._best_of(np.flatnonzero(scores == best))], float(best)

    def merge(self, pair: str, new: int) -> None:
        table, freq = self.table, self.freq
        left, right = split_pair(pair)
        touched: set[str] = set()
        gained, merged = table.merge(pair, new, table.where.pop(pair), touched)
        table.index(gained)
        table.pair_counts[pair] = 0
        freq[left] -= merged
        freq[right] -= merged
        freq[new] += merged
        for changed in touched.union(gained, [pair]):
            self._set_count(changed, table.pair_counts[changed])
