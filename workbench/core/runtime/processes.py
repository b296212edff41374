"""Worker processes for the parts of training that Python cannot run in parallel threads."""

from __future__ import annotations

import multiprocessing
import threading
from multiprocessing.context import BaseContext


def process_context() -> BaseContext:
    """fork is fastest and needs no `if __name__ == "__main__"` guard, but is only safe while
    this process has a single thread (a GUI has several); otherwise spawn."""
    methods = multiprocessing.get_all_start_methods()
    single = threading.active_count() == 1
    return multiprocessing.get_context("fork" if "fork" in methods and single else "spawn")
