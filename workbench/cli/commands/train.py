"""`train`: train a tokenizer and write its tokenizer.json."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator

from ...core import EmStepEvent, MergeEvent, Tokenizer, project, run
from ...core.formats import save_tokenizer
from ...core.training import (
    GROUPS, PRESETS, Source, TrainConfig, describe_long_words, long_words, shortfall, train,
    wordpiece_comparison,
)
from ..inputs import corpus_sources, count_corpus, open_bundle, train_config
from ..options import add_reading_options, add_settings
from ..progress import Progress, stop_on_interrupt
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("train", help="train a tokenizer and write its tokenizer.json")
    p.add_argument("corpus", nargs="*", help="text, .jsonl or .gz files")
    p.add_argument("-o", "--output", help="tokenizer.json to write")
    p.add_argument("--save-project", metavar="P.json",
                   help="project bundle to write this run into (added to it if it exists)")
    p.add_argument("--run-name", help="the run's name in the project (default ALGORITHM-VOCAB_SIZE)")
    p.add_argument("--embed-corpora", action="store_true",
                   help="with --save-project: store the corpus texts in the bundle (each under 1 MB)")
    presets = ", ".join(f"{p.name} ({p.title})" for p in PRESETS.values())
    p.add_argument("--preset", choices=list(PRESETS), metavar="NAME",
                   help=f"start from these settings, which the options given override: {presets}")
    add_settings(p, GROUPS)
    add_reading_options(p)
    p.add_argument("--counts", action="append", default=[], metavar="FILE",
                   help="a word-count table written by 'count' (may be repeated)")
    p.add_argument("--compare-bpe", action="store_true",
                   help="WordPiece: also train the vocabulary of BPE merges that the tokenizers "
                        "library's WordPiece trainer learns, and print the tokens per word of "
                        "both (a second training; default: off)")


def execute(args: argparse.Namespace) -> None:
    if not args.output and not args.save_project:
        raise UsageError("give -o/--output, --save-project, or both")
    if not args.save_project and (args.run_name or args.embed_corpora):
        raise UsageError("--run-name and --embed-corpora go with --save-project")
    config = train_config(args)
    sources = corpus_sources(args)
    bundle = _ProjectRun(args, config, sources) if args.save_project else None
    progress = Progress(not args.quiet)
    started = time.perf_counter()
    counts = count_corpus(args, sources, config, progress)
    history = project.TrainingHistory(counting_seconds=time.perf_counter() - started)

    def on_event(event) -> None:
        history.record(event)
        progress.show(_describe(event, config.vocab_size))

    compare = config.algorithm == "wordpiece" and args.compare_bpe
    unique_words = len(counts.counts)
    notes = [describe_long_words(config, long_words(config, counts.counts))]
    with stop_on_interrupt() as should_stop:
        training = train(config, counts, should_stop)
        if not compare:  # the word table is the trainer's now: a corpus's, hundreds of MB
            del counts
        tokenizer = run(training, on_event)
        history.stopped_early = should_stop()
    history.training_seconds = time.perf_counter() - started - history.counting_seconds
    if compare and not history.stopped_early:
        progress.show("comparing with a vocabulary of BPE merges")
        history.wordpiece_fertility = wordpiece_comparison(config, counts, tokenizer)
    progress.done()
    written = []
    if args.output:
        save_tokenizer(tokenizer, args.output)
        written.append(args.output)
    if bundle is not None:
        written.append(bundle.save(tokenizer, history))
    if not args.quiet:
        status = "stopped early, partial model" if history.stopped_early else "done"
        steps = sum(len(series["elapsed"]) for series in (history.merges, history.em_steps,
                                                          history.prunes))
        print(f"{status}: {len(tokenizer.vocab):,} tokens, {steps:,} training steps from "
              f"{unique_words:,} unique words; counting {history.counting_seconds:.1f} s, "
              f"training {history.training_seconds:.1f} s; wrote {' and '.join(written)}",
              file=sys.stderr)
        if history.wordpiece_fertility:
            print(_fertility_line(*history.wordpiece_fertility), file=sys.stderr)
    notes.append("" if history.stopped_early else shortfall(config, len(tokenizer.vocab)))
    for note in filter(None, notes):  # even with --quiet: the model is not what was asked for
        print(f"note: {note}", file=sys.stderr)


class _ProjectRun:
    """`train --save-project`: the bundle is opened (or started) and the corpora described before
    training, so a bad bundle, a taken name or a corpus too large to embed fail at once."""

    def __init__(self, args, config: TrainConfig, sources: list[Source]) -> None:
        self.path = args.save_project
        self.project = open_bundle(self.path) if os.path.exists(self.path) else project.Project()
        taken = {r.name for r in self.project.runs}
        if args.run_name in taken:
            raise UsageError(f"{self.path}: already has a model named {args.run_name!r}; "
                             "choose another --run-name")
        default = f"{config.algorithm}-{config.vocab_size}"
        self.name = args.run_name or next(n for n in _numbered(default) if n not in taken)
        try:
            self.corpora = [project.CorpusRef.from_file(s, embed=args.embed_corpora) for s in sources]
        except project.BundleError as exc:
            raise UsageError(str(exc)) from None

    def save(self, tokenizer: Tokenizer, history: project.TrainingHistory) -> str:
        for corpus in self.corpora:
            self.project.add_corpus(corpus)
        self.project.add_run(project.Run.from_training(self.name, tokenizer, history, self.corpora))
        try:
            project.save_bundle(self.project, self.path)
        except project.BundleError as exc:
            raise UsageError(str(exc)) from None
        return f"{self.path} (run {self.name!r})"


def _fertility_line(ours: float, reference: float) -> str:
    """What a score-based WordPiece costs, against the vocabulary tokenizers' trainer learns."""
    return (f"tokens per word on the corpus: {ours:.2f}; {reference:.2f} with a vocabulary of BPE "
            "merges, as the tokenizers library's WordPiece trainer learns it (the score "
            "count(pair) / (count(first) x count(second)) favours pairs of rare pieces, so "
            "frequent words can stay split)")


def _numbered(name: str) -> Iterator[str]:
    """name, name-2, name-3, ..."""
    yield name
    number = 2
    while True:
        yield f"{name}-{number}"
        number += 1


def _describe(event, vocab_size: int) -> str:
    """One progress line for a training event."""
    if isinstance(event, MergeEvent):
        return (f"training: vocab {event.vocab_size:,} / {vocab_size:,}, "
                f"merge {event.rank + 1:,}: {event.token!r}")
    if isinstance(event, EmStepEvent):
        return (f"training: round {event.round + 1}, EM step {event.step + 1}, "
                f"loss {event.loss:.4f}, {event.vocab_size:,} pieces")
    return f"training: round {event.round + 1} pruned to {event.vocab_size:,} pieces"
