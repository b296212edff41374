"""A smaller model from a trained one: BPE cut to its first merges, WordPiece to the vocabulary
as it stood when training reached the size; exactly what training to that size gives. A Unigram
run's history keeps the model of each of its last pruning rounds: larger sizes, which training
passed through on its way down (`TrainingHistory.round_models`).

>>> from workbench.core import TrainConfig, run, train
>>> words = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
...                                   tie_break="first-seen"), words))
>>> small = truncate(tokenizer, 9)
>>> small.model.merges, small.encode("hugs").tokens
([('u', 'g')], ['h', 'ug', 's'])
"""

from __future__ import annotations

import json
from dataclasses import replace

from ..models.base import Model, refuse_holes
from ..tokenizer.tokenizer import Tokenizer

_HOLDS_IDS = ('"ids"', '"sep"', '"cls"')  # post-processor fields that name token ids


def truncate(tokenizer: Tokenizer, vocab_size: int, *, rounds: list[list] | None = None
             ) -> Tokenizer:
    """`tokenizer` with its model cut to `vocab_size` tokens; ValueError (one line) when the
    model cannot be cut so: too small or too large a size, or a model that keeps no record of
    its smaller sizes (SentencePiece BPE, a WordPiece vocabulary not trained here; Unigram
    without its run's `rounds`, or a size none of them left)."""
    model = tokenizer.model
    refuse_holes(model, "resized")
    trained_here = tokenizer.settings.get("algorithm") == model.algorithm
    if rounds and model.algorithm == "unigram":
        smaller = round_model(model, rounds, vocab_size)
    else:
        smaller = model.truncated(vocab_size, creation_order=trained_here)
    added = []
    extra = len(smaller.vocab)
    for token in tokenizer.added_tokens or []:
        if smaller.token_to_id(token.content) is not None:
            added.append(replace(token, id=None))
        else:  # past the model's vocabulary: the ids that follow it
            added.append(replace(token, id=extra))
            extra += 1
    settings = {**tokenizer.settings, "vocab_size": vocab_size} if tokenizer.settings else {}
    cut = replace(tokenizer, model=smaller, added_tokens=added, settings=settings)
    _check_post_processor(tokenizer, cut)
    return cut


def round_sizes(model: Model, rounds: list[list]) -> list[int]:
    """The vocabulary sizes a Unigram model's run can give: its own and its rounds', ascending."""
    return sorted({len(model.vocab), *(len(vocab) for _, vocab, _ in rounds)})


def round_model(model: Model, rounds: list[list], vocab_size: int) -> Model:
    """The Unigram model the last pruning round that left `vocab_size` pieces had (the model
    itself at its own size)."""
    if vocab_size == len(model.vocab):
        return model
    found = [(vocab, scores) for _, vocab, scores in rounds if len(vocab) == vocab_size]
    if not found:
        sizes = ", ".join(f"{size:,}" for size in round_sizes(model, rounds))
        raise ValueError(f"no pruning round left {vocab_size:,} pieces; the sizes kept are {sizes}")
    vocab, scores = found[-1]
    unk = model.unk_token
    return replace(model, vocab=list(vocab), scores=list(scores),  # type: ignore[type-var]
                   unk_id=vocab.index(unk) if unk is not None else None)


def _check_post_processor(old: Tokenizer, new: Tokenizer) -> None:
    moved = [t for t in old.special_tokens if old.token_to_id(t) != new.token_to_id(t)]
    if moved and old.post_processor is not None and any(
            key in json.dumps(old.post_processor.to_json()) for key in _HOLDS_IDS):
        raise ValueError(f"the special token {moved[0]!r} would get another id, which the "
                         "post-processor's template names")
