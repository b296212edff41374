"""`inspect`: print a model's vocabulary, merges and settings as ."""

from __future__ import annotations

import argparse
import json
import sys

from ..inputs import load_model
from ..options import add_model_argument


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("inspect", help="print a model's vocabulary, merges and settings as "
                            "JSON, indented when stdout is a terminal")
    add_model_argument(p)
    p.add_argument("--json", action="store_true", help="one line of JSON, even on a terminal")


def execute(args: argparse.Namespace) -> None:
    tokenizer = load_model(args)
    report = {
        "algorithm": tokenizer.algorithm,
        "vocab": [tokenizer.id_to_token(i) for i in range(len(tokenizer.vocab))],  # null: no token
        "special_tokens": tokenizer.special_tokens,
        "settings": tokenizer.settings,
        "truncation": tokenizer.truncation,
        "padding": tokenizer.padding,
    }
    report.update(tokenizer.model.details())
    pretty = sys.stdout.isatty() and not args.json  # a terminal reads it indented
    print(json.dumps(report, ensure_ascii=False, indent=2 if pretty else None))
