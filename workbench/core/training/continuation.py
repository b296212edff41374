"""Training that goes on from a model (what Extend runs): each algorithm's trainer continues the
models it builds, found here by the model's algorithm, so that a model need not know its
trainer (the trainers import the models, never the reverse)."""

from __future__ import annotations

from collections.abc import Generator

from ..models.base import Model
from ..models.bpe import trainer as bpe
from ..models.unigram import trainer as unigram
from ..models.wordpiece import trainer as wordpiece
from ..runtime.events import EmStepEvent, MergeEvent, PruneEvent, ShouldStop


def continue_training(model: Model, words: dict[str, int], add: int, reserved: list[str],
                      settings: dict, should_stop: ShouldStop | None = None
                      ) -> Generator[MergeEvent | EmStepEvent | PruneEvent, None, Model]:
    """The model with up to `add` tokens learned from `words` (model text) after its own: every
    token keeps its id, `reserved` (tokens holding the ids after the model's, e.g. added
    tokens) join the vocabulary at theirs, the new tokens follow. `settings`: the run's (its
    tie-break). BPE and WordPiece split the words as the model does and merge on; Unigram seeds
    new pieces from them, runs EM over the union and prunes the new ones. ValueError if the
    model cannot be extended."""
    match model.algorithm:
        case "bpe":
            tie_break = settings.get("tie_break") or "lowest-id"
            return bpe.continue_training(model, words, add, reserved, tie_break, should_stop)
        case "wordpiece":
            tie_break = settings.get("tie_break") or "first-seen"
            return wordpiece.continue_training(model, words, add, reserved, tie_break, should_stop)
        case "unigram":
            return unigram.continue_training(model, words, add, reserved, should_stop)
        case _:  # WordLevel: a token per word, nothing to learn between them
            raise ValueError("a WordLevel model cannot be extended here")
