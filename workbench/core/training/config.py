"""TrainConfig: every setting of a training run, each declared once with its default, help,
the algorithms it applies to and its allowed values (see `settings`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from ..models.bpe.pair_table import MAX_TOKENS
from ..models.bpe.trainer import TIE_BREAKS, BpeTrainer
from ..models.unigram.trainer import PRUNING_METHODS, UnigramTrainer
from ..models.wordpiece.trainer import WordPieceTrainer
from ..pipeline import byte_level
from ..pipeline.normalizers import NORMALIZER_NAMES, build_normalizer
from ..pipeline.pre_tokenizers import (
    PRE_TOKENIZER_NAMES, PREPEND_SCHEMES, PreTokenizer, build_pre_tokenizer,
)
from .settings import ALGORITHMS, declared, setting

MERGING = ("bpe", "wordpiece")
DEFAULT_PRE_TOKENIZER = {"bpe": "byte-level", "wordpiece": "bert", "unigram": "metaspace"}
DEFAULT_TIE_BREAK = {"bpe": "lowest-id", "wordpiece": "first-seen", "unigram": "first-seen"}
DEFAULT_LINE_ENDS = {"bpe": "keep", "wordpiece": "keep", "unigram": "drop"}


def _per_algorithm(defaults: dict[str, str], algorithms=ALGORITHMS) -> str:
    """A default that depends on the algorithm, in words.

    >>> _per_algorithm({"bpe": "a", "unigram": "b"}, ("bpe", "unigram"))
    'a for bpe, b for unigram'
    """
    return ", ".join(f"{defaults[a]} for {a}" for a in algorithms)


@dataclass(kw_only=True)
class TrainConfig:
    """Every setting of a run; None means "the default for this algorithm"."""

    algorithm: str = setting(
        "bpe", "Algorithm", "BPE merges the most frequent pair; WordPiece the pair with the best "
        "score; Unigram prunes a large seed", "vocabulary", choices=ALGORITHMS)
    vocab_size: int = setting(
        30000, "Vocabulary size", "How many tokens the trained vocabulary holds, special tokens "
        "included", "vocabulary", minimum=1, maximum=MAX_TOKENS, start=8000)
    pre_tokenizer: str | None = setting(
        None, "Pre-tokenizer", "How text is cut into words before training", "pipeline",
        choices=PRE_TOKENIZER_NAMES, default_text=_per_algorithm(DEFAULT_PRE_TOKENIZER))
    add_prefix_space: bool = setting(
        False, "Add prefix space", "Byte-level: treat the first word like the others by putting "
        "a space before it", "pipeline")
    prepend_scheme: str = setting(
        "always", "Prepend scheme", "Metaspace: when to put a '▁' before the text", "pipeline",
        worded=True, choices=PREPEND_SCHEMES)
    normalizer: list[str] = setting(
        [], "Normalizer", "Normalization steps, applied in the order given", "pipeline",
        choices=NORMALIZER_NAMES)
    line_ends: str | None = setting(
        None, "Line ends", "keep: a plain-text line's last word keeps its newline, as tokenizers "
        "trains on text files; drop: each line is a sentence without it, as SentencePiece "
        "trains (JSON lines are texts of their own either way)", "pipeline",
        worded=True, choices=("keep", "drop"), default_text=_per_algorithm(DEFAULT_LINE_ENDS))
    special_tokens: list[str] = setting(
        [], "Special tokens", "Tokens that get the first ids, in the order given, and are never "
        "split", "alphabet")
    unk_token: str | None = setting(
        None, "Unknown token", "The token for characters outside the vocabulary; \"\" (command "
        "line) for none, as tokenizers allows for bpe and unigram: text with unseen characters "
        "then cannot be encoded", "alphabet",
        default_text="[UNK], <unk> for unigram, none for byte-level bpe")
    min_frequency: int = setting(
        0, "Minimum frequency", "Merges of pairs seen fewer times than this are not made",
        "vocabulary", MERGING, minimum=0)
    limit_alphabet: int | None = setting(
        None, "Limit alphabet", "Keep at most this many characters, the most frequent",
        "alphabet", MERGING, minimum=1, default_text="all")
    max_token_length: int | None = setting(
        None, "Max token length", "Never make tokens longer than this many characters",
        "algorithm", MERGING, minimum=1, default_text="no limit")
    continuing_subword_prefix: str | None = setting(
        None, "Continuing subword prefix", "Marks tokens that continue a word, e.g. ##",
        "algorithm", MERGING, default_text="## for wordpiece, none for bpe")
    end_of_word_suffix: str | None = setting(
        None, "End-of-word suffix", "Marks tokens that end a word, e.g. </w>", "algorithm",
        ("bpe",))
    tie_break: str | None = setting(
        None, "Ties", "Which pair wins a tie: lowest-id as the tokenizers library, first-seen as "
        "the course", "algorithm", MERGING, worded=True, choices=TIE_BREAKS,
        default_text=_per_algorithm(DEFAULT_TIE_BREAK, MERGING))
    initial_alphabet: str | None = setting(
        None, "Initial alphabet", "bytes: all 256 byte tokens (byte-level only); seen: the "
        "characters of the corpus", "alphabet", MERGING, worded=True,
        choices=("bytes", "seen"),
        default_text="bytes for byte-level, else seen")
    extra_alphabet: str | None = setting(
        None, "Extra alphabet", "Characters the vocabulary holds even if the corpus has none of "
        "them, e.g. all the letters of a script (tokenizers' initial_alphabet); an unseen one "
        "scores as the rarest piece", "alphabet")
    fuse_unk: bool = setting(
        False, "Fuse unknown", "A run of unknown characters becomes one unknown token, as "
        "SentencePiece does", "algorithm", ("bpe",))
    seed_size: int = setting(
        300_000, "Seed size", "Initial vocabulary: characters plus the best substrings; "
        "approximate pruning takes SentencePiece's (seen twice or more, by count x length), "
        "exact the course's (all, by count)", "algorithm", ("unigram",), minimum=1,
        maximum=10_000_000)
    shrinking_factor: float = setting(
        0.75, "Shrinking factor", "Each pruning round keeps this share of the pieces",
        "algorithm", ("unigram",), minimum=0.01, maximum=0.99)
    n_sub_iterations: int = setting(
        2, "EM steps per round", "Expectation-maximisation steps before each pruning; 0 keeps "
        "the seed frequencies, as the course does", "algorithm", ("unigram",), minimum=0,
        maximum=100)
    pruning: str = setting(
        "approximate", "Pruning", "approximate: SentencePiece's estimate; exact: the course's "
        "loss with each piece removed, slow", "algorithm", ("unigram",), worded=True,
        choices=PRUNING_METHODS)
    max_word_bytes: int = setting(
        4192, "Max word length (bytes)", "Words longer than this in UTF-8 are left out of "
        "training and counted in the report, as SentencePiece's max_sentence_length leaves out "
        "long sentences: a single huge word would make the seed and every EM step slow",
        "algorithm", ("unigram",), minimum=1)
    max_piece_length: int = setting(
        16, "Max piece length", "Longest piece in characters", "algorithm", ("unigram",),
        minimum=1, maximum=1000)

    def __post_init__(self) -> None:
        self._check_declared()
        if self.algorithm == "unigram":
            _check_at_least("seed size", self.seed_size, self.vocab_size)
            if not 0 < self.shrinking_factor < 1:
                raise ValueError(
                    f"shrinking factor must be between 0 and 1, got {self.shrinking_factor}")
        self.pre_tokenizer = self.pre_tokenizer or DEFAULT_PRE_TOKENIZER[self.algorithm]
        self.tie_break = self.tie_break or DEFAULT_TIE_BREAK[self.algorithm]
        self.line_ends = self.line_ends or DEFAULT_LINE_ENDS[self.algorithm]
        byte_level_pre = self.pre_tokenizer == "byte-level"
        self.initial_alphabet = self.initial_alphabet or ("bytes" if byte_level_pre else "seen")
        if self.initial_alphabet == "bytes" and not byte_level_pre:
            raise ValueError("initial alphabet 'bytes' needs the byte-level pre-tokenizer")
        if self.unk_token is None and (self.algorithm == "unigram" or not byte_level_pre):
            self.unk_token = "<unk>" if self.algorithm == "unigram" else "[UNK]"
        if self.unk_token == "" and self.algorithm == "wordpiece":
            raise ValueError("WordPiece needs an unknown token")
        if self.algorithm == "wordpiece" and not self.continuing_subword_prefix:
            self.continuing_subword_prefix = "##"  # an empty one too: continuations need a mark
        if self.fuse_unk and self.algorithm != "bpe":
            raise ValueError("fuse unk is a BPE setting (Unigram always fuses unknown runs)")
        if self.algorithm == "wordpiece" and self.end_of_word_suffix:
            raise ValueError("WordPiece has no end-of-word suffix")
        build_normalizer(self.normalizer)
        self.build_pre_tokenizer()

    def _check_declared(self) -> None:
        """The declared limits: the algorithm among its choices, integers at their minimum, the
        vocabulary size at most what token ids can be."""
        for name, spec in declared(type(self)).items():
            value = getattr(self, name)
            if name == "algorithm" and value not in spec.choices:
                raise ValueError(f"algorithm must be one of {', '.join(spec.choices)}")
            if spec.kind is int and spec.minimum is not None:
                _check_at_least(name.replace("_", " "), value, int(spec.minimum))
        if self.vocab_size > MAX_TOKENS:  # the trainers store token ids as characters
            raise ValueError(f"vocab size must be at most {MAX_TOKENS:,}, got {self.vocab_size:,}")

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
                unk_token=self.unk_token or None, initial_alphabet=self.extra_alphabet or "",
                seed_size=self.seed_size,
                shrinking_factor=self.shrinking_factor, n_sub_iterations=self.n_sub_iterations,
                max_piece_length=self.max_piece_length, pruning=self.pruning,
            )
        common = dict(
            vocab_size=self.vocab_size, min_frequency=self.min_frequency,
            special_tokens=list(self.special_tokens), limit_alphabet=self.limit_alphabet,
            initial_alphabet=(byte_level.ALPHABET if self.initial_alphabet == "bytes" else [])
            + sorted(set(self.extra_alphabet or "")),
            max_token_length=self.max_token_length, tie_break=self.tie_break,
        )
        if self.algorithm == "wordpiece":
            return WordPieceTrainer(
                **common, unk_token=self.unk_token or "[UNK]",
                continuing_subword_prefix=self.continuing_subword_prefix,
            )
        return BpeTrainer(
            **common, unk_token=self.unk_token or None,
            continuing_subword_prefix=self.continuing_subword_prefix,
            end_of_word_suffix=self.end_of_word_suffix, fuse_unk=self.fuse_unk,
        )


def _check_at_least(name: str, value: int | None, minimum: int) -> None:
    if value is not None and value < minimum:
        raise ValueError(f"{name} must be at least {minimum}, got {value}")
