"""Where each window keeps its crash-recovery copy of the project, and how often it writes it.

The copies are project bundles in the user's data folder (QStandardPaths, so XDG_DATA_HOME on
Linux moves it, as the tests do), one per window: `recovery-<pid>-<random>.twb.json`. A copy is
written every AUTOSAVE_MS while the project has unsaved changes and after each training run, and
removed when the project is saved or the window closes cleanly.

A copy is written without stopping the window (`RecoveryWriter`): for a project with a large
model, encoding and writing it took 0.3-1.5 s, which the window spent frozen after each run.

Each copy has a lock file beside it (QLockFile: the owner's process id and host), taken before
the first write and held until the copy is discarded. A window that starts claims the copies
whose lock it can take: those whose owner is gone (a crash: the lock is stale, or missing) and
only those, never a running window's; two windows that start together never claim the same one.
"""

from __future__ import annotations

import glob
import os
import threading
import time
import uuid
from collections.abc import Generator

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer, Signal

from workbench.core.project import BundleError, EncodedBundle, finish, write_bundle

from .collector import collect_on_ui_thread

AUTOSAVE_MS = 3 * 60 * 1000
SLICE_SECONDS = 0.008  # of encoding per turn of the event loop
FOLDER = "tokenizer-workbench"
PATTERN = "recovery*.twb.json"  # also the one copy per user that earlier versions wrote


def recovery_folder() -> str:
    """The folder of the user's recovery copies."""
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return os.path.join(data, FOLDER)


class RecoveryCopy:
    """One window's recovery copy and its lock."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._lock = QLockFile(path + ".lock")
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however old

    @classmethod
    def new(cls, folder: str | None = None) -> RecoveryCopy:
        """A copy of its own for a new window (not written, not locked yet)."""
        name = f"recovery-{os.getpid()}-{uuid.uuid4().hex[:8]}.twb.json"
        return cls(os.path.join(folder or recovery_folder(), name))

    def claim(self) -> bool:
        """Take the lock (kept until `discard`); False while another window holds it."""
        if self._lock.isLocked():
            return True
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        return self._lock.tryLock(0)

    def exists(self) -> bool:
        return os.path.exists(self.path)

    def release(self) -> None:
        """Unlock, keeping the copy: for the next window that starts."""
        self._lock.unlock()

    def discard(self) -> None:
        """Remove the copy and the previous one that saving it keeps, then the lock."""
        for name in (self.path, self.path + ".bak"):
            try:
                os.remove(name)
            except FileNotFoundError:
                pass
        self._lock.unlock()


class RecoveryWriter(QObject):
    """Writes a window's recovery copy: the bundle is encoded SLICE_SECONDS per turn of the
    event loop (`bundle_in_steps`: the window's state is taken when asked), then written and
    synced to disk in a thread, which holds the GIL only briefly. A copy asked for while
    another is encoded replaces it; one encoded while another is written follows it.
    Signals: `written` once a copy is on disk, `failed` (why) when one cannot be."""

    written = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: Generator[None, None, EncodedBundle] | None = None
        self._path = ""
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)
        self._lock = threading.Lock()
        self._next: tuple[EncodedBundle, str] | None = None  # encoded, waiting for the thread
        self._thread: threading.Thread | None = None

    def write(self, steps: Generator[None, None, EncodedBundle], path: str) -> None:
        """Encode `steps` over the next turns of the event loop, then write them to `path`."""
        self._steps, self._path = steps, path
        self._timer.start()

    def busy(self) -> bool:
        """Whether a copy is being encoded or written."""
        with self._lock:
            return self._steps is not None or self._thread is not None

    def finish(self) -> None:
        """Encode what is left at once and wait until every copy asked for is on disk."""
        if self._steps is not None:
            self._timer.stop()
            steps, self._steps = self._steps, None
            self._encoded(lambda: finish(steps))
        self._join()

    def cancel(self) -> None:
        """Drop the copies not written yet and wait for the one being written, if any."""
        self._timer.stop()
        self._steps = None
        with self._lock:
            self._next = None
        self._join()

    def _step(self) -> None:
        steps = self._steps
        if steps is None:
            return
        deadline = time.perf_counter() + SLICE_SECONDS

        def some() -> EncodedBundle | None:
            try:
                while time.perf_counter() < deadline:
                    next(steps)
            except StopIteration as done:
                return done.value
            return None

        self._encoded(some)

    def _encoded(self, encode) -> None:
        """Run `encode`; once it gives the bytes, hand them to the thread."""
        try:
            encoded = encode()
        except BundleError as exc:
            self._timer.stop()
            self._steps = None
            self.failed.emit(str(exc))
            return
        if encoded is None:
            return
        self._timer.stop()
        self._steps = None
        with self._lock:
            self._next = (encoded, self._path)
            if self._thread is None:
                collect_on_ui_thread()  # never in the writing thread (collector.py says why)
                self._thread = threading.Thread(target=self._write_all, daemon=True)
                self._thread.start()

    def _write_all(self) -> None:
        """The thread: write the copies handed over until none is left."""
        while True:
            with self._lock:
                job, self._next = self._next, None
                if job is None:
                    self._thread = None
                    return
            try:
                write_bundle(*job)
            except BundleError as exc:
                self.failed.emit(str(exc))
            else:
                self.written.emit()

    def _join(self) -> None:
        with self._lock:
            thread = self._thread
        if thread is not None:
            thread.join()


def orphans(folder: str | None = None) -> list[RecoveryCopy]:
    """The copies in `folder` whose window is gone, newest first, each claimed (locked) for the
    caller: a running window's copy is never among them."""
    paths = glob.glob(os.path.join(glob.escape(folder or recovery_folder()), PATTERN))
    paths.sort(key=_modified, reverse=True)
    found = []
    for copy in map(RecoveryCopy, paths):
        if not copy.claim():
            continue
        if copy.exists():
            found.append(copy)
        else:  # discarded by its window meanwhile
            copy.release()
    return found


def _modified(path: str) -> float:
    try:
        return os.path.getmtime(path)
    except OSError:
        return 0.0
