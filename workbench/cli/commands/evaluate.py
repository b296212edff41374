"""`evaluate`: measure models on corpus files (SPEC section 7)."""

from __future__ import annotations

import argparse
import json

from ...core import HeldOut, evaluate, project
from ...core.training import Source
from ..inputs import named_models, open_bundle
from ..options import add_encoding_workers, add_text_field
from ..progress import Progress
from ..tables import evaluation_lines
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("evaluate", help="measure models on corpus files (SPEC section 7)")
    p.add_argument("models", nargs="+", metavar="MODEL",
                   help="tokenizer files or project bundles (a bundle gives all its models)")
    p.add_argument("--corpus", nargs="+", default=[], metavar="FILE",
                   help="evaluation files (plain text, .jsonl, either .gz); several: one per "
                   "language, same content (default: the last 5 %% of the texts of the bundles' "
                   "corpora, the held-out part)")
    add_text_field(p)
    p.add_argument("--reference", metavar="FILE", help="the language premiums are relative to "
                   "(default: the first --corpus file)")
    add_encoding_workers(p)
    p.add_argument("--json", action="store_true", help="print the results as JSON")


def execute(args: argparse.Namespace) -> None:
    models = named_models(args.models)
    texts = ([Source.for_path(path, text_field=args.text_field) for path in args.corpus]
             or [_held_out(args.models)])
    progress = Progress(not args.json)
    try:
        result = evaluate(models, texts, args.reference, args.workers,
                          lambda step, steps: progress.show(f"encoded {step}/{steps}"))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    progress.done()
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print("\n".join(evaluation_lines(result)))


def _held_out(paths: list[str]) -> HeldOut:
    """The held-out part of the corpora of the project bundles among `paths` (their texts, in
    the order the bundles list them)."""
    sources: list[Source] = []
    for path in paths:
        if project.looks_like_bundle(path):
            sources += [c.source for c in open_bundle(path).corpora
                        if c.source.format != "counts" and c.source not in sources]
    if not sources:
        raise UsageError("no --corpus given, and no project bundle among the models names a "
                         "corpus to hold out; give --corpus FILE")
    return HeldOut(tuple(sources))
