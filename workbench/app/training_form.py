"""The training settings form: every trainer parameter, grouped, with tooltips; builds a
TrainConfig and explains what is wrong with one."""

from __future__ import annotations

from dataclasses import MISSING, dataclass
from dataclasses import fields as dataclass_fields

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout,
    QWidget,
)

from workbench.core.training import ALGORITHMS, TrainConfig

ALL = ALGORITHMS
MERGING = ("bpe", "wordpiece")
GUI_VOCAB_SIZE = 8000  # suits a first corpus; the command line keeps 30,000


def _tr(text: str) -> str:
    return QCoreApplication.translate("TrainingForm", text)


@dataclass(frozen=True)
class Field:
    name: str  # the TrainConfig field
    label: str
    tip: str
    kind: str  # "int", "float", "text", "list", or "choice:a,b" ("" is the default choice)
    group: int  # 0 vocabulary, 1 alphabet and special tokens, 2 algorithm specifics
    algorithms: tuple[str, ...] = ALL
    maximum: float = 1e9
    minimum: float = 0


def defaults() -> dict:
    """TrainConfig's own defaults, before it fills in those that depend on the algorithm."""
    values = {f.name: f.default for f in dataclass_fields(TrainConfig) if f.default is not MISSING}
    return {**values, "vocab_size": GUI_VOCAB_SIZE}


def fields() -> list[Field]:
    return [
        Field("vocab_size", _tr("Vocabulary size"), _tr(
            "How many tokens the trained vocabulary holds, special tokens included "
            "(default 8,000 here, 30,000 on the command line)"), "int", 0, minimum=1,
            maximum=10_000_000),
        Field("min_frequency", _tr("Minimum frequency"), _tr(
            "Merges of pairs seen fewer times than this are not made (default 0)"), "int", 0,
            MERGING),
        Field("special_tokens", _tr("Special tokens"), _tr(
            "Comma-separated tokens that get the first ids and are never split "
            "(default none)"), "list", 1),
        Field("unk_token", _tr("Unknown token"), _tr(
            "The token for characters outside the vocabulary (default [UNK], <unk> for "
            "Unigram, none for byte-level BPE)"), "text", 1),
        Field("limit_alphabet", _tr("Limit alphabet"), _tr(
            "Keep at most this many characters, the most frequent (0: all, the default)"),
            "int", 1, MERGING),
        Field("initial_alphabet", _tr("Initial alphabet"), _tr(
            "bytes: all 256 byte tokens (byte-level only); seen: the characters of the corpus "
            "(default: bytes for byte-level, else seen)"), "choice:,bytes,seen", 1, MERGING),
        Field("max_token_length", _tr("Max token length"), _tr(
            "Never make tokens longer than this many characters (0: no limit, the default)"),
            "int", 2, MERGING),
        Field("continuing_subword_prefix", _tr("Continuing subword prefix"), _tr(
            "Marks tokens that continue a word, e.g. ## (default ## for WordPiece, none for "
            "BPE)"), "text", 2, MERGING),
        Field("end_of_word_suffix", _tr("End-of-word suffix"), _tr(
            "Marks tokens that end a word, e.g. </w> (default none)"), "text", 2, ("bpe",)),
        Field("tie_break", _tr("Ties"), _tr(
            "Which pair wins a tie: lowest-id as the tokenizers library, first-seen as the "
            "course (default lowest-id for BPE, first-seen for WordPiece)"),
            "choice:,lowest-id,first-seen", 2, MERGING),
        Field("seed_size", _tr("Seed size"), _tr(
            "Initial vocabulary: characters plus the most frequent substrings (default "
            "300,000)"), "int", 2, ("unigram",), minimum=1, maximum=10_000_000),
        Field("shrinking_factor", _tr("Shrinking factor"), _tr(
            "Each pruning round keeps this share of the pieces (default 0.75)"), "float", 2,
            ("unigram",), maximum=0.99, minimum=0.01),
        Field("n_sub_iterations", _tr("EM steps per round"), _tr(
            "Expectation-maximisation steps before each pruning (default 2; 0: the course's "
            "frequencies)"), "int", 2, ("unigram",), maximum=100),
        Field("pruning", _tr("Pruning"), _tr(
            "approximate: SentencePiece's estimate; exact: the course's loss with each piece "
            "removed, slow (default approximate)"), "choice:approximate,exact", 2, ("unigram",)),
        Field("max_piece_length", _tr("Max piece length"), _tr(
            "Longest piece in characters (default 16)"), "int", 2, ("unigram",), minimum=1,
            maximum=1000),
    ]


class TrainingForm(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.algorithm = QComboBox()
        self.algorithm.setObjectName("algorithmCombo")
        for name, label in zip(ALGORITHMS, (self.tr("BPE"), self.tr("WordPiece"),
                                            self.tr("Unigram"))):
            self.algorithm.addItem(label, name)
        self.algorithm.setToolTip(self.tr("BPE merges the most frequent pair; WordPiece the pair "
                                          "with the best score; Unigram prunes a large seed"))
        self.algorithm.currentIndexChanged.connect(self._algorithm_changed)
        groups = [QGroupBox(self.tr("Vocabulary")),
                  QGroupBox(self.tr("Alphabet and special tokens")),
                  QGroupBox(self.tr("Algorithm specifics"))]
        forms = [QFormLayout(group) for group in groups]
        forms[0].addRow(self.tr("Algorithm"), self.algorithm)
        self.widgets: dict[str, QWidget] = {}
        self.rows: dict[str, tuple[QFormLayout, QWidget]] = {}
        self.fields = fields()
        for spec in self.fields:
            widget = self._widget(spec)
            widget.setToolTip(spec.tip)
            forms[spec.group].addRow(spec.label, widget)
            self.widgets[spec.name] = widget
            self.rows[spec.name] = (forms[spec.group], widget)
        self.widgets["vocab_size"].setObjectName("vocabSizeSpin")
        self.problem = QLabel()
        self.problem.setObjectName("settingsProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for group in groups:
            layout.addWidget(group)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        self.set_values(defaults())

    def _widget(self, spec: Field) -> QWidget:
        if spec.kind == "int":
            widget = QSpinBox()
            widget.setRange(int(spec.minimum), int(spec.maximum))
            widget.setGroupSeparatorShown(True)
            widget.valueChanged.connect(self.changed)
        elif spec.kind == "float":
            widget = QDoubleSpinBox()
            widget.setRange(spec.minimum, spec.maximum)
            widget.setSingleStep(0.05)
            widget.valueChanged.connect(self.changed)
        elif spec.kind.startswith("choice:"):
            widget = QComboBox()
            for choice in spec.kind[7:].split(","):
                widget.addItem(choice or self.tr("default"), choice)
            widget.currentIndexChanged.connect(self.changed)
        else:
            widget = QLineEdit()
            widget.textChanged.connect(self.changed)
        return widget

    def _algorithm_changed(self) -> None:
        algorithm = self.current_algorithm()
        for spec in self.fields:
            form, widget = self.rows[spec.name]
            form.setRowVisible(widget, algorithm in spec.algorithms)
        self.changed.emit()

    def current_algorithm(self) -> str:
        return self.algorithm.currentData()

    def values(self) -> dict:
        """The trainer settings as TrainConfig fields (empty means the default)."""
        values: dict = {"algorithm": self.current_algorithm()}
        for spec in self.fields:
            widget = self.widgets[spec.name]
            if spec.kind in ("int", "float"):
                value = widget.value()
                optional = spec.name in ("limit_alphabet", "max_token_length")
                values[spec.name] = None if optional and value == 0 else value
            elif spec.kind.startswith("choice:"):
                values[spec.name] = widget.currentData() or None
            elif spec.kind == "list":
                values[spec.name] = [t.strip() for t in widget.text().split(",") if t.strip()]
            else:
                values[spec.name] = widget.text() or None
        return values

    def set_values(self, values: dict) -> None:
        """Set the fields `values` has (TrainConfig fields; others are ignored)."""
        if "algorithm" in values:
            self.algorithm.setCurrentIndex(max(0, self.algorithm.findData(values["algorithm"])))
        for spec in self.fields:
            if spec.name not in values:
                continue
            value, widget = values[spec.name], self.widgets[spec.name]
            if spec.kind in ("int", "float"):
                widget.setValue(value or 0)
            elif spec.kind.startswith("choice:"):
                widget.setCurrentIndex(max(0, widget.findData(value or "")))
            elif spec.kind == "list":
                widget.setText(", ".join(value or []))
            else:
                widget.setText(value or "")
        self._algorithm_changed()

    def config(self, pipeline: dict, alphabet_size: int | None = None) -> TrainConfig:
        """The settings with the corpus panel's pipeline; ValueError says what is wrong."""
        config = TrainConfig.from_dict({**self.values(), **pipeline})
        floor = len(config.special_tokens) + (alphabet_size or 0)
        if config.algorithm != "unigram" and alphabet_size and config.vocab_size < floor:
            raise ValueError(self.tr(
                "The vocabulary size ({size:,}) is below the alphabet size plus the special "
                "tokens ({floor:,}): the trainer could not make a single merge.").format(
                size=config.vocab_size, floor=floor))
        return config

    def check(self, pipeline: dict, alphabet_size: int | None = None) -> bool:
        """Show what is wrong with the settings, if anything; whether they are usable."""
        try:
            self.config(pipeline, alphabet_size)
        except ValueError as exc:
            self.problem.setText(str(exc))
            return False
        self.problem.setText("")
        return True
