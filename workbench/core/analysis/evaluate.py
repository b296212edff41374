"""Evaluate models on corpus files: every measure of `measures` per model over all the files,
and, with several files given as languages (the same content in each), each model's premium
per language against a reference file, an unknown token counted as the bytes it stands for
(else a model that cannot spell a language would seem to write it cheaply, in [UNK]s).

An evaluation text is a file (plain text, each line encoded on its own; JSON lines, each
record's text field) or the held-out tail of a corpus (`HeldOut`), named in the results by its
path or label."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..tokenizer.batch import file_stats, stream_stats
from ..tokenizer.tokenizer import Tokenizer
from ..training import Source, source_texts
from .held_out import HeldOut
from .measures import TextStats, measures, premiums

EvaluationText = str | Source | HeldOut  # a path is read as `Source.for_path` reads it


@dataclass
class ModelResult:
    name: str
    vocab_size: int
    stats: TextStats = field(default_factory=TextStats)
    tokens_per_file: dict[str, int] = field(default_factory=dict)
    cost_per_file: dict[str, int] = field(default_factory=dict)  # `TextStats.cost`

    def measures(self) -> dict[str, float]:
        return measures(self.stats, self.vocab_size)

    def premiums(self, reference: str) -> dict[str, float]:
        """Each file's premium, its unknown tokens counted as the bytes they stand for."""
        return premiums(self.cost_per_file, reference)

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


def label(text: EvaluationText) -> str:
    """How the results name an evaluation text."""
    if isinstance(text, str):
        return text
    return text.label if isinstance(text, HeldOut) else text.path


def text_stats(tokenizer: Tokenizer, text: EvaluationText, workers: int | None = None
               ) -> TextStats:
    """The measures' statistics of `tokenizer` on one evaluation text."""
    if isinstance(text, str):
        text = Source.for_path(text)
    if isinstance(text, HeldOut):
        return stream_stats(tokenizer, text.texts(), workers)
    if text.format == "jsonl":
        return stream_stats(tokenizer, source_texts(text), workers)
    if text.format != "text":
        raise ValueError(f"{text.path}: a word-count table cannot be evaluated on; give its text")
    return file_stats(tokenizer, text.path, workers)


def evaluate(models: list[tuple[str, Tokenizer]], files: list[EvaluationText],
             reference: str | None = None, workers: int | None = None,
             on_progress: Callable[[int, int], None] | None = None) -> Evaluation:
    """Each named model on each evaluation text; `reference` is one's label (default: the
    first's); `on_progress(step, steps)` after each (model, text)."""
    labels = [label(text) for text in files]
    reference = reference or labels[0]
    if reference not in labels:
        raise ValueError(f"the reference {reference!r} is not one of the evaluation files")
    results = []
    steps = len(models) * len(files)
    for name, tokenizer in models:
        result = ModelResult(name, len(tokenizer.vocab))
        for text, name_of_text in zip(files, labels):
            stats = text_stats(tokenizer, text, workers)
            result.stats.merge(stats)
            result.tokens_per_file[name_of_text] = stats.tokens
            result.cost_per_file[name_of_text] = stats.cost
            if on_progress is not None:
                on_progress(len(results) * len(files) + len(result.tokens_per_file), steps)
        results.append(result)
    return Evaluation(labels, reference, results)
