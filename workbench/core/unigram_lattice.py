"""Unigram training arrays: the seed vocabulary and every word's lattice, vectorised with numpy.

All words are laid out one after another in a single array of code points. A substring is found
by a 64-bit polynomial hash of its code points, computed for every position and length at once,
so counting candidate pieces and finding every vocabulary piece inside every word never loops
over words in Python. A word's lattice is its edges (start, end, piece); edges of all words are
kept in flat arrays sorted by end position, and forward-backward and Viterbi run position by
position over all words together.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_BASE = np.uint64(0x9E3779B97F4A7C15)  # odd: the hash is a bijection of the last code point
NEG_INF = -np.inf


@dataclass
class Layout:
    """Strings laid end to end: code points, where each string starts, and how long it is."""

    codes: np.ndarray  # uint64 code point + 1 per character
    starts: np.ndarray  # int64, start of each string in `codes`
    lengths: np.ndarray  # int64
    owner: np.ndarray  # int64, string index of each character
    room: np.ndarray  # int64, characters from each position to the end of its string

    @classmethod
    def of(cls, strings: list[str]) -> Layout:
        lengths = np.fromiter(map(len, strings), dtype=np.int64, count=len(strings))
        raw = "".join(strings).encode("utf-32-le", "surrogatepass")
        codes = np.frombuffer(raw, dtype=np.uint32).astype(np.uint64) + np.uint64(1)
        starts = np.zeros(len(strings), dtype=np.int64)
        np.cumsum(lengths[:-1], out=starts[1:])
        owner = np.repeat(np.arange(len(strings), dtype=np.int64), lengths)
        room = (starts + lengths)[owner] - np.arange(len(codes), dtype=np.int64)
        return cls(codes, starts, lengths, owner, room)

    def hashes(self, max_length: int):
        """Yield (k, positions, hashes) for k = 1..max_length: every substring of length k."""
        running = np.zeros(len(self.codes), dtype=np.uint64)
        for k in range(1, max_length + 1):
            valid = np.flatnonzero(self.room >= k)
            if not len(valid):
                return
            with np.errstate(over="ignore"):
                running[valid] = running[valid] * _BASE + self.codes[valid + k - 1]
            yield k, valid, running[valid].copy()


def hash_strings(strings: list[str]) -> np.ndarray:
    """The hash `Layout.hashes` gives each of these strings as a substring."""
    layout = Layout.of(strings)
    out = np.zeros(len(strings), dtype=np.uint64)
    for j in range(int(layout.lengths.max(initial=0))):
        longer = np.flatnonzero(layout.lengths > j)
        with np.errstate(over="ignore"):
            out[longer] = out[longer] * _BASE + layout.codes[layout.starts[longer] + j]
    return out


def seed_pieces(
    words: list[str], counts: np.ndarray, seed_size: int, max_piece_length: int
) -> tuple[list[str], np.ndarray]:
    """Every character, then the most frequent substrings of 2..max_piece_length characters.

    Frequencies count every occurrence, weighted by the word's count. Characters come in order of
    first appearance; substrings by descending frequency, ties by first occurrence (words in
    order, substrings left to right, shorter first), as the course's stable sort leaves them.
    """
    layout = Layout.of(words)
    weight = counts.astype(np.float64)[layout.owner]
    chars: tuple[list[str], np.ndarray] | None = None
    candidates = []  # per length: (frequency, first position, length)
    text = "".join(words)
    for k, valid, hashes in layout.hashes(max_piece_length):
        unique, first, inverse = np.unique(hashes, return_index=True, return_inverse=True)
        freq = np.bincount(inverse, weights=weight[valid], minlength=len(unique))
        first_pos = valid[first]
        if k == 1:
            order = np.argsort(first_pos, kind="stable")
            chars = ([text[p] for p in first_pos[order].tolist()], freq[order])
            continue
        best = np.lexsort((first_pos, -freq))[:seed_size]
        candidates.append((freq[best], first_pos[best], np.full(len(best), k)))
    assert chars is not None
    room = max(0, seed_size - len(chars[0]))
    if candidates and room:
        freq, first_pos, length = (np.concatenate(c) for c in zip(*candidates))
        best = np.lexsort((length, first_pos, -freq))[:room]
        subwords = [text[p:p + k] for p, k in zip(first_pos[best].tolist(), length[best].tolist())]
        return chars[0] + subwords, np.concatenate([chars[1], freq[best]])
    return chars[0], chars[1]


class Lattices:
    """The lattices of many strings over one vocabulary, as flat edge arrays.

    Edges are sorted by (end, string, start): forward passes visit them end position by end
    position, and within an end position the smallest start comes first, which is the tie rule
    of the course's Viterbi (scan starts left to right, replace only on a strictly better score).
    """

    def __init__(self, strings: list[str], pieces: list[str], max_piece_length: int) -> None:
        layout = Layout.of(strings)
        self.n_strings = len(strings)
        self.lengths = layout.lengths
        vocab_hashes = hash_strings(pieces)
        piece_len = np.fromiter(map(len, pieces), dtype=np.int64, count=len(pieces))
        edge_parts = []
        for k, valid, hashes in layout.hashes(max_piece_length):
            of_length = np.flatnonzero(piece_len == k)
            if not len(of_length):
                continue
            order = np.argsort(vocab_hashes[of_length])
            sorted_hashes = vocab_hashes[of_length][order]
            where = np.searchsorted(sorted_hashes, hashes).clip(max=len(sorted_hashes) - 1)
            hit = sorted_hashes[where] == hashes
            positions = valid[hit]
            owner = layout.owner[positions]
            start = positions - layout.starts[owner]
            edge_parts.append((owner, start, start + k, of_length[order][where[hit]]))
        owner, start, end, piece = (np.concatenate(p) for p in zip(*edge_parts))
        self.node_base = np.zeros(self.n_strings, dtype=np.int64)  # node of (string, 0)
        np.cumsum(self.lengths[:-1] + 1, out=self.node_base[1:])
        self.n_nodes = int((self.lengths + 1).sum())
        # one int64 key per edge: sorting by it sorts by (end, string, start)
        span = max_piece_length + 1
        order = np.argsort((end * self.n_strings + owner) * span + (span - 1 - (end - start)))
        self.string = owner[order].astype(np.int32)
        self.start = start[order].astype(np.int32)
        self.end = end[order].astype(np.int32)
        self.piece = piece[order].astype(np.int32)
        self.src = self.node_base[self.string] + self.start
        self.dst = self.src + (self.end - self.start)
        # the same edges by (start, string), as positions in the order above
        self.by_start = np.argsort(self.start.astype(np.int64) * self.n_strings + self.string,
                                   kind="stable")

    def restrict(self, alive: np.ndarray, exclude: np.ndarray | None = None) -> _Active:
        """The edges whose piece is alive (and not excluded), ready for the passes."""
        keep = alive[self.piece]
        if exclude is not None:
            keep &= ~exclude
        return _Active(self, keep)


class _Active:
    """The kept edges, with their node indices and per-position slices."""

    def __init__(self, lattices: Lattices, keep: np.ndarray) -> None:
        self.lattices = lattices
        self.string, self.piece = lattices.string[keep], lattices.piece[keep]
        self.src, self.dst = lattices.src[keep], lattices.dst[keep]
        self.end_bounds = _bounds(lattices.end[keep])  # sorted by end: slices per end position
        renumber = np.cumsum(keep) - 1
        self.by_start = renumber[lattices.by_start[keep[lattices.by_start]]]
        self.start_bounds = _bounds(lattices.start[keep][self.by_start])

    def forward(self, scores: np.ndarray, viterbi: bool = False):
        """Log of the total (or best) path weight into every node; with viterbi, the best edge."""
        alpha = np.full(self.lattices.n_nodes, NEG_INF)
        alpha[self.lattices.node_base] = 0.0
        best_edge = np.full(self.lattices.n_nodes, -1, dtype=np.int64) if viterbi else None
        edge_score = scores[self.piece]
        for lo, hi in self.end_bounds:
            values = alpha[self.src[lo:hi]] + edge_score[lo:hi]
            targets, group_starts = _groups(self.dst[lo:hi])
            if viterbi:
                top = np.maximum.reduceat(values, group_starts)
                is_top = values == np.repeat(top, np.diff(np.r_[group_starts, hi - lo]))
                first = np.minimum.reduceat(np.where(is_top, np.arange(hi - lo), hi - lo),
                                            group_starts)
                alpha[targets] = top
                best_edge[targets] = lo + first
            else:
                alpha[targets] = _logsumexp_groups(values, group_starts)
        return alpha, best_edge

    def backward(self, scores: np.ndarray) -> np.ndarray:
        beta = np.full(self.lattices.n_nodes, NEG_INF)
        beta[self.lattices.node_base + self.lattices.lengths] = 0.0
        order = self.by_start
        src, dst, score = self.src[order], self.dst[order], scores[self.piece[order]]
        for lo, hi in reversed(self.start_bounds):
            values = beta[dst[lo:hi]] + score[lo:hi]
            sources, group_starts = _groups(src[lo:hi])
            beta[sources] = _logsumexp_groups(values, group_starts)
        return beta

    def expected_counts(self, scores: np.ndarray, weights: np.ndarray) -> tuple[np.ndarray, float]:
        """E step: expected count of each piece over all strings (weighted), and the
        log-likelihood sum of weight * log P(string)."""
        alpha, _ = self.forward(scores)
        beta = self.backward(scores)
        ends = self.lattices.node_base + self.lattices.lengths
        log_z = alpha[ends]
        posterior = np.exp(alpha[self.src] + scores[self.piece] + beta[self.dst]
                           - log_z[self.string]) * weights[self.string]
        counts = np.bincount(self.piece, weights=posterior, minlength=len(scores))
        return counts, float(np.dot(weights, log_z))

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Best segmentation of every string that has one: (string, piece) per token, and each
        string's best score (-inf where no segmentation exists)."""
        alpha, best_edge = self.forward(scores, viterbi=True)
        lattices = self.lattices
        node = lattices.node_base + lattices.lengths
        alive = np.flatnonzero((lattices.lengths > 0) & np.isfinite(alpha[node]))
        strings, pieces = [], []
        current = node[alive]
        while len(alive):
            edge = best_edge[current]
            strings.append(alive)
            pieces.append(self.piece[edge])
            current = self.src[edge]
            more = current != lattices.node_base[alive]
            alive, current = alive[more], current[more]
        best = alpha[node]
        if not strings:
            return np.zeros(0, np.int64), np.zeros(0, np.int64), best
        return np.concatenate(strings), np.concatenate(pieces), best


def _bounds(sorted_values: np.ndarray) -> list[tuple[int, int]]:
    """(lo, hi) slices of equal values in a sorted array."""
    if not len(sorted_values):
        return []
    cuts = np.flatnonzero(np.diff(sorted_values)) + 1
    edges = np.r_[0, cuts, len(sorted_values)].tolist()
    return list(zip(edges, edges[1:]))


def _groups(sorted_targets: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distinct values of a grouped array and where each group starts."""
    starts = np.flatnonzero(np.r_[True, sorted_targets[1:] != sorted_targets[:-1]])
    return sorted_targets[starts], starts


def _logsumexp_groups(values: np.ndarray, group_starts: np.ndarray) -> np.ndarray:
    top = np.maximum.reduceat(values, group_starts)
    sizes = np.diff(np.r_[group_starts, len(values)])
    shifted = np.exp(values - np.repeat(top, sizes))
    with np.errstate(divide="ignore"):
        return top + np.log(np.add.reduceat(shifted, group_starts))
