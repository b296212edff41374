"""The worker's side of Evaluate, Health and the size curve: models go as tokenizer.json
objects, results come back as JSON-like objects (the size curve as its dataclass). Qt-free: the
worker process imports it."""

from __future__ import annotations

from dataclasses import dataclass

from workbench.core import (
    EvaluationText, SizeCurve, evaluate, health, held_out, size_curve, text_stats,
)
from workbench.core.formats import tokenizer_from_dict
from workbench.core.training import open_binary

from .tasks import Control


@dataclass(frozen=True)
class Measured:
    """Steps done of all the steps (one per model and file)."""

    done: int
    steps: int


def evaluate_task(control: Control, models: list[tuple[str, dict]], files: list[EvaluationText],
                  reference: str | None) -> dict:
    """`Evaluation.to_json()` of the named models (tokenizer.json objects) on `files` (paths,
    sources or held-out text), encoded in one process per core."""
    tokenizers = [(name, tokenizer_from_dict(data)) for name, data in models]
    result = evaluate(tokenizers, files, reference,
                      on_progress=lambda done, steps: control.send(Measured(done, steps)))
    return result.to_json()


def health_task(control: Control, model: dict, files: list[EvaluationText],
                merge_counts: list[int] | None) -> dict:
    """`HealthReport.to_json()` of the model, with the tokens its encoding of `files` uses."""
    tokenizer = tokenizer_from_dict(model)
    used: set[int] | None = None
    for done, text in enumerate(files, start=1):
        used = (used or set()) | set(text_stats(tokenizer, text).token_counts)
        control.send(Measured(done, len(files) + 1))
    return health(tokenizer, used, merge_counts).to_json()


def read_text(path: str) -> str:
    """A text file's content (gzip and UTF-16/32 too, as corpora are read)."""
    with open_binary(path) as stream:
        return stream.read().decode("utf-8", errors="replace")


def sample_text(files: list[str], sample: str | None) -> str:
    """The held-out text: the file `sample` whole, else the last 5 % of the lines of `files`."""
    if sample is not None:
        return read_text(sample)
    lines = [line for path in files for line in read_text(path).splitlines(keepends=True)]
    return "".join(held_out(lines)[1]) if lines else ""


def size_curve_task(control: Control, model: dict, files: list[str], sample: str | None,
                    rounds: list[list] | None = None) -> SizeCurve:
    """The model's size curve (`workbench.core.analysis.size_curve`; a Unigram run's at the sizes
    of its `rounds`) over `sample_text`, its ratios worked out here: they travel with it, and the
    window does not spend 20-150 ms on them."""
    tokenizer = tokenizer_from_dict(model)
    control.send(Measured(1, 2))
    curve = size_curve(tokenizer, sample_text(files, sample), rounds=rounds)
    _ = curve.tokens_per_word, curve.characters_per_token  # cached on it: pickled with it
    return curve
