"""One training run end to end: settings -> word table -> trainer -> tokenizer.

The CLI and the GUI both go through here, so their defaults cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Generator

from ..events import EmStepEvent, MergeEvent, PruneEvent, ShouldStop
from ..pipeline.normalizers import build_normalizer
from ..pipeline.pre_tokenizers import PreTokenizer
from ..tokenizer import Tokenizer, default_post_processor
from .config import TrainConfig
from .counting import WordCounts


def model_words(counts: WordCounts | dict[str, int], pre_tokenizer: PreTokenizer) -> dict[str, int]:
    """The word table as the model sees it (byte-level: one character per byte)."""
    table = counts.counts if isinstance(counts, WordCounts) else counts
    if not pre_tokenizer.byte_level:
        return table
    return {pre_tokenizer.model_text(word): count for word, count in table.items()}


Event = MergeEvent | EmStepEvent | PruneEvent


def train(
    config: TrainConfig, counts: WordCounts | dict[str, int], should_stop: ShouldStop | None = None
) -> Generator[Event, None, Tokenizer]:
    """Yield the trainer's events; return the trained tokenizer (partial if stopped)."""
    pre_tokenizer = config.build_pre_tokenizer()
    trainer = config.build_trainer()
    model = yield from trainer.train(model_words(counts, pre_tokenizer), should_stop)
    specials = list(config.special_tokens)
    if config.unk_token and config.unk_token not in specials:
        specials.insert(0, config.unk_token)
    return Tokenizer(
        normalizer=build_normalizer(config.normalizer), pre_tokenizer=pre_tokenizer,
        model=model, special_tokens=specials, settings=config.to_dict(),
        post_processor=default_post_processor(pre_tokenizer, model),
    )


def shortfall(config: TrainConfig, size: int) -> str | None:
    """Why a run that was not stopped ended with `size` tokens, below the size asked for, in one
    line; None if it reached it.

    >>> shortfall(TrainConfig(vocab_size=500, min_frequency=2), 300)
    '300 of the 500 tokens asked for: no pair of tokens occurs 2 times or more (minimum frequency)'
    >>> shortfall(TrainConfig(vocab_size=500), 500) is None
    True
    """
    if size >= config.vocab_size:
        return None
    if config.algorithm == "unigram":
        why = (f"the corpus has no more pieces to offer (its characters and their "
               f"sequences of up to {config.max_piece_length} characters)")
    else:
        limits = []
        if config.min_frequency > 1:
            limits.append(f"occurs {config.min_frequency} times or more (minimum frequency)")
        if config.max_token_length:
            limits.append(f"makes a token shorter than {config.max_token_length} (max token length)")
        why = ("no pair of tokens " + " and ".join(limits) if limits else
               "no pair of tokens is left: every word is one token (too few distinct words)")
    return f"{size:,} of the {config.vocab_size:,} tokens asked for: {why}"
