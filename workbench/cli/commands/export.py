"""`export`: write a model in the files other tools load."""

from __future__ import annotations

import argparse
import sys

from ...core.formats import ExportError, FORMATS, export
from ..inputs import load_model
from ..options import add_model_argument
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    formats = "; ".join(f"{f.name}: {f.summary}" for f in FORMATS.values())
    p = commands.add_parser("export", help="write a model in the files other tools load",
                            description=f"Formats: {formats}.")
    add_model_argument(p)
    p.add_argument("--format", required=True, choices=list(FORMATS), help="what to write")
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="folder to write into")
    p.add_argument("--force", action="store_true", help="overwrite files that exist")


def execute(args: argparse.Namespace) -> None:
    tokenizer = load_model(args)
    try:
        written = export(tokenizer, args.format, args.output, force=args.force)
    except ExportError as exc:
        raise UsageError(str(exc)) from None
    print(f"wrote {', '.join(written)}", file=sys.stderr)
