"""Encoding a whole corpus: ours (`workbench.core.batch.encode_batch`, processes over chunks of
lines, each model's cache of word encodings) against `tokenizers`' `encode_batch`, both on the
same number of cores, for BPE (byte-level), WordPiece (BERT) and Unigram (metaspace).

    python benchmarks/bench_encode.py [--corpus ../shared/corpora/kjv.txt.gz] [--workers 2]
        [--vocab-size 8000] [--repeat 3]

The three models are trained by `tokenizers` on the corpus and loaded by both sides, so both
encode with the same vocabulary; the ids are checked to be identical. Lines are encoded one by
one (each keeps its newline), as `evaluate` does. Times are wall-clock, best and worst of the
repeats.
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


def timed(function, repeat: int) -> tuple[list[float], object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return times, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--vocab-size", type=int, default=8000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    os.environ["RAYON_NUM_THREADS"] = str(args.workers)  # before `tokenizers` starts its pool
    from tokenizers import Tokenizer as Reference

    from workbench.core import encode_batch, load_model

    lines = read_lines(args.corpus)
    print(f"{args.corpus}: {len(lines):,} lines; {args.workers} cores; vocab {args.vocab_size}")
    with tempfile.TemporaryDirectory() as folder:
        for name, path in train_references(lines, args.vocab_size, folder).items():
            reference, ours = Reference.from_file(path), load_model(path)
            theirs_t, theirs = timed(lambda: reference.encode_batch(lines), args.repeat)
            ours_t, mine = timed(lambda: encode_batch(ours, lines, args.workers), args.repeat)
            same = all(a.ids == b.ids for a, b in zip(theirs, mine))  # type: ignore[arg-type]
            print(f"{name:10} tokenizers {min(theirs_t):6.2f}-{max(theirs_t):6.2f} s   "
                  f"ours {min(ours_t):6.2f}-{max(ours_t):6.2f} s   "
                  f"ratio {min(ours_t) / max(theirs_t):.1f}-{max(ours_t) / min(theirs_t):.1f}   "
                  f"ids identical: {same}", flush=True)


if __name__ == "__main__":
    main()
