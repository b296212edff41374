"""The WordLevel model of `tokenizers`: a word is one token, the one the vocabulary gives it,
else the unknown token; with no unknown token in the vocabulary an unknown word is an error.

>>> model = WordLevelModel(["<unk>", "a", "b"], "<unk>")
>>> model.tokenize("b"), model.tokenize("cc")
([(2, 0, 1)], [(0, 0, 2)])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import ClassVar

from ...pipeline.decoders import Decoder
from ..base import Token, UnknownTokenError, picked, vocab_from_json, vocab_to_json
from .explain import WordLevelTrace

NO_STEPS = "a WordLevel model has no merges: each word is a token or unknown"


@dataclass
class WordLevelModel:
    """A vocabulary of whole words."""

    type_tag: ClassVar[str] = "WordLevel"
    algorithm: ClassVar[str] = "wordlevel"
    rank_kind: ClassVar[str | None] = None
    samples: ClassVar[bool] = False
    byte_fallback: ClassVar[bool] = False
    continuing_subword_prefix: ClassVar[None] = None
    vocab: list[str]  # id -> token
    unk_token: str = "<unk>"  # `tokenizers`' default; it may be missing from the vocabulary
    holes: frozenset[int] = frozenset()
    _ids: dict[str, int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._ids = vocab_to_json(self.vocab, self.holes)

    @property
    def unk_id(self) -> int | None:
        return self._ids.get(self.unk_token)

    def seed(self, value: int | None) -> None:
        """Nothing to seed: the split is always the same."""

    def token_to_id(self, token: str) -> int | None:
        return self._ids.get(token)

    def merge_of(self, token: str) -> None:
        return None

    def rank_or_score(self, token_id: int) -> None:
        return None

    def default_decoder(self) -> Decoder:
        """Tokens joined with spaces, as `tokenizers` does without a decoder."""
        return Decoder()

    def needs(self, tokens: set[str]) -> set[str]:
        """A word needs no token but its own."""
        return set(tokens)

    def subset(self, ids: list[int]) -> WordLevelModel:
        return replace(self, vocab=picked(self.vocab, ids), holes=frozenset())

    def details(self) -> dict:
        return {}

    def to_json(self) -> dict:
        """The section `tokenizers` writes: type, vocab in id order, unk_token."""
        return {"type": self.type_tag, "vocab": vocab_to_json(self.vocab, self.holes),
                "unk_token": self.unk_token}

    @classmethod
    def from_json(cls, data: dict) -> WordLevelModel:
        """`tokenizers` requires both fields (their absence is refused before this)."""
        vocab, holes = vocab_from_json(data)
        return cls(vocab=vocab, unk_token=data["unk_token"], holes=holes)

    def token_text(self, word: str, token: Token) -> str:
        """The vocabulary entry: the word, or the unknown token for an unknown word."""
        return self.vocab[token[0]]

    def own_text_ids(self) -> frozenset[int]:
        return frozenset()

    def tokenize_many(self, words: list[str]) -> list[list[Token]]:
        return [self.tokenize(word) for word in words]

    def tokenize(self, word: str) -> list[Token]:
        token_id = self._ids.get(word)
        if token_id is None:
            token_id = self.unk_id
        if token_id is None:
            raise UnknownTokenError(f"cannot encode {word!r}: it is not in the WordLevel "
                                    f"vocabulary and the unknown token {self.unk_token!r} is "
                                    "not either")
        return [(token_id, 0, len(word))]

    def explain(self, word: str, *, merge_counts: Mapping[str, int] | None = None,
                nbest: int = 5) -> WordLevelTrace:
        if word in self._ids:
            return WordLevelTrace(word, (word,), None)
        unknown = f"{word!r} is not in the vocabulary"
        if self.unk_id is None:
            return WordLevelTrace(word, (), f"{unknown}, nor is the unknown token "
                                            f"{self.unk_token!r}")
        return WordLevelTrace(word, (self.unk_token,), unknown)

    def count_steps(self, word: str) -> tuple[int, list[tuple[int, int]]]:
        raise ValueError(NO_STEPS)

    def merge_sizes(self, *, creation_order: bool = False) -> list[int]:
        raise ValueError(NO_STEPS)

    def truncated(self, vocab_size: int, *, creation_order: bool = False) -> WordLevelModel:
        raise ValueError(NO_STEPS)
