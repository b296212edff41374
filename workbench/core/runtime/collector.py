"""Pausing Python's cycle collector around work that allocates many containers and makes no
cyclic garbage: each full collection walks every container alive (a pair table's lists, a
cache of encoded pieces, a corpus's encodings), and such work sets off one after another."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off while the block runs; back on after it if it was on before."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
