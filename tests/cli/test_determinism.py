"""The same corpus and settings give byte-identical files in processes with different string
hashing (PYTHONHASHSEED), for every algorithm: nothing depends on the order of a set or dict
of strings."""

import os
import subprocess
import sys

RUNS = {
    "bpe-byte-level": ["--algorithm", "bpe", "--vocab-size", "1500"],
    "bpe-characters": ["--algorithm", "bpe", "--vocab-size", "800", "--pre-tokenizer", "whitespace",
                       "--tie-break", "first-seen", "--continuing-subword-prefix", "##",
                       "--limit-alphabet", "60"],
    "wordpiece": ["--algorithm", "wordpiece", "--vocab-size", "800", "--normalizer", "bert"],
    "unigram": ["--algorithm", "unigram", "--vocab-size", "800", "--seed-size", "8000"],
    "unigram-exact": ["--algorithm", "unigram", "--vocab-size", "300", "--seed-size", "1000",
                      "--pruning", "exact", "--n-sub-iterations", "0"],
}

# One process trains every run (one interpreter start per hash seed, not per run).
SCRIPT = """
import sys
from workbench.cli import main
corpus, folder, runs = sys.argv[1], sys.argv[2], eval(sys.argv[3])
for name, options in runs.items():
    assert main(["train", corpus, "-o", f"{folder}/{name}.json", "--quiet", *options]) == 0
"""


def test_training_does_not_depend_on_string_hashing(sample_slice, multilingual, tmp_path):
    corpus = tmp_path / "corpus.txt"
    head = open(sample_slice, encoding="utf-8").read()[:60_000]
    corpus.write_text(head + multilingual * 20, encoding="utf-8")
    folders = []
    for seed in ("1", "2"):
        folder = tmp_path / f"seed-{seed}"
        folder.mkdir()
        result = subprocess.run(
            [sys.executable, "-c", SCRIPT, str(corpus), str(folder), repr(RUNS)],
            env={**os.environ, "PYTHONHASHSEED": seed}, capture_output=True, timeout=300)
        assert result.returncode == 0, result.stderr.decode()
        folders.append(folder)
    for name in RUNS:
        first, second = ((folder / f"{name}.json").read_bytes() for folder in folders)
        assert first == second, name
