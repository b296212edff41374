"""`gui`: open the workbench window (the default without a command)."""

from __future__ import annotations

import argparse
import os
import sys

from ..usage import UsageError


def add_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("gui", help="open the workbench window (the default without a command)")
    p.add_argument("paths", nargs="*", metavar="PROJECT | TOKENIZER | CORPUS",
                   help="a project bundle to open, tokenizers to import or corpus files to add")


def execute(args: argparse.Namespace) -> int:
    problem = _no_display()
    if problem:
        raise UsageError(problem)
    from workbench.app.window.main_window import run_app  # Qt loads only for the window

    return run_app(args.paths)


def _no_display() -> str | None:
    """Why no window can open here, said before Qt aborts trying (in several lines, exit 134):
    on Linux, a desktop platform without an X or a Wayland display."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if (not sys.platform.startswith("linux") or os.environ.get("DISPLAY")
            or os.environ.get("WAYLAND_DISPLAY")
            or (platform and not platform.startswith(("xcb", "wayland")))):
        return None
    return ("no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
            "the commands work without one: tokenizer-workbench --help")
