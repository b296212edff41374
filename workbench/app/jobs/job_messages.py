"""What the window and a worker process say to each other (see `jobs`): small frozen classes,
one per kind of message, told apart by their type.

Window -> worker: `Start` (the task), then `Command`s. Worker -> window: the task's messages
(its trainer's events, `Counted`, `Paused`) in `Batch`es, then `Done` or `Failed`; the window's
reader adds `Lost` if the pipe ends without either. Qt-free: the worker imports it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass


class Command(enum.Enum):
    """What the window asks of a running task."""

    PAUSE = "pause"
    RESUME = "resume"
    STOP = "stop"


@dataclass(frozen=True)
class Start:
    """The task a worker is to run: `task(control, *args)`."""

    task: Callable
    args: tuple


@dataclass(frozen=True)
class Counted:
    """Bytes of the corpus read so far."""

    done: int


@dataclass(frozen=True)
class Paused:
    """The task has paused: nothing more comes until it is resumed or stopped."""


@dataclass(frozen=True)
class Batch:
    """The task's messages (its trainer's events, Counted, Paused) since the last batch."""

    messages: list


@dataclass(frozen=True)
class Done:
    """The task's result."""

    result: object


@dataclass(frozen=True)
class Failed:
    """The task raised: what to tell the user."""

    message: str


@dataclass(frozen=True)
class Lost:
    """The worker ended without a result (the reader's own message): its exit code, negative
    if a signal ended it (SIGKILL: killed, by the system when out of memory), None if unknown."""

    exitcode: int | None = None
