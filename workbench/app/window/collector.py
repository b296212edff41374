"""Python's garbage collector, run on the UI thread only.

An automatic collection runs in whichever thread happens to allocate, e.g. a job's reader thread
unpickling a message. When it frees a widget there (the plots of a closed panel sit in reference
cycles), the widget's C++ destructor holds Qt's lock on its connections and waits for the GIL,
while the UI thread, holding the GIL, waits for that lock in the destructor of another object:
the window froze for good (seen in tests/app: `QObject::~QObject` in both threads). So while the
application has threads of its own, automatic collection is off and a timer of the UI thread
collects with the same generation thresholds."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QThread, QTimer

INTERVAL_MS = 100
_timer: list[QTimer] = []  # the one timer, once started


def collect_on_ui_thread() -> None:
    """Turn automatic collection off and collect on the UI thread from now on. Call it from the
    UI thread, with the application made, before starting a thread. Calling it again starts no
    second timer, but turns automatic collection off again if something turned it back on."""
    gc.disable()
    if _timer:
        return
    app = QCoreApplication.instance()
    assert app is not None and QThread.currentThread() is app.thread(), "call it on the UI thread"
    timer = QTimer(app)
    timer.setInterval(INTERVAL_MS)
    timer.timeout.connect(collect_due_generation)
    timer.start()
    _timer.append(timer)


def collect_due_generation() -> None:
    """What an automatic collection would do now: the oldest generation whose count has
    reached its threshold, with the younger ones."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    for generation in (2, 1, 0):
        if thresholds[generation] and counts[generation] >= thresholds[generation]:
            gc.collect(generation)
            return
