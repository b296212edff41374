"""Training speed and memory against `tokenizers`, measured in one run on the same machine.

    python benchmarks/bench_train.py [--corpus ../shared/corpora/big.txt.gz] [--tasks bpe-8k,...]

Each measurement runs in a fresh process; wall time and that process's peak resident memory are
reported (ours also the peak of its counting workers). The merge phase of `tokenizers` is its time
for the task minus its time for the same task at vocab 256 (read, pre-tokenize and count only).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_CORPUS = os.path.join(ROOT, "..", "shared", "corpora", "big.txt.gz")
TASKS = {  # name -> (algorithm, vocab size)
    "count-only": ("bpe", 256),
    "bpe-8k": ("bpe", 8000),
    "bpe-32k": ("bpe", 32000),
    "wordpiece-32k": ("wordpiece", 32000),
}

_THEIRS = r"""
import json, sys, time
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
algorithm, vocab_size, corpus, out = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
start = time.perf_counter()
if algorithm == "bpe":
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, show_progress=False,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
else:
    tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    trainer = trainers.WordPieceTrainer(vocab_size=vocab_size, show_progress=False,
                                        special_tokens=["[UNK]"])
tok.train([corpus], trainer)
tok.save(out)
print(json.dumps({"total": time.perf_counter() - start}))
"""

_OURS = r"""
import json, resource, sys, time
from workbench.core import Source, TrainConfig, count_words, run, save_tokenizer, train
from workbench.core.pipeline import build_normalizer
algorithm, vocab_size, corpus, out = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
start = time.perf_counter()
config = TrainConfig(algorithm=algorithm, vocab_size=vocab_size)
counts = count_words([Source.for_path(corpus)], build_normalizer([]), config.build_pre_tokenizer())
counted = time.perf_counter()
training = train(config, counts)
first = next(training, None)
set_up = time.perf_counter()
tokenizer = run(training) if first is not None else None
merged = time.perf_counter()
if tokenizer is not None:
    save_tokenizer(tokenizer, out)
children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(json.dumps({"total": time.perf_counter() - start, "count": counted - start,
                  "setup": set_up - counted, "merges": merged - set_up,
                  "workers_rss_mb": children}))
"""


def run_child(code: str, args: list[str]) -> dict:
    """Run `code` in a fresh interpreter; its JSON report plus its own peak RSS in MB."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    with tempfile.TemporaryFile() as out:
        pid = os.fork()
        if pid == 0:
            os.dup2(out.fileno(), 1)
            os.execve(sys.executable, [sys.executable, "-c", code, *args], env)
        _, status, usage = os.wait4(pid, 0)
        if status:
            raise SystemExit(f"benchmark child failed ({status}): {args}")
        out.seek(0)
        report = json.loads(out.read().decode().strip().splitlines()[-1])
    report["rss_mb"] = usage.ru_maxrss / 1024
    return report


def best_of(repeat: int, code: str, args: list[str]) -> dict:
    """The fastest of `repeat` runs (the least disturbed by the rest of the machine)."""
    return min((run_child(code, args) for _ in range(max(1, repeat))), key=lambda r: r["total"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    parser.add_argument("--tasks", default=",".join(TASKS))
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs per measurement; the fastest is reported (machines are noisy)")
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix="bench-")
    corpus = args.corpus
    if corpus.endswith(".gz"):  # both read the same plain text: unpack once, outside the timing
        plain = os.path.join(tmp, "corpus.txt")
        with gzip.open(corpus, "rb") as src, open(plain, "wb") as dst:
            shutil.copyfileobj(src, dst)
        corpus = plain
    size_mb = os.path.getsize(corpus) / 1e6
    print(f"corpus {args.corpus} ({size_mb:.1f} MB), {os.cpu_count()} cores")
    theirs_count = None
    for name in args.tasks.split(","):
        algorithm, vocab_size = TASKS[name]
        out_theirs, out_ours = os.path.join(tmp, "theirs.json"), os.path.join(tmp, "ours.json")
        theirs = best_of(args.repeat, _THEIRS, [algorithm, str(vocab_size), corpus, out_theirs])
        ours = best_of(args.repeat, _OURS, [algorithm, str(vocab_size), corpus, out_ours])
        if name == "count-only":
            theirs_count = theirs["total"]
        line = (f"{name:14s} tokenizers {theirs['total']:6.2f} s {theirs['rss_mb']:6.0f} MB | "
                f"ours {ours['total']:6.2f} s {ours['rss_mb']:6.0f} MB "
                f"(workers {ours['workers_rss_mb']:.0f} MB) | "
                f"time x{ours['total'] / theirs['total']:.2f}, memory x{ours['rss_mb'] / theirs['rss_mb']:.2f}")
        print(line)
        print(f"{'':14s} ours: count {ours['count']:.2f} s, set-up {ours['setup']:.2f} s, "
              f"merges {ours['merges']:.2f} s", end="")
        if theirs_count is not None and algorithm == "bpe" and name != "count-only":
            their_merges = theirs["total"] - theirs_count
            ours_merge = ours["setup"] + ours["merges"]
            print(f"; merge phase (set-up + merges) {ours_merge:.2f} s vs tokenizers "
                  f"~{their_merges:.2f} s: x{ours_merge / their_merges:.2f}", end="")
        if algorithm == "bpe" and os.path.exists(out_ours):
            with open(out_theirs, encoding="utf-8") as a, open(out_ours, encoding="utf-8") as b:
                same = json.load(a)["model"]["merges"] == json.load(b)["model"]["merges"]
            print(f"; merges identical to tokenizers: {same}", end="")
        print()
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
