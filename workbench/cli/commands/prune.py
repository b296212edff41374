"""`prune`: drop the tokens a corpus never uses (or a list names)."""

from __future__ import annotations

import argparse
import os
import sys

from ...core.editing import id_map_json, prune, used_tokens
from ...core.formats import save_tokenizer, write_atomic
from ..inputs import corpus_texts, load_model
from ..options import add_model_argument, add_text_field
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("prune", help="drop the tokens a corpus never uses (or a list names)",
                            description="Writes the pruned tokenizer.json and, beside it, "
                            "OUT.id-map.json: {old id: new id} for every kept token.")
    add_model_argument(p)
    p.add_argument("corpus", nargs="*", help="text or .jsonl files: tokens their encodings never use "
                   "are dropped")
    p.add_argument("--drop", metavar="FILE", help="tokens to drop, one a line")
    add_text_field(p)
    p.add_argument("-o", "--output", required=True, metavar="OUT.json", help="tokenizer.json to write")


def execute(args: argparse.Namespace) -> None:
    if not args.corpus and not args.drop:
        raise UsageError("give a corpus, --drop FILE, or both")
    tokenizer = load_model(args)
    wanted = set(tokenizer.vocab)
    if args.corpus:
        wanted = used_tokens(tokenizer, corpus_texts(args.corpus, args.text_field))
    if args.drop:
        with open(args.drop, encoding="utf-8") as stream:
            wanted -= set(stream.read().split("\n"))
    try:
        pruned = prune(tokenizer, wanted)
    except ValueError as exc:
        raise UsageError(f"cannot prune {args.model}: {exc}") from None
    id_map_path = os.path.splitext(args.output)[0] + ".id-map.json"
    save_tokenizer(pruned.tokenizer, args.output)
    write_atomic(id_map_path, id_map_json(pruned.id_map))
    print(f"kept {pruned.tokenizer.vocab_size:,} of {tokenizer.vocab_size:,} tokens "
          f"({len(pruned.needed):,} only because kept ones need them); wrote {args.output}, "
          f"{id_map_path}", file=sys.stderr)
