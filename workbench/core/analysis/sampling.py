"""Sampled segmentations: BPE-dropout (Provilkov et al., 2020) on any plain BPE tokenizer.

Each merge is skipped with probability `dropout`, so one text gets a different split each time,
all spelling the same text: what training with dropout shows a model. The tokenizer asked about
stays as it is; `with_dropout` returns a copy whose model samples.
"""

from __future__ import annotations

import dataclasses

from ..tokenizer.tokenizer import Tokenizer


def can_sample(tokenizer: Tokenizer) -> bool:
    """Whether its model can sample segmentations: `tokenizers`' BPE (a SentencePiece `.model`'s
    BPE merges by score and has no dropout)."""
    return tokenizer.model.samples


def with_dropout(tokenizer: Tokenizer, dropout: float) -> Tokenizer:
    """A copy of a BPE tokenizer whose model skips each merge with probability `dropout`
    (0: plain BPE); ValueError for another model or a probability outside 0..1."""
    if not can_sample(tokenizer):
        raise ValueError("dropout applies to BPE models only")
    return dataclasses.replace(tokenizer, model=tokenizer.model.with_dropout(dropout))
