"""`extend`: add tokens learned from a domain corpus, every id kept."""

from __future__ import annotations

import argparse
import os
import sys

from ...core.editing import Fertility, extend, fertility, model_words
from ...core.formats import ExportError, FORMATS, export, save_tokenizer
from ..inputs import corpus_texts, load_model
from ..options import add_model_argument, add_text_field, positive
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("extend", help="add tokens learned from a domain corpus, every id kept",
                            description="BPE and WordPiece continue training from the model's own "
                            "split of the domain's words; new tokens take the ids after the old ones "
                            "and any added tokens. Writes the original's format: a tokenizer.json "
                            "(or bundle) as tokenizer.json at OUT, vocab.json+merges.txt, vocab.txt "
                            "or .tiktoken files into the folder OUT.")
    add_model_argument(p)
    p.add_argument("corpus", nargs="+", help="the domain's text or .jsonl files")
    p.add_argument("--add", type=positive, required=True, metavar="N", help="how many tokens to add")
    p.add_argument("--general", action="append", default=[], metavar="FILE",
                   help="a general text to report tokens per word on, before and after (may be repeated)")
    add_text_field(p)
    p.add_argument("--format", choices=list(FORMATS),
                   help="write this format into the folder OUT instead of the original's")
    p.add_argument("-o", "--output", required=True, metavar="OUT", help="file or folder to write")
    p.add_argument("--force", action="store_true", help="overwrite files that exist")


def execute(args: argparse.Namespace) -> None:
    tokenizer = load_model(args)
    domain = model_words(tokenizer, corpus_texts(args.corpus, args.text_field))
    general = model_words(tokenizer, corpus_texts(args.general, args.text_field))
    try:
        extended = extend(tokenizer, domain, args.add)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    fmt = args.format or _original_format(args.model)
    if fmt is None:
        if os.path.exists(args.output) and not args.force:
            raise UsageError(f"{args.output} exists; use --force to overwrite")
        save_tokenizer(extended, args.output)
        written = [args.output]
    else:
        try:
            written = export(extended, fmt, args.output, force=args.force)
        except ExportError as exc:
            raise UsageError(str(exc)) from None
    added = len(extended.vocab) - len(tokenizer.vocab)
    ids = (f"ids {len(tokenizer.vocab):,}-{len(extended.vocab) - 1:,}" if added
           else "the domain's words give no token the model lacks")
    print(f"added {added:,} tokens ({ids}); wrote {', '.join(written)}", file=sys.stderr)
    for name, words in (("domain", domain), ("general", general)):
        if words:
            print(_fertility_change(name, words, fertility(tokenizer, words), fertility(extended, words)),
                  file=sys.stderr)


def _original_format(path: str) -> str | None:
    """The export format of the files a model was opened from; None for a tokenizer.json or a
    bundle (written as one tokenizer.json)."""
    name = os.path.basename(path)
    if name.endswith(".tiktoken"):
        return "tiktoken"
    if name.endswith(".model"):
        return "sentencepiece"
    if name in ("merges.txt", "vocab.json"):
        return "gpt2"
    return "bert" if name.endswith(".txt") else None


def _fertility_change(name: str, words, before: Fertility, after: Fertility) -> str:
    """
    >>> _fertility_change("domain", {"a": 3}, Fertility(2.0, 1, 4), Fertility(1.5, 3, 4))
    'domain (3 words, 4 distinct): 2.00 -> 1.50 tokens per word; words that are one token: 1 -> 3'
    """
    return (f"{name} ({sum(words.values()):,} words, {after.distinct_words:,} distinct): "
            f"{before.tokens_per_word:.2f} -> {after.tokens_per_word:.2f} tokens per word; "
            f"words that are one token: {before.one_token_words:,} -> {after.one_token_words:,}")
