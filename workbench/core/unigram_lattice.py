"""Unigram training arrays: the seed vocabulary and every word's lattice, vectorised with numpy.

All words are laid out one after another in a single array of code points. A substring is found
by a 64-bit polynomial hash of its code points, computed for every position and length at once,
so counting candidate pieces and finding every vocabulary piece inside every word never loops
over words in Python. A word's lattice is its edges (start, end, piece); edges of all words are
kept in flat arrays sorted by end position, and forward-backward and Viterbi run position by
position over all words together.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import numpy as np

from .processes import process_context

_BASE = np.uint64(0x9E3779B97F4A7C15)  # odd: the hash is a bijection of the last code point


def _extend(hashes: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """Hashes of substrings one character longer: the one definition of the substring hash."""
    with np.errstate(over="ignore"):
        return hashes * _BASE + codes.astype(np.uint64)
NEG_INF = -np.inf


@dataclass
class Layout:
    """Strings laid end to end: code points, where each string starts, and how long it is."""

    codes: np.ndarray  # uint32, code point + 1 per character
    starts: np.ndarray  # int64, start of each string in `codes`
    lengths: np.ndarray  # int64
    owner: np.ndarray  # int32, string index of each character
    room: np.ndarray  # int32, characters from each position to the end of its string

    @classmethod
    def of(cls, strings: list[str]) -> Layout:
        lengths = np.fromiter(map(len, strings), dtype=np.int64, count=len(strings))
        raw = "".join(strings).encode("utf-32-le", "surrogatepass")
        codes = np.frombuffer(raw, dtype=np.uint32) + np.uint32(1)
        starts = np.zeros(len(strings), dtype=np.int64)
        np.cumsum(lengths[:-1], out=starts[1:])
        owner = np.repeat(np.arange(len(strings), dtype=np.int32), lengths)
        room = ((starts + lengths)[owner] - np.arange(len(codes))).astype(np.int32)
        return cls(codes, starts, lengths, owner, room)

    def hashes(self, max_length: int):
        """Yield (k, positions, hashes) for k = 1..max_length: every substring of length k."""
        running = np.zeros(len(self.codes), dtype=np.uint64)
        for k in range(1, max_length + 1):
            valid = np.flatnonzero(self.room >= k)
            if not len(valid):
                return
            running[valid] = _extend(running[valid], self.codes[valid + k - 1])
            yield k, valid, running[valid].copy()


def hash_strings(strings: list[str]) -> np.ndarray:
    """The hash `Layout.hashes` gives each of these strings as a substring."""
    layout = Layout.of(strings)
    out = np.zeros(len(strings), dtype=np.uint64)
    for j in range(int(layout.lengths.max(initial=0))):
        longer = np.flatnonzero(layout.lengths > j)
        out[longer] = _extend(out[longer], layout.codes[layout.starts[longer] + j])
    return out


def seed_pieces(
    words: list[str], counts: np.ndarray, seed_size: int, max_piece_length: int
) -> tuple[list[str], np.ndarray]:
    """Every character, then the most frequent substrings of 2..max_piece_length characters.

    Frequencies count every occurrence, weighted by the word's count. Characters come in order of
    first appearance; substrings by descending frequency, ties by first occurrence (words in
    order, substrings left to right, shorter first), as the course's stable sort leaves them.
    Lengths are counted one after another, and a substring only grows where its shorter prefix
    is frequent enough to make the seed: a longer substring is never more frequent.
    """
    layout = Layout.of(words)
    text = "".join(words)
    positions = np.arange(len(layout.codes))  # where a substring of the current length starts
    running = np.zeros(len(positions), dtype=np.uint64)  # its hash
    weight = counts.astype(np.float64)[layout.owner]
    chars: tuple[list[str], np.ndarray] = ([], np.zeros(0))
    candidates: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    threshold = 0.0  # anything less frequent cannot make the seed any more
    for k in range(1, max_piece_length + 1):
        fits = layout.room[positions] >= k
        positions, running = positions[fits], running[fits]
        if not len(positions):
            break
        running = _extend(running, layout.codes[positions + k - 1])
        order = np.argsort(running)
        ordered = running[order]
        starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
        freq = np.add.reduceat(weight[positions][order], starts)
        first_pos = np.minimum.reduceat(positions[order], starts)
        if k == 1:
            by_first = np.argsort(first_pos)
            chars = ([text[p] for p in first_pos[by_first].tolist()], freq[by_first])
        else:
            best = np.lexsort((first_pos, -freq))[:seed_size]
            candidates.append((freq[best], first_pos[best], np.full(len(best), k)))
            threshold = _kth_largest(np.concatenate([c[0] for c in candidates]),
                                     seed_size - len(chars[0]))
        frequent = np.empty(len(positions), dtype=bool)
        frequent[order] = np.repeat(freq >= threshold, np.diff(np.r_[starts, len(order)]))
        positions, running = positions[frequent], running[frequent]
    room = max(0, seed_size - len(chars[0]))
    if candidates and room:
        freq, first_pos, length = (np.concatenate(c) for c in zip(*candidates))
        best = np.lexsort((length, first_pos, -freq))[:room]
        subwords = [text[p:p + k] for p, k in zip(first_pos[best].tolist(), length[best].tolist())]
        return chars[0] + subwords, np.concatenate([chars[1], freq[best]])
    return chars[0], chars[1]


def _kth_largest(values: np.ndarray, k: int) -> float:
    """The k-th largest value (0 if there are fewer than k)."""
    if k <= 0 or len(values) < k:
        return 0.0
    return float(np.partition(values, len(values) - k)[len(values) - k])


class PieceIndex:
    """The pieces' hashes, sorted, per length: what finding pieces inside strings looks up."""

    def __init__(self, pieces: list[str]) -> None:
        hashes = hash_strings(pieces)
        lengths = np.fromiter(map(len, pieces), dtype=np.int64, count=len(pieces))
        self.by_length: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        for k in np.unique(lengths).tolist():
            ids = np.flatnonzero(lengths == k)
            order = np.argsort(hashes[ids])
            self.by_length[k] = (hashes[ids][order], ids[order].astype(np.int32))


class Lattices:
    """The lattices of many strings over one vocabulary, as flat edge arrays.

    Edges are sorted by (end, string, start): forward passes visit them end position by end
    position, and within an end position the smallest start comes first, which is the tie rule
    of the course's Viterbi (scan starts left to right, replace only on a strictly better score).
    Nodes are (string, position) pairs numbered string by string. Everything that does not
    depend on the scores (slices, groups, the backward order) is worked out once.
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
        owner = layout.owner[position].astype(np.int64)
        node_base = layout.starts + np.arange(len(strings))  # node of (string, 0)
        end_pos = position + length - layout.starts[owner]
        key = (end_pos * len(strings) + owner) * (max_piece_length + 1) + (max_piece_length - length)
        order = np.argsort(key)
        src = (position + owner).astype(np.int32)[order]  # the node before the piece
        return cls(layout.lengths, node_base, piece[order], src, src + length[order])

    def __init__(self, lengths, node_base, piece, src, dst, *, string_of_node=None,
                 by_start=None) -> None:
        self.lengths = lengths  # characters per string
        self.node_base = node_base  # node of (string, 0)
        self.ends = node_base + lengths  # node of (string, end)
        self.n_nodes = int(self.ends[-1] + 1) if len(lengths) else 0
        self.piece, self.src, self.dst = piece, src, dst
        if string_of_node is None:
            string_of_node = np.repeat(np.arange(len(lengths), dtype=np.int32), lengths + 1)
        self.string_of_node = string_of_node
        end_pos = dst - node_base[string_of_node[dst]]
        self.forward_groups = [_group(dst, lo, hi) for lo, hi in _runs(end_pos)]
        string = string_of_node[src]
        start_pos = src - node_base[string]
        if by_start is None:  # the edges in (start, string) order, as positions in this order
            by_start = np.argsort(start_pos.astype(np.int64) * max(1, len(lengths)) + string,
                                  kind="stable").astype(np.int32)
        self.by_start = by_start
        src_by_start = src[by_start]
        self.backward_groups = [_group(src_by_start, lo, hi)
                                for lo, hi in _runs(start_pos[by_start])]

    def restrict(self, alive: np.ndarray, own_offset: int | None = None) -> Lattices:
        """The same lattices with only the edges of live pieces. With `own_offset`, string i is
        piece i + own_offset, and the edge that is the whole string is left out too (so a
        Viterbi pass gives each piece's best segmentation into other pieces)."""
        keep = alive[self.piece]
        if own_offset is not None:
            keep &= self.piece != self.string_of_node[self.src] + own_offset
        renumber = (np.cumsum(keep) - 1).astype(np.int32)
        by_start = renumber[self.by_start[keep[self.by_start]]]
        return Lattices(self.lengths, self.node_base, self.piece[keep], self.src[keep],
                        self.dst[keep], string_of_node=self.string_of_node, by_start=by_start)

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
        edge_score = scores[self.piece]
        for lo, hi, sources, group_starts, sizes in reversed(self.backward_groups):
            edges = self.by_start[lo:hi]
            values = beta[self.dst[edges]] + edge_score[edges]
            beta[sources] = _logsumexp_groups(values, group_starts, sizes)
        return beta

    def expected_counts(self, scores: np.ndarray, weights: np.ndarray) -> tuple[np.ndarray, float]:
        """E step: expected count of each piece over all strings (weighted), and the
        log-likelihood sum of weight * log P(string)."""
        alpha, _ = self.forward(scores)
        beta = self.backward(scores)
        log_z = alpha[self.ends]
        counts = np.zeros(len(scores))
        for lo in range(0, len(self.piece), self._CHUNK):
            piece, src, dst = (a[lo:lo + self._CHUNK] for a in (self.piece, self.src, self.dst))
            string = self.string_of_node[src]
            posterior = np.exp(alpha[src] + scores[piece] + beta[dst] - log_z[string])
            counts += np.bincount(piece, weights=posterior * weights[string], minlength=len(scores))
        return counts, float(np.dot(weights, log_z))

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
                 for first, last in ranges or _ranges(strings, cls.SHARD_CHARS)]
        return cls(parts, np.ones(len(strings)) if weights is None else weights)

    def restrict(self, alive: np.ndarray, own_pieces: bool = False) -> Shards:
        """Only the edges of live pieces; with own_pieces, strings are the pieces themselves
        and each string's whole-string edge is left out."""
        return Shards([(first, part.restrict(alive, first if own_pieces else None))
                       for first, part in self.parts], self.weights)

    @property
    def firsts(self) -> list[int]:
        return [first for first, _ in self.parts]

    def shard_counts(self, scores: np.ndarray) -> list[tuple[np.ndarray, float]]:
        """Each shard's expected counts and log-likelihood."""
        return [part.expected_counts(scores, self.weights[first:first + len(part.lengths)])
                for first, part in self.parts]

    def expected_counts(self, scores: np.ndarray) -> tuple[np.ndarray, float]:
        return _sum_shards(self.shard_counts(scores), len(scores))

    def shard_viterbi(self, scores: np.ndarray) -> list[tuple[int, tuple]]:
        """Each shard's Viterbi results, string indices made global."""
        results = []
        for first, part in self.parts:
            strings, pieces, best = part.viterbi(scores)
            results.append((first, (first + strings, pieces, best)))
        return results

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return _concatenate([result for _, result in self.shard_viterbi(scores)])

    def close(self) -> None:
        """Nothing to release (worker-backed shards override this)."""


class WorkerShards:
    """Shards dealt round-robin to worker processes, so that the E step and Viterbi passes use
    every core. The same interface and results (to the last bit) as `Shards`; `restrict`
    compacts the workers' lattices in place."""

    def __init__(self, strings: list[str], pieces: list[str], max_piece_length: int,
                 weights: np.ndarray, workers: int) -> None:
        context = process_context()
        shards = _ranges(strings, Shards.SHARD_CHARS)
        self.connections = []
        self.processes = []
        for worker in range(min(workers, len(shards))):
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, daemon=True, args=(
                theirs, strings, pieces, max_piece_length, weights, shards[worker::workers]))
            process.start()
            theirs.close()
            self.connections.append(ours)
            self.processes.append(process)
        self._ask(None)

    def _ask(self, command: str | None, argument=None) -> list:
        """Send a command to every worker; their per-shard answers, in shard order."""
        try:
            if command is not None:
                for connection in self.connections:
                    connection.send((command, argument))
            answers = [answer for connection in self.connections for answer in connection.recv()]
        except (EOFError, BrokenPipeError):
            self.close()
            raise RuntimeError("a training worker process stopped unexpectedly") from None
        return [result for _, result in sorted(answers, key=lambda answer: answer[0])]

    def restrict(self, alive: np.ndarray) -> WorkerShards:
        self._ask("restrict", alive)
        return self

    def expected_counts(self, scores: np.ndarray) -> tuple[np.ndarray, float]:
        return _sum_shards(self._ask("expected", scores), len(scores))

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return _concatenate(self._ask("viterbi", scores))

    def close(self) -> None:
        for connection in self.connections:
            try:
                connection.send(("stop", None))
            except (BrokenPipeError, OSError):
                pass
        for process in self.processes:
            process.join(timeout=5)
            if process.is_alive():
                process.terminate()
        self.connections, self.processes = [], []


def _serve(connection, strings, pieces, max_piece_length, weights, ranges) -> None:
    """A worker: build the lattices of its shards, then answer commands until told to stop.
    Every answer is a list of (first string of a shard, that shard's result)."""
    shards = Shards.build(strings, pieces, max_piece_length, weights, ranges)
    connection.send([])
    while True:
        command, argument = connection.recv()
        if command == "stop":
            return
        if command == "restrict":
            shards = shards.restrict(argument)
            connection.send([])
        elif command == "expected":
            connection.send(list(zip(shards.firsts, shards.shard_counts(argument))))
        elif command == "viterbi":
            connection.send(shards.shard_viterbi(argument))


def corpus_shards(strings: list[str], pieces: list[str], max_piece_length: int,
                  weights: np.ndarray) -> Shards | WorkerShards:
    """Worker processes for corpora large enough to repay starting them, else in process."""
    workers = min(os.cpu_count() or 1, 8)
    if workers > 1 and sum(map(len, strings)) >= PARALLEL_MIN_CHARS:
        return WorkerShards(strings, pieces, max_piece_length, weights, workers)
    return Shards.build(strings, pieces, max_piece_length, weights)


PARALLEL_MIN_CHARS = 2_000_000


def _ranges(strings: list[str], chars_per_range: int) -> list[tuple[int, int]]:
    """Contiguous (first, last) ranges of strings holding about `chars_per_range` characters."""
    ranges = []
    first = 0
    while first < len(strings):
        last, chars = first, 0
        while last < len(strings) and (chars < chars_per_range or last == first):
            chars += len(strings[last])
            last += 1
        ranges.append((first, last))
        first = last
    return ranges


def _sum_shards(per_shard: list[tuple[np.ndarray, float]], size: int) -> tuple[np.ndarray, float]:
    """Shard results added in shard order: the same floats however shards meet workers."""
    counts, log_likelihood = np.zeros(size), 0.0
    for shard_counts, shard_likelihood in per_shard:
        counts += shard_counts
        log_likelihood += shard_likelihood
    return counts, log_likelihood


def _concatenate(results: list[tuple]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Viterbi results of shards, in shard order, as one."""
    if not results:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0)
    strings, pieces, best = zip(*results)
    return np.concatenate(strings), np.concatenate(pieces), np.concatenate(best)


def _runs(sorted_values: np.ndarray) -> list[tuple[int, int]]:
    """(lo, hi) slices of equal values in a sorted array: one step of a pass each."""
    if not len(sorted_values):
        return []
    cuts = np.flatnonzero(np.diff(sorted_values)) + 1
    bounds = np.r_[0, cuts, len(sorted_values)].tolist()
    return list(zip(bounds, bounds[1:]))


def _group(nodes_in_order: np.ndarray, lo: int, hi: int) -> tuple:
    """A step's slice, its distinct nodes, where each node's edges start, and how many."""
    nodes = nodes_in_order[lo:hi]
    starts = np.flatnonzero(np.r_[True, nodes[1:] != nodes[:-1]])
    sizes = np.diff(np.r_[starts, hi - lo])
    return lo, hi, nodes[starts], starts, sizes


def _logsumexp_groups(values: np.ndarray, group_starts: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    top = np.maximum.reduceat(values, group_starts)
    shifted = np.exp(values - np.repeat(top, sizes))
    with np.errstate(divide="ignore"):
        return top + np.log(np.add.reduceat(shifted, group_starts))
