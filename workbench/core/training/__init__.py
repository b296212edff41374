"""Training: the settings of a run, reading and counting a corpus, and `train`, the one path
from settings and a word table to a tokenizer that the CLI and the window share."""

from .config import ALGORITHMS, DEFAULT_PRE_TOKENIZER, TrainConfig, train
from .corpus import CorpusError, Source, escape_word, open_binary
from .counting import WordCounts, count_words
from .presets import PIPELINE_FIELDS, PRESETS, Preset

__all__ = [
    "ALGORITHMS", "CorpusError", "DEFAULT_PRE_TOKENIZER", "PIPELINE_FIELDS", "PRESETS", "Preset",
    "Source", "TrainConfig", "WordCounts", "count_words", "escape_word", "open_binary", "train",
]
