"""Unigram's lattices: every word's edges (start, piece) over a vocabulary.

Pieces are found inside the words by `seed`'s substring hash, all words at once in numpy; the
edges are kept in flat arrays, 4 bytes each, and forward-backward and Viterbi run word by word
in C (`lattice_loops.pyx`; forward-backward on probabilities where they cannot underflow, on
their logs elsewhere). `Shards` cuts the words into shards, so that building needs temporary
memory for one shard only; `workers` deals the shards to worker processes.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
import numpy as np

from . import lattice_loops
from .seed import Layout, Pieces, hash_strings, piece_lengths

LOWEST_LOG_PROBABILITY = -690.0  # exp of more than this is a normal float64, with room
_RESTRICT_BELOW = 0.9  # lattices are compacted once less than this share of their edges lives


class PieceIndex:
    """The pieces' hashes, sorted, per length: what finding pieces inside strings looks up."""

    def __init__(self, pieces: Sequence[str]) -> None:
        hashes = pieces.hashes if isinstance(pieces, Pieces) else hash_strings(pieces)
        lengths = piece_lengths(pieces)
        self.by_length: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        for k in np.unique(lengths).tolist():
            ids = np.flatnonzero(lengths == k)
            order = np.argsort(hashes[ids])
            self.by_length[k] = (hashes[ids][order], ids[order].astype(np.int32))
        self.lengths = lengths.astype(np.int64)


class PieceScores:
    """The pieces' log-probabilities, with what the E step derives from them once for all
    shards: their probabilities and the lowest finite log-probability."""

    def __init__(self, logs: np.ndarray) -> None:
        self.logs = np.ascontiguousarray(logs, dtype=np.float64)
        self.probabilities = np.exp(self.logs)
        finite = logs[np.isfinite(logs)]
        self.lowest = float(finite.min()) if len(finite) else 0.0


class Lattices:
    """The lattices of many strings over one vocabulary, as three flat arrays: each string's
    length, how many edges leave each position (the strings' positions end to end), and each
    edge's piece, in order of (string, start, length). An edge ends at its start plus its
    piece's length, so edges cost 4 bytes each; the passes (`lattice_loops.pyx`) walk one
    string at a time.
    """

    @classmethod
    def build(cls, strings: Collection[str] | Layout, index: PieceIndex,
              max_piece_length: int) -> Lattices:
        """Every occurrence of every piece inside every string."""
        layout = Layout.of(strings)
        parts = []
        for k, valid, hashes in layout.hashes(max_piece_length):
            if k not in index.by_length:
                continue
            sorted_hashes, ids = index.by_length[k]
            where = np.searchsorted(sorted_hashes, hashes).clip(max=len(sorted_hashes) - 1)
            hit = sorted_hashes[where] == hashes
            parts.append((valid[hit], ids[where[hit]]))
        position, piece = (np.concatenate(p) for p in zip(*parts)) if parts else (
            np.zeros(0, np.int64), np.zeros(0, np.int32))
        del parts
        # Each part is sorted by position and the parts come by length: a stable sort by
        # position orders the edges by (string, start, length).
        order = np.argsort(position, kind="stable")
        fan = np.bincount(position, minlength=len(layout.codes)).astype(np.uint16)
        return cls(layout.lengths, fan, piece[order], index.lengths)

    def __init__(self, lengths: np.ndarray, fan: np.ndarray, piece: np.ndarray,
                 piece_length: np.ndarray) -> None:
        self.lengths = lengths  # int64, characters per string
        self.fan = fan  # uint16, edges leaving each position
        self.piece = piece  # int32, each edge's piece
        self.piece_length = piece_length  # int64, characters per piece of the vocabulary

    def restrict(self, alive: np.ndarray) -> Lattices:
        """The same lattices with only the edges of live pieces; or these lattices, if few of
        their edges are dead (the passes give dead pieces -inf: their edges cost a little
        time, as copying the others would)."""
        keep = alive[self.piece]
        if np.count_nonzero(keep) > _RESTRICT_BELOW * len(keep):  # no mean: there may be no edges
            return self
        return self._keep(keep)

    def without_whole_strings(self, first_piece: int) -> Lattices:
        """String i being piece first_piece + i: these lattices without the edge that is the
        whole string, so that a Viterbi pass gives each piece's best split into others."""
        string_of_position = np.repeat(np.arange(len(self.lengths)), self.lengths)
        string_of_edge = np.repeat(string_of_position, self.fan)
        return self._keep(self.piece != string_of_edge + first_piece)

    def _keep(self, keep: np.ndarray) -> Lattices:
        """Only the edges in `keep`."""
        position = np.repeat(np.arange(len(self.fan)), self.fan)
        fan = np.bincount(position[keep], minlength=len(self.fan)).astype(np.uint16)
        return Lattices(self.lengths, fan, self.piece[keep], self.piece_length)

    def expected_counts(self, scores: PieceScores, weights: np.ndarray) -> tuple[np.ndarray, float]:
        """E step: expected count of each piece over all strings (weighted), and the
        log-likelihood sum of weight * log P(string). A string runs on probabilities where
        they cannot underflow (two to three times faster: no exp and log per edge): every
        position is reached by the path of single characters, so no path sum is below
        exp(lowest score x the string's length); none is above the string's length, as the
        probabilities sum to at most 1."""
        counts = np.zeros(len(scores.logs))
        log_likelihood = lattice_loops.expected_counts(
            self.lengths, self.fan, self.piece, self.piece_length, scores.probabilities,
            scores.logs, scores.lowest, LOWEST_LOG_PROBABILITY,
            np.ascontiguousarray(weights, np.float64), counts)
        return counts, log_likelihood

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Best segmentation of every string that has one: (string, piece) per token, each
        string's last first, and each string's best score (-inf where no segmentation exists)."""
        return lattice_loops.viterbi(self.lengths, self.fan, self.piece, self.piece_length,
                                     np.ascontiguousarray(scores, np.float64))


class Shards:
    """Lattices of many strings cut into shards of about SHARD_CHARS characters, so that building
    them and every pass need temporary memory for one shard only. `weights` (one per string)
    weigh the expected counts."""

    SHARD_CHARS = 1 << 18

    def __init__(self, parts: list[tuple[int, Lattices]], weights: np.ndarray) -> None:
        self.parts = parts  # (index of the shard's first string, its lattices)
        self.weights = weights

    @classmethod
    def build(cls, strings: Collection[str] | Layout, pieces: Sequence[str],
              max_piece_length: int, weights: np.ndarray | None = None,
              ranges: list[tuple[int, int]] | None = None) -> Shards:
        layout, index = Layout.of(strings), PieceIndex(pieces)
        parts = [(first, Lattices.build(layout.part(first, last), index, max_piece_length))
                 for first, last in (string_ranges(layout.lengths, cls.SHARD_CHARS)
                                     if ranges is None else ranges)]
        return cls(parts, np.ones(len(layout)) if weights is None else weights)

    def restrict(self, alive: np.ndarray) -> Shards:
        """Only the edges of live pieces (see `Lattices.restrict`), in place, shard by shard:
        a shard's old lattices are let go as soon as its new ones are made, so that compacting
        holds one shard twice, not all of them."""
        for i, (first, part) in enumerate(self.parts):
            self.parts[i] = (first, part.restrict(alive))
        return self

    @property
    def firsts(self) -> list[int]:
        return [first for first, _ in self.parts]

    def shard_counts(self, scores: np.ndarray) -> list[tuple[tuple[np.ndarray, np.ndarray], float]]:
        """Each shard's expected counts, as (pieces, counts) of the pieces it has, and its
        log-likelihood: a shard's answer stays as small as the shard."""
        results = []
        piece_scores = PieceScores(scores)
        for first, part in self.parts:
            counts, log_likelihood = part.expected_counts(
                piece_scores, self.weights[first:first + len(part.lengths)])
            present = np.flatnonzero(counts)
            results.append(((present, counts[present]), log_likelihood))
        return results

    def expected_counts(self, scores: np.ndarray) -> tuple[np.ndarray, float]:
        return sum_shards(self.shard_counts(scores), len(scores))

    def shard_frequencies(self, scores: np.ndarray) -> list[tuple[tuple[np.ndarray, np.ndarray], float]]:
        """Each shard's piece frequencies in its strings' best segmentations (weighted), as
        (pieces, frequencies) of the pieces used, with a log-likelihood of 0: what pruning
        needs of a Viterbi pass, a shard's answer as small as its vocabulary rather than as
        long as its tokens."""
        results = []
        for first, part in self.parts:
            strings, pieces, _ = part.viterbi(scores)
            weights = self.weights[first:first + len(part.lengths)]
            freq = np.bincount(pieces, weights=weights[strings], minlength=len(scores))
            used = np.flatnonzero(freq)
            results.append(((used, freq[used]), 0.0))
        return results

    def frequencies(self, scores: np.ndarray) -> np.ndarray:
        """Each piece's frequency in the best segmentations, weighted, summed shard by shard."""
        return sum_shards(self.shard_frequencies(scores), len(scores))[0]

    def shard_viterbi(self, scores: np.ndarray) -> list[tuple[int, tuple]]:
        """Each shard's Viterbi results, string indices made global."""
        results = []
        for first, part in self.parts:
            strings, pieces, best = part.viterbi(scores)
            results.append((first, (first + strings, pieces, best)))
        return results

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return concatenate_shards([result for _, result in self.shard_viterbi(scores)])

    def close(self) -> None:
        """Nothing to release (worker-backed shards override this)."""

    def own_lattices(self, names: list[str], max_piece_length: int) -> OwnLattices:
        """The lattices of these pieces over themselves, here (see `OwnLattices`)."""
        return OwnLattices(Shards.build(names, names, max_piece_length))


class OwnLattices:
    """The pieces' lattices over the pieces, without each piece's edge over its whole string,
    for each piece's best segmentation into others. Passes drop the edges of dead pieces (see
    `Lattices.restrict`)."""

    def __init__(self, shards: Shards) -> None:
        for i, (first, part) in enumerate(shards.parts):  # in place, as `Shards.restrict`
            shards.parts[i] = (first, part.without_whole_strings(first))
        self.shards = shards

    def viterbi(self, alive: np.ndarray, scores: np.ndarray) -> tuple[np.ndarray, ...]:
        """`Lattices.viterbi` of the live pieces, each without its own whole-string edge."""
        return concatenate_shards([r for _, r in self.shard_viterbi(alive, scores)])

    def shard_viterbi(self, alive: np.ndarray, scores: np.ndarray) -> list[tuple[int, tuple]]:
        self.shards = self.shards.restrict(alive)
        return self.shards.shard_viterbi(scores)


def string_ranges(lengths: np.ndarray, chars_per_range: int) -> list[tuple[int, int]]:
    """Contiguous (first, last) ranges of strings (of these lengths) holding about
    `chars_per_range` characters: each ends with the string that brings it to `chars_per_range`
    (or with the last one).

    >>> string_ranges(np.array([3, 1, 2, 0, 4]), 3)
    [(0, 1), (1, 3), (3, 5)]
    """
    ends = np.cumsum(lengths)
    ranges = []
    first, before = 0, 0
    while first < len(lengths):
        last = int(np.searchsorted(ends, before + chars_per_range)) + 1
        last = min(max(last, first + 1), len(lengths))
        ranges.append((first, last))
        first, before = last, int(ends[last - 1])
    return ranges


def sum_shards(per_shard: list, size: int) -> tuple[np.ndarray, float]:
    """Shard results added in shard order: the same floats however shards meet workers."""
    counts, log_likelihood = np.zeros(size), 0.0
    for (pieces, shard_counts), shard_likelihood in per_shard:
        counts[pieces] += shard_counts
        log_likelihood += shard_likelihood
    return counts, log_likelihood


def concatenate_shards(results: list[tuple]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Viterbi results of shards, in shard order, as one."""
    if not results:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0)
    strings, pieces, best = zip(*results)
    return np.concatenate(strings), np.concatenate(pieces), np.concatenate(best)
