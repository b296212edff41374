"""`explain`: show step by step why the model splits a word so."""

from __future__ import annotations

import argparse
import json
import sys

from ...core import explain, project
from ...core.formats import FormatError
from .. import explain_text
from ..options import add_model_argument, positive
from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("explain", help="show step by step why the model splits a word so")
    add_model_argument(p)
    p.add_argument("word", help="a word or text: each word the model is given is explained")
    p.add_argument("--json", action="store_true", help="print the explanation as JSON")
    p.add_argument("--nbest", type=positive, default=5,
                   help="Unigram: how many of the best segmentations to list (default 5)")


def execute(args: argparse.Namespace) -> None:
    try:
        tokenizer, history = project.load_model_and_history(args.model, args.model_name)
    except FormatError as exc:
        raise UsageError(str(exc)) from None
    explanation = explain(tokenizer, args.word, history=history, nbest=args.nbest)
    if args.json:
        print(json.dumps(explain_text.to_json(explanation), ensure_ascii=False))
    else:
        sys.stdout.write(explain_text.render(explanation))
