"""The worker's side of Evaluate and Health: models go as tokenizer.json objects, results come
back as JSON-like objects. Qt-free: the worker process imports it."""

from __future__ import annotations

from dataclasses import dataclass

from workbench.core import EvaluationText, evaluate, health, text_stats
from workbench.core.formats import tokenizer_from_dict

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
