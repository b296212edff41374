"""Running a task of `tasks` in a worker process, watched from the UI thread.

Training in a thread would fight the UI for the GIL; a process does not. The worker sends its
messages in batches at most every BATCH_SECONDS. A reader thread receives them as they come (so
the worker never waits on a busy UI to drain the pipe), and a QTimer in the UI thread collects
what arrived at the same pace and hands it to the window in one signal, so the UI updates at
most ~20 times a second whatever the trainer does. Pause, resume and stop go to the worker
through a second pipe, which the task reads between steps (no multiprocessing Event: those
would start a resource-tracker process with every job).
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
MESSAGES_PER_TICK = 2000  # more wait for the next tick: the UI never digests a burst at once
COMMAND_SECONDS = 0.02



class _Control:
    """The worker's side: batches messages, and knows whether it should pause or stop."""

    def __init__(self, connection, commands) -> None:
        self.connection, self.commands = connection, commands
        self.batch: list[tuple] = []
        self.sent = time.monotonic()
        self.paused = self.stopping = False
        self.checked = 0.0  # when the command pipe was last looked at

    def send(self, message: tuple) -> None:
        self.batch.append(message)
        if time.monotonic() - self.sent >= BATCH_SECONDS:
            self.flush()

    def flush(self) -> None:
        if self.batch:
            self.connection.send(("batch", self.batch))
            self.batch = []
        self.sent = time.monotonic()

    def _read_commands(self) -> None:
        """Take the window's commands; at most every COMMAND_SECONDS (the trainer asks once per
        merge, and a system call per merge would cost a third of the training time)."""
        now = time.monotonic()
        if now - self.checked < COMMAND_SECONDS and not self.paused:
            return
        self.checked = now
        while not self.stopping and self.commands.poll():
            try:
                command = self.commands.recv()
            except EOFError:  # the window is gone
                command = "stop"
            self.paused = command == "pause"
            self.stopping = command == "stop"

    def should_stop(self) -> bool:
        self._read_commands()
        return self.stopping

    def wait_if_paused(self) -> None:
        self._read_commands()
        if self.paused:
            self.flush()
        while self.paused and not self.stopping:
            self.commands.poll(None)
            self._read_commands()


def _work(connection, commands, task: Callable, args: tuple) -> None:
    control = _Control(connection, commands)
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

    def __init__(self, task: Callable, *args, finish: Callable | None = None,
                 parent: QObject | None = None) -> None:
        """`finish`, if given, turns the task's result into what `finished` carries, in the
        reader thread (so slow decoding does not hold up the UI)."""
        super().__init__(parent)
        self._finish = finish
        multiprocessing.active_children()  # reaps the processes of finished jobs
        context = multiprocessing.get_context("spawn")  # fork is unsafe with Qt's threads
        self._connection, theirs = context.Pipe(duplex=False)
        their_commands, self._commands = context.Pipe(duplex=False)
        # Not a daemon: a trainer starts worker processes of its own.
        self._process = context.Process(target=_work, args=(theirs, their_commands, task, args),
                                        daemon=False)
        self._theirs = (theirs, their_commands)
        self._arrived: deque[tuple] = deque()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._timer = QTimer(self)
        self._timer.setInterval(int(BATCH_SECONDS * 1000))
        self._timer.timeout.connect(self._collect)
        self.paused = False

    def start(self) -> None:
        self._process.start()
        for end in self._theirs:
            end.close()
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
            if message[0] == "done" and self._finish is not None:
                message = ("done", self._finish(message[1]))
            self._arrived.append(message)
            if message[0] != "batch":
                break
        self._connection.close()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def _command(self, command: str) -> None:
        try:
            self._commands.send(command)
        except OSError:  # the worker has ended already
            pass

    def pause(self) -> None:
        self.paused = True
        self._command("pause")

    def resume(self) -> None:
        self.paused = False
        self._command("resume")

    def stop(self) -> None:
        """Ask the task to stop; it still finishes (with what it has so far)."""
        self.paused = False
        self._command("stop")

    def kill(self, timeout: float = 5.0) -> None:
        """Stop, wait up to `timeout` seconds, then terminate; no signal follows."""
        self._timer.stop()
        self.stop()
        self._process.join(timeout)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(1.0)
        self._reader.join(1.0)
        self._commands.close()

    def _collect(self) -> None:
        batch: list[tuple] = []
        while self._arrived and len(batch) < MESSAGES_PER_TICK:
            kind, payload = self._arrived.popleft()
            if kind == "batch":
                room = MESSAGES_PER_TICK - len(batch)
                batch.extend(payload[:room])
                if len(payload) > room:
                    self._arrived.appendleft(("batch", payload[room:]))
                continue
            self._timer.stop()
            self._commands.close()
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

