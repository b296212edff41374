"""Why BPE split a word so: its initial symbols, then each merge the encoder applied, in order.

>>> from workbench.core.models.bpe import BpeModel
>>> model = BpeModel(["b", "g", "h", "n", "p", "s", "u", "ug", "un", "hug"],
...                  [("u", "g"), ("u", "n"), ("h", "ug")])
>>> trace = model.explain("hugs", merge_counts={"ug": 20, "hug": 15})
>>> trace.initial, [(s.rank, s.pair, s.result, s.count) for s in trace.steps]
(('h', 'u', 'g', 's'), [(0, ('u', 'g'), 'ug', 20), (2, ('h', 'ug'), 'hug', 15)])
>>> trace.tokens
('hug', 's')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

# One merge the encoder applied: (rank, (left, right), result, occurrences merged, the symbols
# after it, the score that chose it or None), as `merge_steps` of a BPE model gives it.
RawStep = tuple[int, tuple[str, str], str, int, list[str], float | None]


@dataclass(frozen=True)
class BpeStep:
    step: int  # 1 for the first merge applied to the word
    rank: int  # the merge's rank in the model, 0 for the first learned (SentencePiece: piece id)
    pair: tuple[str, str]
    result: str
    count: int | None  # how often the pair occurred when training merged it, if known
    occurrences: int  # how many times the pair merged in this word at this step
    symbols: tuple[str, ...]  # the word's symbols after this step
    score: float | None = None  # SentencePiece BPE: the score of the piece, which chose it


@dataclass(frozen=True)
class BpeTrace:
    algorithm: ClassVar[str] = "bpe"
    word: str  # as the model sees it
    initial: tuple[str, ...]  # one symbol per character (unknown ones as the unknown token)
    steps: tuple[BpeStep, ...]
    tokens: tuple[str, ...]  # what the encoder gives
    whole_word: bool = False  # ignore_merges: the word is a token, so no merge was looked at


def bpe_trace(word: str, initial: list[str], steps: list[RawStep], tokens: list[str],
              merge_counts: Mapping[str, int] | None, whole_word: bool = False) -> BpeTrace:
    """The trace of a BPE model's `merge_steps`; `merge_counts` gives, for each token a merge
    created, the pair's count when it was merged (from the run's history)."""
    counts = merge_counts or {}
    return BpeTrace(word, tuple(initial), tuple(
        BpeStep(number, rank, pair, result, counts.get(result), occurrences, tuple(symbols), score)
        for number, (rank, pair, result, occurrences, symbols, score) in enumerate(steps, 1)
    ), tuple(tokens), whole_word)
