"""The BPE trainers' pair table (bpe/pair_table.py) at the edges mutation testing found unpinned
(docs/mutation.md); expected values by hand."""

import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from workbench.core.models.bpe import BpeTrainer
from workbench.core.models.bpe import pair_table
from workbench.core.models.bpe import vocab as vocab_module
from workbench.core.models.bpe.pair_table import MAX_TOKENS, PairTable, token_lengths
from workbench.core.models.bpe.vocab import Vocab, split_words
from workbench.core.runtime.events import run


def key(pair: str) -> int:
    """The table's key of a pair of tokens written as two characters chr(id)."""
    return ord(pair[0]) * pair_table.MAX_TOKENS + ord(pair[1])


def ids(words: list[str]) -> list[list[int]]:
    return [list(map(ord, word)) for word in words]


def test_a_vocabulary_of_as_many_tokens_as_characters_fits_and_one_more_is_refused():
    """Token ids are stored as characters, chr(0) .. chr(0x10FFFF): 0x110000 ids."""
    assert len(token_lengths(MAX_TOKENS)) == MAX_TOKENS == 0x110000
    assert run(BpeTrainer(vocab_size=MAX_TOKENS).train({"ab": 1})).merges == [("a", "b")]
    with pytest.raises(ValueError, match="^vocab_size must be at most 1,114,112$"):
        run(BpeTrainer(vocab_size=MAX_TOKENS + 1).train({"ab": 1}))


def brute_force(words: list[str], counts: list[int]) -> tuple[dict[int, int], dict[int, list[int]]]:
    """Every adjacent pair's weighted count, and the words it occurs in, by a plain loop."""
    pair_counts: dict[int, int] = {}
    where: dict[int, list[int]] = {}
    for index, (word, count) in enumerate(zip(words, counts)):
        for pair in map(key, map("".join, zip(word, word[1:]))):
            pair_counts[pair] = pair_counts.get(pair, 0) + count
            if where.setdefault(pair, [])[-1:] != [index]:
                where[pair].append(index)
    return pair_counts, where


def random_words(seed: int) -> tuple[list[str], list[int]]:
    """Words of 0-5 tokens over 5 ids (a surrogate code point among them: id 0xD800 of a
    vocabulary of 55,297 tokens or more), an empty or one-token word now and then, first too."""
    rng = random.Random(seed)
    words = ["".join(chr(rng.choice([0, 1, 2, 0xD800, 0x10FFFF])) for _ in range(rng.randint(0, 5)))
             for _ in range(rng.randint(1, 8))]
    return words, [rng.randint(1, 9) for _ in words]


@pytest.mark.parametrize("entries_at_once", [1 << 22, 1, 3], ids=["all-at-once", "1", "3"])
@pytest.mark.parametrize("packed", [True, False], ids=["one-sort-key", "two-sort-keys"])
def test_the_initial_count_and_index_are_a_plain_recount(monkeypatch, packed, entries_at_once):
    """The vectorized count, with its (pair, word) sort packed in one key as always below 3.7
    million words, or sorted on two keys as above (forced here), against a plain loop; the
    index's lists made all at once (a small corpus) or a few entries at a time (a large one)."""
    if not packed:
        monkeypatch.setattr(pair_table, "PACKED_BELOW", 0)
    monkeypatch.setattr(pair_table, "_ENTRIES_AT_ONCE", entries_at_once)
    cases = [(["", "\x00\x01"], [1, 1]), (["\x00", "\x01\x02"], [2, 3]), (["\x00"], [1]),
             ([""], [1])] + [random_words(seed) for seed in range(200)]
    for words, counts in cases:
        table = PairTable(list(words), counts, token_lengths(0))  # only merging reads lengths
        assert (dict(table.pair_counts), table.where) == brute_force(words, counts), words


def test_each_pair_taken_with_its_words_is_a_plain_recount():
    """take_where, the heap's start (views of the count's array), against a plain loop; the
    table keeps no index after it."""
    for words, counts in [random_words(seed) for seed in range(200)]:
        table = PairTable(list(words), counts, token_lengths(0))
        taken = {pair: list(indices) for pair, indices in table.take_where()}
        assert taken == brute_force(words, counts)[1], words
        assert table.where == {}


@given(words=st.lists(st.text(alphabet="ab\x00é\U0001F600c", max_size=6), max_size=8),
       known=st.sets(st.sampled_from(["a", "b", "\x00", "é", "\U0001F600", "ab"])))
def test_words_split_into_the_ids_of_their_known_characters(words, known):
    """Each word as the ids of its characters in the vocabulary, the others left out (an
    empty word stays empty), as a plain loop finds them."""
    vocab = Vocab(["[UNK]", *sorted(known)])
    expected = [[vocab.ids[c] for c in word if c in vocab] for word in words]
    assert split_words(words, vocab).lists() == expected


@pytest.mark.parametrize("at_once", [1, 2, 5])
def test_words_split_a_slice_at_a_time_as_a_plain_loop_splits_them(monkeypatch, at_once):
    """The characters looked up a few words at a time (a large corpus's slices) give each word
    its own ids, unknown characters left out, whatever the slices' bounds."""
    monkeypatch.setattr(vocab_module, "_WORDS_AT_ONCE", at_once)
    rng = random.Random(at_once)
    words = ["".join(rng.choice("abcé\U0001F600") for _ in range(rng.randint(0, 4)))
             for _ in range(23)]
    vocab = Vocab(["a", "é", "\U0001F600"])
    assert split_words(words, vocab).lists() == [[vocab.ids[c] for c in w if c in vocab]
                                                 for w in words]


def pairs_in(words: list[str]) -> list[str]:
    """The distinct adjacent pairs of the words, each as its two characters, sorted."""
    return sorted({word[i:i + 2] for word in words for i in range(len(word) - 1)})


@pytest.mark.parametrize("max_token_length", [None, 3, 4])
def test_a_merge_leaves_the_counts_and_index_of_a_plain_recount(max_token_length):
    """Merging a pair into a new token (id 3, 2 symbols long) in the words the index gives: the
    words are str.replace's, the counts a recount of them (the merged pair's own count is the
    caller's; a pair with the new token is counted only if its token would be shorter than
    max_token_length), each pair with the new token listed with the words it is in, every pair
    that lost occurrences touched, and the occurrences merged counted by weight."""
    lengths = np.array([1, 1, 1, 2] + [1] * (0x10FFFF - 3), dtype=np.int32)
    new = chr(3)

    def holds_new(pair: int) -> bool:
        return 3 in divmod(pair, MAX_TOKENS)

    def fits(pair: int) -> bool:
        return (max_token_length is None
                or sum(lengths[i] for i in divmod(pair, MAX_TOKENS)) < max_token_length)

    for seed in range(100):
        words, counts = random_words(seed)
        before, _ = brute_force(words, counts)
        for text in pairs_in(words):
            pair = key(text)
            table = PairTable(list(words), counts, lengths.copy(),
                              max_token_length=max_token_length)
            touched: set[int] = set()
            gained, merged = table.merge(pair, 3, table.where[pair], touched)
            after = [word.replace(text, new) for word in words]
            recount, where = brute_force(after, counts)
            expected = {p: c for p, c in recount.items() if not holds_new(p) or fits(p)}
            assert table.words() == ids(after)
            counted = {p: c for p, c in table.pair_counts.items() if c and p != pair}
            # (new, x) too long, unmade by a touching occurrence, goes below 0 as in
            # `tokenizers`' Word.merge (its -1 is not paired with a +1); it is never a candidate
            assert all(holds_new(p) and not fits(p) for p, c in counted.items() if c < 0)
            assert {p: c for p, c in counted.items() if c > 0} == expected
            # each pair with the new token lists, in order, the words it is in; and maybe a
            # word where one occurrence made it and the next, touching, unmade it (as the
            # index may hold a word that lost a pair: first_seen skips those)
            assert {p for p, c in counted.items() if c > 0 and holds_new(p)} <= set(gained)
            for made, listed in gained.items():
                assert set(where.get(made, [])) <= set(listed) <= set(table.where[pair])
                assert list(listed) == sorted(set(listed)) and holds_new(made)
            assert {p for p, c in before.items() if recount.get(p, 0) < c and p != pair} <= touched
            assert merged == sum(w.count(text) * c for w, c in zip(words, counts))


def test_a_merge_goes_on_past_a_word_that_lost_the_pair_to_an_earlier_merge():
    """a b c and b c: merging (a, b) takes b from the first word, which the index still lists
    for (b, c); merging (b, c) then skips that word and merges it in the second: ab c, bc."""
    table = PairTable(["\x00\x01\x02", "\x01\x02"], [1, 1],
                      np.array([1, 1, 1, 2, 2], dtype=np.int32))
    table.merge(key("\x00\x01"), 3, table.where[key("\x00\x01")])
    assert table.where[key("\x01\x02")] == [0, 1]
    _, merged = table.merge(key("\x01\x02"), 4, table.where[key("\x01\x02")])
    assert table.words() == [[3, 2], [4]] and merged == 1


def test_the_count_sorts_on_two_keys_where_one_packed_key_would_overflow(monkeypatch):
    """The packed key (left * MAX_TOKENS + right) * words + word must stay below 2**62, which
    the real MAX_TOKENS reaches at 3.7 million words. Raised here to 2**35, 1,000 words pass
    it: a pair of id 0x10FFFF would pack to about 2**65, so the count must take the two-key
    sort (a bound that divides by the words, or leaves out MAX_TOKENS, packs and overflows),
    and still be a plain recount."""
    monkeypatch.setattr(pair_table, "MAX_TOKENS", 2**35)
    rng = random.Random(0)
    words = ["".join(chr(rng.choice([0, 1, 0x10FFFF])) for _ in range(rng.randint(0, 4)))
             for _ in range(1000)]
    counts = [rng.randint(1, 9) for _ in words]
    table = PairTable(list(words), counts, token_lengths(0))
    assert (dict(table.pair_counts), table.where) == brute_force(words, counts)


def test_a_merge_counts_every_occurrence_of_a_word_that_holds_the_pair_three_times_or_more():
    """The random words above hold a pair at most twice: here words of 6-12 tokens over two ids
    (and a b a b a b a b c by hand), every pair merged into id 3, against a plain recount of
    str.replace's words (a search that jumped from the first occurrence to the last missed the
    ones between: session 31's mutation run)."""
    rng = random.Random(0)
    cases = [(["\x00\x01" * 4 + "\x02"], [1])] + [
        (["".join(rng.choice("\x00\x01") for _ in range(rng.randint(6, 12))) for _ in range(3)],
         [1, 2, 5]) for _ in range(30)]
    for words, counts in cases:
        for text in pairs_in(words):
            pair = key(text)
            table = PairTable(list(words), counts, np.array([1, 1, 1, 2], dtype=np.int32))
            _, merged = table.merge(pair, 3, table.where[pair])
            after = [word.replace(text, "\x03") for word in words]
            recount, _ = brute_force(after, counts)
            assert table.words() == ids(after)
            assert {p: c for p, c in table.pair_counts.items() if c and p != pair} == recount
            assert merged == sum(word.count(text) * c for word, c in zip(words, counts))


def test_a_word_that_gains_a_pair_twice_in_one_merge_is_listed_once():
    """a b c a b c: merging (a, b) makes (ab, c) at both occurrences: the word is listed once
    for it, as `tokenizers` lists a word once per pair it gains."""
    table = PairTable(["\x00\x01\x02\x00\x01\x02"], [1], token_lengths(4))
    gained, merged = table.merge(key("\x00\x01"), 3, table.where[key("\x00\x01")])
    assert gained == {key("\x03\x02"): (0,), key("\x02\x03"): (0,)} and merged == 2
    assert table.pair_counts[key("\x03\x02")] == 2


def test_a_pair_unmade_where_it_was_never_counted_keeps_its_count_below_zero():
    """a b a b with max_token_length 3: merging (a, b) into ab (2 symbols), the first
    occurrence would make (ab, a), too long to be counted, and the second, touching, unmakes it:
    its count is -1, as in `tokenizers`' trainer, which adds every change to the pair's count;
    (b, a) goes to 0 and leaves the table; (a, b) is the caller's."""
    lengths = token_lengths(4)
    table = PairTable(["\x00\x01\x00\x01"], [1], lengths, max_token_length=3)
    lengths[3] = 2
    table.merge(key("\x00\x01"), 3, table.where[key("\x00\x01")])
    assert table.pair_counts == {key("\x00\x01"): 2, key("\x03\x00"): -1}


def test_the_gained_lists_share_the_int_objects_of_the_merge_s_list():
    """A gained list holds the very int objects of the list the merge was given: at 1 GB the
    lists hold tens of millions of entries, and a new int for each is 32 bytes more. (Word
    indices over 256: Python keeps one object of each small int anyway.)"""
    words = ["\x02"] * 300 + ["\x00\x01\x02", "\x02\x00\x01"] * 3
    table = PairTable(words, [1] * len(words), token_lengths(4))
    indices = [int(str(index)) for index in table.where[key("\x00\x01")]]  # ints of their own
    gained, _ = table.merge(key("\x00\x01"), 3, indices)
    assert gained and all(any(word is index for index in indices)
                          for listed in gained.values() for word in listed)


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_words_taken_as_arrays_are_merged_as_one_int_object_per_word(dtype):
    """A pair's words taken as an array (the heap's first entries; int64 beyond 2**31 words)
    become the table's one int object per word when merged: the gained tuples of two merges
    share them (over 256: Python keeps one object of each small int anyway)."""
    words = ["\x03"] * 300 + ["\x00\x01\x02\x03"] * 3
    table = PairTable(words, [1] * len(words), token_lengths(6))
    taken = {pair: indices.astype(dtype) for pair, indices in table.take_where()}
    left, _ = table.merge(key("\x00\x01"), 4, taken[key("\x00\x01")])  # gains (4, 2)
    right, _ = table.merge(key("\x02\x03"), 5, taken[key("\x02\x03")])  # gains (4, 5)
    assert left == {key("\x04\x02"): (300, 301, 302)}
    assert right == {key("\x04\x05"): (300, 301, 302)}
    assert all(a is b for a, b in zip(left[key("\x04\x02")], right[key("\x04\x05")]))
