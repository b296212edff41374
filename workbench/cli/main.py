"""The command line's entry point: `main` parses the arguments, runs the command and turns
what went wrong into one line on stderr and an exit status (2 for bad arguments or files)."""

from __future__ import annotations

import os
import sys

from .. import __version__
from ..core.training import CorpusError
from .commands import (
    add_tokens, compare, count, decode, encode, evaluate, explain, export, extend, gui, health,
    inspect, project, prune, resize, train,
)
from .usage import CommandParser, Parser, UsageError

PROG = "tokenizer-workbench"
COMMANDS = {"train": train, "count": count, "encode": encode, "decode": decode,
            "inspect": inspect, "explain": explain, "resize": resize, "export": export,
            "evaluate": evaluate, "compare": compare, "health": health, "prune": prune,
            "add-tokens": add_tokens, "extend": extend, "project": project, "gui": gui}


def build_parser() -> Parser:
    parser = Parser(prog=PROG, description="Train and inspect subword tokenizers.",
                     epilog="tokenizer-workbench --smoke checks a build: it opens the window "
                     "offscreen, trains, tokenizes, saves and reopens a project; exit status 0 "
                     "if all of it worked.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=CommandParser)
    for command in COMMANDS.values():  # each adds its parser, in the order of --help
        command.add_parser(commands)
    return parser


def _with_command(argv: list[str]) -> list[str]:
    """`argv`, with `gui` put first when it starts with a file or folder (or is empty): the
    window is the default command. A first word that is neither is refused."""
    if not argv or argv[0] in COMMANDS or argv[0].startswith("-"):
        return argv or ["gui"]
    if not os.path.exists(argv[0]):
        raise UsageError(f"{argv[0]!r} is neither a command ({', '.join(COMMANDS)}) nor a file "
                         "or folder to open in the window")
    return ["gui", *argv]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--smoke"]:  # checks a build: window, training, tokens, project (app/smoke.py)
        from workbench.app.window.smoke import run_smoke

        return run_smoke()
    try:
        args = build_parser().parse_args(_with_command(argv))
        status = COMMANDS[args.command].execute(args)
        if status:
            return status
    except (UsageError, CorpusError) as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:  # before training (which Ctrl+C stops, keeping the model) or after
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except OSError as exc:
        print(f"{PROG}: error: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    return 0
