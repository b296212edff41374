"""The scale benchmarks' synthetic corpus (benchmarks/gen_corpus.py): as many distinct words as
its number of types says, in several scripts, the same bytes for the same seed."""

import sys
import unicodedata
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import gen_corpus  # noqa: E402  (a script's folder, not a package)


def test_the_vocabulary_holds_as_many_distinct_words_as_types():
    """Short words of one script repeat when drawn (a few hundred syllables each): the repeats
    are drawn again, so 20,000 types are 20,000 different words."""
    words = gen_corpus.make_vocabulary(20_000, np.random.default_rng(0))
    assert len(words) == len(set(words)) == 20_000


def test_the_words_are_in_several_scripts():
    words = gen_corpus.make_vocabulary(5_000, np.random.default_rng(1))
    scripts = {unicodedata.name(word.decode()[0]).split()[0] for word in words}
    assert {"LATIN", "CYRILLIC", "GREEK", "ARABIC", "DEVANAGARI", "CJK", "DIGIT"} <= scripts


def test_a_seed_and_size_give_the_same_bytes_in_whole_lines(tmp_path):
    paths = [tmp_path / "a.txt", tmp_path / "b.txt", tmp_path / "c.txt"]
    for path, seed in zip(paths, (0, 0, 1)):
        written = gen_corpus.write_corpus(str(path), 200_000, seed, 50_000)
        assert written == path.stat().st_size
        assert 200_000 - 2_000 < written <= 200_000
    first, same, other = (path.read_bytes() for path in paths)
    assert first == same != other
    assert first.endswith(b"\n") and b"  " not in first
