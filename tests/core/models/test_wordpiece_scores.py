"""The compiled WordPiece scores against a brute force: after every update, the best pair is the
one that scoring every live pair from scratch picks, with either tie rule."""

import random

import numpy as np
import pytest

from workbench.core.models.wordpiece.score_loops import Scores

TOKENS = 300
MAX = 1000  # pair key = left * MAX + right


def brute_best(freq, counts, min_count, tie_key):
    live = [(count / (freq[p // MAX] * freq[p % MAX]), p) for p, count in counts.items()
            if count >= min_count]
    if not live:
        return None
    best = max(score for score, _ in live)
    return min((p for score, p in live if score == best), key=tie_key), best


def random_pair(rng, holding):
    token = rng.choice(holding)
    other = rng.randrange(TOKENS)
    return token * MAX + other if rng.random() < 0.5 else other * MAX + token


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("room", [0, 4 * 4096])
def test_best_equals_a_rescoring_of_every_pair_after_each_update(seed, room):
    """Thousands of pairs (more than one block of 64 blocks of 64 rows), coarse scores so that
    ties are common, counts that fall to and below zero and rise again, pairs never seen
    before; first-seen keys that change whenever a pair's count does."""
    rng = random.Random(seed)
    min_count = rng.choice([1, 2, 3])
    first_seen = seed % 2 == 0
    freq = np.array([rng.choice([1, 2, 4, 8]) for _ in range(TOKENS)], dtype=np.int64)
    counts = {left * MAX + right: rng.randrange(-1, 9)
              for left, right in {(rng.randrange(TOKENS), rng.randrange(TOKENS))
                                  for _ in range(9000)}}
    order = {}  # pair -> its first-seen key, new whenever its count changes
    asked = []

    def first_seen_of(pair):
        asked.append(pair)
        return order[pair]

    def renumber(pairs):
        for pair in pairs:
            order[pair] = (rng.randrange(10**6), rng.randrange(50))

    renumber(counts)
    tie_key = order.__getitem__ if first_seen else (lambda pair: pair)
    keys = np.fromiter(counts, dtype=np.int64)
    scores = Scores(freq, keys, np.fromiter(counts.values(), dtype=np.int64), MAX, min_count,
                    first_seen_of if first_seen else None, room)
    mirror = freq.tolist()
    for _ in range(150):
        assert scores.best() == brute_best(mirror, counts, min_count, tie_key)
        left, right, new = rng.randrange(TOKENS), rng.randrange(TOKENS), rng.randrange(TOKENS)
        merged = rng.randrange(0, 2)
        after = mirror.copy()
        for token, change in ((left, -merged), (right, -merged), (new, merged)):
            after[token] += change
        if min(after) < 1:  # a live pair's tokens occur
            merged, after = 0, mirror
        mirror = after
        changed = {random_pair(rng, [left, right, new]) for _ in range(rng.randrange(12))}
        for pair in changed:
            counts[pair] = counts.get(pair, 0) + rng.randrange(-4, 5)
        renumber(changed)
        scores.update(changed, counts, left, right, new, merged)
        assert freq.tolist() == mirror  # the array given is the one kept
    assert scores.room > 4096
    if not first_seen:
        assert not asked


def test_no_live_pair_is_none():
    freq = np.ones(3, dtype=np.int64)
    scores = Scores(freq, np.array([1], dtype=np.int64), np.array([1], dtype=np.int64), 3, 2)
    assert scores.best() is None
    scores.update([1], {1: 2}, 0, 0, 1, 0)
    assert scores.best() == (1, 2.0)
