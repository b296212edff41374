"""Encoding a whole corpus: ours against `tokenizers`' `encode_batch`, both on the same number
of cores, for BPE (byte-level), WordPiece (BERT) and Unigram (metaspace). Ours twice: `encode_batch`
(processes over chunks of lines, each with its cache of word encodings; every line's Encoding
sent back) and `file_stats` (the same over blocks of the file, each process sending back only
the statistics: what evaluate and health run).

    python benchmarks/bench_encode.py [--corpus ../shared/corpora/kjv.txt.gz] [--workers 2]
        [--vocab-size 8000] [--repeat 3]

The three models are trained by `tokenizers` on the corpus and loaded by both sides, so both
encode with the same vocabulary; the ids are checked to be identical. Lines are encoded one by
one (each keeps its newline), as `evaluate` does. Each repeat times `tokenizers` then ours, back
to back, each without the other's encodings in memory (their ids kept as one array); the times are wall-clock and CPU (the process's and its ended workers'), the minimum and
the median of the repeats, with the ratio of the minima and of the medians, and the load average
before and after (the machine is shared).
`--train-on` trains the models on another file (`tokenizers`' Unigram takes minutes on big).
"""

from __future__ import annotations

import argparse
import gzip
import os
import statistics
import sys
import tempfile
import time
from itertools import chain

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
DEFAULT_CORPUS = os.path.join(ROOT, "..", "shared", "corpora", "kjv.txt.gz")


def read_lines(path: str) -> list[str]:
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as stream:
        return stream.read().splitlines(keepends=True)


def train_references(lines: list[str], vocab_size: int, folder: str) -> dict[str, str]:
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, trainers

    text = os.path.join(folder, "corpus.txt")
    with open(text, "w", encoding="utf-8") as stream:
        stream.writelines(lines)
    made = {}
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.train([text], trainers.BpeTrainer(vocab_size=vocab_size, show_progress=False,
                                          initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    wordpiece = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    wordpiece.normalizer = normalizers.BertNormalizer()
    wordpiece.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    wordpiece.train([text], trainers.WordPieceTrainer(vocab_size=vocab_size, show_progress=False,
                                                      special_tokens=["[UNK]"]))
    unigram = Tokenizer(models.Unigram())
    unigram.pre_tokenizer = pre_tokenizers.Metaspace()
    unigram.train([text], trainers.UnigramTrainer(vocab_size=vocab_size, show_progress=False,
                                                  special_tokens=["<unk>"], unk_token="<unk>"))
    for name, tokenizer in (("bpe", bpe), ("wordpiece", wordpiece), ("unigram", unigram)):
        made[name] = os.path.join(folder, f"{name}.json")
        tokenizer.save(made[name])
    return made


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (the pool's workers)."""
    spent = os.times()
    return spent.user + spent.system + spent.children_user + spent.children_system


def timed(function, cpu: list[float]) -> tuple[float, object]:
    """Wall time of `function()` and its result; its CPU time is appended to `cpu`."""
    start, start_cpu = time.perf_counter(), cpu_seconds()
    result = function()
    took = time.perf_counter() - start
    cpu.append(cpu_seconds() - start_cpu)
    return took, result


def flat_ids(encodings) -> tuple[np.ndarray, np.ndarray]:
    """All the encodings' ids in one array, and each encoding's count: a few bytes a token
    rather than an object per encoding. `encode_batch` forks its workers from this process,
    and a fork copies the page tables of all the memory the process holds (with `tokenizers`'
    encodings of big, 3.4 GB, a pool took 0.6 s to start and end instead of 0.07 s)."""
    ids = np.fromiter(chain.from_iterable(e.ids for e in encodings), np.int64)
    return ids, np.fromiter(map(len, encodings), np.int64, len(encodings))


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def measure_model(path: str, lines: list[str], corpus: str, workers: int,
                  repeat: int) -> tuple[bool, dict[str, list[float]], dict[str, list[float]]]:
    """Encode `lines` with the tokenizer.json `path`, `repeat` times each way: whether the ids
    are identical, and the wall and CPU seconds of each run of `tokenizers`' encode_batch, our
    encode_batch and our file_stats (of the file `corpus`, the same lines)."""
    from tokenizers import Tokenizer as Reference

    from workbench.core import encode_batch, file_stats, load_model

    reference = Reference.from_file(path)
    times: dict[str, list[float]] = {"tokenizers": [], "encode_batch": [], "file_stats": []}
    cpu: dict[str, list[float]] = {name: [] for name in times}
    same = True
    for _ in range(repeat):
        took, theirs = timed(lambda: reference.encode_batch(lines), cpu["tokenizers"])
        times["tokenizers"].append(took)
        expected = flat_ids(theirs)
        del theirs  # each side runs without the other's encodings in memory (below)
        ours = load_model(path)  # its caches empty, as for a first corpus
        took, mine = timed(lambda: encode_batch(ours, lines, workers), cpu["encode_batch"])
        times["encode_batch"].append(took)
        same = same and all(map(np.array_equal, flat_ids(mine), expected))
        del mine
        ours = load_model(path)
        took, stats = timed(lambda: file_stats(ours, corpus, workers), cpu["file_stats"])
        times["file_stats"].append(took)
        same = same and stats.tokens == len(expected[0])
    return same, times, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    parser.add_argument("--train-on", help="train the models on this file (default: the corpus)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--vocab-size", type=int, default=8000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    os.environ["RAYON_NUM_THREADS"] = str(args.workers)  # before `tokenizers` starts its pool
    lines = read_lines(args.corpus)
    print(f"{args.corpus}: {len(lines):,} lines; {args.workers} cores; vocab {args.vocab_size}; "
          f"load {load()}")
    training = read_lines(args.train_on) if args.train_on else lines
    with tempfile.TemporaryDirectory() as folder:
        for name, path in train_references(training, args.vocab_size, folder).items():
            same, times, cpu = measure_model(path, lines, args.corpus, args.workers, args.repeat)
            print(f"{name:10} ids identical: {same}; load {load()}")
            for kind, spent_by in (("wall", times), ("cpu", cpu)):
                base = spent_by["tokenizers"]
                for label, spent in spent_by.items():
                    print(f"  {label:12} {kind:4} min {min(spent):6.2f} s  median "
                          f"{statistics.median(spent):6.2f} s   "
                          f"x{min(spent) / min(base):.2f} (min)  "
                          f"x{statistics.median(spent) / statistics.median(base):.2f} (median)",
                          flush=True)


if __name__ == "__main__":
    main()
