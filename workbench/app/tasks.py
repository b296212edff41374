"""The work the window hands to a worker process: counting a corpus, training a model.

No Qt here: the worker process imports this module and nothing of the GUI. Each task takes a
`Control` first, through which it reports progress and learns of pause and stop.
"""

from __future__ import annotations

import json
from typing import Protocol

from workbench.core import tokenizer_json
from workbench.core.corpus import Source
from workbench.core.counting import WordCounts, count_words
from workbench.core.events import run
from workbench.core.normalizers import build_normalizer
from workbench.core.pre_tokenizers import PreTokenizer
from workbench.core.training import TrainConfig, train


class Control(Protocol):
    def send(self, message: tuple) -> None: ...
    def should_stop(self) -> bool: ...
    def wait_if_paused(self) -> None: ...


def count_task(control: Control, sources: list[Source], normalizer: list[str],
               pre_tokenizer: PreTokenizer) -> WordCounts:
    """The word table of `sources` under this normalizer and pre-tokenizer."""
    return count_words(sources, build_normalizer(normalizer), pre_tokenizer,
                       progress=lambda done: control.send(("counted", done)),
                       should_stop=control.should_stop)


def train_task(control: Control, config: dict, sources: list[Source],
               counts: WordCounts | None) -> dict:
    """Train as `config` says, counting `sources` first unless `counts` are given; the
    tokenizer.json text and whether training was stopped early. (Text crosses the pipe in one
    copy; a pickled model would take the window's reader thread, holding the GIL, ~80 ms to
    load. `load_trained` turns it into the model there, in small steps.)"""
    settings = TrainConfig.from_dict(config)
    if counts is None:
        counts = count_task(control, sources, settings.normalizer, settings.build_pre_tokenizer())
        if control.should_stop():
            return {"json": None, "stopped": True}

    def on_event(event) -> None:
        control.send(("event", event))
        control.wait_if_paused()

    tokenizer = run(train(settings, counts, control.should_stop), on_event)
    return {"json": tokenizer_json.dumps(tokenizer), "stopped": control.should_stop()}


def load_trained(result: dict) -> dict:
    """`train_task`'s result as the tokenizer and its tokenizer.json object (None if none)."""
    data = json.loads(result["json"]) if result["json"] is not None else None
    tokenizer = tokenizer_json.from_dict(data) if data is not None else None
    return {"tokenizer": tokenizer, "data": data, "stopped": result["stopped"]}

