"""The BPE trainers' pair table (bpe/pair_table.py) at the edges mutation testing found unpinned
(docs/mutation.md, "BPE model, pair table and vocab (session 29)"); expected values by hand."""

import random

import pytest

from workbench.core.events import run
from workbench.core.models.bpe import BpeTrainer
from workbench.core.models.bpe import pair_table
from workbench.core.models.bpe.pair_table import MAX_TOKENS, PairTable, token_lengths


def test_a_vocabulary_of_as_many_tokens_as_characters_fits_and_one_more_is_refused():
    """Token ids are stored as characters, chr(0) .. chr(0x10FFFF): 0x110000 ids."""
    assert len(token_lengths(MAX_TOKENS)) == MAX_TOKENS == 0x110000
    assert run(BpeTrainer(vocab_size=MAX_TOKENS).train({"ab": 1})).merges == [("a", "b")]
    with pytest.raises(ValueError, match="^vocab_size must be at most 1,114,112$"):
        run(BpeTrainer(vocab_size=MAX_TOKENS + 1).train({"ab": 1}))


def brute_force(words: list[str], counts: list[int]) -> tuple[dict[str, int], dict[str, list[int]]]:
    """Every adjacent pair's weighted count, and the words it occurs in, by a plain loop."""
    pair_counts: dict[str, int] = {}
    where: dict[str, list[int]] = {}
    for index, (word, count) in enumerate(zip(words, counts)):
        for pair in map("".join, zip(word, word[1:])):
            pair_counts[pair] = pair_counts.get(pair, 0) + count
            if where.setdefault(pair, [])[-1:] != [index]:
                where[pair].append(index)
    return pair_counts, where


def random_words(seed: int) -> tuple[list[str], list[int]]:
    """Words of 0-5 tokens over 4 ids, an empty or one-token word now and then, first too."""
    rng = random.Random(seed)
    words = ["".join(chr(rng.choice([0, 1, 2, 0x10FFFF])) for _ in range(rng.randint(0, 5)))
             for _ in range(rng.randint(1, 8))]
    return words, [rng.randint(1, 9) for _ in words]


@pytest.mark.parametrize("packed", [True, False], ids=["one-sort-key", "two-sort-keys"])
def test_the_initial_count_and_index_are_a_plain_recount(monkeypatch, packed):
    """The vectorized count, with its (pair, word) sort packed in one key as always below 3.7
    million words, or sorted on two keys as above (forced here), against a plain loop."""
    if not packed:
        monkeypatch.setattr(pair_table, "PACKED_BELOW", 0)
    cases = [(["", "\x00\x01"], [1, 1]), (["\x00", "\x01\x02"], [2, 3]), (["\x00"], [1]),
             ([""], [1])] + [random_words(seed) for seed in range(200)]
    for words, counts in cases:
        table = PairTable(list(words), counts, [])  # token lengths: only merging reads them
        assert (dict(table.pair_counts), table.where) == brute_force(words, counts), words
