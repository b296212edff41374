"""Does the window stay responsive while it trains or shows a corpus's words? Not a test: a
measurement.

    python benchmarks/ui_responsiveness.py [--corpus ../shared/corpora/kjv.txt.gz] [--vocab-size 32000]
    python benchmarks/ui_responsiveness.py --words-table --corpus /tmp/big.txt \
        [--pre-tokenizer metaspace]
    python benchmarks/ui_responsiveness.py --size-curve MODEL.json [--corpus /tmp/kjv.txt]
    python benchmarks/ui_responsiveness.py --curve-after-training [--corpus /tmp/kjv.txt]

Two seconds after the main window opens (as a person would take to press Train; the window
starts a spare worker process meanwhile), it trains byte-level BPE on the corpus (counting
included, as the CLI does) while
a 10 ms QTimer records how late each of its ticks fires; the graphs and the latest-merges table
update live meanwhile. Reported: the lateness at the 50th/99th percentile and the worst, the
GUI's training time, and the CLI's time for the same training (`tokenizer-workbench train`).
Targets: p99 <= 50 ms, worst <= 100 ms, GUI time <= 1.1 x CLI time. Runs offscreen unless
QT_QPA_PLATFORM says otherwise.

With --words-table it trains nothing: in the Corpus panel it counts the corpus's words, then
sorts the Words table by each column both ways (as header clicks do), then types into the
filter at a typist's pace (a letter every 150 ms) and deletes it again, and reports the worst
lateness of the same timer during each action (an action lasts until the table shows its result
and the timer has been on time for a while). Target: worst <= 100 ms for every action.

With --curve-after-training it trains as without options, then waits for the size curve that
follows by itself (drawn in the Training panel: the seconds from training's end to then are
reported, target 2 s), then opens the scrubber on it and slides it as --size-curve does.

Each action's worst and 99th-percentile lateness and the UI thread's CPU time are reported,
with the load average; --why prints what the UI thread was doing in each stall over 50 ms.

With --size-curve it imports MODEL (a tokenizer.json trained on the corpus's lines but the last
5 %: `bench_size_curve.py --save`), opens Measure > Every size on it (the curve over the last
5 % of the corpus's lines is computed in the worker, then drawn) and then moves the size slider
20 times, a step every 150 ms; the same timer's worst lateness while the view opens, while the
curve is computed and drawn, and while the slider moves, and when each was done.
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


def open_window(corpus: str):
    """The main window on `corpus`, shown; the QApplication is kept alive by Qt itself."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from workbench.app.window.main_window import MainWindow

    QApplication.instance() or QApplication([])
    folder = tempfile.mkdtemp()  # the settings and the recovery copies, not the user's
    settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, recovery_folder=os.path.join(folder, "recovery"))
    window.resize(1400, 900)
    window.show()
    window.add_corpus([corpus])
    return window


def wait(milliseconds: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def gui_run(corpus: str, vocab_size: int) -> tuple[list[float], float]:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from workbench.app.window.main_window import exempt_from_full_collections

    window = open_window(corpus)
    window.training.set_settings({"algorithm": "bpe", "vocab_size": vocab_size})
    window.show_panel(1)
    exempt_from_full_collections()  # as run_app does
    wait(2000)  # as a person would: the window is open a moment before Train
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


# The white space marks shown for words (vocab_info.mark_whitespace) back to white space; "␣"
# stands for any other, such as a form feed.
UNMARKED = str.maketrans({"·": " ", "→": "\t", "↵": "\n", "␍": "\r", "⍽": "\u00a0", "␣": "\f"})


class Sampler:
    """With --why: a thread that looks at the UI thread's stack every 2 ms, so that a stall
    can be blamed on what the UI thread was doing meanwhile."""

    def __init__(self) -> None:
        import collections
        import threading

        self.ui = threading.get_ident()
        self.samples: collections.deque = collections.deque(maxlen=5000)
        self.running = True
        threading.Thread(target=self._sample, daemon=True).start()

    def _sample(self) -> None:
        import traceback

        while self.running:
            frame = sys._current_frames().get(self.ui)
            if frame is not None:
                stack = traceback.extract_stack(frame)[-6:]
                self.samples.append((time.perf_counter(), " < ".join(
                    f"{os.path.basename(f.filename)}:{f.lineno} {f.name}" for f in reversed(stack))))
            time.sleep(0.002)

    def blame(self, late_ms: float) -> str:
        """The UI thread's most frequent stack over the last `late_ms` + 10 ms."""
        import collections

        since = time.perf_counter() - (late_ms + 10) / 1000
        stacks = collections.Counter(stack for at, stack in list(self.samples) if at >= since)
        return "; ".join(f"{n}x {stack}" for stack, n in stacks.most_common(2))


class Stalls:
    """A 10 ms timer's lateness, attributed to the action under way when it ticked; per
    action the worst, the 99th percentile and the UI thread's CPU time."""

    def __init__(self, why: bool = False) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.worst: dict[str, float] = {}
        self.p99: dict[str, float] = {}
        self.cpu: dict[str, float] = {}
        self.shown: dict[str, float] = {}  # seconds until the action's result was shown
        self.sampler = Sampler() if why else None
        self.action = ""
        self.late: list[float] = []  # of the current action
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.clock.start()
        self.timer.start()

    def _tick(self) -> None:
        late = max(0.0, self.clock.restart() - 10.0)
        self.late.append(late)
        if self.sampler is not None and late > 50:
            print(f"  {self.action or '(between actions)'}: {late:.0f} ms late: "
                  f"{self.sampler.blame(late)}")
        if self.action:
            self.worst[self.action] = max(self.worst.get(self.action, 0.0), late)

    def run(self, action: str, start, done, quiet_ms: int = 500, limit_s: float = 120.0) -> float:
        """Start `action`, then wait until `done()` holds and the timer has been on time (late
        by under 20 ms) for `quiet_ms`; the seconds until `done()` first held."""
        self.action, self.late = action, []
        self.worst[action] = 0.0
        began, cpu = time.perf_counter(), time.thread_time()
        start()
        finished = None
        while time.perf_counter() - began < limit_s:
            wait(20)
            if finished is None and done():
                finished = time.perf_counter() - began
            recent = self.late[-(quiet_ms // 10):]
            if finished is not None and len(recent) >= quiet_ms // 10 // 2 and max(recent) < 20:
                break
        self.action = ""
        ordered = sorted(self.late) or [0.0]
        self.p99[action] = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
        self.cpu[action] = time.thread_time() - cpu
        self.shown[action] = finished if finished is not None else float("nan")
        return self.shown[action] if finished is not None else float("nan")


def words_table_run(corpus: str, pre_tokenizer: str | None, why: bool = False) -> Stalls:
    """Count (with this pre-tokenizer; None: BPE's default), sort by each column both ways,
    type a filter and delete it; per action its worst stall (ms) and the seconds until the
    table showed the result."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from workbench.app.window.main_window import exempt_from_full_collections

    window = open_window(corpus)
    window.corpus.set_pipeline({"pre_tokenizer": pre_tokenizer})
    window.show_panel(0)
    exempt_from_full_collections()
    wait(2000)
    panel = window.corpus
    view = panel.word_view
    stalls = Stalls(why)
    counted = []
    panel.counted.connect(counted.append)

    def sorted_by(column: int, descending: bool) -> bool:
        """Whether the table's first rows are in this order."""
        model = view.model()
        values = [model.index(row, column).data() for row in range(min(50, model.rowCount()))]
        if column:
            values = [int(value.replace(",", "")) for value in values]
        else:  # words are sorted as they are, not as shown (white space marked)
            values = [value.translate(UNMARKED) for value in values]
        return values == sorted(values, reverse=descending)

    stalls.run("count", panel.count, lambda: counted and view.model().rowCount() > 0)
    unique = len(counted[0])
    print(f"{unique:,} unique words; the table shows {view.model().rowCount():,} rows")
    for column, name in enumerate(("word", "count", "length")):
        for order, direction in ((Qt.SortOrder.AscendingOrder, "ascending"),
                                 (Qt.SortOrder.DescendingOrder, "descending")):
            action = f"sort by {name}, {direction}"
            descending = order == Qt.SortOrder.DescendingOrder
            stalls.run(action, lambda: view.sortByColumn(column, order),
                       lambda: sorted_by(column, descending))
    for text in ("ing", "zz"):
        action = f"type '{text}' and delete it"

        def typing() -> None:
            panel.filter.setFocus()
            for key in text:
                QTest.keyClicks(panel.filter, key)
                wait(150)
            for _ in text:
                QTest.keyClick(panel.filter, Qt.Key.Key_Backspace)
                wait(150)

        stalls.run(action, typing,  # the table used to hold 50,000 words at most
                   lambda: view.model().rowCount() >= min(unique, 50_000))
    stalls.timer.stop()
    window.session.modified = False  # nothing to save: close without asking
    window.close()
    return stalls


def size_curve_run(corpus: str, model: str | None, vocab_size: int,
                   why: bool = False) -> tuple[Stalls, float | None]:
    """Open the size scrubber on `model`, or (None) train byte-level BPE first and wait for
    the curve that follows by itself, then open the scrubber on it; then slide it. The stalls
    of each action, and (after training) the seconds from training's end to the curve drawn."""
    from PySide6.QtCore import QTimer

    from workbench.app.window.main_window import exempt_from_full_collections

    window = open_window(corpus)
    if model is None:
        window.training.set_settings({"algorithm": "bpe", "vocab_size": vocab_size})
        window.show_panel(1)
    else:
        window.import_tokenizer(model)
    exempt_from_full_collections()
    wait(2000)
    stalls = Stalls(why)
    views = []
    steps = []
    if model is None:
        ended = []
        window.training.trained.connect(lambda *_: ended.append(time.perf_counter()))
        window.curves.made.connect(lambda *_: ended.append(time.perf_counter()))
        steps = [("train", window.start_training, lambda: len(ended) > 0),
                 ("curve after training", lambda: None,
                  lambda: not window.training.curve_plot.isHidden())]
    steps += [("open the view", lambda: views.append(window.show_sizes()),
               lambda: views[0].job is not None or views[0].slider.isEnabled()),
              ("curve computed, then drawn", lambda: None, lambda: views[0].slider.isEnabled())]
    for action, start, done in steps:
        stalls.run(action, start, done, quiet_ms=200)
    view = views[0]
    sizes = len(view.curve.vocab_sizes)
    targets = [sizes * (i + 1) // 21 for i in range(20)]

    def slide() -> None:
        for index, target in enumerate(targets):
            QTimer.singleShot(150 * index, view, lambda t=target: view.slider.setValue(t))

    last = view.curve.vocab_sizes[targets[-1]]
    stalls.run("slider moved 20 times", slide,
               lambda: view.small is not None and len(view.small.model.vocab) == last)
    view.close()
    window.session.modified = False
    window.close()
    return stalls, (ended[1] - ended[0] if model is None and len(ended) > 1 else None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpora", "kjv.txt.gz"))
    parser.add_argument("--vocab-size", type=int, default=32000)
    parser.add_argument("--words-table", action="store_true",
                        help="count, sort and filter the Corpus panel's words instead of training")
    parser.add_argument("--pre-tokenizer", help="with --words-table: the pre-tokenizer to count "
                        "with (default: BPE's, byte-level; metaspace makes the most words)")
    parser.add_argument("--size-curve", metavar="MODEL", help="open the size scrubber on this "
                        "tokenizer.json (trained on the corpus but its last 5 %% of lines)")
    parser.add_argument("--curve-after-training", action="store_true", help="train (as "
                        "without options), wait for the size curve that follows, then open "
                        "the size scrubber on it as --size-curve does")
    parser.add_argument("--why", action="store_true", help="print what the UI thread was "
                        "doing during each stall over 50 ms (a thread samples its stack)")
    args = parser.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    if args.size_curve or args.words_table or args.curve_after_training:
        after = None
        if args.words_table:
            stalls = words_table_run(args.corpus, args.pre_tokenizer, args.why)
        else:
            stalls, after = size_curve_run(args.corpus, args.size_curve, args.vocab_size,
                                           args.why)
        for action, seconds in stalls.shown.items():
            print(f"{action:32} worst stall {stalls.worst[action]:5.0f} ms, p99 "
                  f"{stalls.p99[action]:4.0f} ms, UI thread CPU {stalls.cpu[action]:5.2f} s, "
                  f"shown after {seconds:5.2f} s")
        print("target: worst stall <= 100 ms for every action")
        if after is not None:
            print(f"size curve drawn {after:.2f} s after training's end (target: 2 s)")
        print(f"load average at the end: {os.getloadavg()[0]:.2f}")
        return
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
