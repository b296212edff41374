"""What every model shares: the `Model` protocol, the token triple and byte-fallback tokens.

The tokenizer, the file formats and the window ask a model only what this protocol declares, so
that none of them needs to know which algorithm it holds; each algorithm's model class in
`bpe/`, `wordpiece/`, `unigram/` and `wordlevel/` provides it, its own `tokenizer.json` section
included.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Protocol

from ..tokenizer.encoding import EncodeError
from .json_fields import json_field

if TYPE_CHECKING:
    from ..pipeline.decoders import Decoder

Token = tuple[int, int, int]  # (id, start, end), offsets in characters of the word
HOLE = ""  # what a vocabulary list holds at an id its tokenizer.json skips (see vocab_from_json)


class UnknownTokenError(EncodeError):
    """A word the model cannot spell, and no unknown token to stand for it (`tokenizers`
    refuses such a text too)."""


class Model(Protocol):
    type_tag: ClassVar[str]  # the model's "type" in tokenizer.json: "BPE", "WordPiece", ...
    algorithm: ClassVar[str]  # its name here: "bpe", "wordpiece", "unigram", "wordlevel"
    rank_kind: ClassVar[str | None]  # what rank_or_score gives: "merge" (its rank), "score", None
    samples: ClassVar[bool]  # whether it can sample segmentations (BPE dropout)
    vocab: list[str]  # id -> token
    holes: frozenset[int]  # ids with no token (a tokenizer.json's vocabulary may skip some)

    @property
    def unk_token(self) -> str | None:
        """The token for what the vocabulary cannot spell, if the model has one."""

    @property
    def unk_id(self) -> int | None:
        """The unknown token's id, if it is in the vocabulary."""

    @property
    def continuing_subword_prefix(self) -> str | None:
        """The mark of tokens that continue a word (e.g. "##"), if the model uses one."""

    @property
    def byte_fallback(self) -> bool:
        """Whether unknown characters become their bytes' <0xXX> tokens."""

    def token_to_id(self, token: str) -> int | None: ...

    def seed(self, value: int | None) -> None:
        """Seed the model's random choices (BPE dropout), so that a split can be reproduced."""

    def tokenize(self, word: str) -> list[Token]:
        """Split one pre-tokenized word (model text) into tokens with offsets into the word."""

    def tokenize_many(self, words: list[str]) -> list[list[Token]]:
        """`tokenize` of each word, in order (batch encoding gives a model its new words
        together: Unigram segments them at once)."""

    def token_text(self, word: str, token: Token) -> str:
        """The string `tokenizers` reports for this token of `word`."""

    def own_text_ids(self) -> frozenset[int] | None:
        """The ids whose `token_text` may be the word's own text rather than the vocabulary's
        entry (None: any id's may), so that a batch names the others by id without asking."""

    def merge_of(self, token: str) -> tuple[int, str, str] | None:
        """(rank, left, right) of the merge that built `token`; None if no merge did."""

    def rank_or_score(self, token_id: int) -> int | float | None:
        """What orders the vocabulary: a merge's rank, or a piece's log-probability."""

    def default_decoder(self) -> Decoder:
        """The decoder that undoes what the model does to words (pre-tokenizers aside)."""

    def explain(self, word: str, *, merge_counts: Mapping[str, int] | None = None,
                nbest: int = 5) -> object:
        """Why `word` is split so, step by step, as a frozen dataclass of the algorithm's
        (`merge_counts`: the count of the merge that made each token, from the run's history;
        `nbest`: how many segmentations a Unigram trace lists)."""

    def needs(self, tokens: set[str]) -> set[str]:
        """`tokens` and the tokens the model must keep to still produce them (BPE: the parts of
        the merges that build them)."""

    def subset(self, ids: list[int]) -> Model:
        """The model with only the tokens of `ids`, in that order (their new ids), and what
        belongs to them (merges between kept tokens, scores)."""

    def truncated(self, vocab_size: int, *, creation_order: bool = False) -> Model:
        """The model as training to `vocab_size` tokens would have left it (ValueError when
        the model cannot tell); `creation_order`: the vocabulary is in the order training made
        it (a WordPiece model trained here)."""

    def merge_sizes(self, *, creation_order: bool = False) -> list[int]:
        """The vocabulary size at each training step k = 0 (the alphabet) .. all, for
        `count_steps` (ValueError as for `truncated`)."""

    def count_steps(self, word: str) -> tuple[int, list[tuple[int, int]]]:
        """The word's token count at step 0 of `merge_sizes`, then (k, tokens fewer) for each
        step k from which the count changes: the word's count under every truncation."""


def picked(values: list, ids: list[int]) -> list:
    """The values at `ids`, in that order.

    >>> picked(["a", "b", "c"], [2, 0])
    ['c', 'a']
    """
    return [values[i] for i in ids]


def vocab_from_json(data: dict) -> tuple[list[str], frozenset[int]]:
    """Tokens by id from a {token: id} map, and the ids below its largest that it skips (its
    holes: `tokenizers` reads such a map, each token keeping its id; the list holds "" there).

    >>> vocab_from_json({"vocab": {"b": 1, "a": 0}})
    (['a', 'b'], frozenset())
    >>> vocab_from_json({"vocab": {"b": 3, "a": 0}})
    (['a', '', '', 'b'], frozenset({1, 2}))
    """
    vocab_map = json_field(data, "vocab", "a map")
    ids = vocab_map.values()
    # every id usize (see json_fields) without a call per id: JSON's whole numbers are read as
    # int, its other values (true, 1.0, "1", ...) as other types
    if not (set(map(type, ids)) <= {int} and min(ids, default=0) >= 0):
        raise ValueError("model vocabulary ids are not all whole numbers")
    if len(set(vocab_map.values())) < len(vocab_map):
        # tokenizers keeps one of them, which one changing from run to run
        raise ValueError("model vocabulary gives one id to several tokens")
    vocab = [HOLE] * (max(vocab_map.values(), default=-1) + 1)
    for token, token_id in vocab_map.items():
        vocab[token_id] = token
    holes = frozenset(range(len(vocab))) - frozenset(vocab_map.values())
    return vocab, holes


def vocab_to_json(vocab: list[str], holes: frozenset[int]) -> dict[str, int]:
    """The {token: id} map of a tokenizer.json, without the holes.

    >>> vocab_to_json(["a", "", "b"], frozenset({1}))
    {'a': 0, 'b': 2}
    """
    return {token: i for i, token in enumerate(vocab) if i not in holes}


def refuse_holes(model: Model, change: str) -> None:
    """ValueError when the model's vocabulary skips ids: cutting or growing it assumes none."""
    if model.holes:
        raise ValueError(f"the vocabulary skips {len(model.holes):,} ids, so it cannot be "
                         f"{change} (pruning closes the gaps)")


def with_unknown(special_tokens: list[str], unk_token: str | None) -> list[str]:
    """The special tokens, the unknown token first unless it is among them or there is none.

    >>> with_unknown(["<s>"], "<unk>"), with_unknown(["<s>", "<unk>"], "<unk>")
    (['<unk>', '<s>'], ['<s>', '<unk>'])
    >>> with_unknown(["<s>"], None), with_unknown(["<s>"], "")
    (['<s>'], ['<s>'])
    """
    specials = list(special_tokens)
    if unk_token and unk_token not in specials:
        specials.insert(0, unk_token)
    return specials


def byte_token_ids(ids: dict[str, int], text: str) -> list[int] | None:
    """The ids of the byte tokens <0x00>..<0xFF> spelling `text` in UTF-8, or None if one is
    missing (byte fallback, as in `tokenizers` and SentencePiece)."""
    found = [ids.get(f"<0x{byte:02X}>") for byte in text.encode("utf-8")]
    return None if None in found else found  # type: ignore[return-value]


def check_size(vocab_size: int, smallest: int, largest: int) -> None:
    """ValueError unless a model of `smallest`..`largest` tokens can be cut to `vocab_size`."""
    if vocab_size > largest:
        raise ValueError(f"the model has {largest:,} tokens, fewer than {vocab_size:,}")
    if vocab_size < smallest:
        raise ValueError(f"{vocab_size:,} tokens is fewer than the model starts from (special "
                         f"tokens and alphabet: {smallest:,})")
