"""The WordPiece model: greedy longest match against the vocabulary.

>>> model = WordPieceModel(["[UNK]", "b", "h", "p", "##g", "##n", "##s", "##u", "##gs", "hu",
...                          "hug"])
>>> [model.vocab[i] for i, _, _ in model.tokenize("bugs")], model.tokenize("mug")
(['b', '##u', '##gs'], [(0, 0, 3)])
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import ClassVar

from ...pipeline.decoders import Decoder, WordPieceDecoder
from ..base import Token, UnknownTokenError, check_size, picked, vocab_from_json, vocab_to_json
from ..json_fields import json_field
from ..bpe.vocab import join_tokens, kept_merges
from .explain import WordPieceTrace, no_match, too_long, wordpiece_step


@dataclass
class WordPieceModel:
    """A vocabulary applied by greedy longest match; a word with no match becomes unk_token."""

    type_tag: ClassVar[str] = "WordPiece"
    algorithm: ClassVar[str] = "wordpiece"
    rank_kind: ClassVar[str | None] = None
    samples: ClassVar[bool] = False
    byte_fallback: ClassVar[bool] = False
    vocab: list[str]  # id -> token
    unk_token: str = "[UNK]"
    continuing_subword_prefix: str = "##"
    max_input_chars_per_word: int = 100
    merges: list[tuple[str, str]] = field(default_factory=list)  # training history, if known
    holes: frozenset[int] = frozenset()
    _ids: dict[str, int] = field(init=False, repr=False)
    _longest: int = field(init=False, repr=False)
    _initial: int | None = field(init=False, repr=False, default=None)  # see _initial_size

    def __post_init__(self) -> None:
        self._ids = vocab_to_json(self.vocab, self.holes)
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

    def subset(self, ids: list[int]) -> WordPieceModel:
        """The training history keeps the merges between kept tokens that made a kept token."""
        vocab = picked(self.vocab, ids)
        merges = kept_merges(self.merges, set(vocab), self.continuing_subword_prefix)
        return replace(self, vocab=vocab, merges=merges, holes=frozenset())

    def details(self) -> dict:
        return {}

    def to_json(self) -> dict:
        return {"type": self.type_tag, "unk_token": self.unk_token,
                "continuing_subword_prefix": self.continuing_subword_prefix,
                "max_input_chars_per_word": self.max_input_chars_per_word,
                "vocab": vocab_to_json(self.vocab, self.holes)}

    @classmethod
    def from_json(cls, data: dict) -> WordPieceModel:
        vocab, holes = vocab_from_json(data)
        return cls(
            vocab=vocab, holes=holes, unk_token=json_field(data, "unk_token", "a string", "[UNK]"),
            continuing_subword_prefix=json_field(data, "continuing_subword_prefix", "a string", "##"),
            max_input_chars_per_word=json_field(data, "max_input_chars_per_word", "usize", 100),
        )

    def token_text(self, word: str, token: Token) -> str:
        """The string `tokenizers` reports for a token of `word`: its vocabulary entry."""
        return self.vocab[token[0]]

    def own_text_ids(self) -> frozenset[int]:
        return frozenset()

    def tokenize_many(self, words: list[str]) -> list[list[Token]]:
        return [self.tokenize(word) for word in words]

    def tokenize(self, word: str) -> list[Token]:
        """Greedy longest-prefix match, as `tokenizers`' WordPiece does."""
        if len(word) > self.max_input_chars_per_word:
            return self._unknown(word)
        tokens: list[Token] = []
        start = 0
        while start < len(word):
            end, token_id = self._longest_match(word, start)
            if token_id is None:
                return self._unknown(word)
            tokens.append((token_id, start, end))
            start = end
        return tokens

    def _unknown(self, word: str) -> list[Token]:
        """The whole word as the unknown token; `tokenizers` refuses the text when the
        vocabulary lacks it."""
        unk_id = self._ids.get(self.unk_token)
        if unk_id is None:
            raise UnknownTokenError(f"cannot encode {word!r}: the unknown token "
                                    f"{self.unk_token!r} is not in the vocabulary")
        return [(unk_id, 0, len(word))]

    def _candidates(self, word: str, start: int):
        """(end, candidate) at `start`, longest first."""
        prefix = self.continuing_subword_prefix if start else ""
        for end in range(min(len(word), start + self._longest), start, -1):
            yield end, prefix + word[start:end]

    def _longest_match(self, word: str, start: int) -> tuple[int, int | None]:
        """(end, id) of the longest token at `start`; (start, None) if none."""
        for end, piece in self._candidates(word, start):
            token_id = self._ids.get(piece)
            if token_id is not None:
                return end, token_id
        return start, None

    def explain(self, word: str, *, merge_counts: Mapping[str, int] | None = None,
                nbest: int = 5) -> WordPieceTrace:
        """The greedy match position by position; why the word became unknown, if it did."""
        tokens = tuple(self.vocab[i] for i, _, _ in self.tokenize(word))
        if len(word) > self.max_input_chars_per_word:
            return WordPieceTrace(word, (), tokens, too_long(len(word), self.max_input_chars_per_word))
        steps = []
        start = 0
        while start < len(word):
            end, token_id = self._longest_match(word, start)
            found = None if token_id is None else self.vocab[token_id]
            tried = [piece for piece_end, piece in self._candidates(word, start) if piece_end >= end]
            steps.append(wordpiece_step(start, tried, found, end))
            if found is None:
                return WordPieceTrace(word, tuple(steps), tokens, no_match(word, steps[-1]))
            start = end
        return WordPieceTrace(word, tuple(steps), tokens, None)

    def count_steps(self, word: str) -> tuple[int, list[tuple[int, int]]]:
        """The word's count with the alphabet, then (k, tokens fewer) where having the first
        tokens up to the k-th made changes it: the split changes only where the vocabulary gains
        a token that is a candidate somewhere in the word, so it is worked out at each of those.
        More tokens can also give more pieces (a longer first match may leave a worse rest).

        >>> WordPieceModel(["[UNK]", "a", "b", "##a", "##b", "ab", "##ab"]).count_steps("abab")
        (4, [(1, 1), (2, 1)])
        """
        initial = self._initial_size()
        found = [[(end, token_id) for end, piece in self._candidates(word, start)
                  for token_id in [self._ids.get(piece)] if token_id is not None]
                 for start in range(len(word))]  # at each start, its tokens, longest first
        relevant = sorted({token_id for here in found for _, token_id in here
                           if token_id >= initial})
        counts = [self._count_below(len(word), found, limit)
                  for limit in [initial] + [token_id + 1 for token_id in relevant]]
        steps = [(token_id + 1 - initial, before - after)
                 for token_id, before, after in zip(relevant, counts, counts[1:]) if before != after]
        return counts[0], steps

    def _count_below(self, length: int, found: list[list[tuple[int, int]]], limit: int) -> int:
        """How many tokens the greedy match gives with the tokens of ids below `limit`, from
        the tokens `found` at each start (an unknown word is one token)."""
        if length > self.max_input_chars_per_word:
            return 1
        count = start = 0
        while start < length:
            start = next((end for end, token_id in found[start] if token_id < limit), -1)
            if start < 0:
                return 1
            count += 1
        return count

    def merge_sizes(self, *, creation_order: bool = False) -> list[int]:
        """Each size the vocabulary had during training, from the alphabet up (one token per
        step)."""
        self._check_order(creation_order)
        return list(range(self._initial_size(), len(self.vocab) + 1))

    def truncated(self, vocab_size: int, *, creation_order: bool = False) -> WordPieceModel:
        """The vocabulary as it stood when training reached `vocab_size` tokens: its first
        tokens, if they are in the order training made them (special tokens, the alphabet, then
        each merge's result)."""
        self._check_order(creation_order)
        check_size(vocab_size, self._initial_size(), len(self.vocab))
        kept = set(self.vocab[:vocab_size])
        merges = list(itertools.takewhile(
            lambda merge: join_tokens(*merge, self.continuing_subword_prefix) in kept, self.merges))
        return replace(self, vocab=self.vocab[:vocab_size], merges=merges)

    @staticmethod
    def _check_order(creation_order: bool) -> None:
        if not creation_order:
            raise ValueError("the vocabulary's order is not known to be the order training made "
                             "it (a model trained by the workbench is)")

    def _initial_size(self) -> int:
        """Special tokens and the alphabet: up to the last single character (bare or prefixed),
        as a merge never makes one."""
        if self._initial is None:
            prefix = self.continuing_subword_prefix
            single = [i for i, token in enumerate(self.vocab)
                      if len(token[len(prefix):] if token.startswith(prefix) else token) == 1]
            self._initial = max(single, default=-1) + 1
        return self._initial
