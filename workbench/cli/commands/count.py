"""`count`: count pre-tokenized words into a word<TAB>count table."""

from __future__ import annotations

import argparse
import sys

from ...core.training import escape_word
from ..inputs import corpus_sources, count_corpus, train_config
from ..options import add_reading_options, add_settings
from ..progress import Progress


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("count", help="count pre-tokenized words into a word<TAB>count table")
    p.add_argument("corpus", nargs="+", help="files, or glob patterns such as 'shards/*.txt'")
    p.add_argument("-o", "--output", required=True)
    add_settings(p, ("pipeline",))
    add_reading_options(p)
    p.add_argument("--engine", choices=["local", "dask"], default="local",
                   help="local: worker processes on this machine; dask: a Dask cluster (the "
                        "distributed extra), whose workers must see the files (default: local)")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="with --engine dask: the cluster's scheduler, e.g. tcp://host:8786 "
                        "(default: a local cluster of --workers processes)")


def execute(args: argparse.Namespace) -> None:
    counts = count_corpus(args, corpus_sources(args), train_config(args), Progress(not args.quiet))
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        for word, count in counts.counts.items():
            out.write(f"{escape_word(word)}\t{count}\n")
    if not args.quiet:
        print(f"{len(counts.counts):,} unique words, {counts.total_words:,} in all; "
              f"wrote {args.output}", file=sys.stderr)
