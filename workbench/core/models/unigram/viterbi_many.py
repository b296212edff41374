"""Viterbi over many words at once, for batch encoding: the best paths of
`UnigramModel._viterbi` (the same pieces, ties to the smallest start), found in C
(`viterbi_loops.pyx`) rather than by a Python step per character and piece.

The pieces are a trie whose edges are found by binary search in one sorted array of keys, so
the scan from a start position stops at the first character no piece goes on with. Only for a
lattice with an unknown token, which reaches every position.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from ..base import Token
from .viterbi_loops import best_paths

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
    return best_paths(trie.keys, trie.children, trie.spelled, _CHARS, trie.depth,
                      np.ascontiguousarray(scores, np.float64), unknown, unk_score, words)
