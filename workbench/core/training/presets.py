"""Training presets: the pipeline and trainer settings of well-known tokenizers, and the
course's examples (on the course's four sentences, each a text of its own: line ends dropped).
Each is a set of TrainConfig fields; what it leaves out keeps its default.

>>> PRESETS["bert"].settings["vocab_size"]
30522
"""

from __future__ import annotations

from dataclasses import dataclass

from .config import TrainConfig
from .settings import declared


@dataclass(frozen=True)
class Preset:
    name: str  # the command line's `train --preset NAME`
    title: str  # what the window shows (translated there)
    settings: dict  # TrainConfig fields
    corpus: str = ""  # the bundled corpus it reproduces an example on (`workbench.resources`)


COURSE = "corpora/course.txt"  # its four sentences, a file of `workbench.resources`

PRESETS = {preset.name: preset for preset in (
    Preset("gpt2", "GPT-2-like byte-level BPE", dict(
        algorithm="bpe", vocab_size=32000, pre_tokenizer="byte-level", normalizer=[],
        add_prefix_space=False, special_tokens=["<|endoftext|>"], min_frequency=2)),
    Preset("bert", "BERT-like WordPiece", dict(
        algorithm="wordpiece", vocab_size=30522, pre_tokenizer="bert",
        normalizer=["bert"], min_frequency=2,
        special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"])),
    Preset("t5", "T5-like Unigram", dict(
        algorithm="unigram", vocab_size=32000, pre_tokenizer="metaspace",
        normalizer=["spm-nmt-nfkc"], line_ends="drop",
        special_tokens=["<pad>", "</s>", "<unk>"], unk_token="<unk>")),
    Preset("course-bpe", "Course example: BPE", dict(
        algorithm="bpe", vocab_size=50, pre_tokenizer="byte-level", normalizer=[],
        line_ends="drop",
        initial_alphabet="seen",  # the course's code starts from the characters seen
        special_tokens=["<|endoftext|>"], tie_break="first-seen", min_frequency=0),
        COURSE),
    Preset("course-wordpiece", "Course example: WordPiece", dict(
        algorithm="wordpiece", vocab_size=70, pre_tokenizer="bert", normalizer=[],
        line_ends="drop",
        special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"], min_frequency=0),
        COURSE),
    Preset("course-unigram", "Course example: Unigram", dict(
        algorithm="unigram", vocab_size=100, pre_tokenizer="metaspace", normalizer=[],
        line_ends="drop",
        seed_size=300, n_sub_iterations=0, pruning="exact", shrinking_factor=0.9), COURSE),
)}

PIPELINE_FIELDS = tuple(name for name, spec in declared(TrainConfig).items()
                        if spec.group == "pipeline")  # the corpus panel's part of a preset
