"""How long the size curve ("one run, every size") takes once training has ended.

    python benchmarks/bench_size_curve.py [--corpus /tmp/kjv.txt] [--algorithm bpe|wordpiece]
                                          [--vocab-size 32000] [--runs 5] [--save | --model F]

Trains byte-level BPE (or WordPiece) on the corpus's lines but the last 5 %, once, then computes the exact
curve (tokens per word and characters per token at every merge step) over the held-out 5 %
several times, reporting each time (wall and CPU) and the curve's two ends. Target: within 2 s.
"""

from __future__ import annotations

import argparse
import time

from workbench.core import (
    TrainConfig, held_out, load_tokenizer, run, save_tokenizer, size_curve, train,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="/tmp/kjv.txt",
                        help="plain text (zcat ../shared/corpora/kjv.txt.gz > /tmp/kjv.txt)")
    parser.add_argument("--algorithm", choices=("bpe", "wordpiece"), default="bpe")
    parser.add_argument("--vocab-size", type=int, default=32000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--save", help="write the trained tokenizer.json here")
    parser.add_argument("--model", help="a tokenizer.json trained (with --save) on the same "
                        "lines, instead of training")
    args = parser.parse_args()
    with open(args.corpus, encoding="utf-8") as stream:
        lines = stream.readlines()
    training, sample = held_out(lines)
    if args.model:
        tokenizer = load_tokenizer(args.model)
    else:
        config = TrainConfig(algorithm=args.algorithm, vocab_size=args.vocab_size)
        started = time.perf_counter()
        tokenizer = run(train(config, dict(config.build_pre_tokenizer().count(training))))
        print(f"trained {len(tokenizer.vocab):,} tokens on {len(training):,} lines in "
              f"{time.perf_counter() - started:.1f} s", end="; ")
        if args.save:
            save_tokenizer(tokenizer, args.save)
    print(f"held out {len(sample):,} lines")
    text = "".join(sample)
    for number in range(args.runs):
        wall, cpu = time.perf_counter(), time.process_time()
        curve = size_curve(tokenizer, text)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"run {number + 1}: curve of {len(curve.tokens):,} steps in {wall:.2f} s "
              f"(CPU {cpu:.2f} s); tokens per word {curve.tokens_per_word[0]:.2f} -> "
              f"{curve.tokens_per_word[-1]:.3f}, characters per token "
              f"{curve.characters_per_token[0]:.2f} -> {curve.characters_per_token[-1]:.2f}")


if __name__ == "__main__":
    main()
