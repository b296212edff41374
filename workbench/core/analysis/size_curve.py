"""One run, every size: tokens per word and characters per token of a held-out text under the
first k merges of a BPE model, for every k, exactly.

The encoder applies merges lowest rank first; with only the first k merges it makes the same
merges until the first one of rank k or more, and stops there. So one encode of a word, recording
each merge's rank and how many symbols it removed, gives its token count under every k: a step
function that drops by those symbols at k = 1 + the highest rank met so far. Adding these steps
over the distinct words of the text gives the whole curve.

>>> from workbench.core import TrainConfig, run, train
>>> words = {"hug": 10, "pug": 5, "pun": 12, "bun": 4, "hugs": 5}
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=11, pre_tokenizer="whitespace",
...                                   tie_break="first-seen"), words))
>>> curve = size_curve(tokenizer, "hugs unhug")
>>> curve.vocab_sizes, curve.tokens  # merges: (u, g), (u, n), (h, ug)
((8, 9, 10, 11), (9, 7, 6, 4))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..editing.resize import round_sizes, truncate
from ..models.base import refuse_holes
from ..pipeline.pre_tokenizers import Whitespace
from ..tokenizer.tokenizer import Tokenizer


@dataclass(frozen=True)
class SizeCurve:
    vocab_sizes: tuple[int, ...]  # with the first k merges, k = 0, 1, ... all
    tokens: tuple[int, ...]  # the text's token count with the first k merges
    words: int  # the text's words, as the whitespace pre-tokenizer splits them (SPEC section 7)
    characters: int

    @cached_property  # a view reads one value per slider step: a list of 20,000 each time
    def tokens_per_word(self) -> list[float]:  # stalled the window 100-400 ms on a loaded machine
        return [tokens / max(1, self.words) for tokens in self.tokens]

    @cached_property
    def characters_per_token(self) -> list[float]:
        return [self.characters / tokens if tokens else 0.0 for tokens in self.tokens]


def size_curve(tokenizer: Tokenizer, text: str, *, rounds: list[list] | None = None) -> SizeCurve:
    """The curve of `text` for every truncation of the tokenizer's merges (ValueError for a
    model whose merges cannot be cut short); for a Unigram model with its run's `rounds`
    (`TrainingHistory.round_models`), at each size they give, by encoding the text with each."""
    model = tokenizer.model
    refuse_holes(model, "cut to smaller sizes")
    if rounds and model.algorithm == "unigram":
        return _round_curve(tokenizer, text, rounds)
    sizes = model.merge_sizes(creation_order=tokenizer.settings.get("algorithm") == model.algorithm)
    start = 0  # tokens with no merge at all
    ranks: list[int] = []  # where each drop starts: 1 + the highest rank met so far
    drops: list[int] = []  # by how many tokens, over all occurrences of the word
    for (word, added), count in tokenizer.word_counts(text).items():
        if added:
            start += count
            continue
        initial, steps = model.count_steps(word)
        start += initial * count
        for step, fewer in steps:
            ranks.append(step)
            drops.append(fewer * count)
    dropped = np.cumsum(np.bincount(np.asarray(ranks, dtype=np.int64),
                                    np.asarray(drops, dtype=np.float64), minlength=len(sizes)))
    tokens = (start - dropped[:len(sizes)]).astype(np.int64)
    return SizeCurve(tuple(sizes), tuple(tokens.tolist()), len(Whitespace().words(text)),
                     len(text))


def _round_curve(tokenizer: Tokenizer, text: str, rounds: list[list]) -> SizeCurve:
    sizes = round_sizes(tokenizer.model, rounds)
    tokens = [len(truncate(tokenizer, size, rounds=rounds).encode(
        text, truncate=False, pad=False).ids) for size in sizes]
    return SizeCurve(tuple(sizes), tuple(tokens), len(Whitespace().words(text)), len(text))
