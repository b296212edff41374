"""Running a task of `tasks` in a worker process, watched from the UI thread.

Training in a thread would fight the UI for the GIL; a process does not. The worker sends its
messages in batches at most every BATCH_SECONDS. A reader thread receives them as they come (so
the worker never waits on a busy UI to drain the pipe), and a QTimer in the UI thread collects
what arrived at the same pace and hands it to the window in one signal, so the UI updates at
most ~20 times a second whatever the trainer does. Pause, resume and stop go to the worker
through a second pipe, which the task reads between steps (no multiprocessing Event: those
would start a resource-tracker process with every job). A spare worker, started ahead
(`prepare_worker`), has imported the engine already when a job comes, so the job does not wait
for a new interpreter. The task itself goes to the worker from the reader thread: a large one
(a model of 20,000 merges) took 0.2-0.7 s to pickle and write on a loaded machine, and a worker
still starting reads nothing until its imports are done.
"""

from __future__ import annotations

import atexit
import multiprocessing
import signal
import multiprocessing.util  # noqa: F401 - its exit handler must be registered before ours
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Generator

from PySide6.QtCore import QObject, QTimer, Signal

from workbench.core import CorpusError

from ..window.collector import collect_on_ui_thread
from .job_messages import Batch, Command, Done, Failed, Lost, Paused, Start

LOST_JOIN_SECONDS = 5.0  # how long the reader waits for a worker whose pipe ended to exit
BATCH_SECONDS = 0.05
MESSAGES_PER_TICK = 2000  # more wait for the next tick: the UI never digests a burst at once
COMMAND_SECONDS = 0.02
SPARE_DELAY_MS = 1000  # a finished job's successor starts once the window has settled
STEP_MS = 10  # between steps of decoding the result: the UI's own timers and paints come first


class _Control:
    """The worker's side: batches messages, and knows whether it should pause or stop."""

    def __init__(self, connection, commands) -> None:
        self.connection, self.commands = connection, commands
        self.batch: list = []
        self.sent = time.monotonic()
        self.paused = self.stopping = False
        self.checked = 0.0  # when the command pipe was last looked at

    def send(self, message: object) -> None:
        self.batch.append(message)
        if time.monotonic() - self.sent >= BATCH_SECONDS:
            self.flush()

    def flush(self) -> None:
        if self.batch:
            self.connection.send(Batch(self.batch))
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
                command = Command.STOP
            if not isinstance(command, Command):
                raise TypeError(f"a worker cannot follow {command!r}")
            pausing = command is Command.PAUSE and not self.paused
            self.paused = command is Command.PAUSE
            self.stopping = command is Command.STOP
            if pausing:  # the window learns that nothing more comes until it resumes
                self.send(Paused())
                self.flush()

    def should_stop(self) -> bool:
        self._read_commands()
        return self.stopping

    def wait_if_paused(self) -> float:
        """Hold while the window says pause; the seconds held."""
        self._read_commands()
        if not self.paused:
            return 0.0
        held = time.monotonic()
        while self.paused and not self.stopping:
            self.commands.poll(None)
            self._read_commands()
        return time.monotonic() - held


def _work(connection, commands) -> None:
    """A worker process: import the engine, wait for its task, run it."""
    import workbench.app.jobs.tasks  # noqa: F401 - so that a spare is ready before its task comes

    try:
        start: Start = commands.recv()
    except EOFError:  # the spare was not needed
        return
    control = _Control(connection, commands)
    try:
        result = start.task(control, *start.args)
        control.flush()
        connection.send(Done(result))
    except (CorpusError, ValueError, OSError) as exc:
        connection.send(Failed(str(exc)))
    except Exception:  # anything else is a bug: show the traceback rather than hang
        connection.send(Failed(traceback.format_exc()))
    finally:
        connection.close()


class _Worker:
    """A worker process and the two ends of its pipes that the window holds."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # fork is unsafe with Qt's threads
        self.results, theirs = context.Pipe(duplex=False)
        their_commands, self.commands = context.Pipe(duplex=False)
        # Not a daemon: a trainer starts worker processes of its own.
        self.process = context.Process(target=_work, args=(theirs, their_commands), daemon=False)
        self.process.start()
        theirs.close()
        their_commands.close()


_spare: list[_Worker] = []


def prepare_worker() -> None:
    """Start a spare worker now, unless one waits already, for the next job to use."""
    if not _spare:
        _spare.append(_Worker())


def _take_worker() -> _Worker:
    if _spare and _spare[0].process.is_alive():
        return _spare.pop()
    _spare.clear()
    return _Worker()


def _close_spare() -> None:
    """At exit: end a spare that waits for a task, so that multiprocessing's own exit handler
    (which joins every non-daemon child) does not wait for it. It holds nothing, so it is
    terminated rather than told to return: that took until it had finished starting, the
    imports of a new interpreter, 1-6 s on a busy machine, after the window had closed."""
    for worker in _spare:
        worker.commands.close()
        worker.process.terminate()
        worker.process.join(5.0)
    _spare.clear()


atexit.register(_close_spare)  # registered after multiprocessing.util's handler: runs before it


class Job(QObject):
    """One task in one worker process. Signals: `messages` (a batch of the task's messages),
    `finished` (its result), `failed` (a message). Exactly one of the last two is emitted,
    unless the job is killed."""

    messages = Signal(object)  # a list; "object" spares a conversion to a Qt type
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, task: Callable, *args, finish: Callable | None = None,
                 parent: QObject | None = None) -> None:
        """`finish`, if given, is a generator function that turns the task's result into what
        `finished` carries, in steps: the UI thread runs one per turn of its event loop, so
        that no turn takes long (a reader thread decoding it instead would fight the UI's
        painting for the GIL: the two together stalled the UI 100-160 ms)."""
        super().__init__(parent)
        self._finish = finish
        multiprocessing.active_children()  # reaps the processes of finished jobs
        self._task = Start(task, args)
        self._worker: _Worker | None = None
        self._arrived: deque = deque()  # Batch, Done, Failed or Lost
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._sending = threading.Lock()  # one writer at a time: the task, then commands in order
        self._handed_over = False  # the task is written: commands go straight after it
        self._pending: list[Command] = []  # commands given before that, sent once it is
        self._timer = QTimer(self)
        self._timer.setInterval(int(BATCH_SECONDS * 1000))
        self._timer.timeout.connect(self._collect)
        self.paused = False
        self._killed = False

    def start(self) -> None:
        worker = self._worker = _take_worker()
        self._process, self._connection, self._commands = (worker.process, worker.results,
                                                           worker.commands)
        collect_on_ui_thread()  # never in the reader thread (collector.py says why)
        self._reader.start()
        self._timer.start()

    def _read(self) -> None:
        """The reader thread: hand the task over, then receive until the task's last word or
        the pipe's end. The process may take a while to exit after that; nothing waits for it
        (the next job reaps it)."""
        self._send(self._task)
        with self._sending:
            self._handed_over = True
            for command in self._pending:
                self._send(command)
        while True:
            try:
                message = self._connection.recv()
            except (EOFError, OSError):  # it died: wait for its exit code, to say how
                self._process.join(LOST_JOIN_SECONDS)
                message = Lost(self._process.exitcode)
            self._arrived.append(message)
            if not isinstance(message, Batch):
                break
        self._connection.close()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def pid(self) -> int | None:
        """The worker process's id, once started."""
        return None if self._worker is None else self._worker.process.pid

    @property
    def worker_alive(self) -> bool:
        """Whether the job's worker process still runs (it may outlast the job a little)."""
        return self._worker is not None and self._worker.process.is_alive()

    def _command(self, command: Command) -> None:
        """Send a command after the task (a worker takes nothing before it): at once if the
        task is there, else the reader thread sends it right after the task. The UI thread
        never waits for a worker that is still starting, and no command is lost."""
        with self._sending:
            if self._handed_over:
                self._send(command)
            else:
                self._pending.append(command)

    def _send(self, message: object) -> None:
        try:
            self._commands.send(message)
        except OSError:  # the worker has ended: receiving says so
            pass

    def pause(self) -> None:
        self.paused = True
        self._command(Command.PAUSE)

    def resume(self) -> None:
        self.paused = False
        self._command(Command.RESUME)

    def stop(self) -> None:
        """Ask the task to stop; it still finishes (with what it has so far)."""
        self.paused = False
        self._command(Command.STOP)

    def kill(self, timeout: float = 5.0) -> None:
        """Stop, wait up to `timeout` seconds, then terminate; no signal follows."""
        self._timer.stop()
        self._killed = True
        self.stop()
        self._process.join(timeout)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(1.0)
        self._reader.join(1.0)
        self._commands.close()

    def _collect(self) -> None:
        batch: list = []
        while self._arrived and len(batch) < MESSAGES_PER_TICK:
            message = self._arrived.popleft()
            if isinstance(message, Batch):
                room = MESSAGES_PER_TICK - len(batch)
                batch.extend(message.messages[:room])
                if len(message.messages) > room:
                    self._arrived.appendleft(Batch(message.messages[room:]))
                continue
            self._timer.stop()
            self._commands.close()
            QTimer.singleShot(SPARE_DELAY_MS, self, prepare_worker)  # for the next job
            if batch:
                self.messages.emit(batch)
            if isinstance(message, Done):
                QTimer.singleShot(STEP_MS, self, lambda: self._finished(message.result))
            else:
                self.failed.emit(message.message if isinstance(message, Failed) else
                                 self._lost(message.exitcode))
            return
        if batch:
            self.messages.emit(batch)

    def _lost(self, exitcode: int | None) -> str:
        """Why the worker ended without a result, in words."""
        if exitcode is not None and exitcode < 0:
            try:
                name = signal.Signals(-exitcode).name
            except ValueError:
                name = str(-exitcode)
            return self.tr("The worker process was killed ({signal}); if the computer ran out of "
                           "memory, try a smaller corpus or vocabulary.").format(signal=name)
        if exitcode is not None:
            return self.tr("The worker process ended unexpectedly (exit status {status})."
                           ).format(status=exitcode)
        return self.tr("The worker process stopped unexpectedly.")

    def _finished(self, result) -> None:
        if self._killed:
            return
        if self._finish is None:
            self.finished.emit(result)
        else:
            self._step(self._finish(result))

    def _step(self, steps: Generator) -> None:
        """One step of `finish` per turn of the event loop; `finished` once it returns."""
        if self._killed:
            return
        try:
            next(steps)
        except StopIteration as done:
            self.finished.emit(done.value)
            return
        QTimer.singleShot(STEP_MS, self, lambda: self._step(steps))
