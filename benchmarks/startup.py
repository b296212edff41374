"""How long from launching `tokenizer-workbench` to a painted, usable window? Not a test: a
measurement.

    python benchmarks/startup.py [--runs 7]

Each run starts a new Python process that opens the window as `tokenizer-workbench` does
(`workbench.cli.main([])`: no project given, so on a first start the sample corpus and the guide)
and reports two moments, counted from just before the process is started, interpreter start-up
included (CLOCK_MONOTONIC is shared by the processes):

- painted: the main window's first paint has finished;
- usable: from the first paint on, a 10 ms timer (Qt::PreciseTimer) runs on the UI thread; the
  window is usable at the first tick from which every tick is late by under LATE_MS for QUIET_MS
  (the event loop serves a posted event at once and keeps doing so: a key press would be
  handled). It is the first paint itself when no tick after it is late; a tick late by LATE_MS
  or more, such as work done after the paint that holds the UI thread, moves it to after that
  work. Seen until QUIET_MS after it, or LIMIT_S after launch (then reported as the limit).

Each run has an empty settings folder and an empty data folder (no recovery copies to offer),
as a first start has. The modules' compiled bytecode is cached (in a folder of its own, filled
by a first run that is not counted), as it is for an installed package, even where
PYTHONDONTWRITEBYTECODE is set: compiling our modules at each start would add some 0.6 s.
Reported for each moment: the median, the fastest and the slowest run, and the CPU time the
process had used by then (its wall time on an idle machine, less its waits for the disk: on a
loaded shared machine the wall time mostly measures the load). Target: usable within 1.5 s.
Runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


LATE_MS = 50
QUIET_MS = 1000
LIMIT_S = 20.0


def child() -> None:
    """Open the window; print the monotonic time and CPU time at its first paint and when it
    became usable, then quit."""
    sys.path.insert(0, ROOT)
    from PySide6.QtCore import QEvent, QObject, Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    moments: list[float] = []  # painted, its CPU, usable, its CPU
    ticker = QTimer(app)
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.setInterval(10)
    last = [0.0]

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
                app.removeEventFilter(self)
                QTimer.singleShot(0, app, painted)  # after the rest of this paint's widgets
            return False

    def painted() -> None:
        moments.extend([time.monotonic(), time.process_time()] * 2)
        last[0] = moments[0]
        ticker.start()

    def tick() -> None:
        now = time.monotonic()
        if now - last[0] - 0.010 >= LATE_MS / 1000:
            moments[2:] = [now, time.process_time()]
        last[0] = now
        if now - moments[2] >= QUIET_MS / 1000 or now - START >= LIMIT_S:
            ticker.stop()
            print(*moments, flush=True)
            QApplication.closeAllWindows()

    ticker.timeout.connect(tick)
    watcher = FirstPaint()
    app.installEventFilter(watcher)
    from workbench.cli import main

    main([])


START = float(os.environ.get("STARTUP_LAUNCHED", "0"))  # in the child: when it was launched


def measure(bytecode: str) -> tuple[float, float, float, float]:
    """Wall and CPU seconds from launch to the painted window, then to the usable window."""
    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "XDG_CONFIG_HOME": config, "XDG_DATA_HOME": data, "PYTHONPATH": ROOT,
               "PYTHONPYCACHEPREFIX": bytecode}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        start = time.monotonic()
        env["STARTUP_LAUNCHED"] = repr(start)
        result = subprocess.run([sys.executable, __file__, "--child"], env=env, check=True,
                                capture_output=True, text=True, timeout=120)
    painted, painted_cpu, usable, usable_cpu = map(float, result.stdout.split()[:4])
    return painted - start, painted_cpu, usable - start, usable_cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child()
        return
    with tempfile.TemporaryDirectory() as bytecode:
        measure(bytecode)
        load = os.getloadavg()[0]
        runs = [measure(bytecode) for _ in range(args.runs)]
    for column, (moment, kind) in enumerate([("painted", "wall"), ("painted", "CPU"),
                                             ("usable", "wall"), ("usable", "CPU")]):
        times = [r[column] for r in runs]
        print(f"launch to {moment} window, {kind}: median {statistics.median(times):.2f} s, "
              f"fastest {min(times):.2f} s, slowest {max(times):.2f} s")
    print(f"{args.runs} runs; load average {load:.1f} before, {os.getloadavg()[0]:.1f} after, "
          f"{os.cpu_count()} cores; usable: every tick of a 10 ms timer late by under "
          f"{LATE_MS} ms for {QUIET_MS} ms")


if __name__ == "__main__":
    main()
