"""`resize`: write the model as training to a smaller vocabulary ."""

from __future__ import annotations

import argparse
import sys

from ...core import project, truncate
from ...core.formats import FormatError, save_tokenizer
from ..inputs import load_model
from ..options import add_model_argument, positive
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("resize", help="write the model as training to a smaller vocabulary "
                            "would have left it (BPE: its first merges; WordPiece trained here: "
                            "its first tokens; a bundle's Unigram run: the model of one of its "
                            "last pruning rounds, a larger size)")
    add_model_argument(p)
    p.add_argument("--vocab-size", type=positive, required=True, metavar="K",
                   help="the smaller model's vocabulary size")
    p.add_argument("-o", "--output", required=True, help="tokenizer.json to write")


def execute(args: argparse.Namespace) -> None:
    rounds = None
    if args.model.endswith(".tiktoken"):
        tokenizer = load_model(args)
    else:  # a bundle's Unigram run: the sizes of its pruning rounds too
        try:
            tokenizer, history = project.load_model_and_history(args.model, args.model_name)
        except FormatError as exc:
            raise UsageError(str(exc)) from None
        rounds = history.round_models if history is not None else None
    try:
        smaller = truncate(tokenizer, args.vocab_size, rounds=rounds)
    except ValueError as exc:
        raise UsageError(f"cannot resize {args.model}: {exc}") from None
    save_tokenizer(smaller, args.output)
    print(f"wrote {args.output}: {len(smaller.vocab):,} tokens", file=sys.stderr)
