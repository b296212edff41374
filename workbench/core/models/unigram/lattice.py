"""Unigram training arrays: the seed vocabulary and every word's lattice, vectorised with numpy.

All words are laid out one after another in a single array of code points. A substring is found
by a 64-bit polynomial hash of its code points, computed for every position and length at once,
so counting candidate pieces and finding every vocabulary piece inside every word never loops
over words in Python. A word's lattice is its edges (start, end, piece); edges of all words are
kept in flat arrays sorted by end position, and forward-backward and Viterbi run position by
position over all words together (forward-backward on probabilities where they cannot underflow,
on their logs elsewhere).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...processes import process_context

_BASE = np.uint64(0x9E3779B97F4A7C15)  # odd: the hash is a bijection of the last code point


def _extend(hashes: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """Hashes of substrings one character longer: the one definition of the substring hash."""
    with np.errstate(over="ignore"):
        return hashes * _BASE + codes.astype(np.uint64)


NEG_INF = -np.inf
_LOWEST_LOG_PROBABILITY = -690.0  # exp of more than this is a normal float64, with room
_RESTRICT_BELOW = 0.9  # lattices are compacted once less than this share of their edges lives


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
    return _hashes_at(layout.codes, layout.starts, layout.lengths)


def _hashes_at(codes: np.ndarray, starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The hashes of the substrings of `codes` at these starts, of these lengths."""
    out = np.zeros(len(starts), dtype=np.uint64)
    for j in range(int(lengths.max(initial=0))):
        longer = np.flatnonzero(lengths > j)
        out[longer] = _extend(out[longer], codes[starts[longer] + j])
    return out


class Pieces(Sequence):
    """Pieces as slices of one text, each made a string only when asked for: most seed pieces
    are pruned without ever being looked at. Also their substring hashes and lengths, which
    finding them inside words needs."""

    def __init__(self, text: str, starts: np.ndarray, lengths: np.ndarray,
                 hashes: np.ndarray) -> None:
        self.text, self.starts, self.lengths, self.hashes = text, starts, lengths, hashes

    def __len__(self) -> int:
        return len(self.lengths)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        start = int(self.starts[i])
        return self.text[start:start + int(self.lengths[i])]


    def take(self, indices) -> list[str]:
        """The pieces at these indices, as strings (faster than one by one)."""
        indices = np.asarray(indices, dtype=np.int64)
        text = self.text
        return [text[s:s + n] for s, n in zip(self.starts[indices].tolist(),
                                               self.lengths[indices].tolist())]


def take(pieces: Sequence[str], indices) -> list[str]:
    """`Pieces.take`, for any sequence of pieces."""
    if isinstance(pieces, Pieces):
        return pieces.take(indices)
    return [pieces[i] for i in np.asarray(indices, dtype=np.int64).tolist()]


def piece_lengths(pieces: Sequence[str]) -> np.ndarray:
    if isinstance(pieces, Pieces):
        return pieces.lengths
    return np.fromiter(map(len, pieces), dtype=np.int64, count=len(pieces))


def seed_pieces(
    words: list[str], counts: np.ndarray, seed_size: int, max_piece_length: int,
    coverage: bool = False,
) -> tuple[Pieces, np.ndarray]:
    """Every character, then the best-scored substrings of 2..max_piece_length characters.

    Frequencies count every occurrence, weighted by the word's count. A substring's score is
    its frequency: the course's seed. With `coverage`, SentencePiece's `MakeSeedSentencePieces`
    and `tokenizers`' unigram trainer: only substrings that occur at least twice and are
    followed by more than one character (or end a word) qualify, the repeats a suffix array
    lists, and a substring's score is its frequency x length, so a corpus whose words occur
    once each still has a seed worth pruning. The score is also the seed frequency returned.
    Characters come in order of first appearance; substrings by descending score, ties by first
    occurrence (words in order, substrings left to right, shorter first), as the course's
    stable sort leaves them.

    Lengths are counted one after another, and a substring only grows where a longer one could
    still make the seed: a longer substring is never more frequent, nor longer than the room
    left in its word. Substrings are told apart exactly: the one at a position is numbered by
    its shorter prefix's number and its last character, numbers small enough to sort packed
    with the positions.
    """
    layout = Layout.of(words)
    present = np.bincount(layout.codes) > 0
    alphabet = int(present.sum())
    char_id = np.r_[(np.cumsum(present, dtype=np.int32) - 1)[layout.codes], -1]  # 0..alphabet-1
    positions = np.arange(len(layout.codes))  # where a substring of the current length starts
    number = np.zeros(len(positions), dtype=np.int64)  # of its prefix, then of it
    numbers = 1  # how many prefixes were told apart
    weight = counts.astype(np.float64)[layout.owner]
    chars = (np.zeros(0, np.int64), np.zeros(0))  # where, freq
    candidates: list[tuple[np.ndarray, ...]] = []
    threshold = 0.0  # anything scoring less cannot make the seed any more
    least = 2.0 if coverage else 0.0  # the frequency a substring needs to qualify
    for k in range(1, max_piece_length + 1):
        room = layout.room[positions]  # characters from each position to its word's end
        fits = room >= k
        positions, number, room = positions[fits], number[fits], room[fits]
        if not len(positions):
            break
        order, first = _sorted_runs(number * alphabet + char_id[positions + k - 1],
                                    numbers * alphabet)
        starts = np.flatnonzero(first)
        freq = np.add.reduceat(weight[positions][order], starts)
        first_pos = np.minimum.reduceat(positions[order], starts)
        number[order] = np.cumsum(first) - 1
        numbers = len(starts)
        if k == 1:
            by_first = np.argsort(first_pos)
            chars = (first_pos[by_first], freq[by_first])
        else:
            qualifies = freq >= least
            if coverage:
                after = char_id[positions + k]  # the next character, -1 where the word ends
                after[room == k] = -1
                qualifies &= _branches(after[order], first, starts)
            score = freq * k if coverage else freq
            best = np.flatnonzero(qualifies)
            if len(best) > seed_size:  # else all of them: the final sort orders them
                best = best[np.lexsort((first_pos[best], -score[best]))[:seed_size]]
            candidates.append((score[best], first_pos[best], np.full(len(best), k)))
            threshold = _kth_largest(np.concatenate([c[0] for c in candidates]),
                                     seed_size - len(chars[0]))
        if coverage:  # a longer substring scores at most its frequency x the room left
            grows = room >= _room_needed(freq, least, threshold, max_piece_length)[number]
        else:
            grows = (freq >= threshold)[number]
        positions, number = positions[grows], number[grows]
    room = max(0, seed_size - len(chars[0]))
    where, freq = chars
    lengths = np.ones(len(where), dtype=np.int64)
    if candidates and room:
        c_score, c_where, c_length = (np.concatenate(c) for c in zip(*candidates))
        best = np.lexsort((c_length, c_where, -c_score))[:room]
        where, freq = np.r_[where, c_where[best]], np.r_[freq, c_score[best]]
        lengths = np.r_[lengths, c_length[best]]
    hashes = _hashes_at(layout.codes, where, lengths)
    return Pieces("".join(words), where, lengths, hashes), freq


def _room_needed(freq: np.ndarray, least: float, threshold: float, longest: int) -> np.ndarray:
    """Per substring, the room a position needs for a longer one there to score `threshold`
    (frequency x length) or more; out of reach where none can qualify."""
    out_of_reach = np.iinfo(np.int32).max
    with np.errstate(divide="ignore"):
        needed = np.ceil(threshold / freq * (1 - 1e-12))  # never more than needed
    needed[(freq < least) | (needed > longest)] = out_of_reach
    return needed.astype(np.int32)


def _branches(after: np.ndarray, first: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Per run of equal substrings (`first` marks where each starts, at `starts`), whether
    they are followed by two different characters or, somewhere, by a word's end (-1)."""
    branch = after == -1
    branch[1:] |= (after[1:] != after[:-1]) & ~first[1:]
    return np.logical_or.reduceat(branch, starts)


def _sorted_runs(keys: np.ndarray, bound: int) -> tuple[np.ndarray, np.ndarray]:
    """An order that sorts `keys` (non-negative, below `bound`), and where each run of equal
    keys starts in it. Keys and their indices packed in 64 bits sort several times faster
    than an argsort (numpy's sort of plain integers is vectorised)."""
    index_bits = max(1, (len(keys) - 1).bit_length())
    if (bound - 1).bit_length() + index_bits <= 64:
        # key in the high bits, its index in the low ones: sorted by key, ties by index; in
        # place from here, as this is the seed's peak memory
        packed = keys.astype(np.uint64)
        packed <<= np.uint64(index_bits)
        packed |= np.arange(len(keys), dtype=np.uint64)
        packed.sort()
        order = (packed & np.uint64((1 << index_bits) - 1)).view(np.int64)  # the low bits
        packed >>= np.uint64(index_bits)
        ordered = packed  # the keys, sorted
    else:
        order = np.argsort(keys)
        ordered = keys[order]
    first = np.ones(len(keys), dtype=bool)
    first[1:] = ordered[1:] != ordered[:-1]
    return order, first


def _kth_largest(values: np.ndarray, k: int) -> float:
    """The k-th largest value (0 if there are fewer than k)."""
    if k <= 0 or len(values) < k:
        return 0.0
    return float(np.partition(values, len(values) - k)[len(values) - k])


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
        if keep.mean() > _RESTRICT_BELOW:
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
                 for first, last in (_ranges(strings, cls.SHARD_CHARS) if ranges is None
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
        return _concatenate([r for _, r in self.shard_viterbi(alive, scores)])

    def shard_viterbi(self, alive: np.ndarray, scores: np.ndarray) -> list[tuple[int, tuple]]:
        self.shards = self.shards.restrict(alive)
        return self.shards.shard_viterbi(scores)


class WorkerShards:
    """Shards dealt round-robin to worker processes, so that the E step and Viterbi passes use
    every core. The same interface and results (to the last bit) as `Shards`; `restrict`
    compacts the workers' lattices in place. Only the live pieces' scores are sent; the
    workers score the others -inf."""

    def __init__(self, strings: list[str], pieces: list[str], max_piece_length: int,
                 weights: np.ndarray, shards: list[tuple[int, int]], workers: int) -> None:
        context = process_context()
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
        self.live = np.arange(len(pieces))
        self._ask([])  # each worker says it is ready once its lattices are built

    def _ask(self, requests: list) -> list:
        """Send each worker its request (none: just wait for their answers); their per-shard
        answers, in shard order."""
        try:
            for connection, request in zip(self.connections, requests):
                connection.send(request)
            answers = [answer for connection in self.connections for answer in connection.recv()]
        except (EOFError, BrokenPipeError):
            self.close()
            raise RuntimeError("a training worker process stopped unexpectedly") from None
        return [result for _, result in sorted(answers, key=lambda answer: answer[0])]

    def ask_all(self, request) -> list:
        """`_ask` every worker the same."""
        return self._ask([request] * len(self.connections))

    def restrict(self, alive: np.ndarray) -> WorkerShards:
        self.ask_all(_Restrict(alive))
        self.live = np.flatnonzero(alive)
        return self

    def expected_counts(self, scores: np.ndarray) -> tuple[np.ndarray, float]:
        return _sum_shards(self.ask_all(_Expected(scores[self.live])), len(scores))

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return _concatenate(self.ask_all(_Viterbi(scores[self.live])))

    def own_lattices(self, names: list[str], max_piece_length: int) -> _WorkerOwnLattices:
        """`OwnLattices` of these pieces, built and searched by the workers, shard by shard."""
        ranges = _shard_ranges(names)
        workers = len(self.connections)
        self._ask([_BuildOwn(names, max_piece_length, ranges[w::workers])
                   for w in range(workers)])
        return _WorkerOwnLattices(self)

    def close(self) -> None:
        for connection in self.connections:
            try:
                connection.send(_Stop())
            except (BrokenPipeError, OSError):
                pass
        for process in self.processes:
            process.join(timeout=5)
            if process.is_alive():
                process.terminate()
        self.connections, self.processes = [], []


class _WorkerOwnLattices:
    """`OwnLattices` whose shards live in the workers."""

    def __init__(self, workers: WorkerShards) -> None:
        self.workers = workers

    def viterbi(self, alive: np.ndarray, scores: np.ndarray) -> tuple[np.ndarray, ...]:
        return _concatenate(self.workers.ask_all(_OwnViterbi(alive, scores)))


# What WorkerShards asks its workers; each answer is a list of (first string of a shard, that
# shard's result), empty for the requests that only change the worker's state.
@dataclass(frozen=True)
class _Restrict:
    alive: np.ndarray  # bool per piece: keep only these pieces' edges


@dataclass(frozen=True)
class _Expected:
    scores: np.ndarray  # the live pieces' scores: each shard's expected counts


@dataclass(frozen=True)
class _Viterbi:
    scores: np.ndarray  # the live pieces' scores: each shard's best segmentations


@dataclass(frozen=True)
class _BuildOwn:
    names: list[str]  # build these pieces' own lattices (see OwnLattices), these shards of them
    max_piece_length: int
    ranges: list[tuple[int, int]]


@dataclass(frozen=True)
class _OwnViterbi:
    alive: np.ndarray  # bool per piece of _BuildOwn
    scores: np.ndarray


@dataclass(frozen=True)
class _Stop:
    pass


def _serve(connection, strings, pieces, max_piece_length, weights, ranges) -> None:
    """A worker: build the lattices of its shards, then answer requests until told to stop."""
    shards = Shards.build(strings, pieces, max_piece_length, weights, ranges)
    own: OwnLattices | None = None
    scores = np.full(len(pieces), NEG_INF)
    live = np.arange(len(pieces))
    connection.send([])
    while True:
        request = connection.recv()
        answer: list = []
        match request:
            case _Stop():
                return
            case _Restrict(alive):
                shards = shards.restrict(alive)
                live = np.flatnonzero(alive)
                scores[~alive] = NEG_INF  # the edges of dead pieces may stay
            case _BuildOwn(names, length, own_ranges):
                own = OwnLattices(Shards.build(names, names, length, ranges=own_ranges))
            case _OwnViterbi(alive, own_scores) if own is not None:
                answer = own.shard_viterbi(alive, own_scores)
            case _Expected(live_scores):
                scores[live] = live_scores
                answer = list(zip(shards.firsts, shards.shard_counts(scores)))
            case _Viterbi(live_scores):
                scores[live] = live_scores
                answer = shards.shard_viterbi(scores)
            case _:
                raise TypeError(f"a Unigram worker cannot answer {request!r}")
        connection.send(answer)


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


def corpus_shards(strings: list[str], pieces: list[str], max_piece_length: int,
                  weights: np.ndarray) -> Shards | WorkerShards:
    """Worker processes for corpora large enough to repay starting them, else in process;
    the same shards either way, whatever the number of cores, so the results are the same."""
    ranges = _shard_ranges(strings)
    workers = min(os.cpu_count() or 1, 8, len(ranges))
    if workers > 1 and sum(map(len, strings)) >= PARALLEL_MIN_CHARS:
        return WorkerShards(strings, pieces, max_piece_length, weights, ranges, workers)
    return Shards.build(strings, pieces, max_piece_length, weights, ranges)


PARALLEL_MIN_CHARS = 200_000


def _shard_ranges(strings: list[str]) -> list[tuple[int, int]]:
    """At least about SHARDS shards (for the workers to share) of at most SHARD_CHARS characters,
    whatever the number of cores, so that results do not depend on it."""
    chars = sum(map(len, strings))
    return _ranges(strings, min(Shards.SHARD_CHARS, max(MIN_SHARD_CHARS, chars // SHARDS)))


SHARDS = 4
MIN_SHARD_CHARS = 1 << 14


def _ranges(strings: list[str], chars_per_range: int) -> list[tuple[int, int]]:
    """Contiguous (first, last) ranges of strings holding about `chars_per_range` characters:
    each ends with the string that brings it to `chars_per_range` (or with the last one).

    >>> _ranges(["abc", "d", "ef", "", "ghij"], 3)
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


def _sum_shards(per_shard: list, size: int) -> tuple[np.ndarray, float]:
    """Shard results added in shard order: the same floats however shards meet workers."""
    counts, log_likelihood = np.zeros(size), 0.0
    for (pieces, shard_counts), shard_likelihood in per_shard:
        counts[pieces] += shard_counts
        log_likelihood += shard_likelihood
    return counts, log_likelihood


def _concatenate(results: list[tuple]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
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
