"""What a long command shows while it works, and how Ctrl+C stops it."""

from __future__ import annotations

import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager


class Progress:
    """A one-line progress display on stderr, only when stderr is a terminal."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self.last = 0.0

    def show(self, text: str, force: bool = False) -> None:
        now = time.monotonic()
        if self.enabled and (force or now - self.last > 0.1):
            self.last = now
            sys.stderr.write(f"\r\033[K{text}")
            sys.stderr.flush()

    def done(self) -> None:
        if self.enabled:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


@contextmanager
def stop_on_interrupt() -> Iterator[Callable[[], bool]]:
    """While active, Ctrl+C asks the work to stop instead of killing it."""
    stop = {"asked": False}

    def ask(*_):
        stop["asked"] = True

    previous = signal.signal(signal.SIGINT, ask)
    try:
        yield lambda: stop["asked"]
    finally:
        signal.signal(signal.SIGINT, previous)
