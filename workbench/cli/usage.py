"""How the command line reads its arguments: a mistake ends the command with one line."""

from __future__ import annotations

import argparse


class UsageError(Exception):
    """Reported as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str):  # type: ignore[override]
        raise UsageError(message)


class CommandParser(Parser):
    """A command's parser: options may stand between its positionals (`encode P.json --model NAME
    TEXT`), which plain argparse refuses when a positional is optional."""

    _intermixing = False

    def parse_known_args(self, args=None, namespace=None):  # type: ignore[override]
        if self._intermixing:  # parse_known_intermixed_args calls back here
            return super().parse_known_args(args, namespace)
        self._intermixing = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._intermixing = False
