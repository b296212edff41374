"""Extend: how much a domain's text gains, and what a general text keeps, when a model trained on
kjv is extended with a technical text (issue 16's "Done when"). A measurement, not a test.

    python benchmarks/bench_extend.py [--kjv ../shared/corpora/kjv.txt.gz] \
        [--big ../shared/corpora/big.txt.gz] [--vocab-size 8000] [--add 1000]

Byte-level BPE, WordPiece and Unigram are trained on kjv's first 95 % of verses, then extended
with the English man pages in big.txt (from its first line "NAME": `--domain-lines` lines to
learn from, the next `--held-out-lines` to measure on). Reported per model: tokens per word and
the distinct words that are one token, before and after, on the domain text learned from, on the
domain's held-out lines, and on kjv's last 5 % (general); the seconds extending took; and
whether every old token kept its id.
"""

from __future__ import annotations

import argparse
import gzip
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

from workbench.core import Source, TrainConfig, count_words, run, train  # noqa: E402
from workbench.core.editing import extend, fertility, model_words  # noqa: E402
from workbench.core.pipeline import build_normalizer  # noqa: E402

CORPORA = os.path.join(ROOT, "..", "shared", "corpora")
ALGORITHMS = ("bpe", "wordpiece", "unigram")


def lines_of(path: str) -> list[str]:
    with gzip.open(path, "rt", encoding="utf-8") as stream:
        return stream.readlines()


def man_pages(big: list[str], count: int, held_out: int) -> tuple[list[str], list[str]]:
    """`count` lines of the man pages (from the first line "NAME"), and the `held_out` after."""
    start = big.index("NAME\n")
    return big[start:start + count], big[start + count:start + count + held_out]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kjv", default=os.path.join(CORPORA, "kjv.txt.gz"))
    parser.add_argument("--big", default=os.path.join(CORPORA, "big.txt.gz"))
    parser.add_argument("--vocab-size", type=int, default=8000)
    parser.add_argument("--add", type=int, default=1000)
    parser.add_argument("--domain-lines", type=int, default=20_000)
    parser.add_argument("--held-out-lines", type=int, default=5_000)
    args = parser.parse_args()
    kjv = lines_of(args.kjv)
    cut = len(kjv) * 95 // 100
    domain, held_out = man_pages(lines_of(args.big), args.domain_lines, args.held_out_lines)
    print(f"kjv: {cut:,} verses to train on, {len(kjv) - cut:,} general; domain: man pages, "
          f"{len(domain):,} lines to extend with, {len(held_out):,} held out; "
          f"vocabulary {args.vocab_size:,} + {args.add:,}")
    training = os.path.join(tempfile.mkdtemp(), "kjv-train.txt")
    with open(training, "w", encoding="utf-8") as stream:
        stream.writelines(kjv[:cut])
    for algorithm in ALGORITHMS:
        config = TrainConfig(algorithm=algorithm, vocab_size=args.vocab_size)
        counts = count_words([Source.for_path(training)], build_normalizer(config.normalizer),
                             config.build_pre_tokenizer(), drop_line_ends=config.line_ends == "drop")
        model = run(train(config, counts))
        texts = {"domain": domain, "domain held out": held_out, "general (kjv)": kjv[cut:]}
        words = {name: model_words(model, lines) for name, lines in texts.items()}
        start = time.perf_counter()
        extended = extend(model, words["domain"], args.add)
        seconds = time.perf_counter() - start
        kept = extended.vocab[:len(model.vocab)] == model.vocab
        print(f"\n{algorithm} {len(model.vocab):,} -> {len(extended.vocab):,} tokens in "
              f"{seconds:.1f} s; every old id kept: {kept}")
        for name, table in words.items():
            before, after = fertility(model, table), fertility(extended, table)
            print(f"  {name:<16} {before.tokens_per_word:5.3f} -> {after.tokens_per_word:5.3f} "
                  f"tokens per word; one-token words {before.one_token_words:,} -> "
                  f"{after.one_token_words:,} of {after.distinct_words:,}")


if __name__ == "__main__":
    main()
