"""One training run end to end: settings -> word table -> trainer -> tokenizer.

The CLI and the GUI both go through here, so their defaults cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Generator

from ..events import EmStepEvent, MergeEvent, PruneEvent, ShouldStop
from ..models.base import with_unknown
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
    return Tokenizer(
        normalizer=build_normalizer(config.normalizer), pre_tokenizer=pre_tokenizer,
        model=model, special_tokens=with_unknown(config.special_tokens, config.unk_token), settings=config.to_dict(),
        post_processor=default_post_processor(pre_tokenizer, model),
    )
