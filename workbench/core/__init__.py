"""The engine: corpus reading, word counting, the three trainers and their models, file formats.

No Qt here: the GUI and the command line both build on this package.

>>> from workbench.core import TrainConfig, run, train
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=300), {"hello": 3, " world": 2}))
>>> tokenizer.encode("hello world").tokens
['hello', 'Ġworld']
"""

from .corpus import CorpusError, Source
from .counting import WordCounts, count_words
from .events import EmStepEvent, MergeEvent, PruneEvent, run
from .exporters import FORMATS as EXPORT_FORMATS
from .exporters import ExportError, export
from .importers import open_tokenizer
from .project import (
    BundleError, CorpusRef, Project, Run, TokenizePanel, TrainingHistory, load_bundle, load_model,
    save_bundle,
)
from .tokenizer import Encoding, Tokenizer
from .files import FormatError
from .tokenizer_json import load as load_tokenizer
from .tokenizer_json import save as save_tokenizer
from .training import TrainConfig, train

__all__ = [
    "BundleError", "CorpusError", "CorpusRef", "EXPORT_FORMATS", "EmStepEvent", "Encoding",
    "ExportError", "FormatError", "MergeEvent", "Project", "PruneEvent", "Run", "Source",
    "TokenizePanel", "Tokenizer", "TrainConfig", "TrainingHistory", "WordCounts", "count_words",
    "export", "load_bundle", "load_model", "load_tokenizer", "open_tokenizer", "run",
    "save_bundle", "save_tokenizer", "train",
]
