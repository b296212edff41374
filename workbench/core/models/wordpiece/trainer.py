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
from ..bpe.pair_table import MAX_TOKENS, PairTable, split_pair
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
        start = time.perf_counter()
        vocab, symbols, counts = self._initial(words)
        del words  # split into `symbols`: this frame's reference would keep the table all along
        table = PairTable.with_room(symbols, counts, max(self.vocab_size, len(vocab)),
                                    self.max_token_length)
        del symbols, counts  # copied into the table's arrays
        merges = yield from self._merge(vocab, table, start, should_stop)
        return WordPieceModel(
            vocab=vocab.tokens, unk_token=self.unk_token,
            continuing_subword_prefix=self.continuing_subword_prefix, merges=merges,
        )

    def _merge(
        self, vocab: Vocab, table: PairTable, start: float, should_stop: ShouldStop | None,
    ) -> Generator[MergeEvent, None, list[tuple[str, str]]]:
        """Merge the best-scoring pair of `table` until `vocab` holds `vocab_size` tokens; the
        merges, in order. `start`: when training started, for the events' elapsed time."""
        scores = _Scores(table, table.token_counts(len(table.token_len)),
                         first_seen=self.tie_break == "first-seen",
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
            count = table.pair_counts.get(pair, 0)
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
    start = time.perf_counter()
    unk = model.unk_id
    symbols = []
    for word in words:
        split = [token[0] for token in model.tokenize(word)]
        symbols.append("" if unk in split else "".join(map(chr, split)))
    table = PairTable.with_room(symbols, list(words.values()), trainer.vocab_size)
    del symbols
    merges = yield from trainer._merge(vocab, table, start, should_stop)
    return replace(model, vocab=vocab.tokens, merges=model.merges + merges)


class _Scores:
    """Every live pair's score, the best found without scoring them all at each merge.

    A merge of (a, b) into n changes the frequencies of a, b and n only, and the counts only of
    pairs that hold a, b or n (the pairs around each merged occurrence): so only the scores of
    the pairs that hold one of these three tokens change, and those are rescored, vectorised,
    from a token -> its pairs' rows index. The best is kept per block of `BLOCK` rows: the best
    score is the highest block's, and a merge recomputes only the blocks it rescored.

    Pairs are rows of arrays (left id, right id, count, score); a live pair occurs at least
    `min_count` times, the others score -inf (skipped, not the end of training, until a merge
    raises their count again). Scores are count / (freq(left) * freq(right)), one float64
    division each, so ties are exact: the rows of the best score are broken on one int64 key
    per row: (left id, right id) for lowest-id; for first-seen, the pair's first occurrence
    (word index, offset), worked out only when it ties for the best score and kept until its
    count changes.
    """

    _UNKNOWN = -1  # a first-seen tie key not worked out yet
    BLOCK = 64  # rows per block of the best scores
    SPARE = 1024  # rows for new pairs beyond twice the live ones, when the rows are built

    def __init__(self, table: PairTable, freq: np.ndarray, *, first_seen: bool,
                 min_count: int = 1) -> None:
        self._offsets = np.arange(self.BLOCK)
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
        n = len(self.pairs)
        size = -(-(2 * n + self.SPARE) // self.BLOCK) * self.BLOCK
        self.ids = np.zeros((size, 2), dtype=np.int64)  # row -> (left id, right id)
        self.ids[:n] = [split_pair(pair) for pair in self.pairs] or np.empty((0, 2))
        self.count = np.zeros(size, dtype=np.int64)  # row -> the pair's count; 0 for spare rows
        self.count[:n] = [counts[pair] for pair in self.pairs]
        self.tie = np.full(size, self._UNKNOWN, dtype=np.int64)  # row -> its tie key
        if not self.first_seen:
            self.tie[:n] = self.ids[:n] @ [MAX_TOKENS, 1]
        self.rows_of = self._rows_of_tokens(n)
        self.score = np.full(size, -np.inf)
        self._rescore(np.arange(n))
        self.block_best = self.score.reshape(-1, self.BLOCK).max(1)

    def _rows_of_tokens(self, n: int) -> dict[int, list[int]]:
        """token id -> the rows of the pairs that hold it (a pair of a token with itself
        once)."""
        left, right = self.ids[:n, 0], self.ids[:n, 1]
        tokens = np.concatenate([left, right[right != left]])
        rows = np.concatenate([np.arange(n), np.flatnonzero(right != left)])
        order = np.argsort(tokens, kind="stable")
        tokens, rows = tokens[order], rows[order]
        starts = np.flatnonzero(np.r_[True, tokens[1:] != tokens[:-1]]) if n else []
        bounds = np.r_[starts, len(tokens)].astype(np.int64).tolist()
        rows = rows.tolist()
        return {token: rows[lo:hi] for token, lo, hi
                in zip(tokens[starts].tolist() if n else [], bounds, bounds[1:])}

    def _rescore(self, rows: np.ndarray) -> None:
        # score = count / (freq(left) * freq(right)): with products below 2**53 (exact in
        # float64) numpy's division gives the same float as Python's int division
        count, ids = self.count[rows], self.ids[rows]
        products = self.freq[ids[:, 0]] * self.freq[ids[:, 1]]
        self.score[rows] = np.divide(count, products, out=np.full(len(rows), -np.inf),
                                     where=count >= self.min_count)

    def _set_count(self, pair: int, count: int) -> bool:
        """Record a pair's new count; False if its row was not there and the rows were built
        again (every score then is new)."""
        row = self.row.get(pair)
        if row is None:
            if count < self.min_count:
                return True
            row = len(self.pairs)
            if row == len(self.count):  # full: dead rows go, live ones get room again
                self._rebuild()
                return False
            self.pairs.append(pair)
            self.row[pair] = row
            self.ids[row] = left, right = split_pair(pair)
            self.rows_of.setdefault(left, []).append(row)
            if right != left:
                self.rows_of.setdefault(right, []).append(row)
            if not self.first_seen:
                self.tie[row] = left * MAX_TOKENS + right
        self.count[row] = count
        if self.first_seen:
            self.tie[row] = self._UNKNOWN  # its first occurrence may have moved
        return True

    def _best_of(self, rows: np.ndarray) -> int:
        """The row of the tied `rows` that the tie rule picks."""
        tie = self.tie
        for row in rows[tie[rows] == self._UNKNOWN].tolist():  # first-seen only
            index, offset = self.table.first_seen(self.pairs[row])
            tie[row] = index << 32 | offset  # ordered as (index, offset)
        return int(rows[np.argmin(tie[rows])])

    def pop_best(self) -> tuple[int, float] | None:
        block_best = self.block_best
        best = block_best.max()
        if best == -np.inf:
            return None
        blocks = np.flatnonzero(block_best == best)
        rows = (blocks[:, None] * self.BLOCK + self._offsets).ravel()
        rows = rows[self.score[rows] == best]
        row = int(rows[0]) if len(rows) == 1 else self._best_of(rows)
        return self.pairs[row], float(best)

    def merge(self, pair: int, new: int) -> None:
        table, freq = self.table, self.freq
        left, right = split_pair(pair)
        touched: set[int] = set()
        gained, merged = table.merge(pair, new, table.where.pop(pair), touched)
        table.index(gained)
        table.pair_counts.pop(pair, None)
        freq[left] -= merged
        freq[right] -= merged
        freq[new] += merged
        kept = True
        for changed in touched.union(gained, [pair]):
            kept = self._set_count(changed, table.pair_counts.get(changed, 0)) and kept
        if not kept:  # built again: every score is new
            return
        rows_of, none = self.rows_of, []
        rows = np.array(rows_of.get(left, none) + rows_of.get(right, none)
                        + rows_of.get(new, none), dtype=np.int64)  # a row twice: scored twice
        self._rescore(rows)
        blocks = rows // self.BLOCK
        self.block_best[blocks] = self.score.reshape(-1, self.BLOCK)[blocks].max(1)
