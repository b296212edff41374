"""Unigram quality and speed against SentencePiece, in one run on the same lines.

    python benchmarks/bench_unigram.py [--corpus ../shared/corpora/kjv.txt.gz] [--vocab-size 8000]

The last 5 % of the lines are held out; both train on the rest with the same vocabulary size
(<unk>, <s>, </s> included) and no normalization (SentencePiece keeps runs of spaces too), then tokenize the held-out lines. Reported:
training wall time and peak memory (each in a fresh process), and tokens per word on held-out.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_train import ROOT, run_child  # noqa: E402

SPECIALS = ["<unk>", "<s>", "</s>"]

_THEIRS = r"""
import json, sys, time
import sentencepiece as spm
train, held_out, prefix, vocab_size = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
start = time.perf_counter()
spm.SentencePieceTrainer.train(
    input=train, model_prefix=prefix, vocab_size=vocab_size, model_type="unigram",
    character_coverage=1.0, normalization_rule_name="identity", remove_extra_whitespaces=False,
    num_threads=2,
    max_sentence_length=1 << 20, minloglevel=2)
took = time.perf_counter() - start
sp = spm.SentencePieceProcessor(model_file=prefix + ".model")
tokens = words = 0
with open(held_out, encoding="utf-8") as lines:
    for line in lines:
        line = line.rstrip("\n")
        tokens += len(sp.encode(line))
        words += len(line.split())
print(json.dumps({"train": took, "tokens_per_word": tokens / words}))
"""

_OURS = r"""
import json, sys, time
from workbench.core import EmStepEvent, Source, TrainConfig, count_words, run, train
from workbench.core.pipeline import build_normalizer
train_path, held_out, vocab_size, pruning = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
start = time.perf_counter()
config = TrainConfig(algorithm="unigram", vocab_size=vocab_size, pruning=pruning,
                     special_tokens=["<unk>", "<s>", "</s>"])
counts = count_words([Source.for_path(train_path)], build_normalizer([]), config.build_pre_tokenizer())
counted = time.perf_counter()
phases = {"em": 0.0, "prune": 0.0}
last = [counted]
def on_event(event):
    now = time.perf_counter()
    phases["em" if isinstance(event, EmStepEvent) else "prune"] += now - last[0]
    last[0] = now
tokenizer = run(train(config, counts), on_event)
took = time.perf_counter() - start
phases["final"] = time.perf_counter() - last[0]
tokens = words = 0
with open(held_out, encoding="utf-8") as lines:
    for line in lines:
        line = line.rstrip("\n")
        tokens += len(tokenizer.encode(line).ids)
        words += len(line.split())
import resource
workers = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(json.dumps({"train": took, "count": counted - start, "phases": phases,
                  "tokens_per_word": tokens / words, "workers_rss_mb": workers}))
"""


def split_lines(corpus: str, folder: str) -> list[str]:
    opener = gzip.open if corpus.endswith(".gz") else open
    with opener(corpus, "rt", encoding="utf-8", errors="replace") as stream:
        lines = stream.readlines()
    cut = len(lines) - len(lines) // 20
    paths = [os.path.join(folder, name) for name in ("train.txt", "held_out.txt", "train.jsonl")]
    for path, part in zip(paths, (lines[:cut], lines[cut:])):
        with open(path, "w", encoding="utf-8") as out:
            out.writelines(part)
    with open(paths[2], "w", encoding="utf-8") as out:
        out.writelines(json.dumps({"text": line.rstrip("\n")}) + "\n" for line in lines[:cut])
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpora", "kjv.txt.gz"))
    parser.add_argument("--vocab-size", type=int, default=8000)
    parser.add_argument("--pruning", default="approximate", choices=("approximate", "exact"))
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="bench-unigram-")
    train_path, held_out, train_records = split_lines(args.corpus, folder)
    theirs = run_child(_THEIRS, [train_path, held_out, os.path.join(folder, "spm"), str(args.vocab_size)])
    ours = run_child(_OURS, [train_records, held_out, str(args.vocab_size), args.pruning])
    print(f"corpus {args.corpus}, vocab {args.vocab_size}, {os.cpu_count()} cores")
    print(f"sentencepiece  train {theirs['train']:7.2f} s  peak {theirs['rss_mb']:6.0f} MB  "
          f"tokens/word {theirs['tokens_per_word']:.4f}")
    print(f"ours ({args.pruning}) train {ours['train']:7.2f} s  peak {ours['rss_mb']:6.0f} MB "
          f"(+ workers up to {ours['workers_rss_mb']:.0f} MB each)  "
          f"tokens/word {ours['tokens_per_word']:.4f}")
    print(f"  ours: count {ours['count']:.2f} s, "
          + ", ".join(f"{k} {v:.2f} s" for k, v in ours["phases"].items()))
    print(f"ratio: time x{ours['train'] / theirs['train']:.2f}, tokens/word "
          f"x{ours['tokens_per_word'] / theirs['tokens_per_word']:.4f}")
    shutil.rmtree(folder)


if __name__ == "__main__":
    main()
