"""The worker's side of Extend: the model goes as a tokenizer.json object and comes back in
parts (`tasks.in_parts`), with its tokens per word on the domain text before and after.
Qt-free: the worker process imports it."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import asdict

from workbench.core import Source
from workbench.core.editing import extend, fertility, model_words
from workbench.core.formats import tokenizer_from_dict, tokenizer_to_dict
from workbench.core.training import source_texts

from .tasks import Control, from_parts, in_parts


def extend_task(control: Control, model: dict, files: list[str], add: int) -> dict:
    """The model with up to `add` tokens learned from `files`, every old id kept (see
    `workbench.core.editing.extend`), and its fertility on them before and after."""
    tokenizer = tokenizer_from_dict(model)
    words = model_words(tokenizer, (text for path in files
                                    for text in source_texts(Source.for_path(path))))
    extended = extend(tokenizer, words, add)
    return {"model": in_parts(tokenizer_to_dict(extended)),
            "before": asdict(fertility(tokenizer, words)),
            "after": asdict(fertility(extended, words))}


def load_extended(result: dict) -> Generator[None, None, dict]:
    """`extend_task`'s result with the model decoded, in two steps (see `jobs.Job`)."""
    data = from_parts(result["model"])
    yield
    return {**result, "tokenizer": tokenizer_from_dict(data)}
