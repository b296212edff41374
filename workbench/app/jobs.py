"""Running a task of `tasks` in a worker process, watched from the UI thread.

Training in a thread would fight the UI for the GIL; a process does not. The worker sends its
messages in batches at most every BATCH_SECONDS. A reader thread receives them as they come (so
the worker never waits on a busy UI to drain the pipe), and a QTimer in the UI thread collects
what arrived at the same pace and hands it to the window in one signal, so the UI updates at
most ~20 times a second whatever the trainer does. Pause and stop are multiprocessing events the
task checks between steps.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from workbench.core.corpus import CorpusError

BATCH_SECONDS = 0.05



class _Control:
    """The worker's side: batches messages, and knows whether it should pause or stop."""

    def __init__(self, connection, running, stopping) -> None:
        self.connection, self.running, self.stopping = connection, running, stopping
        self.batch: list[tuple] = []
        self.sent = time.monotonic()

    def send(self, message: tuple) -> None:
        self.batch.append(message)
        if time.monotonic() - self.sent >= BATCH_SECONDS:
            self.flush()

    def flush(self) -> None:
        if self.batch:
            self.connection.send(("batch", self.batch))
            self.batch = []
        self.sent = time.monotonic()

    def should_stop(self) -> bool:
        return self.stopping.is_set()

    def wait_if_paused(self) -> None:
        if not self.running.is_set():
            self.flush()
            self.running.wait()


def _work(connection, running, stopping, task: Callable, args: tuple) -> None:
    control = _Control(connection, running, stopping)
    try:
        result = task(control, *args)
        control.flush()
        connection.send(("done", result))
    except (CorpusError, ValueError, OSError) as exc:
        connection.send(("error", str(exc)))
    except Exception:  # anything else is a bug: show the traceback rather than hang
        connection.send(("error", traceback.format_exc()))
    finally:
        connection.close()


class Job(QObject):
    """One task in one worker process. Signals: `messages` (a batch of the task's messages),
    `finished` (its result), `failed` (a message). Exactly one of the last two is emitted,
    unless the job is killed."""

    messages = Signal(object)  # a list; "object" spares a conversion to a Qt type
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, task: Callable, *args, parent: QObject | None = None) -> None:
        super().__init__(parent)
        multiprocessing.active_children()  # reaps the processes of finished jobs
        context = multiprocessing.get_context("spawn")  # fork is unsafe with Qt's threads
        self._connection, theirs = context.Pipe(duplex=False)
        self._running, self._stopping = context.Event(), context.Event()
        self._running.set()
        # Not a daemon: a trainer starts worker processes of its own.
        self._process = context.Process(target=_work, args=(
            theirs, self._running, self._stopping, task, args), daemon=False)
        self._theirs = theirs
        self._arrived: deque[tuple] = deque()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._timer = QTimer(self)
        self._timer.setInterval(int(BATCH_SECONDS * 1000))
        self._timer.timeout.connect(self._collect)
        self.paused = False

    def start(self) -> None:
        self._process.start()
        self._theirs.close()
        self._reader.start()
        self._timer.start()

    def _read(self) -> None:
        """The reader thread: receive until the task's last word or the pipe's end. The process
        may take a while to exit after that; nothing waits for it (the next job reaps it)."""
        while True:
            try:
                message = self._connection.recv()
            except (EOFError, OSError):
                message = ("lost", None)
            self._arrived.append(message)
            if message[0] != "batch":
                break
        self._connection.close()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def pause(self) -> None:
        self.paused = True
        self._running.clear()

    def resume(self) -> None:
        self.paused = False
        self._running.set()

    def stop(self) -> None:
        """Ask the task to stop; it still finishes (with what it has so far)."""
        self._stopping.set()
        self.resume()

    def kill(self, timeout: float = 5.0) -> None:
        """Stop, wait up to `timeout` seconds, then terminate; no signal follows."""
        self._timer.stop()
        self.stop()
        self._process.join(timeout)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(1.0)
        self._reader.join(1.0)

    def _collect(self) -> None:
        batch: list[tuple] = []
        while self._arrived:
            kind, payload = self._arrived.popleft()
            if kind == "batch":
                batch.extend(payload)
                continue
            self._timer.stop()
            if batch:
                self.messages.emit(batch)
            if kind == "done":
                self.finished.emit(payload)
            else:
                self.failed.emit(payload if kind == "error" else
                                 self.tr("The worker process stopped unexpectedly."))
            return
        if batch:
            self.messages.emit(batch)

