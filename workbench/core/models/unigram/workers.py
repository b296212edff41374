"""Unigram's worker processes: the corpus lattices' shards dealt to one process per core, which
answer typed requests (E step, Viterbi, compaction) with the same results, to the last bit, as
one process.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

from ...runtime.processes import process_context
from .lattice import OwnLattices, Shards, concatenate_shards, string_ranges, sum_shards
from .seed import Layout, piece_lengths

class WorkerShards:
    """Shards dealt round-robin to worker processes, so that the E step and Viterbi passes use
    every core. The same interface and results (to the last bit) as `Shards`; `restrict`
    compacts the workers' lattices in place. Only the live pieces' scores are sent; the
    workers score the others -inf."""

    def __init__(self, strings: Collection[str] | Layout, pieces: Sequence[str],
                 max_piece_length: int, weights: np.ndarray, shards: list[tuple[int, int]],
                 workers: int) -> None:
        context = process_context()
        layout = Layout.of(strings)  # what a forked worker reads without copying
        self.connections = []
        self.processes = []
        for worker in range(min(workers, len(shards))):
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, daemon=True, args=(
                theirs, layout, pieces, max_piece_length, weights, shards[worker::workers]))
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
        return sum_shards(self.ask_all(_Expected(scores[self.live])), len(scores))

    def viterbi(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return concatenate_shards(self.ask_all(_Viterbi(scores[self.live])))

    def frequencies(self, scores: np.ndarray) -> np.ndarray:
        return sum_shards(self.ask_all(_Frequencies(scores[self.live])), len(scores))[0]

    def own_lattices(self, names: list[str], max_piece_length: int) -> _WorkerOwnLattices:
        """`OwnLattices` of these pieces, built and searched by the workers, shard by shard."""
        ranges = _shard_ranges(piece_lengths(names))
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
        return concatenate_shards(self.workers.ask_all(_OwnViterbi(alive, scores)))


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
class _Frequencies:
    scores: np.ndarray  # the live pieces' scores: each shard's pieces' frequencies in them


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


def _serve(connection, layout, pieces, max_piece_length, weights, ranges) -> None:
    """A worker: build the lattices of its shards, then answer requests until told to stop."""
    shards = Shards.build(layout, pieces, max_piece_length, weights, ranges)
    own: OwnLattices | None = None
    scores = np.full(len(pieces), -np.inf)
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
                scores[~alive] = -np.inf  # the edges of dead pieces may stay
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
            case _Frequencies(live_scores):
                scores[live] = live_scores
                answer = list(zip(shards.firsts, shards.shard_frequencies(scores)))
            case _:
                raise TypeError(f"a Unigram worker cannot answer {request!r}")
        connection.send(answer)


def corpus_shards(strings: Collection[str] | Layout, pieces: Sequence[str], max_piece_length: int,
                  weights: np.ndarray) -> Shards | WorkerShards:
    """Worker processes for corpora large enough to repay starting them, else in process;
    the same shards either way, whatever the number of cores, so the results are the same."""
    layout = Layout.of(strings)
    ranges = _shard_ranges(layout.lengths)
    workers = min(os.cpu_count() or 1, 8, len(ranges))
    if workers > 1 and len(layout.codes) >= PARALLEL_MIN_CHARS:
        return WorkerShards(layout, pieces, max_piece_length, weights, ranges, workers)
    return Shards.build(layout, pieces, max_piece_length, weights, ranges)


PARALLEL_MIN_CHARS = 200_000


def _shard_ranges(lengths: np.ndarray) -> list[tuple[int, int]]:
    """At least about SHARDS shards (for the workers to share) of at most SHARD_CHARS characters
    (strings of these lengths), whatever the number of cores, so that results do not depend on
    it."""
    chars = int(lengths.sum())
    return string_ranges(lengths, min(Shards.SHARD_CHARS, max(MIN_SHARD_CHARS, chars // SHARDS)))


SHARDS = 4
MIN_SHARD_CHARS = 1 << 14
