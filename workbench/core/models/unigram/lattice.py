"""Unigram's lattices: every word's edges (start, end, piece) over a vocabulary, vectorised
with numpy.

Edges of all words are kept in flat arrays sorted by end position (pieces are found inside the
words by `seed`'s substring hash), and forward-backward and Viterbi run position by position over
all words together (forward-backward on probabilities where they cannot underflow, on their logs
elsewhere). `Shards` cuts the words into shards, so that temporary memory is one shard's;
`workers` deals the shards to worker processes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from .seed import Layout, Pieces, hash_strings, piece_lengths

NEG_INF = -np.inf
_LOWEST_LOG_PROBABILITY = -690.0  # exp of more than this is a normal float64, with room
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


class PieceScores:
    """The pieces' log-probabilities, with what the E step derives from them once for all
    shards: their probabilities and the lowest finite log-probability."""

    def __init__(self, logs: np.ndarray) -> None:
        self.logs = logs
        self.probabilities = np.exp(logs)
        finite = logs[np.isfinite(logs)]
        self.lowest = float(finite.min()) if len(finite) else 0.0


@dataclass
class _Steps:
    """The edges of one pass, in pass order, grouped by the node each group updates, and the
    groups cut into steps (one end or start position each). Kept as flat arrays, so restricting
    the edges maps the groups without looking at the edges again."""

    bounds: np.ndarray  # int64, the edge where each group starts, then the number of edges
    nodes: np.ndarray  # the node each group updates
    steps: np.ndarray  # int64, the group where each step starts, then the number of groups

    @classmethod
    def of(cls, nodes: np.ndarray, positions: np.ndarray) -> _Steps:
        """From each edge's node and position (edges sorted by position, then node)."""
        starts = np.flatnonzero(np.r_[True, nodes[1:] != nodes[:-1]]) if len(nodes) else nodes[:0]
        group_position = positions[starts]
        steps = np.flatnonzero(np.r_[True, group_position[1:] != group_position[:-1]])
        return cls(np.r_[starts, len(nodes)].astype(np.int64), nodes[starts],
                   np.r_[steps, len(starts)].astype(np.int64) if len(starts) else np.zeros(1, np.int64))

    def restrict(self, kept_before: np.ndarray) -> _Steps:
        """The groups left when only some edges are kept; kept_before[i] is how many edges
        before edge i are kept (one entry more than there are edges)."""
        bounds = kept_before[self.bounds]
        nonempty = bounds[1:] > bounds[:-1]
        groups_before = np.r_[0, np.cumsum(nonempty)]
        steps = np.unique(groups_before[self.steps])
        return _Steps(np.r_[bounds[:-1][nonempty], bounds[-1]], self.nodes[nonempty], steps)

    def slices(self) -> list[tuple]:
        """Per step: its edges (lo, hi), the nodes it updates, where each node's edges start
        (from lo), and how many they are."""
        result = []
        steps = self.steps.tolist()
        for first, last in zip(steps, steps[1:]):
            starts = self.bounds[first:last + 1]
            lo, hi = int(starts[0]), int(starts[-1])
            result.append((lo, hi, self.nodes[first:last], starts[:-1] - lo, np.diff(starts)))
        return result


class Lattices:
    """The lattices of many strings over one vocabulary, as flat edge arrays.

    Nodes are (string, position) pairs numbered string by string. The edges are kept twice:
    in forward order, by (end position, string, start), so that within an end position the
    smallest start comes first, which is the tie rule of the course's Viterbi (scan starts
    left to right, replace only on a strictly better score); and in backward order, by (start
    position, string). Everything that does not depend on the scores is worked out once.
    """

    _CHUNK = 1 << 22  # edges per chunk when computing posteriors, to bound temporary memory

    @classmethod
    def build(cls, strings: list[str], index: PieceIndex, max_piece_length: int) -> Lattices:
        """Every occurrence of every piece inside every string."""
        layout = Layout.of(strings)
        parts = []
        for k, valid, hashes in layout.hashes(max_piece_length):
            if k not in index.by_length:
                continue
            sorted_hashes, ids = index.by_length[k]
            where = np.searchsorted(sorted_hashes, hashes).clip(max=len(sorted_hashes) - 1)
            hit = sorted_hashes[where] == hashes
            positions = valid[hit]
            parts.append((positions, np.full(len(positions), k, dtype=np.int8),
                          ids[where[hit]]))
        position, length, piece = (np.concatenate(p) for p in zip(*parts))
        del parts
        # Each part is sorted by position: merging them orders the edges by (string, start).
        order = np.argsort(position, kind="stable")
        position, length, piece = position[order], length[order], piece[order]
        owner = layout.owner[position]
        src = (position + owner).astype(np.int32)  # the node before the piece
        dst = src + length
        start = position - layout.starts[owner]
        longest = int(layout.lengths.max(initial=0))
        start_pos, end_pos = _small(start, longest), _small(start + length, longest)
        # Stable sorts by one small key keep (string, start) order within each position.
        forward = np.argsort(end_pos, kind="stable")
        backward = np.argsort(start_pos, kind="stable")
        node_base = layout.starts + np.arange(len(strings))  # node of (string, 0)
        return cls(layout.lengths, node_base,
                   (piece[forward], src[forward], dst[forward]), (piece[backward], dst[backward]),
                   _Steps.of(dst[forward], end_pos[forward]),
                   _Steps.of(src[backward], start_pos[backward]))

    def __init__(self, lengths, node_base, forward_edges, backward_edges, forward_steps,
                 backward_steps, string_of_node=None) -> None:
        self.lengths = lengths  # characters per string
        self.node_base = node_base  # node of (string, 0)
        self.ends = node_base + lengths  # node of (string, end)
        self.longest = int(lengths.max(initial=0))
        self.n_nodes = int(self.ends[-1] + 1) if len(lengths) else 0
        if string_of_node is None:
            string_of_node = np.repeat(np.arange(len(lengths), dtype=np.int32), lengths + 1)
        self.string_of_node = string_of_node
        self.piece, self.src, self.dst = forward_edges
        self.back_piece, self.back_dst = backward_edges
        self.forward_steps, self.backward_steps = forward_steps, backward_steps
        self.forward_groups = forward_steps.slices()
        self.backward_groups = backward_steps.slices()

    def restrict(self, alive: np.ndarray) -> Lattices:
        """The same lattices with only the edges of live pieces; or these lattices, if few of
        their edges are dead (the passes give dead pieces -inf: their edges cost a little
        time, as copying the others would)."""
        keep = alive[self.piece]
        if np.count_nonzero(keep) > _RESTRICT_BELOW * len(keep):  # no mean: there may be no edges
            return self
        return self._keep(keep, alive[self.back_piece])

    def without_whole_strings(self, first_piece: int) -> Lattices:
        """String i being piece first_piece + i: these lattices without the edge that is the
        whole string, so that a Viterbi pass gives each piece's best split into others."""
        return self._keep(self.piece != self.string_of_node[self.dst] + first_piece,
                          self.back_piece != self.string_of_node[self.back_dst] + first_piece)

    def _keep(self, keep: np.ndarray, back_keep: np.ndarray) -> Lattices:
        """Only the forward edges in `keep` and the backward ones in `back_keep`."""
        return Lattices(self.lengths, self.node_base,
                        (self.piece[keep], self.src[keep], self.dst[keep]),
                        (self.back_piece[back_keep], self.back_dst[back_keep]),
                        self.forward_steps.restrict(_kept_before(keep)),
                        self.backward_steps.restrict(_kept_before(back_keep)),
                        self.string_of_node)

    def forward(self, scores: np.ndarray, viterbi: bool = False):
        """Log of the total (or best) path weight into every node; with viterbi, the best edge."""
        alpha = np.full(self.n_nodes, NEG_INF)
        alpha[self.node_base] = 0.0
        best_edge = np.full(self.n_nodes, -1, dtype=np.int64) if viterbi else None
        edge_score = scores[self.piece]
        for lo, hi, targets, group_starts, sizes in self.forward_groups:
            values = alpha[self.src[lo:hi]] + edge_score[lo:hi]
            if viterbi:
                top = np.maximum.reduceat(values, group_starts)
                is_top = values == np.repeat(top, sizes)
                first = np.minimum.reduceat(np.where(is_top, np.arange(hi - lo), hi - lo),
                                            group_starts)
                alpha[targets] = top
                best_edge[targets] = lo + first
            else:
                alpha[targets] = _logsumexp_groups(values, group_starts, sizes)
        return alpha, best_edge

    def backward(self, scores: np.ndarray) -> np.ndarray:
        beta = np.full(self.n_nodes, NEG_INF)
        beta[self.ends] = 0.0
        edge_score = scores[self.back_piece]
        for lo, hi, sources, group_starts, sizes in reversed(self.backward_groups):
            values = beta[self.back_dst[lo:hi]] + edge_score[lo:hi]
            beta[sources] = _logsumexp_groups(values, group_starts, sizes)
        return beta

    def probabilities_fit(self, scores: PieceScores) -> bool:
        """Whether forward-backward can run on probabilities instead of their logs (two to
        three times faster: no exp and log per edge). Every node is reached by the path of
        single characters, so no path sum is below exp(lowest score x longest string); none is
        above the string's length, as the probabilities sum to at most 1."""
        return scores.lowest * self.longest > _LOWEST_LOG_PROBABILITY

    def forward_sums(self, edge_p: np.ndarray) -> np.ndarray:
        """`forward` on probabilities (`edge_p`, one per edge): the total path probability
        into every node."""
        alpha = np.zeros(self.n_nodes)
        alpha[self.node_base] = 1.0
        for lo, hi, targets, group_starts, _ in self.forward_groups:
            alpha[targets] = np.add.reduceat(alpha[self.src[lo:hi]] * edge_p[lo:hi], group_starts)
        return alpha

    def backward_sums(self, edge_p: np.ndarray) -> np.ndarray:
        """`backward` on probabilities, one per backward edge."""
        beta = np.zeros(self.n_nodes)
        beta[self.ends] = 1.0
        for lo, hi, sources, group_starts, _ in reversed(self.backward_groups):
            beta[sources] = np.add.reduceat(beta[self.back_dst[lo:hi]] * edge_p[lo:hi],
                                            group_starts)
        return beta

    def expected_counts(self, scores: PieceScores, weights: np.ndarray) -> tuple[np.ndarray, float]:
        """E step: expected count of each piece over all strings (weighted), and the
        log-likelihood sum of weight * log P(string)."""
        linear = self.probabilities_fit(scores)
        if linear:
            edge_p = scores.probabilities[self.piece]
            alpha = self.forward_sums(edge_p)
            beta = self.backward_sums(scores.probabilities[self.back_piece])
            log_z = np.log(alpha[self.ends])
            alpha *= (weights / alpha[self.ends])[self.string_of_node]  # per node, not per edge
        else:
            alpha, beta = self.forward(scores.logs)[0], self.backward(scores.logs)
            log_z = alpha[self.ends]
            with np.errstate(divide="ignore"):
                alpha += (np.log(weights) - log_z)[self.string_of_node]
        counts = np.zeros(len(scores.logs))
        for lo in range(0, len(self.piece), self._CHUNK):
            piece, src, dst = (a[lo:lo + self._CHUNK] for a in (self.piece, self.src, self.dst))
            if linear:
                posterior = alpha[src] * edge_p[lo:lo + self._CHUNK] * beta[dst]
            else:
                posterior = np.exp(alpha[src] + scores.logs[piece] + beta[dst])
            counts += np.bincount(piece, weights=posterior, minlength=len(counts))
        return counts, float((weights * log_z).sum())  # no BLAS: its threads spin

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Best segmentation of every string that has one: (string, piece) per token, and each
        string's best score (-inf where no segmentation exists)."""
        alpha, best_edge = self.forward(scores, viterbi=True)
        best = alpha[self.ends]
        alive = np.flatnonzero((self.lengths > 0) & np.isfinite(best))
        strings, pieces = [], []
        current = self.ends[alive]
        while len(alive):
            edge = best_edge[current]
            strings.append(alive)
            pieces.append(self.piece[edge])
            current = self.src[edge]
            more = current != self.node_base[alive]
            alive, current = alive[more], current[more]
        if not strings:
            return np.zeros(0, np.int64), np.zeros(0, np.int64), best
        return np.concatenate(strings), np.concatenate(pieces).astype(np.int64), best


class Shards:
    """Lattices of many strings cut into shards of about SHARD_CHARS characters, so that building
    them and every pass need temporary memory for one shard only. `weights` (one per string)
    weigh the expected counts."""

    SHARD_CHARS = 1 << 18

    def __init__(self, parts: list[tuple[int, Lattices]], weights: np.ndarray) -> None:
        self.parts = parts  # (index of the shard's first string, its lattices)
        self.weights = weights

    @classmethod
    def build(cls, strings: list[str], pieces: list[str], max_piece_length: int,
              weights: np.ndarray | None = None,
              ranges: list[tuple[int, int]] | None = None) -> Shards:
        index = PieceIndex(pieces)
        parts = [(first, Lattices.build(strings[first:last], index, max_piece_length))
                 for first, last in (string_ranges(strings, cls.SHARD_CHARS) if ranges is None
                                     else ranges)]
        return cls(parts, np.ones(len(strings)) if weights is None else weights)

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


def short_first(strings: list[str]) -> np.ndarray:
    """An order of the strings with the long ones last (otherwise in order), so that they
    share few shards: a shard of short strings runs its E step on probabilities (see
    `Lattices.probabilities_fit`), which scores down to -690 / LONG_STRING allow.

    >>> short_first(["a" * 40, "b", "c" * 33, "d"]).tolist()
    [1, 3, 0, 2]
    """
    lengths = np.fromiter(map(len, strings), dtype=np.int64, count=len(strings))
    return np.argsort(lengths > LONG_STRING, kind="stable")


LONG_STRING = 32


def string_ranges(strings: list[str], chars_per_range: int) -> list[tuple[int, int]]:
    """Contiguous (first, last) ranges of strings holding about `chars_per_range` characters:
    each ends with the string that brings it to `chars_per_range` (or with the last one).

    >>> string_ranges(["abc", "d", "ef", "", "ghij"], 3)
    [(0, 1), (1, 3), (3, 5)]
    """
    ends = np.cumsum(np.fromiter(map(len, strings), dtype=np.int64, count=len(strings)))
    ranges = []
    first, before = 0, 0
    while first < len(strings):
        last = int(np.searchsorted(ends, before + chars_per_range)) + 1
        last = min(max(last, first + 1), len(strings))
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


def _small(values: np.ndarray, bound: int) -> np.ndarray:
    """Positions inside strings (all <= bound) in the smallest unsigned type that holds them:
    numpy sorts 8- and 16-bit keys with a radix sort."""
    for dtype in (np.uint8, np.uint16):
        if bound <= np.iinfo(dtype).max:
            return values.astype(dtype)
    return values


def _kept_before(keep: np.ndarray) -> np.ndarray:
    """How many kept items come before each item, and in all."""
    return np.r_[0, np.cumsum(keep)]


def _logsumexp_groups(values: np.ndarray, group_starts: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    top = np.maximum.reduceat(values, group_starts)
    shifted = np.exp(values - np.repeat(top, sizes))
    with np.errstate(divide="ignore"):
        return top + np.log(np.add.reduceat(shifted, group_starts))
