"""`add-tokens`: add special or ordinary tokens, with tokenizer.json's flags."""

from __future__ import annotations

import argparse
import sys

from ...core.editing import with_added_tokens
from ...core.formats import save_tokenizer
from ...core.pipeline import AddedToken
from ..inputs import load_model
from ..options import add_model_argument


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("add-tokens", help="add special or ordinary tokens, with tokenizer.json's flags",
                            description="As tokenizers' add_tokens: a token already added gets the "
                            "new flags, one in the vocabulary keeps its id, any other takes the next.")
    add_model_argument(p)
    p.add_argument("tokens", nargs="+", metavar="TOKEN")
    p.add_argument("--as-special", action="store_true",
                   help="add them as special tokens, which decoding skips (default: ordinary)")
    p.add_argument("--single-word", action="store_true", help="match only as a whole word")
    p.add_argument("--lstrip", action="store_true", help="take the white space before a match")
    p.add_argument("--rstrip", action="store_true", help="take the white space after a match")
    p.add_argument("--normalized", action=argparse.BooleanOptionalAction, default=None,
                   help="match in the normalized text (default: for ordinary tokens only)")
    p.add_argument("-o", "--output", required=True, metavar="OUT.json", help="tokenizer.json to write")


def execute(args: argparse.Namespace) -> None:
    tokenizer = load_model(args)
    normalized = not args.as_special if args.normalized is None else args.normalized
    tokens = [AddedToken(content, special=args.as_special, normalized=normalized,
                         lstrip=args.lstrip, rstrip=args.rstrip, single_word=args.single_word)
              for content in args.tokens]
    result = with_added_tokens(tokenizer, tokens)
    save_tokenizer(result, args.output)
    ids = ", ".join(f"{content} {result.token_to_id(content)}" for content in args.tokens)
    print(f"added {ids}; wrote {args.output}", file=sys.stderr)
