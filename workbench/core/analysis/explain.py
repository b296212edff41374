"""Why a tokenizer splits a text so: each word it gives the model, explained step by step by the
model's own `explain` (BPE: the merges applied; WordPiece: the greedy matches; Unigram: the
lattice and the n best segmentations; WordLevel: whether the word is in the vocabulary). Plain
data: the window and the command line draw it.

>>> from workbench.core import TrainConfig, run, train
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
...     tie_break="first-seen"), {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}))
>>> [step.result for step in explain(tokenizer, "hugs").words[0].trace.steps]
['ug', 'hug']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..models.bpe.explain import BpeStep, BpeTrace
from ..models.unigram.explain import Arc, Segmentation, UnigramTrace
from ..models.wordlevel.explain import WordLevelTrace
from ..models.wordpiece.explain import WordPieceStep, WordPieceTrace
from ..pipeline.byte_level import symbol_text
from ..tokenizer.tokenizer import Tokenizer

if TYPE_CHECKING:
    from ..models.base import Model
    from ..project import TrainingHistory

Trace = BpeTrace | WordPieceTrace | UnigramTrace | WordLevelTrace


@dataclass(frozen=True)
class WordExplanation:
    text: str  # the word as written (byte-level: the characters its bytes make)
    model_text: str  # the word as the model sees it
    trace: Trace | None  # None for an added token, matched whole before the model
    shown: dict[str, str]  # byte-level: each symbol of the trace -> the characters it makes


@dataclass(frozen=True)
class Explanation:
    text: str
    algorithm: str
    words: tuple[WordExplanation, ...]


def explain(tokenizer: Tokenizer, text: str, *, history: TrainingHistory | None = None,
            nbest: int = 5) -> Explanation:
    """Each word of `text` (normalized and pre-tokenized as `tokenizer` does) explained by its
    model; `history`, the run's, adds each merge's count; `nbest`: Unigram segmentations listed."""
    counts = merge_counts(history, tokenizer.model) if history is not None else None
    words = tuple(_explained(tokenizer, word, added, counts, nbest)
                  for word, added in tokenizer.words(text))
    return Explanation(text, tokenizer.algorithm, words)


def explain_at(tokenizer: Tokenizer, text: str, offset: int, *,
               history: TrainingHistory | None = None, nbest: int = 5) -> Explanation:
    """The word of `text` that holds character `offset` (as `tokenizer` pre-tokenizes the whole
    text: a byte-level word keeps the space before it), explained as `explain` does; no words
    if the offset falls between words.

    >>> from workbench.core import TrainConfig, run, train
    >>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=260), {"hug": 3}))
    >>> [word.text for word in explain_at(tokenizer, "a hug", 3).words]
    [' hug']
    """
    counts = merge_counts(history, tokenizer.model) if history is not None else None
    words = tuple(_explained(tokenizer, word, added, counts, nbest)
                  for word, added, (start, end) in tokenizer.word_spans(text)
                  if start <= offset < end)
    return Explanation(text, tokenizer.algorithm, words[:1])


def _explained(tokenizer: Tokenizer, word: str, added: bool, counts: dict[str, int] | None,
               nbest: int) -> WordExplanation:
    trace = None if added else tokenizer.model.explain(word, merge_counts=counts, nbest=nbest)
    byte_level = tokenizer.pre_tokenizer.byte_level
    shown = {s: symbol_text(s) for s in _strings(trace)} if byte_level and trace else {}
    readable = symbol_text(word) if byte_level and not added else word
    return WordExplanation(readable, word, trace, shown)  # type: ignore[arg-type]


def merge_counts(history: TrainingHistory, model: Model) -> dict[str, int]:
    """Each token a merge made -> the pair's count when it was merged, from the history's rows
    (one per merge; a merge whose token existed already added none)."""
    sizes, counts = history.merges["vocab_size"], history.merges["count"]
    found = {}
    for row, (size, count) in enumerate(zip(sizes, counts)):
        if (row == 0 or size > sizes[row - 1]) and 0 < size <= len(model.vocab):
            found[model.vocab[size - 1]] = count
    return found


def _strings(value: object) -> Iterator[str]:
    """Every string inside a trace (its fields, tuples of them, nested traces and steps)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _strings(item)
    elif dataclasses.is_dataclass(value):
        for field in dataclasses.fields(value):
            yield from _strings(getattr(value, field.name))


__all__ = ["Arc", "BpeStep", "BpeTrace", "Explanation", "Segmentation", "Trace",
           "UnigramTrace", "WordExplanation", "WordPieceStep", "WordPieceTrace", "explain", "explain_at",
           "merge_counts"]
