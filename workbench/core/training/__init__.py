"""Training: the settings of a run (each declared once, on TrainConfig), reading and counting a
corpus, presets, and `train`, the one path from settings and a word table to a tokenizer that
the CLI and the window share."""

from .config import DEFAULT_LINE_ENDS, DEFAULT_PRE_TOKENIZER, TrainConfig
from .corpus import CorpusError, Source, escape_word, open_binary
from .counting import SourceStats, WordCounts, count_words, source_texts
from .distributed import DASK_MISSING, count_words_dask, dask_available
from .fertility import wordpiece_comparison
from .presets import PIPELINE_FIELDS, PRESETS, Preset
from .run import describe_long_words, long_words, shortfall, train
from .settings import ALGORITHMS, GROUPS, Setting, declared, describe

__all__ = [
    "ALGORITHMS", "CorpusError", "DASK_MISSING", "DEFAULT_LINE_ENDS", "DEFAULT_PRE_TOKENIZER",
    "GROUPS", "PIPELINE_FIELDS", "PRESETS", "Preset", "Setting", "Source", "SourceStats",
    "TrainConfig", "WordCounts", "count_words", "count_words_dask", "dask_available", "declared",
    "describe", "describe_long_words", "escape_word", "long_words", "open_binary", "shortfall",
    "source_texts", "train", "wordpiece_comparison",
]
