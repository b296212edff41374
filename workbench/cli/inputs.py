"""What the commands read: corpus files (globs expanded) and their words counted, the settings
given as options, models from tokenizer files and project bundles."""

from __future__ import annotations

import glob
import os
import sys
from collections.abc import Iterator
from functools import partial

from .. import resources
from ..core import Tokenizer, project
from ..core.formats import FormatError, open_tiktoken
from ..core.pipeline import build_normalizer
from ..core.training import (
    DASK_MISSING, PRESETS, Source, TrainConfig, WordCounts, count_words, count_words_dask,
    dask_available, declared, source_texts,
)
from .progress import Progress
from .usage import UsageError


def expand_paths(paths: list[str]) -> list[str]:
    """Each path, or the files a glob pattern that is no file's name matches, sorted."""
    expanded = []
    for path in paths:
        if os.path.exists(path) or not glob.has_magic(path):
            expanded.append(path)
            continue
        matched = sorted(glob.glob(path, recursive=True))
        if not matched:
            raise UsageError(f"{path}: no file matches")
        expanded.extend(matched)
    return expanded


def corpus_sources(args) -> list[Source]:
    sources = [Source.for_path(p, text_field=args.text_field) for p in expand_paths(args.corpus)]
    sources += [Source.for_path(p, counts=True) for p in getattr(args, "counts", [])]
    preset = PRESETS.get(getattr(args, "preset", None) or "")
    if not sources and preset is not None and preset.corpus:
        path = resources.path(preset.corpus)
        print(f"note: no corpus given: training on the one the preset's example uses, {path}",
              file=sys.stderr)
        sources = [Source.for_path(path)]
    if not sources:
        raise UsageError("give at least one corpus file or --counts table")
    return sources


def count_corpus(args, sources: list[Source], config: TrainConfig, progress: Progress) -> WordCounts:
    engine = count_words
    if getattr(args, "engine", "local") == "dask":
        if not dask_available():
            raise UsageError(DASK_MISSING)
        engine = partial(count_words_dask, scheduler=args.scheduler)
    elif getattr(args, "scheduler", None):
        raise UsageError("--scheduler is for --engine dask")
    try:
        counts = engine(
            sources, build_normalizer(config.normalizer), config.build_pre_tokenizer(),
            workers=args.workers, drop_line_ends=config.line_ends == "drop",
            progress=lambda done: progress.show(f"counting words: {done / 1e6:,.1f} MB read"),
        )
    finally:  # a bad file found or Ctrl+C mid-way: its message starts a line of its own
        progress.done()
    for stats in counts.sources:
        if stats.invalid_utf8 and not args.quiet:
            print(f"warning: {stats.path}: {stats.invalid_utf8:,} invalid UTF-8 sequences "
                  "replaced with U+FFFD", file=sys.stderr)
    return counts


def train_config(args) -> TrainConfig:
    """The settings given as options, over the preset's (if any), over TrainConfig's defaults."""
    preset = PRESETS[args.preset].settings if getattr(args, "preset", None) else {}
    given = {name: getattr(args, name) for name in declared(TrainConfig) if hasattr(args, name)}
    settings = {**preset, **given}
    required = [spec for spec in declared(TrainConfig).values()
                if spec.start is not None and spec.name not in settings]
    if args.command == "train" and required:
        flags = ", ".join("--" + spec.name.replace("_", "-") for spec in required)
        raise UsageError(f"the following arguments are required: {flags}")
    try:
        return TrainConfig(**settings)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def load_model(args) -> Tokenizer:
    """The model a command names: a tokenizer file, or a bundle's run chosen with --model NAME;
    for a .tiktoken file, the pattern it is opened with is said on stderr."""
    if not args.model.endswith(".tiktoken"):
        if args.pattern is not None or args.special:
            raise UsageError("--pattern and --special are for .tiktoken files")
        return load_path(args.model, args.model_name)
    try:
        tokenizer, how = open_tiktoken(args.model, args.pattern, args.special)
    except FormatError as exc:
        raise UsageError(str(exc)) from None
    print(how, file=sys.stderr)
    return tokenizer


def load_path(path: str, name: str | None = None) -> Tokenizer:
    try:
        return project.load_model(path, name)
    except FormatError as exc:
        raise UsageError(str(exc)) from None


def open_bundle(path: str) -> project.Project:
    try:
        return project.load_bundle(path)
    except FormatError as exc:
        raise UsageError(str(exc)) from None


def named_models(paths: list[str]) -> list[tuple[str, Tokenizer]]:
    """Each path's models: a tokenizer file's, named by its path, or every run of a bundle,
    named by the run."""
    models = []
    for path in paths:
        if project.looks_like_bundle(path):
            models.extend((run_.name, run_.tokenizer) for run_ in open_bundle(path).runs)
        else:
            models.append((path, load_path(path)))
    return models


def corpus_texts(paths: list[str], text_field: str) -> Iterator[str]:
    for path in paths:
        yield from source_texts(Source.for_path(path, text_field=text_field))
