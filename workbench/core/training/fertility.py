"""Tokens per word of a model on its own training words, and the reference a score-based
WordPiece is judged against.

The WordPiece trainer picks the pair with the highest freq(pair) / (freq(first) * freq(second))
(SPEC section 3, the course's formula): that favours pairs of *rare* pieces, so frequent words
such as "the" may stay split ("th ##e") while rare names become whole tokens. `tokenizers`
trains WordPiece differently: BPE merges (most frequent pair) with the `##` prefix, whose
vocabulary the WordPiece model then applies by longest match. `bpe_inside_reference` trains
that vocabulary here, so the user sees what the formula costs on their corpus.
"""

from __future__ import annotations

from dataclasses import replace

from ..models.base import Model
from ..models.wordpiece import WordPieceModel
from ..runtime.events import run
from ..tokenizer.tokenizer import Tokenizer
from .config import TrainConfig
from .counting import WordCounts
from .run import model_words, train


def tokens_per_word(tokenizer: Tokenizer, counts: WordCounts | dict[str, int],
                    model: Model | None = None) -> float:
    """Tokens per word occurrence when `model` (default: the tokenizer's own) splits the counted
    words (each distinct word split once, weighted by its count)."""
    model = model or tokenizer.model
    words = model_words(counts, tokenizer.pre_tokenizer)
    total = sum(words.values())
    tokens = sum(count * len(model.tokenize(word)) for word, count in words.items())
    return tokens / total if total else 0.0


def bpe_inside_reference(config: TrainConfig, counts: WordCounts | dict[str, int]
                         ) -> WordPieceModel:
    """A WordPiece model as `tokenizers`' WordPieceTrainer makes it from the same settings and
    words: the vocabulary of BPE trained with the continuing-subword prefix (ties to the lowest
    ids, as its BpeTrainer breaks them), applied by longest match."""
    bpe = replace(config, algorithm="bpe", tie_break="lowest-id", end_of_word_suffix=None)
    trained = run(train(bpe, counts))
    return WordPieceModel(list(trained.vocab), unk_token=config.unk_token or "[UNK]",
                          continuing_subword_prefix=config.continuing_subword_prefix)


def wordpiece_comparison(config: TrainConfig, counts: WordCounts | dict[str, int],
                         tokenizer: Tokenizer) -> list[float]:
    """[tokens per word of the trained WordPiece `tokenizer`, of `bpe_inside_reference`], on
    the words it learned from (the reference's training takes a tenth of WordPiece's or less)."""
    reference = bpe_inside_reference(config, counts)
    return [tokens_per_word(tokenizer, counts), tokens_per_word(tokenizer, counts, reference)]
