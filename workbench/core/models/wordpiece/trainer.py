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

from ...runtime.events import MergeEvent, ShouldStop, run
from ..base import with_unknown
from ..bpe.pair_table import MAX_TOKENS, PairTable, split_pair
from ..bpe.trainer import TIE_BREAKS
from ..bpe.vocab import Vocab, char_counts, limited_alphabet
from .model import WordPieceModel
from .score_loops import Scores


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
    """Every live pair's score and the best of them, kept up to date merge by merge (the
    compiled `score_loops.Scores`: a merge rescores only the pairs of its three tokens)."""

    ROOM = 2  # rows to start with, per pair that occurs

    def __init__(self, table: PairTable, freq: np.ndarray, *, first_seen: bool,
                 min_count: int = 1) -> None:
        self.table = table
        counts = table.pair_counts
        self._scores = Scores(np.asarray(freq, dtype=np.int64),
                              np.fromiter(counts.keys(), dtype=np.int64, count=len(counts)),
                              np.fromiter(counts.values(), dtype=np.int64, count=len(counts)),
                              MAX_TOKENS, min_count, table.first_seen if first_seen else None,
                              self.ROOM * len(counts))

    def pop_best(self) -> tuple[int, float] | None:
        """The best pair and its score; None when no pair is live."""
        return self._scores.best()

    def merge(self, pair: int, new: int) -> None:
        """Merge `pair` into token `new` in the table, and rescore what that changed."""
        table = self.table
        left, right = split_pair(pair)
        touched: set[int] = set()
        gained, merged = table.merge(pair, new, table.where.pop(pair), touched)
        table.index(gained)
        table.pair_counts.pop(pair, None)
        touched.update(gained)
        touched.add(pair)
        self._scores.update(touched, table.pair_counts, left, right, new, merged)
