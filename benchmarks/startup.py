"""How long from launching `tokenizer-workbench` to a painted, usable window? Not a test: a
measurement.

    python benchmarks/startup.py [--runs 7]

Each run starts a new Python process that opens the window as `tokenizer-workbench` does
(`workbench.cli.main([])`: no project given, so on a first start the sample corpus and the guide)
and reports when the main window's first paint has finished; the time counts from just before
the process is started, interpreter start-up included (CLOCK_MONOTONIC is shared by the
processes). Each run has an empty settings folder and an empty data folder (no recovery copies
to offer), as a first start has. The modules' compiled
bytecode is cached (in a folder of its own, filled by a first run that is not counted), as it is
for an installed package, even where PYTHONDONTWRITEBYTECODE is set: compiling our modules at
each start would add some 0.6 s. Reported: the median,
the fastest and the slowest run, and the CPU time the process had used by then (its wall time on
an idle machine, less its waits for the disk: on a loaded shared machine the wall time mostly
measures the load). Target: 1.5 s. Runs offscreen unless QT_QPA_PLATFORM says otherwise.
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


def child() -> None:
    """Open the window; print the monotonic time once its first paint is done, then quit."""
    sys.path.insert(0, ROOT)
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
                app.removeEventFilter(self)
                QTimer.singleShot(0, app, painted)  # after the rest of this paint's widgets
            return False

    def painted() -> None:
        print(time.monotonic(), time.process_time(), flush=True)
        QApplication.closeAllWindows()

    watcher = FirstPaint()
    app.installEventFilter(watcher)
    from workbench.cli import main

    main([])


def measure(bytecode: str) -> tuple[float, float]:
    """Wall and CPU seconds from launch to the painted window."""
    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "XDG_CONFIG_HOME": config, "XDG_DATA_HOME": data, "PYTHONPATH": ROOT,
               "PYTHONPYCACHEPREFIX": bytecode}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        start = time.monotonic()
        result = subprocess.run([sys.executable, __file__, "--child"], env=env, check=True,
                                capture_output=True, text=True, timeout=120)
    painted, cpu = map(float, result.stdout.split()[:2])
    return painted - start, cpu


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
    for name, times in (("wall", [r[0] for r in runs]), ("CPU", [r[1] for r in runs])):
        print(f"launch to painted window, {name}: median {statistics.median(times):.2f} s, "
              f"fastest {min(times):.2f} s, slowest {max(times):.2f} s")
    print(f"{args.runs} runs; load average {load:.1f} before, {os.getloadavg()[0]:.1f} after, "
          f"{os.cpu_count()} cores")


if __name__ == "__main__":
    main()
