"""Training at scale from the command line, against `tokenizers` and SentencePiece on the same file:
wall time, CPU time and peak memory of all the processes of each run together.

    python benchmarks/gen_corpus.py /tmp/c1g.txt --size 1G
    python benchmarks/bench_scale.py /tmp/c1g.txt [--tasks bpe-32k,unigram-8k] [--workers 2]
        [--input-sentence-size 1000000] [--sides ours,reference]

Tasks: `bpe-32k` is `tokenizer-workbench train --algorithm bpe --vocab-size 32000` (byte-level)
against tokenizers' BpeTrainer with the ByteLevel pre-tokenizer; `unigram-8k` is `train
--algorithm unigram --vocab-size 8000` against `spm_train`'s Unigram (SentencePiece reading
`--input-sentence-size` sentences sampled from the file, `shuffle_input_sentence`, as its users
run it on big corpora; 0: every sentence). `count` is `tokenizer-workbench count` alone (the
byte-level word table), and `count-dask` the same with `--engine dask` (a LocalCluster of
`--workers` processes; needs the distributed extra).

Memory is sampled every 0.1 s over the command and every process under it (workers, a cluster's
scheduler and nanny), the peak over the run: `peak_mb` sums their proportional set sizes (a page
shared by n processes counts 1/n in each: every page once), `peak_rss_mb` their resident sets (a
shared page once per process, an upper bound). CPU time is the
user + system time of the command and the processes it waited for; `load` the load average at
the end. Linux only (/proc).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TOKENIZERS_BPE = r"""
import sys
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
vocab_size, corpus, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
tok = Tokenizer(models.BPE())
tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
trainer = trainers.BpeTrainer(vocab_size=vocab_size, show_progress=False,
                              initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
tok.train([corpus], trainer)
tok.save(out)
"""

SENTENCEPIECE = r"""
import sys
import sentencepiece as spm
vocab_size, corpus, prefix, sample, threads = (int(sys.argv[1]), sys.argv[2], sys.argv[3],
                                               int(sys.argv[4]), int(sys.argv[5]))
spm.SentencePieceTrainer.train(
    input=corpus, model_prefix=prefix, vocab_size=vocab_size, model_type="unigram",
    input_sentence_size=sample, shuffle_input_sentence=True, num_threads=threads,
    minloglevel=2)
"""


def _children() -> dict[int, list[int]]:
    """Parent pid -> child pids, from /proc."""
    tree: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        tree.setdefault(int(fields[1]), []).append(int(name))
    return tree


def process_tree(root: int) -> list[int]:
    """`root` and every process under it."""
    tree, found, todo = _children(), [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(tree.get(pid, []))
    return found


def memory(pid: int) -> tuple[int, int]:
    """(PSS, RSS) of one process in bytes; (0, 0) if it has ended. The proportional set size
    counts a page shared by n processes 1/n in each, so a sum over processes counts it once."""
    pss = rss = 0
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as rollup:
            for line in rollup:
                if line.startswith(b"Pss:"):
                    pss = int(line.split()[1]) * 1024
                elif line.startswith(b"Rss:"):
                    rss = int(line.split()[1]) * 1024
    except OSError:
        pass
    return pss, rss


def tree_memory(root: int) -> tuple[int, int]:
    """(PSS, RSS) summed over `root` and every process under it, in bytes."""
    sizes = [memory(pid) for pid in process_tree(root)]
    return sum(p for p, _ in sizes), sum(r for _, r in sizes)


def measure(command: list[str]) -> dict:
    """Run `command`; its wall time, CPU time (s) and peak memory of its process tree (MB)."""
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    peak, done = [0, 0], threading.Event()

    def sample() -> None:
        while not done.is_set():
            peak[:] = map(max, peak, tree_memory(process.pid))
            done.wait(0.1)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    errors = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    done.set()
    sampler.join()
    process.returncode = os.waitstatus_to_exitcode(status)
    report = {"wall_s": round(wall, 1), "cpu_s": round(usage.ru_utime + usage.ru_stime, 1),
              "peak_mb": round(peak[0] / 1e6),
              "peak_rss_mb": round(peak[1] / 1e6), "load": load()}
    if process.returncode:
        report["failed"] = f"exit {process.returncode}: {errors.decode(errors='replace')[-500:]}"
    return report


def ours_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "workbench.cli", *args, "--quiet"]


def tasks(corpus: str, out: str, args) -> dict[str, tuple[list[str], list[str] | None]]:
    """Task -> (our command, the reference's command or None)."""
    workers = ["--workers", str(args.workers)]
    return {
        "count": (ours_command("count", corpus, "-o", f"{out}/counts.tsv", *workers), None),
        "count-dask": (ours_command("count", corpus, "-o", f"{out}/counts-dask.tsv", "--engine", "dask",
                             *workers), None),
        "bpe-32k": (ours_command("train", corpus, "-o", f"{out}/bpe.json", "--algorithm", "bpe",
                          "--vocab-size", "32000", *workers),
                    [sys.executable, "-c", TOKENIZERS_BPE, "32000", corpus, f"{out}/tok.json"]),
        "unigram-8k": (ours_command("train", corpus, "-o", f"{out}/unigram.json", "--algorithm",
                             "unigram", "--vocab-size", "8000", *workers),
                       [sys.executable, "-c", SENTENCEPIECE, "8000", corpus, f"{out}/spm",
                        str(args.input_sentence_size), str(args.workers)]),
    }


def load() -> str:
    with open("/proc/loadavg", encoding="ascii") as stream:
        return " ".join(stream.read().split()[:3])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--tasks", default="count,bpe-32k,unigram-8k")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--input-sentence-size", type=int, default=1_000_000)
    parser.add_argument("--sides", default="ours,reference",
                        help="which commands to run: ours, the reference's or both")
    args = parser.parse_args()
    size = os.path.getsize(args.corpus)
    print(f"corpus {args.corpus}: {size / 1e6:,.0f} MB; {os.cpu_count()} cores; "
          f"load average {load()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as out:
        for name in args.tasks.split(","):  # a line per measurement, as soon as it is done
            for side, command in zip(("ours", "reference"), tasks(args.corpus, out, args)[name]):
                if command is not None and side in args.sides.split(","):
                    print(json.dumps({"task": name, side: measure(command)}), flush=True)


if __name__ == "__main__":
    main()
