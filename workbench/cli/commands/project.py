"""`project`: summarise a project bundle: corpora, their status, runs."""

from __future__ import annotations

import argparse
import os

from ...core import project
from ..inputs import open_bundle


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("project", help="summarise a project bundle: corpora, their status, runs")
    p.add_argument("bundle")


def execute(args: argparse.Namespace) -> None:
    bundle = open_bundle(args.bundle)
    folder = os.path.dirname(os.path.abspath(args.bundle))
    print(f"{args.bundle}: project created {bundle.created}, modified {bundle.modified}")
    print(f"corpora ({len(bundle.corpora)}):")
    for status in bundle.corpus_status():
        corpus = status.corpus
        embedded = ", text embedded" if corpus.text is not None else ""
        advice = "" if status.state == "ok" else " - relink it"
        print(f"  {status.state:8} {project.bundle_path(corpus.path, folder)} ({corpus.source.format}, "
              f"{corpus.size:,} bytes{embedded}): {status.detail}{advice}")
    print(f"runs ({len(bundle.runs)}):")
    for run_ in bundle.runs:
        print(f"  {run_.name}: {_describe_run(run_, folder)}")
    texts, models = bundle.tokenize.texts, bundle.tokenize.models
    print(f"tokenize panel: {_quantity(len(texts), 'text') or 'no texts'}, "
          f"models: {', '.join(models) or 'none'}")


def _describe_run(run_: project.Run, folder: str) -> str:
    tokenizer, history = run_.tokenizer, run_.history
    steps = [_quantity(len(history.merges["count"]), "merge"),
             _quantity(len(history.prunes["round"]), "pruning round")]
    took = f" in {history.training_seconds:.1f} s" if history.training_seconds is not None else ""
    stopped = ", stopped early" if history.stopped_early else ""
    corpora = ", ".join(project.bundle_path(p, folder) for p in run_.corpora) or "no recorded corpus"
    return (f"{tokenizer.algorithm}, {tokenizer.vocab_size:,} tokens; "
            f"{', '.join(s for s in steps if s) or 'no training steps'}{took}{stopped}; "
            f"trained {run_.trained} on {corpora}")


def _quantity(number: int, noun: str) -> str:
    """'' for none, else the number and the noun, plural if need be.

    >>> _quantity(0, "merge"), _quantity(1, "merge"), _quantity(1200, "merge")
    ('', '1 merge', '1,200 merges')
    """
    return f"{number:,} {noun}{'s' if number > 1 else ''}" if number else ""
