"""The frozen program's entry point (PyInstaller): `tokenizer-workbench` as the package's
console script is, plus what a frozen build needs for its worker processes."""

import multiprocessing
import sys

if __name__ == "__main__":
    # A worker process (spawned: the window has threads, so never forked) is this same
    # program started again; freeze_support() makes it run the worker instead of the window.
    multiprocessing.freeze_support()
    from workbench.cli import main

    sys.exit(main())
