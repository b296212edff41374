"""Garbage is collected on the UI thread only, never in a thread that happens to allocate: a
widget freed by a collection in a job's reader thread deadlocked the window (collector.py)."""

import gc
import threading

from PySide6.QtCore import QCoreApplication, QTimer

from workbench.app.window.collector import collect_on_ui_thread

from support import TIMEOUT


class Cycle:
    """Garbage only a collection frees; says in which thread."""

    def __init__(self, freed_in: list) -> None:
        self.me, self.freed_in = self, freed_in

    def __del__(self) -> None:
        self.freed_in.append(threading.current_thread().name)


def test_garbage_made_in_another_thread_is_collected_on_the_ui_thread(qtbot):
    collect_on_ui_thread()
    freed_in: list[str] = []
    kept: list = []

    def allocate() -> None:
        Cycle(freed_in)
        kept.extend([] for _ in range(50_000))  # would set off a collection in this thread

    thread = threading.Thread(target=allocate, name="allocating")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: bool(freed_in), timeout=TIMEOUT)
    assert freed_in == [threading.main_thread().name]


def test_collection_turned_back_on_is_turned_off_again_by_the_next_call(qtbot, collector_on):
    """A library (or a test) may turn automatic collection on while the window runs; the next
    job starts with it off again, and with one timer."""
    collect_on_ui_thread()
    timers = len(QCoreApplication.instance().findChildren(QTimer))
    gc.enable()
    collect_on_ui_thread()
    assert not gc.isenabled()
    assert len(QCoreApplication.instance().findChildren(QTimer)) == timers
