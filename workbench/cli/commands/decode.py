"""`decode`: print the text of token ids."""

from __future__ import annotations

import argparse
import sys

from ..inputs import load_model
from ..options import add_model_argument
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("decode", help="print the text of token ids")
    add_model_argument(p)
    p.add_argument("ids", nargs="+", type=int)


def execute(args: argparse.Namespace) -> None:
    tokenizer = load_model(args)
    bad = [i for i in args.ids if not 0 <= i < len(tokenizer.vocab)]
    if bad:
        raise UsageError(f"id {bad[0]} is not in the vocabulary (0..{len(tokenizer.vocab) - 1})")
    sys.stdout.write(tokenizer.decode(args.ids) + "\n")
