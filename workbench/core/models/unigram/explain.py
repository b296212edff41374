"""Why Unigram split a word so: the lattice of every piece inside it, the best path, and the n
most probable segmentations with their share of the probability of all segmentations.

>>> from workbench.core.models.unigram import UnigramModel
>>> model = UnigramModel(["p", "u", "g", "pu", "ug"], [-2.5, -1.8, -2.3, -2.5, -2.3])
>>> trace = model.explain("pug", nbest=3)
>>> [(arc.piece, arc.start, arc.end) for arc in trace.arcs]
[('p', 0, 1), ('pu', 0, 2), ('u', 1, 2), ('ug', 1, 3), ('g', 2, 3)]
>>> trace.tokens, [(s.pieces, round(s.probability, 3)) for s in trace.nbest]
(('p', 'ug'), [(('p', 'ug'), 0.462), (('pu', 'g'), 0.462), (('p', 'u', 'g'), 0.076)])
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Arc:
    start: int  # in characters of the word
    end: int
    piece: str  # the piece's text; an unknown character's own text
    score: float  # log-probability
    unknown: bool = False  # a character no piece covers, scored as the unknown token


@dataclass(frozen=True)
class Segmentation:
    pieces: tuple[str, ...]
    score: float  # sum of the pieces' log-probabilities
    probability: float  # its share of all segmentations' total probability


@dataclass(frozen=True)
class UnigramTrace:
    algorithm: ClassVar[str] = "unigram"
    word: str
    arcs: tuple[Arc, ...]  # by start, then end
    best: tuple[int, ...]  # indices into `arcs` of the best path (Viterbi, the encoder's ties)
    tokens: tuple[str, ...]  # what the encoder gives (unknown runs joined)
    nbest: tuple[Segmentation, ...]  # the most probable segmentations, best first
    log_total: float  # log of the summed probability of every segmentation (forward algorithm)


def unigram_trace(word: str, arcs: list[Arc], best: list[tuple[int, int]], tokens: list[str],
                  nbest: int) -> UnigramTrace:
    """The trace from the lattice's arcs and the best path's (start, end) spans."""
    index = {(arc.start, arc.end): i for i, arc in enumerate(arcs)}
    total = forward_total(len(word), arcs)
    paths = tuple(Segmentation(tuple(arcs[i].piece for i in path), score,
                               math.exp(score - total))
                  for score, path in n_best(len(word), arcs, nbest))
    return UnigramTrace(word, tuple(arcs), tuple(index[span] for span in best), tuple(tokens),
                        paths, total)


def n_best(length: int, arcs: list[Arc], k: int) -> list[tuple[float, list[int]]]:
    """The k best (score, arc indices) paths over positions 0..length, best first (ties: in
    order of the arcs)."""
    paths: list[list[tuple[float, list[int]]]] = [[(0.0, [])]] + [[] for _ in range(length)]
    ending = _ending_at(length, arcs)
    for end in range(1, length + 1):
        options = [(score + arcs[i].score, path + [i])
                   for i in ending[end] for score, path in paths[arcs[i].start]]
        options.sort(key=lambda option: -option[0])
        paths[end] = options[:k]
    return paths[length]


def forward_total(length: int, arcs: list[Arc]) -> float:
    """log of the summed probability of every path over positions 0..length (-inf if none)."""
    alpha = [0.0] + [-math.inf] * length
    ending = _ending_at(length, arcs)
    for end in range(1, length + 1):
        alpha[end] = _log_sum([alpha[arcs[i].start] + arcs[i].score for i in ending[end]])
    return alpha[length]


def _ending_at(length: int, arcs: list[Arc]) -> list[list[int]]:
    """The indices of the arcs ending at each position 0..length."""
    ending: list[list[int]] = [[] for _ in range(length + 1)]
    for i, arc in enumerate(arcs):
        ending[arc.end].append(i)
    return ending


def _log_sum(values: list[float]) -> float:
    top = max(values, default=-math.inf)
    if top == -math.inf:
        return top
    return top + math.log(sum(math.exp(v - top) for v in values))
