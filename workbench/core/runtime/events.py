"""Events a trainer yields while it works; the CLI prints them, the GUI plots them."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass

ShouldStop = Callable[[], bool]


class _Compact:
    """Pickles as the class and its field values: the GUI's worker process sends tens of
    thousands of events, and the default (a state dict per event) is twice as slow to load."""

    def __reduce__(self):
        return type(self), tuple(self.__dict__.values())


@dataclass(frozen=True)
class MergeEvent(_Compact):
    """One merge made by a BPE or WordPiece trainer."""

    rank: int  # 0 for the first merge
    pair: tuple[str, str]
    token: str
    count: int  # frequency of the pair when it was merged
    score: float | None  # WordPiece's score; None for BPE
    vocab_size: int  # after this merge
    elapsed: float  # seconds since training started


@dataclass(frozen=True)
class EmStepEvent(_Compact):
    """One expectation-maximisation step of the Unigram trainer."""

    round: int  # pruning round, from 0
    step: int  # EM step within the round, from 0
    loss: float  # corpus negative log-likelihood per word occurrence, before this step
    vocab_size: int  # after the step's M step
    elapsed: float


@dataclass(frozen=True)
class PruneEvent(_Compact):
    """One pruning round of the Unigram trainer."""

    round: int
    removed: tuple[tuple[str, float], ...]  # (piece, estimated loss increase), lowest first
    vocab_size: int  # after pruning
    elapsed: float
    # the model the round pruned (after its EM steps), finalized as training that stopped there
    # would (vocabulary, scores): for models of at most ROUND_MODELS_UP_TO times the target
    # size, else None
    model: tuple[tuple[str, ...], tuple[float, ...]] | None = None


def run(
    training: Generator[object, None, object], on_event: Callable[[object], None] | None = None
) -> object:
    """Drive a trainer's generator to the end, handing each event to `on_event`; return the
    model it builds."""
    while True:
        try:
            event = next(training)
        except StopIteration as stop:
            return stop.value
        if on_event is not None:
            on_event(event)
