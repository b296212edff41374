"""`encode`: print tokens, ids and offsets as JSON."""

from __future__ import annotations

import argparse
import json
import sys

from ...core import EncodeError, with_dropout
from ...core.pipeline import readable_token
from ..inputs import load_model
from ..options import add_model_argument
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("encode", help="print tokens, ids and offsets as JSON")
    add_model_argument(p)
    p.add_argument("text", nargs="?", help="text to encode (default: standard input, as is)")
    p.add_argument("--add-special-tokens", action="store_true",
                   help="apply the post-processor's template, e.g. [CLS] ... [SEP] (default: off)")
    p.add_argument("--encode-special-tokens", action="store_true",
                   help="encode special tokens written in the text as plain text (default: off)")
    p.add_argument("--dropout", type=float, metavar="P",
                   help="BPE: skip each merge with probability P, sampling a split (default: the file's)")
    p.add_argument("--seed", type=int, help="seed for BPE dropout: the same seed, the same split")
    p.add_argument("--pair", metavar="TEXT",
                   help="a second sequence, encoded after the first with the post-processor's "
                        "pair template (its offsets are into TEXT)")
    p.add_argument("--no-truncation", action="store_true",
                   help="ignore the model's truncation (its padding still applies)")


def execute(args: argparse.Namespace) -> None:
    tokenizer = load_model(args)
    text = args.text if args.text is not None else sys.stdin.buffer.read().decode("utf-8", "replace")
    tokenizer.encode_special_tokens = args.encode_special_tokens
    if args.dropout is not None:
        try:
            tokenizer = with_dropout(tokenizer, args.dropout)
        except ValueError as exc:
            raise UsageError(f"--dropout: {exc}") from None
    try:
        encoding = tokenizer.encode(text, add_special_tokens=args.add_special_tokens,
                                    pair=args.pair, truncate=not args.no_truncation, seed=args.seed)
    except EncodeError as exc:
        raise UsageError(str(exc)) from None
    result = {"tokens": encoding.tokens, "ids": encoding.ids,
              "offsets": [list(o) for o in encoding.offsets],
              "type_ids": encoding.type_ids, "attention_mask": encoding.attention_mask}
    if tokenizer.pre_tokenizer.byte_level:  # the tokens' bytes as text, not Ġ and Ð
        result["text"] = [readable_token(t) for t in encoding.tokens]
    print(json.dumps(result, ensure_ascii=False))
