"""Viterbi over many words at once, for batch encoding: the best paths of
`UnigramModel._viterbi` (the same pieces, ties to the smallest start), found by numpy passes
over all the words together rather than a Python step per character and piece.

The words are joined; the pieces are a trie whose edges are found by binary search, so one pass
per piece length finds every piece that starts at every position. The best path to each
position then takes one pass per position in a word, over all the words, and the paths are read
back one token per pass. Positions are the lattice's nodes: word w's k-th node is its k-th
character's index in the joined text plus w (each word has one node more than characters).
Only for a lattice with an unknown token, which reaches every position.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import accumulate

import numpy as np

from ..base import Token

_CHARS = 0x110000  # code points: an edge's key is its parent state * _CHARS + the character


class PieceTrie:
    """The lattice's pieces as a trie: sorted edge keys, the state each edge leads to, and the
    piece id a state spells (-1: none)."""

    def __init__(self, ids: Mapping[str, int]) -> None:
        edges: dict[int, int] = {}
        spelled = [-1]  # state 0, the root, spells the empty string (never an arc)
        for piece, piece_id in ids.items():
            state = 0
            for char in piece:
                key = state * _CHARS + ord(char)
                state = edges.setdefault(key, len(spelled))
                if state == len(spelled):
                    spelled.append(-1)
            spelled[state] = piece_id
        keys = np.array([-1, *edges], np.int64)  # -1: no edge has it, so a search never runs off
        order = np.argsort(keys, kind="stable")
        self.keys = keys[order]
        self.children = np.array([0, *edges.values()], np.int64)[order]
        self.spelled = np.array(spelled, np.int64)
        self.depth = max(map(len, ids), default=0)


def viterbi_many(trie: PieceTrie, scores: np.ndarray, unknown: int, unk_score: float,
                 words: list[str]) -> list[list[Token]]:
    """Each word's best path, as `_viterbi` gives it, with each run of unknown tokens joined
    into one (as `UnigramModel._fuse_unknown` joins them)."""
    lengths = np.fromiter(map(len, words), np.int64, len(words))
    codes = np.frombuffer("".join(words).encode("utf-32-le"), np.uint32).astype(np.int64)
    first_char = np.cumsum(lengths) - lengths
    word_of_char = np.repeat(np.arange(len(words)), lengths)
    starts, ends, ids, unknowns = _arcs(trie, codes, (first_char + lengths)[word_of_char])
    arc_scores = np.concatenate([scores[ids], np.full(len(unknowns), unk_score)])
    starts = np.concatenate([starts, unknowns])
    ends = np.concatenate([ends, unknowns + 1])
    ids = np.concatenate([ids, np.full(len(unknowns), unknown, np.int64)])
    shift = word_of_char[starts]  # a character's node is its index + its word's index
    came, picked = _best_paths(starts + shift, ends + shift, ends - first_char[shift],
                               arc_scores, ids, len(codes) + len(words))
    return _paths(came, picked, first_char + np.arange(len(words)), lengths, unknown)


def _arcs(trie: PieceTrie, codes: np.ndarray, word_end: np.ndarray
          ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every piece in every word: start, end (character indexes of the joined text) and piece
    id; and the characters that no one-character piece is (an unknown arc starts there)."""
    empty = np.zeros(0, np.int64)
    found_starts, found_ends, found_ids = [empty], [empty], [empty]
    positions = np.arange(len(codes))
    states = np.zeros(len(codes), np.int64)
    single = np.zeros(len(codes), bool)
    for depth in range(trie.depth):
        at = positions + depth
        inside = at < word_end[positions]
        positions, states, at = positions[inside], states[inside], at[inside]
        keys = states * _CHARS + codes[at]
        slots = np.searchsorted(trie.keys, keys)
        slots[slots == len(trie.keys)] = 0
        hit = trie.keys[slots] == keys
        positions, states = positions[hit], trie.children[slots[hit]]
        spelled = trie.spelled[states]
        piece = spelled >= 0
        found_starts.append(positions[piece])
        found_ends.append(positions[piece] + depth + 1)
        found_ids.append(spelled[piece])
        if depth == 0:
            single[positions[piece]] = True
        if not len(positions):
            break
    return (np.concatenate(found_starts), np.concatenate(found_ends),
            np.concatenate(found_ids), np.flatnonzero(~single))


def _best_paths(starts: np.ndarray, ends: np.ndarray, end_offsets: np.ndarray,
                scores: np.ndarray, ids: np.ndarray, nodes: int) -> tuple[np.ndarray, np.ndarray]:
    """For each node, the node where its best path starts its last piece and that piece. The
    arcs go by their end's offset in its word, so the paths to their starts are known; into one
    node, the best arc with the smallest start wins, as the scan of `_viterbi` keeps the first
    of equal paths. What does not depend on the paths (where each node's arcs begin, which
    arcs each pass takes) is found once, before the passes."""
    came = np.zeros(nodes, np.int64)
    picked = np.zeros(nodes, np.int64)
    if not len(ends):
        return came, picked
    order = np.lexsort((starts, ends, end_offsets))
    starts, ends, scores, ids = starts[order], ends[order], scores[order], ids[order]
    node_starts = np.r_[True, ends[1:] != ends[:-1]]
    heads = np.flatnonzero(node_starts)  # each node's first arc
    node_of_arc = np.cumsum(node_starts) - 1
    offsets = end_offsets[order]
    passes = np.arange(1, offsets[-1] + 2)
    arc_bounds = np.searchsorted(offsets, passes).tolist()
    head_bounds = np.searchsorted(offsets[heads], passes).tolist()
    arc_index = np.arange(len(ends))
    best = np.zeros(nodes)  # a word's first node scores 0; the others are set before read
    for a, b, h, g in zip(arc_bounds, arc_bounds[1:], head_bounds, head_bounds[1:]):
        paths = best[starts[a:b]] + scores[a:b]
        local_heads = heads[h:g] - a
        top = np.maximum.reduceat(paths, local_heads)
        first = np.minimum.reduceat(
            np.where(paths == top[node_of_arc[a:b] - h], arc_index[a:b], len(ends)), local_heads)
        node = ends[heads[h:g]]
        best[node] = top
        came[node] = starts[first]
        picked[node] = ids[first]
    return came, picked


def _paths(came: np.ndarray, picked: np.ndarray, first_nodes: np.ndarray, lengths: np.ndarray,
           unknown: int) -> list[list[Token]]:
    """Each word's tokens, read back from its last node, with offsets into the word; a run of
    unknown tokens becomes one, as `UnigramModel._fuse_unknown` joins them."""
    word = np.flatnonzero(lengths)
    node = (first_nodes + lengths)[word]
    steps = []
    while len(node):
        start = came[node]
        steps.append((word, start, node))
        more = start != first_nodes[word]
        word, node = word[more], start[more]
    if not steps:
        return [[] for _ in lengths]
    word, start, end = (np.concatenate(column) for column in zip(*steps))
    order = np.lexsort((start, word))
    word, start, end = word[order], start[order], end[order]
    ids = picked[end]
    run = ids == unknown
    joined = np.r_[False, run[1:] & run[:-1] & (word[1:] == word[:-1])]  # a run's later ones
    kept = np.flatnonzero(~joined)
    end = end[np.r_[kept[1:] - 1, len(end) - 1]]  # each kept token ends where its run does
    word, start, ids = word[kept], start[kept], ids[kept]
    base = first_nodes[word]
    tokens = list(zip(ids.tolist(), (start - base).tolist(), (end - base).tolist()))
    bounds = list(accumulate(np.bincount(word, minlength=len(lengths)).tolist(), initial=0))
    return [tokens[a:b] for a, b in zip(bounds, bounds[1:])]
