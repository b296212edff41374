"""The speed and memory goals in one run: each row against its reference, measured back to back on
the same machine, with the goal beside it and whether it is met.

    python benchmarks/bench_table.py [--big ../shared/corpora/big.txt.gz] [--scale /tmp/c1g.txt]
        [--rows wordpiece-32k,bpe-8k,bpe-32k-1g,unigram-8k-1g,encode] [--repeat 3]

Training rows run the CLI's `train` end to end against the reference's training of the same file
(`bench_scale.py` measures both: wall time, and memory as the peak proportional set size of all
the processes of a run together). The rows on big take the fastest of `--repeat` runs; the 1 GB
rows run once each (a few minutes). The 1 GB corpus is `gen_corpus.py`'s for seed 0, written to
`--scale` first if that file does not exist. `encode` trains the three models with `tokenizers`
on kjv and encodes big with each (`bench_encode.py`: the ids must be identical), our
encode_batch and file_stats (what evaluate runs) against `tokenizers`' encode_batch.
"""

from __future__ import annotations

import argparse
import gzip
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain

import bench_encode
import gen_corpus
from bench_scale import SENTENCEPIECE, TOKENIZERS_BPE, load, measure, ours_command

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = os.path.join(HERE, "..", "..", "shared", "corpora")

TOKENIZERS_WORDPIECE = r"""
import sys
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
vocab_size, corpus, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
tok.train([corpus], trainers.WordPieceTrainer(vocab_size=vocab_size, show_progress=False,
                                              special_tokens=["[UNK]"]))
tok.save(out)
"""
SENTENCES_SAMPLED = 2_000_000  # SentencePiece's input_sentence_size on the 1 GB corpus


@dataclass
class Row:
    work: str
    ours: str
    reference: str
    ratio: float
    goal: float
    memory_mb: float | None = None  # ours, where the row has a memory goal
    memory_goal_mb: float | None = None

    def met(self) -> bool:
        memory_met = self.memory_goal_mb is None or (self.memory_mb or 0) <= self.memory_goal_mb
        return self.ratio <= self.goal and memory_met

    def line(self) -> str:
        goal = f"<= {self.goal:.1f}x"
        if self.memory_goal_mb is not None:
            goal += f", <= {self.memory_goal_mb / 1000:.0f} GB"
        return (f"| {self.work} | {self.ours} | {self.reference} | {self.ratio:.2f}x | {goal} | "
                f"{'yes' if self.met() else 'no'} |")


def _fastest(command: list[str], repeat: int) -> dict:
    runs = [measure(command) for _ in range(repeat)]
    failed = [run["failed"] for run in runs if "failed" in run]
    if failed:
        raise SystemExit(f"{' '.join(command[:4])}...: {failed[0]}")
    return min(runs, key=lambda run: run["wall_s"])


def training_row(work: str, ours: list[str], reference: tuple[str, list[str]], repeat: int,
                 goal: float, memory_goal_mb: float | None = None) -> Row:
    """Time our command and the reference's (its name, its command) alike."""
    name, command = reference
    theirs = _fastest(command, repeat)
    mine = _fastest(ours, repeat)
    memory = f", {mine['peak_mb']:,} MB" if memory_goal_mb is not None else ""
    their_memory = f", {theirs['peak_mb']:,} MB" if memory_goal_mb is not None else ""
    return Row(work, f"{mine['wall_s']} s{memory}", f"{name} {theirs['wall_s']} s{their_memory}",
               mine["wall_s"] / theirs["wall_s"], goal, mine["peak_mb"], memory_goal_mb)


def _tokenizers(script: str, vocab_size: int, corpus: str, out: str) -> list[str]:
    return [sys.executable, "-c", script, str(vocab_size), corpus, out]


def _train(corpus: str, out: str, algorithm: str, vocab_size: int) -> list[str]:
    return ours_command("train", corpus, "-o", out, "--algorithm", algorithm,
                        "--vocab-size", str(vocab_size))


def training_rows(names: list[str], big: str, scale: str, out: str,
                  repeat: int) -> Iterator[Row]:
    mine, theirs = os.path.join(out, "ours.json"), os.path.join(out, "theirs.json")
    if "wordpiece-32k" in names:
        yield training_row(
            "WordPiece 32k, big", _train(big, mine, "wordpiece", 32000),
            ("tokenizers", _tokenizers(TOKENIZERS_WORDPIECE, 32000, big, theirs)), repeat, 0.7)
    if "bpe-8k" in names:
        yield training_row(
            "byte-level BPE 8k, big", _train(big, mine, "bpe", 8000),
            ("tokenizers", _tokenizers(TOKENIZERS_BPE, 8000, big, theirs)), repeat, 0.6)
    if "bpe-32k-1g" in names:
        yield training_row(
            "byte-level BPE 32k, 1 GB", _train(scale, mine, "bpe", 32000),
            ("tokenizers", _tokenizers(TOKENIZERS_BPE, 32000, scale, theirs)), 1, 0.6, 2000)
    if "unigram-8k-1g" in names:
        workers = str(os.cpu_count() or 1)
        spm = [sys.executable, "-c", SENTENCEPIECE, "8000", scale, os.path.join(out, "spm"),
               str(SENTENCES_SAMPLED), workers]
        yield training_row(
            "Unigram 8k, 1 GB", _train(scale, mine, "unigram", 8000),
            (f"SentencePiece ({SENTENCES_SAMPLED / 1e6:.0f}M sentences)", spm), 1, 0.5, 2000)


def encode_rows(big: str, kjv: str, out: str, repeat: int) -> Iterator[Row]:
    workers = os.cpu_count() or 1
    os.environ["RAYON_NUM_THREADS"] = str(workers)  # before `tokenizers` starts its pool
    lines = bench_encode.read_lines(big)
    models = bench_encode.train_references(bench_encode.read_lines(kjv), 8000, out)
    for name, path in models.items():
        same, times, _ = bench_encode.measure_model(path, lines, big, workers, repeat)
        if not same:
            raise SystemExit(f"encode {name}: our ids differ from tokenizers'")
        theirs = min(times["tokenizers"])
        for kind in ("encode_batch", "file_stats"):
            ours = min(times[kind])
            yield Row(f"encode big, {name} ({kind})", f"{ours:.2f} s",
                            f"tokenizers encode_batch {theirs:.2f} s", ours / theirs, 1.0)


def plain(path: str, folder: str) -> str:
    """`path` itself, or unpacked into `folder` if gzipped (both sides read plain text)."""
    if not path.endswith(".gz"):
        return path
    target = os.path.join(folder, os.path.basename(path)[:-3])
    with gzip.open(path, "rb") as source, open(target, "wb") as unpacked:
        shutil.copyfileobj(source, unpacked)
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--big", default=os.path.join(CORPORA, "big.txt.gz"))
    parser.add_argument("--kjv", default=os.path.join(CORPORA, "kjv.txt.gz"))
    parser.add_argument("--scale", default=os.path.join(tempfile.gettempdir(), "c1g.txt"),
                        help="the 1 GB corpus (written by gen_corpus.py if missing)")
    parser.add_argument("--rows", default="wordpiece-32k,bpe-8k,bpe-32k-1g,unigram-8k-1g,encode")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    names = args.rows.split(",")
    if any(name.endswith("-1g") for name in names) and not os.path.exists(args.scale):
        print(f"writing {args.scale} (gen_corpus.py, 1 GB, seed 0)", flush=True)
        gen_corpus.write_corpus(args.scale, 10**9, 0, gen_corpus.TYPES)
    print(f"{os.cpu_count()} cores; load average {load()}\n", flush=True)
    print("| work | ours | reference | ratio | goal | met |\n|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory(prefix="bench-table-") as out:
        big, kjv = plain(args.big, out), plain(args.kjv, out)
        rows = training_rows(names, big, args.scale, out, args.repeat)
        if "encode" in names:
            rows = chain(rows, encode_rows(big, kjv, out, args.repeat))
        for row in rows:  # each as soon as it is measured
            print(row.line(), flush=True)
    print(f"\nload average at the end {load()}")


if __name__ == "__main__":
    main()
