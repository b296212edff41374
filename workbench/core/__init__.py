"""The engine: corpus reading, word counting, the three trainers and their models, file formats.

No Qt here: the GUI and the command line both build on this package. Grouped by role:
`pipeline` (the stages around a model), `models` (one folder per algorithm), `tokenizer` (a
pipeline and a model joined, its encodings, batches and streams), `training` (settings, corpus
reading, counting, `train`), `formats` (files other tools read and write), `project` (bundles),
`editing` (adding tokens, extending, pruning, resizing a tokenizer one has), `analysis` (what is
learnt of one: explanations, measures, health, comparisons, size curves, sampling) and `runtime`
(what trainers yield, worker processes, the cycle collector, the core's translatable sentences).

>>> from workbench.core import TrainConfig, run, train
>>> tokenizer = run(train(TrainConfig(algorithm="bpe", vocab_size=300), {"hello": 3, " world": 2}))
>>> tokenizer.encode("hello world").tokens
['hello', 'Ġworld']
"""

from .tokenizer.encoding import EncodeError, Encoding
from .runtime import EmStepEvent, MergeEvent, PruneEvent, run
from .formats import FORMATS as EXPORT_FORMATS
from .formats import (
    ExportError, FormatError, export, load_tokenizer, open_tokenizer, save_tokenizer,
)
from .project import (
    BundleError, CorpusRef, Project, Run, TokenizePanel, TrainingHistory, load_bundle, load_model,
    save_bundle,
)
from .tokenizer.batch import encode_batch, file_stats
from .analysis.compare import Comparison, compare, render_rows
from .tokenizer.decode_stream import DecodeStream, decode_stream
from .analysis.evaluate import Evaluation, EvaluationText, evaluate, text_stats
from .analysis.health import HealthReport, health
from .analysis.explain import (
    BpeTrace, Explanation, UnigramTrace, WordExplanation, WordLevelTrace, WordPieceTrace, explain,
    explain_at,
)
from .editing import truncate
from .analysis.sampling import can_sample, with_dropout
from .analysis.held_out import HELD_OUT_SHARE, HeldOut, held_out
from .analysis.size_curve import SizeCurve, size_curve
from .tokenizer.tokenizer import Tokenizer
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
