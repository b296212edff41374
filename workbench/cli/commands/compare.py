"""`compare`: 2 to 4 models on one text: rows aligned, disagreements marked."""

from __future__ import annotations

import argparse
import json
import os
import sys

from ...core import compare, render_rows
from ..inputs import named_models
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("compare", help="2 to 4 models on one text: rows aligned, disagreements marked")
    p.add_argument("items", nargs="+", metavar="MODEL [TEXT]",
                   help="2 to 4 tokenizer files or bundles, then the text (default: standard input)")
    p.add_argument("--json", action="store_true", help="print encodings and disagreeing spans as JSON")


def execute(args: argparse.Namespace) -> None:
    paths, text = args.items, None
    if not os.path.exists(paths[-1]):
        paths, text = paths[:-1], paths[-1]
    if not 2 <= len(paths) <= 4:
        raise UsageError(f"compare takes 2 to 4 models, not {len(paths)}")
    if text is None:
        text = sys.stdin.buffer.read().decode("utf-8", "replace")
    comparison = compare(text, named_models(paths))
    if args.json:
        print(json.dumps(comparison.to_json(), ensure_ascii=False))
        return
    print("\n".join(render_rows(comparison)))
    for row in comparison.rows:
        print(f"{row.name}: {row.count:,} tokens, {row.chars_per_token(text):.2f} characters "
              f"per token, {row.unknown:,} unknown")
    spans = ", ".join(repr(text[s:e]) for s, e in comparison.disagreements) or "none"
    print(f"disagreements: {spans}")
