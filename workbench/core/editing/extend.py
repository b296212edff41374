"""Extending a tokenizer: tokens learned from a domain corpus after its own, every id kept.

The model continues training from where it stands (`training.continuation`: BPE and WordPiece
split the domain's words as the model does, then merge on); added tokens past the model's
vocabulary keep their ids and the new tokens take the ids after them. `fertility` measures what
it changed: tokens per word, and how many distinct words are one token.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..models.base import refuse_holes
from ..runtime.events import run
from ..tokenizer.tokenizer import Tokenizer
from ..training.continuation import continue_training


def model_words(tokenizer: Tokenizer, texts: Iterable[str]) -> Counter[str]:
    """The words of `texts` as the model sees them (normalized, pre-tokenized), counted."""
    words: Counter[str] = Counter()
    for text in texts:
        for piece in tokenizer.pre_tokenizer.pre_tokenize(tokenizer.normalizer.normalize(text)):
            words[piece.text] += 1
    return words


@dataclass(frozen=True)
class Fertility:
    tokens_per_word: float
    one_token_words: int  # distinct words the model keeps whole
    distinct_words: int


def fertility(tokenizer: Tokenizer, words: Counter[str]) -> Fertility:
    """Tokens per word over the word table (weighted by count)."""
    total = tokens = whole = 0
    for word, count in words.items():
        length = len(tokenizer.model.tokenize(word))
        total += count
        tokens += length * count
        whole += length == 1
    return Fertility(tokens / total if total else 0.0, whole, len(words))


def extend(tokenizer: Tokenizer, words: Counter[str], add: int) -> Tokenizer:
    """`tokenizer` with up to `add` tokens learned from `words` (see `model_words`)."""
    if add < 1:
        raise ValueError("the number of tokens to add must be at least 1")
    if not words:
        raise ValueError("the domain corpus has no words to learn tokens from")
    model = tokenizer.model
    refuse_holes(model, "extended")
    reserved = tokenizer.vocab[len(model.vocab):]
    extended = run(continue_training(model, dict(words), add, reserved, tokenizer.settings))
    return Tokenizer(tokenizer.normalizer, tokenizer.pre_tokenizer, extended,
                     settings=tokenizer.settings, decoder=tokenizer.decoder,
                     post_processor=tokenizer.post_processor, added_tokens=tokenizer.added_tokens,
                     encode_special_tokens=tokenizer.encode_special_tokens)


__all__ = ["Fertility", "extend", "fertility", "model_words"]
