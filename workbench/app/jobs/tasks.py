"""The work the window hands to a worker process: counting a corpus, training a model.

No Qt here: the worker process imports this module and nothing of the GUI. Each task takes a
`Control` first, through which it reports progress and learns of pause and stop.
"""

from __future__ import annotations

import json
import os
import pickle
from collections.abc import Generator
from dataclasses import replace
from typing import Protocol

from workbench.core import Source, TrainConfig, WordCounts, count_words, run, train
from workbench.core.formats import tokenizer_from_dict, tokenizer_to_dict
from workbench.core.pipeline import PreTokenizer, build_normalizer
from workbench.core.training import describe_long_words, long_words, wordpiece_comparison

from .job_messages import Counted
from ..session.packed_counts import PackedCounts
from ..session.word_columns import WordColumns


class Control(Protocol):
    def send(self, message: object) -> None: ...
    def should_stop(self) -> bool: ...
    def wait_if_paused(self) -> float: ...  # the seconds it held the task


def corpus_bytes(sources: list[Source]) -> int:
    """About how many bytes counting `sources` reads (a gzip file: four times its size), what
    its progress is measured against."""
    return sum(os.path.getsize(s.path) * (4 if s.path.endswith(".gz") else 1)
               for s in sources if os.path.exists(s.path))


def count_task(control: Control, sources: list[Source], normalizer: list[str],
               pre_tokenizer: PreTokenizer, drop_line_ends: bool = False) -> WordCounts:
    """The word table of `sources` under this normalizer and pre-tokenizer."""
    return count_words(sources, build_normalizer(normalizer), pre_tokenizer,
                       progress=lambda done: control.send(Counted(done)),
                       should_stop=control.should_stop, drop_line_ends=drop_line_ends)


PART_WORDS = 10_000  # words unpickled in one step of `load_counted`: 5-15 ms


def count_columns_task(control: Control, sources: list[Source], normalizer: list[str],
                       pre_tokenizer: PreTokenizer, drop_line_ends: bool = False) -> dict:
    """`count_task`'s table packed (`PackedCounts`: its words and their case-folded forms in
    pickled parts of PART_WORDS) with the Words table's columns but their words:
    `load_counted` unpickles the parts in the window's process, a part per step (the whole
    table in one pickle took 360 ms and more to unpickle: the window froze)."""
    counts = count_task(control, sources, normalizer, pre_tokenizer, drop_line_ends)
    columns = WordColumns.of(counts.counts)
    words, folded = columns.words, columns.folded
    parts = [(words[i:i + PART_WORDS], folded[i:i + PART_WORDS])
             for i in range(0, len(words), PART_WORDS)]
    return {"packed": PackedCounts.pack(counts, parts),
            "columns": replace(columns, words=[], folded=[])}


def load_counted(result: dict) -> Generator[None, None, tuple[PackedCounts, WordColumns]]:
    """`count_columns_task`'s result as the packed counts and the columns with their words,
    a part per step."""
    packed = result["packed"]
    words: list[str] = []
    folded: list[str] = []
    for part in packed.parts:
        some, some_folded = pickle.loads(part)
        words += some
        folded += some_folded
        yield
    return packed, replace(result["columns"], words=words, folded=folded)


def train_task(control: Control, config: dict, sources: list[Source],
               packed: PackedCounts | None) -> dict:
    """Train as `config` says, counting `sources` first unless `packed` counts are given; the
    model (see `in_parts`; None if stopped before training) and whether training was stopped early.
    `load_trained` turns it back into the model in the window's process."""
    settings = TrainConfig.from_dict(config)
    counts = packed.unpack() if packed is not None else None
    if counts is None:
        counts = count_task(control, sources, settings.normalizer, settings.build_pre_tokenizer(),
                            settings.line_ends == "drop")
        if control.should_stop():
            return {"model": None, "stopped": True, "left_out": ""}

    paused = 0.0  # seconds held by pauses, which the events' times leave out

    def on_event(event) -> None:
        nonlocal paused
        control.send(replace(event, elapsed=event.elapsed - paused) if paused else event)
        paused += control.wait_if_paused()

    tokenizer = run(train(settings, counts, control.should_stop), on_event)
    return {"model": in_parts(tokenizer_to_dict(tokenizer)), "stopped": control.should_stop(),
            "left_out": describe_long_words(settings, long_words(settings, counts.counts))}


PART_SIZE = 2000  # entries of the vocabulary or the merges decoded in one call


def in_parts(data: dict) -> dict:
    """A tokenizer.json object as JSON texts: the model's large tables (vocabulary, merges) in
    parts of PART_SIZE entries, the rest in one. Text crosses the pipe in one copy, and no
    single call that decodes it takes long (a 32,000-token model's one json.loads took 15 ms,
    several times that with the worker still busy on the other core)."""
    model = data["model"]
    tables = {key: value for key, value in model.items()
              if isinstance(value, (list, dict)) and len(value) > PART_SIZE}
    rest = {**data, "model": {key: None if key in tables else value
                              for key, value in model.items()}}
    parts = {}
    for key, table in tables.items():
        items = list(table.items()) if isinstance(table, dict) else table
        parts[key] = (isinstance(table, dict), [
            json.dumps(items[i:i + PART_SIZE], ensure_ascii=False)
            for i in range(0, len(items), PART_SIZE)])
    return {"json": json.dumps(rest, ensure_ascii=False), "tables": parts}


def from_parts(model: dict) -> dict:
    """The tokenizer.json object `in_parts` took apart."""
    steps = decode_parts(model)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


PARTS_PER_STEP = 4  # decoded in one step of `decode_parts`: a few milliseconds


def decode_parts(model: dict) -> Generator[None, None, dict]:
    """`from_parts` in steps of PARTS_PER_STEP parts (all at once: some 80 ms for a
    21,000-merge model; each step waits for a turn of the event loop, so not one per part)."""
    data = json.loads(model["json"])
    decoded = 0
    for key, (is_mapping, texts) in model["tables"].items():
        items: list = []
        for text in texts:
            if decoded % PARTS_PER_STEP == 0:
                yield
            items += json.loads(text)
            decoded += 1
        data["model"][key] = dict(items) if is_mapping else items
    return data


def load_trained(result: dict) -> Generator[None, None, dict]:
    """`train_task`'s result as the tokenizer and its tokenizer.json object (None if none),
    in steps of a few tens of milliseconds each (see `jobs.Job`)."""
    data = tokenizer = None
    if result["model"] is not None:
        data = yield from decode_parts(result["model"])
        yield
        tokenizer = tokenizer_from_dict(data)
        yield
    return {"tokenizer": tokenizer, "data": data, "stopped": result["stopped"],
            "left_out": result["left_out"]}


def compare_bpe_task(control: Control, config: dict, sources: list[Source],
                     packed: PackedCounts | None, tokenizer: dict) -> list[float]:
    """`wordpiece_comparison` of a trained WordPiece model (tokenizer.json's object) on the
    words it learned from: `packed`, else `sources` counted again."""
    settings = TrainConfig.from_dict(config)
    counts = packed.unpack() if packed is not None else None
    if counts is None:
        counts = count_task(control, sources, settings.normalizer, settings.build_pre_tokenizer(),
                            settings.line_ends == "drop")
    return wordpiece_comparison(settings, counts, tokenizer_from_dict(tokenizer))
