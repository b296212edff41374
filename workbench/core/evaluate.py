"""Evaluate models on corpus files: every measure of `measures` per model over all the files,
and, with several files given as languages (the same content in each), each model's premium
per language against a reference file."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .batch import file_stats
from .measures import TextStats, measures, premiums
from .tokenizer import Tokenizer


@dataclass
class ModelResult:
    name: str
    vocab_size: int
    stats: TextStats = field(default_factory=TextStats)
    tokens_per_file: dict[str, int] = field(default_factory=dict)

    def measures(self) -> dict[str, float]:
        return measures(self.stats, self.vocab_size)

    def premiums(self, reference: str) -> dict[str, float]:
        return premiums(self.tokens_per_file, reference)

    def histogram(self) -> dict[int, int]:
        """Words by the number of tokens covering them."""
        return dict(sorted(self.stats.tokens_per_word.items()))


@dataclass
class Evaluation:
    files: list[str]
    reference: str
    results: list[ModelResult]

    def to_json(self) -> dict:
        return {"files": self.files, "reference": self.reference, "models": [{
            "name": r.name, "vocab_size": r.vocab_size, "measures": r.measures(),
            "tokens_per_word_histogram": {str(k): v for k, v in r.histogram().items()},
            "tokens_per_file": r.tokens_per_file, "premium": r.premiums(self.reference),
        } for r in self.results]}


def evaluate(models: list[tuple[str, Tokenizer]], files: list[str], reference: str | None = None,
             workers: int | None = None,
             on_progress: Callable[[int, int], None] | None = None) -> Evaluation:
    """Each named model on each file; `on_progress(step, steps)` after each (model, file)."""
    reference = reference or files[0]
    if reference not in files:
        raise ValueError(f"the reference {reference!r} is not one of the evaluation files")
    results = []
    steps = len(models) * len(files)
    for name, tokenizer in models:
        result = ModelResult(name, len(tokenizer.vocab))
        for path in files:
            stats = file_stats(tokenizer, path, workers)
            result.stats.merge(stats)
            result.tokens_per_file[path] = stats.tokens
            if on_progress is not None:
                on_progress(len(results) * len(files) + len(result.tokens_per_file), steps)
        results.append(result)
    return Evaluation(files, reference, results)
