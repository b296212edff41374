"""The engine: corpus reading, word counting, the three trainers and their models, file formats.

No Qt here: the GUI and the command line both build on this package. Grouped by role:
`pipeline` (the stages around a model), `models` (one folder per algorithm), `training`
(settings, corpus reading, counting, `train`), `formats` (files other tools read and write),
`project` (bundles); `tokenizer` joins a pipeline and a model.

>>> from workbench.core import TrainConfig, run, train
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=300), {"hello": 3, " world": 2}))
>>> tokenizer.encode("hello world").tokens
['hello', 'Ġworld']
"""

from .encoding import EncodeError, Encoding
from .events import EmStepEvent, MergeEvent, PruneEvent, run
from .formats import FORMATS as EXPORT_FORMATS
from .formats import (
    ExportError, FormatError, export, load_tokenizer, open_tokenizer, save_tokenizer,
)
from .project import (
    BundleError, CorpusRef, Project, Run, TokenizePanel, TrainingHistory, load_bundle, load_model,
    save_bundle,
)
from .batch import encode_batch, file_stats
from .compare import Comparison, compare, render_rows
from .decode_stream import DecodeStream, decode_stream
from .evaluate import Evaluation, EvaluationText, evaluate, text_stats
from .health import HealthReport, health
from .explain import (
    BpeTrace, Explanation, UnigramTrace, WordExplanation, WordLevelTrace, WordPieceTrace, explain,
    explain_at,
)
from .resize import truncate
from .sampling import can_sample, with_dropout
from .held_out import HELD_OUT_SHARE, HeldOut, held_out
from .size_curve import SizeCurve, size_curve
from .tokenizer import Tokenizer
from .training import CorpusError, Source, TrainConfig, WordCounts, count_words, train

__all__ = [
    "BpeTrace", "BundleError", "Comparison", "CorpusError", "CorpusRef", "DecodeStream",
    "EXPORT_FORMATS", "EmStepEvent", "EncodeError", "Encoding", "Evaluation", "EvaluationText",
    "Explanation", "ExportError", "FormatError", "HELD_OUT_SHARE", "HealthReport", "HeldOut",
    "MergeEvent", "Project", "PruneEvent", "Run", "SizeCurve", "Source", "TokenizePanel",
    "Tokenizer", "TrainConfig", "TrainingHistory", "UnigramTrace", "WordCounts", "WordExplanation",
    "WordLevelTrace", "WordPieceTrace", "can_sample", "compare", "count_words", "decode_stream",
    "encode_batch", "evaluate", "explain", "explain_at", "export", "file_stats", "health",
    "held_out", "load_bundle", "load_model", "load_tokenizer", "open_tokenizer", "render_rows",
    "run", "save_bundle", "save_tokenizer", "size_curve", "text_stats", "train", "truncate",
    "with_dropout",
]
