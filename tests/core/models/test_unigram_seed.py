"""The Unigram seed (unigram/seed.py) at its edges, against brute force (every substring counted)
and plain Python (sorting, slicing)."""

import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support import brute_force_seed
from workbench.core.models.unigram import seed
from workbench.core.models.unigram.seed import (
    Layout, Pieces, _sorted_runs, hash_strings, seed_pieces,
)


@pytest.mark.parametrize("words", [[], [""]], ids=["no words", "an empty word"])
@pytest.mark.parametrize("coverage", [False, True])
def test_no_characters_seed_no_pieces(words, coverage):
    pieces, freqs = seed_pieces(words, np.ones(len(words)), 10, 4, coverage=coverage)
    assert (list(pieces), freqs.tolist()) == ([], [])


@pytest.mark.parametrize("coverage", [False, True])
def test_words_with_nul_and_lone_surrogates_seed_as_brute_force(coverage):
    """U+0000 and lone surrogates (a tokenizer.json may hold "\\ud800") are characters like
    any other."""
    words = {"a\x00b\ud800": 2, "\ud800\x00b": 3, "\x00b\udfff\x00b": 1}
    pieces, freqs = seed_pieces(list(words), np.array(list(words.values())), 30, 3,
                                coverage=coverage)
    assert list(zip(pieces, freqs.tolist())) == brute_force_seed(words, 30, 3, coverage)
    assert pieces.hashes.tolist() == hash_strings(list(pieces)).tolist()  # as a vocabulary's


@settings(max_examples=100, deadline=None)
@given(words=st.dictionaries(st.text("abc", min_size=1, max_size=6),
                             st.sampled_from([0.25, 0.5, 0.75, 1.5]), min_size=1, max_size=6),
       seed_size=st.integers(1, 30), longest=st.integers(1, 4), coverage=st.booleans())
def test_words_weighted_below_1_seed_as_brute_force(words, seed_size, longest, coverage):
    """Counts are weights: a substring seen with a total weight below 1 still counts (sums of
    quarters are exact in floats, so brute force adds them to the same values)."""
    pieces, freqs = seed_pieces(list(words), np.array(list(words.values())), seed_size,
                                longest, coverage=coverage)
    assert list(zip(pieces, freqs.tolist())) == brute_force_seed(words, seed_size, longest,
                                                                 coverage)


@pytest.mark.parametrize("coverage", [False, True])
def test_seeding_a_few_characters_at_a_time_seeds_as_brute_force(monkeypatch, coverage):
    """The whole-corpus arrays are filled and summed in slices: slices of 3 characters cut
    through words, sort keys and sums alike."""
    monkeypatch.setattr(seed, "_SLICE", 3)
    words = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5, "xyzzy": 1, "\x00b\x00": 2}
    pieces, freqs = seed_pieces(list(words), np.array(list(words.values())), 40, 4,
                                coverage=coverage)
    assert list(zip(pieces, freqs.tolist())) == brute_force_seed(words, 40, 4, coverage)


@pytest.mark.parametrize("coverage", [False, True])
def test_seeding_warns_of_nothing(coverage):
    words = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5, "xyzzy": 1}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        seed_pieces(list(words), np.array(list(words.values())), 12, 4, coverage=coverage)


@pytest.mark.parametrize("bound, count", [(2 ** 62, 8), (2 ** 61 + 1, 8), (2 ** 62, 16)],
                         ids=["65 bits", "65 bits, bound a power of 2 + 1", "66 bits"])
def test_sorted_runs_of_keys_too_wide_to_pack_with_their_index(bound, count):
    """Keys up to the bound, with as many indices as need 3 or 4 bits: 65 or 66 bits in all,
    more than a packed 64-bit key and index hold."""
    keys = np.array([bound - 1, 5, bound - 1, 0, 2 ** 60, 5, bound - 2, 2 ** 60,
                     3, bound - 1, 7, 0, 2 ** 59, 1, bound - 3, 9][:count], dtype=np.int64)
    order, first = _sorted_runs(keys.astype(np.uint64), bound)
    ordered = keys[order].tolist()
    assert order.tolist() == sorted(range(count), key=keys.tolist().__getitem__)  # ties by index
    assert sorted(order.tolist()) == list(range(count))
    assert first.tolist() == [True] + [a != b for a, b in zip(ordered, ordered[1:])]


def test_pieces_slice_and_take_as_a_list_of_their_strings():
    """Pieces "ab", "b", "cd", "a" as slices of "abcd"; taking none gives none."""
    lengths = np.array([2, 1, 2, 1])
    pieces = Pieces("abcd", np.array([0, 1, 2, 0]), lengths, hash_strings(["ab", "b", "cd", "a"]))
    assert pieces[1:3] == ["b", "cd"]
    assert pieces[::-2] == ["a", "b"]
    assert pieces.take([]) == []
    assert pieces.take([3, 0]) == ["a", "ab"]


@settings(max_examples=200, deadline=None)
@given(strings=st.lists(st.text(st.sampled_from("a\x00\u00e9\u0416\ud800\U0001f600"), max_size=5),
                        max_size=8),
       bounds=st.tuples(st.integers(0, 8), st.integers(0, 8)))
def test_a_layout_s_parts_hold_its_strings_and_their_room(strings, bounds):
    """What a training worker reads of the corpus: strings [first, last) of the layout, each
    character's room (characters from it to its string's end) counted by hand."""
    first, last = min(bounds[0], len(strings)), min(max(bounds), len(strings))
    part = Layout.of(strings).part(first, last)
    assert [part.string(i) for i in range(len(part))] == strings[first:last]
    assert part.room().tolist() == [len(s) - j for s in strings[first:last] for j in range(len(s))]
