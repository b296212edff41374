"""One training run end to end: settings -> word table -> trainer -> tokenizer.

The CLI and the GUI both go through here, so their defaults cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import asdict, dataclass, field, fields

from ..events import EmStepEvent, MergeEvent, PruneEvent, ShouldStop
from ..models.bpe.trainer import BpeTrainer
from ..models.unigram.trainer import UnigramTrainer
from ..models.wordpiece.trainer import WordPieceTrainer
from ..pipeline import byte_level
from ..pipeline.normalizers import build_normalizer
from ..pipeline.pre_tokenizers import PreTokenizer, build_pre_tokenizer
from ..tokenizer import Tokenizer, default_post_processor
from .counting import WordCounts

ALGORITHMS = ("bpe", "wordpiece", "unigram")
DEFAULT_PRE_TOKENIZER = {"bpe": "byte-level", "wordpiece": "bert", "unigram": "metaspace"}
DEFAULT_TIE_BREAK = {"bpe": "lowest-id", "wordpiece": "first-seen", "unigram": "first-seen"}


@dataclass(kw_only=True)
class TrainConfig:
    """Every setting of a run; None means "the default for this algorithm"."""

    algorithm: str = "bpe"
    vocab_size: int = 30000
    pre_tokenizer: str | None = None
    add_prefix_space: bool = False
    prepend_scheme: str = "always"
    normalizer: list[str] = field(default_factory=list)
    special_tokens: list[str] = field(default_factory=list)
    unk_token: str | None = None
    min_frequency: int = 0
    limit_alphabet: int | None = None
    max_token_length: int | None = None
    continuing_subword_prefix: str | None = None
    end_of_word_suffix: str | None = None
    tie_break: str | None = None
    initial_alphabet: str | None = None  # "bytes" | "seen"
    fuse_unk: bool = False  # bpe: a run of unknown characters becomes one unk token
    seed_size: int = 300_000  # unigram
    shrinking_factor: float = 0.75  # unigram
    n_sub_iterations: int = 2  # unigram
    pruning: str = "approximate"  # unigram: "exact" | "approximate"
    max_piece_length: int = 16  # unigram

    def __post_init__(self) -> None:
        if self.algorithm not in ALGORITHMS:
            raise ValueError(f"algorithm must be one of {', '.join(ALGORITHMS)}")
        _check_at_least("vocab size", self.vocab_size, 1)
        _check_at_least("min frequency", self.min_frequency, 0)
        _check_at_least("limit alphabet", self.limit_alphabet, 1)
        _check_at_least("max token length", self.max_token_length, 1)
        _check_at_least("max piece length", self.max_piece_length, 1)
        _check_at_least("n sub iterations", self.n_sub_iterations, 0)
        if self.algorithm == "unigram":
            _check_at_least("seed size", self.seed_size, self.vocab_size)
            if not 0 < self.shrinking_factor < 1:
                raise ValueError(f"shrinking factor must be between 0 and 1, got {self.shrinking_factor}")
        self.pre_tokenizer = self.pre_tokenizer or DEFAULT_PRE_TOKENIZER[self.algorithm]
        self.tie_break = self.tie_break or DEFAULT_TIE_BREAK[self.algorithm]
        byte_level_pre = self.pre_tokenizer == "byte-level"
        self.initial_alphabet = self.initial_alphabet or ("bytes" if byte_level_pre else "seen")
        if self.initial_alphabet == "bytes" and not byte_level_pre:
            raise ValueError("initial alphabet 'bytes' needs the byte-level pre-tokenizer")
        if self.unk_token is None and (self.algorithm == "unigram" or not byte_level_pre):
            self.unk_token = "<unk>" if self.algorithm == "unigram" else "[UNK]"
        if self.algorithm == "wordpiece" and self.continuing_subword_prefix is None:
            self.continuing_subword_prefix = "##"
        if self.fuse_unk and self.algorithm != "bpe":
            raise ValueError("fuse unk is a BPE setting (Unigram always fuses unknown runs)")
        if self.algorithm == "wordpiece" and self.end_of_word_suffix:
            raise ValueError("WordPiece has no end-of-word suffix")
        build_normalizer(self.normalizer)
        self.build_pre_tokenizer()

    @classmethod
    def from_dict(cls, data: dict) -> TrainConfig:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})

    def to_dict(self) -> dict:
        return asdict(self)

    def build_pre_tokenizer(self) -> PreTokenizer:
        return build_pre_tokenizer(
            self.pre_tokenizer or "", add_prefix_space=self.add_prefix_space,
            prepend_scheme=self.prepend_scheme,
        )

    def build_trainer(self) -> BpeTrainer | WordPieceTrainer | UnigramTrainer:
        if self.algorithm == "unigram":
            return UnigramTrainer(
                vocab_size=self.vocab_size, special_tokens=list(self.special_tokens),
                unk_token=self.unk_token or "<unk>", seed_size=self.seed_size,
                shrinking_factor=self.shrinking_factor, n_sub_iterations=self.n_sub_iterations,
                max_piece_length=self.max_piece_length, pruning=self.pruning,
            )
        common = dict(
            vocab_size=self.vocab_size, min_frequency=self.min_frequency,
            special_tokens=list(self.special_tokens), limit_alphabet=self.limit_alphabet,
            initial_alphabet=byte_level.ALPHABET if self.initial_alphabet == "bytes" else [],
            max_token_length=self.max_token_length, tie_break=self.tie_break,
        )
        if self.algorithm == "wordpiece":
            return WordPieceTrainer(
                **common, unk_token=self.unk_token or "[UNK]",
                continuing_subword_prefix=self.continuing_subword_prefix or "##",
            )
        return BpeTrainer(
            **common, unk_token=self.unk_token,
            continuing_subword_prefix=self.continuing_subword_prefix,
            end_of_word_suffix=self.end_of_word_suffix, fuse_unk=self.fuse_unk,
        )


def _check_at_least(name: str, value: int | None, minimum: int) -> None:
    if value is not None and value < minimum:
        raise ValueError(f"{name} must be at least {minimum}, got {value}")


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
