"""`health`: tokens never used, unreachable, intermediate, duplicated."""

from __future__ import annotations

import argparse
import json

from ...core import health, project, text_stats
from ...core.training import Source
from ..inputs import load_model, open_bundle
from ..options import add_encoding_workers, add_model_argument, add_text_field
from ..tables import health_lines


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("health", help="tokens never used, unreachable, intermediate, duplicated")
    add_model_argument(p)
    p.add_argument("--corpus", nargs="+", default=[], metavar="FILE",
                   help="evaluation files (plain text, .jsonl, either .gz): tokens their encoding "
                   "never uses are listed")
    add_text_field(p)
    add_encoding_workers(p)
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def execute(args: argparse.Namespace) -> None:
    tokenizer = load_model(args)
    used: set[int] | None = None
    for path in args.corpus:
        source = Source.for_path(path, text_field=args.text_field)
        used = (used or set()) | set(text_stats(tokenizer, source, args.workers).token_counts)
    merge_counts = None
    if project.looks_like_bundle(args.model):
        merge_counts = open_bundle(args.model).run(args.model_name).history.merges["count"]
    report = health(tokenizer, used, merge_counts)
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print("\n".join(health_lines(report)))
