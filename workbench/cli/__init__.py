"""The command line: `tokenizer-workbench train | count | encode | decode | inspect | explain |
resize | export | evaluate | compare | health | prune | add-tokens | extend | project | gui`.

Each command is a module of `commands/` (its parser and what it does) over what they share:
the options (`options`, the training settings' from their declarations), reading corpora and
models (`inputs`), progress and Ctrl+C (`progress`), and one-line errors (`usage`).
Bad arguments or unreadable files end with one line on stderr and exit status 2.
"""

from .main import PROG, build_parser, main

__all__ = ["PROG", "build_parser", "main"]
