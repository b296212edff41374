"""One training run end to end: settings -> word table -> trainer -> tokenizer.

The CLI and the GUI both go through here, so their defaults cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Generator

from ..runtime.events import EmStepEvent, MergeEvent, PruneEvent, ShouldStop
from ..models.base import with_unknown
from ..pipeline.normalizers import build_normalizer
from ..pipeline.pre_tokenizers import PreTokenizer
from ..tokenizer.tokenizer import Tokenizer, default_post_processor
from ..runtime.texts import worded
from .config import TrainConfig
from .corpus import CorpusError
from .counting import WordCounts


def model_words(counts: WordCounts | dict[str, int], pre_tokenizer: PreTokenizer) -> dict[str, int]:
    """The word table as the model sees it (byte-level: one character per byte)."""
    table = counts.counts if isinstance(counts, WordCounts) else counts
    if not pre_tokenizer.byte_level:
        return table
    return {pre_tokenizer.model_text(word): count for word, count in table.items()}


Event = MergeEvent | EmStepEvent | PruneEvent


def long_words(config: TrainConfig, table: dict[str, int]) -> dict[str, int]:
    """The words training leaves out: for Unigram, those over `max_word_bytes` in UTF-8.

    >>> long_words(TrainConfig(algorithm="unigram", vocab_size=8, max_word_bytes=4),
    ...            {"abcd": 2, "abcdé": 1, "ab": 5})
    {'abcdé': 1}
    """
    limit = config.max_word_bytes
    if config.algorithm != "unigram":
        return {}
    return {word: count for word, count in table.items()  # 4 bytes a character at most
            if len(word) * 4 > limit and len(word.encode("utf-8")) > limit}


@worded
def describe_long_words(config: TrainConfig, skipped: dict[str, int]) -> str:
    """The report's line on the words left out; "" if none.

    >>> describe_long_words(TrainConfig(algorithm="unigram", vocab_size=8), {"a" * 5000: 3})
    'left out 1 word (3 occurrences) over 4,192 bytes (max word bytes)'
    """
    if not skipped:
        return ""
    times = sum(skipped.values())
    words = "1 word" if len(skipped) == 1 else f"{len(skipped):,} words"
    occurrences = "1 occurrence" if times == 1 else f"{times:,} occurrences"
    return f"left out {words} ({occurrences}) over {config.max_word_bytes:,} bytes (max word bytes)"


def train(
    config: TrainConfig, counts: WordCounts | dict[str, int], should_stop: ShouldStop | None = None
) -> Generator[Event, None, Tokenizer]:
    """Yield the trainer's events; return the trained tokenizer (partial if stopped)."""
    pre_tokenizer = config.build_pre_tokenizer()
    trainer = config.build_trainer()
    table = counts.counts if isinstance(counts, WordCounts) else counts
    skipped = long_words(config, table)
    if skipped:
        table = {word: count for word, count in table.items() if word not in skipped}
        if not table:
            raise CorpusError(f"every word is over {config.max_word_bytes:,} bytes, the longest "
                              f"a Unigram word may be (max word bytes): nothing to train on")
    training = trainer.train(model_words(table, pre_tokenizer), should_stop)
    del counts, table  # the trainer holds what it needs; the caller decides whether to keep them
    model = yield from training
    return Tokenizer(
        normalizer=build_normalizer(config.normalizer), pre_tokenizer=pre_tokenizer, model=model,
        special_tokens=with_unknown(config.special_tokens, config.unk_token),
        settings=config.to_dict(),
        post_processor=default_post_processor(pre_tokenizer, model),
    )


@worded
def shortfall(config: TrainConfig, size: int) -> str | None:
    """Why a run that was not stopped ended with `size` tokens, not the size asked for, in one
    line; None if it reached it.

    >>> shortfall(TrainConfig(vocab_size=500, min_frequency=2), 300)
    '300 of the 500 tokens asked for: no pair of tokens occurs 2 times or more (minimum frequency)'
    >>> shortfall(TrainConfig(vocab_size=50), 257)
    '257 tokens, not the 50 asked for: the initial alphabet and the special tokens alone are 257'
    >>> shortfall(TrainConfig(vocab_size=500), 500) is None
    True
    """
    if size == config.vocab_size:
        return None
    if size > config.vocab_size:
        alphabet = ("the characters of the corpus (never removed)" if config.algorithm == "unigram"
                    else "the initial alphabet")
        return (f"{size:,} tokens, not the {config.vocab_size:,} asked for: {alphabet} and the "
                f"special tokens alone are {size:,}")
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
