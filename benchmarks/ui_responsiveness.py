"""Does the window stay responsive while it trains? Not a test: a measurement.

    python benchmarks/ui_responsiveness.py [--corpus ../shared/corpora/kjv.txt.gz] [--vocab-size 32000]

Two seconds after the main window opens (as a person would take to press Train; the window
starts a spare worker process meanwhile), it trains byte-level BPE on the corpus (counting
included, as the CLI does) while
a 10 ms QTimer records how late each of its ticks fires; the graphs and the latest-merges table
update live meanwhile. Reported: the lateness at the 50th/99th percentile and the worst, the
GUI's training time, and the CLI's time for the same training (`tokenizer-workbench train`).
Targets: p99 <= 50 ms, worst <= 100 ms, GUI time <= 1.1 x CLI time. Runs offscreen unless
QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def gui_run(corpus: str, vocab_size: int) -> tuple[list[float], float]:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from workbench.app.main_window import MainWindow, exempt_from_full_collections

    app = QApplication.instance() or QApplication([])  # kept: the window needs it alive
    settings = QSettings(os.path.join(tempfile.mkdtemp(), "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1400, 900)
    window.show()
    window.add_corpus([corpus])
    window.training.set_settings({"algorithm": "bpe", "vocab_size": vocab_size})
    window.show_panel(1)
    exempt_from_full_collections()  # as run_app does
    settle = QEventLoop()  # as a person would: the window is open a moment before Train
    QTimer.singleShot(2000, settle.quit)
    settle.exec()
    lateness: list[float] = []
    clock = QElapsedTimer()
    timer = QTimer()
    timer.setInterval(10)

    def tick() -> None:
        lateness.append(max(0.0, clock.restart() - 10.0))

    timer.timeout.connect(tick)
    done = []
    window.training.trained.connect(lambda *_: done.append(time.perf_counter()))
    loop = QEventLoop()  # quitting the application would close (and ask about) the window
    window.training.running_changed.connect(lambda running: running or loop.quit())
    start = time.perf_counter()
    clock.start()
    timer.start()
    window.start_training()
    loop.exec()
    timer.stop()
    window.training.shutdown()
    window.session.modified = False  # nothing to save: close without asking
    window.close()
    return lateness, (done[0] if done else time.perf_counter()) - start


def cli_run(corpus: str, vocab_size: int) -> float:
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "workbench", "train", corpus, "--algorithm", "bpe",
                        "--vocab-size", str(vocab_size), "-o", os.path.join(folder, "t.json"),
                        "--quiet"], check=True, cwd=ROOT)
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpora", "kjv.txt.gz"))
    parser.add_argument("--vocab-size", type=int, default=32000)
    args = parser.parse_args()
    lateness, gui_seconds = gui_run(args.corpus, args.vocab_size)
    cli_seconds = cli_run(args.corpus, args.vocab_size)
    ordered = sorted(lateness)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]

    print(f"timer ticks {len(ordered):,}: late by p50 {at(0.5):.0f} ms, p99 {at(0.99):.0f} ms, "
          f"worst {ordered[-1]:.0f} ms (targets: p99 <= 50, worst <= 100)")
    print(f"training: GUI {gui_seconds:.2f} s, CLI {cli_seconds:.2f} s, "
          f"ratio {gui_seconds / cli_seconds:.2f} (target <= 1.10)")


if __name__ == "__main__":
    main()
