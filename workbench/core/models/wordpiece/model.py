"""The WordPiece model: greedy longest match against the vocabulary.

>>> model = WordPieceModel(["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu",
...                          "hug"])
>>> [model.vocab[i] for i, _, _ in model.tokenize("bugs")], model.tokenize("mug")
(['b', '##u', '##gs'], [(0, 0, 3)])
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar

from ...pipeline.decoders import Decoder, WordPieceDecoder
from ..base import Token, picked, vocab_from_json
from ..bpe.vocab import join_tokens


@dataclass
class WordPieceModel:
    """A vocabulary applied by greedy longest match; a word with no match becomes unk_token."""

    type_tag: ClassVar[str] = "WordPiece"
    algorithm: ClassVar[str] = "wordpiece"
    rank_kind: ClassVar[str | None] = None
    byte_fallback: ClassVar[bool] = False
    vocab: list[str]  # id -> token
    unk_token: str = "[UNK]"
    continuing_subword_prefix: str = "##"
    max_input_chars_per_word: int = 100
    merges: list[tuple[str, str]] = field(default_factory=list)  # training history, if known
    _ids: dict[str, int] = field(init=False, repr=False)
    _longest: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._ids = {token: i for i, token in enumerate(self.vocab)}
        self._longest = max((len(t) for t in self.vocab), default=1)

    @property
    def unk_id(self) -> int | None:
        return self._ids.get(self.unk_token)

    def seed(self, value: int | None) -> None:
        """Nothing to seed: the split is always the same."""

    def token_to_id(self, token: str) -> int | None:
        return self._ids.get(token)

    def merge_of(self, token: str) -> None:
        """None: the vocabulary is applied by longest match, whatever merges built it."""
        return None

    def rank_or_score(self, token_id: int) -> None:
        return None

    def default_decoder(self) -> Decoder:
        return WordPieceDecoder(self.continuing_subword_prefix)

    def needs(self, tokens: set[str]) -> set[str]:
        """Longest match needs no token but those it produces."""
        return set(tokens)

    def continue_training(self, words: dict[str, int], add: int, reserved: list[str],
                          settings: dict, should_stop=None):
        """Words start as the model splits them; merging goes on with the score formula."""
        from .trainer import continue_training  # the trainer builds models: imported when used

        tie_break = settings.get("tie_break") or "first-seen"
        return continue_training(self, words, add, reserved, tie_break, should_stop)

    def subset(self, ids: list[int]) -> WordPieceModel:
        """The training history keeps the merges between kept tokens that made a kept token."""
        vocab = picked(self.vocab, ids)
        kept = set(vocab)
        prefix = self.continuing_subword_prefix
        merges = [(left, right) for left, right in self.merges
                  if left in kept and right in kept and join_tokens(left, right, prefix) in kept]
        return replace(self, vocab=vocab, merges=merges)

    def details(self) -> dict:
        return {}

    def to_json(self) -> dict:
        return {"type": self.type_tag, "unk_token": self.unk_token,
                "continuing_subword_prefix": self.continuing_subword_prefix,
                "max_input_chars_per_word": self.max_input_chars_per_word,
                "vocab": {token: i for i, token in enumerate(self.vocab)}}

    @classmethod
    def from_json(cls, data: dict) -> WordPieceModel:
        return cls(
            vocab=vocab_from_json(data), unk_token=data.get("unk_token", "[UNK]"),
            continuing_subword_prefix=data.get("continuing_subword_prefix", "##"),
            max_input_chars_per_word=data.get("max_input_chars_per_word", 100),
        )

    def token_text(self, word: str, token: Token) -> str:
        """The string `tokenizers` reports for a token of `word`: its vocabulary entry."""
        return self.vocab[token[0]]

    def tokenize(self, word: str) -> list[Token]:
        """Greedy longest-prefix match, as `tokenizers`' WordPiece does."""
        unk = [(self._ids.get(self.unk_token, 0), 0, len(word))]
        if len(word) > self.max_input_chars_per_word:
            return unk
        tokens: list[Token] = []
        start = 0
        prefix = self.continuing_subword_prefix
        while start < len(word):
            end = min(len(word), start + self._longest)
            while end > start:
                piece = word[start:end] if start == 0 else prefix + word[start:end]
                token_id = self._ids.get(piece)
                if token_id is not None:
                    tokens.append((token_id, start, end))
                    break
                end -= 1
            else:
                return unk
            start = end
        return tokens
