"""Where a training run holds its memory: the peak of each phase, for the command's process and for
the processes under it (counting and EM workers) apart.

    python benchmarks/bench_memory.py CORPUS [--algorithm bpe] [--vocab-size 32000] [--workers 2]

The run is the CLI's `train` (count the words, train, save), in a child process that names each
phase on its standard output as it starts: `count` (reading and counting, with the workers),
`set-up` (from the word table to the trainer's first event: BPE's pair table and heap, Unigram's
seed vocabulary and first EM step), `train` (the merges or the EM and pruning rounds) and `save`.
The parent samples every 0.05 s the proportional set size (PSS: a page shared by n processes
counts 1/n in each, so the sum over processes counts it once) of the child and of each process
under it, and reports per phase the peak of the child alone, of the rest, and of all together,
with the resident set (RSS) sum beside it as `bench_scale.py` measures. Linux only (/proc).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from bench_scale import ROOT, memory, process_tree

_CHILD = r"""
import sys
from workbench.core import Source, TrainConfig, count_words, save_tokenizer, train
from workbench.core.pipeline import build_normalizer
algorithm, vocab_size, corpus, out, workers = (sys.argv[1], int(sys.argv[2]), sys.argv[3],
                                               sys.argv[4], int(sys.argv[5]))

def phase(name):
    print(name, flush=True)

phase("count")
config = TrainConfig(algorithm=algorithm, vocab_size=vocab_size)
counts = count_words([Source.for_path(corpus)], build_normalizer(config.normalizer),
                     config.build_pre_tokenizer(), workers=workers)
phase("set-up")
training = train(config, counts)
del counts  # as the CLI does: the trainer holds what it needs
try:
    next(training)
    phase("train")
    while True:
        next(training)
except StopIteration as stop:
    tokenizer = stop.value
phase("save")
save_tokenizer(tokenizer, out)
"""


class PhaseTrace:
    """The peak memory of each phase a child names on its standard output."""

    def __init__(self) -> None:
        self.phase = "start"
        self.order: list[str] = []
        self.peaks: dict[str, dict[str, int]] = {}
        self.seconds: dict[str, float] = {}
        self._started = time.perf_counter()

    def enter(self, name: str) -> None:
        now = time.perf_counter()
        self.seconds[self.phase] = self.seconds.get(self.phase, 0.0) + now - self._started
        self.phase, self._started = name, now
        if name not in self.order:
            self.order.append(name)

    def sample(self, root: int) -> None:
        own_pss, own_rss = memory(root)
        rest = [memory(pid) for pid in process_tree(root) if pid != root]
        sizes = {"command": own_pss, "workers": sum(p for p, _ in rest),
                 "all": own_pss + sum(p for p, _ in rest),
                 "rss_sum": own_rss + sum(r for _, r in rest)}
        peak = self.peaks.setdefault(self.phase, dict.fromkeys(sizes, 0))
        for kind, size in sizes.items():
            peak[kind] = max(peak[kind], size)


def trace(args) -> PhaseTrace:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    folder = tempfile.mkdtemp(prefix="bench-memory-")
    out = os.path.join(folder, "tokenizer.json")
    command = [sys.executable, "-c", _CHILD, args.algorithm, str(args.vocab_size), args.corpus,
               out, str(args.workers)]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    phases, done = PhaseTrace(), threading.Event()

    def sample() -> None:
        while not done.is_set():
            phases.sample(process.pid)
            done.wait(0.05)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    for line in process.stdout:
        phases.enter(line.strip())
    process.wait()
    done.set()
    sampler.join()
    phases.enter("end")
    phases.order.remove("end")
    shutil.rmtree(folder)
    if process.returncode:
        raise SystemExit(f"the training failed (exit {process.returncode})")
    return phases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--algorithm", default="bpe")
    parser.add_argument("--vocab-size", type=int, default=32000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    print(f"{args.corpus}: {os.path.getsize(args.corpus) / 1e6:,.0f} MB; {args.algorithm} "
          f"{args.vocab_size}; {args.workers} workers")
    phases = trace(args)
    print(f"{'phase':8} {'seconds':>8} {'command':>9} {'workers':>9} {'all (PSS)':>10} "
          f"{'RSS sum':>9}   (peak MB)")
    for name in phases.order:
        peak = phases.peaks.get(name, {})
        print(f"{name:8} {phases.seconds.get(name, 0):8.1f} " + " ".join(
            f"{peak.get(kind, 0) / 1e6:{width},.0f}"
            for kind, width in (("command", 9), ("workers", 9), ("all", 10), ("rss_sum", 9))))


if __name__ == "__main__":
    main()
